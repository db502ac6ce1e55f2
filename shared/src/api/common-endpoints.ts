/**
 * Endpoints the shell and several remotes need: country, currency rates and the ambassador's
 * sign-out (the shell's dashboard sidebar signs out). Feature endpoints live in their remotes.
 */
import { signedOut } from '../auth/auth-slice';
import { removeStoredToken } from '../auth/token-storage';
import { FALLBACK_RATES } from '../money/constants';
import { CACHE_TTL, DEFAULT_COUNTRY } from '../region';
import { api } from './base-api';
import type { ApiError } from './errors';
import { readCache, writeCache } from './local-cache';

export interface CurrencyRatesResponse {
  rates: { success: boolean; rates: Record<string, number> };
}

export const FALLBACK_RATES_RESPONSE: CurrencyRatesResponse = {
  rates: { success: false, rates: { ...FALLBACK_RATES } },
};

export const commonApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Runs once and is cached for an hour; a failure falls back to the default country. */
    getCountryCode: build.query<string, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const cached = readCache<string>('country_code', CACHE_TTL.countryDetection);
        if (cached) return { data: cached };
        const result = await baseQuery('/country_code');
        const code = (result.data as { country_code?: unknown } | undefined)?.country_code;
        if (result.error || typeof code !== 'string') {
          console.error('Failed to detect country', result.error);
          return { data: DEFAULT_COUNTRY };
        }
        writeCache('country_code', code);
        return { data: code };
      },
    }),
    /** Fetched once and cached for an hour; a failure applies the built-in fallback rates. */
    getCurrencyRates: build.query<CurrencyRatesResponse, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const cached = readCache<CurrencyRatesResponse>('currency_rates', CACHE_TTL.currencyRates);
        if (cached) return { data: cached };
        const result = await baseQuery('/currency_rates');
        if (result.error) {
          console.error('Failed to fetch currency rates:', result.error);
          return { data: FALLBACK_RATES_RESPONSE };
        }
        const data = result.data as CurrencyRatesResponse;
        if (data.rates?.success) writeCache('currency_rates', data);
        return { data };
      },
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

export const { useGetCountryCodeQuery, useGetCurrencyRatesQuery, useSignOutMutation } = commonApi;
