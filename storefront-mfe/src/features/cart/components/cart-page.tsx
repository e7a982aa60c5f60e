import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button, ErrorText, Loader, buttonClassName, storeErrorMessage } from '@phoneparts/shared-ui';
import { EmptyState } from '@phoneparts/shared-ui/data-views';
import { useEmptyCartMutation, useGetCartQuery } from '../api/cart-api';
import { quickOrderPath } from '../../../common/routes';
import { cartCopy } from './cart-copy';
import { CartLineItem } from './cart-line-item';
import { CheckoutForm } from '../../checkout/components/checkout-form';
import { ReorderChanges } from './reorder-changes';
import { usePendingAdd } from './use-pending-add';
import styles from './cart-page.module.css';

/**
 * /cart (signed in; docs/product.md#25-cart-page): the lines with their flags, the order total and the checkout. Loaded
 * only when visited (an exposed module of its own), so the home page's first load does not carry it.
 */
export default function CartPage() {
  const adding = usePendingAdd();
  const { data: cart, error, isLoading } = useGetCartQuery();
  const [empty, { isLoading: emptying }] = useEmptyCartMutation();

  async function onEmpty() {
    try {
      await empty().unwrap();
      toast.success(cartCopy.emptied);
    } catch (failure) {
      toast.error(storeErrorMessage(failure));
    }
  }

  let body;
  if (!cart && (isLoading || adding)) body = <Loader />;
  else if (!cart) body = <ErrorText>{storeErrorMessage(error)}</ErrorText>;
  else if (cart.lines.length === 0)
    body = adding ? (
      <Loader />
    ) : (
      <EmptyState title={cartCopy.empty}>
        <Link className={buttonClassName()} to="/">
          {cartCopy.browse}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <div className={styles.layout}>
        <div>
          <ul className={styles.lines} aria-label="Cart lines">
            {cart.lines.map((line) => (
              <CartLineItem key={line.partId} line={line} />
            ))}
          </ul>
          <Button type="button" variant="ghost" size="sm" loading={emptying} onClick={() => void onEmpty()}>
            {cartCopy.emptyCart}
          </Button>
        </div>
        <CheckoutForm cart={cart} />
      </div>
    );

  return (
    <section className={styles.page} aria-labelledby="storefront-cart-title">
      <div className={styles.heading}>
        <h1 id="storefront-cart-title" className={styles.title}>
          {cartCopy.title}
        </h1>
        <Link to={quickOrderPath}>{cartCopy.quickOrder}</Link>
      </div>
      <ReorderChanges />
      {body}
    </section>
  );
}
