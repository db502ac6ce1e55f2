import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../auth/token-storage';
import { setRuntimeConfig } from '../config/runtime-config';
import { setCurrentLocale } from '../i18n/current-locale';
import { createStore } from '../store/create-store';
import { stubApi } from '../testing/http';
import { api } from './base-api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeList: build.query<unknown, void>({ query: () => '/things' }),
    probeMine: build.query<unknown, void>({ query: () => '/things/mine', extraOptions: { auth: true } }),
    probeSignIn: build.mutation<unknown, void>({
      query: () => ({ url: '/things/sign_in', method: 'POST', body: {} }),
      extraOptions: { captureToken: true },
    }),
  }),
});

beforeEach(() => {
  setRuntimeConfig({ apiBase: 'http://api.test', apiPrefix: '/api/v1' });
  setCurrentLocale('az');
  localStorage.clear();
});

describe('shopBaseQuery', () => {
  it('calls API base + version prefix with the current language', async () => {
    const { calls } = stubApi({ 'GET /things': { body: [1, 2] } });
    const store = createStore();
    const result = await store.dispatch(probe.endpoints.probeList.initiate());
    expect(result.data).toEqual([1, 2]);
    const request = calls[0] as Request;
    expect(request.url).toBe('http://api.test/api/v1/things');
    expect(request.headers.get('Accept-Language')).toBe('az');
  });

  it('turns a non-OK answer into { status, message, body }, preferring the server message', async () => {
    stubApi({ 'GET /things': { status: 404, body: { error: 'not_found', message: 'Order not found' } } });
    const result = await createStore().dispatch(probe.endpoints.probeList.initiate());
    expect(result.error).toEqual({
      status: 404,
      message: 'Order not found',
      body: { error: 'not_found', message: 'Order not found' },
    });
  });

  it("uses the body's error field, then 'HTTP error! status: N'", async () => {
    // Answers from before the error body had a message, and from a proxy: not the shop's contract, by design.
    stubApi({ 'GET /things': () => Response.json({ error: 'Book not found' }, { status: 404 }) });
    const first = await createStore().dispatch(probe.endpoints.probeList.initiate());
    expect(first.error).toMatchObject({ status: 404, message: 'Book not found' });
    stubApi({ 'GET /things': () => new Response('oops', { status: 502 }) });
    const second = await createStore().dispatch(probe.endpoints.probeList.initiate());
    expect(second.error).toMatchObject({ status: 502, message: 'HTTP error! status: 502' });
  });

  it('returns network failures as the error', async () => {
    stubApi({ 'GET /things': () => HttpResponse.error() });
    const result = await createStore().dispatch(probe.endpoints.probeList.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
  });

  it("fails locally with 401 'No authentication token found' when no token is stored", async () => {
    const { calls } = stubApi({});
    const result = await createStore().dispatch(probe.endpoints.probeMine.initiate());
    expect(result.error).toEqual({ status: 401, message: 'No authentication token found' });
    expect(calls).toEqual([]);
  });

  it('sends the stored bearer token on ambassador calls', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const { calls } = stubApi({ 'GET /things/mine': { body: { name: 'Leyla' } } });
    await createStore().dispatch(probe.endpoints.probeMine.initiate());
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('keeps the token from the Authorization response header in state and localStorage', async () => {
    stubApi({
      'POST /things/sign_in': () => Response.json({ ok: true }, { headers: { Authorization: 'Bearer new-token' } }),
    });
    const store = createStore();
    await store.dispatch(probe.endpoints.probeSignIn.initiate());
    expect(store.getState().auth.token).toBe('new-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
  });
});
