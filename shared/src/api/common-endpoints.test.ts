import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../auth/token-storage';
import { setRuntimeConfig } from '../config/runtime-config';
import { createStore } from '../store/create-store';
import { commonApi, FALLBACK_RATES_RESPONSE } from './common-endpoints';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setRuntimeConfig({ apiBase: 'http://api.test' });
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('country detection', () => {
  it('caches the detected country for an hour', async () => {
    fetchMock.mockResolvedValue(json(200, { country_code: 'AZ' }));
    const first = await createStore().dispatch(commonApi.endpoints.getCountryCode.initiate());
    const second = await createStore().dispatch(commonApi.endpoints.getCountryCode.initiate());
    expect([first.data, second.data]).toEqual(['AZ', 'AZ']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("logs 'Failed to detect country' and applies the default country on failure", async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    const result = await createStore().dispatch(commonApi.endpoints.getCountryCode.initiate());
    expect(result.data).toBe('US');
    expect(console.error).toHaveBeenCalledWith('Failed to detect country', expect.anything());
  });
});

describe('currency rates', () => {
  it('keeps rates the bank confirmed for an hour, but not an unsuccessful answer', async () => {
    const rates = { rates: { success: true, rates: { USD: 1.7, RUB: 2.2, TRY: 0.05 } } };
    fetchMock.mockResolvedValue(json(200, rates));
    await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    const again = await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    expect(again.data).toEqual(rates);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    localStorage.clear();
    fetchMock.mockResolvedValue(json(200, { rates: { success: false, rates: {} } }));
    await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    await createStore().dispatch(commonApi.endpoints.getCurrencyRates.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("logs 'Failed to fetch currency rates:' and uses the fallback rates on failure", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
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
        },
      ],
    };
    fetchMock.mockResolvedValue(json(200, body));
    const store = createStore();
    // The storefront's story page and the checkout wizard subscribe to the same endpoint.
    const [storefront, checkout] = await Promise.all([
      store.dispatch(commonApi.endpoints.getPriceConfigs.initiate()),
      store.dispatch(commonApi.endpoints.getPriceConfigs.initiate()),
    ]);
    expect([storefront.data, checkout.data]).toEqual([body, body]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://api.test/api/v1/orders/price-configs');
  });
});

describe('sign-out', () => {
  it('removes the token only after the server confirmed the sign-out', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const store = createStore();
    fetchMock.mockResolvedValueOnce(json(500, { error: 'internal', message: 'boom' }));
    await store.dispatch(commonApi.endpoints.signOut.initiate());
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    expect(store.getState().auth.token).toBe('tok');

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await store.dispatch(commonApi.endpoints.signOut.initiate());
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });
});
