import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkoutLimits,
  checkoutMessages,
  type Cart,
  type CartCheckoutBody,
  type CartQuote,
  type SavedAddress,
  shopCountryOf,
} from '@phoneparts/contracts';
import {
  Button,
  ErrorText,
  Loader,
  TextArea,
  TextField,
  formatMoney,
  storeErrorMessage,
  useAuth,
  useShop,
} from '@phoneparts/shared-ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paymentPath } from '../../../common/routes';
import { useCheckoutMutation, type CheckoutError } from '../../cart/api/cart-api';
import { cartCopy } from '../../cart/components/cart-copy';
import { useGetQuoteQuery, useGetSavedAddressesQuery } from '../api/checkout-api';
import { checkoutDefaults, checkoutFormSchema, destinationOf, type CheckoutFormInput } from './checkout-form-input';
import { DeliveryAddress } from './delivery-address';
import { QuoteSummary } from './quote-summary';
import { ShippingChoice } from './shipping-choice';
import { useDebouncedValue } from './use-debounced-value';
import cartStyles from '../../cart/components/cart-page.module.css';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The figures of a quote the order is placed against: a change since is a 409 with the new quote. */
const figuresOf = (quote: CartQuote) => ({
  goods: quote.goods,
  shipping: quote.shipping,
  tax: quote.tax,
  total: quote.total,
  lines: quote.lines.map(({ partId, quantity, unitPrice, net, tax }) => ({ partId, quantity, unitPrice, net, tax })),
});

/**
 * The cart's checkout (docs/product.md#25-cart-page): name and email from the account, phone, a saved or new
 * delivery address, a shipping method the API offers for it, the API's quote (each line's tax, goods,
 * shipping, tax, total), PO number and note, then "Place order" (POST /cart/checkout, one order for
 * every line) and the new order's payment page.
 */
export function CheckoutForm({ cart }: { cart: Cart }) {
  const saved = useGetSavedAddressesQuery();
  if (saved.error) return <ErrorText>{storeErrorMessage(saved.error)}</ErrorText>;
  if (!saved.data) return <Loader />;
  return <CheckoutFields cart={cart} saved={saved.data} />;
}

function CheckoutFields({ cart, saved }: { cart: Cart; saved: SavedAddress[] }) {
  const { user } = useAuth();
  const country = shopCountryOf(useShop().config);
  const resolver = useMemo(() => zodResolver(checkoutFormSchema(country)), [country]);
  const navigate = useNavigate();
  const [checkout] = useCheckoutMutation();
  const [refusal, setRefusal] = useState<CheckoutError | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CartCheckoutBody>({
    resolver,
    defaultValues: checkoutDefaults(saved),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const [destinationChoice, address, shippingMethodId] = watch(['destination', 'address', 'shippingMethodId']);
  const same = useCallback(sameJson, []);
  const destination = useDebouncedValue(destinationOf({ destination: destinationChoice, address }), 400, same);
  const cartKey = cart.lines.map((line) => `${line.partId}:${line.quantity}:${line.unitPrice}`).join(',');
  const quoteArg =
    destination && shippingMethodId ? { body: { ...destination, shippingMethodId }, cart: cartKey } : null;
  const quoteRead = useGetQuoteQuery(quoteArg ?? skipToken);
  // The new figures of a 409 stand for the same address, method and cart (what the buyer confirms by
  // placing the order again); any other choice reads its own quote.
  const [changed, setChanged] = useState<{ arg: string; quote: CartQuote } | null>(null);
  const argKey = JSON.stringify(quoteArg);
  const quote = changed?.arg === argKey ? changed.quote : quoteRead.currentData;

  const onSubmit = async (body: CartCheckoutBody) => {
    setRefusal(null);
    try {
      const order = await checkout({ ...body, ...(quote ? { quote: figuresOf(quote) } : {}) }).unwrap();
      toast.success(cartCopy.orderPlaced);
      void navigate(paymentPath(order._id));
    } catch (error) {
      const refused = error as CheckoutError;
      setRefusal(refused);
      if (refused.quote) {
        setChanged({ arg: argKey, quote: refused.quote });
        if (quoteArg) void quoteRead.refetch();
      }
    }
  };

  return (
    <form
      className={cartStyles.checkout}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="storefront-checkout-title"
    >
      <h2 id="storefront-checkout-title" className={cartStyles.checkoutTitle}>
        {cartCopy.checkoutTitle}
      </h2>
      <TextField label="Name" value={user?.displayName ?? ''} readOnly />
      <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="With the country code, e.g. +44 20 7946 0958"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <DeliveryAddress
        saved={saved}
        register={register}
        errors={errors}
        destination={destinationChoice}
        country={address.country}
      />
      <ShippingChoice
        destination={destination}
        cartKey={cartKey}
        register={register}
        error={errors.shippingMethodId?.message}
      />
      <TextField
        label="PO number"
        hint={`Optional: your purchase-order number, up to ${checkoutLimits.poNumberMax} characters`}
        autoComplete="off"
        error={errors.poNumber?.message}
        {...register('poNumber')}
      />
      <TextArea
        label="Note"
        hint={`Optional: anything the shop should know, up to ${checkoutLimits.noteMax} characters`}
        rows={3}
        error={errors.note?.message}
        {...register('note')}
      />
      <p className={cartStyles.total} aria-live="polite">
        {cartCopy.total} ({cart.totalUnits} units): <strong>{formatMoney(cart.total)}</strong>
      </p>
      {quote ? (
        <QuoteSummary quote={quote} cart={cart} />
      ) : (
        quoteRead.error && <ErrorText>{storeErrorMessage(quoteRead.error)}</ErrorText>
      )}
      {!cart.canCheckout && <p className={cartStyles.notice}>{cartCopy.cannotCheckout}</p>}
      {refusal && <Refusal refusal={refusal} />}
      <Button type="submit" block loading={isSubmitting} disabled={!cart.canCheckout}>
        {cartCopy.placeOrder}
      </Button>
    </form>
  );
}

/** Why the order was not placed: the figures changed (shown above, confirm again), or lines lack stock. */
function Refusal({ refusal }: { refusal: CheckoutError }) {
  if (refusal.quote)
    return (
      <p className="ui-error-text" role="alert">
        {refusal.message || checkoutMessages.quoteChanged}
      </p>
    );
  return (
    <div className="ui-error-text" role="alert">
      <p>
        {/* The API's refusal of a checkout already says so ('Your order was not placed: …'). */}
        {!refusal.message.startsWith(cartCopy.orderNotPlaced.slice(0, -1)) && (
          <strong>{cartCopy.orderNotPlaced} </strong>
        )}
        {refusal.message}
      </p>
      {refusal.lines && refusal.lines.length > 0 && (
        <ul className={cartStyles.problems}>
          {refusal.lines.map((problem) => (
            <li key={problem.partId}>
              {problem.name}: {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
