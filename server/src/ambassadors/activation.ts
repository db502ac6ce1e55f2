/**
 * Activation by the team: submitted or under_review → active, then the activation e-mail with the
 * sign-in link. Used by the CLI (`npm run ambassador:activate`) and, later, the back office.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env';
import type { Db, Tx } from '../db/client';
import { brandAmbassadors, LOCALES, type Locale, referrals } from '../db/schema';
import { recordSentEmail } from '../mail/sent-emails';
import type { Delivery, Mailer } from '../mail/types';
import { activationEmail } from './activation-email';
import { ensureCouponCode } from './coupons';
import type { AmbassadorRow } from './repository';

export interface ActivationContext {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'siteName'>;
}

export type ActivationResult =
  | { outcome: 'activated'; ambassador: AmbassadorRow; delivery: Delivery }
  | { outcome: 'already_active'; ambassador: AmbassadorRow };

export class ActivationError extends Error {
  override name = 'ActivationError';
}

const ACTIVATABLE = ['submitted', 'under_review'] as const;
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * `inTransaction` runs with the activation's transaction after the change (the back office writes its
 * audit entry there), so the record of who activated the account commits or rolls back with it.
 */
export async function activateAmbassador(
  context: ActivationContext,
  id: string,
  inTransaction?: (tx: Tx, before: AmbassadorRow, after: AmbassadorRow) => Promise<void>,
): Promise<ActivationResult> {
  const { db, mailer, config } = context;
  const ambassador = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, id)).for('update');
    if (!current) throw new ActivationError(`No ambassador ${id}`);
    if (current.status === 'active') return undefined;
    if (!(ACTIVATABLE as readonly string[]).includes(current.status)) {
      throw new ActivationError(`Ambassador ${current.email} is ${current.status} and cannot be activated`);
    }
    const [activated] = await tx
      .update(brandAmbassadors)
      .set({ status: 'active', activatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(brandAmbassadors.id, id))
      .returning();
    // The recruiter's referral of this ambassador becomes active with them.
    await tx
      .update(referrals)
      .set({ status: 'active', updatedAt: sql`now()` })
      .where(and(eq(referrals.referredAmbassadorId, id), inArray(referrals.status, ['pending'])));
    if (!activated) throw new Error('ambassador row vanished inside its transaction');
    // Approved ambassadors can share their coupon code from the first sign-in (kept if they had one).
    const withCode = await ensureCouponCode(tx, activated);
    await inTransaction?.(tx, current, withCode);
    return withCode;
  });
  if (!ambassador) {
    const [current] = await db.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, id));
    if (!current) throw new ActivationError(`No ambassador ${id}`);
    return { outcome: 'already_active', ambassador: current };
  }

  const locale = isLocale(ambassador.locale) ? ambassador.locale : 'en';
  const message = activationEmail({
    to: ambassador.email,
    name: ambassador.name,
    locale,
    referralCode: ambassador.referralCode,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
  });
  // Sent after the commit: an e-mail about an activation that rolled back would be a lie.
  const delivery = await mailer.send(message);
  await recordSentEmail(db, {
    orderId: null,
    kind: 'ambassador-activation',
    locale,
    message,
    delivery,
    ambassadorId: ambassador.id,
    eventKey: `application-approved:${ambassador.id}`,
  });
  return { outcome: 'activated', ambassador, delivery };
}
