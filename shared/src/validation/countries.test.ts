import { describe, expect, it } from 'vitest';
import { OFFERED_LOCALES } from '../i18n/catalogue';
import { COUNTRY_CODES, countryLabel, countryName, countryOptions, isCountryCode } from './countries';
import { COUNTRY_NAMES } from './country-names';

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

  it('shows a stored code in the reader’s language, and a country typed before the list as it was typed', () => {
    expect(countryLabel('RU', 'tr')).toBe('Rusya');
    expect(countryLabel('AZ', 'az')).toBe('Azərbaycan');
    expect(countryLabel('Atlantis', 'az')).toBe('Atlantis');
    expect(countryLabel('', 'en')).toBe('');
    expect(countryLabel(null, 'en')).toBe('');
  });

  it('knows a code only as stored, in upper case', () => {
    expect(isCountryCode('AZ')).toBe(true);
    expect(isCountryCode('az')).toBe(false);
    expect(isCountryCode('Azerbaijan')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('sorts the options alphabetically, offers them by code, and matches typing in the reader’s language or English', () => {
    const ru = countryOptions('ru').map((option) => option.label);
    expect(countryOptions('ru').find((option) => option.label === 'Германия')?.value).toBe('DE');
    expect(ru.indexOf('Австралия')).toBeLessThan(ru.indexOf('Германия'));
    expect(ru.indexOf('Германия')).toBeLessThan(ru.indexOf('Япония'));
    const almaniya = countryOptions('az').find((option) => option.label === 'Almaniya');
    expect(almaniya?.search).toContain('almaniya');
    expect(almaniya?.search).toContain('germany');
  });
});
