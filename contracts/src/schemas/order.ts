import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { phoneNumber } from '../patterns';
import { limits } from '../limits';
import { opaqueText, requiredLine, requiredNumber, requiredText } from './fields';

/** The order form's phone and address rules, shared by POST /myOrders and the cart's checkout. */
export const phoneField = requiredText(m.phoneRequired, 40).regex(phoneNumber, { error: m.phoneInvalid });
export const addressField = requiredText(m.addressRequired, 500);

/**
 * POST /myOrders. Only what the customer chooses: the part's name, price and picture come from the
 * database and the name/email from the token, so any such fields a client sends are dropped.
 */
export const createOrderSchema = z.object({
  productId: opaqueText('productId is required'),
  quantity: requiredNumber({
    required: m.quantityRequired,
    integer: true,
    min: { value: 1, message: m.quantityBelowMin(1) },
    max: { value: limits.maxQuantity, message: m.quantityAboveMax(limits.maxQuantity) },
  }),
  phone: phoneField,
  address: addressField,
});
export type CreateOrderBody = z.infer<typeof createOrderSchema>;

/** The purchase form: quantity bounded by the part's minimum and available stock (docs/product.md#5-validation). */
export const orderFormSchema = (part: { minQuantity: number; availableQuantity: number }) =>
  z.object({
    quantity: requiredNumber({
      required: m.quantityRequired,
      integer: true,
      min: { value: part.minQuantity, message: m.quantityBelowMin(part.minQuantity) },
      max: { value: part.availableQuantity, message: m.quantityAboveMax(part.availableQuantity) },
    }),
    phone: phoneField,
    address: addressField,
  });

/** Letters and digits, with single spaces or dashes between them: what carriers print on a label. */
export const trackingNumberPattern = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;

/**
 * POST /myOrders/:id/ship (admin) and All Orders' ship dialog: who carries the parcel and its tracking
 * number, both required; the customer sees them on the order page and in the shipping mail.
 */
export const shipOrderSchema = z.object({
  carrier: requiredLine(m.carrierRequired, 60),
  trackingNumber: requiredLine(m.trackingNumberRequired, 40).refine(
    (v) => v.length >= 5 && trackingNumberPattern.test(v),
    { error: m.trackingNumberInvalid },
  ),
});
export type ShipOrderBody = z.infer<typeof shipOrderSchema>;
