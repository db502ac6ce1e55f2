import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf, pickTranslation } from '../../lib/locale';
import { listFaqs } from '../../catalogue/repository';
import { faqsSchema } from '../../catalogue/schemas';

const faqs: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: faqsSchema }, async (request, reply) => {
    const locale = localeOf(request);
    const rows = await listFaqs(app.database.db);
    reply.header('vary', 'Accept-Language');
    return {
      faqs: rows.map((row) => ({
        id: row.id,
        question: pickTranslation(row.question, locale),
        answer: pickTranslation(row.answer, locale),
      })),
    };
  });
};

export default faqs;
