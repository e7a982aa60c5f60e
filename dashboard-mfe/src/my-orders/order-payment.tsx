import type { Order } from '@phoneparts/contracts';
import { buttonClassName } from '@phoneparts/shared-ui';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../common/dashboard-paths';
import { shippedLabel } from '../common/order-status';
import { PaymentBadge } from '../common/payment-badge';
import { StatusBadge } from '../common/status-badge';
import styles from './order-payment.module.css';

/** The Payment cell of My Orders: Pay for an unpaid order, the transaction id once paid. */
export function OrderPayment({ order }: { order: Order }) {
  if (order.status === 'placed') {
    return (
      <Link to={dashboardPaths.payment(order._id)} className={buttonClassName({ size: 'sm' })}>
        Pay
      </Link>
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
