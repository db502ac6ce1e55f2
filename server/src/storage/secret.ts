/**
 * The HMAC key of signed file links: FILE_URL_SECRET (shared by every server process behind the same
 * storage), or a key generated once in the data directory (lib/generated-key.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { generatedKey } from '../lib/generated-key';

export const FILE_URL_KEY_FILE = 'file-url.key';

export async function fileUrlSecret(
  configured: string | undefined,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  return generatedKey(dataDir, FILE_URL_KEY_FILE, 'FILE_URL_SECRET', log);
}
