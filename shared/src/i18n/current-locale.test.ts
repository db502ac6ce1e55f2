import { describe, expect, it } from 'vitest';
import { localeRedirectTarget } from './current-locale';

describe('localeRedirectTarget', () => {
  it('sends every page of region russia to Russian, whatever the cookie says', () => {
    expect(localeRedirectTarget('russia', 'en', '')).toBe('ru');
    expect(localeRedirectTarget('russia', 'tr', 'locale=az')).toBe('ru');
    expect(localeRedirectTarget('russia', 'ru', 'locale=en')).toBeUndefined();
  });

  it('sends an unprefixed English address to the language the visitor chose before', () => {
    expect(localeRedirectTarget('global', 'en', 'a=1; locale=az; b=2')).toBe('az');
    expect(localeRedirectTarget('global', 'en', 'locale=en')).toBeUndefined();
    expect(localeRedirectTarget('global', 'en', 'locale=xx')).toBeUndefined();
    expect(localeRedirectTarget('global', 'en', '')).toBeUndefined();
  });

  it('keeps a page whose address names its language', () => {
    expect(localeRedirectTarget('global', 'tr', 'locale=az')).toBeUndefined();
  });
});
