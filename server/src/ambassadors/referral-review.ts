/**
 * The back office's side of the fraud checks (fraud.ts): the list of held referrals, the team's decision,
 * and the team's e-mail about each referral held.
 */
import {
  FRAUD_REASONS,
  type FraudReason,
  type ReferralReviewStatus,
  type ReviewDecision,
  type StaffReferralReview,
} from '@shop/shared/contracts';
import { type Currency, formatPrice } from '@shop/shared/money';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { brandAmbassadors, orders, referrals, sentEmails } from '../db/schema';
import { referralFlaggedEmail } from '../mail/ambassador/referral-flagged';
import { recordSentEmail } from '../mail/sent-emails';
import { decideReview, REFERRAL_FLAGGED_JOB } from './fraud';
import { type RewardSettings, recordRewardsForPaidOrder, reverseRewardsForRefund } from './ledger';

const reasonsOf = (stored: readonly string[]): FraudReason[] =>
  stored.filter((reason): reason is FraudReason => (FRAUD_REASONS as readonly string[]).includes(reason));

/** Held referrals, the oldest waiting first; `status` picks in_review (default), approved or declined. */
export async function listReferralReviews(
  db: Db,
  query: { page: number; per_page: number; status: ReferralReviewStatus },
): Promise<{ items: StaffReferralReview[]; total: number }> {
  const where = and(isNotNull(referrals.orderId), eq(referrals.reviewStatus, query.status));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ referral: referrals, ambassador: brandAmbassadors, order: orders })
      .from(referrals)
      .innerJoin(brandAmbassadors, eq(brandAmbassadors.id, referrals.ambassadorId))
      .innerJoin(orders, eq(orders.id, referrals.orderId))
      .where(where)
      .orderBy(query.status === 'in_review' ? referrals.createdAt : desc(referrals.reviewedAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(referrals).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ referral, ambassador, order }) => ({
      id: referral.id,
      review_status: referral.reviewStatus ?? 'in_review',
      reasons: reasonsOf(referral.reviewReasons),
      ambassador: { id: ambassador.id, name: ambassador.name, email: ambassador.email },
      order: {
        id: order.id,
        order_number: order.orderNumber,
        customer_name: order.fullName,
        email: order.email,
        total: order.price?.total ?? 0,
        currency: order.price?.currency ?? order.currency,
        paid_at: order.paidAt?.toISOString() ?? null,
      },
      reviewed_at: referral.reviewedAt?.toISOString() ?? null,
      created_at: referral.createdAt.toISOString(),
    })),
  };
}

/** The team's decision in `tx` (the route audits it there): approving writes the rewards as if never held. */
export function decideReferralReview(
  tx: Tx,
  referralId: string,
  decision: ReviewDecision,
  staffId: string,
  settings: RewardSettings,
) {
  return decideReview(
    tx,
    referralId,
    decision,
    staffId,
    async (inner, orderId) => {
      const [order] = await inner.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (order) await recordRewardsForPaidOrder(inner, order, settings);
    },
    reverseRewardsForRefund,
  );
}

const flaggedPayload = z.object({ referralId: z.uuid() });

/** Mails the team once about a held referral (the sent_emails key makes a rerun of the job send nothing). */
export async function sendReferralFlaggedEmail(
  app: FastifyInstance,
  referralId: string,
): Promise<'sent' | 'already_sent' | 'nothing_to_send'> {
  const key = `referral-flagged:${referralId}`;
  return app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [done] = await tx.select({ id: sentEmails.id }).from(sentEmails).where(eq(sentEmails.eventKey, key));
    if (done) return 'already_sent';
    const [row] = await tx
      .select({ referral: referrals, ambassador: brandAmbassadors, order: orders })
      .from(referrals)
      .innerJoin(brandAmbassadors, eq(brandAmbassadors.id, referrals.ambassadorId))
      .innerJoin(orders, eq(orders.id, referrals.orderId))
      .where(eq(referrals.id, referralId));
    if (!row) return 'nothing_to_send';
    const { referral, ambassador, order } = row;
    const currency = (order.price?.currency ?? order.currency) as Currency;
    const message = referralFlaggedEmail(
      app.config.mail.contactTo,
      {
        referralId,
        reasons: reasonsOf(referral.reviewReasons),
        ambassador: { id: ambassador.id, name: ambassador.name, email: ambassador.email },
        order: {
          orderNumber: order.orderNumber,
          total: formatPrice(order.price?.total ?? 0, currency, { locale: 'en' }),
        },
      },
      app.config,
    );
    const delivery = await app.mailer.send(message);
    await recordSentEmail(tx, {
      orderId: order.id,
      kind: 'referral-flagged',
      locale: 'en',
      message,
      delivery,
      ambassadorId: ambassador.id,
      eventKey: key,
    });
    return 'sent';
  });
}

export function defineReferralFlaggedJob(app: FastifyInstance): void {
  app.jobs.define(REFERRAL_FLAGGED_JOB, async (payload, { log }) => {
    const { referralId } = flaggedPayload.parse(payload);
    log.info({ referralId, outcome: await sendReferralFlaggedEmail(app, referralId) }, 'referral flagged e-mail');
  });
}
