/**
 * Personal coupon codes: each active ambassador has one code that friends type at the checkout's
 * confirm step. The friend gets COUPON_DISCOUNT_PERCENT off the book (the price's discount line, priced by
 * @shop/shared/money priceLines) and the order is credited to the ambassador even without the referral cookie;
 * a code wins over the cookie. The ambassador's reward is then 10% of what the friend paid, after the discount,
 * because rewards are computed on the order's total (ledger.ts).
 *
 * Codes are unique whatever the case (a unique index on lower(coupon_code)), kept as the ambassador wrote them,
 * given on approval or at the first read of an account from before codes, never overwritten, and changed by
 * the ambassador at most once.
 */
import { randomInt } from 'node:crypto';
import type { CouponCodeJson, ErrorDetails } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/i18n/catalogue';
import { COUPON_CODE_MESSAGE, isCouponCode } from '@shop/shared/validation';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { brandAmbassadors } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { translateMessage } from '../lib/messages';
import { uniqueViolation } from '../lib/unique-violation';
import { canonicalEmail } from './fraud';
import type { AmbassadorRow } from './repository';

const UNIQUE_INDEX = 'brand_ambassadors_coupon_code_unique';

/** Letters a Latin keyboard types for the names of the shop's four languages (ı, ə and Cyrillic). */
const SPELLED: Record<string, string> = {
  ı: 'i',
  ə: 'e',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ы: 'y',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** 'Aylin Kaya' → 'AYLIN', 'Şölə' → 'SOLE', 'Мария' → 'MARIYA': the first name as a friend would type it. */
function nameStem(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const latin = [...first.toLowerCase()]
    .map((letter) => SPELLED[letter] ?? letter)
    .join('')
    .normalize('NFD')
    .replace(/[^a-z]/g, '')
    .toUpperCase();
  return latin.slice(0, 10);
}

/**
 * A code friends can read out and type: the first name and two digits ('AYLIN27'), three after a clash,
 * 'BOOK' and digits for a name with too few Latin letters.
 */
export function newCouponCode(name: string, attempt: number): string {
  const stem = nameStem(name);
  const base = stem.length >= 3 ? stem : 'BOOK';
  return attempt < 3 ? `${base}${randomInt(10, 100)}` : `${base}${randomInt(100, 10_000)}`;
}

async function codeInUse(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brandAmbassadors.id })
    .from(brandAmbassadors)
    .where(sql`lower(${brandAmbassadors.couponCode}) = lower(${code})`)
    .limit(1);
  return row !== undefined;
}

/**
 * The ambassador's code, giving one first when they have none (an approval, or an account from before codes).
 * Only an empty code is ever written, so a code is never overwritten, even by two first reads at once. Works
 * inside a caller's transaction: each try runs in a savepoint, so a clash does not abort the caller's work.
 */
export async function ensureCouponCode(db: DbOrTx, ambassador: AmbassadorRow): Promise<AmbassadorRow> {
  if (ambassador.couponCode) return ambassador;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = newCouponCode(ambassador.name, attempt);
    if (await codeInUse(db, code)) continue;
    try {
      const [given] = await db.transaction(async (savepoint) =>
        savepoint
          .update(brandAmbassadors)
          .set({ couponCode: code })
          .where(and(eq(brandAmbassadors.id, ambassador.id), isNull(brandAmbassadors.couponCode)))
          .returning(),
      );
      if (given) return given;
      // Someone else's first read gave the code a moment ago: that one stays.
      const [current] = await db.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, ambassador.id));
      if (current?.couponCode) return current;
      throw new Error(`ambassador ${ambassador.id} vanished while getting a coupon code`);
    } catch (error) {
      if (uniqueViolation(error) !== UNIQUE_INDEX) throw error;
    }
  }
  throw new Error(`no free coupon code found for ambassador ${ambassador.id}`);
}

/** The active ambassador whose coupon code this is, whatever the case it is typed in. */
export async function findCouponOwner(db: DbOrTx, code: string): Promise<AmbassadorRow | undefined> {
  if (!isCouponCode(code)) return undefined;
  const [row] = await db
    .select()
    .from(brandAmbassadors)
    .where(
      and(sql`lower(${brandAmbassadors.couponCode}) = lower(${code.trim()})`, eq(brandAmbassadors.status, 'active')),
    )
    .limit(1);
  return row;
}

/** A coupon problem as a 422 with the field in details (the shape of the other field errors). */
function couponProblem(code: string, messageId: string, path: string[], locale: Locale): HttpError {
  const details: ErrorDetails = [
    { path, message_id: messageId, message: translateMessage(messageId, locale), code, location: 'body' },
  ];
  return new HttpError(422, code, messageId, details);
}

