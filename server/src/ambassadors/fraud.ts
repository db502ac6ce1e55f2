/**
 * Fraud checks on a referred order, run when it is paid (ledger.ts, in the payment's transaction). An order
 * that looks like the ambassador buying through their own link (same e-mail once normalised, same phone,
 * the name and delivery address of one of their own orders, the browser or address they sign in from), or
 * the fourth order or more in a day from one address through one ambassador, is held "in review": its
 * reward is not written, and the team is mailed. The team then approves (the reward is written as any
 * other, pending until the refund window ends) or declines (nothing is ever paid) in the back office.
 */
import { BlockList, isIP } from 'node:net';
import type { FraudReason, ReviewDecision } from '@shop/shared/contracts';
import { and, desc, eq, gt, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ambassadorSessions, ledgerEntries, orders, referrals, refunds } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { AmbassadorRow } from './repository';

/** The job that mails the team about a held referral (registered in flagged-email.ts). */
export const REFERRAL_FLAGGED_JOB = 'referral-flagged-email';

/** Sign-ins this recent count for the address rule: a home address changes, a browser cookie does not. */
export const SIGN_IN_IP_DAYS = 30;
/** More orders than this from one address (IP or delivery) through one ambassador in a day are held. */
export const ORDERS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 86_400_000;

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however it is written: lower case, without a '+tag', and for Gmail without dots and with
 * googlemail.com read as gmail.com ('Ay.Lin+kitap@GoogleMail.com' → 'aylin@gmail.com').
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** The digits of a phone number; too short a number is no evidence and reads as none. */
export function phoneDigits(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits : undefined;
}

/**
 * Text typed by a person, for comparison: case, accents, punctuation and spacing ignored ('Aylin  Kaya',
 * 'AYLIN KAYA', 'Aylın Kaya'; 'Nizami küç. 5, mənzil 12' and 'nizami kuc 5 menzil 12').
 */
export function canonicalText(text: string | null | undefined): string | undefined {
  const folded = (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ə/g, 'e')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded || undefined;
}

const SHARED_ADDRESSES = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  SHARED_ADDRESSES.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  SHARED_ADDRESSES.addSubnet(net, prefix, 'ipv6');
}

/**
 * The address as evidence, or undefined: a loopback or private address is a proxy's or a home network's
 * that many people share (and every local test's), so it tells nothing about who bought.
 */
export function publicAddress(ip: string | null | undefined): string | undefined {
  if (!ip) return undefined;
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (family === 0) return undefined;
  return SHARED_ADDRESSES.check(plain, family === 4 ? 'ipv4' : 'ipv6') ? undefined : plain;
}

/** What the checks read of the order; loaded inside the payment's transaction. */
export interface ScreenedOrder {
  id: string;
  email: string | null;
  phone: string | null;
  fullName: string | null;
  shippingAddress: string | null;
  postalCode: string | null;
  deviceId: string | null;
  clientIp: string | null;
  paidAt: Date | null;
}

const addressOf = (order: Pick<ScreenedOrder, 'shippingAddress' | 'postalCode'>) => {
  const street = canonicalText(order.shippingAddress);
  return street ? `${street}|${canonicalText(order.postalCode) ?? ''}` : undefined;
};

/** The same canonical form as canonicalEmail, in SQL, so the ambassador's own orders are found by index-free scan. */
const canonicalEmailSql = sql`(case
  when split_part(lower(${orders.email}), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower(${orders.email}), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(${orders.email}), '@', 1), '+', 1) || '@' || split_part(lower(${orders.email}), '@', 2)
end)`;

