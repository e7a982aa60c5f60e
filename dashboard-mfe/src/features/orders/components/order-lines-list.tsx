import { linesOf, type Order } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';
import { ItemName } from '../../../common/item-name';
import styles from './order-page.module.css';

/** Every line of an order as it was bought: the part, units × unit price, and the line's total. */
export function OrderLinesList({ order }: { order: Order }) {
  return (
    <ul className={styles.lines} aria-label="Order lines">
      {linesOf(order).map((line, index) => (
        <li key={`${line.partId ?? 'deleted'}-${index}`} className={styles.line}>
          <ItemName
            name={line.name}
            picture={line.picture}
            detail={`${line.quantity} × ${formatMoney(line.unitPrice)}`}
          />
          <span className={styles.lineTotal}>{formatMoney(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
