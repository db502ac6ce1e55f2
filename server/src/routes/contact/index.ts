import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRateLimits } from '../../contact/rate-limits';
import { contactRouteSchema } from '../../contact/schemas';
import { receiveContactMessage } from '../../contact/service';
import { localeOf } from '../../lib/locale';

const contact: FastifyPluginAsyncZod = async (app) => {
  const limits = contactRateLimits(app);

  app.post(
    '/',
    { schema: contactRouteSchema, onRequest: limits.onRequest, preHandler: limits.preHandler },
    async (request, reply) => {
      await receiveContactMessage(app, request.body, { locale: localeOf(request), ip: request.ip, log: request.log });
      return reply.code(201).send({ received: true });
    },
  );
};

export default contact;
