/**
 * GET /orders/track?order_number=…&email=… — what anybody holding an order's number and its e-mail may
 * see (TrackOrderJson). An unknown number and a wrong e-mail answer the same 404 'Order not found'.
 * Failed lookups are limited per client address and per order number (lib/sign-in-guard.ts): after
 * TRACK_LIMIT_PER_ORDER wrong e-mails for a number, each address may try it once a minute, so a guesser is
 * slowed to a crawl while the order's owner still gets in; successful lookups cost nothing.
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
    await guard.admit(request, reply, number);
    const order = await trackOrder(app, order_number, email, localeOf(request));
    if (!order) {
      await guard.failed(request, number);
      // Worded as the spec's 'Order not found' in the request's language.
      throw notFound('common.error.orderNotFound');
    }
    return order;
  });
};

export default track;
