/**
 * The one way the remotes' component tests render a page: a fresh store, a router at `path`, the shop
 * context and the remote's catalogue exactly as the shell provides them, plus an HTTP stub (msw) that answers
 * by route. Test code only (vitest, testing-library); no app imports it.
 */
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { type RuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { ShopProvider } from '../context/ShopContext';
import { type Catalogue, type Locale, OFFERED_LOCALES } from '../i18n/catalogue';
import { loadCommonMessages } from '../i18n/common-intl';
import { setCurrentLocale } from '../i18n/current-locale';
import { IntlScope, type LazyCatalogue } from '../i18n/IntlScope';
import { MemoryRouter, Route, Routes } from '../router';
import { createStore } from '../store/create-store';
import { StoreProvider } from '../store/StoreProvider';

// The common messages of every language are in before any test renders, as the shell loads the page's before
// its first render.
await Promise.all(OFFERED_LOCALES.map((locale) => loadCommonMessages(locale)));

// Pages load their chunks and catalogues lazily; on a loaded 2-core CI machine that can take longer than
// testing-library's default second, so `findBy…` waits up to five (a present element is still found at once).
configure({ asyncUtilTimeout: 5_000 });

/**
 * Loads every language of a package's run-time catalogue, as the server's preload does for a page: a test that
 * renders a whole App (which reads `intl.ts`, not the whole catalogue) calls it in `beforeAll`. React retries a
 * render that waited for a language only inside an awaited `act`, which testing-library's render is not.
 */
export function loadEveryLanguage(catalogue: LazyCatalogue): Promise<unknown> {
  return Promise.all(OFFERED_LOCALES.map((locale) => catalogue.messages.load(locale)));
}

export { type Reply, stubApi } from './http';

/**
 * A stubApi reply that answers the first call at once and holds every later one until `release()`: what a page
 * shows while it asks again for the same thing (as RTK Query does for a failed query after hydration) can then be
 * looked at before the answer comes.
 */
export function answerOnceThenHold(answer: () => Response) {
  let asked = 0;
  const held: Array<() => void> = [];
  return {
    reply: () => {
      asked += 1;
      return asked === 1 ? answer() : new Promise<Response>((resolve) => held.push(() => resolve(answer())));
    },
    asked: () => asked,
    release: () => {
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

export interface RenderOptions {
  path?: string;
  /** The route pattern the page is mounted under, for useParams. */
  route?: string;
  locale?: Locale;
  config?: Partial<RuntimeConfig>;
}

/** A renderPage bound to one remote's catalogue. */
export function pageRenderer(catalogue: Catalogue) {
  return function renderPage(
    ui: ReactNode,
    { path = '/', route = '/*', locale = 'en', config = {} }: RenderOptions = {},
  ) {
    setCurrentLocale(locale);
    const runtime = setRuntimeConfig({ apiBase: 'http://shop.test', publicUrl: 'http://shop.test', ...config });
    const store = createStore();
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const result = render(
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[`${prefix}${path}`]}>
          <ShopProvider locale={locale} config={runtime} shareImage="/share.png">
            <IntlScope catalogue={catalogue}>
              <Routes>
                <Route path={`${prefix}${route}`} element={ui} />
              </Routes>
            </IntlScope>
          </ShopProvider>
        </MemoryRouter>
      </StoreProvider>,
    );
    return { ...result, store };
  };
}

/** The content of a head meta tag, for pages that set their own. */
export function meta(selector: string): string | null | undefined {
  return document.head.querySelector<HTMLMetaElement>(selector)?.content;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
