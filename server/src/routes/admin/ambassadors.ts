/**
 * Ambassador review in the back office. Everyone on the team reads and may take an application into
 * review; approving, rejecting and suspending are admin-only. Every step is audited in its transaction.
 */
import { reasonSchema, VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AmbassadorStep,
  ambassadorDetail,
  ambassadorStepRefused,
  listAmbassadorsForStaff,
  statusSnapshot,
  stepAmbassador,
} from '../../ambassadors/back-office';
import { recordAudit } from '../../staff/audit';
import { requireStaff } from '../../staff/auth';
import { ActivationError, activateAmbassador } from '../../ambassadors/activation';
import {
  AMBASSADOR_STATUSES,
  LEDGER_KINDS,
  LEDGER_STATUSES,
  PAYOUT_STATUSES,
  REFERRAL_STATUSES,
  REFERRED_TYPES,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { guardResponses, idParams, listOf, listQuery } from '../../staff/schemas';
import { errorResponse } from '../../lib/http-error';
import type { FastifyRequest } from 'fastify';

const { invalid: INVALID } = VALIDATION_MESSAGES;
const nullable = z.string().nullable();

const listItem = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  status: z.enum(AMBASSADOR_STATUSES),
  referral_code: z.string(),
  created_at: z.string(),
  referrals_count: z.number().int(),
  earned: z.number().int().describe('USD cents'),
});

const profile = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  phone: z.string(),
  about: nullable,
  website: nullable,
  instagram: nullable,
  tiktok: nullable,
  youtube: nullable,
  facebook: nullable,
  pinterest: nullable,
  locale: z.string(),
  status: z.enum(AMBASSADOR_STATUSES),
  status_reason: nullable,
  referral_code: z.string(),
  recruiter_id: z.uuid().nullable(),
  activated_at: nullable,
  created_at: z.string(),
});

const detail = z.object({
  ambassador: profile,
  balances: z.object({
    currency: z.string(),
    earned: z.number().int(),
    available: z.number().int(),
    on_hold: z.number().int(),
    paid_out: z.number().int(),
  }),
  referrals: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      referred_type: z.enum(REFERRED_TYPES),
      status: z.enum(REFERRAL_STATUSES),
      order_id: z.uuid().nullable(),
      created_at: z.string(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(LEDGER_KINDS),
      amount: z.number().int(),
      currency: z.string(),
      status: z.enum(LEDGER_STATUSES),
      order_id: z.uuid().nullable(),
      payout_id: z.uuid().nullable(),
      available_at: z.string(),
      created_at: z.string(),
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.uuid(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.enum(PAYOUT_STATUSES),
      destination: z.string(),
      requested_at: z.string(),
      paid_at: nullable,
      bank_reference: nullable,
    }),
  ),
});

const stepAnswer = {
  200: z.object({ ambassador: profile }),
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  ...guardResponses,
};

const ambassadors: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireStaff('admin');

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['created_at', 'name', 'status']).extend({
          status: z.enum(AMBASSADOR_STATUSES, { error: INVALID }).optional(),
          q: z.string().trim().max(200).optional(),
        }),
        response: { 200: listOf(listItem), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      const { items, total } = await listAmbassadorsForStaff(db, request.query);
      return { items, total, page: request.query.page, per_page: request.query.per_page };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: detail, 400: errorResponse, 404: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      const found = await ambassadorDetail(db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  async function step(request: FastifyRequest, id: string, name: AmbassadorStep, reason?: string) {
    const { after } = await db.transaction(async (tx) => {
      const moved = await stepAmbassador(tx, id, name, reason);
      if (moved.changed) {
        await recordAudit(tx, request, {
          action: `ambassador.${name}`,
          targetType: 'ambassador',
          targetId: id,
          before: statusSnapshot(moved.before),
          after: statusSnapshot(moved.after),
        });
      }
      return moved;
    });
    const found = await ambassadorDetail(db, after.id);
    if (!found) throw notFound();
    return { ambassador: found.ambassador };
  }

  const withReason = { tags: ['admin'], params: idParams, body: reasonSchema, response: stepAnswer };

  app.post('/:id/review', { schema: { tags: ['admin'], params: idParams, response: stepAnswer } }, async (request) =>
    step(request, request.params.id, 'review'),
  );
  app.post('/:id/reject', { preHandler: admin, schema: withReason }, async (request) =>
    step(request, request.params.id, 'reject', request.body.reason),
  );
  app.post('/:id/suspend', { preHandler: admin, schema: withReason }, async (request) =>
    step(request, request.params.id, 'suspend', request.body.reason),
  );

  app.post(
    '/:id/approve',
    { preHandler: admin, schema: { tags: ['admin'], params: idParams, response: stepAnswer } },
    async (request) => {
      const { id } = request.params;
      try {
        // The activation e-mail with the sign-in link goes out after the commit (activation.ts).
        await activateAmbassador({ db, mailer: app.mailer, config: app.config }, id, (tx, before, after) =>
          recordAudit(tx, request, {
            action: 'ambassador.approve',
            targetType: 'ambassador',
            targetId: id,
            before: statusSnapshot(before),
            after: statusSnapshot(after),
          }),
        );
      } catch (error) {
        if (!(error instanceof ActivationError)) throw error;
        const found = await ambassadorDetail(db, id);
        if (!found) throw notFound();
        throw ambassadorStepRefused(found.ambassador.status, 'active');
      }
      const found = await ambassadorDetail(db, id);
      if (!found) throw notFound();
      return { ambassador: found.ambassador };
    },
  );
};

export default ambassadors;
