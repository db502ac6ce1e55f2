/** The audit log (admin only), newest first, filtered by who, what and which record. */
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../staff/auth';
import { auditLog } from '../../db/schema';
import { auditEntryJson, guardResponses, listOf, listQuery, offsetOf } from '../../staff/schemas';
import { errorResponse } from '../../lib/http-error';

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
  const { db } = app.database;

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: query,
        response: { 200: listOf(auditEntryJson), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const filters: SQL[] = [];
      if (q.staff_id) filters.push(eq(auditLog.staffId, q.staff_id));
      if (q.action) filters.push(eq(auditLog.action, q.action));
      if (q.target_type) filters.push(eq(auditLog.targetType, q.target_type));
      if (q.target_id) filters.push(eq(auditLog.targetId, q.target_id));
      if (q.from) filters.push(gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)));
      // `to` is inclusive: everything before the next day.
      if (q.to) filters.push(lt(auditLog.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
      const where = filters.length ? and(...filters) : undefined;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(q.order === 'asc' ? asc(auditLog.createdAt) : desc(auditLog.createdAt), desc(auditLog.id))
        .limit(q.per_page)
        .offset(offsetOf(q));
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return {
        items: rows.map((row) => ({
          id: row.id,
          staff_id: row.staffId,
          staff_email: row.staffEmail,
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          before: row.before,
          after: row.after,
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page: q.page,
        per_page: q.per_page,
      };
    },
  );
};

export default auditRoutes;
