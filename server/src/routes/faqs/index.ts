import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqsJson } from '../../catalogue/content';
import { faqsSchema } from '../../catalogue/schemas';
import { localeOf } from '../../lib/locale';

const faqs: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: faqsSchema }, async (request, reply) => {
    reply.header('vary', 'Accept-Language');
    return { faqs: await faqsJson(app.database.db, localeOf(request)) };
  });
};

export default faqs;
