import type { FastifyPluginAsync } from 'fastify';
import categories from './categories';
import countryCode from './country-code';
import currencyRates from './currency-rates';
import health from './health';
import orders from './orders';

/** Every resource of the API; app.ts mounts this under /api/v1. Paths follow the spec's URLs. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(health, { prefix: '/health' });
  await app.register(countryCode, { prefix: '/country_code' });
  await app.register(currencyRates, { prefix: '/currency_rates' });
  await app.register(categories, { prefix: '/categories' });
  await app.register(orders, { prefix: '/orders' });
};

export default api;
