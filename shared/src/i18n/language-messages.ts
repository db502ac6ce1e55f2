/**
 * Messages fetched one language at a time: every catalogue at run time (the common one, the shell's, each
 * remote's) is a chunk per language, and a page loads only its own language, English included. Types make each
 * language complete (`Record<Id, string>`), so no language needs English under it as a fallback.
 *
 * A page's language is loaded before the first render where it can be (the shell awaits `load` before it
 * hydrates, the server before it renders); `useLanguageMessages` reads a loaded language synchronously and
 * suspends only for one not in yet (a language switch, a remote's catalogue during hydration).
 */
import { use } from 'react';
import type { Locale } from './catalogue';

export type Messages = Readonly<Record<string, string>>;

/** How each language is fetched: `en: () => import('./messages/en').then((m) => m.en)`. */
export type LanguageLoaders<Id extends string = string> = Record<Locale, () => Promise<Record<Id, string>>>;

export interface LanguageMessages {
  /** Each language fetched so far. */
  readonly loaded: ReadonlyMap<Locale, Messages>;
  /** Fetches `locale` once (a failure is tried again on the next call); resolves at once when in. */
  load(locale: Locale): Promise<Messages>;
}

export function languageMessages(loaders: LanguageLoaders): LanguageMessages {
  const loaded = new Map<Locale, Messages>();
  // One promise per language, so `use` sees the same promise on every render until it settles.
  const pending = new Map<Locale, Promise<Messages>>();
  const load = (locale: Locale): Promise<Messages> => {
    const ready = loaded.get(locale);
    if (ready) return Promise.resolve(ready);
    let loading = pending.get(locale);
    if (!loading) {
      loading = loaders[locale]().then(
        (messages) => {
          loaded.set(locale, messages);
          pending.delete(locale);
          return messages;
        },
        (error: unknown) => {
          pending.delete(locale);
          throw error;
        },
      );
      pending.set(locale, loading);
    }
    return loading;
  };
  return { loaded, load };
}

/** The messages of `locale`; suspends while they load. */
export function useLanguageMessages(source: LanguageMessages, locale: Locale): Messages {
  return source.loaded.get(locale) ?? use(source.load(locale));
}
