/** The names of the fulfilment jobs and how each is queued (the tasks themselves: jobs.ts). */
import type { FastifyInstance } from 'fastify';
import type { JobExecutor } from '../jobs/types';
import type { OrderEmailKind } from './emails';

export const FULFIL_ORDER_JOB = 'fulfil-order';
export const ORDER_EMAIL_JOB = 'order-email';
export const COMPLETE_ORDER_JOB = 'complete-order';
export const SUBMIT_PRINT_JOB = 'submit-print';

/** exp(1) + … + exp(10) s ≈ 9 hours of retries: long enough to outlast a restart or a mail server outage. */
export const FULFILMENT_JOB_ATTEMPTS = 10;

/** Queues the fulfilment of a paid order; with `db` a transaction, it exists exactly when that commits. */
export function queueFulfilment(app: FastifyInstance, orderId: string, db?: JobExecutor): Promise<void> {
  return app.jobs.add(
    FULFIL_ORDER_JOB,
    { orderId },
    { jobKey: `${FULFIL_ORDER_JOB}:${orderId}`, ...(db ? { db } : {}) },
  );
}

export function queueOrderEmail(app: FastifyInstance, orderId: string, kind: OrderEmailKind, db: JobExecutor) {
  return app.jobs.add(ORDER_EMAIL_JOB, { orderId, kind }, { jobKey: `${ORDER_EMAIL_JOB}:${kind}:${orderId}`, db });
}

export function queueAutoComplete(app: FastifyInstance, orderId: string, deliveredAt: Date, db: JobExecutor) {
  const runAt = new Date(deliveredAt.getTime() + app.config.fulfilment.autoCompleteDays * 86_400_000);
  return app.jobs.add(COMPLETE_ORDER_JOB, { orderId }, { jobKey: `${COMPLETE_ORDER_JOB}:${orderId}`, runAt, db });
}

/** Hands a printed book at printing to the print partner (print/submit.ts); in the transaction that moved it there. */
export function queuePrintSubmission(app: FastifyInstance, orderId: string, db: JobExecutor) {
  return app.jobs.add(SUBMIT_PRINT_JOB, { orderId }, { jobKey: `${SUBMIT_PRINT_JOB}:${orderId}`, db });
}
