/**
 * The tracking page's messages at run time (@shop/shared's defineIntl): each language, English
 * included, a chunk `messages-<locale>` of its own, fetched only for a visitor who reads it (App renders in
 * `<IntlScope catalogue={catalogue}>`). The components' `useT` and `<Message>` accept only this remote's ids
 * and the common ones.
 */
import { defineIntl } from '@shop/shared';
import type { TrackingMessageId } from './messages/en';

export const { catalogue, useT, Message } = defineIntl<TrackingMessageId>('tracking', {
  en: () => import(/* webpackChunkName: "messages-en" */ './messages/en').then((m) => m.en),
  ru: () => import(/* webpackChunkName: "messages-ru" */ './messages/ru').then((m) => m.ru),
  tr: () => import(/* webpackChunkName: "messages-tr" */ './messages/tr').then((m) => m.tr),
  az: () => import(/* webpackChunkName: "messages-az" */ './messages/az').then((m) => m.az),
});
