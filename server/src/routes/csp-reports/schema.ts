import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';

const text = (max: number) => z.string().max(max);
const url = text(4096);
const count = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);

/** The older format (`report-uri`, Content-Type application/csp-report): one violation per request. */
const legacyReport = z.object({
  'csp-report': z
    .object({
      'document-uri': url,
      referrer: url,
      'blocked-uri': url,
      'violated-directive': text(200),
      'effective-directive': text(200),
      'original-policy': text(8192),
      disposition: text(20),
      'source-file': url,
      'line-number': count,
      'column-number': count,
      'status-code': count,
      'script-sample': text(200),
    })
    .partial(),
});

/** The Reporting API's format (`report-to`, Content-Type application/reports+json): a batch of reports. */
const reportingApiReports = z
  .array(
    z.object({
      type: text(100),
      url: url.optional(),
      age: z.number().optional(),
      user_agent: text(1000).optional(),
      body: z
        .object({
          documentURL: url,
          referrer: url,
          blockedURL: url,
          effectiveDirective: text(200),
          originalPolicy: text(8192),
          disposition: text(20),
          sourceFile: url,
          lineNumber: count,
          columnNumber: count,
          statusCode: count,
          sample: text(200),
        })
        .partial()
        .optional(),
    }),
  )
  .max(100);

export const cspReportBody = z.union([legacyReport, reportingApiReports]);
export type CspReportBody = z.infer<typeof cspReportBody>;

export const cspReportRouteSchema = {
  summary: 'Content-Security-Policy violation reports sent by browsers',
  description:
    'Accepts application/csp-report (report-uri), application/reports+json (report-to) and application/json. ' +
    'Violations are logged; the answer is always 204 for a well-formed report.',
  body: cspReportBody,
  response: { 204: z.null().describe('Received'), 400: errorResponse, 413: errorResponse, 415: errorResponse },
};
