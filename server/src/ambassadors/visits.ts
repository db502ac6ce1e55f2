/** A visit through a referral link: counted for a known, active code; an unknown one is 'not found'. */
import type { Db } from '../db/client';
import type { Locale } from '../db/schema';
import { notFound } from '../lib/http-error';
import { normaliseReferralCode } from './referral-cookie';
import { type AmbassadorRow, findActiveByCode, recordVisit } from './repository';

export async function recordReferralVisit(db: Db, code: string, locale: Locale): Promise<AmbassadorRow> {
  const ambassador = await findActiveByCode(db, normaliseReferralCode(code));
  if (!ambassador) throw notFound('common.error.referralNotFound');
  await recordVisit(db, ambassador.id, locale);
  return ambassador;
}
