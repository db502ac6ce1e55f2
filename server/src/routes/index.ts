import type { FastifyPluginAsync } from 'fastify';
import { privateAnswers } from '../plugins/private-answers';
import admin from './admin';
import books from './books';
import categories from './categories';
import contact from './contact';
import countryCode from './country-code';
import cspReports from './csp-reports';
import currencyRates from './currency-rates';
import faqs from './faqs';
import files from './files';
import health from './health';
import heroPicture from './hero-picture';
import openapi from './openapi';
import orders from './orders';
import pages from './pages';
import payments from './payments/webhook';
import printAttention from './print/attention';
import printWebhook from './print/webhook';
import referrals from './referrals';
import reviews from './reviews';
import salesNotifications from './sales-notifications';
import subscribe from './subscribe';
import unsubscribe from './unsubscribe';

/** Every resource of the API; app.ts mounts this under /api/v1. Paths follow the spec's URLs. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(openapi);
  await app.register(health, { prefix: '/health' });
  await app.register(countryCode, { prefix: '/country_code' });
  await app.register(currencyRates, { prefix: '/currency_rates' });
  await app.register(categories, { prefix: '/categories' });
  await app.register(books, { prefix: '/books' });
  await app.register(faqs, { prefix: '/faqs' });
  await app.register(pages, { prefix: '/pages' });
  await app.register(reviews, { prefix: '/reviews' });
  await app.register(subscribe, { prefix: '/subscribe' });
  await app.register(unsubscribe, { prefix: '/unsubscribe' });
  await app.register(contact, { prefix: '/contact' });
  await app.register(heroPicture, { prefix: '/hero_picture' });
  await app.register(cspReports, { prefix: '/csp-reports' });
  await app.register(payments, { prefix: '/payments' });
  await app.register(printWebhook, { prefix: '/print' });
  // The configured payment provider's own pages (the sandbox's payment page): no other provider's are mounted.
  const providerRoutes = app.payments.routes;
  if (providerRoutes) await app.register(providerRoutes.plugin, { prefix: providerRoutes.prefix });
  await app.register(salesNotifications, { prefix: '/sales_notifications' });
  // Everything under these prefixes is about one person (an order and its child, a private file, an ambassador's
  // account, the back office): never stored by a cache (plugins/private-answers.ts), errors included.
  await app.register(async (personal) => {
    privateAnswers(personal);
    await personal.register(orders, { prefix: '/orders' });
    await personal.register(files, { prefix: '/files' });
    await personal.register(referrals, { prefix: '/referrals' });
    await personal.register(admin, { prefix: '/admin' });
    await personal.register(printAttention, { prefix: '/admin/print' });
  });
};

export default api;
