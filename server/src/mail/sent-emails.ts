/** The record of what the shop mailed, so the team can see (and resend) what a customer got. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sentEmails } from '../db/schema';
import type { Delivery, MailMessage } from './types';

export interface SentEmailInput {
  orderId: string | null;
  kind: string;
  locale: string;
  message: MailMessage;
  delivery: Delivery;
  /** Ambassador e-mails: whom it went to, and the event it told of (unique: one e-mail per event). */
  ambassadorId?: string | null;
  eventKey?: string | null;
}

export async function recordSentEmail(db: DbOrTx, input: SentEmailInput): Promise<void> {
  await db.insert(sentEmails).values({
    orderId: input.orderId,
    kind: input.kind,
    to: input.message.to,
    subject: input.message.subject,
    locale: input.locale,
    via: input.delivery.via,
    reference: input.delivery.via === 'smtp' ? input.delivery.messageId : input.delivery.file,
    ambassadorId: input.ambassadorId ?? null,
    eventKey: input.eventKey ?? null,
  });
}

/** Whether an e-mail of this kind about this order was sent already. */
export async function wasSent(db: DbOrTx, orderId: string, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sentEmails.id })
    .from(sentEmails)
    .where(and(eq(sentEmails.orderId, orderId), eq(sentEmails.kind, kind)))
    .limit(1);
  return row !== undefined;
}
