import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { books, categories, faqs, pages, priceConfigs, reviews } from '../db/schema';

/** Every book with its category's names, most popular first: the whole catalogue is small enough to hold. */
export function listAllBooks(db: Db) {
  return db
    .select({
      book: books,
      categoryName: categories.name,
      // The book's reviews, for its rating (a handful of rows per book: subqueries beat a grouped join here).
      reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.bookSlug} = ${books.slug})`,
      ratingMean: sql<
        number | null
      >`(select avg(${reviews.rating})::float8 from ${reviews} where ${reviews.bookSlug} = ${books.slug})`,
    })
    .from(books)
    .innerJoin(categories, eq(books.categorySlug, categories.slug))
    .orderBy(desc(books.popularity), asc(books.slug));
}

export type BookRow = Awaited<ReturnType<typeof listAllBooks>>[number];

export function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}

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

export function listPriceConfigs(db: Db) {
  return db.select().from(priceConfigs).orderBy(asc(priceConfigs.currency));
}
