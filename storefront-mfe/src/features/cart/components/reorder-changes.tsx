import { useLocation } from 'react-router-dom';
import type { ReorderNotice } from '@phoneparts/contracts';
import { cartCopy } from './cart-copy';
import styles from './cart-page.module.css';

const noticeOf = (state: unknown): ReorderNotice['reorder'] | null => {
  const reorder = (state as Partial<ReorderNotice> | null)?.reorder;
  return reorder && Array.isArray(reorder.changes) ? reorder : null;
};

/**
 * After "Order again" (the dashboard's order pages navigate here with the API's answer in the route's
 * state): how many lines went into the cart and what is not as it was in the order. A reload or a
 * later visit has no such state and shows nothing.
 */
export function ReorderChanges() {
  const notice = noticeOf(useLocation().state);
  if (!notice) return null;
  return (
    <section className={styles.changes} aria-labelledby="storefront-reorder-title" data-testid="reorder-changes">
      <h2 id="storefront-reorder-title">{cartCopy.reorderTitle(notice.addedLines)}</h2>
      {notice.changes.length === 0 ? (
        <p className={styles.notice}>{cartCopy.reorderUnchanged}</p>
      ) : (
        <ul>
          {notice.changes.map((change, i) => (
            <li key={`${change.partId ?? change.name}-${change.kind}-${i}`}>
              <strong>{change.name}</strong>: {change.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
