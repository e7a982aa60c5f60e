import { addressOnOneLine, type SavedAddress } from '@phoneparts/contracts';
import { AddressFields } from '@phoneparts/shared-ui/address-form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { newAddress, type CheckoutFormInput } from './checkout-form-input';
import styles from './checkout.module.css';

export interface DeliveryAddressProps {
  saved: readonly SavedAddress[];
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
  /** The choice now: a saved address's id or `newAddress`. */
  destination: string;
  /** The new address's country now (its regions list, if it has one). */
  country: string;
}

/** Where the order ships: one of the saved addresses, or a new one (kept in the book if the buyer wants). */
export function DeliveryAddress({ saved, register, errors, destination, country }: DeliveryAddressProps) {
  const isNew = destination === newAddress || saved.length === 0;
  const addressErrors = errors.address;
  return (
    <fieldset className={styles.group}>
      <legend>Delivery address</legend>
      {saved.length > 0 && (
        <>
          {saved.map((address) => (
            <label key={address._id} className={styles.choice}>
              <input type="radio" value={address._id} {...register('destination')} />
              <span>{addressOnOneLine(address)}</span>
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" value={newAddress} {...register('destination')} />
            <span>A new address</span>
          </label>
        </>
      )}
      {errors.destination?.message && <p className="ui-error-text">{errors.destination.message}</p>}
      {isNew && (
        <div className={styles.newAddress}>
          <AddressFields
            register={(name) => register(`address.${name}`)}
            errors={{
              name: addressErrors?.name?.message,
              company: addressErrors?.company?.message,
              line1: addressErrors?.line1?.message,
              line2: addressErrors?.line2?.message,
              city: addressErrors?.city?.message,
              region: addressErrors?.region?.message,
              postalCode: addressErrors?.postalCode?.message,
              country: addressErrors?.country?.message,
            }}
            country={country}
          />
          <label className={styles.choice}>
            <input type="checkbox" {...register('saveAddress')} />
            <span>Save this address in my address book</span>
          </label>
        </div>
      )}
    </fieldset>
  );
}