/** Every rule the order trips for this ambassador, in a fixed order; empty when none. */
export async function fraudReasons(tx: Tx, order: ScreenedOrder, ambassador: AmbassadorRow): Promise<FraudReason[]> {
  const reasons: FraudReason[] = [];
  const email = canonicalEmail(ambassador.email);
  const phone = phoneDigits(ambassador.phone);
  const paidAt = order.paidAt ?? new Date();
  const ip = publicAddress(order.clientIp);

  if (order.email && canonicalEmail(order.email) === email) reasons.push('same_email');
  if (phone && phoneDigits(order.phone) === phone) reasons.push('same_phone');

  const address = addressOf(order);
  const name = canonicalText(order.fullName);
  if (address && name && name === canonicalText(ambassador.name)) {
    // The ambassador's own orders: the ones bought with their e-mail or phone.
    const own = await tx
      .select({ shippingAddress: orders.shippingAddress, postalCode: orders.postalCode })
      .from(orders)
      .where(
        and(
          ne(orders.id, order.id),
          isNotNull(orders.shippingAddress),
          or(
            sql`${canonicalEmailSql} = ${email}`,
            phone ? sql`regexp_replace(coalesce(${orders.phone}, ''), '\\D', '', 'g') = ${phone}` : sql`false`,
          ),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(50);
    if (own.some((row) => addressOf(row) === address)) reasons.push('same_name_address');
  }

  if (order.deviceId) {
    const [session] = await tx
      .select({ id: ambassadorSessions.id })
      .from(ambassadorSessions)
      .where(and(eq(ambassadorSessions.ambassadorId, ambassador.id), eq(ambassadorSessions.deviceId, order.deviceId)))
      .limit(1);
    if (session) reasons.push('same_device');
  }
  if (ip) {
    const [session] = await tx
      .select({ id: ambassadorSessions.id })
      .from(ambassadorSessions)
      .where(
        and(
          eq(ambassadorSessions.ambassadorId, ambassador.id),
          // Stored as the socket gave it: an IPv4 client of a dual-stack server reads ::ffff:a.b.c.d.
          inArray(ambassadorSessions.ip, [ip, `::ffff:${ip}`]),
          gt(ambassadorSessions.createdAt, new Date(paidAt.getTime() - SIGN_IN_IP_DAYS * DAY_MS)),
        ),
      )
      .limit(1);
    if (session) reasons.push('same_ip');
  }

  // This ambassador's referred orders paid in the 24 hours up to this one (this one included).
  const sameDay = await tx
    .select({
      id: orders.id,
      clientIp: orders.clientIp,
      shippingAddress: orders.shippingAddress,
      postalCode: orders.postalCode,
    })
    .from(referrals)
    .innerJoin(orders, eq(orders.id, referrals.orderId))
    .where(
      and(
        eq(referrals.ambassadorId, ambassador.id),
        gt(orders.paidAt, new Date(paidAt.getTime() - DAY_MS)),
        lte(orders.paidAt, paidAt),
      ),
    );
  const others = sameDay.filter((row) => row.id !== order.id);
  if (ip && others.filter((row) => publicAddress(row.clientIp) === ip).length >= ORDERS_PER_ADDRESS_PER_DAY) {
    reasons.push('orders_per_ip');
  }
  if (address && others.filter((row) => addressOf(row) === address).length >= ORDERS_PER_ADDRESS_PER_DAY) {
    reasons.push('orders_per_address');
  }
  return reasons;
}

type ReferralRow = typeof referrals.$inferSelect;

/**
 * Whether the rewards of this referred order may be written now. A referral the team approved may; one in
 * review or declined may not. An unscreened one is screened once: if a rule trips it is held in review (and
 * the team's e-mail queued in the same transaction), else it may. An order whose rewards exist already (a
 * replayed payment event) is not screened again.
 */
export async function clearedForRewards(
  tx: Tx,
  orderId: string,
  ambassador: AmbassadorRow,
  referral: ReferralRow,
): Promise<boolean> {
  if (referral.reviewStatus === 'approved') return true;
  if (referral.reviewStatus !== null) return false;
  const [written] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, `order:${orderId}:reward_direct`))
    .limit(1);
  if (written) return true;
  const [order] = await tx
    .select({
      id: orders.id,
      email: orders.email,
      phone: orders.phone,
      fullName: orders.fullName,
      shippingAddress: orders.shippingAddress,
      postalCode: orders.postalCode,
      deviceId: orders.deviceId,
      clientIp: orders.clientIp,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return false;
  const reasons = await fraudReasons(tx, order, ambassador);
  if (reasons.length === 0) return true;
  await tx
    .update(referrals)
    .set({ reviewStatus: 'in_review', reviewReasons: reasons, updatedAt: sql`now()` })
    .where(eq(referrals.id, referral.id));
  // Queued with the payment, so the team hears of exactly the referrals that were held.
  await tx.execute(sql`select graphile_worker.add_job(
    identifier => ${REFERRAL_FLAGGED_JOB}::text,
    payload => ${JSON.stringify({ referralId: referral.id })}::json,
    job_key => ${`${REFERRAL_FLAGGED_JOB}:${referral.id}`}::text
  )`);
  return false;
}

export type RewardWriter = (tx: Tx, orderId: string) => Promise<void>;

/**
 * The team's decision on a referral in review, in the caller's transaction (the caller audits it). Approving
 * writes the rewards through `writeRewards` (ledger.ts's recordRewardsForPaidOrder, now passing), and takes
 * back the share of any refund made while the referral waited; declining marks the referral inactive, so
 * nothing is ever paid for it. A decision on a referral no longer in review is 409; an unknown one undefined.
 */
export async function decideReview(
  tx: Tx,
  referralId: string,
  decision: ReviewDecision,
  staffId: string,
  writeRewards: RewardWriter,
  reverseRefund: (
    tx: Tx,
    orderId: string,
    share: { refundId: string; amount: number; paid: number; full: boolean },
  ) => Promise<void>,
): Promise<{ before: ReferralRow; after: ReferralRow } | undefined> {
  const [before] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
  if (!before) return undefined;
  if (before.reviewStatus !== 'in_review') {
    throw new HttpError(409, 'not_in_review', 'common.error.referralNotInReview');
  }
  const approved = decision === 'approve';
  const [after] = await tx
    .update(referrals)
    .set({
      reviewStatus: approved ? 'approved' : 'declined',
      reviewedAt: sql`now()`,
      reviewedBy: staffId,
      updatedAt: sql`now()`,
      ...(approved ? {} : { status: 'inactive' as const }),
    })
    .where(eq(referrals.id, referralId))
    .returning();
  if (!after) throw new Error('referral row vanished inside its transaction');
  // A referral whose order was wholly refunded meanwhile (inactive) earns nothing to approve.
  if (approved && before.orderId && before.status !== 'inactive') {
    await writeRewards(tx, before.orderId);
    const [order] = await tx.select({ price: orders.price }).from(orders).where(eq(orders.id, before.orderId)).limit(1);
    const paid = order?.price?.total ?? 0;
    const given = await tx
      .select({ id: refunds.id, amount: refunds.amount })
      .from(refunds)
      .where(and(eq(refunds.orderId, before.orderId), eq(refunds.status, 'succeeded')))
      .orderBy(refunds.createdAt);
    let back = 0;
    for (const refund of given) {
      back += refund.amount;
      await reverseRefund(tx, before.orderId, { refundId: refund.id, amount: refund.amount, paid, full: back >= paid });
    }
  }
  return { before, after };
}
