import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../auth/token-storage';
import { setRuntimeConfig } from '../config/runtime-config';
import { setCurrentLocale } from '../i18n/current-locale';
import { createStore } from '../store/create-store';
import { api } from './base-api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeList: build.query<unknown, void>({ query: () => '/things' }),
    probeMe: build.query<unknown, void>({ query: () => '/referrals/me', extraOptions: { auth: true } }),
    probeSignIn: build.mutation<unknown, void>({
      query: () => ({ url: '/referrals/auth/sign_in', method: 'POST', body: {} }),
      extraOptions: { captureToken: true },
    }),
  }),
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setRuntimeConfig({ apiBase: 'http://api.test', apiPrefix: '/api/v1' });
  setCurrentLocale('az');
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('shopBaseQuery', () => {
  it('calls API base + version prefix with the current language', async () => {
    fetchMock.mockResolvedValue(json(200, [1, 2]));
    const store = createStore();
    const result = await store.dispatch(probe.endpoints.probeList.initiate());
    expect(result.data).toEqual([1, 2]);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://api.test/api/v1/things');
    expect(request.headers.get('Accept-Language')).toBe('az');
  });

  it('turns a non-OK answer into { status, message, body }, preferring the server message', async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'not_found', message: 'Order not found' }));
    const result = await createStore().dispatch(probe.endpoints.probeList.initiate());
    expect(result.error).toEqual({
      status: 404,
      message: 'Order not found',
      body: { error: 'not_found', message: 'Order not found' },
    });
  });

  it("uses the body's error field, then 'HTTP error! status: N'", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { error: 'Book not found' }));
    const first = await createStore().dispatch(probe.endpoints.probeList.initiate());
    expect(first.error).toMatchObject({ status: 404, message: 'Book not found' });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    const second = await createStore().dispatch(probe.endpoints.probeList.initiate());
    expect(second.error).toMatchObject({ status: 502, message: 'HTTP error! status: 502' });
  });

  it('returns network failures as the error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await createStore().dispatch(probe.endpoints.probeList.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
  });

  it("fails locally with 401 'No authentication token found' when no token is stored", async () => {
    const result = await createStore().dispatch(probe.endpoints.probeMe.initiate());
    expect(result.error).toEqual({ status: 401, message: 'No authentication token found' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stored bearer token on ambassador calls', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    fetchMock.mockResolvedValue(json(200, { name: 'Leyla' }));
    await createStore().dispatch(probe.endpoints.probeMe.initiate());
    expect((fetchMock.mock.calls[0]![0] as Request).headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('keeps the token from the Authorization response header in state and localStorage', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }, { Authorization: 'Bearer new-token' }));
    const store = createStore();
    await store.dispatch(probe.endpoints.probeSignIn.initiate());
    expect(store.getState().auth.token).toBe('new-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
  });
});
