import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutSchema, type Cart, type z } from '@phoneparts/contracts';
import { Button, TextArea, TextField, formatMoney, useAuth } from '@phoneparts/shared-ui';
import { paymentPath } from '../../../common/routes';
import { useCheckoutMutation, type CheckoutError } from '../api/cart-api';
import { cartCopy } from './cart-copy';
import styles from './cart-page.module.css';

// The order form's own rules and messages for phone and address (docs/product.md#5-validation); the quantities are
// the lines'.
type DeliveryInput = z.input<typeof checkoutSchema>;
type DeliveryOutput = z.output<typeof checkoutSchema>;
const resolver = zodResolver(checkoutSchema);

/**
 * The cart's checkout: name and email from the account, phone and address, the order total and
 * "Place order" (POST /cart/checkout, one order for every line), then the new order's payment page.
 * A refusal names each line that cannot be served and its stock; nothing was taken then.
 */
export function CheckoutForm({ cart }: { cart: Cart }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [checkout] = useCheckoutMutation();
  const [refusal, setRefusal] = useState<CheckoutError | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryInput, unknown, DeliveryOutput>({
    resolver,
    defaultValues: { phone: '', address: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = async (values: DeliveryOutput) => {
    setRefusal(null);
    try {
      const order = await checkout(values).unwrap();
      toast.success(cartCopy.orderPlaced);
      void navigate(paymentPath(order._id));
    } catch (error) {
      setRefusal(error as CheckoutError);
    }
  };

  return (
    <form
      className={styles.checkout}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="storefront-checkout-title"
    >
      <h2 id="storefront-checkout-title" className={styles.checkoutTitle}>
        {cartCopy.checkoutTitle}
      </h2>
      <TextField label="Name" value={user?.displayName ?? ''} readOnly />
      <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <TextArea
        label="Address"
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <p className={styles.total} aria-live="polite">
        {cartCopy.total} ({cart.totalUnits} units): <strong>{formatMoney(cart.total)}</strong>
      </p>
      {!cart.canCheckout && <p className={styles.notice}>{cartCopy.cannotCheckout}</p>}
      {refusal && (
        <div className="ui-error-text" role="alert">
          <p>
            {/* The API's refusal of a checkout already says so ('Your order was not placed: …'). */}
            {!refusal.message.startsWith(cartCopy.orderNotPlaced.slice(0, -1)) && (
              <strong>{cartCopy.orderNotPlaced} </strong>
            )}
            {refusal.message}
          </p>
          {refusal.lines && refusal.lines.length > 0 && (
            <ul className={styles.problems}>
              {refusal.lines.map((problem) => (
                <li key={problem.partId}>
                  {problem.name}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button type="submit" block loading={isSubmitting} disabled={!cart.canCheckout}>
        {cartCopy.placeOrder}
      </Button>
    </form>
  );
}
