/** The dashboard's counts: what waits for the team right now (staff/summary.ts). */
import { staffSummarySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardResponses } from '../../staff/schemas';
import { staffSummary } from '../../staff/summary';

const summary: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['admin'], response: { 200: staffSummarySchema, ...guardResponses } } }, async () =>
    staffSummary(app.database.db, app.storage),
  );
};

export default summary;
