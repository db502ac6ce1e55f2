import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { books, categories } from '../db/schema';

/** Every book with its category's names, most popular first: the whole catalogue is small enough to hold. */
export function listAllBooks(db: Db) {
  return db
    .select({ book: books, categoryName: categories.name })
    .from(books)
    .innerJoin(categories, eq(books.categorySlug, categories.slug))
    .orderBy(desc(books.popularity), asc(books.slug));
}

export type BookRow = Awaited<ReturnType<typeof listAllBooks>>[number];
