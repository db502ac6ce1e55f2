/**
 * GET /orders/track?order_number=…&email=… — what anybody holding an order's number and its e-mail may
 * see (TrackOrderJson). An unknown number and a wrong e-mail answer the same 404 'Order not found'.
 * Lookups are limited per client address (every attempt, before validation) and per order number (so an
 * e-mail cannot be guessed for a known number from many addresses), within TRACK_LIMIT_WINDOW_MINUTES;
 * counters live in this process's memory like the contact form's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeOrderNumber } from '../../fulfilment/service';
import { trackOrderJson } from '../../fulfilment/track';
import { HttpError, notFound } from '../../lib/http-error';
import { localeOf } from '../../lib/locale';
import { findOrderForTracking } from '../../repositories/orders';
import { trackOrderSchema } from '../../schemas/orders';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new HttpError(429, 'rate_limited', 'common.error.rateLimited');
}

function orderNumberOf(query: unknown): string {
  const value = (query as { order_number?: unknown } | null)?.order_number;
  return typeof value === 'string' ? normalizeOrderNumber(value) : '';
}

const track: FastifyPluginAsyncZod = async (app) => {
  const { perIp, perOrder, windowMs } = app.config.trackLimits;
  const byClient = app.createRateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `track:ip:${request.ip}`,
  });
  const byOrder = app.createRateLimit({
    max: perOrder,
    timeWindow: windowMs,
    keyGenerator: (request) => `track:order:${orderNumberOf(request.query)}`,
  });

  app.get(
    '/track',
    {
      schema: trackOrderSchema,
      onRequest: (request, reply) => enforce(byClient, request, reply),
      preHandler: (request, reply) => enforce(byOrder, request, reply),
    },
    async (request) => {
      const { order_number, email } = request.query;
      const order = await findOrderForTracking(app.database.db, order_number, email);
      // Worded as the spec's 'Order not found' in the request's language.
      if (!order) throw notFound('common.error.orderNotFound');
      return trackOrderJson(app, order, localeOf(request));
    },
  );
};

export default track;
