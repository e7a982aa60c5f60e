import { countryCodes, countryName } from '@phoneparts/contracts';
import type { SelectOption } from '../components/select-field';

let options: SelectOption[] | null = null;

/**
 * Every ISO 3166-1 country as a form's choice, by English name ("United Kingdom", value "GB"). Built on
 * the first form that needs it: naming 249 countries reads the browser's CLDR data.
 */
export function countryOptions(): readonly SelectOption[] {
  options ??= countryCodes
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}
