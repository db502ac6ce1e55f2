import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { localeOf, pickTranslation } from '../../lib/locale';
import { findPage } from '../../catalogue/repository';
import { pageSchema } from '../../catalogue/schemas';

const pages: FastifyPluginAsyncZod = async (app) => {
  app.get('/:slug', { schema: pageSchema }, async (request, reply) => {
    const page = await findPage(app.database.db, request.params.slug);
    if (!page) throw notFound('common.error.pageNotFound');
    const locale = localeOf(request);
    reply.header('vary', 'Accept-Language');
    return {
      slug: page.slug,
      title: pickTranslation(page.title, locale),
      description: pickTranslation(page.description, locale),
      sections: page.sections.map((section) => ({
        heading: pickTranslation(section.heading, locale),
        paragraphs: section.paragraphs.map((paragraph) => pickTranslation(paragraph, locale)),
      })),
      updated_at: page.updatedAt.toISOString(),
    };
  });
};

export default pages;
