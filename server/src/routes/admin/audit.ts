/** The audit log (admin only), newest first, filtered by who, what and which record (staff/audit.ts). */
import { auditEntrySchema, listOf } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { listQuery } from '../../lib/list-query';
import { localeOf } from '../../lib/locale';
import { listAuditEntries } from '../../staff/audit';
import { requireStaff } from '../../staff/auth';
import { guardResponses } from '../../staff/schemas';

const query = listQuery(['created_at']).extend({
  staff_id: z.uuid().optional(),
  action: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(50).optional(),
  target_id: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireStaff('admin'));

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: query,
        response: { 200: listOf(auditEntrySchema), 400: errorResponse, ...guardResponses },
      },
    },
    // Book and page names in the reader's language (the back office sends its own).
    async (request) => listAuditEntries(app.database.db, request.query, localeOf(request)),
  );
};

export default auditRoutes;
