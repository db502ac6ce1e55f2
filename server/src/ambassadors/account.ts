/**
 * The ambassador's own account, as the /referrals routes offer it: sign-up, the sign-in check, the
 * profile, the dashboard's lists and the payout request. Every query is scoped by the ambassador's id,
 * so another ambassador's ids find nothing (404) and lists only ever hold the caller's rows.
 */
import { normalisePhone, PHONE_MESSAGE } from '@shop/shared/validation/phone';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Locale } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { validationFailure } from '../lib/validation-failure';
import { bankDetailView, pageMeta, payoutView, referralView, rewardView } from './json';
import { ambassadorStats, listPayouts, listRewards, requestPayout } from './ledger';
import { hashPassword, verifyPassword } from './passwords';
import {
  type AmbassadorRow,
  createAmbassador,
  createBankDetail,
  findBankDetail,
  findByEmail,
  findById,
  listBankDetails,
  listReferrals,
  updateProfile,
} from './repository';
import { type createBankDetailSchema, profileSchema, type signUpSchema, type updateMeSchema } from './schemas';
import { revokeOtherSessions } from './tokens';

type SignUpBody = z.infer<typeof signUpSchema.body>['brand_ambassador'];
type ProfileChanges = z.infer<typeof updateMeSchema.body>['brand_ambassador'];
interface Page {
  page: number;
  per_page: number;
}

/**
 * The phone in international form ('+994 50 123 45 67'), as an order's is stored: a number starting with + as it
 * is, else read as one of `country` (the visitor's; the portal sends it international already, read with the
 * country the ambassador picked). Refused as a field of the form when it is no phone number.
 */
export function internationalPhone(phone: string, country: string): string {
  const checked = z
    .string()
    .transform((text, ctx) => {
      const normalised = normalisePhone(text, country);
      if (normalised) return normalised;
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    })
    .safeParse(phone);
  if (!checked.success) throw validationFailure(checked.error, ['brand_ambassador', 'phone']);
  return checked.data;
}

/** Files the application; its phone was made international first (`internationalPhone`). */
export async function signUp(db: Db, body: SignUpBody, locale: Locale, referredBy: string | undefined) {
  const { passwordConfirmation: _confirmation, password, ...profile } = body;
  return createAmbassador(db, { ...profile, passwordHash: await hashPassword(password), locale }, referredBy);
}

/** The account whose password this is, or undefined; the caller counts the failure. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<AmbassadorRow | undefined> {
  const ambassador = await findByEmail(db, email);
  const matches = await verifyPassword(ambassador?.passwordHash, password);
  return ambassador && matches ? ambassador : undefined;
}

/** Told only to whoever knows the password, so it gives nothing away. */
export function assertMaySignIn(ambassador: AmbassadorRow): void {
  if (ambassador.status === 'submitted' || ambassador.status === 'under_review') {
    throw new HttpError(403, 'account_pending', 'common.error.accountPending');
  }
  if (ambassador.status !== 'active') throw new HttpError(403, 'account_inactive', 'common.error.accountInactive');
}

