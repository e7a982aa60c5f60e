/**
 * Whether `code` is an ISO 4217 currency whose amounts have cents, as the shop's prices do. Its own
 * module: config.json's check runs in the shell's entry, which should not carry the formatter.
 */
export function isCurrencyWithCents(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  const { maximumFractionDigits } = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
  }).resolvedOptions();
  return maximumFractionDigits === 2 && Intl.supportedValuesOf('currency').includes(code);
}
