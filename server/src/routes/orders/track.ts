/**
 * GET /orders/track?order_number=…&email=… — what anybody holding an order's number and its e-mail may
 * see (TrackOrderJson). An unknown number and a wrong e-mail answer the same 404 'Order not found'.
 * Failed lookups are limited per client address and per order number (lib/sign-in-guard.ts, counted in
 * the database): after TRACK_LIMIT_PER_ORDER wrong e-mails for a number, that number takes one try a minute
 * from all addresses together, so a guesser is slowed to a crawl; successful lookups cost nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackOrder } from '../../fulfilment/track';
import { notFound } from '../../lib/http-error';
import { localeOf } from '../../lib/locale';
import { signInGuard } from '../../lib/sign-in-guard';
import { normalizeOrderNumber } from '../../orders/number';
import { trackOrderSchema } from '../../orders/schemas';

const track: FastifyPluginAsyncZod = async (app) => {
  const { perIp, perOrder, windowMs } = app.config.trackLimits;
  const guard = signInGuard(app, { scope: 'track', limits: { perSubject: perOrder, perIp, windowMs } });

  app.get('/track', { schema: trackOrderSchema, onRequest: guard.onRequest }, async (request, reply) => {
    const { order_number, email } = request.query;
    const number = normalizeOrderNumber(order_number);
    const attempt = await guard.admit(request, reply, number);
    const order = await trackOrder(app, number, email, localeOf(request));
    if (!order) {
      // Worded as the spec's 'Order not found' in the request's language.
      throw notFound('common.error.orderNotFound');
    }
    await attempt.succeeded(reply);
    return order;
  });
};

export default track;
