/**
 * Every background task of the shop, in one list: what runs, on which schedule, and what is caught up when a
 * worker starts. The domains keep their handlers (what a task does belongs beside the code it calls); this file
 * is the only place that puts them on the queue, so a task is never defined, or forgotten, as a side effect of
 * registering some route, and a reader finds every job of the shop here.
 *
 * Handlers take the root app and read its decorations (payments, mailer, storage) only when they run, so the
 * list is defined while the jobs plugin registers, before the plugins that decorate those.
 */
import type { FastifyInstance } from 'fastify';
import { defineAmbassadorEmailJobs, REWARDS_AVAILABLE_CRONTAB } from '../ambassadors/notifications';
import { defineReferralFlaggedJob } from '../ambassadors/referral-review';
import { defineCharacterGeneration } from '../characters/job';
import { CURRENCY_RATES_CRONTAB, defineCurrencyRatesJob } from '../currency/job';
import { defineFulfilmentJobs } from '../fulfilment/jobs';
import { defineOrderConfirmationJob } from '../orders/confirmation-email';
import { defineErasureJobs } from '../orders/erasure';
import { defineRetentionJob, RETENTION_CRONTAB } from '../orders/retention';
import { defineReconcileJob, RECONCILE_PAYMENTS_CRONTAB } from '../payments/reconcile';
import { defineRefundJobs } from '../payments/refunds';

export interface ShopTasks {
  /** graphile-worker's crontab: the tasks that run on a schedule. */
  crontab: string;
  /**
   * Queues what the schedule would have run while no worker was up (the cron does not backfill): stale currency
   * rates, the retention sweep, and the payments left open by a crash, repaired at once rather than in ten minutes.
   */
  catchUp(): Promise<void>;
}

export function defineTasks(app: FastifyInstance): ShopTasks {
  // Orders: the photo's characters, the confirmation, fulfilment (book, print, e-mails), erasure and retention.
  defineCharacterGeneration(app);
  defineOrderConfirmationJob(app);
  defineFulfilmentJobs(app);
  defineErasureJobs(app);
  const retention = defineRetentionJob(app);
  // Payments: refunds sent to the provider and their e-mails, and the reconciliation with the provider.
  defineRefundJobs(app);
  const reconcile = defineReconcileJob(app);
  // Ambassadors: their e-mails, rewards that became available, the team told of held referrals.
  defineAmbassadorEmailJobs(app);
  defineReferralFlaggedJob(app);
  // The central bank's rates, unless CBAR_URL=off (a worker where the bank is out of reach).
  const { cbarUrl } = app.config;
  const rates = cbarUrl
    ? defineCurrencyRatesJob(app.jobs, { db: app.database.db, cbarUrl, log: app.log.child({ component: 'jobs' }) })
    : undefined;

  return {
    crontab: [
      RETENTION_CRONTAB,
      RECONCILE_PAYMENTS_CRONTAB,
      REWARDS_AVAILABLE_CRONTAB,
      ...(rates ? [CURRENCY_RATES_CRONTAB] : []),
    ].join('\n'),
    async catchUp() {
      await rates?.catchUp();
      await retention.catchUp();
      await reconcile.catchUp();
    },
  };
}
