/**
 * Phone numbers and delivery countries with libphonenumber-js's full ("max") metadata, which checks the
 * digits and not only the length, like the server (server/src/orders/contact-rules.ts). About 45 KB gzip,
 * so this module is its own chunk, loaded when the contact step shows (loadPhoneRules), never with the
 * wizard's first page.
 */
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const PHONE_MESSAGE = 'checkout.validation.phone';

const COUNTRIES: readonly CountryCode[] = getCountries();

/** Every country a printed book can be sent to: those with a telephone numbering plan (ISO codes). */
export function deliveryCountries(): readonly string[] {
  return COUNTRIES;
}

/**
 * The number in international format ('+994 50 123 45 67'), read as one of `country` unless it starts
 * with + and a country code; null when it is not a valid number. The wizard sends this form, so what the
 * server stores is what the confirm step shows.
 */
export function normalisePhone(text: string, country: string): string | null {
  const region = COUNTRIES.find((code) => code === country);
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isValid() ? parsed.formatInternational() : null;
}

export type PhoneRules = typeof import('./phone');
