import type { CartAddressChoiceBody } from '@phoneparts/contracts';
import { ErrorText, Loader, formatMoney, storeErrorMessage } from '@phoneparts/shared-ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { UseFormRegister } from 'react-hook-form';
import { useGetShippingOptionsQuery } from '../api/checkout-api';
import type { CheckoutFormInput } from './checkout-form-input';
import styles from './checkout.module.css';

export interface ShippingChoiceProps {
  /** Where the order ships, once the address is complete; null until then. */
  destination: CartAddressChoiceBody | null;
  /** The cart's lines as shown (a change asks again: a method may be free above a goods total). */
  cartKey: string;
  register: UseFormRegister<CheckoutFormInput>;
  error?: string;
}

/** The active methods serving the address's country, each at the API's price for this cart. */
export function ShippingChoice({ destination, cartKey, register, error }: ShippingChoiceProps) {
  const offers = useGetShippingOptionsQuery(destination ? { body: destination, cart: cartKey } : skipToken);
  let body;
  if (!destination) body = <p className={styles.hint}>Enter the delivery address to see the shipping methods.</p>;
  else if (offers.error) body = <ErrorText>{storeErrorMessage(offers.error)}</ErrorText>;
  else if (!offers.currentData) body = <Loader inline text="Finding shipping methods…" />;
  else
    body = offers.currentData.map((method) => (
      <label key={method._id} className={styles.choice}>
        <input type="radio" value={method._id} {...register('shippingMethodId')} />
        <span>
          {method.name}: <strong>{method.price === 0 ? 'Free' : formatMoney(method.price)}</strong>
          <span className={styles.hint}> · {method.estimate}</span>
        </span>
      </label>
    ));
  return (
    <fieldset className={styles.group}>
      <legend>Shipping method</legend>
      {body}
      {error && <p className="ui-error-text">{error}</p>}
    </fieldset>
  );
}
