/**
 * The name of an order's book as the customer sees it in e-mails and on the tracking page: a ready-made
 * book's title in the wanted language, or for a custom story a phrase built around the child's name
 * (worded so the name needs no case ending or suffix in any language). Russian dashes are tied to the word
 * before them with a no-break space, so a line never starts with one.
 */
import type { FastifyInstance } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../db/schema';
import type { OrderRow } from '../orders/access';

const CUSTOM_BOOK: Record<Locale, string> = {
  en: 'A personalised story starring {childName}',
  ru: 'Персональная сказка, главный герой которой\u00a0— {childName}',
  tr: 'Kahramanı {childName} olan kişiye özel bir masal',
  az: 'Qəhrəmanı {childName} olan fərdi nağıl',
};

const CUSTOM_BOOK_RU_GIRL = 'Персональная сказка, главная героиня которой\u00a0— {childName}';

export function customBookName(locale: Locale, child: Pick<OrderRow['child'], 'name' | 'gender'>): string {
  const template = locale === 'ru' && child.gender === 'girl' ? CUSTOM_BOOK_RU_GIRL : CUSTOM_BOOK[locale];
  return String(new IntlMessageFormat(template, locale).format({ childName: child.name }));
}

export async function bookName(
  app: FastifyInstance,
  order: Pick<OrderRow, 'storyType' | 'bookSlug' | 'child'>,
  locale: Locale,
): Promise<string> {
  if (order.storyType === 'ready' && order.bookSlug) {
    const book = await app.catalogue.book(locale, order.bookSlug);
    if (book) return book.name;
  }
  return customBookName(locale, order.child);
}
