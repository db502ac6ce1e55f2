/**
 * Phone numbers and delivery countries of an order, for the wizard and the server alike, with libphonenumber-js's
 * full ("max") metadata, which checks the digits and not only the length. About 45 KB gzip: a page loads this
 * module on its own (the checkout's contact step fetches it as it shows), never with the shared entry.
 */
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CommonMessageId } from '../i18n/common-messages';

export const PHONE_MESSAGE = 'common.validation.phone' as const satisfies CommonMessageId;
export const DELIVERY_COUNTRY_MESSAGE = 'common.validation.deliveryCountry' as const satisfies CommonMessageId;

const COUNTRIES: readonly CountryCode[] = getCountries();
const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRIES);

/** Every country a printed book can be sent to: those with a telephone numbering plan (ISO codes). */
export function deliveryCountries(): readonly string[] {
  return COUNTRIES;
}

export function isDeliveryCountry(code: unknown): code is CountryCode {
  return typeof code === 'string' && COUNTRY_SET.has(code);
}

/**
 * The number in international format ('+994 50 123 45 67'), read as one of `country` unless it starts with +
 * and a country code; null when it is not a valid number. The wizard sends this form, so what the server stores
 * is what the confirm step shows.
 */
export function normalisePhone(text: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(text, isDeliveryCountry(country) ? country : undefined);
  return parsed?.isValid() ? parsed.formatInternational() : null;
}
