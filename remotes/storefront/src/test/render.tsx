/**
 * The one render() of the storefront's tests: a fresh store, a router at `path`, the shop context and the
 * storefront's catalogue, exactly as the shell provides them, plus a fetch stub that answers by route.
 */
import { cleanup, render } from '@testing-library/react';
import {
  createStore,
  IntlScope,
  type Locale,
  MemoryRouter,
  type PriceConfig,
  type RuntimeConfig,
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

interface Options {
  path?: string;
  /** The route pattern the page is mounted under, for useParams. */
  route?: string;
  locale?: Locale;
  config?: Partial<RuntimeConfig>;
}

export function renderPage(ui: ReactNode, { path = '/', route = '*', locale = 'en', config = {} }: Options = {}) {
  setCurrentLocale(locale);
  const runtime = setRuntimeConfig({ apiBase: 'http://shop.test', publicUrl: 'http://shop.test', ...config });
  const store = createStore();
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${prefix}${path}`]}>
        <ShopProvider locale={locale} config={runtime} shareImage="/share.png">
          <IntlScope catalogue={messages}>
            <Routes>
              <Route path={`${prefix}${route}`} element={ui} />
            </Routes>
          </IntlScope>
        </ShopProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

export function meta(selector: string): string | null | undefined {
  return document.head.querySelector<HTMLMetaElement>(selector)?.content;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export const book = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: `Book ${slug}`,
  summary: `Summary of ${slug}`,
  category: { slug: 'adventure', name: 'Adventure' },
  page_count: 24,
  formats: ['pdf', 'softcover', 'hardcover'],
  age_min: 3,
  age_max: 8,
  cover: { url: `/media/${slug}.webp`, width: 600, height: 800, alt: `Cover of ${slug}` },
  ...extra,
});

/** The seed's kind of price configuration in USD: $19.00 base; PDF +$10.99, softcover +$20.00, hardcover +$30.50; shipping $5.00. */
export const usdPriceConfig = (extra: Partial<PriceConfig> = {}): PriceConfig => ({
  id: 1,
  currency: 'USD',
  base_price: 1900,
  pdf_price: 1099,
  softcover_price: 2000,
  hardcover_price: 3050,
  shipping: 500,
  shipping_by_country: {},
  ...extra,
});
