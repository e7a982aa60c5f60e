/**
 * Dollars as the shop shows them, en-US style: formatMoney(12.5) → "$12.50", formatMoney(1234) →
 * "$1,234.00" (docs/product.md: prices are shown in dollars).
 *
 * Written out rather than with `Intl.NumberFormat`: building a currency formatter loads ICU's currency
 * data the first time, a long task on a slow phone, and shared-ui made one while its module loaded,
 * inside the shell's start-up. The spec beside this file checks the output against `Intl.NumberFormat`
 * over every amount the shop can show.
 */
export function formatMoney(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const wholeDollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  return `${sign}$${wholeDollars}.${String(cents % 100).padStart(2, '0')}`;
}
