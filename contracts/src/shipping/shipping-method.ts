import '../schemas/zod-config';
import { z } from 'zod';
import { isCountryCode } from '../addresses/countries';
import { shippingMessages as m } from '../messages/shipping-messages';
import { hasAtMostTwoDecimals, requiredLine } from '../schemas/fields';

/**
 * A way the shop ships an order, kept by the admin. Amounts are in the shop currency's units (like
 * every price): a flat `price` per order, nothing to pay once the goods reach `freeAbove`.
 */
export interface ShippingMethod {
  _id: string;
  name: string;
  /** ISO 3166-1 alpha-2 codes of the countries it delivers to. */
  countries: string[];
  price: number;
  /** The goods total from which shipping is free, or null: never free. */
  freeAbove: number | null;
  /** What the buyer is told about delivery time ("2–4 working days"). */
  estimate: string;
  /** Only active methods are offered at checkout. */
  active: boolean;
}

/** A method as checkout offers it for one order: its price for that order. */
export interface OfferedShippingMethod {
  _id: string;
  name: string;
  estimate: string;
  price: number;
}

export const shippingLimits = {
  /** Methods the shop keeps at most. */
  maxMethods: 50,
  /** The highest flat price, in currency units. */
  maxPrice: 10_000,
  /** The highest "free above" goods total, in currency units. */
  maxFreeAbove: 1_000_000,
} as const;

const amount = (max: number, required: string, tooMuch: string) =>
  z
    .number({ error: required })
    .min(0, { error: m.priceNegative })
    .max(max, { error: tooMuch })
    .refine(hasAtMostTwoDecimals, { error: m.amountCents });

const countriesField = z
  .array(
    z
      .string({ error: m.countriesInvalid })
      .max(10, { error: m.countriesInvalid })
      .transform((c) => c.trim().toUpperCase()),
    { error: m.countriesRequired },
  )
  .min(1, { error: m.countriesRequired })
  .max(300, { error: m.countriesInvalid })
  .refine((codes) => codes.every(isCountryCode) && new Set(codes).size === codes.length, {
    error: m.countriesInvalid,
  })
  .transform((codes) => [...codes].sort());

const fields = {
  name: requiredLine(m.nameRequired, 60),
  countries: countriesField,
  price: amount(shippingLimits.maxPrice, m.priceRequired, m.priceMax(shippingLimits.maxPrice)),
  freeAbove: z
    .number({ error: m.freeAboveInvalid(shippingLimits.maxFreeAbove) })
    .gt(0, { error: m.freeAboveInvalid(shippingLimits.maxFreeAbove) })
    .max(shippingLimits.maxFreeAbove, { error: m.freeAboveInvalid(shippingLimits.maxFreeAbove) })
    .refine(hasAtMostTwoDecimals, { error: m.amountCents })
    .nullable(),
  estimate: requiredLine(m.estimateRequired, 100),
  active: z.boolean({ error: 'active must be true or false' }),
};

/** `POST /admin/shipping-methods`: `freeAbove` defaults to null (never free), `active` to true. */
export const createShippingMethodSchema = z.object({
  ...fields,
  freeAbove: fields.freeAbove.default(null),
  active: fields.active.default(true),
});
export type CreateShippingMethodBody = z.output<typeof createShippingMethodSchema>;

/** `PATCH /admin/shipping-methods/:id`: any of the fields. */
export const updateShippingMethodSchema = z
  .object({
    name: fields.name.optional(),
    countries: fields.countries.optional(),
    price: fields.price.optional(),
    freeAbove: fields.freeAbove.optional(),
    estimate: fields.estimate.optional(),
    active: fields.active.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: m.nothingToChange });
export type UpdateShippingMethodBody = z.output<typeof updateShippingMethodSchema>;
