import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { findOrderForTracking } from '../../repositories/orders';
import { listPriceConfigs } from '../../repositories/price-configs';
import { priceConfigsSchema, trackOrderSchema } from '../../schemas/orders';

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
};

export default orders;
