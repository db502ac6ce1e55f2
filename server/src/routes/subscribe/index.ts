import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeRouteSchema } from '../../contact/schemas';
import { subscribe } from '../../contact/service';
import { localeOf } from '../../lib/locale';

const subscribeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { schema: subscribeRouteSchema }, async (request, reply) => {
    const isNew = await subscribe(app.database.db, request.body.subscriber.email, localeOf(request));
    return reply.code(isNew ? 201 : 200).send({ subscribed: true });
  });
};

export default subscribeRoute;
