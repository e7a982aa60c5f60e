import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The centred card of the sign-in, sign-up and reset pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}

/** "or" between the email form and Continue with Google. */
export function Divider() {
  return (
    <div className={styles.divider} role="separator">
      <span>or</span>
    </div>
  );
}
