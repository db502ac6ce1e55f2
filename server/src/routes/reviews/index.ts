import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf, pickTranslation } from '../../lib/locale';
import { listReviews } from '../../catalogue/repository';
import { reviewsSchema } from '../../catalogue/schemas';

const reviews: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: reviewsSchema }, async (request, reply) => {
    const locale = localeOf(request);
    const rows = await listReviews(app.database.db);
    reply.header('vary', 'Accept-Language');
    return {
      reviews: rows.map((row) => ({
        id: row.id,
        name: row.name,
        rating: row.rating,
        text: pickTranslation(row.text, locale),
        date: row.date,
      })),
    };
  });
};

export default reviews;
