import type { OrderDetail, OrderHistoryEntry } from '@phoneparts/contracts';
import styles from './order-page.module.css';

/** What happened in one history entry, in the customer's words. */
function eventLabel(entry: OrderHistoryEntry, order: OrderDetail): string {
  if (entry.from === null) return 'Placed';
  // A note without a change of status: a payment that came too late was paid back.
  if (entry.from === entry.to) return 'Payment refunded';
  if (entry.to === 'cancelled') return order.expired && entry.byEmail === null ? 'Expired unpaid' : 'Cancelled';
  return { placed: 'Placed', paid: 'Paid', shipped: 'Shipped' }[entry.to];
}

/** The order's history as a timeline, oldest first: what happened, when, and who did it. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  return (
    <ol className={styles.timeline} aria-label="Order history">
      {order.history.map((entry, index) => (
        <li key={index} className={styles.event}>
          <span className={styles.eventLabel}>{eventLabel(entry, order)}</span>{' '}
          <time dateTime={entry.at} className={styles.eventTime}>
            {new Date(entry.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          <span className={styles.eventBy}> · {entry.byEmail ?? 'the shop'}</span>
          {entry.note && <p className={styles.eventNote}>{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
