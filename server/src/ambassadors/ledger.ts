/**
 * The ambassador ledger: rewards and payouts are entries in USD cents, written in the same transaction
 * as the event that causes them and made idempotent by a unique key, so a retried webhook or a double
 * click never writes twice. Balance = sum of entries; available = entries not yet in a payout whose
 * refund window is over.
 */

import { randomUUID } from 'node:crypto';
import { CURRENCIES, type Currency, convertMinor } from '@shop/shared/money';
import { COMMISSION_RATE_BPS } from '@shop/shared/region';
import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config/env';
import type { Db, DbOrTx, Tx } from '../db/client';
import {
  bankDetails,
  brandAmbassadors,
  currencyRates,
  type LedgerStatus,
  ledgerEntries,
  type orders,
  orders as orderTable,
  type PayoutStatus,
  referrals,
  rewardPayouts,
} from '../db/schema';
import { HttpError } from '../lib/http-error';
import { clearedForRewards } from './fraud';
import { queueAmbassadorEmail } from './notifications';
import { findActiveByCode, normaliseEmail, type PageArgs } from './repository';

export type RewardSettings = Pick<AppConfig['ambassadors'], 'holdDays' | 'indirectRate'>;

type OrderRow = typeof orders.$inferSelect;
export type PaidOrder = Pick<
  OrderRow,
  'id' | 'orderNumber' | 'email' | 'fullName' | 'referralCode' | 'price' | 'paidAt'
>;

export interface RecordedRewards {
  /** Entries written by this call; empty when they existed already or nothing was earned. */
  created: Array<typeof ledgerEntries.$inferSelect>;
}

const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/** 'Aylin Kaya' → 'Aylin K.': enough for the ambassador to recognise a sale, no more. */
export function customerDisplayName(fullName: string | null, fallback: string): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return fallback;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

async function storedRates(tx: DbOrTx): Promise<Partial<Record<Exclude<Currency, 'AZN'>, number>>> {
  const rows = await tx.select({ currency: currencyRates.currency, rate: currencyRates.rate }).from(currencyRates);
  return Object.fromEntries(rows.map((row) => [row.currency, row.rate]));
}

/**
 * Call inside the transaction that marks `order` paid. Writes, exactly once per order and kind, the
 * direct reward (10% of the amount paid, in USD cents at the stored central bank rates) for the
 * ambassador whose code the order carries, and the indirect reward for that ambassador's recruiter.
 * Both stay pending until the refund window (REFERRAL_HOLD_DAYS) ends. A referral the fraud checks hold
 * (fraud.ts) earns nothing until the team approves it, for the ambassador or their recruiter.
 */
