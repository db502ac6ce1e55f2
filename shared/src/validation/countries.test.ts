import { OFFERED_LOCALES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, countryName, countryOptions, localCountryName } from './countries';
import { COUNTRY_NAMES } from './names';

describe('the country list of the sign-up and profile forms', () => {
  it('offers every country (ISO 3166-1 and Kosovo) with a name in each of the four languages', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      for (const locale of OFFERED_LOCALES) {
        const name = COUNTRY_NAMES[code][locale];
        expect(name.trim(), `${code} in ${locale}`).not.toBe('');
        expect(name, `${code} in ${locale} is a name, not the code`).not.toBe(code);
      }
    }
    for (const locale of OFFERED_LOCALES) {
      expect(countryOptions(locale).map((option) => option.value)).toHaveLength(COUNTRY_CODES.length);
    }
  });

  it('names the countries in Azerbaijani, not in English (Chromium has no Azerbaijani region names)', () => {
    expect(countryName('DE', 'az')).toBe('Almaniya');
    expect(countryName('TR', 'az')).toBe('Türkiyə');
    expect(countryName('AZ', 'az')).toBe('Azərbaycan');
    expect(countryName('RU', 'az')).toBe('Rusiya');
    expect(countryName('US', 'az')).toBe('Amerika Birləşmiş Ştatları');
    expect(countryName('GE', 'az')).toBe('Gürcüstan');
    // Most names differ from the English ones; the same spelling is for names like Andorra or Peru.
    const different = COUNTRY_CODES.filter((code) => COUNTRY_NAMES[code].az !== COUNTRY_NAMES[code].en);
    expect(different.length).toBeGreaterThan(200);
    // Azerbaijani letters are there: ə, ş, ç, ğ, ı, ö, ü.
    const letters = new Set(COUNTRY_CODES.flatMap((code) => [...COUNTRY_NAMES[code].az.toLowerCase()]));
    for (const letter of 'əşçğıöü') expect(letters, letter).toContain(letter);
  });

  it('names them in Russian and Turkish too, written out (no CLDR short forms)', () => {
    expect(countryName('DE', 'ru')).toBe('Германия');
    expect(countryName('AZ', 'tr')).toBe('Azerbaycan');
    expect(countryName('DE', 'tr')).toBe('Almanya');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    const all = COUNTRY_CODES.flatMap((code) => Object.values(COUNTRY_NAMES[code]));
    expect(all.filter((name) => /о-ва|о-в |SAR|ÖİB|XİR/.test(name))).toEqual([]);
  });

  it('knows no name for what is not a country (a failed detection)', () => {
    expect(countryName('EU', 'en')).toBeUndefined();
    expect(countryName('ZZ', 'az')).toBeUndefined();
    expect(countryName(undefined, 'ru')).toBeUndefined();
    expect(countryName('de', 'az')).toBe('Almaniya');
  });

  it('finds a stored name in any language and shows it in the reader’s', () => {
    expect(countryCodeOf('Germany')).toBe('DE');
    expect(countryCodeOf(' almaniya ')).toBe('DE');
    expect(countryCodeOf('Германия')).toBe('DE');
    expect(localCountryName('Azerbaijan', 'az')).toBe('Azərbaycan');
    expect(localCountryName('Türkiyə', 'ru')).toBe('Турция');
    expect(localCountryName('Atlantis', 'az')).toBe('Atlantis');
    expect(localCountryName(null, 'en')).toBe('');
  });

  it('sorts the options alphabetically and matches typing in the reader’s language or in English', () => {
    const ru = countryOptions('ru').map((option) => option.label);
    expect(ru.indexOf('Австралия')).toBeLessThan(ru.indexOf('Германия'));
    expect(ru.indexOf('Германия')).toBeLessThan(ru.indexOf('Япония'));
    const almaniya = countryOptions('az').find((option) => option.label === 'Almaniya');
    expect(almaniya?.search).toContain('almaniya');
    expect(almaniya?.search).toContain('germany');
  });
});
