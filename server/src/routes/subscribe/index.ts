import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale';
import { addSubscriber } from '../../contact/repository';
import { subscribeRouteSchema } from '../../contact/schemas';

const subscribe: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { schema: subscribeRouteSchema }, async (request, reply) => {
    const isNew = await addSubscriber(app.database.db, request.body.subscriber.email, localeOf(request));
    // Subscribing twice is not an error: the visitor's wish is fulfilled either way.
    return reply.code(isNew ? 201 : 200).send({ subscribed: true });
  });
};

export default subscribe;
