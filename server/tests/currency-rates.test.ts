import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '../src/db/schema';
import { buildTestApp } from './helpers';

// Both cases share the one currency_rates table, so they live in this file and run in order.
describe('GET /api/v1/currency_rates', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    await app.database.db.delete(currencyRates);
  });
  afterAll(() => app.close());

  it('returns the spec fallback rates with success false while nothing is stored', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/currency_rates' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rates: { success: false, rates: { USD: 1.7, RUB: 2.1146, TRY: 0.0438 } } });
  });

  it('returns the stored rates with success true', async () => {
    await app.database.db.insert(currencyRates).values([
      { currency: 'USD', rate: 1.7, nominal: 1 },
      { currency: 'RUB', rate: 2.0345, nominal: 100 },
      { currency: 'TRY', rate: 0.0412, nominal: 1 },
    ]);
    const response = await app.inject({ method: 'GET', url: '/api/v1/currency_rates' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rates: { success: true, rates: { USD: 1.7, RUB: 2.0345, TRY: 0.0412 } } });
  });
});
