/**
 * What keeps a stolen session or a guessed e-mail from taking an ambassador's money: the password reset by
 * e-mail (a random token, stored only as its SHA-256, that works once and for an hour; the request answers
 * alike for any e-mail), the current password that a new password, e-mail or bank detail needs, and an
 * e-mail to the ambassador after each such change (for an e-mail change, to the old address as well).
 */
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '@shop/shared/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ambassadorPasswordResets, brandAmbassadors } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { uniqueViolation } from '../lib/unique-violation';
import { bankDetailsChangedEmail } from '../mail/ambassador/bank-details-changed';
import { ambassadorLocale } from '../mail/ambassador/common';
import { emailChangedEmail } from '../mail/ambassador/email-changed';
import { passwordChangedEmail } from '../mail/ambassador/password-changed';
import type { AccountMailRecipient } from '../mail/ambassador/password-reset';
import { passwordResetEmail } from '../mail/ambassador/password-reset';
import { recordSentEmail } from '../mail/sent-emails';
import type { MailMessage } from '../mail/types';
import { addBankDetail, changeProfile, loadAmbassador } from './account';
import { hashPassword, verifyPassword } from './passwords';
import { type AmbassadorRow, emailTaken, findByEmail, normaliseEmail } from './repository';
import { revokeAllSessions } from './tokens';

export const currentPasswordWrong = () =>
  new HttpError(422, 'current_password_invalid', 'common.error.currentPasswordWrong');

/**
 * The change may go ahead only with the account's current password. Missing and wrong read the same
 * (422 on current_password), so the portal asks again in its dialog.
 */
export async function assertCurrentPassword(ambassador: AmbassadorRow, given: string | undefined): Promise<void> {
  if (!given || !(await verifyPassword(ambassador.passwordHash, given))) throw currentPasswordWrong();
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function recipientOf(
  app: FastifyInstance,
  ambassador: AmbassadorRow,
  to = ambassador.email,
): AccountMailRecipient {
  return {
    to,
    name: ambassador.name,
    locale: ambassadorLocale(ambassador.locale),
    siteName: app.config.siteName,
    publicUrl: app.config.publicUrl,
  };
}

/**
 * Sends an account e-mail after its change committed and records it. A mail server that fails cannot undo
 * the change, so the failure is logged (the mailer keeps the message in the outbox) and never answered as one.
 */
export async function sendAccountEmail(
  app: FastifyInstance,
  ambassador: AmbassadorRow,
  kind: string,
  message: MailMessage,
): Promise<void> {
  try {
    const delivery = await app.mailer.send(message);
    await recordSentEmail(app.database.db, {
      orderId: null,
      kind: `ambassador-${kind}`,
      locale: ambassadorLocale(ambassador.locale),
      message,
      delivery,
      ambassadorId: ambassador.id,
    });
  } catch (error) {
    app.log.error({ err: error, kind, ambassadorId: ambassador.id }, 'account e-mail not sent');
  }
}

/**
 * Mails a reset link when `email` belongs to an active account; for any other e-mail does nothing. Either
 * way the caller answers the same, and the e-mail goes out after the answer, so the time taken tells nothing
 * either. A new link replaces the account's earlier unused ones.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const ambassador = await findByEmail(app.database.db, normaliseEmail(email));
  if (!ambassador || ambassador.status !== 'active') return;
  const token = randomBytes(32).toString('base64url');
  await app.database.db.transaction(async (tx) => {
    await tx
      .update(ambassadorPasswordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(ambassadorPasswordResets.ambassadorId, ambassador.id), isNull(ambassadorPasswordResets.usedAt)));
    await tx.insert(ambassadorPasswordResets).values({
      ambassadorId: ambassador.id,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
  });
  // Not awaited: the answer must not wait for the mail server, or its delay would tell a known e-mail apart.
  // sendAccountEmail never rejects (it logs a failure), so nothing is left unhandled.
  void sendAccountEmail(app, ambassador, 'password-reset', passwordResetEmail(recipientOf(app, ambassador), token));
}

/** Whose reset requests count together for the rate limit: one mailbox however it is typed. */
export const resetSubject = (email: string) => normaliseEmail(email);

export const resetLinkInvalid = () => new HttpError(422, 'reset_token_invalid', 'common.error.resetLinkInvalid');

/**
 * Sets the new password with a reset token: the token is spent in the same transaction (a second use, or two
 * at once, finds it used), every session and token of the account ends (its token version rises), and the
 * ambassador is told. An unknown, used or expired token is 422.
 */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<AmbassadorRow> {
  const passwordHash = await hashPassword(password);
  const ambassador = await app.database.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(ambassadorPasswordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(ambassadorPasswordResets.tokenHash, tokenHash(token)),
          isNull(ambassadorPasswordResets.usedAt),
          gt(ambassadorPasswordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ ambassadorId: ambassadorPasswordResets.ambassadorId });
    if (!reset) throw resetLinkInvalid();
    const [row] = await tx
      .update(brandAmbassadors)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(brandAmbassadors.id, reset.ambassadorId), eq(brandAmbassadors.status, 'active')))
      .returning();
    if (!row) throw resetLinkInvalid();
    await revokeAllSessions(tx, row.id);
    return row;
  });
  await sendAccountEmail(app, ambassador, 'password-changed', passwordChangedEmail(recipientOf(app, ambassador)));
  return ambassador;
}

