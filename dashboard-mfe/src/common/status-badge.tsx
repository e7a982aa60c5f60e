import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type BadgeTone = 'neutral' | 'warning' | 'success' | 'info';

/** A small coloured label for a state (Unpaid, Paid, Shipped, Admin …). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
