/**
 * The e-mails of the ambassador programme, one per business event. Each is queued as a job in the
 * transaction that makes the event (so it exists exactly when the event commits), keyed by the event
 * (a second queueing of the same event replaces the waiting job), and recorded in sent_emails under the
 * event's unique key before the job ends: a job that runs twice finds the record and sends nothing.
 * The rewards-available e-mail is the daily job's: it marks the rewards whose hold has ended since its
 * last run and queues one e-mail per ambassador listing them.
 */
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { bankDetails, brandAmbassadors, ledgerEntries, rewardPayouts, sentEmails } from '../db/schema';
import type { JobExecutor } from '../jobs/types';
import { ambassadorLocale } from '../mail/ambassador/common';
import {
  accountSuspendedEmail,
  applicationReceivedEmail,
  applicationRejectedEmail,
  payoutPaidEmail,
  payoutRequestedEmail,
  type Recipient,
  referredOrderEmail,
  rewardReversedEmail,
  rewardsAvailableEmail,
} from '../mail/ambassador/programme';
import { teamNewApplicationEmail } from '../mail/ambassador/team';
import { recordSentEmail } from '../mail/sent-emails';
import type { MailMessage } from '../mail/types';
import { payoutReference } from './payout-desk';
import type { AmbassadorRow } from './repository';

export const AMBASSADOR_EMAIL_JOB = 'ambassador-email';
export const REWARDS_AVAILABLE_JOB = 'ambassador-rewards-available';
/** Every morning (UTC): the rewards whose hold ended since yesterday's run. */
export const REWARDS_AVAILABLE_CRONTAB = `17 7 * * * ${REWARDS_AVAILABLE_JOB} ?max=5&jobKey=${REWARDS_AVAILABLE_JOB}`;
/**
 * Rewards that became payable longer ago than this are never announced: the first run after this e-mail
 * was introduced would otherwise list every reward of the programme's past.
 */
const ANNOUNCE_WITHIN_DAYS = 7;

const event = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['application-received', 'team-new-application']), ambassadorId: z.uuid() }),
  z.object({
    kind: z.enum(['application-rejected', 'account-suspended']),
    ambassadorId: z.uuid(),
    reason: z.string().nullable(),
  }),
  z.object({ kind: z.enum(['referred-order', 'reward-reversed']), entryId: z.uuid() }),
  z.object({ kind: z.enum(['payout-requested', 'payout-paid']), payoutId: z.uuid() }),
  z.object({
    kind: z.literal('rewards-available'),
    ambassadorId: z.uuid(),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    entryIds: z.array(z.uuid()).min(1),
  }),
]);

export type AmbassadorEmailEvent = z.infer<typeof event>;

/** The event's unique key in sent_emails, and (prefixed) the job's key. */
export function eventKey(value: AmbassadorEmailEvent): string {
  switch (value.kind) {
    case 'application-received':
    case 'team-new-application':
    case 'application-rejected':
    case 'account-suspended':
      return `${value.kind}:${value.ambassadorId}`;
    case 'referred-order':
    case 'reward-reversed':
      return `${value.kind}:${value.entryId}`;
    case 'payout-requested':
    case 'payout-paid':
      return `${value.kind}:${value.payoutId}`;
    case 'rewards-available':
      return `${value.kind}:${value.ambassadorId}:${value.day}`;
  }
}

/**
 * Queues the e-mail of `value` in the transaction `tx` of its event. Straight into graphile-worker's
 * add_job (what app.jobs.add runs) because the ledger's functions run inside other features'
 * transactions and have no app; the task itself is defined by defineAmbassadorEmailJobs.
 */
export async function queueAmbassadorEmail(tx: JobExecutor, value: AmbassadorEmailEvent): Promise<void> {
  await tx.execute(sql`select graphile_worker.add_job(
    identifier => ${AMBASSADOR_EMAIL_JOB}::text,
    payload => ${JSON.stringify(value)}::json,
    job_key => ${`${AMBASSADOR_EMAIL_JOB}:${eventKey(value)}`}::text
  )`);
}

type Queryable = Pick<Db, 'select'>;

function recipientOf(app: FastifyInstance, ambassador: AmbassadorRow): Recipient {
  return {
    to: ambassador.email,
    name: ambassador.name,
    locale: ambassadorLocale(ambassador.locale),
    siteName: app.config.siteName,
    publicUrl: app.config.publicUrl,
  };
}