export async function recordRewardsForPaidOrder(
  tx: Tx,
  order: PaidOrder,
  settings: RewardSettings,
): Promise<RecordedRewards> {
  const created: RecordedRewards['created'] = [];
  const price = order.price;
  if (!order.referralCode || !price || price.total <= 0) return { created };
  const ambassador = await findActiveByCode(tx, order.referralCode);
  if (!ambassador) return { created };
  const buyer = order.email ? normaliseEmail(order.email) : undefined;
  if (!isCurrency(price.currency)) throw new Error(`order ${order.id} has an unknown currency ${price.currency}`);

  const paidAt = order.paidAt ?? new Date();
  const availableAt = new Date(paidAt.getTime() + settings.holdDays * 86_400_000);
  const usd = convertMinor(price.total, price.currency, 'USD', await storedRates(tx));
  const source = { orderId: order.id, sourceAmount: price.total, sourceCurrency: price.currency, availableAt };

  // Concurrent calls for the same order wait here on the unique order_id until the first commits.
  await tx
    .insert(referrals)
    .values({
      ambassadorId: ambassador.id,
      referredType: 'order',
      orderId: order.id,
      name: customerDisplayName(order.fullName, order.orderNumber),
      status: 'pending',
      completesAt: availableAt,
    })
    .onConflictDoNothing({ target: referrals.orderId });
  const [referral] = await tx.select().from(referrals).where(eq(referrals.orderId, order.id)).limit(1);
  // Attributed to someone else earlier (the order's code cannot change after payment, so this is a replay).
  if (!referral || referral.ambassadorId !== ambassador.id) return { created };
  // Buying through one's own link, or too many orders from one address: held for the team (fraud.ts).
  if (!(await clearedForRewards(tx, order.id, ambassador, referral))) return { created };

  // The spec's rate (section 9), the one the ambassador's pages and e-mails state.
  const direct = Math.round((usd * COMMISSION_RATE_BPS) / 10_000);
  if (direct > 0) {
    const rows = await tx
      .insert(ledgerEntries)
      .values({
        ...source,
        ambassadorId: ambassador.id,
        kind: 'reward_direct',
        amount: direct,
        idempotencyKey: `order:${order.id}:reward_direct`,
        referralId: referral.id,
      })
      .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
      .returning();
    created.push(...rows);
  }
  await tellOfRewards(tx, created);

  if (!ambassador.recruiterId) return { created };
  const [recruiter] = await tx
    .select()
    .from(brandAmbassadors)
    .where(and(eq(brandAmbassadors.id, ambassador.recruiterId), eq(brandAmbassadors.status, 'active')))
    .limit(1);
  const indirect = Math.round(usd * settings.indirectRate);
  if (!recruiter || recruiter.email === buyer || indirect <= 0) return { created };
  // The recruiter earns through their referral of this ambassador.
  const [recruitment] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.ambassadorId, recruiter.id), eq(referrals.referredAmbassadorId, ambassador.id)))
    .limit(1);
  const rows = await tx
    .insert(ledgerEntries)
    .values({
      ...source,
      ambassadorId: recruiter.id,
      kind: 'reward_indirect',
      amount: indirect,
      idempotencyKey: `order:${order.id}:reward_indirect`,
      referralId: recruitment?.id ?? null,
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  created.push(...rows);
  await tellOfRewards(tx, rows);
  return { created };
}

/** Each new reward's e-mail (only new ones: a replayed payment writes none, so it queues none). */
async function tellOfRewards(tx: Tx, rewards: ReadonlyArray<{ id: string }>): Promise<void> {
  for (const reward of rewards) await queueAmbassadorEmail(tx, { kind: 'referred-order', entryId: reward.id });
}

/** A refund as the ledger weighs it: what went back of what was paid, and whether that was all of it. */
export interface RefundShare {
  /** The shop's refund id: one reversal per reward and refund, however often this is called. */
  refundId: string;
  /** This refund and the payment, in the order's minor units. */
  amount: number;
  paid: number;
  /** Everything paid has now gone back: each reward is reversed to zero, whatever the rounding left. */
  full: boolean;
}

/**
 * Call inside the transaction that records a refund of `orderId`. Each reward loses the refund's share of
 * it (a quarter of the money back takes a quarter of the reward; the last refund takes what is left), as a
 * negative entry the ambassador sees beside the reward, with the refunded amount. A reward not yet in a
 * payout is netted at its payout (fully reversed: it and its twin are marked reversed and never paid); a
 * reward already paid gets a debt that the next payout deducts. Without `share`, the whole order went back.
 * Idempotent per reward and refund.
 */
export async function reverseRewardsForRefund(tx: Tx, orderId: string, share?: RefundShare): Promise<void> {
  const rewards = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), inArray(ledgerEntries.kind, ['reward_direct', 'reward_indirect'])))
    .for('update');
  const full = share?.full ?? true;
  for (const reward of rewards) {
    if (reward.status === 'reversed') continue;
    const earlier = await tx
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reversalOf, reward.id), eq(ledgerEntries.kind, 'reward_reversal')));
    const reversedSoFar = -earlier.reduce((sum, entry) => sum + entry.amount, 0);
    const left = reward.amount - reversedSoFar;
    const proportional = share && share.paid > 0 ? Math.round((reward.amount * share.amount) / share.paid) : left;
    const amount = full ? left : Math.min(left, proportional);
    if (amount <= 0) continue;
    const unpaid = reward.payoutId === null;
    // A reward never paid out and now wholly given back is settled at once: it, its earlier partial
    // reversals and this last one are all marked reversed and never reach a payout.
    const settlesNow = unpaid && full;
    const sourceShare =
      reward.sourceAmount === null
        ? null
        : share && !full
          ? Math.round((reward.sourceAmount * share.amount) / share.paid)
          : reward.sourceAmount - Math.round((reward.sourceAmount * reversedSoFar) / reward.amount);
    const [reversal] = await tx
      .insert(ledgerEntries)
      .values({
        ambassadorId: reward.ambassadorId,
        kind: 'reward_reversal',
        amount: -amount,
        // A whole unpaid reward and its twin cancel out now; a part of one waits for the reward's payout, and
        // a paid reward's debt counts against the next payout at once.
        status: settlesNow ? 'reversed' : 'pending',
        idempotencyKey: share ? `reversal:${reward.id}:${share.refundId}` : `reversal:${reward.id}`,
        availableAt: unpaid ? reward.availableAt : new Date(),
        orderId,
        referralId: reward.referralId,
        reversalOf: reward.id,
        sourceAmount: sourceShare === null ? null : -sourceShare,
        sourceCurrency: reward.sourceCurrency,
      })
      .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
      .returning({ id: ledgerEntries.id });
    if (reversal) await queueAmbassadorEmail(tx, { kind: 'reward-reversed', entryId: reversal.id });
    if (reversal && settlesNow) {
      await tx
        .update(ledgerEntries)
        .set({ status: 'reversed' })
        .where(
          or(
            eq(ledgerEntries.id, reward.id),
            and(eq(ledgerEntries.reversalOf, reward.id), isNull(ledgerEntries.payoutId)),
          ),
        );
    }
  }
  if (full) {
    await tx.update(referrals).set({ status: 'inactive', updatedAt: sql`now()` }).where(eq(referrals.orderId, orderId));
  }
}

