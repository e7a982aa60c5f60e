const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the shop shows them: formatMoney(12.5) → "$12.50" (spec §1: currency shown as $). */
export function formatMoney(dollars: number): string {
  return usd.format(dollars);
}
