/**
 * Ambassador review for the team: the list (with what each brought in), one account in full, and the
 * status steps. submitted → under_review (someone is looking at it), submitted/under_review → active
 * (through activateAmbassador, which sends the activation e-mail) or rejected, active → suspended.
 * Rejecting or suspending raises the token version, so the account's sessions end at once.
 */

import type { StaffAmbassador, StaffAmbassadorDetail, StaffAmbassadorItem } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { likePattern } from '../db/like-pattern';
import {
  type AmbassadorStatus,
  bankDetails,
  brandAmbassadors,
  ledgerEntries,
  type ReferralStatus,
  referrals,
  rewardPayouts,
} from '../db/schema';
import { HttpError } from '../lib/http-error';
import { ambassadorView, shownCountry } from './json';
import { queueAmbassadorEmail } from './notifications';
import { type AmbassadorRow, referralStatus } from './repository';

export interface AmbassadorQuery {
  page: number;
  per_page: number;
  sort: 'created_at' | 'name' | 'status';
  order: 'asc' | 'desc';
  status?: AmbassadorStatus | undefined;
  q?: string | undefined;
}

/** Everything a reward ever added up to, reversals included (USD cents). */
const earned = sql<number>`coalesce((select sum(${ledgerEntries.amount}) from ${ledgerEntries}
  where ${ledgerEntries.ambassadorId} = ${brandAmbassadors.id}
  and ${ledgerEntries.kind} in ('reward_direct', 'reward_indirect', 'reward_reversal')), 0)::int`;
const referralsCount = sql<number>`(select count(*) from ${referrals}
  where ${referrals.ambassadorId} = ${brandAmbassadors.id})::int`;

export async function listAmbassadorsForStaff(db: Db, query: AmbassadorQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(brandAmbassadors.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    const match = or(
      ilike(brandAmbassadors.name, pattern),
      ilike(brandAmbassadors.email, pattern),
      ilike(brandAmbassadors.referralCode, pattern),
    );
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const sortColumn = {
    created_at: brandAmbassadors.createdAt,
    name: brandAmbassadors.name,
    status: brandAmbassadors.status,
  }[query.sort];
  const rows = await db
    .select({ ambassador: brandAmbassadors, referralsCount, earned })
    .from(brandAmbassadors)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(brandAmbassadors.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(brandAmbassadors).where(where);
  return {
    items: rows.map(
      ({ ambassador, referralsCount: referralsOf, earned: earnedBy }): StaffAmbassadorItem => ({
        id: ambassador.id,
        name: ambassador.name,
        email: ambassador.email,
        country: shownCountry(ambassador),
        status: ambassador.status,
        referral_code: ambassador.referralCode,
        created_at: ambassador.createdAt.toISOString(),
        referrals_count: referralsOf,
        earned: earnedBy,
      }),
    ),
    total: total?.n ?? 0,
  };
}

/** The profile as the team sees it: the ambassador's own view, plus what only the team sees (no password). */
export function ambassadorProfile(row: AmbassadorRow): StaffAmbassador {
  return {
    ...ambassadorView(row),
    status_reason: row.statusReason,
    recruiter_id: row.recruiterId,
    activated_at: row.activatedAt?.toISOString() ?? null,
  };
}

/** One account in full: profile, balances, the latest referrals, ledger entries and payouts. */
export async function ambassadorDetail(db: Db, id: string): Promise<StaffAmbassadorDetail | undefined> {
  const [row] = await db.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, id));
  if (!row) return undefined;
  const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;
  const [referralRows, entryRows, payoutRows, [balances]] = await Promise.all([
    db
      .select({ referral: referrals, status: referralStatus })
      .from(referrals)
      .where(eq(referrals.ambassadorId, id))
      .orderBy(desc(referrals.createdAt))
      .limit(100),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ambassadorId, id))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(200),
    db
      .select({
        payout: rewardPayouts,
        destination: sql<string>`coalesce(${bankDetails.ibanMasked}, ${bankDetails.accountNumberMasked}, '')`,
      })
      .from(rewardPayouts)
      .innerJoin(bankDetails, eq(bankDetails.id, rewardPayouts.bankDetailId))
      .where(eq(rewardPayouts.ambassadorId, id))
      .orderBy(desc(rewardPayouts.createdAt))
      .limit(100),
    db
      .select({
        earned: int(
          sql`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('reward_direct', 'reward_indirect', 'reward_reversal'))`,
        ),
        available: int(
          sql`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.payoutId} is null and ${ledgerEntries.status} = 'pending' and ${ledgerEntries.availableAt} <= now())`,
        ),
        on_hold: int(
          sql`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.payoutId} is null and ${ledgerEntries.status} = 'pending' and ${ledgerEntries.availableAt} > now())`,
        ),
        paid_out: int(
          sql`-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'payout' and ${ledgerEntries.status} = 'paid')`,
        ),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ambassadorId, id)),
  ]);
  return {
    ambassador: ambassadorProfile(row),
    balances: { currency: 'USD', earned: 0, available: 0, on_hold: 0, paid_out: 0, ...balances },
    referrals: referralRows.map(({ referral, status }) => ({
      id: referral.id,
      name: referral.name,
      referred_type: referral.referredType,
      status: status as ReferralStatus,
      order_id: referral.orderId,
      created_at: referral.createdAt.toISOString(),
    })),
    ledger: entryRows.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      currency: entry.currency,
      status: entry.status,
      order_id: entry.orderId,
      payout_id: entry.payoutId,
      available_at: entry.availableAt.toISOString(),
      created_at: entry.createdAt.toISOString(),
    })),
    payouts: payoutRows.map(({ payout, destination }) => ({
      id: payout.id,
      amount: payout.amount,
      currency: payout.currency,
      status: payout.status,
      destination,
      requested_at: payout.createdAt.toISOString(),
      paid_at: payout.paidAt?.toISOString() ?? null,
      bank_reference: payout.bankReference,
    })),
  };
}

