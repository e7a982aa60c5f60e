import { Link, useLocation, useNavigate } from 'react-router-dom';
import { stockAlertMessages, type PublicPart } from '@phoneparts/contracts';
import { Button, buttonClassName, formatMoney, useAuth } from '@phoneparts/shared-ui';
import { purchasePath } from '../../../common/routes';
import { addToCartLabel } from '../../cart/components/add-to-cart-label';
import { NotifyMe } from '../../stock-alerts/components/notify-me';
import { partPageCopy as copy } from './part-page-copy';
import { loginPath, pendingAddSearch, signInState } from './sign-in-return';
import styles from './part-page.module.css';

/**
 * Ordering from the public part page: "Add to cart" adds the part's minimum order (signed in, as the
 * catalogue's cards do; a visitor signs in first and comes back here with it added), "Buy Now" opens
 * the order form of /purchase/:id. Out of stock: "Notify me" (a visitor signs in first).
 */
export function PartOrderBox({
  part,
  addToCart,
  adding,
}: {
  part: PublicPart;
  addToCart: (part: PublicPart, quantity: number) => Promise<boolean>;
  adding: boolean;
}) {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = status === 'signedIn';
  const stockOut = part.stock === 'out';
  const signIn = (search = '') => void navigate(loginPath, { state: signInState(location.pathname, search) });

  return (
    <aside className={styles.box} aria-label={copy.orderBox}>
      <p className={styles.price}>{formatMoney(part.price)}</p>
      {stockOut ? (
        signedIn ? (
          <NotifyMe key={part._id} partId={part._id} />
        ) : (
          <>
            <Button onClick={() => signIn()}>{stockAlertMessages.notifyMe}</Button>
            <p className={styles.hint}>{copy.signInToNotify}</p>
          </>
        )
      ) : (
        <>
          <Button
            variant="secondary"
            block
            loading={adding}
            onClick={() =>
              signedIn ? void addToCart(part, part.minQuantity) : signIn(pendingAddSearch(part.minQuantity))
            }
          >
            {addToCartLabel}
          </Button>
          {!signedIn && <p className={styles.hint}>{copy.signInToAdd}</p>}
          {/* The spec's single-part flow: the order form, behind sign-in. */}
          <Link className={buttonClassName({ block: true })} to={purchasePath(part._id)}>
            {copy.buyNow}
          </Link>
        </>
      )}
    </aside>
  );
}
