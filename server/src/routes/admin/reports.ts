/** The overview's sales reports for a period (staff/reports.ts). Everyone on the team reads them. */
import { REPORT_BUCKETS, staffReportSchema } from '@shop/shared/contracts';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { localeOf } from '../../lib/locale';
import { salesReport } from '../../staff/reports';
import { guardResponses } from '../../staff/schemas';

const { invalid: INVALID } = VALIDATION_MESSAGES;
const day = z.iso.date({ error: INVALID });
/** A little over a year: enough for "this year against last", few enough rows to group in memory. */
const LONGEST_DAYS = 400;

const reports: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        description:
          'Sales of the days `from`..`to` (inclusive, UTC): orders paid in them, over time (by day, or by week ' +
          'past two months) and by book, version, story language, country and ambassador. Money in minor units ' +
          'per currency and in US cents at the stored central bank rates.',
        querystring: z
          .object({ from: day, to: day, bucket: z.enum(REPORT_BUCKETS, { error: INVALID }).optional() })
          .refine(({ from, to }) => from <= to && Date.parse(to) - Date.parse(from) <= LONGEST_DAYS * 86_400_000, {
            error: INVALID,
            path: ['to'],
          }),
        response: { 200: staffReportSchema, 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => salesReport(app, request.query, localeOf(request)),
  );
};

export default reports;
