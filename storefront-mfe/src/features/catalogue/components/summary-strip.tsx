import { forwardRef } from 'react';
import { homeCopy } from './home-copy';
import styles from './summary-strip.module.css';

/**
 * Home, item 2 (docs/product.md#22-home): the four business figures; the target of 'Shop now' (focusable for
 * keyboards).
 */
export const SummaryStrip = forwardRef<HTMLElement>(function SummaryStrip(_props, ref) {
  return (
    <section ref={ref} tabIndex={-1} className={styles.strip} aria-label={homeCopy.summaryHeading}>
      <ul className={styles.list}>
        {homeCopy.summary.map((item) => (
          <li key={item.label} className={styles.item}>
            <span className={styles.figure}>{item.figure}</span>
            <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
});
