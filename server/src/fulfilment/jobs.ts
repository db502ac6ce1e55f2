/**
 * The durable jobs of fulfilment (graphile-worker, retried with backoff exp(attempt) s):
 * - 'fulfil-order': after payment, renders the book and e-mails or hands it to printing (fulfil.ts);
 * - 'order-email': the 'shipped' and 'delivered' e-mails, queued in the transaction of the change;
 * - 'complete-order': a delivered order becomes completed ORDER_AUTO_COMPLETE_DAYS after delivery;
 * - 'submit-print': a printed book at printing goes to the print partner (print/submit.ts), unless PRINT_PARTNER=manual.
 * Every job is keyed per order (and kind), so a duplicate replaces a waiting one instead of adding work.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { submitToPrinter } from '../print/submit';
import { ORDER_EMAIL_KINDS, sendOrderEmail } from './emails';
import { fulfilOrder } from './fulfil';
import {
  COMPLETE_ORDER_JOB,
  FULFIL_ORDER_JOB,
  FULFILMENT_JOB_ATTEMPTS,
  ORDER_EMAIL_JOB,
  SUBMIT_PRINT_JOB,
} from './queue';
import { completeOrder } from './service';

const orderPayload = z.object({ orderId: z.uuid() });
const emailPayload = z.object({ orderId: z.uuid(), kind: z.enum(ORDER_EMAIL_KINDS) });

/** Registers the tasks; called while the app is built. */
export function defineFulfilmentJobs(app: FastifyInstance): void {
  app.jobs.define(
    FULFIL_ORDER_JOB,
    async (payload, { attempt, maxAttempts, log }) => {
      const { orderId } = orderPayload.parse(payload);
      try {
        const outcome = await fulfilOrder(app, orderId);
        log.info({ orderId, outcome }, 'order fulfilment');
      } catch (error) {
        // The order stays where it is (story_writing) and the job keeps its last error for the team.
        if (attempt >= maxAttempts) log.error({ err: error, orderId }, 'order fulfilment gave up');
        throw error;
      }
    },
    { maxAttempts: FULFILMENT_JOB_ATTEMPTS },
  );

  app.jobs.define(
    ORDER_EMAIL_JOB,
    async (payload, { log }) => {
      const { orderId, kind } = emailPayload.parse(payload);
      const outcome = await sendOrderEmail(app, orderId, kind);
      log.info({ orderId, kind, outcome }, 'order e-mail');
    },
    { maxAttempts: FULFILMENT_JOB_ATTEMPTS },
  );

  app.jobs.define(
    COMPLETE_ORDER_JOB,
    async (payload, { log }) => {
      const { orderId } = orderPayload.parse(payload);
      const result = await completeOrder(app, orderId, 'system', { onlyIfDelivered: true });
      log.info({ orderId, changed: result.changed, status: result.order.status }, 'automatic completion');
    },
    { maxAttempts: FULFILMENT_JOB_ATTEMPTS },
  );

  app.jobs.define(
    SUBMIT_PRINT_JOB,
    async (payload, { attempt, maxAttempts, log }) => {
      const { orderId } = orderPayload.parse(payload);
      try {
        const outcome = await submitToPrinter(app, orderId);
        log.info({ orderId, outcome }, 'print submission');
      } catch (error) {
        // The order stays at printing; the job's last error (the partner's answer) is in the back office's jobs.
        if (attempt >= maxAttempts) log.error({ err: error, orderId }, 'print submission gave up');
        throw error;
      }
    },
    { maxAttempts: FULFILMENT_JOB_ATTEMPTS },
  );
}