/** Entries that a payout may take now: not in a payout, not cancelled, refund window over. */
const payable = (ambassadorId: string) =>
  and(
    eq(ledgerEntries.ambassadorId, ambassadorId),
    isNull(ledgerEntries.payoutId),
    eq(ledgerEntries.status, 'pending'),
    lte(ledgerEntries.availableAt, sql`now()`),
  );

export const nothingToPayOut = () => new HttpError(409, 'nothing_to_pay_out', 'common.error.nothingToPayOut');

/** 422 with the minimum in the message, worded in the request's language ('$20.00', '20,00 $'). */
export const belowPayoutMinimum = (minimum: number) =>
  new HttpError(422, 'payout_below_minimum', 'common.error.payoutMinimum', undefined, { minimum: minimum / 100 });

/**
 * A payout of the whole available balance to one of the ambassador's bank details. The ambassador's
 * row is locked for the transaction, so concurrent requests run one after the other: the first takes
 * every payable entry, the rest find nothing and get 409. Entries are claimed by the UPDATE itself and
 * the payout's amount is the sum of what it claimed, so it can never exceed the balance. A balance under
 * `minimum` (USD cents, PAYOUT_MINIMUM_CENTS) is refused with 422 and stays where it is: transfers of a
 * few dollars cost the shop more in fees than they pay the ambassador.
 */
