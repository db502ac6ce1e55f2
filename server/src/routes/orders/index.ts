/**
 * The orders API (spec section 7). Every call on an existing order needs its X-Order-Token
 * (loadOrderForRequest); every order in a response comes from orderJson.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { loadOrderForRequest } from '../../orders/access';
import { orderJson } from '../../orders/order-json';
import { createOrder, updateOrder } from '../../orders/service';
import { findOrderForTracking } from '../../repositories/orders';
import { listPriceConfigs } from '../../repositories/price-configs';
import {
  createOrderSchema,
  getOrderSchema,
  priceConfigsSchema,
  trackOrderSchema,
  updateOrderSchema,
} from '../../schemas/orders';
import paymentRoutes from './payment';
import photoRoutes from './photo';

const orders: FastifyPluginAsyncZod = async (app) => {
  app.get('/price-configs', { schema: priceConfigsSchema }, async () => {
    const rows = await listPriceConfigs(app.database.db);
    return {
      price_configs: rows.map((row) => ({
        id: row.id,
        currency: row.currency,
        base_price: row.basePrice,
        pdf_price: row.pdfPrice,
        softcover_price: row.softcoverPrice,
        hardcover_price: row.hardcoverPrice,
        shipping: row.shipping,
        shipping_by_country: row.shippingByCountry,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });

  app.get('/track', { schema: trackOrderSchema }, async (request) => {
    const { order_number, email } = request.query;
    const order = await findOrderForTracking(app.database.db, order_number, email);
    // Worded as the spec's 'Order not found' in the request's language.
    if (!order) throw notFound('common.error.orderNotFound');
    return { order_number: order.orderNumber, status: order.status, created_at: order.createdAt.toISOString() };
  });

  app.post('/', { schema: createOrderSchema }, async (request, reply) => {
    const { order, token } = await createOrder(app, request, request.body.order);
    return reply.code(201).send({ order: await orderJson(app, order), access_token: token });
  });

  app.get('/:id', { schema: getOrderSchema }, async (request) => {
    const order = await loadOrderForRequest(app, request, request.params.id);
    return { order: await orderJson(app, order) };
  });

  app.patch('/:id', { schema: updateOrderSchema }, async (request) => {
    const current = await loadOrderForRequest(app, request, request.params.id);
    const order = await updateOrder(app, current, request.body.order);
    return { order: await orderJson(app, order) };
  });

  await app.register(paymentRoutes);
  await app.register(photoRoutes);
};

export default orders;
