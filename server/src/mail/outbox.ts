/**
 * The mail outbox: without SMTP_URL every message is written to `${DATA_DIR}/outbox/` as the exact
 * RFC 822 message (.eml, opens in any mail client, attachments included) plus a .json summary for tools
 * and the back office.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailMessage } from './types';

// Builds the message without sending it anywhere.
const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export async function writeToOutbox(dir: string, from: string, message: MailMessage): Promise<string> {
  const info = await composer.sendMail({ from, ...message });
  const raw = info.message;
  if (!Buffer.isBuffer(raw)) throw new Error('the mail composer did not return a buffer');
  await mkdir(dir, { recursive: true });
  // Sortable by time, unique within the same millisecond.
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  await writeFile(join(dir, `${name}.eml`), raw);
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
  await writeFile(join(dir, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  return join(dir, `${name}.eml`);
}
