import type { Locale } from '@shop/shared';
import { COUNTRY_NAMES } from './names';

export type CountryCode = keyof typeof COUNTRY_NAMES;

/** Every country the sign-up and profile select offers. */
export const COUNTRY_CODES = Object.keys(COUNTRY_NAMES) as CountryCode[];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.hasOwn(COUNTRY_NAMES, value);
}

/** 'DE' in Azerbaijani → 'Almaniya'; undefined for a code that is not a country (a failed detection). */
export function countryName(code: string | null | undefined, locale: Locale): string | undefined {
  const upper = code?.toUpperCase();
  return isCountryCode(upper) ? COUNTRY_NAMES[upper][locale] : undefined;
}

/**
 * The country a stored name stands for, in whichever language it was written ('Almaniya', 'Germany' and
 * 'Германия' are all DE). Ambassadors' countries are stored as the name they picked, in their language then.
 */
export function countryCodeOf(name: string | null | undefined): CountryCode | undefined {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return undefined;
  return COUNTRY_CODES.find((code) => Object.values(COUNTRY_NAMES[code]).some((n) => n.toLowerCase() === wanted));
}

/** A stored country in the reader's language when it is one of the list's; anything else as it was typed. */
export function localCountryName(stored: string | null | undefined, locale: Locale): string {
  return countryName(countryCodeOf(stored), locale) ?? stored ?? '';
}

export interface CountryOption {
  value: string;
  label: string;
  /** What typing in the select matches: the name in the reader's language, in English, and the code. */
  search: string;
}

/** The select's options in `locale`, in that language's alphabetical order. */
export function countryOptions(locale: Locale): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => {
    const name = COUNTRY_NAMES[code][locale];
    return { value: name, label: name, search: `${name} ${COUNTRY_NAMES[code].en} ${code}`.toLocaleLowerCase(locale) };
  }).sort((a, b) => collator.compare(a.label, b.label));
}
