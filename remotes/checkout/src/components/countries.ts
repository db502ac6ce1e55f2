import { useLocale } from '@shop/shared';
import { countryName } from '@shop/shared/validation/countries';
import { useCallback, useMemo } from 'react';

/**
 * A country's name in the page's language ('AZ' → 'Azerbaijan', 'Азербайджан', 'Azərbaycan'), from the shop's one
 * table of country names (@shop/shared/validation/countries), as the ambassador portal and the back office name
 * them. Not Intl.DisplayNames: Chromium's trimmed ICU has no Azerbaijani region names and answers in English
 * ('Germany' on an Azerbaijani page). The code where the table has none.
 */
export function useCountryName(): (code: string | null | undefined) => string {
  const locale = useLocale();
  return useCallback((code) => (code ? (countryName(code, locale) ?? code) : ''), [locale]);
}

/** The countries as select options by name, in the page language's alphabetical order. */
export function useCountryOptions(codes: readonly string[]): { value: string; label: string }[] {
  const locale = useLocale();
  const name = useCountryName();
  return useMemo(
    () =>
      codes.map((code) => ({ value: code, label: name(code) })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [codes, name, locale],
  );
}
