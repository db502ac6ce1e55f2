/**
 * The shared validation schemas carry message ids of the common catalogue ('common.validation.email'),
 * so a rule and its wording exist once; the server turns them into text in the request's language.
 */
import { messagesFor } from '@shop/shared/i18n/catalogue';
import { VALIDATION_MESSAGE_VALUES } from '@shop/shared/validation';
// Reached by path: @shop/shared exports the catalogue only through its browser entry (React and all).
import { commonMessages } from '@shop/shared/i18n/common-messages';
import type { Locale } from '../db/schema';

const VALUES: Record<string, string | number> = VALIDATION_MESSAGE_VALUES;

export function isMessageId(text: string): boolean {
  return Object.hasOwn(commonMessages.messages.en, text);
}

/** The text of a common message id in `locale` (English key by key as fallback); other text is returned as is. */
export function translateMessage(text: string, locale: Locale): string {
  if (!isMessageId(text)) return text;
  const template = messagesFor(commonMessages, locale)[text] ?? text;
  // The validation messages use simple ICU arguments only ({min}); plural/select forms are not needed here.
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(VALUES[name] ?? whole));
}
