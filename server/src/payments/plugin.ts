/**
 * Payments in the app: the gateway (`app.payments.gateway`, used by the orders routes), the webhook
 * endpoint, the sandbox provider's payment page, and the order confirmation job. Registered in
 * routes/index.ts before the orders routes, without encapsulation, so they see the decoration.
 */
import type { FastifyPluginAsync } from 'fastify';
import { defineOrderConfirmationJob } from '../orders/confirmation-email';
import type { PaymentGateway } from './gateway';
import { WebhookSender } from './sandbox/delivery';
import { createSandboxGateway } from './sandbox/gateway';
import sandboxPages from './sandbox/routes';
import { resolveWebhookSecret } from './secret';
import webhookRoute from './webhook-route';

export interface Payments {
  gateway: PaymentGateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

const payments: FastifyPluginAsync = async (app) => {
  const webhookSecret = await resolveWebhookSecret(app.config, app.log);
  const gateway = createSandboxGateway({ db: app.database.db, publicUrl: app.config.publicUrl, webhookSecret });
  app.decorate('payments', { gateway });

  const sender = new WebhookSender({ secret: webhookSecret, log: app.log.child({ component: 'sandbox-gateway' }) });
  app.addHook('onClose', async () => sender.close());

  defineOrderConfirmationJob(app);

  await app.register(webhookRoute, { prefix: '/payments' });
  await app.register(sandboxPages, { prefix: '/sandbox-gateway', sender });
};

// Like fastify-plugin: the decoration belongs to the parent (the /api/v1 scope), not to a child scope.
(payments as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default payments;
