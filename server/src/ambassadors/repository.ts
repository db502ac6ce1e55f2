/**
 * Ambassador accounts, referrals, visits and bank details. Every read of an ambassador's own data is
 * filtered by their id here, so a route cannot forget it: another ambassador's ids simply find nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  type AmbassadorStatus,
  bankDetails,
  brandAmbassadors,
  type Locale,
  ledgerEntries,
  type PaymentMethod,
  referrals,
} from '../db/schema';
import { HttpError } from '../lib/http-error';
import { uniqueViolation } from '../lib/unique-violation';
import { type BankNumberField, compact, encryptBankNumber, maskIban, maskNumber } from './bank-numbers';
import { queueAmbassadorEmail } from './notifications';

export type AmbassadorRow = typeof brandAmbassadors.$inferSelect;
export type BankDetailRow = typeof bankDetails.$inferSelect;

/** Upper-case letters and digits without the look-alikes (0/O, 1/I): easy to read out and type. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newReferralCode(): string {
  // 32 symbols: each random byte's low five bits pick one uniformly.
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte & 31]).join('');
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface Profile {
  name: string;
  /** ISO code; left out, an account from before the country list keeps the country its applicant typed. */
  country?: string | undefined;
  phone: string;
  about?: string | undefined;
  website?: string | undefined;
  instagram?: string | undefined;
  tiktok?: string | undefined;
  youtube?: string | undefined;
  facebook?: string | undefined;
  pinterest?: string | undefined;
}

export interface NewAmbassador extends Profile {
  country: string;
  email: string;
  passwordHash: string;
  locale: Locale;
}

/** Empty optional texts are stored as null, so "no Instagram" has one representation. */
const orNull = (value: string | undefined) => (value && value.length > 0 ? value : null);

function profileColumns(profile: Profile) {
  return {
    name: profile.name,
    ...(profile.country === undefined ? {} : { countryCode: profile.country }),
    phone: profile.phone,
    about: orNull(profile.about),
    website: orNull(profile.website),
    instagram: orNull(profile.instagram),
    tiktok: orNull(profile.tiktok),
    youtube: orNull(profile.youtube),
    facebook: orNull(profile.facebook),
    pinterest: orNull(profile.pinterest),
  };
}

export const emailTaken = () => new HttpError(409, 'email_taken', 'common.error.emailTaken');

/**
 * A new application (status submitted). When the visitor came through another ambassador's link, that
 * ambassador becomes the recruiter and gets a referral of type brandambassador.
 */
export async function createAmbassador(
  db: Db,
  input: NewAmbassador,
  recruiterCode: string | undefined,
): Promise<AmbassadorRow> {
  const email = normaliseEmail(input.email);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const recruiter = recruiterCode ? await findActiveByCode(tx, recruiterCode) : undefined;
        const [created] = await tx
          .insert(brandAmbassadors)
          .values({
            ...profileColumns(input),
            email,
            passwordHash: input.passwordHash,
            locale: input.locale,
            referralCode: newReferralCode(),
            recruiterId: recruiter?.id ?? null,
          })
          .returning();
        if (!created) throw new Error('no ambassador row returned');
        if (recruiter) {
          await tx.insert(referrals).values({
            ambassadorId: recruiter.id,
            referredType: 'brandambassador',
            referredAmbassadorId: created.id,
            name: created.name,
            status: 'pending',
          });
        }
        await queueAmbassadorEmail(tx, { kind: 'application-received', ambassadorId: created.id });
        await queueAmbassadorEmail(tx, { kind: 'team-new-application', ambassadorId: created.id });
        return created;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'brand_ambassadors_email_unique') throw emailTaken();
      // A clash of random codes is rare enough that a few fresh tries always settle it.
      if (constraint === 'brand_ambassadors_referral_code_unique' && attempt < 5) continue;
      throw error;
    }
  }
}

