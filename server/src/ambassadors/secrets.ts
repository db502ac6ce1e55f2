/**
 * The programme's two keys: the HS256 secret of ambassador tokens and the AES-256-GCM key of stored bank
 * numbers. Production sets AMBASSADOR_TOKEN_SECRET and BANK_DETAILS_KEY; without them each key is
 * generated once in the data directory (lib/generated-key.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import { generatedKey } from '../lib/generated-key';

export interface AmbassadorKeys {
  tokenSecret: Uint8Array;
  bankKey: Buffer;
}

const cache = new Map<string, Promise<AmbassadorKeys>>();

async function resolveKeys(config: AppConfig, log: FastifyBaseLogger): Promise<AmbassadorKeys> {
  const { tokenSecret, bankDetailsKey } = config.ambassadors;
  return {
    tokenSecret: tokenSecret
      ? new TextEncoder().encode(tokenSecret)
      : await generatedKey(config.dataDir, 'ambassador-token.key', 'AMBASSADOR_TOKEN_SECRET', log),
    bankKey: bankDetailsKey
      ? Buffer.from(bankDetailsKey, 'base64')
      : await generatedKey(config.dataDir, 'bank-details.key', 'BANK_DETAILS_KEY', log),
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
