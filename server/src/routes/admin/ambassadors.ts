/**
 * Ambassador review in the back office. Everyone on the team reads and may take an application into
 * review; approving, rejecting and suspending are admin-only. Every step is audited in its transaction.
 */
import {
  listOf,
  staffAmbassadorDetailSchema,
  staffAmbassadorItemSchema,
  staffAmbassadorResponseSchema,
} from '@shop/shared/contracts';
import { reasonSchema, VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActivationError, activateAmbassador } from '../../ambassadors/activation';
import {
  type AmbassadorStep,
  ambassadorDetail,
  ambassadorStepRefused,
  listAmbassadorsForStaff,
  statusSnapshot,
  stepAmbassador,
} from '../../ambassadors/back-office';
import { AMBASSADOR_STATUSES } from '../../db/schema';
import { errorResponse, notFound } from '../../lib/http-error';
import { listQuery, pageOf } from '../../lib/list-query';
import { recordAudit } from '../../staff/audit';
import { requireStaff } from '../../staff/auth';
import { guardResponses, idParams, stepResponses } from '../../staff/schemas';

const { invalid: INVALID } = VALIDATION_MESSAGES;
const stepAnswer = stepResponses(staffAmbassadorResponseSchema);

/** The ambassadors list's filters, which its CSV (routes/admin/exports.ts) takes as well. */
export const ambassadorFilterQuery = {
  status: z.enum(AMBASSADOR_STATUSES, { error: INVALID }).optional(),
  q: z.string().trim().max(200).optional(),
};

const ambassadors: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireStaff('admin');

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['created_at', 'name', 'status']).extend(ambassadorFilterQuery),
        response: { 200: listOf(staffAmbassadorItemSchema), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      return pageOf(request.query, await listAmbassadorsForStaff(db, request.query));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: staffAmbassadorDetailSchema, 400: errorResponse, 404: errorResponse, ...guardResponses },
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
