/**
 * An ambassador's country: stored as its ISO code, picked from a list and named in the reader's language, so the
 * Turkish back office reads 'Rusya' whatever language the applicant wrote in. Not in the validation entry (the
 * names of 250 countries in four languages); the ambassador portal and the back office bundle it.
 */
import type { Locale } from '../i18n/catalogue';
import { COUNTRY_CODES, type CountryCode, isCountryCode } from './country-codes';
import { COUNTRY_NAMES } from './country-names';

export { COUNTRY_CODES, type CountryCode, isCountryCode };

/** 'DE' in Azerbaijani → 'Almaniya'; undefined for a code that is not a country (a failed detection). */
export function countryName(code: string | null | undefined, locale: Locale): string | undefined {
  const upper = code?.toUpperCase();
  return isCountryCode(upper) ? COUNTRY_NAMES[upper][locale] : undefined;
}

/**
 * How to show an ambassador's `country` (the API's): a code as its name in `locale`; the text an applicant typed
 * before there was a list, which could not be read as a country, as it was typed.
 */
export function countryLabel(country: string | null | undefined, locale: Locale): string {
  return countryName(isCountryCode(country) ? country : undefined, locale) ?? country ?? '';
}

export interface CountryOption {
  /** The ISO code: what the form sends and the server stores. */
  value: CountryCode;
  label: string;
  /** What typing in the select matches: the name in the reader's language, in English, and the code. */
  search: string;
}

/** The select's options in `locale`, in that language's alphabetical order. */
export function countryOptions(locale: Locale): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => {
    const name = COUNTRY_NAMES[code][locale];
    return { value: code, label: name, search: `${name} ${COUNTRY_NAMES[code].en} ${code}`.toLocaleLowerCase(locale) };
  }).sort((a, b) => collator.compare(a.label, b.label));
}
