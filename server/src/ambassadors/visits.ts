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

/**
 * How a referral landing names the ambassador who shared it: the first name and the initial of the last
 * ('Aysel Mammadova' → 'Aysel M.'), enough for a friend to recognise and no more for a stranger with the link.
 */
export function invitingName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${[...last][0]?.toLocaleUpperCase()}.` : first;
}
