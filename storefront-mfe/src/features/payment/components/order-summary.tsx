import { linesOf, orderAmount, orderUnits, type Order } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';
import styles from './order-summary.module.css';

/**
 * The payment page (docs/product.md#27-payment-page): product name, quantity and total of the order being
 * paid. An order from the cart lists each line (units × unit price = line total) in the product's place; Quantity
 * and Total are then of all its lines, the total as the server computed it (what the card is charged).
 */
export function OrderSummary({ order }: { order: Order }) {
  const lines = linesOf(order);
  return (
    <dl className={styles.summary}>
      {lines.length === 1 ? (
        <div>
          <dt>Product</dt>
          <dd>{order.name}</dd>
        </div>
      ) : (
        lines.map((line, index) => (
          <div key={`${line.partId ?? 'deleted'}-${index}`}>
            <dt>{line.name}</dt>
            <dd>
              {line.quantity} × {formatMoney(line.unitPrice)} = {formatMoney(line.lineTotal)}
            </dd>
          </div>
        ))
      )}
      <div>
        <dt>Quantity</dt>
        <dd>{orderUnits(order)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className={styles.total}>{formatMoney(orderAmount(order))}</dd>
      </div>
    </dl>
  );
}
