import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewsJson } from '../../catalogue/content';
import { reviewsSchema } from '../../catalogue/schemas';
import { localeOf } from '../../lib/locale';

const reviews: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: reviewsSchema }, async (request, reply) => {
    reply.header('vary', 'Accept-Language');
    const reviews = await reviewsJson(app.database.db, localeOf(request));
    const { limit } = request.query;
    return { reviews: limit === undefined ? reviews : reviews.slice(0, limit), total: reviews.length };
  });
};

export default reviews;
