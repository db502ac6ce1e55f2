/**
 * The programme's two keys: the HS256 secret of ambassador tokens and the AES-256-GCM key of stored bank
 * numbers. Production sets AMBASSADOR_TOKEN_SECRET and BANK_DETAILS_KEY; without them each key is
 * generated once and kept in `${DATA_DIR}/keys/` (mode 0600), so `npm start` works out of the box and
 * tokens and stored numbers survive a restart. Losing the bank key makes stored numbers unreadable, so
 * it is never regenerated over an existing file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';

export interface AmbassadorKeys {
  tokenSecret: Uint8Array;
  bankKey: Buffer;
}

const KEY_BYTES = 32;

async function keyFromFile(dataDir: string, name: string, log: FastifyBaseLogger): Promise<Buffer> {
  const dir = join(dataDir, 'keys');
  const file = join(dir, name);
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
    // 'wx': another process that got here first wins, and we read its key instead.
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    log.warn(`Generated ${file}; set the variable in production and keep the key safe`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keyFromFile(dataDir, name, log);
  }
}

const cache = new Map<string, Promise<AmbassadorKeys>>();

async function resolveKeys(config: AppConfig, log: FastifyBaseLogger): Promise<AmbassadorKeys> {
  const { tokenSecret, bankDetailsKey } = config.ambassadors;
  return {
    tokenSecret: tokenSecret
      ? new TextEncoder().encode(tokenSecret)
      : await keyFromFile(config.dataDir, 'ambassador-token.key', log),
    bankKey: bankDetailsKey
      ? Buffer.from(bankDetailsKey, 'base64')
      : await keyFromFile(config.dataDir, 'bank-details.key', log),
  };
}

/** The keys for this configuration, read (or generated) once per process. */
export function ambassadorKeys(config: AppConfig, log: FastifyBaseLogger): Promise<AmbassadorKeys> {
  const id = `${config.dataDir}|${config.ambassadors.tokenSecret ?? ''}|${config.ambassadors.bankDetailsKey ?? ''}`;
  let keys = cache.get(id);
  if (!keys) {
    keys = resolveKeys(config, log);
    keys.catch(() => cache.delete(id));
    cache.set(id, keys);
  }
  return keys;
}