async function ambassadorById(db: Queryable, id: string): Promise<AmbassadorRow | undefined> {
  const [row] = await db.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, id));
  return row;
}

const availableBalance = async (db: Queryable, ambassadorId: string) => {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.ambassadorId, ambassadorId),
        isNull(ledgerEntries.payoutId),
        eq(ledgerEntries.status, 'pending'),
        lte(ledgerEntries.availableAt, sql`now()`),
      ),
    );
  return row?.value ?? 0;
};

async function payoutFacts(db: Queryable, payoutId: string) {
  const [row] = await db
    .select({ payout: rewardPayouts, bank: bankDetails })
    .from(rewardPayouts)
    .innerJoin(bankDetails, eq(bankDetails.id, rewardPayouts.bankDetailId))
    .where(eq(rewardPayouts.id, payoutId));
  if (!row) return undefined;
  const { payout, bank } = row;
  const number = bank.ibanMasked ?? bank.accountNumberMasked ?? '';
  return {
    payout,
    facts: {
      amount: payout.amount,
      currency: payout.currency,
      destination: bank.accountHolderName ? `${bank.accountHolderName}, ${number}` : number,
      reference: payoutReference(payout.id),
    },
  };
}

/** The message of an event and whom it is about; undefined when there is nothing (left) to tell. */
async function compose(
  app: FastifyInstance,
  db: Queryable,
  value: AmbassadorEmailEvent,
): Promise<{ message: MailMessage; ambassadorId: string; locale: string } | undefined> {
  const about = async (ambassadorId: string, build: (who: Recipient) => MailMessage | Promise<MailMessage>) => {
    const ambassador = await ambassadorById(db, ambassadorId);
    if (!ambassador) return undefined;
    const who = recipientOf(app, ambassador);
    return { message: await build(who), ambassadorId, locale: who.locale };
  };
  switch (value.kind) {
    case 'application-received':
      return about(value.ambassadorId, applicationReceivedEmail);
    case 'team-new-application': {
      const ambassador = await ambassadorById(db, value.ambassadorId);
      if (!ambassador) return undefined;
      const links = [
        ambassador.website,
        ambassador.instagram,
        ambassador.tiktok,
        ambassador.youtube,
        ambassador.facebook,
        ambassador.pinterest,
      ].filter((link): link is string => Boolean(link));
      const message = teamNewApplicationEmail(
        app.config.mail.contactTo,
        {
          id: ambassador.id,
          name: ambassador.name,
          email: ambassador.email,
          locale: ambassador.locale,
          country: ambassador.countryCode ?? ambassador.countryAsTyped,
          phone: ambassador.phone,
          about: ambassador.about,
          links,
        },
        app.config,
      );
      return { message, ambassadorId: ambassador.id, locale: 'en' };
    }
    case 'application-rejected':
      return about(value.ambassadorId, (who) => applicationRejectedEmail(who, value.reason));
    case 'account-suspended':
      return about(value.ambassadorId, (who) => accountSuspendedEmail(who, value.reason));
    case 'referred-order': {
      const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, value.entryId));
      if (!entry) return undefined;
      return about(entry.ambassadorId, (who) =>
        referredOrderEmail(who, {
          reward: entry.amount,
          indirect: entry.kind === 'reward_indirect',
          orderAmount: entry.sourceAmount,
          orderCurrency: entry.sourceCurrency,
          availableAt: entry.availableAt,
        }),
      );
    }
    case 'reward-reversed': {
      const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, value.entryId));
      if (!entry?.reversalOf) return undefined;
      const [reward] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry.reversalOf));
      if (!reward) return undefined;
      return about(entry.ambassadorId, (who) =>
        rewardReversedEmail(who, {
          amount: -entry.amount,
          reward: reward.amount,
          refunded: entry.sourceAmount === null ? null : -entry.sourceAmount,
          orderAmount: reward.sourceAmount,
          currency: reward.sourceCurrency,
          full: -entry.amount >= reward.amount,
          paidOut: reward.payoutId !== null,
        }),
      );
    }
    case 'payout-requested':
    case 'payout-paid': {
      const found = await payoutFacts(db, value.payoutId);
      if (!found) return undefined;
      const { payout, facts } = found;
      if (value.kind === 'payout-requested')
        return about(payout.ambassadorId, (who) => payoutRequestedEmail(who, facts));
      if (payout.status !== 'paid' || !payout.paidAt) return undefined;
      const paidAt = payout.paidAt;
      return about(payout.ambassadorId, (who) =>
        payoutPaidEmail(who, { ...facts, bankReference: payout.bankReference, paidAt }),
      );
    }
    case 'rewards-available': {
      const entries = await db
        .select()
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.id, value.entryIds), eq(ledgerEntries.ambassadorId, value.ambassadorId)));
      // A reward reversed or paid meanwhile is no longer news.
      const still = entries.filter((entry) => entry.status !== 'reversed');
      if (still.length === 0) return undefined;
      const balance = await availableBalance(db, value.ambassadorId);
      return about(value.ambassadorId, (who) =>
        rewardsAvailableEmail(
          who,
          still.map((entry) => ({
            amount: entry.amount,
            orderAmount: entry.sourceAmount,
            orderCurrency: entry.sourceCurrency,
          })),
          balance,
          app.config.ambassadors.payoutMinimum,
        ),
      );
    }
  }
}

