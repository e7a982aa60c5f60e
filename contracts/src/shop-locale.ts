/**
 * The shop's defaults where its configuration says nothing: the country a number without a country
 * code is read in (and where a spec-form order ships), and the one currency every price is in.
 */
export const defaultShopCountry = 'US';
export const defaultShopCurrency = 'USD';

/** The country a form reads a phone number without a country code in: the web apps' config.json `country`. */
export const shopCountryOf = (config: { country?: string }): string => config.country ?? defaultShopCountry;
