/**
 * The one way the server sends e-mail: SMTP when SMTP_URL is set, otherwise the outbox (mail/outbox.ts, in Storage).
 * A message SMTP refuses is kept in the outbox as well, so nothing is silently dropped.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Storage } from '../storage/types';
import { writeToOutbox } from './outbox';
import type { Delivery, Mailer, MailMessage } from './types';

export type { Mailer } from './types';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where the outbox keeps messages: the shop's Storage (app.storage). */
  storage: Storage;
  log: FastifyBaseLogger;
}

// A contact form must not hang on a dead mail server.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer({ smtpUrl, from, storage, log }: MailerOptions): Mailer {
  const smtp = smtpUrl ? createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : undefined;

  const toOutbox = async (message: MailMessage): Promise<Delivery> => {
    const file = await writeToOutbox(storage, from, message);
    log.info({ file, subject: message.subject }, 'mail written to the outbox');
    return { via: 'outbox', file };
  };

  return {
    async send(message) {
      if (!smtp) return toOutbox(message);
      try {
        const info = await smtp.sendMail({ from, ...message });
        return { via: 'smtp', messageId: info.messageId };
      } catch (error) {
        log.error({ err: error, subject: message.subject }, 'SMTP delivery failed; keeping the message in the outbox');
        return toOutbox(message);
      }
    },
    async sendStored(raw, envelope) {
      if (!smtp) return undefined;
      const info = await smtp.sendMail({ envelope, raw });
      return { messageId: info.messageId };
    },
    close() {
      smtp?.close();
    },
  };
}
