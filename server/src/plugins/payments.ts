/**
 * Payments in the app: the gateway (`app.payments.gateway`, used by the orders routes), the sandbox
 * provider's webhook sender (used by its payment page, routes/sandbox-gateway), and the order
 * confirmation job. Not encapsulated (fastify-plugin), so every route plugin sees the decoration.
 */
import fp from 'fastify-plugin';
import { defineOrderConfirmationJob } from '../orders/confirmation-email';
import type { PaymentGateway } from '../payments/gateway';
import { WebhookSender } from '../payments/sandbox/delivery';
import { createSandboxGateway } from '../payments/sandbox/gateway';
import { resolveWebhookSecret } from '../payments/secret';

export interface Payments {
  gateway: PaymentGateway;
  /** Sends the sandbox provider's signed webhooks to the shop, as the real provider would. */
  sandboxWebhooks: WebhookSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export default fp(
  async (app) => {
    const webhookSecret = await resolveWebhookSecret(app.config, app.log);
    const gateway = createSandboxGateway({ db: app.database.db, publicUrl: app.config.publicUrl, webhookSecret });
    const sandboxWebhooks = new WebhookSender({
      secret: webhookSecret,
      log: app.log.child({ component: 'sandbox-gateway' }),
    });
    app.decorate('payments', { gateway, sandboxWebhooks });
    app.addHook('onClose', async () => sandboxWebhooks.close());
    defineOrderConfirmationJob(app);
  },
  { name: 'payments', dependencies: ['jobs'] },
);
