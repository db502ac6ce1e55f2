/** Staff management (admin only): list, add, change role or disable, end an account's sessions. */
import {
  listOf,
  revokedSessionsSchema,
  staffUserAccountResponseSchema,
  staffUserAccountSchema,
} from '@shop/shared/contracts';
import { PERSON_NAME_MAX, STAFF_ROLES, staffAccountSchema, VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { listQuery } from '../../lib/list-query';
import { createStaff, findStaff, listStaff, staffView, updateStaff } from '../../staff/accounts';
import { recordAudit } from '../../staff/audit';
import { currentStaff, requireStaff } from '../../staff/auth';
import { guardResponses, idParams } from '../../staff/schemas';
import { revokeAllSessions } from '../../staff/sessions';

const { required: REQUIRED, tooLong: TOO_LONG } = VALIDATION_MESSAGES;

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireStaff('admin'));
  const { db } = app.database;

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['created_at', 'email', 'name', 'role']),
        response: { 200: listOf(staffUserAccountSchema), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      const { items, total } = await listStaff(db, request.query);
      return { items: items.map(staffView), total, page: request.query.page, per_page: request.query.per_page };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        body: staffAccountSchema,
        response: {
          201: staffUserAccountResponseSchema,
          400: errorResponse,
          409: errorResponse,
          ...guardResponses,
        },
      },
    },
    async (request, reply) => {
      const user = await db.transaction(async (tx) => {
        const created = await createStaff(tx, request.body);
        await recordAudit(tx, request, {
          action: 'staff.create',
          targetType: 'staff',
          targetId: created.id,
          after: staffView(created),
        });
        return created;
      });
      return reply.code(201).send({ staff: staffView(user) });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: z.object({
          role: z.enum(STAFF_ROLES, { error: REQUIRED }).optional(),
          disabled: z.boolean({ error: REQUIRED }).optional(),
          name: z
            .string({ error: REQUIRED })
            .trim()
            .min(1, { error: REQUIRED })
            .max(PERSON_NAME_MAX, { error: TOO_LONG })
            .optional(),
        }),
        response: {
          200: staffUserAccountResponseSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guardResponses,
        },
      },
    },
    async (request) => {
      if (
        request.params.id === currentStaff(request).id &&
        (request.body.disabled || request.body.role === 'support')
      ) {
        // Locking oneself out by accident helps nobody; another admin can do it.
        throw new HttpError(409, 'own_account', 'common.error.forbidden');
      }
      const { after } = await db.transaction(async (tx) => {
        const change = await updateStaff(tx, request.params.id, request.body);
        await recordAudit(tx, request, {
          action: 'staff.update',
          targetType: 'staff',
          targetId: request.params.id,
          before: staffView(change.before),
          after: staffView(change.after),
        });
        return change;
      });
      return { staff: staffView(after) };
    },
  );

  app.post(
    '/:id/revoke_sessions',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        response: {
          200: revokedSessionsSchema,
          400: errorResponse,
          404: errorResponse,
          ...guardResponses,
        },
      },
    },
    async (request) => {
      const revoked = await db.transaction(async (tx) => {
        if (!(await findStaff(tx, request.params.id))) throw new HttpError(404, 'not_found', 'common.error.notFound');
        const count = await revokeAllSessions(tx, request.params.id);
        await recordAudit(tx, request, {
          action: 'staff.revoke_sessions',
          targetType: 'staff',
          targetId: request.params.id,
          after: { revoked: count },
        });
        return count;
      });
      return { revoked };
    },
  );
};

export default staffRoutes;
