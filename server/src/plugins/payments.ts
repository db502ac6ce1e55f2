/**
 * Payments in the app: the configured provider (PAYMENT_PROVIDER, payments/providers.ts) with its gateway
 * (`app.payments.gateway`, used by the orders routes and the webhook) and its own pages, if it serves any
 * (`app.payments.routes`, mounted by routes/index.ts). Its jobs are in jobs/tasks.ts. Not encapsulated
 * (fastify-plugin), so every route plugin sees the decoration.
 */
import fp from 'fastify-plugin';
import type { PaymentGateway } from '../payments/gateway';
import { PAYMENT_PROVIDERS, type ProviderFactory, type ProviderRoutes } from '../payments/providers';
import { resolveWebhookSecret } from '../payments/secret';

export interface Payments {
  gateway: PaymentGateway;
  /** The provider's own pages (the sandbox's payment page); undefined for a provider that has none here. */
  routes: ProviderRoutes | undefined;
}

export interface PaymentsOptions {
  /** A provider of the caller's own instead of the configured one (tests: the shop with another provider). */
  provider?: ProviderFactory;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export default fp<PaymentsOptions>(
  async (app, options) => {
    const { stripe, yookassa } = app.config.payments;
    // Stripe signs its webhooks with the endpoint's own secret; the sandbox's is ours (given or generated).
    const webhookSecret = stripe?.webhookSecret ?? (await resolveWebhookSecret(app.config, app.log));
    const create = options.provider ?? PAYMENT_PROVIDERS[app.config.payments.provider];
    const provider = create({
      db: app.database.db,
      publicUrl: app.config.publicUrl,
      webhookSecret,
      log: app.log,
      stripe,
      yookassa,
    });
    app.decorate('payments', { gateway: provider.gateway, routes: provider.routes });
    app.addHook('onClose', async () => provider.close?.());
  },
  { name: 'payments', dependencies: ['jobs'] },
);
