/**
 * Endpoints the shell and several remotes need: country, currency rates, price configs (storefront and
 * checkout share one cache entry) and the ambassador's sign-out (the shell's dashboard sidebar signs out).
 * Feature endpoints live in their remotes.
 */
import { signedOut } from '../auth/auth-slice';
import { removeStoredToken } from '../auth/token-storage';
import type { CountryCodeResponse, CurrencyRatesResponse, PriceConfigsResponse } from '../contracts/common';
import type { PricesQuery, PricesResponse } from '../contracts/orders';
import { FALLBACK_RATES } from '../money/constants';
import { CACHE_TTL, DEFAULT_COUNTRY } from '../region';
import { api } from './base-api';
import type { ApiError } from './errors';
import { cachedGet } from './local-cache';

export const FALLBACK_RATES_RESPONSE: CurrencyRatesResponse = {
  rates: { success: false, rates: { ...FALLBACK_RATES } },
};

export const commonApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Runs once and is cached for an hour; a failure falls back to the default country. */
    getCountryCode: build.query<string, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        // Checked rather than trusted: a stored copy is whatever was written under this key.
        const result = await cachedGet<Partial<CountryCodeResponse>>(baseQuery, {
          path: '/country_code',
          ttlMs: CACHE_TTL.countryDetection,
          keep: (data) => typeof data?.country_code === 'string',
        });
        const code = result.data?.country_code;
        if (result.error || typeof code !== 'string') {
          console.error('Failed to detect country', result.error);
          return { data: DEFAULT_COUNTRY };
        }
        return { data: code };
      },
    }),
    /** Fetched once and cached for an hour; a failure applies the built-in fallback rates. */
    getCurrencyRates: build.query<CurrencyRatesResponse, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await cachedGet<CurrencyRatesResponse>(baseQuery, {
          path: '/currency_rates',
          ttlMs: CACHE_TTL.currencyRates,
          // Fallback answers are not worth keeping: the next visit should try the bank's rates again.
          keep: (data) => data?.rates?.success === true,
        });
        if (result.error) {
          console.error('Failed to fetch currency rates:', result.error);
          return { data: FALLBACK_RATES_RESPONSE };
        }
        return { data: result.data };
      },
    }),
    /** Always asked fresh (prices may change at any time); one cache entry for every remote. */
    getPriceConfigs: build.query<PriceConfigsResponse, void>({
      query: () => '/orders/price-configs',
      providesTags: [{ type: 'PriceConfig', id: 'LIST' }],
    }),
    /**
     * Every version's price lines in a currency, computed by the server with the shop's one rounding rule
     * (money/pricing.ts): what the story page shows and what the checkout will charge for the same book.
     */
    getPrices: build.query<PricesResponse, PricesQuery>({
      query: ({ currency, country }) => ({ url: '/orders/prices', params: { currency, country } }),
      providesTags: [{ type: 'PriceConfig', id: 'LIST' }],
    }),
    /** The token is removed only after the server confirmed the sign-out (spec section 4). */
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/referrals/auth/sign_out', method: 'DELETE' }),
      extraOptions: { auth: true },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          // A token the server no longer knows is as good as signed out.
          if ((error as { error?: ApiError }).error?.status !== 401) return;
        }
        removeStoredToken();
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export type { CurrencyRatesResponse, PriceConfig, PriceConfigsResponse } from '../contracts/common';

export const {
  useGetCountryCodeQuery,
  useGetCurrencyRatesQuery,
  useGetPriceConfigsQuery,
  useGetPricesQuery,
  useSignOutMutation,
} = commonApi;
