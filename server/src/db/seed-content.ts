/**
 * Upserts the shop's code-owned content (books, FAQs, pages, reviews) from ./seed-data. Rows the
 * content no longer lists are removed, except books: orders will refer to them.
 */
import { getTableColumns, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { COVER_SIZE, PAGE_SIZE, bookImagePaths } from '../media/paths';
import { measureImage } from '../media/measure';
import type { Db } from './client';
import { books, faqs, pages, reviews, type StoredImage } from './schema';
import type { SeedBook, SeedFaq, SeedPage, SeedReview } from './seed-data/types';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContent {
  books: readonly SeedBook[];
  faqs: readonly SeedFaq[];
  pages: readonly SeedPage[];
  reviews: readonly SeedReview[];
}

/** `SET col = excluded.col` for every listed column: the seed's values win. */
function fromExcluded<T extends PgTable>(table: T, keys: ReadonlyArray<keyof T['_']['columns']>): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded.${JSON.stringify(columns[key as string]?.name)}`)]),
  );
}

export interface MeasuredImages {
  cover: StoredImage;
  pages: StoredImage[];
}

/** Reads each book's picture sizes before the transaction, so no connection waits on the disk. */
export async function measureBookImages(assetsRoot: string, list: readonly SeedBook[]) {
  const measured = new Map<string, MeasuredImages>();
  for (const book of list) {
    const paths = bookImagePaths(book.slug);
    measured.set(book.slug, {
      cover: await measureImage(assetsRoot, paths.cover, COVER_SIZE),
      pages: await Promise.all(paths.pages.map((path) => measureImage(assetsRoot, path, PAGE_SIZE))),
    });
  }
  return measured;
}

async function upsertBooks(tx: Transaction, list: readonly SeedBook[], images: Map<string, MeasuredImages>) {
  if (list.length === 0) return;
  const rows = list.map((book) => {
    const measured = images.get(book.slug);
    if (!measured) throw new Error(`No images measured for ${book.slug}`);
    return {
      slug: book.slug,
      categorySlug: book.category,
      name: book.name,
      summary: book.summary,
      description: book.description,
      pageCount: book.pageCount,
      formats: [...book.formats],
      ageMin: book.ageMin,
      ageMax: book.ageMax,
      popularity: book.popularity,
      coverPath: measured.cover.path,
      coverWidth: measured.cover.width,
      coverHeight: measured.cover.height,
      coverAlt: book.coverAlt,
      sampleImages: measured.pages,
      sampleAlts: [...book.sampleAlts],
    };
  });
  await tx
    .insert(books)
    .values(rows)
    .onConflictDoUpdate({
      target: books.slug,
      set: fromExcluded(books, [
        'categorySlug',
        'name',
        'summary',
        'description',
        'pageCount',
        'formats',
        'ageMin',
        'ageMax',
        'popularity',
        'coverPath',
        'coverWidth',
        'coverHeight',
        'coverAlt',
        'sampleImages',
        'sampleAlts',
      ]),
    });
}

async function upsertFaqs(tx: Transaction, list: readonly SeedFaq[]) {
  const positions = list.map((faq) => faq.position);
  await tx.delete(faqs).where(positions.length > 0 ? notInArray(faqs.position, positions) : undefined);
  if (list.length === 0) return;
  await tx
    .insert(faqs)
    .values(list.map(({ position, question, answer }) => ({ position, question, answer })))
    .onConflictDoUpdate({ target: faqs.position, set: fromExcluded(faqs, ['question', 'answer']) });
}

async function upsertPages(tx: Transaction, list: readonly SeedPage[]) {
  const slugs = list.map((page) => page.slug);
  await tx.delete(pages).where(slugs.length > 0 ? notInArray(pages.slug, slugs) : undefined);
  if (list.length === 0) return;
  await tx
    .insert(pages)
    .values(list.map(({ slug, title, description, sections }) => ({ slug, title, description, sections })))
    .onConflictDoUpdate({
      target: pages.slug,
      set: {
        ...fromExcluded(pages, ['title', 'description', 'sections']),
        // In SET, the table's own columns still hold the old row: the date moves only when the text did.
        updatedAt: sql`case when (${pages.title}, ${pages.description}, ${pages.sections})
          is distinct from (excluded.title, excluded.description, excluded.sections)
          then now() else ${pages.updatedAt} end`,
      },
    });
}

async function upsertReviews(tx: Transaction, list: readonly SeedReview[]) {
  const keys = list.map((review) => sql`(${review.name}, ${review.date}::date)`);
  await tx
    .delete(reviews)
    .where(keys.length > 0 ? sql`(${reviews.name}, ${reviews.date}) not in (${sql.join(keys, sql`, `)})` : undefined);
  if (list.length === 0) return;
  await tx
    .insert(reviews)
    .values(list.map(({ name, rating, date, text }) => ({ name, rating, date, text })))
    .onConflictDoUpdate({ target: [reviews.name, reviews.date], set: fromExcluded(reviews, ['rating', 'text']) });
}

export async function upsertContent(tx: Transaction, content: SeedContent, images: Map<string, MeasuredImages>) {
  await upsertBooks(tx, content.books, images);
  await upsertFaqs(tx, content.faqs);
  await upsertPages(tx, content.pages);
  await upsertReviews(tx, content.reviews);
}
