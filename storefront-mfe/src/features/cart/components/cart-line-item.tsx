import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { CartLine } from '@phoneparts/contracts';
import { Button, formatMoney, storeErrorMessage, useApi } from '@phoneparts/shared-ui';
import { purchasePath } from '../../../common/routes';
import { useRemoveCartLineMutation } from '../api/cart-api';
import { cartCopy, flagExplanation } from './cart-copy';
import { LineQuantityForm } from './line-quantity-form';
import styles from './cart-page.module.css';

/**
 * One line of the cart: picture, name, unit price, quantity, line total, Remove. A flagged line (the
 * part was deleted, ran out, changed price, or the quantity no longer fits) says why in words and
 * stays until the buyer changes or removes it: nothing leaves the cart unseen.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const api = useApi();
  const [remove, { isLoading: removing }] = useRemoveCartLineMutation();
  const nameId = `cart-line-${line.partId}-name`;
  const flagged = line.flags.length > 0;

  async function onRemove() {
    try {
      await remove(line.partId).unwrap();
      toast.success(cartCopy.removed(line.name));
    } catch (error) {
      toast.error(storeErrorMessage(error));
    }
  }

  return (
    <li className={flagged ? `${styles.line} ${styles.flagged}` : styles.line} aria-labelledby={nameId}>
      <img className={styles.picture} src={api.assetUrl(line.picture)} alt="" width={80} height={60} />
      <div className={styles.about}>
        <h2 id={nameId} className={styles.name}>
          {line.flags.includes('deleted') ? line.name : <Link to={purchasePath(line.partId)}>{line.name}</Link>}
        </h2>
        <p className={styles.unitPrice}>
          {formatMoney(line.unitPrice)} <span className={styles.muted}>per unit</span>
        </p>
        {line.basePrice !== undefined && (
          <p className={styles.saving} data-testid="cart-line-saving">
            {cartCopy.saving(line.basePrice, line.unitPrice, line.quantity)}
          </p>
        )}
      </div>
      <LineQuantityForm key={line.quantity} line={line} describedBy={nameId} />
      <p className={styles.lineTotal}>
        <span className={styles.muted}>Line total</span> <strong>{formatMoney(line.lineTotal)}</strong>
      </p>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        loading={removing}
        aria-describedby={nameId}
        onClick={() => void onRemove()}
      >
        {cartCopy.remove}
      </Button>
      {/* The reasons under the whole row: read at full width, never squeezed beside the quantity. */}
      {flagged && (
        <ul className={styles.flags} aria-label={`Why ${line.name} cannot be ordered as it is`}>
          {line.flags.map((flag) => (
            <li key={flag}>{flagExplanation(flag, line)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