/** A new sign-in e-mail, unique like at sign-up (409 when another account has it). */
export async function changeEmail(app: FastifyInstance, ambassadorId: string, email: string): Promise<AmbassadorRow> {
  try {
    const [row] = await app.database.db
      .update(brandAmbassadors)
      .set({ email: normaliseEmail(email), updatedAt: sql`now()` })
      .where(eq(brandAmbassadors.id, ambassadorId))
      .returning();
    if (!row) throw new HttpError(404, 'not_found', 'common.error.notFound');
    return row;
  } catch (error) {
    if (uniqueViolation(error) === 'brand_ambassadors_email_unique') throw emailTaken();
    throw error;
  }
}

type ProfileChanges = Parameters<typeof changeProfile>[2];

/**
 * PATCH /me with its safety: a new password or e-mail needs the current password; the e-mail changes first
 * (a taken one refuses the whole change), then the profile and password (other devices signed out, earlier
 * reset links spent). Then the ambassador is told: a new password at their address, a new e-mail at both
 * the old and the new one.
 */
export async function changeProfileSafely(
  app: FastifyInstance,
  me: { id: string; sessionId: string },
  body: ProfileChanges & { email?: string | undefined },
  currentPassword: string | undefined,
  visitorCountry: string,
): Promise<AmbassadorRow> {
  const { email, ...changes } = body;
  const stored = await loadAmbassador(app.database.db, me.id);
  const newEmail = email !== undefined && normaliseEmail(email) !== stored.email ? normaliseEmail(email) : undefined;
  if (changes.password !== undefined || newEmail !== undefined) await assertCurrentPassword(stored, currentPassword);
  if (newEmail) await changeEmail(app, me.id, newEmail);
  const updated = await changeProfile(app.database.db, me, changes, visitorCountry);
  if (changes.password !== undefined) {
    await app.database.db
      .update(ambassadorPasswordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(ambassadorPasswordResets.ambassadorId, me.id), isNull(ambassadorPasswordResets.usedAt)));
    await sendAccountEmail(app, updated, 'password-changed', passwordChangedEmail(recipientOf(app, updated)));
  }
  if (newEmail) {
    const change = { from: stored.email, to: newEmail };
    for (const to of [stored.email, newEmail]) {
      await sendAccountEmail(app, updated, 'email-changed', emailChangedEmail(recipientOf(app, updated, to), change));
    }
  }
  return updated;
}

/** POST /bank_details with its safety: the current password first, and the ambassador told of the new destination. */
export async function addBankDetailSafely(
  app: FastifyInstance,
  bankKey: Buffer,
  ambassadorId: string,
  input: Parameters<typeof addBankDetail>[3],
  currentPassword: string,
) {
  const stored = await loadAmbassador(app.database.db, ambassadorId);
  await assertCurrentPassword(stored, currentPassword);
  const detail = await addBankDetail(app.database.db, bankKey, ambassadorId, input);
  const masked = detail.iban ?? detail.account_number ?? '';
  await sendAccountEmail(
    app,
    stored,
    'bank-details-changed',
    bankDetailsChangedEmail(recipientOf(app, stored), { paymentMethod: detail.payment_method, masked }),
  );
  return detail;
}
