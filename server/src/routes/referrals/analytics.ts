/** GET /referrals/analytics: the signed-in ambassador's clicks, orders, conversion and earnings (ambassadors/analytics.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ambassadorAnalytics } from '../../ambassadors/analytics';
import { currentAmbassador, requireAmbassador } from '../../ambassadors/authenticate';
import { analyticsSchema } from '../../ambassadors/schemas';
import type { KeysOption } from './auth';

const analytics: FastifyPluginAsyncZod<KeysOption> = async (app, { keys }) => {
  requireAmbassador(app, keys);
  app.get('/analytics', { schema: analyticsSchema }, async (request) => ({
    analytics: await ambassadorAnalytics(app.database.db, currentAmbassador(request).id, request.query),
  }));
};

export default analytics;