export async function requestPayout(db: Db, ambassadorId: string, bankDetailId: string, minimum: number) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: brandAmbassadors.id })
      .from(brandAmbassadors)
      .where(eq(brandAmbassadors.id, ambassadorId))
      .for('update');
    const [bankDetail] = await tx
      .select({ id: bankDetails.id, paymentMethod: bankDetails.paymentMethod })
      .from(bankDetails)
      .where(and(eq(bankDetails.id, bankDetailId), eq(bankDetails.ambassadorId, ambassadorId)))
      .limit(1);
    if (!bankDetail) throw new HttpError(404, 'not_found', 'common.error.notFound');

    const payoutId = randomUUID();
    // Inserted first (amount fixed below) because the claimed entries reference it.
    await tx.insert(rewardPayouts).values({
      id: payoutId,
      ambassadorId,
      bankDetailId: bankDetail.id,
      amount: 0,
      paymentMethod: bankDetail.paymentMethod,
    });
    const claimed = await tx
      .update(ledgerEntries)
      .set({ payoutId, status: 'processing' })
      .where(payable(ambassadorId))
      .returning({ amount: ledgerEntries.amount });
    const amount = claimed.reduce((sum, entry) => sum + entry.amount, 0);
    // Nothing payable, or refund debts as large as the rewards: the transaction is rolled back.
    if (amount <= 0) throw nothingToPayOut();
    if (amount < minimum) throw belowPayoutMinimum(minimum);
    const [payout] = await tx.update(rewardPayouts).set({ amount }).where(eq(rewardPayouts.id, payoutId)).returning();
    await tx.insert(ledgerEntries).values({
      ambassadorId,
      kind: 'payout',
      amount: -amount,
      status: 'processing',
      idempotencyKey: `payout:${payoutId}`,
      payoutId,
    });
    if (!payout) throw new Error('payout row vanished');
    await queueAmbassadorEmail(tx, { kind: 'payout-requested', payoutId });
    return payout;
  });
}

/** The team's steps of a payout: it is taken on (processing), then the transfer is made (paid). */
const PAYOUT_STEPS: Record<Exclude<PayoutStatus, 'pending'>, PayoutStatus> = {
  processing: 'pending',
  paid: 'processing',
};

export type PayoutRow = typeof rewardPayouts.$inferSelect;

/**
 * Moves a payout one step (the back office): pending → processing → paid, with the bank's reference when
 * paid. Its ledger entries follow, so rewards read processing or paid. The row is locked, so two clicks
 * never both pass; repeating a step that is already done answers `changed: false`; skipping or going back is
 * 409. undefined for an unknown payout.
 */
export async function movePayout(
  tx: Tx,
  payoutId: string,
  to: Exclude<PayoutStatus, 'pending'>,
  bankReference?: string,
): Promise<{ before: PayoutRow; after: PayoutRow; changed: boolean } | undefined> {
  const [before] = await tx.select().from(rewardPayouts).where(eq(rewardPayouts.id, payoutId)).for('update');
  if (!before) return undefined;
  if (before.status === to) return { before, after: before, changed: false };
  if (before.status !== PAYOUT_STEPS[to]) {
    throw new HttpError(409, 'invalid_transition', 'common.error.payoutStep', { from: before.status, to });
  }
  const [after] = await tx
    .update(rewardPayouts)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'processing'
        ? { processedAt: sql`now()` }
        : { paidAt: sql`now()`, bankReference: bankReference ?? null }),
    })
    .where(eq(rewardPayouts.id, payoutId))
    .returning();
  if (!after) throw new Error('payout row vanished inside its transaction');
  const entryStatus: LedgerStatus = to === 'paid' ? 'paid' : 'processing';
  await tx.update(ledgerEntries).set({ status: entryStatus }).where(eq(ledgerEntries.payoutId, payoutId));
  if (to === 'paid') await queueAmbassadorEmail(tx, { kind: 'payout-paid', payoutId });
  return { before, after, changed: true };
}

const REWARD_KINDS = ['reward_direct', 'reward_indirect', 'reward_reversal'] as const;

