import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { faqs, pages, reviews } from '../db/schema';

export function listFaqs(db: Db) {
  return db.select().from(faqs).orderBy(asc(faqs.position));
}

export async function findPage(db: Db, slug: string) {
  const [page] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return page;
}

export function listReviews(db: Db) {
  // Reviews of the same day keep the order they were added in.
  return db.select().from(reviews).orderBy(desc(reviews.date), asc(reviews.id));
}
