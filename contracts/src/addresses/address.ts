import '../schemas/zod-config';
import { z } from 'zod';
import { addressMessages as m } from '../messages/address-messages';
import { optionalLine, requiredLine } from '../schemas/fields';
import { countryName, isCountryCode } from './countries';
import { isPostalCodeOf, normalisePostalCode, postalCodeFormats } from './postal-codes';
import { regionsOf } from './regions';

/** A delivery address (the API's shape). Absent optional parts are left out, never empty strings. */
export interface Address {
  name: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  /** A state, province or territory: required, and one of a list, where the country uses them. */
  region?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** An address in the caller's address book. */
export interface SavedAddress extends Address {
  _id: string;
  /** Exactly one address of a non-empty book is the default (the first one saved becomes it). */
  isDefault: boolean;
}

/** The most addresses one account's book holds. */
export const maxSavedAddresses = 50;

const optionalPart = (max: number) => optionalLine(max).transform((v) => (v ? v : undefined));

/** Each field's own rules; `addressSchema` adds the rules that read the country. */
export const addressFields = {
  name: requiredLine(m.nameRequired, 100),
  company: optionalPart(100),
  line1: requiredLine(m.line1Required, 200),
  line2: optionalPart(200),
  city: requiredLine(m.cityRequired, 100),
  region: optionalPart(60),
  postalCode: z
    .string({ error: m.postalCodeRequired })
    .max(20, { error: m.postalCodeRequired })
    .transform(normalisePostalCode),
  country: z
    .string({ error: m.countryRequired })
    .max(10, { error: m.countryUnknown })
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => v !== '', { error: m.countryRequired })
    .refine(isCountryCode, { error: m.countryUnknown }),
};

type ParsedFields = z.output<z.ZodObject<typeof addressFields>>;

/** The rules between fields: the region and the postal code must fit the country. */
function checkAgainstCountry(a: ParsedFields, ctx: z.RefinementCtx): void {
  const regions = regionsOf(a.country);
  const name = countryName(a.country);
  if (regions) {
    const region = a.region?.toUpperCase();
    if (!region) ctx.addIssue({ code: 'custom', path: ['region'], message: m.regionRequired });
    else if (!regions.includes(region))
      ctx.addIssue({ code: 'custom', path: ['region'], message: m.regionUnknown(name) });
  }
  if (!isPostalCodeOf(a.country, a.postalCode)) {
    const message =
      a.postalCode === '' ? m.postalCodeRequired : m.postalCodeInvalid(name, postalCodeFormats[a.country]?.example);
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message });
  }
}

/** Drops the absent optional parts and writes a listed region the way its list does. */
const tidy = (a: ParsedFields): Address => {
  const region = a.region && regionsOf(a.country) ? a.region.toUpperCase() : a.region;
  return {
    name: a.name,
    ...(a.company ? { company: a.company } : {}),
    line1: a.line1,
    ...(a.line2 ? { line2: a.line2 } : {}),
    city: a.city,
    ...(region ? { region } : {}),
    postalCode: a.postalCode,
    country: a.country,
  };
};

/** A whole address, checked field by field and against its country. */
export const addressSchema = z.object(addressFields).superRefine(checkAgainstCountry).transform(tidy);

/** `POST /account/addresses`: an address, and whether it becomes the default. */
export const createAddressSchema = z
  .object({ ...addressFields, isDefault: z.boolean().optional() })
  .superRefine(checkAgainstCountry)
  .transform((a) => ({ address: tidy(a), isDefault: a.isDefault ?? false }));
export type CreateAddressBody = z.output<typeof createAddressSchema>;

/**
 * `PATCH /account/addresses/:id`: any of the fields, and `isDefault: true` to make it the default.
 * The API checks the merged address with `addressSchema` (a new country needs a postal code of its own).
 */
export const updateAddressSchema = z
  .object({
    name: addressFields.name.optional(),
    company: z.union([addressFields.company, z.null()]).optional(),
    line1: addressFields.line1.optional(),
    line2: z.union([addressFields.line2, z.null()]).optional(),
    city: addressFields.city.optional(),
    region: z.union([addressFields.region, z.null()]).optional(),
    postalCode: addressFields.postalCode.optional(),
    country: addressFields.country.optional(),
    isDefault: z
      .literal(true, { error: 'isDefault can only be set to true (make another address the default)' })
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: m.nothingToChange });
export type UpdateAddressBody = z.output<typeof updateAddressSchema>;

/**
 * An address on one line, as a label's first glance and the order's `address` text show it:
 * "Ann Smith, Acme Ltd, 1 High St, Flat 2, London, EC1Y 8SY, United Kingdom".
 */
export function addressOnOneLine(a: Address): string {
  const cityLine = [a.city, a.region, a.postalCode].filter(Boolean).join(' ');
  return [a.name, a.company, a.line1, a.line2, cityLine, countryName(a.country)].filter(Boolean).join(', ');
}
