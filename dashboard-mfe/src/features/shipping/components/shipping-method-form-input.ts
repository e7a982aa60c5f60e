import {
  createShippingMethodSchema,
  type CreateShippingMethodBody,
  type ShippingMethod,
  z,
} from '@phoneparts/contracts';
import { formNumber } from '../../../common/form-number';

/** The shipping method form's fields as typed (amounts as text, countries as the list's codes). */
export interface ShippingMethodFormInput {
  name: string;
  countries: string[];
  price: string;
  /** Empty: never free. */
  freeAbove: string;
  estimate: string;
  active: boolean;
}

export const emptyShippingMethod: ShippingMethodFormInput = {
  name: '',
  countries: [],
  price: '',
  freeAbove: '',
  estimate: '',
  active: true,
};

/** A saved method as the form starts from it. */
export const shippingMethodInput = (method: ShippingMethod): ShippingMethodFormInput => ({
  name: method.name,
  countries: [...method.countries],
  price: String(method.price),
  freeAbove: method.freeAbove === null ? '' : String(method.freeAbove),
  estimate: method.estimate,
  active: method.active,
});

/**
 * The API's own schema (the same messages, limits and cent rule) over the form's text: the amounts are
 * read as numbers first, an empty "free above" is null.
 */
export const shippingMethodFormSchema = z.preprocess((input) => {
  const form = input as ShippingMethodFormInput;
  return {
    ...form,
    price: formNumber(form.price),
    freeAbove: form.freeAbove.trim() === '' ? null : formNumber(form.freeAbove),
  };
}, createShippingMethodSchema) as unknown as z.ZodType<CreateShippingMethodBody, ShippingMethodFormInput>;
