/**
 * The shared validation schemas carry message ids of the common catalogue ('common.validation.email'),
 * so a rule and its wording exist once; the server turns them into text in the request's language.
 */
import { messagesFor } from '@shop/shared/i18n/catalogue';
import { commonMessages } from '@shop/shared/i18n/common-messages';
import { VALIDATION_MESSAGE_VALUES } from '@shop/shared/validation';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../db/schema';

const VALUES: Record<string, string | number> = VALIDATION_MESSAGE_VALUES;

export function isMessageId(text: string): boolean {
  return Object.hasOwn(commonMessages.messages.en, text);
}

/** The text of a common message id in `locale` (English key by key as fallback); other text is returned as is. */
export function translateMessage(
  text: string,
  locale: Locale,
  values?: Readonly<Record<string, string | number>>,
): string {
  if (!isMessageId(text)) return text;
  const template = messagesFor(commonMessages, locale)[text] ?? text;
  // Full ICU: some translations use plural forms (ru: 8 символов, 21 символа).
  return String(new IntlMessageFormat(template, locale).format({ ...VALUES, ...values }));
}
