/**
 * GET /admin/print/attention: printed books the partner refused (a file failed its checks) or cancelled, with
 * its reason; the order stays at printing until the team fixes the files and hands it over again. Staff only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printAttention } from '../../print/events';
import { authenticateStaff } from '../../staff/auth';
import { guardResponses } from '../../staff/schemas';

const attentionSchema = {
  tags: ['admin'],
  description: 'Printed books the print partner rejected or cancelled, oldest first, with the partner’s reason.',
  response: {
    200: z.object({
      items: z.array(
        z.object({
          order_id: z.uuid(),
          order_number: z.string(),
          partner: z.string(),
          partner_job_id: z.string().nullable(),
          status: z.enum(['rejected', 'canceled']),
          partner_status: z.string().nullable(),
          reason: z.string().nullable(),
          updated_at: z.string(),
        }),
      ),
    }),
    ...guardResponses,
  },
};

const attentionRoute: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('staff', null);
  authenticateStaff(app);
  app.get('/attention', { schema: attentionSchema }, async () => {
    const rows = await printAttention(app);
    return {
      items: rows.map((row) => ({
        order_id: row.orderId,
        order_number: row.orderNumber,
        partner: row.partner,
        partner_job_id: row.partnerJobId,
        status: row.status as 'rejected' | 'canceled',
        partner_status: row.partnerStatus,
        reason: row.reason,
        updated_at: row.updatedAt.toISOString(),
      })),
    };
  });
};

export default attentionRoute;
