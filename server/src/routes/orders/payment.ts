/** Paying for an order: confirm_and_pay, pay_again, complete_payment (payments/checkout.ts does the work). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../../lib/locale';
import { loadOrderForRequest } from '../../orders/access';
import { orderJson } from '../../orders/order-json';
import { completePaymentSchema, confirmAndPaySchema, payAgainSchema } from '../../orders/schemas';
import { completePayment, confirmAndPay, payAgain } from '../../payments/checkout';

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/:id/confirm_and_pay', { schema: confirmAndPaySchema }, async (request) => {
    const order = await loadOrderForRequest(app, request, request.params.id);
    const redirect = await confirmAndPay(app, order, localeOf(request), request.headers.origin);
    return { order: await orderJson(app, redirect.order), payment_url: redirect.paymentUrl };
  });

  app.patch('/:id/pay_again', { schema: payAgainSchema }, async (request) => {
    const order = await loadOrderForRequest(app, request, request.params.id);
    const redirect = await payAgain(app, order, request.headers.origin);
    return { order: await orderJson(app, redirect.order), payment_url: redirect.paymentUrl };
  });

  app.post('/:id/complete_payment', { schema: completePaymentSchema }, async (request) => {
    const order = await loadOrderForRequest(app, request, request.params.id);
    const updated = await completePayment(app, order, request.body?.session_id);
    return { order: await orderJson(app, updated) };
  });
};

export default paymentRoutes;
