import { getCountries } from 'libphonenumber-js';

/**
 * ISO 3166-1 alpha-2 codes, from the maintained metadata libphonenumber-js already ships (so the list
 * moves with its releases): its regions are ISO 3166-1 apart from three telephone-only ones (Ascension,
 * Tristan da Cunha, Kosovo's user-assigned XK), and ISO lists seven territories that have no telephone
 * numbering plan of their own. countries.spec.ts checks the result is the 249 codes of the standard.
 */
const telephoneOnly = new Set(['AC', 'TA', 'XK']);
const withoutNumberingPlan = ['AQ', 'BV', 'GS', 'HM', 'PN', 'TF', 'UM'];

export const countryCodes: readonly string[] = [
  ...getCountries().filter((code) => !telephoneOnly.has(code)),
  ...withoutNumberingPlan,
].sort();

const known = new Set(countryCodes);
export const isCountryCode = (code: string) => known.has(code);

/**
 * A country's English name ("GB" → "United Kingdom"), from the browser's or Node's own CLDR data, so no
 * name table ships with the app; a form sorts its list by these names.
 */
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
