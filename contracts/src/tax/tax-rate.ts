import '../schemas/zod-config';
import { z } from 'zod';
import { isCountryCode } from '../addresses/countries';
import { regionsOf } from '../addresses/regions';
import { addressMessages } from '../messages/address-messages';
import { taxMessages as m } from '../messages/tax-messages';
import { optionalLine } from '../schemas/fields';

/**
 * A tax rate: `rate` percent (20 = 20 %) on goods and shipping delivered to `country`, or only to its
 * `region` when one is named (a region's rate wins over its country's).
 */
export interface TaxRate {
  _id: string;
  country: string;
  region: string | null;
  rate: number;
}

/** Rates the shop keeps at most. */
export const maxTaxRates = 500;

/** Whether `rate` has at most three decimals (8.875 % exists; finer ones do not). */
export const hasAtMostThreeDecimals = (rate: number) => Math.abs(Math.round(rate * 1000) - rate * 1000) < 1e-6;

const country = z
  .string({ error: m.countryRequired })
  .max(10, { error: addressMessages.countryUnknown })
  .transform((v) => v.trim().toUpperCase())
  .refine(isCountryCode, { error: addressMessages.countryUnknown });
const region = z.union([optionalLine(60), z.null()]).transform((v) => (v ? v.toUpperCase() : null));
const rate = z
  .number({ error: m.rateRequired })
  .min(0, { error: m.rateRange })
  .max(100, { error: m.rateRange })
  .refine(hasAtMostThreeDecimals, { error: m.ratePrecision });

/** A named region must be one of the country's where the country has a list (US states, …). */
export const regionFitsCountry = (body: { country?: string; region?: string | null }) =>
  !body.region || !body.country || !regionsOf(body.country) || regionsOf(body.country)!.includes(body.region);

/** `POST /admin/tax-rates`. */
export const createTaxRateSchema = z
  .object({ country, region: region.default(null), rate })
  .refine(regionFitsCountry, { error: m.regionNotOfCountry, path: ['region'] });
export type CreateTaxRateBody = z.output<typeof createTaxRateSchema>;

/** `PATCH /admin/tax-rates/:id`: the rate, or where it applies. */
export const updateTaxRateSchema = z
  .object({ country: country.optional(), region: region.optional(), rate: rate.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: m.nothingToChange });
export type UpdateTaxRateBody = z.output<typeof updateTaxRateSchema>;

/** The shop's price basis: catalogue (and shipping) prices are net of tax (default) or include it. */
export interface TaxSettings {
  pricesIncludeTax: boolean;
}
export const taxSettingsSchema = z.object({
  pricesIncludeTax: z.boolean({ error: m.pricesIncludeTaxRequired }),
});

/** A buyer's business details (`/account/tax-details`); only an admin sets `taxExempt`. */
export interface BuyerTaxDetails {
  companyName: string | null;
  taxId: string | null;
  taxExempt: boolean;
}
const taxIdPattern = /^[A-Z0-9][A-Z0-9 .-]{0,28}[A-Z0-9]$/;
export const buyerTaxDetailsSchema = z.object({
  companyName: z.union([optionalLine(100), z.null()]).transform((v) => v || null),
  taxId: z
    .union([z.string().max(40, { error: m.taxIdInvalid }), z.null()])
    .transform((v) => (v ? v.trim().toUpperCase().replace(/\s+/g, ' ') : null))
    .refine((v) => v === null || taxIdPattern.test(v), { error: m.taxIdInvalid }),
});
export type BuyerTaxDetailsBody = z.output<typeof buyerTaxDetailsSchema>;

/** A buyer with a tax ID, as the admin's exemptions list shows it. */
export interface BuyerTaxRecord extends BuyerTaxDetails {
  userId: string;
  email: string;
}

/** `PUT /admin/tax-exemptions/:userId`. */
export const setTaxExemptSchema = z.object({ taxExempt: z.boolean({ error: m.taxExemptRequired }) });
