/**
 * The wizard's rules for names, phone numbers and the delivery country, checked again on the server: the
 * client's check only words the problem early. Phone numbers are read with libphonenumber-js's full ("max")
 * metadata, which checks the digits and not only the length; a number written without a country code is
 * read as one of the delivery country. The wizard applies the same rules (remotes/checkout/src/wizard/
 * contact-rules.ts), and the message ids are the checkout catalogue's, which it words.
 */
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { ErrorDetails } from '@shop/shared/contracts';
import { HttpError } from '../lib/http-error';

export const NAME_MESSAGE = 'checkout.validation.name';
export const PHONE_MESSAGE = 'checkout.validation.phone';
export const COUNTRY_MESSAGE = 'checkout.validation.deliveryCountry';
/** Worded by the server for clients without the checkout catalogue. */
const INVALID_MESSAGE = 'common.validation.invalid';

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

/** The countries a printed book may be sent to: every one with a telephone numbering plan. */
export function isDeliveryCountry(code: unknown): code is CountryCode {
  return typeof code === 'string' && COUNTRIES.has(code);
}

/** Letters of any script (with their combining marks), spaces, hyphens and apostrophes; at least one letter. */
const NAME = /^[\p{L}\p{M} '’ʼ‐-]+$/u;
export function isPersonName(text: string): boolean {
  return NAME.test(text) && /\p{L}/u.test(text);
}

/**
 * The number in international format ('+994 50 123 45 67') when it is a valid number, read as one of
 * `country` unless it starts with + and a country code; null when it is not a valid number.
 */
export function normalisePhone(text: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(text, isDeliveryCountry(country) ? country : undefined);
  return parsed?.isValid() ? parsed.formatInternational() : null;
}

export interface RuleProblem {
  path: string[];
  message_id: string;
  code: 'name' | 'phone' | 'country';
}

/** 422 'validation_error' listing every problem, as the form shows them (the first one is the message). */
export function refuse(problems: RuleProblem[], translate: (id: string) => string): HttpError {
  const details: ErrorDetails = problems.map((problem) => ({
    ...problem,
    message: translate(INVALID_MESSAGE),
    location: 'body',
  }));
  return new HttpError(422, 'validation_error', INVALID_MESSAGE, details);
}
