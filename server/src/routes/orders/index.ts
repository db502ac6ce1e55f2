/**
 * The orders API (spec section 7). Every call on an existing order needs its X-Order-Token
 * (loadOrderForRequest); every order in a response comes from orderJson.
 */

import { readCurrencyCookie } from '@shop/shared/money';
import { resolveCountry } from '@shop/shared/region';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceConfigsJson } from '../../catalogue/content';
import { loadOrderForRequest } from '../../orders/access';
import { refuseErased } from '../../orders/erasure';
import { locateOrder } from '../../orders/location';
import { orderJson, priceSummaryJson, pricingUnavailable } from '../../orders/order-json';
import { computeVersionPrices, loadPricingContext, priceSourceFor, resolveOrderCurrency } from '../../orders/pricing';
import {
  createOrderSchema,
  getOrderSchema,
  priceConfigsSchema,
  pricesSchema,
  updateOrderSchema,
} from '../../orders/schemas';
import { createOrder, updateOrder } from '../../orders/service';
import erasureRoutes from './erasure';
import paymentRoutes from './payment';
import photoRoutes from './photo';
import previewRoutes from './preview';
import trackRoutes from './track';

const orders: FastifyPluginAsyncZod = async (app) => {
  app.get('/price-configs', { schema: priceConfigsSchema }, async () => ({
    price_configs: await priceConfigsJson(app.database.db),
  }));

  // The story page's prices, in the currency and for the country the order would be priced in (createOrder).
  app.get('/prices', { schema: pricesSchema }, async (request) => {
    const { region } = app.config;
    const country = resolveCountry(region, request.query.country ?? locateOrder(request).countryCode);
    const currency = resolveOrderCurrency(
      region,
      request.query.currency,
      readCurrencyCookie(request.headers.cookie),
      country,
    );
    const pricing = await loadPricingContext(app.database.db);
    const source = priceSourceFor(pricing.configs, currency);
    if (!source) throw pricingUnavailable();
    const prices = computeVersionPrices(source, { currency, country }, pricing.rates);
    return {
      currency,
      country,
      version_prices: {
        pdf: priceSummaryJson(prices.pdf),
        softcover: priceSummaryJson(prices.softcover),
        hardcover: priceSummaryJson(prices.hardcover),
      },
    };
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
    refuseErased(current);
    const order = await updateOrder(app, request, current, request.body.order);
    return { order: await orderJson(app, order) };
  });

  await app.register(paymentRoutes);
  await app.register(photoRoutes);
  await app.register(previewRoutes);
  await app.register(erasureRoutes);
  await app.register(trackRoutes);
};

export default orders;
