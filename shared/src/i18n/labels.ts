/**
 * The common catalogue's words for the shop's codes, as maps from each code to its message id: every id
 * is written out, so the types and `npm run i18n:check` see it (an id put together at run time they
 * cannot follow).
 */
import type { OrderStatus } from '../orders';
import type { BookVersion, IllustrationStyle, STORY_LANGUAGES } from '../validation';
import type { CommonMessageId } from './common-messages';

/** The words for an order's status, wherever one is shown (tracking page, back office). */
export const ORDER_STATUS_MESSAGE = {
  pending: 'common.orderStatus.pending',
  waiting_for_payment: 'common.orderStatus.waiting_for_payment',
  payment_failed: 'common.orderStatus.payment_failed',
  paid: 'common.orderStatus.paid',
  in_review: 'common.orderStatus.in_review',
  story_writing: 'common.orderStatus.story_writing',
  printing: 'common.orderStatus.printing',
  ready_for_shipping: 'common.orderStatus.ready_for_shipping',
  shipped: 'common.orderStatus.shipped',
  delivered: 'common.orderStatus.delivered',
  completed: 'common.orderStatus.completed',
  failed: 'common.orderStatus.failed',
  refund_requested: 'common.orderStatus.refund_requested',
  refunded: 'common.orderStatus.refunded',
} as const satisfies Record<OrderStatus, CommonMessageId>;

/** The name of each illustration style (the wizard, the back office). */
export const ILLUSTRATION_STYLE_MESSAGE = {
  '3dPixar': 'common.style.3dPixar',
  '2dWarner': 'common.style.2dWarner',
  watercolor: 'common.style.watercolor',
  anime: 'common.style.anime',
} as const satisfies Record<IllustrationStyle, CommonMessageId>;

/** The name of each language a story is written in or content is kept in (the wizard, the back office). */
export const LANGUAGE_MESSAGE = {
  en: 'common.language.en',
  ru: 'common.language.ru',
  tr: 'common.language.tr',
  az: 'common.language.az',
} as const satisfies Record<(typeof STORY_LANGUAGES)[number], CommonMessageId>;

/**
 * The name of each book version as the buyer meets it (the wizard, the tracking page); the storefront's
 * price cards and the back office word them their own way.
 */
export const VERSION_MESSAGE = {
  pdf: 'common.version.pdf',
  softcover: 'common.version.softcover',
  hardcover: 'common.version.hardcover',
} as const satisfies Record<BookVersion, CommonMessageId>;
