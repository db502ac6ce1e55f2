/**
 * The webhook secret. PAYMENT_WEBHOOK_SECRET when set (a real deployment with a real provider sets the
 * one the provider issued). Otherwise a random secret is generated on first start and kept in
 * `${DATA_DIR}/secrets/`, because a fixed default in the code would let anyone who reads the code forge
 * a "paid" webhook for a shop that forgot to set it; the sandbox and the shop share this process, so a
 * generated one works with nothing to configure.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';

const SECRET_FILE = 'payment-webhook-secret';
const MIN_LENGTH = 32;

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text.length >= MIN_LENGTH ? text : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function resolveWebhookSecret(config: AppConfig, log: FastifyBaseLogger): Promise<string> {
  if (config.payments.webhookSecret) return config.payments.webhookSecret;
  const dir = join(config.dataDir, 'secrets');
  const file = join(dir, SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': when two processes start together, the second one reads the first one's secret.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    log.info({ file }, 'generated the payment webhook secret (set PAYMENT_WEBHOOK_SECRET to choose one)');
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readSecret(file);
    if (!written) throw new Error(`${file} exists but holds no usable secret`);
    return written;
  }
}
