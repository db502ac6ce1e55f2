/**
 * A secret the deployment did not configure (FILE_URL_SECRET, PAYMENT_WEBHOOK_SECRET, ...): generated once
 * and kept in `${DATA_DIR}/keys/<name>` (mode 0600), so `npm start` works with nothing to set, the key
 * survives restarts, and processes sharing the data directory agree. A built-in default would let anyone
 * who reads the code forge links, tokens or webhooks. An existing key is never overwritten (losing the
 * bank-details key would make stored numbers unreadable).
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureKeysDir } from './data-dir';

const KEY_BYTES = 32;

/** Where the warning about a generated key goes (the app's logger, or the embedded PostgreSQL's). */
export interface KeyLog {
  warn(message: string): void;
}

/** The key kept in `${dataDir}/keys/${name}`, or undefined when none was generated yet; never creates one. */
export async function readGeneratedKey(dataDir: string, name: string): Promise<Buffer | undefined> {
  const file = join(dataDir, 'keys', name);
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold ${KEY_BYTES} base64 bytes`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** 32 random bytes from `${dataDir}/keys/${name}`, created on first use; `variable` names the setting in the warning. */
export async function generatedKey(dataDir: string, name: string, variable: string, log: KeyLog): Promise<Buffer> {
  const existing = await readGeneratedKey(dataDir, name);
  if (existing) return existing;
  // Not `mkdir(keys, { recursive, mode: 0o700 })`: that makes a missing data folder 0700 as well, and the
  // embedded PostgreSQL (its own user when we run as root) could then not reach its folder inside it.
  await ensureKeysDir(dataDir);
  const file = join(dataDir, 'keys', name);
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': when another process got here first, its key wins and is read instead.
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    log.warn(`Generated ${file}; set ${variable} in production and keep the key safe`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return generatedKey(dataDir, name, variable, log);
  }
}
