/**
 * The name of an order's book as the customer sees it in e-mails, on the tracking page and in the back
 * office: the title printed on the book. A ready-made book's title comes from the catalogue in the wanted
 * language; a custom story's is the title its plot family prints with the child and the favourite hero filled
 * in ("Murad and the Red-Caped Hero"), exactly as the book engine prints it.
 */
import type { FastifyInstance } from 'fastify';
import { customStory } from '../book/custom';
import { capitaliseSentences, formatText, messageValues } from '../book/text';
import { resolveFavouriteHero } from '../characters/favourite-hero';
import type { Locale } from '../db/schema';
import type { OrderRow } from '../orders/access';

export function customBookName(
  locale: Locale,
  child: Pick<OrderRow['child'], 'name' | 'gender' | 'age' | 'favouriteHero' | 'favouriteHeroLook'>,
): string {
  const { script, favourite } = customStory(resolveFavouriteHero('custom', child), child.age);
  const values = messageValues({ ...child, favourite }, locale);
  return capitaliseSentences(formatText(script.title[locale], locale, values), locale);
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
