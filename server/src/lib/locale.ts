import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale, type Translations } from '../db/schema';

export const DEFAULT_LOCALE: Locale = 'en';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The language of a request: the primary subtag of the first Accept-Language tag ('ru-RU,ru;q=0.9' → ru).
 * The shop's own client always sends one tag, the current locale; anything not offered falls back to en.
 */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  const language = first.split('-')[0]?.toLowerCase() ?? '';
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The text in the wanted language, else English, else any non-empty translation. */
export function pickTranslation(value: Partial<Translations> | null | undefined, locale: Locale): string {
  if (!value) return '';
  const wanted = value[locale];
  if (wanted) return wanted;
  if (value.en) return value.en;
  return Object.values(value).find((text): text is string => typeof text === 'string' && text.length > 0) ?? '';
}
