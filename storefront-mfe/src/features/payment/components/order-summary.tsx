import type { Order } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';
import { orderTotal } from '../../../common/money';
import styles from './order-summary.module.css';

/** Spec §2 /payment/{id}: product name, quantity and total of the order being paid. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Product</dt>
        <dd>{order.name}</dd>
      </div>
      <div>
        <dt>Quantity</dt>
        <dd>{order.quantity}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className={styles.total}>{formatMoney(orderTotal(order.price, order.quantity))}</dd>
      </div>
    </dl>
  );
}
