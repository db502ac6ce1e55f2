/**
 * The shop's content in the back office; catalogue/content-editing does the work (queries, audit entries,
 * telling the catalogue). Everyone on the team reads; changing content is admin-only.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  bookRowSchema,
  CONTENT_ANSWERS,
  categoryRowSchema,
  faqRowSchema,
  listOf,
  pageRowSchema,
  priceConfigRowSchema,
  reviewRowSchema,
} from '@shop/shared/contracts';
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AuditWriter,
  bookListQuery,
  COVER_MAX_BYTES,
  categoryListQuery,
  contentEditing,
  coverUpload,
  faqListQuery,
  pageListQuery,
  priceConfigListQuery,
  reviewListQuery,
} from '../../catalogue/content-editing';
import { errorResponse } from '../../lib/http-error';
import { recordAudit } from '../../staff/audit';
import { requireStaff } from '../../staff/auth';
import { guardResponses } from '../../staff/schemas';

const { invalid: INVALID } = VALIDATION_MESSAGES;
const idParams = z.object({
  id: z.coerce.number({ error: INVALID }).int({ error: INVALID }).positive({ error: INVALID }),
});
const slugParams = z.object({ slug: contentSlugSchema });

const listed = <T extends z.ZodType>(row: T) => ({ 200: listOf(row), 400: errorResponse, ...guardResponses });
const created = <T extends z.ZodType>(answer: T) => ({
  201: answer,
  400: errorResponse,
  409: errorResponse,
  ...guardResponses,
});
const updated = <T extends z.ZodType>(answer: T) => ({
  200: answer,
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  ...guardResponses,
});
const deleted = { 204: z.null(), 400: errorResponse, 404: errorResponse, 409: errorResponse, ...guardResponses };

/** The audit entries of a change name the staff member of the request. */
const by =
  (request: FastifyRequest): AuditWriter =>
  (tx, entry) =>
    recordAudit(tx, request, entry);

