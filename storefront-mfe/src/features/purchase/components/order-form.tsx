import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  displayUnitPrice,
  isStockOut,
  shopCountryOf,
  uiMessages,
  type orderFormSchema,
  type Part,
  type z,
} from '@phoneparts/contracts';
import { orderSaving } from './part-details';
import { Button, ErrorText, TextArea, TextField, formatMoney, useAuth, useShop } from '@phoneparts/shared-ui';
import { lazyResolver } from '@phoneparts/shared-ui/lazy-resolver';
import { orderTotal } from '../../../common/money';
import { myOrdersPath, redirectDelayMs } from '../../../common/routes';
import { useDelayedNavigate } from '../../../common/use-delayed-navigate';
import { cartCopy } from '../../cart/components/cart-copy';
import { useAddToCart } from '../../cart/components/use-add-to-cart';
import { storeErrorMessage } from '@phoneparts/shared-ui';
import { usePlaceOrderMutation } from '../api/purchase-api';
import styles from './order-form.module.css';

type OrderSchema = ReturnType<typeof orderFormSchema>;
type OrderFormInput = z.input<OrderSchema>;
type OrderFormOutput = z.output<OrderSchema>;

const emptyOrder = (part: Part): OrderFormInput => ({ quantity: part.minQuantity, phone: '', address: '' });

/**
 * The part page's form (docs/product.md#24-part-page, and "Placing an order" in #4-states): quantity (default =
 * minimum), phone, address, the live total, 'Confirm Order'. The server decides the price and the stock; a refusal is
 * shown. Beside it, 'Add to cart' adds the quantity typed, checked by the same quantity rules (phone and address are
 * asked at the cart's checkout).
 */
export function OrderForm({ part }: { part: Part }) {
  const { user } = useAuth();
  const [placeOrder] = usePlaceOrderMutation();
  const navigateLater = useDelayedNavigate(redirectDelayMs);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const { addToCart, adding } = useAddToCart();
  // A phone without a country code is read in the shop's country, as the API reads it.
  const country = shopCountryOf(useShop().config);

  // The bounds follow the part, so a lower stock after an order (or a refusal) is enforced at once.
  const checks = useMemo(() => {
    const bounds = { minQuantity: part.minQuantity, availableQuantity: part.availableQuantity };
    return lazyResolver(() => import('./order-validation').then((module) => module.orderFormResolver(bounds, country)));
  }, [part.minQuantity, part.availableQuantity, country]);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: checks.resolver,
    defaultValues: emptyOrder(part),
    // Validate on Confirm Order (then on every change), never when a field is left: an error shown on
    // blur pushes Confirm Order down between the pointer's press and release, and the click is lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const quantity = Number(useWatch({ control, name: 'quantity' }));
  const counted = Number.isFinite(quantity) && quantity > 0;
  // Shown only: the API charges its own unit price for the quantity (the same bands).
  const unitPrice = counted ? displayUnitPrice(part, quantity) : part.price;
  const total = counted ? orderTotal(unitPrice, quantity) : 0;
  const saving = counted ? orderSaving(part.price, unitPrice, quantity) : 0;

  const onSubmit = async (values: OrderFormOutput) => {
    setRefusal(null);
    try {
      const { order } = await placeOrder({ productId: part._id, ...values }).unwrap();
      toast.success(uiMessages.orderPlaced);
      setPlaced(true);
      reset(emptyOrder(part));
      navigateLater(myOrdersPath(order.email));
    } catch (error) {
      setRefusal(storeErrorMessage(error));
    }
  };

  // Only the quantity's messages: an empty phone or address is no reason to refuse adding to the cart.
  const onAddToCart = async () => {
    if (await trigger('quantity')) await addToCart(part, Number(getValues('quantity')));
  };

  const stockOut = isStockOut(part);
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSubmit)}
      onFocus={checks.preload}
      noValidate
      aria-labelledby="storefront-order-title"
    >
      <h2 id="storefront-order-title" className={styles.title}>
        Your order
      </h2>
      <fieldset className={styles.fields} disabled={stockOut || placed}>
        <TextField label="Name" value={user?.displayName ?? ''} readOnly />
        <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={part.minQuantity}
          max={part.availableQuantity}
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextArea
          label="Address"
          autoComplete="street-address"
          rows={3}
          error={errors.address?.message}
          {...register('address')}
        />
        <p className={styles.total} aria-live="polite">
          {saving > 0 && (
            <span data-testid="unit-price">
              Unit price: {formatMoney(unitPrice)} (quantity price), you save {formatMoney(saving)}.{' '}
            </span>
          )}
          Total: <strong>{formatMoney(total)}</strong>
        </p>
        <ErrorText>{errors.root?.message}</ErrorText>
        <ErrorText>
          {refusal && (
            <>
              <strong>{uiMessages.orderNotPlaced}</strong> {refusal}
            </>
          )}
        </ErrorText>
        <div className={styles.actions}>
          <Button type="submit" block loading={isSubmitting}>
            Confirm Order
          </Button>
          <Button type="button" variant="secondary" block loading={adding} onClick={() => void onAddToCart()}>
            {cartCopy.addToCart}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
