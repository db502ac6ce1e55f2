/**
 * GET /admin/orders.csv and /admin/ambassadors.csv: a list as a spreadsheet, with the filters and the order the
 * page has (staff/exports.ts). Both hold personal data (names, e-mail addresses), so who took which file with
 * which filters is written to the audit log before it leaves, like the payout desk's bank file.
 */
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { localeOf } from '../../lib/locale';
import { recordAudit } from '../../staff/audit';
import { ambassadorsCsv, csvFileName, ordersCsv } from '../../staff/exports';
import { guardResponses } from '../../staff/schemas';
import { ambassadorFilterQuery } from './ambassadors';
import { orderFilterQuery } from './orders';

const { invalid: INVALID } = VALIDATION_MESSAGES;
const csvAnswer = { 200: z.string().describe('text/csv; UTF-8 with a BOM'), 400: errorResponse, ...guardResponses };
const order = z.enum(['asc', 'desc'], { error: INVALID }).default('desc');

function sendCsv(reply: FastifyReply, what: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(what)}"`)
    .send(csv);
}

const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/orders.csv',
    {
      schema: {
        tags: ['admin'],
        description: "The orders list's rows for its filters (every page, newest first), as CSV.",
        querystring: z.object(orderFilterQuery),
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const csv = await ordersCsv(app, request.query, localeOf(request));
      await recordAudit(db, request, {
        action: 'order.export',
        targetType: 'order',
        targetId: 'csv',
        after: { filters: request.query },
      });
      return sendCsv(reply, 'orders', csv);
    },
  );

  app.get(
    '/ambassadors.csv',
    {
      schema: {
        tags: ['admin'],
        description: "The ambassadors list's rows for its filters and sort (every page), as CSV.",
        querystring: z.object({
          ...ambassadorFilterQuery,
          sort: z.enum(['created_at', 'name', 'status'], { error: INVALID }).default('created_at'),
          order,
        }),
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const csv = await ambassadorsCsv(app, request.query);
      await recordAudit(db, request, {
        action: 'ambassador.export',
        targetType: 'ambassador',
        targetId: 'csv',
        after: { filters: request.query },
      });
      return sendCsv(reply, 'ambassadors', csv);
    },
  );
};

export default exportsRoutes;
