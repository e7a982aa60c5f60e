import { uiMessages, type Part } from '@phoneparts/contracts';
import { formatMoney, useApi } from '@phoneparts/shared-ui';
import { isStockOut } from '../common/stock';
import styles from './part-details.module.css';

/** Spec §2 /purchase/{id}: what the customer is about to order. */
export function PartDetails({ part }: { part: Part }) {
  const api = useApi();
  const stockOut = isStockOut(part);
  return (
    <article className={styles.details} aria-labelledby="storefront-part-name">
      <img className={styles.picture} src={api.assetUrl(part.picture)} alt={part.name} width={400} height={300} />
      <div className={styles.text}>
        <h1 id="storefront-part-name" className={styles.name}>
          {part.name}
        </h1>
        <p className={styles.id}>
          Part ID: <code>{part._id}</code>
        </p>
        <p className={styles.description}>{part.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Price per unit</dt>
            <dd>{formatMoney(part.price)}</dd>
          </div>
          <div>
            <dt>Minimum order quantity</dt>
            <dd>{part.minQuantity}</dd>
          </div>
          <div>
            <dt>Available quantity</dt>
            <dd data-testid="available-quantity" className={stockOut ? styles.stockOut : undefined}>
              {stockOut ? uiMessages.stockOutDetail : part.availableQuantity}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
