import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageJson } from '../../catalogue/content';
import { pageSchema } from '../../catalogue/schemas';
import { notFound } from '../../lib/http-error';
import { localeOf } from '../../lib/locale';

const pages: FastifyPluginAsyncZod = async (app) => {
  app.get('/:slug', { schema: pageSchema }, async (request, reply) => {
    const page = await pageJson(app.database.db, request.params.slug, localeOf(request));
    if (!page) throw notFound('common.error.pageNotFound');
    reply.header('vary', 'Accept-Language');
    return page;
  });
};

export default pages;
