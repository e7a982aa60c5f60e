/**
 * An amount of cents as a person reads it in the shop currency ("$1,234.50", "£12.00", "12,00 €"
 * is written "€12.00" in English): the API's mails and messages are English, so the locale is.
 */
export function formatCents(cents: number, currency: string): string {
  return formatterFor(currency).format(cents / 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}