export async function loadAmbassador(db: Db, id: string): Promise<AmbassadorRow> {
  const row = await findById(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Fields left out keep their stored value; an empty link clears it. The result must still be a valid
 * profile. A new password signs out every other device; this one stays signed in.
 */
export async function changeProfile(
  db: Db,
  me: { id: string; sessionId: string },
  body: ProfileChanges,
  visitorCountry: string,
): Promise<AmbassadorRow> {
  const { password, passwordConfirmation: _confirmation, ...changes } = body;
  // Checked when sent (the portal sends every field): an account from before the check keeps its number until
  // its profile is saved, and the form then asks for a valid one.
  if (changes.phone !== undefined) changes.phone = internationalPhone(changes.phone, visitorCountry);
  const stored = await loadAmbassador(db, me.id);
  const merged = profileSchema.safeParse({
    name: changes.name ?? stored.name,
    // An account from before the country list has no code until the profile sends one; its typed country stays.
    country: changes.country ?? stored.countryCode ?? undefined,
    phone: changes.phone ?? stored.phone,
    about: changes.about ?? stored.about ?? undefined,
    website: changes.website ?? stored.website ?? undefined,
    instagram: changes.instagram ?? stored.instagram ?? undefined,
    tiktok: changes.tiktok ?? stored.tiktok ?? undefined,
    youtube: changes.youtube ?? stored.youtube ?? undefined,
    facebook: changes.facebook ?? stored.facebook ?? undefined,
    pinterest: changes.pinterest ?? stored.pinterest ?? undefined,
  });
  if (!merged.success) throw validationFailure(merged.error, ['brand_ambassador']);
  const updated = await updateProfile(db, me.id, merged.data, password ? await hashPassword(password) : undefined);
  if (password) await revokeOtherSessions(db, me.id, me.sessionId);
  return updated;
}

export async function statsJson(db: Db, ambassadorId: string) {
  const stats = await ambassadorStats(db, ambassadorId);
  return {
    total_referrals: stats.totalReferrals,
    // Referrals are orders or new ambassadors (REFERRED_TYPES): the ones that are not orders signed up.
    referred_ambassadors: stats.totalReferrals - stats.directOrders,
    total_orders: {
      direct: stats.directOrders,
      indirect: stats.indirectOrders,
      total: stats.directOrders + stats.indirectOrders,
    },
    total_rewards: stats.totalRewards,
    pending_rewards: stats.pendingRewards,
    available_balance: stats.availableBalance,
    total_payouts: stats.totalPayouts,
    paid_payouts: stats.paidPayouts,
    pending_payouts: stats.pendingPayouts,
    currency: 'USD' as const,
  };
}

export async function referralsPage(db: Db, ambassadorId: string, { page, per_page: perPage }: Page) {
  const { rows, total } = await listReferrals(db, ambassadorId, { page, perPage });
  return { referrals: rows.map(referralView), meta: pageMeta(page, perPage, total) };
}

export async function rewardsPage(db: Db, ambassadorId: string, { page, per_page: perPage }: Page) {
  const { rows, total } = await listRewards(db, ambassadorId, { page, perPage });
  return { rewards: rows.map(rewardView), meta: pageMeta(page, perPage, total) };
}

export async function payoutsPage(db: Db, ambassadorId: string, { page, per_page: perPage }: Page) {
  const [{ rows, total }, stats] = await Promise.all([
    listPayouts(db, ambassadorId, { page, perPage }),
    ambassadorStats(db, ambassadorId),
  ]);
  return {
    reward_payouts: rows.map(payoutView),
    meta: pageMeta(page, perPage, total),
    available_balance: stats.availableBalance,
  };
}

/** Debits the balance in one transaction (ledger.ts); `afterCommit` lets the fault suite crash right there. */
export async function requestPayoutJson(
  db: Db,
  ambassadorId: string,
  bankDetailId: string,
  minimum: number,
  afterCommit: () => Promise<void>,
) {
  const payout = await requestPayout(db, ambassadorId, bankDetailId, minimum);
  await afterCommit();
  const detail = await findBankDetail(db, ambassadorId, bankDetailId);
  return payoutView({
    payout,
    accountNumberMasked: detail?.accountNumberMasked ?? null,
    ibanMasked: detail?.ibanMasked ?? null,
  });
}

export async function bankDetailsJson(db: Db, ambassadorId: string) {
  return (await listBankDetails(db, ambassadorId)).map(bankDetailView);
}

export async function addBankDetail(
  db: Db,
  bankKey: Buffer,
  ambassadorId: string,
  input: z.infer<typeof createBankDetailSchema.body>['bank_detail'],
) {
  const row = await createBankDetail(db, bankKey, ambassadorId, {
    paymentMethod: input.payment_method,
    accountHolderName: input.account_holder_name,
    taxId: input.tax_id || undefined,
    accountNumber: input.account_number || undefined,
    // A card needs only its number; anything else sent with it is not kept.
    ...(input.payment_method === 'bank_transfer'
      ? {
          routingNumber: input.routing_number || undefined,
          iban: input.iban || undefined,
          swiftBic: input.swift_bic || undefined,
        }
      : {}),
  });
  return bankDetailView(row);
}