/** The steps other than activation, from → to. */
const STEPS = {
  review: { from: ['submitted'], to: 'under_review' },
  reject: { from: ['submitted', 'under_review'], to: 'rejected' },
  suspend: { from: ['active'], to: 'suspended' },
} as const satisfies Record<string, { from: readonly AmbassadorStatus[]; to: AmbassadorStatus }>;

export type AmbassadorStep = keyof typeof STEPS;

export const ambassadorStepRefused = (from: string, to: string) =>
  new HttpError(409, 'invalid_transition', 'common.error.ambassadorStep', { from, to });

/**
 * One status step with its reason, on the locked row. Repeating a step already done changes nothing
 * (`changed: false`); any other status is 409.
 */
export async function stepAmbassador(tx: Tx, id: string, step: AmbassadorStep, reason?: string) {
  const { from, to } = STEPS[step];
  const [before] = await tx.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, id)).for('update');
  if (!before) throw new HttpError(404, 'not_found', 'common.error.notFound');
  if (before.status === to) return { before, after: before, changed: false };
  if (!(from as readonly string[]).includes(before.status)) throw ambassadorStepRefused(before.status, to);
  const endsAccess = to === 'rejected' || to === 'suspended';
  const [after] = await tx
    .update(brandAmbassadors)
    .set({
      status: to,
      statusReason: reason ?? before.statusReason,
      updatedAt: sql`now()`,
      ...(endsAccess ? { tokenVersion: sql`${brandAmbassadors.tokenVersion} + 1` } : {}),
    })
    .where(eq(brandAmbassadors.id, id))
    .returning();
  if (!after) throw new Error('ambassador row vanished inside its transaction');
  if (to === 'rejected' || to === 'suspended') {
    await queueAmbassadorEmail(tx, {
      kind: to === 'rejected' ? 'application-rejected' : 'account-suspended',
      ambassadorId: id,
      reason: after.statusReason,
    });
  }
  return { before, after, changed: true };
}

/** For the audit log: the fields a status step changes. */
export const statusSnapshot = (row: AmbassadorRow) => ({ status: row.status, status_reason: row.statusReason });
