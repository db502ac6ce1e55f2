/**
 * Repairs what a crash or a lost message left between the shop and its payment provider, by asking the
 * provider. Runs at start and every ten minutes (plugins/jobs.ts):
 *
 * - a refund still `requested` (the provider was asked, but its answer never got recorded) is sent again
 *   with the same id, which the provider takes as the same refund, and its answer is applied;
 * - a payment attempt still `open` well after its payment page was left (a webhook that never came, a
 *   browser that never returned) is looked up and its result applied exactly as the webhook would.
 *
 * A payment session the provider opened but whose record the crash lost never reached the parent (the link
 * is given only after the record commits), so nobody can pay it; the provider closes it after its lifetime.
 */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments, refunds } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { applyRetrievedResult } from './apply';
import { SessionNotFoundError } from './gateway';
import { sendRefund } from './refunds';

export const RECONCILE_PAYMENTS_JOB = 'reconcile-payments';
export const RECONCILE_PAYMENTS_CRONTAB = `*/10 * * * * ${RECONCILE_PAYMENTS_JOB} ?max=3&jobKey=${RECONCILE_PAYMENTS_JOB}`;

/**
 * A refund this old and still unanswered was interrupted (the team's request gives up well before). Younger
 * ones may be in flight in another process: asking again would be harmless (the same id is the same refund)
 * but useless. At start there is no grace: this process's own are all interrupted.
 */
const REFUND_GRACE_MS = 2 * 60 * 1000;
/**
 * Providers keep an idempotency key for 24 hours (Stripe, YooKassa): after that the same id would make a
 * second refund. A refund unanswered this long is left to a person (it is logged as an error every run).
 */
const REFUND_RESEND_LIMIT_MS = 20 * 60 * 60 * 1000;
/** A payment page this old without a result is asked about; the parent may still be typing before that. */
const SESSION_GRACE_MS = 30 * 60 * 1000;
/** Sessions older than this have ended at every provider (Stripe's longest is 24 h); asking stops. */
const SESSION_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;
const BATCH = 50;

export interface ReconcileOutcome {
  refundsSent: number;
  sessionsApplied: number;
}

export async function reconcilePayments(
  app: FastifyInstance,
  now = new Date(),
  { atStart = false }: { atStart?: boolean } = {},
): Promise<ReconcileOutcome> {
  const { gateway } = app.payments;
  const log = app.log.child({ component: 'reconcile-payments' });
  const outcome: ReconcileOutcome = { refundsSent: 0, sessionsApplied: 0 };

  const stalled = await app.database.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'requested'),
        eq(refunds.provider, gateway.provider),
        lt(refunds.createdAt, new Date(now.getTime() - (atStart ? 0 : REFUND_GRACE_MS))),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  for (const refund of stalled) {
    if (now.getTime() - refund.createdAt.getTime() > REFUND_RESEND_LIMIT_MS) {
      log.error(
        { refundId: refund.id, orderId: refund.orderId },
        'a refund has had no answer for too long to ask again safely: check it at the provider and settle it by hand',
      );
      continue;
    }
    try {
      const settled = await sendRefund(app, refund);
      outcome.refundsSent += 1;
      log.info({ refundId: refund.id, status: settled.status }, 'interrupted refund settled with the provider');
    } catch (error) {
      // Still no answer: it stays requested for the next run.
      if (!(error instanceof HttpError)) throw error;
      log.warn({ refundId: refund.id }, 'interrupted refund: the provider still does not answer');
    }
  }

  const open = await app.database.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'open'),
        eq(payments.provider, gateway.provider),
        lt(payments.createdAt, new Date(now.getTime() - SESSION_GRACE_MS)),
        gt(payments.createdAt, new Date(now.getTime() - SESSION_HORIZON_MS)),
      ),
    )
    // Oldest first: those are the ones the provider has ended (expired), so the list empties.
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  for (const payment of open) {
    let result: Awaited<ReturnType<typeof gateway.retrieveSession>>;
    try {
      result = await gateway.retrieveSession(payment.sessionId);
    } catch (error) {
      if (error instanceof SessionNotFoundError) {
        log.error({ sessionId: payment.sessionId }, 'the provider does not know an open payment session');
        continue;
      }
      log.warn({ err: error, sessionId: payment.sessionId }, 'could not ask the provider about a payment session');
      continue;
    }
    if (result.status === 'open') continue;
    const applied = await applyRetrievedResult(
      app,
      payment.sessionId,
      { ...result, status: result.status },
      'reconcile',
    );
    if (!applied.duplicate) outcome.sessionsApplied += 1;
  }
  return outcome;
}

export function defineReconcileJob(app: FastifyInstance): { catchUp(): Promise<void> } {
  app.jobs.define(RECONCILE_PAYMENTS_JOB, async (payload, { log }) => {
    const atStart = typeof payload === 'object' && payload !== null && 'atStart' in payload && payload.atStart === true;
    log.info(await reconcilePayments(app, new Date(), { atStart }), 'payments reconciled with the provider');
  });
  return {
    async catchUp() {
      await app.jobs.add(RECONCILE_PAYMENTS_JOB, { atStart: true }, { jobKey: RECONCILE_PAYMENTS_JOB });
    },
  };
}
