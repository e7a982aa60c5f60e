import '../schemas/zod-config';
import { z } from 'zod';
import { type Address, addressSchema } from '../addresses/address';
import { checkoutMessages as m } from '../messages/checkout-messages';
import { hasAtMostTwoDecimals, opaqueText } from '../schemas/fields';
import { phoneFieldIn } from '../schemas/order';
import type { OfferedShippingMethod } from '../shipping/shipping-method';
import { hasNoControlCharacters, isOneLine } from '../limits';
import { validationMessages } from '../messages/validation-messages';

/**
 * The cart's quote and checkout (docs/checkout.md). Amounts are in the shop currency's units, like every
 * price; the API computes each of them, and a figure a client sends is only ever compared, never used.
 */

export const checkoutLimits = {
  /** A purchase-order number, as a business buyer's own system prints it. */
  poNumberMax: 35,
  noteMax: 500,
} as const;

/** One line of a quote: the cart line at today's unit price (with its quantity break), and its tax. */
export interface CartQuoteLine {
  partId: string;
  quantity: number;
  /** The catalogue's unit price for this quantity (gross when the shop's prices include tax). */
  unitPrice: number;
  /** What the shop keeps of the line: quantity × unitPrice, less the tax it contains with gross prices. */
  net: number;
  /** The rate applied, in percent (20 = 20 %); 0 for a tax-exempt buyer. */
  taxRate: number;
  /** The line's tax, rounded to the cent by docs/tax.md's rule. */
  tax: number;
}

/** `POST /cart/quote`: what checkout would charge now for this address and shipping method. */
export interface CartQuote {
  lines: CartQuoteLine[];
  /** The lines' net amounts. */
  goods: number;
  /** The method's price for this order (0 once the goods reach its "free above"), net of tax. */
  shipping: number;
  /** The lines' tax and the shipping's tax. */
  tax: number;
  /** goods + shipping + tax: what the buyer pays. */
  total: number;
  /** The part of `tax` charged on shipping. */
  shippingTax: number;
  /** The rate of the delivery address, in percent; 0 for a tax-exempt buyer. */
  taxRate: number;
  /** The shop's price basis: catalogue and shipping prices include tax. */
  pricesIncludeTax: boolean;
  /** The tax ID a tax-exempt buyer is exempted for ("Tax exempt: <ID>"), else null. */
  taxExemptId: string | null;
  /** The chosen method, with its price for this order. */
  shippingMethod: OfferedShippingMethod;
  /** The address the order would ship to (a saved one as it is now). */
  shippingAddress: Address;
}

/**
 * The 409 of `POST /cart/checkout` when the quote a client sent back no longer holds (a shipping
 * price, a tax rate or a part price changed): nothing was placed, and `quote` holds the new figures.
 */
export interface CartQuoteConflict {
  statusCode: 409;
  error: 'Conflict';
  message: string;
  quote: CartQuote;
}

/** An amount of the shop currency as JSON: at least 0, cents at most. */
const amount = z
  .number({ error: m.quoteInvalid })
  .min(0, { error: m.quoteInvalid })
  .max(1e9, { error: m.quoteInvalid })
  .refine(hasAtMostTwoDecimals, { error: m.quoteInvalid });

/**
 * The figures of a quote a client showed the buyer: checkout refuses with a 409 when today's differ.
 * A client may send the whole `CartQuote` it received; the fields compared are these (lines when sent).
 */
export const quotedFiguresSchema = z.object(
  {
    goods: amount,
    shipping: amount,
    tax: amount,
    total: amount,
    lines: z
      .array(
        z.object({
          partId: z.string({ error: m.quoteInvalid }).max(100, { error: m.quoteInvalid }),
          quantity: z.number({ error: m.quoteInvalid }).int({ error: m.quoteInvalid }),
          unitPrice: amount,
          net: amount,
          tax: amount,
        }),
        { error: m.quoteInvalid },
      )
      .max(1000, { error: m.quoteInvalid })
      .optional(),
  },
  { error: m.quoteInvalid },
);
export type QuotedFigures = z.output<typeof quotedFiguresSchema>;

/** Where the order ships: one of the caller's saved addresses, or a new address. */
const addressChoiceFields = {
  addressId: opaqueText(m.addressChoiceRequired, 100).optional(),
  address: addressSchema.optional(),
};

function exactlyOneAddress(body: { addressId?: string; address?: Address }, ctx: z.RefinementCtx): void {
  if (body.addressId !== undefined && body.address !== undefined)
    ctx.addIssue({ code: 'custom', path: ['addressId'], message: m.addressChoiceBoth });
  else if (body.addressId === undefined && body.address === undefined)
    ctx.addIssue({ code: 'custom', path: ['address'], message: m.addressChoiceRequired });
}

/** `POST /cart/shipping-methods`: the methods on offer for the cart delivered to this address. */
export const cartAddressChoiceSchema = z.object(addressChoiceFields).superRefine(exactlyOneAddress);
export type CartAddressChoiceBody = z.output<typeof cartAddressChoiceSchema>;

const shippingMethodId = opaqueText(m.shippingMethodRequired, 100);

/** `POST /cart/quote`: `{ addressId | address, shippingMethodId }`. */
export const cartQuoteSchema = z.object({ ...addressChoiceFields, shippingMethodId }).superRefine(exactlyOneAddress);
export type CartQuoteBody = z.output<typeof cartQuoteSchema>;

/** An optional text a blank value leaves out. */
const optionalText = (max: number, tooLong: string, oneLine: boolean) =>
  z
    .union([z.string({ error: tooLong }), z.null()])
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= max, { error: tooLong })
    .refine((v) => (oneLine ? isOneLine(v) : hasNoControlCharacters(v)), {
      error: validationMessages.controlCharacters,
    })
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/**
 * `POST /cart/checkout`: `{ phone, addressId | address, shippingMethodId, poNumber?, note? }`, and
 * optionally `saveAddress` (a new address also goes into the address book) and `quote` (the figures
 * the buyer saw: a change since is a 409 with the new quote, docs/checkout.md).
 */
export const cartCheckoutSchemaFor = (homeCountry: string) =>
  z
    .object({
      ...addressChoiceFields,
      phone: phoneFieldIn(homeCountry),
      shippingMethodId,
      poNumber: optionalText(checkoutLimits.poNumberMax, m.poNumberTooLong(checkoutLimits.poNumberMax), true),
      note: optionalText(checkoutLimits.noteMax, m.noteTooLong(checkoutLimits.noteMax), false),
      saveAddress: z.boolean({ error: 'saveAddress must be true or false' }).optional(),
      quote: quotedFiguresSchema.optional(),
    })
    .superRefine(exactlyOneAddress);
type CartCheckoutSchema = ReturnType<typeof cartCheckoutSchemaFor>;
export type CartCheckoutBody = z.output<CartCheckoutSchema>;
export type CartCheckoutInput = z.input<CartCheckoutSchema>;
