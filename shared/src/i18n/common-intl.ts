/**
 * The common catalogue at run time, one chunk per language (`common-messages-<locale>`): whole, in seven
 * languages, it was about a tenth of every page's first-load JavaScript. The shell loads the page's language
 * before it hydrates or renders (`loadCommonMessages`), and the server has that chunk start with the shell's
 * entry, so hydration never waits for another round trip; switching language suspends until the new one is in,
 * like a remote's catalogue.
 */
import type { Locale } from './catalogue';
import { languageMessages, type Messages, useLanguageMessages } from './language-messages';

const common = languageMessages({
  en: () => import(/* webpackChunkName: "common-messages-en" */ './messages/en').then((m) => m.en),
  ru: () => import(/* webpackChunkName: "common-messages-ru" */ './messages/ru').then((m) => m.ru),
  tr: () => import(/* webpackChunkName: "common-messages-tr" */ './messages/tr').then((m) => m.tr),
  az: () => import(/* webpackChunkName: "common-messages-az" */ './messages/az').then((m) => m.az),
});

/** Fetches the common messages of `locale`; resolves at once when in. */
export function loadCommonMessages(locale: Locale): Promise<Messages> {
  return common.load(locale);
}

/** The common messages of `locale`; suspends while they load. */
export function useCommonMessages(locale: Locale): Messages {
  return useLanguageMessages(common, locale);
}
