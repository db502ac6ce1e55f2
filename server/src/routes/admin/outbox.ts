/**
 * The mail outbox in the back office: everyone on the team reads it (a parent says an e-mail never came);
 * sending a kept message again is admin-only and audited. Ids are checked by mail/back-office.ts.
 */
import {
  listOf,
  outboxItemResponseSchema,
  outboxItemSchema,
  outboxMessageResponseSchema,
  pageQuerySchema,
} from '@shop/shared/contracts';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError, notFound } from '../../lib/http-error';
import { pageOf } from '../../lib/list-query';
import { listOutbox, markResent, outboxItem, readRaw, readSummary } from '../../mail/back-office';
import { recordAudit } from '../../staff/audit';
import { requireStaff } from '../../staff/auth';
import { guardResponses } from '../../staff/schemas';

const { invalid: INVALID } = VALIDATION_MESSAGES;

const params = z.object({ id: z.string().max(64, { error: INVALID }) });

const outbox: FastifyPluginAsyncZod = async (app) => {
  async function found(id: string) {
    const summary = await readSummary(app.storage, id);
    if (!summary) throw notFound();
    return summary;
  }

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: pageQuerySchema.extend({ q: z.string().trim().max(200, { error: INVALID }).optional() }),
        response: { 200: listOf(outboxItemSchema), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      return pageOf(request.query, await listOutbox(app.storage, request.query));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params,
        response: { 200: outboxMessageResponseSchema, 404: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      const summary = await found(request.params.id);
      return {
        message: {
          ...outboxItem(request.params.id, summary),
          from: summary.from,
          text: summary.text ?? null,
          html: summary.html ?? null,
        },
      };
    },
  );

  app.get(
    '/:id/raw',
    {
      schema: {
        tags: ['admin'],
        params,
        response: { 200: z.unknown().describe('message/rfc822'), 404: errorResponse, ...guardResponses },
      },
    },
    async (request, reply) => {
      const raw = await readRaw(app.storage, request.params.id);
      if (!raw) throw notFound();
      return reply
        .header('content-type', 'message/rfc822')
        .header('content-disposition', `attachment; filename="${request.params.id}.eml"`)
        .send(raw);
    },
  );

  app.post(
    '/:id/resend',
    {
      preHandler: requireStaff('admin'),
      schema: {
        tags: ['admin'],
        params,
        response: { 200: outboxItemResponseSchema, 404: errorResponse, 409: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const summary = await found(id);
      const raw = await readRaw(app.storage, id);
      if (!raw) throw notFound();
      const sent = await app.mailer.sendStored(raw, { from: summary.from, to: summary.to });
      if (!sent) throw new HttpError(409, 'smtp_not_configured', 'common.error.smtpNotConfigured');
      const updated = await markResent(app.storage, id, summary);
      // The message has left: the entry records it even though a file, not a row, changed.
      await recordAudit(app.database.db, request, {
        action: 'outbox.resend',
        targetType: 'outbox',
        targetId: id,
        after: { to: summary.to, subject: summary.subject, message_id: sent.messageId },
      });
      return { message: outboxItem(id, updated) };
    },
  );
};

export default outbox;
