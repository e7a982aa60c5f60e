import { uiMessages, type Order } from '@phoneparts/contracts';
import styles from './paid-notice.module.css';

/** Shown instead of the card field once an order is paid: it cannot be paid twice. */
export function PaidNotice({ order }: { order: Order }) {
  return (
    <div className={styles.notice}>
      <p className={styles.paid}>{uiMessages.orderAlreadyPaid}</p>
      {order.transactionId && (
        <p className={styles.transaction}>
          Transaction ID: <code>{order.transactionId}</code>
        </p>
      )}
    </div>
  );
}