export async function listRewards(db: Db, ambassadorId: string, { page, perPage }: PageArgs) {
  // A cancelled reward's negative twin only balances the books; the reward itself reads reversed.
  const own = and(
    eq(ledgerEntries.ambassadorId, ambassadorId),
    inArray(ledgerEntries.kind, [...REWARD_KINDS]),
    sql`not (${ledgerEntries.kind} = 'reward_reversal' and ${ledgerEntries.status} = 'reversed')`,
  );
  // A reversal names the reward it reduces, so the list can say "−$1.00 of the $3.00 reward".
  const reversed = alias(ledgerEntries, 'reversed');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        status: ledgerEntries.status,
        createdAt: ledgerEntries.createdAt,
        availableAt: ledgerEntries.availableAt,
        paidAt: rewardPayouts.paidAt,
        referralId: referrals.id,
        referralName: referrals.name,
        referredType: referrals.referredType,
        orderNumber: orderTable.orderNumber,
        sourceAmount: ledgerEntries.sourceAmount,
        sourceCurrency: ledgerEntries.sourceCurrency,
        reversedReward: reversed.amount,
        reversedSourceAmount: reversed.sourceAmount,
      })
      .from(ledgerEntries)
      .leftJoin(referrals, eq(referrals.id, ledgerEntries.referralId))
      .leftJoin(rewardPayouts, eq(rewardPayouts.id, ledgerEntries.payoutId))
      .leftJoin(orderTable, eq(orderTable.id, ledgerEntries.orderId))
      .leftJoin(reversed, eq(reversed.id, ledgerEntries.reversalOf))
      .where(own)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(ledgerEntries).where(own),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function listPayouts(db: Db, ambassadorId: string, { page, perPage }: PageArgs) {
  const own = eq(rewardPayouts.ambassadorId, ambassadorId);
  const detail = alias(bankDetails, 'detail');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        payout: rewardPayouts,
        accountNumberMasked: detail.accountNumberMasked,
        ibanMasked: detail.ibanMasked,
      })
      .from(rewardPayouts)
      .innerJoin(detail, eq(detail.id, rewardPayouts.bankDetailId))
      .where(own)
      .orderBy(desc(rewardPayouts.createdAt), desc(rewardPayouts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(rewardPayouts).where(own),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export interface AmbassadorStats {
  totalReferrals: number;
  directOrders: number;
  indirectOrders: number;
  totalRewards: number;
  pendingRewards: number;
  availableBalance: number;
  totalPayouts: number;
  paidPayouts: number;
  pendingPayouts: number;
}

/** The dashboard's figures (spec section 3); amounts in USD cents. */
export async function ambassadorStats(db: Db, ambassadorId: string): Promise<AmbassadorStats> {
  const int = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`;
  const rewardKind = sql`${ledgerEntries.kind} in ('reward_direct', 'reward_indirect', 'reward_reversal')`;
  const [[referralCounts], [ledger], [payouts]] = await Promise.all([
    db
      .select({
        total: int(sql`count(*)`),
        directOrders: int(sql`count(*) filter (where ${referrals.referredType} = 'order')`),
      })
      .from(referrals)
      .where(eq(referrals.ambassadorId, ambassadorId)),
    db
      .select({
        indirectOrders: int(
          sql`count(distinct ${ledgerEntries.orderId}) filter (where ${ledgerEntries.kind} = 'reward_indirect')`,
        ),
        totalRewards: int(sql`sum(${ledgerEntries.amount}) filter (where ${rewardKind})`),
        pendingRewards: int(
          sql`sum(${ledgerEntries.amount}) filter (where ${rewardKind} and ${ledgerEntries.status} = 'pending')`,
        ),
        availableBalance: int(
          sql`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.payoutId} is null
            and ${ledgerEntries.status} = 'pending' and ${ledgerEntries.availableAt} <= now())`,
        ),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ambassadorId, ambassadorId)),
    db
      .select({
        total: int(sql`sum(${rewardPayouts.amount})`),
        paid: int(sql`sum(${rewardPayouts.amount}) filter (where ${rewardPayouts.status} = 'paid')`),
        pending: int(sql`sum(${rewardPayouts.amount}) filter (where ${rewardPayouts.status} <> 'paid')`),
      })
      .from(rewardPayouts)
      .where(eq(rewardPayouts.ambassadorId, ambassadorId)),
  ]);
  return {
    totalReferrals: referralCounts?.total ?? 0,
    directOrders: referralCounts?.directOrders ?? 0,
    indirectOrders: ledger?.indirectOrders ?? 0,
    totalRewards: ledger?.totalRewards ?? 0,
    pendingRewards: ledger?.pendingRewards ?? 0,
    availableBalance: ledger?.availableBalance ?? 0,
    totalPayouts: payouts?.total ?? 0,
    paidPayouts: payouts?.paid ?? 0,
    pendingPayouts: payouts?.pending ?? 0,
  };
}
