/**
 * The HMAC key of signed file links. Production sets FILE_URL_SECRET (shared by every server process
 * behind the same storage). Without it a random key is generated once and kept in
 * `${DATA_DIR}/keys/file-url.key` (mode 0600), so `npm start` works out of the box, links survive a
 * restart, and two processes on the same data directory agree — a built-in default would let anyone
 * forge links.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const KEY_BYTES = 32;
export const FILE_URL_KEY_FILE = 'file-url.key';

export async function fileUrlSecret(
  configured: string | undefined,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const dir = join(dataDir, 'keys');
  const file = join(dir, FILE_URL_KEY_FILE);
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold ${KEY_BYTES} base64 bytes`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': when another process got here first, its key wins and is read instead.
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    log.warn(`Generated ${file} for signed file links; set FILE_URL_SECRET in production`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fileUrlSecret(undefined, dataDir, log);
  }
}
