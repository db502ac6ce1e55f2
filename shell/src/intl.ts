/**
 * The shell's messages at run time (@shop/shared's defineIntl): one chunk per language, `shell-messages-<locale>`,
 * which the server has start with the shell's entry, like the common messages (server/src/plugins/start-after-paint.ts).
 */
import { defineIntl, type Locale, loadCommonMessages } from '@shop/shared';
import type { ShellMessageId } from './messages/en';

export const { catalogue } = defineIntl<ShellMessageId>('shell', {
  en: () => import(/* webpackChunkName: "shell-messages-en" */ './messages/en').then((m) => m.en),
  ru: () => import(/* webpackChunkName: "shell-messages-ru" */ './messages/ru').then((m) => m.ru),
  tr: () => import(/* webpackChunkName: "shell-messages-tr" */ './messages/tr').then((m) => m.tr),
  az: () => import(/* webpackChunkName: "shell-messages-az" */ './messages/az').then((m) => m.az),
});

/**
 * The page language's common and shell messages, in before the first render (the browser's hydration in
 * bootstrap.tsx, the server's first pass in render-page.tsx), so the first render writes the words the server wrote.
 */
export function loadPageWords(locale: Locale): Promise<unknown> {
  return Promise.all([loadCommonMessages(locale), catalogue.messages.load(locale)]);
}
