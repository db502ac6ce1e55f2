/**
 * Server rendering of the shop's pages (docs/architecture.md, "Server rendering"). The renderer is the shell's
 * server build (shell/dist/server/render.cjs, built from shell/src/server.ts): this module loads it, gives it the
 * request's config and registry and a fetch that answers this server's own API and files in process, and keeps
 * the public pages it renders in a cache.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RuntimeConfig } from '@shop/shared';
import type { Locale } from '@shop/shared/i18n/catalogue';
import type { Currency } from '@shop/shared/money';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { onContentChanged } from '../db/content-events';
import type { PageBody } from './page-body';

/** The renderer's interface (shell/src/render-page.tsx); the server never imports the shell's source. */
export interface RenderedPage {
  status: number;
  html: string;
  head: {
    title: string;
    entries: (
      | { tag: 'meta'; attribute: 'name' | 'property'; key: string; value: string }
      | { tag: 'link'; rel: string; hreflang?: string; value: string }
      | { tag: 'jsonld'; value: string }
    )[];
  };
  state: unknown;
  locale: Locale;
  /** Set when the page threw while rendering and `html` is the 500 page. */
  error?: unknown;
}

interface Renderer {
  render(request: {
    url: string;
    config: RuntimeConfig;
    /** The currency the page's prices are written in (web.ts: region, shop_currency cookie, country). */
    currency: Currency;
    registry: Record<string, string>;
    origin: string;
    fetch: typeof fetch;
    /** Remotes on another origin whose server build may run here (config/env.ts RemoteServerTrust). */
    remoteTrust: { origins: string[]; pins: Record<string, string | undefined> };
  }): Promise<RenderedPage>;
  pageStateScript(state: unknown): string;
}

/**
 * The origin the renderer resolves this server's relative registry entries and API calls against. It never
 * leaves the process: `fetch` below answers it through the app's own routes (app.inject).
 */
export const SELF_ORIGIN = 'http://shop.self';

const require = createRequire(import.meta.url);
const loaded = new Map<string, Promise<Renderer>>();

/**
 * The built renderer, loaded once per process (a build replaces its chunks, which a running copy may still
 * load: a new build needs a restart, as `npm start` does); undefined before the first build.
 */
export function loadRenderer(webRoot: string): Promise<Renderer> | undefined {
  const file = join(webRoot, 'shell', 'dist', 'server', 'render.cjs');
  const cached = loaded.get(file);
  if (cached) return cached;
  if (!existsSync(file)) return undefined;
  const renderer = (require(file) as { renderer: Promise<Renderer> }).renderer;
  loaded.set(file, renderer);
  return renderer;
}

/**
 * The renderer's fetch: requests to SELF_ORIGIN go through this app's routes in process (the API, and the remotes'
 * server builds served under /remotes/), carrying the visitor's address and language so the API answers as it
 * would the browser (country and currency), and keeping the cookies it sets for the visitor's answer; any other
 * origin (a remote deployed elsewhere) over HTTP.
 */
export function renderFetch(
  app: FastifyInstance,
  visitor: { ip: string; headers: Record<string, string> },
  /** Cookies the API set while rendering (a referral visit keeps its code in one): they are the visitor's. */
  setCookies: string[] = [],
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== SELF_ORIGIN) return fetch(request);
    const headers: Record<string, string> = { ...visitor.headers };
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: visitor.ip,
      ...(body === undefined ? {} : { payload: body }),
    });
    const cookies = response.headers['set-cookie'];
    if (cookies !== undefined) setCookies.push(...(Array.isArray(cookies) ? cookies : [String(cookies)]));
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (key === 'set-cookie') continue;
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Most pages kept; a full cache drops the page read or stored longest ago first: a page visitors keep asking for stays. */
const CACHE_LIMIT = 500;
/**
 * Prices follow the exchange rates, and another process may edit content: a page is rendered afresh after a
 * minute at most. An edit made through this process clears the cache at once (db/content-events.ts).
 */
export const CACHE_TTL_MS = 60_000;
/**
 * An older page is still sent (up to this age) to the one visitor who finds it out of date, while it is rendered
 * afresh behind them for the next: a render costs a phone 0.3–0.8 s of LCP (bench:web), and only a page nobody
 * asked for in ten minutes costs it. Past this age, a page is rendered while its visitor waits.
 */
export const CACHE_STALE_LIMIT_MS = 10 * 60_000;

export interface CachedPage {
  status: number;
  body: PageBody;
  at: number;
}

/**
 * Rendered public pages, by everything a page's HTML depends on: address (path and query), language, region,
 * currency and country, and the content version. Only pages rendered without the visitor's identity are stored (the renderer
 * sends no cookie or token to the API), so no visitor's data reaches another.
 */
export class PageCache {
  // The two ages are checked here, from `at`, against the cache's own clock; lru-cache only bounds the count.
  private readonly pages = new LRUCache<string, CachedPage>({ max: CACHE_LIMIT });
  private version = 0;
  /** Pages being rendered afresh behind a stale answer: one render per page at a time. */
  private refreshing = new Map<string, Promise<void>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly now: () => number = () => Date.now()) {
    this.unsubscribe = onContentChanged(() => this.clear());
  }

  key(parts: { url: string; locale: string; region: string; currency: string; country: string }): string {
    return `${this.version}|${parts.region}|${parts.locale}|${parts.currency}|${parts.country}|${parts.url}`;
  }

  /** The page and whether it is out of date (to be sent, and rendered afresh with `refresh`). */
  get(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const age = this.now() - page.at;
    if (age > CACHE_STALE_LIMIT_MS) {
      this.pages.delete(key);
      return undefined;
    }
    return { page, stale: age > CACHE_TTL_MS };
  }

  set(key: string, page: Omit<CachedPage, 'at'>): void {
    this.pages.set(key, { ...page, at: this.now() });
  }

  /**
   * Renders a stale page afresh in the background, once however many visitors find it stale meanwhile. `render`
   * answers the page to store, or undefined to keep the stale one (it failed, or is no longer cacheable); a
   * content change meanwhile makes its result old, and it is dropped.
   */
  refresh(key: string, render: () => Promise<Omit<CachedPage, 'at'> | undefined>): Promise<void> {
    const running = this.refreshing.get(key);
    if (running) return running;
    const version = this.version;
    const refreshed = render()
      .then((page) => {
        if (page && version === this.version) this.set(key, page);
      })
      .finally(() => this.refreshing.delete(key));
    this.refreshing.set(key, refreshed);
    return refreshed;
  }

  clear(): void {
    this.version += 1;
    this.pages.clear();
  }

  /** Stops following content edits, once the renders running behind stale answers are done. */
  async close(): Promise<void> {
    this.unsubscribe();
    await Promise.allSettled(this.refreshing.values());
  }
}
