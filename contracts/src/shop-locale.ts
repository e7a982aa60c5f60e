/**
 * The shop's defaults where its configuration says nothing: the country a number without a country
 * code is read in (and where a spec-form order ships), and the one currency every price is in.
 */
export const defaultShopCountry = 'US';
export const defaultShopCurrency = 'USD';
