/**
 * Configuration the server hands the browser at run time (GET /config.json), so one build serves
 * every region and deployment. The shell sets it once before rendering; everything else reads it.
 */
import type { Locale } from '../i18n/catalogue';
import type { Currency } from '../money/constants';
import type { Region } from '../region';

export interface RuntimeConfig {
  region: Region;
  siteName: string;
  /** Origin of the API; empty means the page's own origin. */
  apiBase: string;
  /** Version prefix of every call, e.g. '/api/v1'. */
  apiPrefix: string;
  /** Canonical origin used in canonical and hreflang links. */
  publicUrl: string;
}

const DEFAULTS: RuntimeConfig = {
  region: 'global',
  siteName: 'Storybook Shop',
  apiBase: '',
  apiPrefix: '/api/v1',
  publicUrl: typeof location === 'undefined' ? 'http://localhost:3000' : location.origin,
};

let current: RuntimeConfig = DEFAULTS;

/**
 * What one page render needs to know about its own request. In the browser there is one page, so the module's
 * values are the page's. On the server many requests render at once in one process: the renderer
 * (shell/src/render-page.tsx) answers this from its AsyncLocalStorage, so a query started by one request's render
 * is sent in that request's language, to its API, and never another's.
 */
export interface RequestScope {
  locale: Locale;
  config: RuntimeConfig;
  /** Sends the render's API calls (the server answers them in process). */
  fetch: typeof fetch;
  /** The currency the server resolved for this request (region, shop_currency cookie, country), see useCurrency. */
  currency?: Currency;
}

let scopeOfRequest: () => RequestScope | undefined = () => undefined;

/** Set once by the server renderer; the browser never calls it. */
export function setRequestScope(resolve: () => RequestScope | undefined): void {
  scopeOfRequest = resolve;
}

export function requestScope(): RequestScope | undefined {
  return scopeOfRequest();
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...DEFAULTS, ...config };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return scopeOfRequest()?.config ?? current;
}

/** The address of an API path ('/orders/…'): API base + version prefix, the one place they are joined. */
export function apiUrl(path: string): string {
  const config = getRuntimeConfig();
  return `${config.apiBase}${config.apiPrefix}${path}`;
}

/** Loads /config.json (served no-cache); a failure keeps the defaults so the shop still renders. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    // The server answers with Cache-Control: no-cache; a plain fetch also reuses index.html's preload.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.error('Failed to load /config.json, using defaults:', error);
    return setRuntimeConfig({});
  }
}
