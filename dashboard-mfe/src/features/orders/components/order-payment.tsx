import { uiMessages, type Order } from '@phoneparts/contracts';
import { buttonClassName } from '@phoneparts/shared-ui';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { shippedLabel } from '../../../common/order-status';
import { PaymentBadge } from '../../../common/payment-badge';
import { StatusBadge } from '../../../common/status-badge';
import styles from './order-payment.module.css';

/** When the reservation ends, as the customer's clock shows it (date and time: it may be tomorrow). */
const heldUntilText = (iso: string) =>
  uiMessages.heldUntil(new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/**
 * The Payment cell of My Orders: Pay for an unpaid order and until when its parts are reserved (the
 * shop cancels it then), the transaction id once paid.
 */
export function OrderPayment({ order }: { order: Order }) {
  if (order.status === 'placed') {
    return (
      <span className={styles.paid}>
        <Link to={dashboardPaths.payment(order._id)} className={buttonClassName({ size: 'sm' })}>
          Pay
        </Link>
        {order.heldUntil && <span className={styles.held}>{heldUntilText(order.heldUntil)}</span>}
      </span>
    );
  }
  return (
    <span className={styles.paid}>
      <PaymentBadge status={order.status} />
      {order.status === 'shipped' && <StatusBadge tone="info">{shippedLabel}</StatusBadge>}
      {order.transactionId && <code className={styles.transaction}>{order.transactionId}</code>}
    </span>
  );
}
