/**
 * The shop's content in the back office: categories, FAQs, reviews, books (texts, category, ages,
 * formats and cover; a book's story is code, so books are edited, not created), content pages and
 * price configs. Everyone on the team reads; changing content is admin-only. Every change is audited in
 * its transaction and the catalogue is told after the commit, so the storefront shows it at once.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  bookContentSchema,
  categoryContentSchema,
  contentSlugSchema,
  faqContentSchema,
  pageContentSchema,
  priceConfigContentSchema,
  reviewContentSchema,
  VALIDATION_MESSAGES,
} from '@shop/shared/validation';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../staff/audit';
import { requireStaff } from '../../staff/auth';
import {
  alreadyExists,
  bookJson,
  COVER_MAX_BYTES,
  categoryJson,
  faqJson,
  inUse,
  pageJson,
  priceConfigJson,
  reviewJson,
  storeCover,
} from '../../catalogue/content-editing';
import { likePattern } from '../../ambassadors/back-office';
import { notifyContentChanged } from '../../catalogue/content-events';
import { books, categories, faqs, pages, priceConfigs, reviews } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { Tx } from '../../orders/transitions';
import { guardResponses, listQuery, offsetOf } from '../../staff/schemas';
import { errorResponse } from '../../lib/http-error';

const { invalid: INVALID } = VALIDATION_MESSAGES;
const numericId = z.object({
  id: z.coerce.number({ error: INVALID }).int({ error: INVALID }).positive({ error: INVALID }),
});
const slugParams = z.object({ slug: contentSlugSchema });
const anyItem = z.record(z.string(), z.unknown());
const listAnswer = z.object({
  items: z.array(anyItem),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
const one = (key: string) => ({
  200: z.object({ [key]: anyItem }),
  201: z.object({ [key]: anyItem }),
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  ...guardResponses,
});
const deleted = { 204: z.null(), 404: errorResponse, 409: errorResponse, ...guardResponses };

const content: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireStaff('admin');
  await app.register(fastifyMultipart, { limits: { fileSize: COVER_MAX_BYTES, files: 1 } });

  /** One content change: the change and its audit entry in one transaction, then the catalogue is told. */
  async function change<T>(
    request: FastifyRequest,
    entry: { action: string; targetType: string; targetId: () => string },
    run: (tx: Tx) => Promise<{ before?: unknown; after?: unknown; result: T }>,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const done = await run(tx);
      await recordAudit(tx, request, {
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId(),
        before: done.before,
        after: done.after,
      });
      return done.result;
    });
    notifyContentChanged();
    return result;
  }

  const page = <T>(items: T[], total: number, query: { page: number; per_page: number }) => ({
    items,
    total,
    page: query.page,
    per_page: query.per_page,
  });

  /* ---------- categories ---------- */

  app.get(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['position', 'slug']),
        response: { 200: listAnswer, ...guardResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const column = q.sort === 'slug' ? categories.slug : categories.position;
      const rows = await db
        .select()
        .from(categories)
        .orderBy(q.order === 'asc' ? asc(column) : desc(column))
        .limit(q.per_page)
        .offset(offsetOf(q));
      const [counted] = await db.select({ n: count() }).from(categories);
      return page(rows.map(categoryJson), counted?.n ?? 0, q);
    },
  );

  app.post(
    '/categories',
    { preHandler: admin, schema: { tags: ['admin'], body: categoryContentSchema, response: one('category') } },
    async (request, reply) => {
      const body = request.body;
      const created = await change(
        request,
        { action: 'content.category.create', targetType: 'category', targetId: () => body.slug },
        async (tx) => {
          const [existing] = await tx.select().from(categories).where(eq(categories.slug, body.slug));
          if (existing) throw alreadyExists();
          const [row] = await tx.insert(categories).values(body).returning();
          if (!row) throw new Error('no category row');
          return { after: categoryJson(row), result: row };
        },
      );
      return reply.code(201).send({ category: categoryJson(created) });
    },
  );

  app.patch(
    '/categories/:slug',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        params: slugParams,
        body: categoryContentSchema.omit({ slug: true }),
        response: one('category'),
      },
    },
    async (request) => {
      const { slug } = request.params;
      const updated = await change(
        request,
        { action: 'content.category.update', targetType: 'category', targetId: () => slug },
        async (tx) => {
          const [before] = await tx.select().from(categories).where(eq(categories.slug, slug)).for('update');
          if (!before) throw notFound();
          const [row] = await tx.update(categories).set(request.body).where(eq(categories.slug, slug)).returning();
          if (!row) throw notFound();
          return { before: categoryJson(before), after: categoryJson(row), result: row };
        },
      );
      return { category: categoryJson(updated) };
    },
  );

  app.delete(
    '/categories/:slug',
    { preHandler: admin, schema: { tags: ['admin'], params: slugParams, response: deleted } },
    async (request, reply) => {
      const { slug } = request.params;
      await change(
        request,
        { action: 'content.category.delete', targetType: 'category', targetId: () => slug },
        async (tx) => {
          const [before] = await tx.select().from(categories).where(eq(categories.slug, slug)).for('update');
          if (!before) throw notFound();
          // Books belong to a category; move them first, so no story disappears from the shop by accident.
          const [used] = await tx.select({ n: count() }).from(books).where(eq(books.categorySlug, slug));
          if ((used?.n ?? 0) > 0) throw inUse();
          await tx.delete(categories).where(eq(categories.slug, slug));
          return { before: categoryJson(before), result: null };
        },
      );
      return reply.code(204).send(null);
    },
  );

  /* ---------- FAQs ---------- */

  app.get(
    '/faqs',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['position']),
        response: { 200: listAnswer, ...guardResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await db
        .select()
        .from(faqs)
        .orderBy(q.order === 'asc' ? asc(faqs.position) : desc(faqs.position))
        .limit(q.per_page)
        .offset(offsetOf(q));
      const [counted] = await db.select({ n: count() }).from(faqs);
      return page(rows.map(faqJson), counted?.n ?? 0, q);
    },
  );

  /** Positions are unique: taking one that another FAQ holds is refused with a clear message. */
  async function positionFree(tx: Tx, position: number, except?: number) {
    const [holder] = await tx.select({ id: faqs.id }).from(faqs).where(eq(faqs.position, position));
    if (holder && holder.id !== except) throw alreadyExists();
  }

  app.post(
    '/faqs',
    { preHandler: admin, schema: { tags: ['admin'], body: faqContentSchema, response: one('faq') } },
    async (request, reply) => {
      let id = 0;
      const created = await change(
        request,
        { action: 'content.faq.create', targetType: 'faq', targetId: () => String(id) },
        async (tx) => {
          await positionFree(tx, request.body.position);
          const [row] = await tx.insert(faqs).values(request.body).returning();
          if (!row) throw new Error('no faq row');
          id = row.id;
          return { after: faqJson(row), result: row };
        },
      );
      return reply.code(201).send({ faq: faqJson(created) });
    },
  );

  app.patch(
    '/faqs/:id',
    { preHandler: admin, schema: { tags: ['admin'], params: numericId, body: faqContentSchema, response: one('faq') } },
    async (request) => {
      const { id } = request.params;
      const updated = await change(
        request,
        { action: 'content.faq.update', targetType: 'faq', targetId: () => String(id) },
        async (tx) => {
          const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
          if (!before) throw notFound();
          await positionFree(tx, request.body.position, id);
          const [row] = await tx.update(faqs).set(request.body).where(eq(faqs.id, id)).returning();
          if (!row) throw notFound();
          return { before: faqJson(before), after: faqJson(row), result: row };
        },
      );
      return { faq: faqJson(updated) };
    },
  );

  app.delete(
    '/faqs/:id',
    { preHandler: admin, schema: { tags: ['admin'], params: numericId, response: deleted } },
    async (request, reply) => {
      const { id } = request.params;
      await change(
        request,
        { action: 'content.faq.delete', targetType: 'faq', targetId: () => String(id) },
        async (tx) => {
          const [before] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
          if (!before) throw notFound();
          return { before: faqJson(before), result: null };
        },
      );
      return reply.code(204).send(null);
    },
  );

  /* ---------- reviews ---------- */

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['date', 'rating', 'name']).extend({ q: z.string().trim().max(200).optional() }),
        response: { 200: listAnswer, ...guardResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const column = { date: reviews.date, rating: reviews.rating, name: reviews.name }[q.sort];
      const where = q.q ? ilike(reviews.name, likePattern(q.q)) : undefined;
      const rows = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(q.order === 'asc' ? asc(column) : desc(column), desc(reviews.id))
        .limit(q.per_page)
        .offset(offsetOf(q));
      const [counted] = await db.select({ n: count() }).from(reviews).where(where);
      return page(rows.map(reviewJson), counted?.n ?? 0, q);
    },
  );

  app.post(
    '/reviews',
    { preHandler: admin, schema: { tags: ['admin'], body: reviewContentSchema, response: one('review') } },
    async (request, reply) => {
      let id = 0;
      const created = await change(
        request,
        { action: 'content.review.create', targetType: 'review', targetId: () => String(id) },
        async (tx) => {
          const [row] = await tx.insert(reviews).values(request.body).onConflictDoNothing().returning();
          // One review per reviewer and day (the table's natural key).
          if (!row) throw alreadyExists();
          id = row.id;
          return { after: reviewJson(row), result: row };
        },
      );
      return reply.code(201).send({ review: reviewJson(created) });
    },
  );

  app.patch(
    '/reviews/:id',
    {
      preHandler: admin,
      schema: { tags: ['admin'], params: numericId, body: reviewContentSchema, response: one('review') },
    },
    async (request) => {
      const { id } = request.params;
      const updated = await change(
        request,
        { action: 'content.review.update', targetType: 'review', targetId: () => String(id) },
        async (tx) => {
          const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
          if (!before) throw notFound();
          const [clash] = await tx
            .select({ id: reviews.id })
            .from(reviews)
            .where(and(eq(reviews.name, request.body.name), eq(reviews.date, request.body.date), ne(reviews.id, id)));
          if (clash) throw alreadyExists();
          const [row] = await tx.update(reviews).set(request.body).where(eq(reviews.id, id)).returning();
          if (!row) throw notFound();
          return { before: reviewJson(before), after: reviewJson(row), result: row };
        },
      );
      return { review: reviewJson(updated) };
    },
  );

  app.delete(
    '/reviews/:id',
    { preHandler: admin, schema: { tags: ['admin'], params: numericId, response: deleted } },
    async (request, reply) => {
      const { id } = request.params;
      await change(
        request,
        { action: 'content.review.delete', targetType: 'review', targetId: () => String(id) },
        async (tx) => {
          const [before] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
          if (!before) throw notFound();
          return { before: reviewJson(before), result: null };
        },
      );
      return reply.code(204).send(null);
    },
  );

  /* ---------- books ---------- */

  const book = (row: typeof books.$inferSelect) => bookJson(row, app.catalogue.mediaUrl(row.coverPath));

  app.get(
    '/books',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['popularity', 'slug']).extend({
          q: z.string().trim().max(200).optional(),
          category: contentSlugSchema.optional(),
        }),
        response: { 200: listAnswer, ...guardResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const filters: SQL[] = [];
      if (q.q) {
        const pattern = likePattern(q.q);
        const match = or(ilike(books.slug, pattern), ilike(sql`${books.name}->>'en'`, pattern));
        if (match) filters.push(match);
      }
      if (q.category) filters.push(eq(books.categorySlug, q.category));
      const where = filters.length ? and(...filters) : undefined;
      const column = q.sort === 'slug' ? books.slug : books.popularity;
      const rows = await db
        .select()
        .from(books)
        .where(where)
        .orderBy(q.order === 'asc' ? asc(column) : desc(column), asc(books.slug))
        .limit(q.per_page)
        .offset(offsetOf(q));
      const [counted] = await db.select({ n: count() }).from(books).where(where);
      return page(rows.map(book), counted?.n ?? 0, q);
    },
  );

  app.get(
    '/books/:slug',
    {
      schema: {
        tags: ['admin'],
        params: slugParams,
        response: { 200: z.object({ book: anyItem }), 404: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      const [row] = await db.select().from(books).where(eq(books.slug, request.params.slug));
      if (!row) throw notFound();
      return { book: book(row) };
    },
  );

  app.patch(
    '/books/:slug',
    {
      preHandler: admin,
      schema: { tags: ['admin'], params: slugParams, body: bookContentSchema, response: one('book') },
    },
    async (request) => {
      const { slug } = request.params;
      const body = request.body;
      const updated = await change(
        request,
        { action: 'content.book.update', targetType: 'book', targetId: () => slug },
        async (tx) => {
          const [before] = await tx.select().from(books).where(eq(books.slug, slug)).for('update');
          if (!before) throw notFound();
          const [category] = await tx.select().from(categories).where(eq(categories.slug, body.category_slug));
          if (!category) {
            throw new HttpError(400, 'validation_error', INVALID, [
              { path: ['category_slug'], message_id: INVALID, message: INVALID },
            ]);
          }
          const [row] = await tx
            .update(books)
            .set({
              categorySlug: body.category_slug,
              name: body.name,
              summary: body.summary,
              description: body.description,
              coverAlt: body.cover_alt,
              popularity: body.popularity,
              ageMin: body.age_min,
              ageMax: body.age_max,
              formats: body.formats,
            })
            .where(eq(books.slug, slug))
            .returning();
          if (!row) throw notFound();
          return { before: book(before), after: book(row), result: row };
        },
      );
      return { book: book(updated) };
    },
  );

  app.post(
    '/books/:slug/cover',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        params: slugParams,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with the picture in the field `cover` (JPG, PNG or WebP, at most 5 MB)',
        response: one('book'),
      },
    },
    async (request) => {
      const { slug } = request.params;
      const [exists] = await db.select({ slug: books.slug }).from(books).where(eq(books.slug, slug));
      if (!exists) throw notFound();
      const part = await request.file();
      if (part?.fieldname !== 'cover') throw new HttpError(400, 'invalid_image', 'common.error.coverInvalid');
      const data = await part.toBuffer().catch(() => {
        throw new HttpError(413, 'image_too_large', 'common.error.coverTooLarge');
      });
      const cover = await storeCover(app.config.dataDir, slug, data);
      const updated = await change(
        request,
        { action: 'content.book.cover', targetType: 'book', targetId: () => slug },
        async (tx) => {
          const [before] = await tx.select().from(books).where(eq(books.slug, slug)).for('update');
          if (!before) throw notFound();
          const [row] = await tx
            .update(books)
            .set({ coverPath: cover.path, coverWidth: cover.width, coverHeight: cover.height })
            .where(eq(books.slug, slug))
            .returning();
          if (!row) throw notFound();
          return { before: { cover_path: before.coverPath }, after: { cover_path: row.coverPath }, result: row };
        },
      );
      return { book: book(updated) };
    },
  );

  /* ---------- pages ---------- */

  app.get(
    '/pages',
    { schema: { tags: ['admin'], querystring: listQuery(['slug']), response: { 200: listAnswer, ...guardResponses } } },
    async (request) => {
      const q = request.query;
      const rows = await db
        .select()
        .from(pages)
        .orderBy(q.order === 'desc' ? desc(pages.slug) : asc(pages.slug))
        .limit(q.per_page)
        .offset(offsetOf(q));
      const [counted] = await db.select({ n: count() }).from(pages);
      return page(rows.map(pageJson), counted?.n ?? 0, q);
    },
  );

  app.patch(
    '/pages/:slug',
    {
      preHandler: admin,
      schema: { tags: ['admin'], params: slugParams, body: pageContentSchema, response: one('page') },
    },
    async (request) => {
      const { slug } = request.params;
      const updated = await change(
        request,
        { action: 'content.page.update', targetType: 'page', targetId: () => slug },
        async (tx) => {
          const [before] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
          if (!before) throw notFound();
          const [row] = await tx
            .update(pages)
            .set({ ...request.body, updatedAt: new Date() })
            .where(eq(pages.slug, slug))
            .returning();
          if (!row) throw notFound();
          return { before: pageJson(before), after: pageJson(row), result: row };
        },
      );
      return { page: pageJson(updated) };
    },
  );

  /* ---------- price configs ---------- */

  app.get(
    '/price_configs',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['currency']),
        response: { 200: listAnswer, ...guardResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await db
        .select()
        .from(priceConfigs)
        .orderBy(asc(priceConfigs.currency))
        .limit(q.per_page)
        .offset(offsetOf(q));
      const [counted] = await db.select({ n: count() }).from(priceConfigs);
      return page(rows.map(priceConfigJson), counted?.n ?? 0, q);
    },
  );

  app.patch(
    '/price_configs/:id',
    {
      preHandler: admin,
      schema: { tags: ['admin'], params: numericId, body: priceConfigContentSchema, response: one('price_config') },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const updated = await change(
        request,
        { action: 'content.price_config.update', targetType: 'price_config', targetId: () => String(id) },
        async (tx) => {
          const [before] = await tx.select().from(priceConfigs).where(eq(priceConfigs.id, id)).for('update');
          if (!before) throw notFound();
          const [row] = await tx
            .update(priceConfigs)
            .set({
              basePrice: body.base_price,
              pdfPrice: body.pdf_price,
              softcoverPrice: body.softcover_price,
              hardcoverPrice: body.hardcover_price,
              shipping: body.shipping,
              shippingByCountry: body.shipping_by_country,
            })
            .where(eq(priceConfigs.id, id))
            .returning();
          if (!row) throw notFound();
          return { before: priceConfigJson(before), after: priceConfigJson(row), result: row };
        },
      );
      return { price_config: priceConfigJson(updated) };
    },
  );
};

export default content;
