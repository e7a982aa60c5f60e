import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { toE164 } from '../phone';
import { limits } from '../limits';
import { opaqueText, requiredLine, requiredNumber, requiredText } from './fields';

/**
 * The order form's phone: a valid number of any country (see phone.ts), answered in E.164, so what is
 * stored is one canonical form whatever the buyer typed. A number without a country code is read in
 * `homeCountry`, the shop's country (the API's `SHOP_COUNTRY`, the web apps' config.json `country`): every
 * schema that reads a phone is made for it, so no place reads a local number in another country. The
 * message for one that is not valid is the spec's.
 */
export const phoneFieldIn = (homeCountry: string) =>
  requiredText(m.phoneRequired, 40).transform((text, ctx) => {
    const e164 = toE164(text, homeCountry);
    if (e164 === null) {
      ctx.issues.push({ code: 'custom', message: m.phoneInvalid, input: text });
      return z.NEVER;
    }
    return e164;
  });

/** The one-line address rule shared by POST /myOrders and the cart's checkout. */
export const addressField = requiredText(m.addressRequired, 500);

/**
 * POST /myOrders. Only what the customer chooses: the part's name, price and picture come from the
 * database and the name/email from the token, so any such fields a client sends are dropped.
 */
export const createOrderSchemaFor = (homeCountry: string) =>
  z.object({
    productId: opaqueText('productId is required'),
    quantity: requiredNumber({
      required: m.quantityRequired,
      integer: true,
      min: { value: 1, message: m.quantityBelowMin(1) },
      max: { value: limits.maxQuantity, message: m.quantityAboveMax(limits.maxQuantity) },
    }),
    phone: phoneFieldIn(homeCountry),
    address: addressField,
  });
export type CreateOrderBody = z.infer<ReturnType<typeof createOrderSchemaFor>>;

/** The purchase form's quantity: bounded by the part's minimum and available stock (docs/product.md#5-validation). */
export const orderQuantityField = (part: { minQuantity: number; availableQuantity: number }) =>
  requiredNumber({
    required: m.quantityRequired,
    integer: true,
    min: { value: part.minQuantity, message: m.quantityBelowMin(part.minQuantity) },
    max: { value: part.availableQuantity, message: m.quantityAboveMax(part.availableQuantity) },
  });

/** The purchase form, its phone read in the shop's country `homeCountry`. */
export const orderFormSchema = (part: { minQuantity: number; availableQuantity: number }, homeCountry: string) =>
  z.object({
    quantity: orderQuantityField(part),
    phone: phoneFieldIn(homeCountry),
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
