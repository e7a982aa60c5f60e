import {
  addressSchema,
  cartCheckoutSchemaFor,
  type Address,
  type CartAddressChoiceBody,
  type CartCheckoutBody,
  type SavedAddress,
  z,
} from '@phoneparts/contracts';

/** A new address's parts as typed (optional ones empty). */
export type AddressInput = Record<keyof Address, string>;

/** The checkout form as typed. */
export interface CheckoutFormInput {
  phone: string;
  /** A saved address's id, or `newAddress`. */
  destination: string;
  address: AddressInput;
  /** Also keep the new address in the address book. */
  saveAddress: boolean;
  shippingMethodId: string;
  poNumber: string;
  note: string;
}

export const newAddress = 'new';

export const emptyAddressInput: AddressInput = {
  name: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
};

/** The form's start: the default saved address, else a new one. */
export function checkoutDefaults(saved: readonly SavedAddress[]): CheckoutFormInput {
  const chosen = saved.find((address) => address.isDefault) ?? saved[0];
  return {
    phone: '',
    destination: chosen ? chosen._id : newAddress,
    address: emptyAddressInput,
    saveAddress: true,
    shippingMethodId: '',
    poNumber: '',
    note: '',
  };
}

/** Where the order ships as the API's body names it: a saved address, or the new one as typed. */
export function destinationOf(form: Pick<CheckoutFormInput, 'destination' | 'address'>): CartAddressChoiceBody | null {
  if (form.destination !== newAddress) return { addressId: form.destination };
  const parsed = addressSchema.safeParse(form.address);
  return parsed.success ? { address: parsed.data } : null;
}

/** The form as `POST /cart/checkout`'s body, before the API's own schema checks it. */
function bodyOf(form: CheckoutFormInput) {
  const isNew = form.destination === newAddress;
  return {
    phone: form.phone,
    ...(isNew ? { address: form.address, saveAddress: form.saveAddress } : { addressId: form.destination }),
    shippingMethodId: form.shippingMethodId || undefined,
    poNumber: form.poNumber,
    note: form.note,
  };
}

/**
 * The checkout form checked by the API's own schema (phone of any country, one without a country code
 * read in the shop's `homeCountry`; the address against its country; PO number and note lengths): each
 * message lands on its field (`address.postalCode` …).
 */
export const checkoutFormSchema = (homeCountry: string) =>
  z.preprocess(
    (input) => bodyOf(input as CheckoutFormInput),
    cartCheckoutSchemaFor(homeCountry),
  ) as unknown as z.ZodType<CartCheckoutBody, CheckoutFormInput>;
