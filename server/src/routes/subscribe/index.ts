import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeRouteSchema } from '../../contact/schemas';
import { subscribe as addSubscriber } from '../../contact/service';
import { localeOf } from '../../lib/locale';

const subscribe: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { schema: subscribeRouteSchema }, async (request, reply) => {
    const isNew = await addSubscriber(app.database.db, request.body.subscriber.email, localeOf(request));
    // Subscribing twice is not an error: the visitor's wish is fulfilled either way.
    return reply.code(isNew ? 201 : 200).send({ subscribed: true });
  });
};

export default subscribe;
