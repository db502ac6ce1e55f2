import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookSchema, listBooksSchema, popularBooksSchema, relatedBooksSchema } from '../../catalogue/schemas';
import { HttpError } from '../../lib/http-error';
import { localeOf } from '../../lib/locale';

// The storefront reads the body's `error` field of these two (spec section 8), so it carries the English text.
const bookNotFound = () => new HttpError(404, 'Book not found', 'common.error.bookNotFound');
const relatedNotFound = () => new HttpError(404, 'Related books not found', 'common.error.relatedBooksNotFound');

const books: FastifyPluginAsyncZod = async (app) => {
  // Every answer here is worded in the request's language. Set early, so compression appends to it.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('vary', 'Accept-Language');
    done();
  });

  app.get('/', { schema: listBooksSchema }, async (request) => {
    const { category, page, per_page } = request.query;
    return app.catalogue.list(localeOf(request), category, page, per_page);
  });

  app.get('/popular', { schema: popularBooksSchema }, async (request) =>
    app.catalogue.popular(localeOf(request), request.query.limit),
  );

  app.get('/:slug', { schema: bookSchema }, async (request) => {
    const book = await app.catalogue.book(localeOf(request), request.params.slug);
    if (!book) throw bookNotFound();
    return book;
  });

  app.get('/:slug/related-books', { schema: relatedBooksSchema }, async (request) => {
    const related = await app.catalogue.related(localeOf(request), request.params.slug);
    if (!related) throw relatedNotFound();
    return related;
  });
};

export default books;
