/**
 * Books: texts, category, ages, formats and cover. A book's story is code, so books are edited, never created
 * or deleted here.
 */
import type { ContentBook } from '@shop/shared/contracts';
import {
  BOOK_VERSIONS,
  type BookVersion,
  type bookContentSchema,
  contentSlugSchema,
  VALIDATION_MESSAGES,
} from '@shop/shared/validation';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { likePattern } from '../../db/like-pattern';
import { books, categories } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { listQuery, offsetOf } from '../../lib/list-query';
import { storeCover } from './covers';
import { type AuditWriter, type ContentDeps, change, listAnswer, ordered } from './editing';

const { invalid: INVALID } = VALIDATION_MESSAGES;

export const bookListQuery = listQuery(['popularity', 'slug']).extend({
  q: z.string().trim().max(200).optional(),
  category: contentSlugSchema.optional(),
});
type BookInput = z.infer<typeof bookContentSchema>;
type BookTableRow = typeof books.$inferSelect;

const isBookVersion = (value: string): value is BookVersion => (BOOK_VERSIONS as readonly string[]).includes(value);

export const bookJson = (row: BookTableRow, coverUrl: string): ContentBook => ({
  slug: row.slug,
  category_slug: row.categorySlug,
  name: row.name,
  summary: row.summary,
  description: row.description,
  cover_alt: row.coverAlt,
  cover_url: coverUrl,
  popularity: row.popularity,
  age_min: row.ageMin,
  age_max: row.ageMax,
  formats: row.formats.filter(isBookVersion),
  page_count: row.pageCount,
});

const entryOf = (action: string, slug: string) => ({
  action: `content.book.${action}`,
  targetType: 'book',
  targetId: slug,
});

/** A category the book is moved to must exist; told on the field, like any other invalid value. */
const unknownCategory = () =>
  new HttpError(400, 'validation_error', INVALID, [{ path: ['category_slug'], message_id: INVALID, message: INVALID }]);

export function bookEditing({ db, storage, mediaUrl }: ContentDeps) {
  const json = (row: BookTableRow) => bookJson(row, mediaUrl(row.coverPath));

  return {
    async list(query: z.infer<typeof bookListQuery>) {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        const match = or(ilike(books.slug, pattern), ilike(sql`${books.name}->>'en'`, pattern));
        if (match) filters.push(match);
      }
      if (query.category) filters.push(eq(books.categorySlug, query.category));
      const where = filters.length ? and(...filters) : undefined;
      const column = query.sort === 'slug' ? books.slug : books.popularity;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(books)
          .where(where)
          .orderBy(ordered(query.order, column), asc(books.slug))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(books).where(where),
      ]);
      return listAnswer(rows.map(json), counted, query);
    },

    /** The book, or 404. */
    async get(slug: string) {
      const [row] = await db.select().from(books).where(eq(books.slug, slug));
      if (!row) throw notFound();
      return json(row);
    },

    async update(audit: AuditWriter, slug: string, input: BookInput) {
      const row = await change(db, audit, entryOf('update', slug), async (tx) => {
        const [before] = await tx.select().from(books).where(eq(books.slug, slug)).for('update');
        if (!before) throw notFound();
        const [category] = await tx.select().from(categories).where(eq(categories.slug, input.category_slug));
        if (!category) throw unknownCategory();
        const [after] = await tx
          .update(books)
          .set({
            categorySlug: input.category_slug,
            name: input.name,
            summary: input.summary,
            description: input.description,
            coverAlt: input.cover_alt,
            popularity: input.popularity,
            ageMin: input.age_min,
            ageMax: input.age_max,
            formats: input.formats,
          })
          .where(eq(books.slug, slug))
          .returning();
        if (!after) throw notFound();
        return { before: json(before), after: json(after), result: after };
      });
      return json(row);
    },

    /**
     * Stores the picture (refused when it is none) and points the book at it. The file is written before the
     * transaction: a cover nobody points at is harmless, a book pointing at a missing file is not.
     */
    async replaceCover(audit: AuditWriter, slug: string, picture: Buffer) {
      const cover = await storeCover(storage, slug, picture);
      const row = await change(db, audit, entryOf('cover', slug), async (tx) => {
        const [before] = await tx.select().from(books).where(eq(books.slug, slug)).for('update');
        if (!before) throw notFound();
        const [after] = await tx
          .update(books)
          .set({ coverPath: cover.path, coverWidth: cover.width, coverHeight: cover.height })
          .where(eq(books.slug, slug))
          .returning();
        if (!after) throw notFound();
        return { before: { cover_path: before.coverPath }, after: { cover_path: after.coverPath }, result: after };
      });
      return json(row);
    },
  };
}
