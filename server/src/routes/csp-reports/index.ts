/**
 * POST /api/v1/csp-reports — where browsers report what the pages' Content-Security-Policy blocked
 * (plugins/security-headers.ts names it in report-uri). Each violation is logged at warn
 * level: a violation in the field is either an attack or a part of the shop the policy forgot.
 *
 * Browsers send these on their own, so the answer is 204 even when the log is skipped: at most
 * REPORTS_LOGGED_PER_MINUTE requests per client address are logged, so a page in a loop (or someone
 * posting on purpose) cannot flood the log. Bodies are small; anything larger is a 413.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CspReportBody, cspReportRouteSchema } from './schema';

const BODY_LIMIT_BYTES = 64 * 1024;
const REPORTS_LOGGED_PER_MINUTE = 30;

/** One violation as logged: the same fields whichever format the browser used. */
interface Violation {
  documentUrl?: string | undefined;
  blockedUrl?: string | undefined;
  directive?: string | undefined;
  disposition?: string | undefined;
  sourceFile?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  sample?: string | undefined;
}

function violations(body: CspReportBody): Violation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        documentUrl: report['document-uri'],
        blockedUrl: report['blocked-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        disposition: report.disposition,
        sourceFile: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
      },
    ];
  }
  // A batch may carry other kinds of report (deprecation, intervention) for the same endpoint group.
  return body
    .filter((report) => report.type === 'csp-violation' && report.body)
    .map(({ url, body: report = {} }) => ({
      documentUrl: report.documentURL ?? url,
      blockedUrl: report.blockedURL,
      directive: report.effectiveDirective,
      disposition: report.disposition,
      sourceFile: report.sourceFile,
      line: report.lineNumber,
      column: report.columnNumber,
      sample: report.sample,
    }));
}

const cspReports: FastifyPluginAsyncZod = async (app) => {
  // The report formats are JSON under their own media types; parsed like any JSON body (prototype keys refused).
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );
  const logLimit = app.createRateLimit({
    max: REPORTS_LOGGED_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `csp-reports:${request.ip}`,
  });

  app.post('/', { schema: cspReportRouteSchema, bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    const found = violations(request.body);
    // isAllowed means on the allow list, isExceeded past the count (as in contact/rate-limits.ts).
    const limit = found.length > 0 ? await logLimit(request) : undefined;
    if (limit && (limit.isAllowed || !limit.isExceeded)) {
      for (const violation of found) request.log.warn({ cspViolation: violation }, 'Content-Security-Policy violation');
    }
    return reply.code(204).send(null);
  });
};

export default cspReports;
