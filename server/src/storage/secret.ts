/**
 * The storage's two keys, each from configuration (shared by every server process behind the same storage) or
 * generated once in the data directory (lib/generated-key.ts): the HMAC key of signed file links
 * (FILE_URL_SECRET) and the AES-256-GCM key of the files themselves (FILE_ENCRYPTION_KEY).
 */
import type { FastifyBaseLogger } from 'fastify';
import { generatedKey } from '../lib/generated-key';

export const FILE_URL_KEY_FILE = 'file-url.key';
export const FILE_ENCRYPTION_KEY_FILE = 'file-encryption.key';

export async function fileUrlSecret(
  configured: string | undefined,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  return generatedKey(dataDir, FILE_URL_KEY_FILE, 'FILE_URL_SECRET', log);
}

export async function fileEncryptionKey(
  configured: string | undefined,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  return generatedKey(dataDir, FILE_ENCRYPTION_KEY_FILE, 'FILE_ENCRYPTION_KEY', log);
}