/** The ambassador's one change of their code: 4–20 Latin letters and digits, not another's, and only once. */
export async function changeCouponCode(
  db: DbOrTx,
  ambassador: AmbassadorRow,
  typed: string,
  locale: Locale,
): Promise<AmbassadorRow> {
  const path = ['coupon_code', 'code'];
  const code = typed.trim();
  if (!isCouponCode(code)) throw couponProblem('validation_error', COUPON_CODE_MESSAGE, path, locale);
  const current = await ensureCouponCode(db, ambassador);
  // The same code in another case is no change (and would be refused as taken by the ambassador themself).
  if (current.couponCode === code) return current;
  if (current.couponCodeChangedAt) {
    throw couponProblem('coupon_changed_once', 'common.error.couponChangedOnce', path, locale);
  }
  const taken = () => couponProblem('coupon_taken', 'common.error.couponTaken', path, locale);
  const [other] = await db
    .select({ id: brandAmbassadors.id })
    .from(brandAmbassadors)
    .where(sql`lower(${brandAmbassadors.couponCode}) = lower(${code})`)
    .limit(1);
  if (other && other.id !== current.id) throw taken();
  try {
    const [changed] = await db
      .update(brandAmbassadors)
      .set({ couponCode: code, couponCodeChangedAt: sql`now()`, updatedAt: sql`now()` })
      // The one change: a second request racing this one finds the date set and changes nothing.
      .where(and(eq(brandAmbassadors.id, current.id), isNull(brandAmbassadors.couponCodeChangedAt)))
      .returning();
    if (!changed) throw couponProblem('coupon_changed_once', 'common.error.couponChangedOnce', path, locale);
    return changed;
  } catch (error) {
    if (uniqueViolation(error) === UNIQUE_INDEX) throw taken();
    throw error;
  }
}

/** The friend's discount as the order keeps it, in basis points (5% → 500). */
export const couponDiscountBp = (percent: number): number => Math.round(percent * 100);

export function couponCodeJson(row: AmbassadorRow, discountPercent: number): CouponCodeJson {
  if (!row.couponCode) throw new Error(`ambassador ${row.id} has no coupon code after getting one`);
  return { code: row.couponCode, changeable: row.couponCodeChangedAt === null, discount_percent: discountPercent };
}

async function signedIn(db: DbOrTx, id: string): Promise<AmbassadorRow> {
  const [row] = await db.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** GET /referrals/coupon_code: the signed-in ambassador's code, given at this first read if they had none. */
export async function myCouponCode(db: DbOrTx, id: string, discountPercent: number): Promise<CouponCodeJson> {
  return couponCodeJson(await ensureCouponCode(db, await signedIn(db, id)), discountPercent);
}

/** PUT /referrals/coupon_code: the signed-in ambassador's one change. */
export async function changeMyCouponCode(
  db: DbOrTx,
  id: string,
  typed: string,
  discountPercent: number,
  locale: Locale,
): Promise<CouponCodeJson> {
  return couponCodeJson(await changeCouponCode(db, await signedIn(db, id), typed, locale), discountPercent);
}

/** The order's columns a coupon sets: its code as the ambassador wrote it, the discount and the attribution. */
export interface CouponColumns {
  couponCode: string | null;
  couponDiscountBp: number;
  referralCode: string | null;
}

const ORDER_FIELD = ['order', 'coupon_code'];

/**
 * What applying `typed` to an order bought by `buyerEmail` writes, or 422 'coupon_unknown' (no active
 * ambassador has it) or 'coupon_own' (the buyer is its ambassador, however the address is written).
 */
export async function applyCoupon(
  db: DbOrTx,
  typed: string,
  buyerEmail: string | null | undefined,
  discountPercent: number,
  locale: Locale,
): Promise<CouponColumns> {
  const owner = await findCouponOwner(db, typed);
  if (!owner?.couponCode) throw couponProblem('coupon_unknown', 'common.error.couponUnknown', ORDER_FIELD, locale);
  if (buyerEmail && canonicalEmail(buyerEmail) === canonicalEmail(owner.email)) {
    throw couponProblem('coupon_own', 'common.error.couponOwn', ORDER_FIELD, locale);
  }
  return {
    couponCode: owner.couponCode,
    couponDiscountBp: couponDiscountBp(discountPercent),
    referralCode: owner.referralCode,
  };
}

/**
 * Whether the order's applied code is its buyer's own (checked again when the contact e-mail changes after the
 * code was applied: the code is then taken off, as if it had never been typed).
 */
export async function isOwnCoupon(db: DbOrTx, couponCode: string, buyerEmail: string): Promise<boolean> {
  const [owner] = await db
    .select({ email: brandAmbassadors.email })
    .from(brandAmbassadors)
    .where(sql`lower(${brandAmbassadors.couponCode}) = lower(${couponCode})`)
    .limit(1);
  return owner !== undefined && canonicalEmail(owner.email) === canonicalEmail(buyerEmail);
}

/** The columns of an order without a code: the referral cookie's ambassador (if any) is credited again. */
export function withoutCoupon(cookieReferralCode: string | undefined): CouponColumns {
  return { couponCode: null, couponDiscountBp: 0, referralCode: cookieReferralCode ?? null };
}
