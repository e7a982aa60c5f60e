import { defaultShopCurrency } from '@phoneparts/contracts';

/**
 * Prices in the shop's one currency, by `Intl.NumberFormat` (en-US style): formatMoney(12.5) → "$12.50"
 * in USD, "€12.50" in EUR. The currency is the shop's configuration (config.json's `currency`, default
 * USD); ShopProvider sets it from the config before anything below it renders.
 *
 * The formatter is built on the first price shown, not while this module loads: building a currency
 * formatter loads ICU's currency data, a long task on a slow phone, and shared-ui loads inside the
 * shell's start-up.
 */
let currency: string = defaultShopCurrency;
let formatter: Intl.NumberFormat | null = null;

/** Sets the shop's currency (an ISO 4217 code with cents, checked by parseShopConfig). */
export function setShopCurrency(code: string): void {
  if (code === currency) return;
  currency = code;
  formatter = null;
}

/** The shop's currency code (a price's `priceCurrency` in schema.org data). */
export function shopCurrency(): string {
  return currency;
}

export function formatMoney(amount: number): string {
  formatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency });
  // Less than half a cent either way is nothing, never "-$0.00".
  return formatter.format(Math.abs(amount) < 0.005 ? 0 : amount);
}
