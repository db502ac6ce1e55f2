/** Background jobs in the back office: the team sees failed, running and waiting jobs; a retry is admin-only. */
import { JOB_STATES, jobResponseSchema, jobSchema, listOf, pageQuerySchema } from '@shop/shared/contracts';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findJob, listJobs, retryJob } from '../../jobs/back-office';
import { releaseIfWorkerDead } from '../../jobs/liveness';
import { errorResponse, HttpError, notFound } from '../../lib/http-error';
import { pageOf } from '../../lib/list-query';
import { recordAudit } from '../../staff/audit';
import { requireStaff } from '../../staff/auth';
import { guardResponses } from '../../staff/schemas';

const { invalid: INVALID } = VALIDATION_MESSAGES;

const params = z.object({ id: z.string().regex(/^\d{1,18}$/, { error: INVALID }) });

const jobs: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: pageQuerySchema.extend({ state: z.enum(JOB_STATES, { error: INVALID }).default('failed') }),
        response: { 200: listOf(jobSchema), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      return pageOf(request.query, await listJobs(db, request.query));
    },
  );

  app.post(
    '/:id/retry',
    {
      preHandler: requireStaff('admin'),
      schema: {
        tags: ['admin'],
        params,
        response: {
          200: jobResponseSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guardResponses,
        },
      },
    },
    async (request) => {
      const job = await db.transaction(async (tx) => {
        const before = await findJob(tx, request.params.id);
        if (!before) throw notFound();
        // A running job may be held by a worker whose process died (kill -9): released, it can run again.
        const retriable =
          before.state === 'failed' || (before.state === 'running' && (await releaseIfWorkerDead(tx, before.id)));
        if (!retriable) throw new HttpError(409, 'job_not_failed', 'common.error.jobNotFailed');
        const after = await retryJob(tx, request.params.id);
        if (!after) throw notFound();
        await recordAudit(tx, request, {
          action: 'job.retry',
          targetType: 'job',
          targetId: after.id,
          before: { task: before.task, attempts: before.attempts, last_error: before.last_error },
          after: { attempts: after.attempts, run_at: after.run_at },
        });
        return after;
      });
      return { job };
    },
  );
};

export default jobs;
