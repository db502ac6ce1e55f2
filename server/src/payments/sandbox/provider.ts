/**
 * The sandbox as a provider (payments/providers.ts): its gateway, its payment page under
 * /api/v1/sandbox-gateway, and the sender of its webhooks. Built only when PAYMENT_PROVIDER is sandbox.
 */
import type { PaymentProvider, ProviderContext } from '../providers';
import { WebhookSender } from './delivery';
import { createSandboxGateway, SANDBOX_PAGES_PREFIX } from './gateway';
import { type SandboxPagesOptions, sandboxPages } from './routes';

export function createSandboxProvider({ db, publicUrl, webhookSecret, log }: ProviderContext): PaymentProvider {
  const sender = new WebhookSender({ secret: webhookSecret, log: log.child({ component: 'sandbox-gateway' }) });
  const options: SandboxPagesOptions = { sender };
  return {
    gateway: createSandboxGateway({ db, publicUrl, webhookSecret }),
    routes: {
      prefix: SANDBOX_PAGES_PREFIX,
      plugin: async (app) => {
        await app.register(sandboxPages, options);
      },
    },
    close: () => sender.close(),
  };
}
