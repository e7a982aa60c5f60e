import { Link } from 'react-router-dom';
import styles from './logo.module.css';

/**
 * The shop's logo: a phone mark and the name, linking home. `inverted` on dark backgrounds;
 * `compactOnPhones` shows the mark alone on narrow screens (the top bar needs the room).
 */
export function Logo({ inverted = false, compactOnPhones = false }: { inverted?: boolean; compactOnPhones?: boolean }) {
  const className = [styles.logo, inverted && styles.inverted, compactOnPhones && styles.compact]
    .filter(Boolean)
    .join(' ');
  return (
    // The name starts with the visible words (WCAG 2.5.3, label in name): voice control users say "PhoneParts".
    <Link to="/" className={className} aria-label="PhoneParts — home">
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect x="8" y="2" width="16" height="28" rx="4" fill="currentColor" />
        <rect x="11" y="6" width="10" height="17" rx="1.5" fill="#fff" opacity="0.9" />
        <circle cx="16" cy="26.5" r="1.5" fill="#fff" />
      </svg>
      <span className={styles.name}>
        Phone<span className={styles.accent}>Parts</span>
      </span>
    </Link>
  );
}
