/**
 * The mail outbox: without SMTP_URL (or when SMTP refuses a message) every message is kept in Storage under
 * `outbox/` as the exact RFC 822 message (`<id>.eml`, opens in any mail client, attachments included) plus a
 * `<id>.json` summary for tools and the back office. Storage encrypts both at rest like every stored file (they
 * hold the child's name, order links and the book itself), and with STORAGE=s3 they are in the bucket, so every
 * server of the shop sees the same outbox. Read them in the back office, or with `npm run outbox`.
 */
import { randomBytes } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { Storage } from '../storage/types';
import type { MailMessage } from './types';

/** The Storage folder of the outbox; older releases wrote the same names to DATA_DIR/outbox (storage/legacy.ts). */
export const OUTBOX_PREFIX = 'outbox';

/** As writeToOutbox names messages: an ISO time with ':' and '.' as '-', then 8 hex digits. */
const ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}$/;

export const isOutboxId = (id: string) => ID.test(id);

/** The storage key of a message's .eml or .json; only for a checked id, so no id reaches outside the folder. */
export function outboxKey(id: string, kind: 'eml' | 'json'): string {
  if (!isOutboxId(id)) throw new Error(`not an outbox id: ${JSON.stringify(id)}`);
  return `${OUTBOX_PREFIX}/${id}.${kind}`;
}

/** The id of an outbox key or file name (`outbox/<id>.eml`, `/data/outbox/<id>.json`, `<id>.eml`), if it is one. */
export function outboxIdOf(reference: string): string | undefined {
  const name = reference.slice(reference.lastIndexOf('/') + 1).replace(/\.(eml|json)$/, '');
  return isOutboxId(name) ? name : undefined;
}

// Builds the message without sending it anywhere.
const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** Keeps the message in the outbox and returns the storage key of its .eml. */
export async function writeToOutbox(storage: Storage, from: string, message: MailMessage): Promise<string> {
  const info = await composer.sendMail({ from, ...message });
  const raw = info.message;
  if (!Buffer.isBuffer(raw)) throw new Error('the mail composer did not return a buffer');
  // Sortable by time, unique within the same millisecond.
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  // The .eml first: a message is listed by its summary, so one listed always has its .eml.
  await storage.put(outboxKey(id, 'eml'), raw, 'message/rfc822');
  // The .eml holds the attachments; the summary only names them, so it stays small and readable.
  const { attachments, ...rest } = message;
  const summary = {
    messageId: info.messageId,
    from,
    ...rest,
    ...(attachments
      ? {
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            bytes: content.length,
          })),
        }
      : {}),
    createdAt: new Date().toISOString(),
  };
  await storage.put(outboxKey(id, 'json'), Buffer.from(`${JSON.stringify(summary, null, 2)}\n`), 'application/json');
  return outboxKey(id, 'eml');
}
