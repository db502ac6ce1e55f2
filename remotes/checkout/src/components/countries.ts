import { useLocale } from '@shop/shared';
import { useMemo } from 'react';

/**
 * A country's name in the page's language ('AZ' → 'Azerbaijan', 'Азербайджан', 'Azərbaycan'), from the
 * browser's own region names (Intl.DisplayNames), so no country list ships with the checkout; the code
 * where a browser has none.
 */
export function useCountryName(): (code: string | null | undefined) => string {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (code) => (code ? (names?.of(code) ?? code) : '');
  }, [locale]);
}

/** The countries as select options by name, in the page language's alphabetical order. */
export function useCountryOptions(codes: readonly string[]): { value: string; label: string }[] {
  const locale = useLocale();
  const countryName = useCountryName();
  return useMemo(
    () =>
      codes
        .map((code) => ({ value: code, label: countryName(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [codes, countryName, locale],
  );
}