export async function findByEmail(db: Db, email: string): Promise<AmbassadorRow | undefined> {
  const [row] = await db
    .select()
    .from(brandAmbassadors)
    .where(eq(brandAmbassadors.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

export async function findById(db: Db, id: string): Promise<AmbassadorRow | undefined> {
  const [row] = await db.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, id)).limit(1);
  return row;
}

export async function findActiveByCode(db: DbOrTx, code: string): Promise<AmbassadorRow | undefined> {
  const [row] = await db
    .select()
    .from(brandAmbassadors)
    .where(and(eq(brandAmbassadors.referralCode, code), eq(brandAmbassadors.status, 'active')))
    .limit(1);
  return row;
}

export async function updateProfile(
  db: Db,
  id: string,
  profile: Profile,
  passwordHash: string | undefined,
): Promise<AmbassadorRow> {
  const [row] = await db
    .update(brandAmbassadors)
    .set({ ...profileColumns(profile), ...(passwordHash ? { passwordHash } : {}), updatedAt: sql`now()` })
    .where(eq(brandAmbassadors.id, id))
    .returning();
  if (!row) throw new HttpError(404, 'not_found', 'common.error.notFound');
  return row;
}

export async function setStatus(db: Db, id: string, status: AmbassadorStatus): Promise<void> {
  await db.update(brandAmbassadors).set({ status, updatedAt: sql`now()` }).where(eq(brandAmbassadors.id, id));
}

export interface PageArgs {
  page: number;
  perPage: number;
}

/**
 * A referral's status as shown, to the ambassador and to the team alike: an order's referral reads as completed
 * once its refund window is over (the row keeps 'pending' until then; nothing rewrites it when the window ends).
 */
export const referralStatus = sql<string>`case when ${referrals.status} = 'pending' and ${referrals.completesAt} <= now()
  then 'completed' else ${referrals.status} end`;

export async function listReferrals(db: Db, ambassadorId: string, { page, perPage }: PageArgs) {
  const own = eq(referrals.ambassadorId, ambassadorId);
  // What the ambassador earned through each referral: direct rewards for an order, indirect ones for a recruit.
  const rewards = db
    .select({
      referralId: ledgerEntries.referralId,
      amount: sql<number>`sum(${ledgerEntries.amount})::int`.as('amount'),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.ambassadorId, ambassadorId),
        sql`${ledgerEntries.kind} in ('reward_direct', 'reward_indirect', 'reward_reversal')`,
      ),
    )
    .groupBy(ledgerEntries.referralId)
    .as('rewards');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: referrals.id,
        name: referrals.name,
        referredType: referrals.referredType,
        status: referralStatus,
        createdAt: referrals.createdAt,
        rewards: sql<number>`coalesce(${rewards.amount}, 0)::int`,
      })
      .from(referrals)
      .leftJoin(rewards, eq(rewards.referralId, referrals.id))
      .where(own)
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(referrals).where(own),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export interface NewBankDetail {
  paymentMethod: PaymentMethod;
  accountNumber?: string | undefined;
  routingNumber?: string | undefined;
  iban?: string | undefined;
  swiftBic?: string | undefined;
  accountHolderName: string;
  taxId?: string | undefined;
}

export async function createBankDetail(
  db: Db,
  key: Buffer,
  ambassadorId: string,
  input: NewBankDetail,
): Promise<BankDetailRow> {
  const secret = (field: BankNumberField, value: string | undefined) =>
    value ? encryptBankNumber(key, ambassadorId, field, value) : null;
  const [row] = await db
    .insert(bankDetails)
    .values({
      ambassadorId,
      paymentMethod: input.paymentMethod,
      accountNumberEncrypted: secret('account_number', input.accountNumber),
      accountNumberMasked: input.accountNumber ? maskNumber(input.accountNumber) : null,
      routingNumberEncrypted: secret('routing_number', input.routingNumber),
      routingNumberMasked: input.routingNumber ? maskNumber(input.routingNumber) : null,
      ibanEncrypted: secret('iban', input.iban),
      ibanMasked: input.iban ? maskIban(input.iban) : null,
      swiftBic: input.swiftBic ? compact(input.swiftBic) : null,
      accountHolderName: input.accountHolderName.trim(),
      taxIdEncrypted: secret('tax_id', input.taxId),
      taxIdMasked: input.taxId ? maskNumber(input.taxId) : null,
    })
    .returning();
  if (!row) throw new Error('no bank detail row returned');
  return row;
}

export async function listBankDetails(db: Db, ambassadorId: string): Promise<BankDetailRow[]> {
  return db
    .select()
    .from(bankDetails)
    .where(eq(bankDetails.ambassadorId, ambassadorId))
    .orderBy(desc(bankDetails.createdAt), desc(bankDetails.id));
}

export async function findBankDetail(db: Db, ambassadorId: string, id: string): Promise<BankDetailRow | undefined> {
  const [row] = await db
    .select()
    .from(bankDetails)
    .where(and(eq(bankDetails.id, id), eq(bankDetails.ambassadorId, ambassadorId)))
    .limit(1);
  return row;
}
