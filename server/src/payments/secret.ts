/**
 * The webhook secret: PAYMENT_WEBHOOK_SECRET when set (a real provider issues one), otherwise a key
 * generated once in the data directory (lib/generated-key.ts). The sandbox gateway and the shop share
 * this process, so the generated one works with nothing to configure.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import { generatedKey } from '../lib/generated-key';

export async function resolveWebhookSecret(config: AppConfig, log: FastifyBaseLogger): Promise<string> {
  if (config.payments.webhookSecret) return config.payments.webhookSecret;
  const key = await generatedKey(config.dataDir, 'payment-webhook.key', 'PAYMENT_WEBHOOK_SECRET', log);
  return key.toString('hex');
}
