/**
 * POST /print/webhook: the print partner's status changes (Lulu: topic PRINT_JOB_STATUS_CHANGED, signed with
 * HMAC-SHA256 of the raw body in `Lulu-HMAC-SHA256`). The signature covers the exact bytes, so this route keeps
 * the raw body and verifies it before parsing. 200 for every genuine event, applied now, before, or not at all
 * (behind what we know), so the partner stops redelivering it; 400 for a forged or tampered one; 404 with
 * PRINT_PARTNER=manual.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { applyPrintEvent } from '../../print/events';
import { printPartner } from '../../print/index';
import { type PrintEvent, PrintWebhookError } from '../../print/partner';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

const webhookSchema = {
  description:
    "The print partner's signed status events. Lulu's header is `Lulu-HMAC-SHA256: <hex HMAC-SHA256(client secret, raw body)>`; " +
    'each status change applies once, and one behind what the shop already heard changes nothing.',
  headers: z.looseObject({ 'lulu-hmac-sha256': z.string().optional() }),
  response: {
    200: z.object({
      received: z.literal(true),
      duplicate: z.boolean().describe('The event had been received before'),
      applied: z.boolean().describe('The event moved the book on (false: behind what the shop knew, or not ours)'),
    }),
    400: errorResponse.describe("'invalid_signature': not signed with the partner's secret, or tampered with"),
    404: errorResponse.describe('No print partner is configured (PRINT_PARTNER=manual)'),
  },
};

const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );

  app.post('/webhook', { schema: webhookSchema }, async (request) => {
    const partner = printPartner(app);
    if (!partner) throw new HttpError(404, 'not_found', 'No print partner is configured');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event: PrintEvent;
    try {
      event = partner.verifyWebhook(raw, request.headers);
    } catch (error) {
      if (!(error instanceof PrintWebhookError)) throw error;
      request.log.warn({ reason: error.message }, 'print webhook refused');
      throw new HttpError(400, 'invalid_signature', 'Invalid webhook signature');
    }
    const result = await applyPrintEvent(app, partner.name, event);
    request.log.info({ eventId: event.id, jobId: event.jobId, status: event.partnerStatus, ...result }, 'print event');
    return { received: true as const, ...result };
  });
};

export default webhookRoute;