export type EmailOutcome = 'sent' | 'already_sent' | 'nothing_to_send';

/**
 * Sends the e-mail of `value` unless it was sent already. The event's key is locked for the transaction,
 * so two workers running the same job one after the other send once; the record commits with the check.
 */
export async function sendAmbassadorEmail(app: FastifyInstance, value: AmbassadorEmailEvent): Promise<EmailOutcome> {
  const key = eventKey(value);
  return app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [done] = await tx.select({ id: sentEmails.id }).from(sentEmails).where(eq(sentEmails.eventKey, key));
    if (done) return 'already_sent';
    const composed = await compose(app, tx, value);
    if (!composed) return 'nothing_to_send';
    const delivery = await app.mailer.send(composed.message);
    await recordSentEmail(tx, {
      orderId: null,
      kind: `ambassador-${value.kind}`,
      locale: composed.locale,
      message: composed.message,
      delivery,
      ambassadorId: composed.ambassadorId,
      eventKey: key,
    });
    return 'sent';
  });
}

/**
 * The daily sweep: rewards (not reversed, not in a payout) whose hold ended since the last run and within
 * ANNOUNCE_WITHIN_DAYS are marked announced, and one e-mail per ambassador is queued listing them, in the
 * same transaction, so a second run the same day finds nothing left to announce.
 */
export async function announceAvailableRewards(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(ledgerEntries)
      .set({ availableNotifiedAt: now })
      .where(
        and(
          inArray(ledgerEntries.kind, ['reward_direct', 'reward_indirect']),
          eq(ledgerEntries.status, 'pending'),
          isNull(ledgerEntries.payoutId),
          isNull(ledgerEntries.availableNotifiedAt),
          lte(ledgerEntries.availableAt, now),
          gt(ledgerEntries.availableAt, new Date(now.getTime() - ANNOUNCE_WITHIN_DAYS * 86_400_000)),
        ),
      )
      .returning({ id: ledgerEntries.id, ambassadorId: ledgerEntries.ambassadorId });
    const byAmbassador = new Map<string, string[]>();
    for (const entry of due)
      byAmbassador.set(entry.ambassadorId, [...(byAmbassador.get(entry.ambassadorId) ?? []), entry.id]);
    const day = now.toISOString().slice(0, 10);
    for (const [ambassadorId, entryIds] of byAmbassador) {
      await queueAmbassadorEmail(tx, { kind: 'rewards-available', ambassadorId, day, entryIds });
    }
    return byAmbassador.size;
  });
}

export function defineAmbassadorEmailJobs(app: FastifyInstance): void {
  app.jobs.define(AMBASSADOR_EMAIL_JOB, async (payload, { log }) => {
    const value = event.parse(payload);
    log.info({ event: eventKey(value), outcome: await sendAmbassadorEmail(app, value) }, 'ambassador e-mail');
  });
  app.jobs.define(REWARDS_AVAILABLE_JOB, async (_payload, { log }) => {
    log.info({ ambassadors: await announceAvailableRewards(app.database.db) }, 'rewards available announced');
  });
}
