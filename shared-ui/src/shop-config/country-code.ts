/**
 * Whether `code` names a country as ISO 3166-1 alpha-2 writes it ("GB"): two capitals the runtime's
 * own region names know. The full list of codes ships with the phone library, which the shell's entry
 * must not carry (config.json is checked there); the API checks SHOP_COUNTRY against that full list.
 */
export function isCountryCodeShape(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{2}$/.test(code)) return false;
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code);
  return name !== undefined && name !== code && name !== 'Unknown Region';
}
