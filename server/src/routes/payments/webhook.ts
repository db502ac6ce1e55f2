/**
 * POST /payments/webhook: the gateway tells the shop how a session ended, or that money went back. The signature covers the exact
 * bytes, so this route (and only this one) keeps the raw body; it is verified before it is parsed.
 * Answers 200 for every authentic event, applied now or before, so the gateway stops redelivering it;
 * 400 for anything not signed with the secret within the tolerance.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { applyPaymentResult } from '../../payments/apply';
import { type VerifiedEvent, WebhookVerificationError } from '../../payments/gateway';
import { applyRefundEvent } from '../../payments/refunds';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

const webhookSchema = {
  description:
    'Signed events of the configured gateway. The sandbox\'s header is `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, ' +
    "Stripe's is `Stripe-Signature` in the same scheme with its endpoint secret; events older than 5 minutes are refused.",
  headers: z.looseObject({ 'sandbox-signature': z.string().optional(), 'stripe-signature': z.string().optional() }),
  response: {
    200: z.object({
      received: z.literal(true),
      duplicate: z.boolean().describe('The event had been applied before'),
    }),
    400: errorResponse.describe("'invalid_signature': not signed with the shop's secret, tampered with, or stale"),
  },
};

const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );

  app.post('/webhook', { schema: webhookSchema }, async (request) => {
    const { gateway } = app.payments;
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event: VerifiedEvent;
    try {
      event = await gateway.verifyWebhook({ rawBody: raw, headers: request.headers, ip: request.ip });
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      request.log.warn({ reason: error.message }, 'webhook refused');
      throw new HttpError(400, 'invalid_signature', 'Invalid webhook signature');
    }
    if ('ignored' in event) {
      request.log.info({ eventId: event.id, type: event.type }, 'webhook event the shop does not act on');
      return { received: true as const, duplicate: false };
    }
    if ('kind' in event) {
      const applied = await applyRefundEvent(app, gateway.provider, event);
      return { received: true as const, duplicate: applied.duplicate };
    }
    const applied = await applyPaymentResult(app, {
      provider: gateway.provider,
      eventId: event.id,
      type: event.type ?? `checkout.session.${event.status}`,
      sessionId: event.sessionId,
      status: event.status,
      failureCode: event.failureCode,
      charged: { amount: event.amount, currency: event.currency },
      paymentId: event.paymentId,
      payload: event.payload,
    });
    return { received: true as const, duplicate: applied.duplicate };
  });
};

export default webhookRoute;
