/**
 * Message catalogues. Every package (shared's common catalogue, the shell, each remote) declares one
 * catalogue in its own `messages.ts`, so a remote can deploy new strings without the shell.
 * Ids are prefixed by package (`checkout.photo.tooLarge`). The types make a missing translation in an
 * offered locale a compile error; `npm run i18n:check` also checks ICU syntax and placeholders.
 */
export const OFFERED_LOCALES = ['en', 'ru', 'tr', 'az'] as const;
/** Listed in the text catalogue but not offered in routing (spec section 1). */
export const CATALOGUED_LOCALES = [...OFFERED_LOCALES, 'es', 'fr', 'de'] as const;
export const DEFAULT_LOCALE = 'en';
/** The locale react-intl formats with when nothing else is known (spec section 9). */
export const DEFAULT_INTL_LOCALE = 'en-US';

export type Locale = (typeof OFFERED_LOCALES)[number];
export type CataloguedLocale = (typeof CATALOGUED_LOCALES)[number];

export interface Catalogue<K extends string = string> {
  namespace: string;
  messages: Record<Locale, Record<K, string>> &
    Partial<Record<Exclude<CataloguedLocale, Locale>, Partial<Record<K, string>>>>;
}

type Translations<K extends string> = Record<Exclude<Locale, 'en'>, Record<K, string>> &
  Partial<Record<Exclude<CataloguedLocale, Locale>, Partial<Record<K, string>>>>;

export function defineCatalogue<K extends string>(
  namespace: string,
  en: Record<K, string>,
  translations: Translations<K>,
): Catalogue<K> {
  return { namespace, messages: { en, ...translations } };
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (OFFERED_LOCALES as readonly string[]).includes(value);
}

/** Messages of one locale, falling back to English key by key (es/fr/de are partial). */
export function messagesFor(catalogue: Catalogue, locale: string): Record<string, string> {
  const own = (catalogue.messages as Record<string, Record<string, string> | undefined>)[locale];
  return { ...catalogue.messages.en, ...own };
}
