/**
 * The name of an order's book as the customer sees it in e-mails, on the tracking page and in the back
 * office: the title printed on the book. A ready-made book's title comes from the catalogue in the wanted
 * language; a custom story's is its script's title with the child and the favourite hero filled in
 * ("Murad and Spider-Man: The Castle of Kindness"), exactly as the book engine prints it.
 */
import type { FastifyInstance } from 'fastify';
import { CUSTOM_STORY } from '../book/stories';
import { formatText, messageValues } from '../book/text';
import type { Locale } from '../db/schema';
import type { OrderRow } from '../orders/access';

export function customBookName(
  locale: Locale,
  child: Pick<OrderRow['child'], 'name' | 'gender' | 'age' | 'favouriteHero'>,
): string {
  return formatText(CUSTOM_STORY.title[locale], locale, messageValues(child, locale));
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
