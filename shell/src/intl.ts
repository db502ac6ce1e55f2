/**
 * The shell's messages at run time (@shop/shared's defineIntl): one chunk per language, `shell-messages-<locale>`,
 * which the server preloads with the page and the shell loads before it hydrates (bootstrap.tsx), like the
 * common messages.
 */
import { defineIntl } from '@shop/shared';
import type { ShellMessageId } from './messages/en';

export const { catalogue } = defineIntl<ShellMessageId>('shell', {
  en: () => import(/* webpackChunkName: "shell-messages-en" */ './messages/en').then((m) => m.en),
  ru: () => import(/* webpackChunkName: "shell-messages-ru" */ './messages/ru').then((m) => m.ru),
  tr: () => import(/* webpackChunkName: "shell-messages-tr" */ './messages/tr').then((m) => m.tr),
  az: () => import(/* webpackChunkName: "shell-messages-az" */ './messages/az').then((m) => m.az),
});
