import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from './schema';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: healthSchema }, async (request, reply) => {
    try {
      await app.database.pool.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ error: 'unavailable', message: 'The database is unavailable.' });
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
};

export default health;
