/**
 * The language of the page, owned by the shell (it comes from the URL prefix). Kept outside React so
 * the API base query can send it as Accept-Language and key its cache by it.
 */
import { requestScope } from '../config/runtime-config';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Region, regionRules } from '../region';
import { DEFAULT_LOCALE, isLocale, type Locale } from './catalogue';

let current: Locale = DEFAULT_LOCALE;

export function setCurrentLocale(locale: Locale): void {
  current = locale;
}

export function getCurrentLocale(): Locale {
  return requestScope()?.locale ?? current;
}

export { LOCALE_COOKIE };

const LOCALE_COOKIE_MAX_AGE = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export function readLocaleCookie(cookie = typeof document === 'undefined' ? '' : document.cookie): Locale | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie is all the spec asks for.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** '/ru/story/x' for locale ru and path '/story/x'; English has no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * Where a page must be shown instead, or undefined: the language the region forces (russia → ru), or, on an
 * unprefixed English address, the language the visitor chose before (the locale cookie). One decision for the
 * server (a 302 before rendering) and the shell (LocaleFrame, for a page reached in the browser).
 */
export function localeRedirectTarget(region: Region, locale: Locale, cookie: string): Locale | undefined {
  const forced = regionRules(region).forcedLocale;
  if (forced) return forced !== locale ? forced : undefined;
  const preferred = locale === 'en' ? readLocaleCookie(cookie) : undefined;
  return preferred && preferred !== 'en' ? preferred : undefined;
}