const content: FastifyPluginAsyncZod = async (app) => {
  const editing = contentEditing({
    db: app.database.db,
    storage: app.storage,
    mediaUrl: (path) => app.catalogue.mediaUrl(path),
  });
  const admin = requireStaff('admin');
  await app.register(fastifyMultipart, { limits: { fileSize: COVER_MAX_BYTES, files: 1 } });
  const tags = ['admin'];

  /* ---------- categories ---------- */

  const { categories } = editing;
  app.get(
    '/categories',
    { schema: { tags, querystring: categoryListQuery, response: listed(categoryRowSchema) } },
    async (request) => categories.list(request.query),
  );
  app.post(
    '/categories',
    {
      preHandler: admin,
      schema: { tags, body: categoryContentSchema, response: created(CONTENT_ANSWERS.categories) },
    },
    async (request, reply) => reply.code(201).send({ category: await categories.create(by(request), request.body) }),
  );
  app.patch(
    '/categories/:slug',
    {
      preHandler: admin,
      schema: {
        tags,
        params: slugParams,
        body: categoryContentSchema.omit({ slug: true }),
        response: updated(CONTENT_ANSWERS.categories),
      },
    },
    async (request) => ({ category: await categories.update(by(request), request.params.slug, request.body) }),
  );
  app.delete(
    '/categories/:slug',
    { preHandler: admin, schema: { tags, params: slugParams, response: deleted } },
    async (request, reply) => {
      await categories.remove(by(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  /* ---------- FAQs ---------- */

  const { faqs } = editing;
  app.get('/faqs', { schema: { tags, querystring: faqListQuery, response: listed(faqRowSchema) } }, async (request) =>
    faqs.list(request.query),
  );
  app.post(
    '/faqs',
    { preHandler: admin, schema: { tags, body: faqContentSchema, response: created(CONTENT_ANSWERS.faqs) } },
    async (request, reply) => reply.code(201).send({ faq: await faqs.create(by(request), request.body) }),
  );
  app.patch(
    '/faqs/:id',
    {
      preHandler: admin,
      schema: { tags, params: idParams, body: faqContentSchema, response: updated(CONTENT_ANSWERS.faqs) },
    },
    async (request) => ({ faq: await faqs.update(by(request), request.params.id, request.body) }),
  );
  app.delete(
    '/faqs/:id',
    { preHandler: admin, schema: { tags, params: idParams, response: deleted } },
    async (request, reply) => {
      await faqs.remove(by(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  /* ---------- reviews ---------- */

  const { reviews } = editing;
  app.get(
    '/reviews',
    { schema: { tags, querystring: reviewListQuery, response: listed(reviewRowSchema) } },
    async (request) => reviews.list(request.query),
  );
  app.post(
    '/reviews',
    { preHandler: admin, schema: { tags, body: reviewContentSchema, response: created(CONTENT_ANSWERS.reviews) } },
    async (request, reply) => reply.code(201).send({ review: await reviews.create(by(request), request.body) }),
  );
  app.patch(
    '/reviews/:id',
    {
      preHandler: admin,
      schema: { tags, params: idParams, body: reviewContentSchema, response: updated(CONTENT_ANSWERS.reviews) },
    },
    async (request) => ({ review: await reviews.update(by(request), request.params.id, request.body) }),
  );
  app.delete(
    '/reviews/:id',
    { preHandler: admin, schema: { tags, params: idParams, response: deleted } },
    async (request, reply) => {
      await reviews.remove(by(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  /* ---------- books ---------- */

  const { books } = editing;
  app.get(
    '/books',
    { schema: { tags, querystring: bookListQuery, response: listed(bookRowSchema) } },
    async (request) => books.list(request.query),
  );
  app.get(
    '/books/:slug',
    {
      schema: {
        tags,
        params: slugParams,
        response: { 200: CONTENT_ANSWERS.books, 400: errorResponse, 404: errorResponse, ...guardResponses },
      },
    },
    async (request) => ({ book: await books.get(request.params.slug) }),
  );
  app.patch(
    '/books/:slug',
    {
      preHandler: admin,
      schema: { tags, params: slugParams, body: bookContentSchema, response: updated(CONTENT_ANSWERS.books) },
    },
    async (request) => ({ book: await books.update(by(request), request.params.slug, request.body) }),
  );
  app.post(
    '/books/:slug/cover',
    {
      preHandler: admin,
      schema: {
        tags,
        params: slugParams,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with the picture in the field `cover` (JPG, PNG or WebP, at most 5 MB)',
        response: { ...updated(CONTENT_ANSWERS.books), 413: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      // An unknown book is 404 before the upload is read.
      await books.get(request.params.slug);
      const picture = await coverUpload(request);
      return { book: await books.replaceCover(by(request), request.params.slug, picture) };
    },
  );

  /* ---------- pages ---------- */

  const { pages } = editing;
  app.get(
    '/pages',
    { schema: { tags, querystring: pageListQuery, response: listed(pageRowSchema) } },
    async (request) => pages.list(request.query),
  );
  app.patch(
    '/pages/:slug',
    {
      preHandler: admin,
      schema: { tags, params: slugParams, body: pageContentSchema, response: updated(CONTENT_ANSWERS.pages) },
    },
    async (request) => ({ page: await pages.update(by(request), request.params.slug, request.body) }),
  );

  /* ---------- price configs ---------- */

  const { priceConfigs } = editing;
  app.get(
    '/price_configs',
    { schema: { tags, querystring: priceConfigListQuery, response: listed(priceConfigRowSchema) } },
    async (request) => priceConfigs.list(request.query),
  );
  app.patch(
    '/price_configs/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        params: idParams,
        body: priceConfigContentSchema,
        response: updated(CONTENT_ANSWERS.price_configs),
      },
    },
    async (request) => ({
      price_config: await priceConfigs.update(by(request), request.params.id, request.body),
    }),
  );
};

export default content;
