/**
 * The mail outbox: without SMTP_URL every message is written to `${DATA_DIR}/outbox/` as the exact
 * RFC 822 message (.eml, opens in any mail client, attachments included) plus a .json summary for tools
 * and the back office.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { ensurePrivateDir, writePrivateFile } from '../lib/data-dir';
import type { MailMessage } from './types';

// Builds the message without sending it anywhere.
const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export async function writeToOutbox(dir: string, from: string, message: MailMessage): Promise<string> {
  const info = await composer.sendMail({ from, ...message });
  const raw = info.message;
  if (!Buffer.isBuffer(raw)) throw new Error('the mail composer did not return a buffer');
  // The messages hold the child's name, order links and the book itself: the server's user alone reads them.
  await ensurePrivateDir(dir);
  // Sortable by time, unique within the same millisecond.
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  await writePrivateFile(join(dir, `${name}.eml`), raw);
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
  await writePrivateFile(join(dir, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  return join(dir, `${name}.eml`);
}
