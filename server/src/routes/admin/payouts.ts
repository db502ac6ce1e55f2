/**
 * Payouts in the back office: everyone on the team sees the queue; moving money (processing, paid) and
 * the bank file with full account numbers are admin-only, and each is audited.
 */
import { listOf, staffPayoutResponseSchema, staffPayoutSchema } from '@shop/shared/contracts';
import { payoutPaidSchema, VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { movePayout } from '../../ambassadors/ledger';
import { findPayoutForStaff, listPayoutsForStaff, payoutsCsv } from '../../ambassadors/payout-desk';
import { ambassadorKeys } from '../../ambassadors/secrets';
import { PAYOUT_STATUSES } from '../../db/schema';
import { errorResponse, HttpError, notFound } from '../../lib/http-error';
import { listQuery, pageOf } from '../../lib/list-query';
import { recordAudit } from '../../staff/audit';
import { requireStaff } from '../../staff/auth';
import { guardResponses, idParams, stepResponses } from '../../staff/schemas';

const { invalid: INVALID } = VALIDATION_MESSAGES;

const payoutAnswer = stepResponses(staffPayoutResponseSchema);

const payouts: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireStaff('admin');

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['created_at', 'amount', 'status']).extend({
          status: z.enum(PAYOUT_STATUSES, { error: INVALID }).optional(),
          ambassador_id: z.uuid({ error: INVALID }).optional(),
        }),
        response: { 200: listOf(staffPayoutSchema), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      return pageOf(request.query, await listPayoutsForStaff(db, request.query));
    },
  );

  /** Both steps: the row lock in movePayout makes a double click one change; the audit follows only a change. */
  async function step(
    request: Parameters<typeof recordAudit>[1],
    id: string,
    to: 'processing' | 'paid',
    reference?: string,
  ) {
    await db.transaction(async (tx) => {
      const moved = await movePayout(tx, id, to, reference);
      if (!moved) throw notFound();
      if (!moved.changed) return;
      await recordAudit(tx, request, {
        action: to === 'paid' ? 'payout.pay' : 'payout.process',
        targetType: 'payout',
        targetId: id,
        before: { status: moved.before.status, bank_reference: moved.before.bankReference },
        after: { status: moved.after.status, bank_reference: moved.after.bankReference },
      });
    });
    const payout = await findPayoutForStaff(db, id);
    if (!payout) throw notFound();
    return { payout };
  }

  app.post(
    '/:id/process',
    { preHandler: admin, schema: { tags: ['admin'], params: idParams, response: payoutAnswer } },
    async (request) => step(request, request.params.id, 'processing'),
  );

  app.post(
    '/:id/pay',
    {
      preHandler: admin,
      schema: { tags: ['admin'], params: idParams, body: payoutPaidSchema, response: payoutAnswer },
    },
    async (request) => step(request, request.params.id, 'paid', request.body.bank_reference),
  );

  app.get(
    '/export.csv',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        querystring: z.object({
          status: z.enum(PAYOUT_STATUSES, { error: INVALID }).default('processing'),
          ids: z
            .string()
            .transform((value) =>
              value
                .split(',')
                .map((id) => id.trim())
                .filter(Boolean),
            )
            .pipe(
              z
                .array(z.uuid({ error: INVALID }))
                .min(1, { error: INVALID })
                .max(500, { error: INVALID }),
            )
            .optional(),
        }),
        response: { 200: z.string().describe('text/csv'), 400: errorResponse, ...guardResponses },
      },
    },
    async (request, reply) => {
      const { bankKey } = await ambassadorKeys(app.config, app.log);
      const selection = request.query.ids ? { ids: request.query.ids } : { status: request.query.status };
      // The file holds full account numbers: who downloaded which payouts is recorded before it leaves.
      const { csv, ids } = await db.transaction(async (tx) => {
        const batch = await payoutsCsv(db, bankKey, selection);
        await recordAudit(tx, request, {
          action: 'payout.export',
          targetType: 'payout',
          targetId: request.query.ids ? request.query.ids.join(',').slice(0, 100) : `status:${request.query.status}`,
          after: { payouts: batch.ids },
        });
        return batch;
      });
      if (ids.length === 0 && request.query.ids) throw new HttpError(404, 'not_found', 'common.error.notFound');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${day}.csv"`)
        .send(csv);
    },
  );
};

export default payouts;
