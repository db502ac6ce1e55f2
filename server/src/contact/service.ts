/** The contact form and the newsletter: what a visitor sends is kept first, mailed second. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Locale } from '../db/schema';
import { contactEmail } from './email';
import { addSubscriber, saveContactMessage } from './repository';

export interface ContactMessage {
  full_name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stored first: even if mail fails completely, the message is in the database and logged. */
export async function receiveContactMessage(
  app: FastifyInstance,
  { full_name, email, subject, message }: ContactMessage,
  from: { locale: Locale; ip: string; log: FastifyBaseLogger },
): Promise<void> {
  const { locale, ip, log } = from;
  const saved = await saveContactMessage(app.database.db, { fullName: full_name, email, subject, message, locale, ip });
  try {
    await app.mailer.send(
      contactEmail(app.config.mail.contactTo, { fullName: full_name, email, subject, message, locale }),
    );
  } catch (error) {
    log.error({ err: error, contactMessageId: saved.id }, 'contact message stored but not mailed');
  }
}

/** True when the address is new. Subscribing twice is not an error: the visitor's wish is fulfilled either way. */
export function subscribe(db: Db, email: string, locale: Locale): Promise<boolean> {
  return addSubscriber(db, email, locale);
}
