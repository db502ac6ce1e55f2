/**
 * The common catalogue at run time. Whole, in seven languages, it was about a tenth of every page's
 * first-load JavaScript; a page needs English (the fallback, with the code) and its own language, a chunk
 * `common-messages-<locale>` of its own. The shell loads the page's language before it hydrates or renders
 * (`loadCommonMessages`), and the server preloads that chunk with the HTML, so hydration never waits;
 * switching language suspends until the new one is in, like a remote's catalogue (IntlScope).
 */
import { use } from 'react';
import type { Locale } from './catalogue';
import { en } from './messages/en';

type Messages = Readonly<Record<string, string>>;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  ru: () => import(/* webpackChunkName: "common-messages-ru" */ './messages/ru').then((m) => m.ru),
  tr: () => import(/* webpackChunkName: "common-messages-tr" */ './messages/tr').then((m) => m.tr),
  az: () => import(/* webpackChunkName: "common-messages-az" */ './messages/az').then((m) => m.az),
};

const loaded = new Map<Locale, Messages>([['en', en]]);
// One promise per language, so `use` sees the same promise on every render until it settles.
const pending = new Map<Locale, Promise<Messages>>();

/** Fetches the common messages of `locale` (English falling back key by key); resolves at once when in. */
export function loadCommonMessages(locale: Locale): Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale as Exclude<Locale, 'en'>]().then(
      (messages) => {
        const merged = { ...en, ...messages };
        loaded.set(locale, merged);
        pending.delete(locale);
        return merged;
      },
      (error: unknown) => {
        // A failed chunk load is tried again on the next render or switch, not remembered as final.
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}

/** The common messages of `locale`; suspends while they load. */
export function useCommonMessages(locale: Locale): Messages {
  return loaded.get(locale) ?? use(loadCommonMessages(locale));
}
