/**
 * GET /referrals/statements/:month?format=csv|pdf: the signed-in ambassador's statement of one calendar
 * month (ambassadors/statements.ts), as a download, in the request's language.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAmbassador } from '../../ambassadors/account';
import { currentAmbassador, requireAmbassador } from '../../ambassadors/authenticate';
import { monthlyStatement, statementCsv, statementPdf } from '../../ambassadors/statements';
import { localeOf } from '../../lib/locale';
import type { KeysOption } from './auth';

const statementSchema = {
  tags: ['referrals'],
  headers: z.object({ authorization: z.string().optional().describe('Bearer <token>') }),
  params: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .describe('YYYY-MM'),
  }),
  querystring: z.object({ format: z.enum(['csv', 'pdf']).default('csv') }),
};

const statements: FastifyPluginAsyncZod<KeysOption> = async (app, { keys }) => {
  requireAmbassador(app, keys);
  app.get('/statements/:month', { schema: statementSchema }, async (request, reply) => {
    const { id } = currentAmbassador(request);
    const locale = localeOf(request);
    const { month } = request.params;
    const statement = await monthlyStatement(app.database.db, id, month, locale);
    const name = `statement-${month}.${request.query.format}`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store');
    if (request.query.format === 'csv') {
      return reply.type('text/csv; charset=utf-8').send(statementCsv(statement, locale));
    }
    const ambassador = await loadAmbassador(app.database.db, id);
    const pdf = await statementPdf(statement, locale, { name: ambassador.name, siteName: app.config.siteName });
    return reply.type('application/pdf').send(pdf);
  });
};

export default statements;
