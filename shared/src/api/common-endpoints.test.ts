import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../auth/token-storage';
import { setRuntimeConfig } from '../config/runtime-config';
import { createStore } from '../store/create-store';
import { stubApi } from '../testing/http';
import { commonApi, FALLBACK_RATES_RESPONSE } from './common-endpoints';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setRuntimeConfig({ apiBase: 'http://api.test' });
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('country detection', () => {
  it('caches the detected country for an hour', async () => {
    const { calls } = stubApi({ 'GET /country_code': { body: { country_code: 'AZ' } } });
    const first = await createStore().dispatch(commonApi.endpoints.getCountryCode.initiate());
    const second = await createStore().dispatch(commonApi.endpoints.getCountryCode.initiate());
    expect([first.data, second.data]).toEqual(['AZ', 'AZ']);
    expect(calls).toHaveLength(1);
  });

  it("logs 'Failed to detect country' and applies the default country on failure", async () => {
    stubApi({ 'GET /country_code': { status: 500, body: { error: 'internal', message: 'boom' } } });
    const result = await createStore().dispatch(commonApi.endpoints.getCountryCode.initiate());
    expect(result.data).toBe('US');
    expect(console.error).toHaveBeenCalledWith('Failed to detect country', expect.anything());
  });
});

describe('currency rates', () => {
  it('keeps rates the bank confirmed for an hour, but not an unsuccessful answer', async () => {
    const rates = { rates: { success: true, rates: { USD: 1.7, RUB: 2.2, TRY: 0.05 } } };
    const confirmed = stubApi({ 'GET /currency_rates': { body: rates } });
    await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    const again = await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    expect(again.data).toEqual(rates);
    expect(confirmed.calls).toHaveLength(1);

    localStorage.clear();
    const fallback = stubApi({ 'GET /currency_rates': { body: { rates: { success: false, rates: {} } } } });
    await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    expect(fallback.calls).toHaveLength(2);
  });

  it("logs 'Failed to fetch currency rates:' and uses the fallback rates on failure", async () => {
    stubApi({ 'GET /currency_rates': () => HttpResponse.error() });
    const result = await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    expect(result.data).toEqual(FALLBACK_RATES_RESPONSE);
    expect(FALLBACK_RATES_RESPONSE.rates.rates).toEqual({ USD: 1.7, RUB: 2.1146, TRY: 0.0438 });
    expect(console.error).toHaveBeenCalledWith('Failed to fetch currency rates:', expect.anything());
  });
});

describe('price configs', () => {
  it('asks the API once for every page on the store that shows prices', async () => {
    const body = {
      price_configs: [
        {
          id: 1,
          currency: 'USD',
          base_price: 2999,
          pdf_price: 0,
          softcover_price: 1000,
          hardcover_price: 2000,
          shipping: 500,
          shipping_by_country: { US: 500 },
          created_at: '2026-01-05T09:00:00.000Z',
        },
      ],
    };
    const { calls } = stubApi({ 'GET /orders/price-configs': { body } });
    const store = createStore();
    // The storefront's story page and the checkout wizard subscribe to the same endpoint.
    const [storefront, checkout] = await Promise.all([
      store.dispatch(commonApi.endpoints.getPriceConfigs.initiate()),
      store.dispatch(commonApi.endpoints.getPriceConfigs.initiate()),
    ]);
    expect([storefront.data, checkout.data]).toEqual([body, body]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://api.test/api/v1/orders/price-configs');
  });
});

describe('sign-out', () => {
  it('removes the token only after the server confirmed the sign-out', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const store = createStore();
    stubApi({ 'DELETE /referrals/auth/sign_out': { status: 500, body: { error: 'internal', message: 'boom' } } });
    await store.dispatch(commonApi.endpoints.signOut.initiate());
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    expect(store.getState().auth.token).toBe('tok');

    stubApi({ 'DELETE /referrals/auth/sign_out': () => new Response(null, { status: 204 }) });
    await store.dispatch(commonApi.endpoints.signOut.initiate());
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });
});
