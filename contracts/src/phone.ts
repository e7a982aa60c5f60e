import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { defaultShopCountry } from './shop-locale';

/**
 * Phone numbers from any country, read by libphonenumber-js (Google's libphonenumber metadata) rather than
 * a hand-written pattern. A number written with its country code ("+44 20 7946 0958") is read as such;
 * one without ("(212) 555-0199") is read in `homeCountry`, the shop's own country.
 */

/** The number in E.164 ("+442079460958"), or null when it is not a valid number. */
export function toE164(text: string, homeCountry: string = defaultShopCountry): string | null {
  const region = isSupportedCountry(homeCountry) ? (homeCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored number as a person reads it: international format ("+44 20 7946 0958"). Numbers stored
 * before numbers were normalised (free text) are shown as written.
 */
export function formatPhone(stored: string): string {
  const parsed = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
