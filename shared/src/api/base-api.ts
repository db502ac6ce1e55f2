import {
  type BaseQueryFn,
  buildCreateApi,
  coreModule,
  defaultSerializeQueryArgs,
  type FetchArgs,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import { tokenReceived } from '../auth/auth-slice';
import { storeToken, tokenFromAuthorizationHeader } from '../auth/token-storage';
import { apiUrl, requestScope } from '../config/runtime-config';
import { getCurrentLocale } from '../i18n/current-locale';
import { type ApiError, MISSING_TOKEN_MESSAGE, messageFromBody } from './errors';

/** Per-endpoint options: `auth` sends the bearer token; `captureToken` keeps the one the server returns. */
export interface ApiExtraOptions {
  auth?: boolean;
  captureToken?: boolean;
}

export const TAG_TYPES = [
  'Book',
  'Category',
  'Faq',
  'Page',
  'Review',
  'PriceConfig',
  'Order',
  'Profile',
  'Referral',
  'Reward',
  'Payout',
  'BankDetail',
  'Staff',
  'Ambassador',
  'Audit',
  'Outbox',
  'Job',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  // A proxy's HTML error page is still an HTTP error with a status, not a JSON parsing error.
  responseHandler: 'content-type',
  // On the server, the render's own fetch (runtime-config.ts, RequestScope).
  fetchFn: (input, init) => (requestScope()?.fetch ?? fetch)(input, init),
  prepareHeaders(headers) {
    headers.set('Accept-Language', getCurrentLocale());
    return headers;
  },
});

interface StateWithAuth {
  auth?: { token: string | null };
}

/**
 * The one base query: API base + version prefix from run-time config, Accept-Language from the
 * current language, the bearer token where asked, and every failure normalised to ApiError.
 */
export const shopBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions = {}) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = apiUrl(request.url);

  if (extraOptions.auth) {
    const token = (api.getState() as StateWithAuth).auth?.token;
    if (!token) return { error: { status: 401, message: MISSING_TOKEN_MESSAGE } };
    request.headers = { ...(request.headers as Record<string, string>), Authorization: `Bearer ${token}` };
  }

  const result = await rawBaseQuery(request, api, {});
  if (result.error) {
    const { error } = result;
    if (typeof error.status === 'number') {
      const message = messageFromBody(error.data) ?? `HTTP error! status: ${error.status}`;
      return { error: { status: error.status, message, body: error.data }, meta: result.meta };
    }
    const message = 'error' in error ? error.error : 'An error occurred. Please try again.';
    return { error: { status: error.status, message, body: 'data' in error ? error.data : undefined } };
  }

  if (extraOptions.captureToken) {
    const token = tokenFromAuthorizationHeader(result.meta?.response?.headers.get('Authorization'));
    if (token) {
      storeToken(token);
      api.dispatch(tokenReceived(token));
    }
  }
  return { data: result.data, meta: result.meta };
};

/**
 * The one API slice. Remotes add endpoints with `api.injectEndpoints` next to their features.
 * The cache is keyed by language too, so switching language fetches translated content and
 * switching back is instant.
 */
/**
 * The server renders a page twice: the first pass starts its queries (a hook then dispatches while rendering,
 * as effects never run there), the second renders their answers (shell/src/render-page.tsx). In the browser hooks
 * start queries in effects, as usual.
 */
const createShopApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const api = createShopApi({
  reducerPath: 'api',
  baseQuery: shopBaseQuery,
  tagTypes: TAG_TYPES,
  serializeQueryArgs: (params) => `${getCurrentLocale()}|${defaultSerializeQueryArgs(params)}`,
  endpoints: () => ({}),
});
