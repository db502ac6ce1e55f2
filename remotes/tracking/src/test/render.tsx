/**
 * The one render() of the tracking remote's tests: a fresh store, a router at `path`, the shop context and
 * the tracking catalogue, as the shell provides them, plus a fetch stub that answers by route.
 */
import { cleanup, render } from '@testing-library/react';
import {
  createStore,
  IntlScope,
  type Locale,
  MemoryRouter,
  Route,
  Routes,
  ShopProvider,
  setCurrentLocale,
  setRuntimeConfig,
} from '@shop/shared';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, vi } from 'vitest';
import { messages } from '../messages';

export type Reply = { status?: number; body: unknown } | ((request: Request) => Response | Promise<Response>);

/** Answers `fetch` by "METHOD /path" (path without /api/v1, query ignored); anything else is a 404. */
export function stubApi(routes: Record<string, Reply>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const reply = routes[key];
    if (typeof reply === 'function') return reply(request);
    const { status = 200, body } = reply ?? { status: 404, body: { error: 'not_found', message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export function renderPage(ui: ReactNode, { path = '/', locale = 'en' }: { path?: string; locale?: Locale } = {}) {
  setCurrentLocale(locale);
  const runtime = setRuntimeConfig({ apiBase: 'http://shop.test', publicUrl: 'http://shop.test' });
  const store = createStore();
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${prefix}${path}`]}>
        <ShopProvider locale={locale} config={runtime} shareImage="/share.png">
          <IntlScope catalogue={messages}>
            <Routes>
              <Route path={`${prefix}/*`} element={ui} />
            </Routes>
          </IntlScope>
        </ShopProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
