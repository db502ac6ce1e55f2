/**
 * Hosting of the front end from the API process: the run-time config and remote registry the shell
 * fetches at start, each remote's dist under /remotes/<name>/, the shell's dist at /, and the
 * single-page fallback that answers every page URL with the shell's index.html.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { localeRedirectTarget, localizedPath } from '@shop/shared/i18n/current-locale';
import { readCurrencyCookie } from '@shop/shared/money';
import { resolveDisplayCurrency } from '@shop/shared/region';
import { findRoute, isServerRendered, LOCALE_PREFIXES, pageQuery, ROUTES, splitLocale } from '@shop/shared/routes';
import { FIRST_SCREEN_ID } from '@shop/shared/ui/first-screen';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { creditReferralLink } from '../ambassadors/visits';
import { type AppConfig, REMOTE_NAMES, type RemoteName } from '../config/env';
import { detectCountry } from '../lib/detect-country';
import { acceptsGzip, PageBody } from './page-body';
import { loadRenderer, PageCache, type RenderedPage, renderFetch, SELF_ORIGIN } from './page-render';
import { preloadTags } from './preloads';
import { PRIVATE_CACHE_CONTROL } from './private-answers';
import { postgresRateLimitStore } from './rate-limit-store';
import { newNonce, pageCspWriter, remoteOrigins } from './security-headers';
import { startAfterFirstPaint } from './start-after-paint';

export interface WebOptions {
  config: AppConfig;
  /** Directory holding shell/dist and remotes/<name>/dist: the repository root, or a fixture in tests. */
  webRoot: string;
  /** The app's one page answer (createPageFallback), also used by its not-found handler. */
  pageFallback: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export const API_PREFIX = '/api/v1';
export const NOT_BUILT_MESSAGE = 'The shop is not built yet: run npm run build';

const NO_CACHE = 'no-cache';
/** The window RENDER_MISS_PER_MINUTE counts in. */
const RENDER_WINDOW_MS = 60_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Entry points keep their names across deploys, so browsers must revalidate them.
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);
// A content hash in the name (main.3f9a1c2b.js, 812.a1b2c3d4e5.chunk.css) is what makes caching forever safe.
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

/**
 * Cache policy of a built file. Files whose names carry no content hash (favicon.ico, robots.txt) are
 * revalidated too: caching them for a year would pin a stale copy after the next deploy.
 */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

export function runtimeConfig(config: AppConfig) {
  return {
    region: config.region,
    siteName: config.siteName,
    apiBase: '',
    apiPrefix: API_PREFIX,
    publicUrl: config.publicUrl,
  };
}

export function remoteRegistry(config: AppConfig): Record<RemoteName, string> {
  const entries = REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`]);
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

function setLang(html: string, lang: string): string {
  return html.replace(/<html(\s[^>]*)?>/i, (_tag, attributes: string | undefined) => {
    const rest = (attributes ?? '').replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${lang}"${rest}>`;
  });
}

/** Puts the page's preload tags at the end of <head>, after the shell's own entry script. */
function addPreloads(html: string, tags: string): string {
  if (!tags) return html;
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** JSON inside <script>: '<' escaped, so no text in it ('</script>', '<!--') can end the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

function headHtml(head: RenderedPage['head']): string {
  const tags = head.entries.map((entry) =>
    entry.tag === 'meta'
      ? `<meta ${entry.attribute}="${entry.key}" content="${escapeAttribute(entry.value)}">`
      : entry.tag === 'jsonld'
        ? `<script type="application/ld+json">${scriptJson(entry.value)}</script>`
        : `<link rel="${entry.rel}"${entry.hreflang ? ` hreflang="${entry.hreflang}"` : ''} href="${escapeAttribute(entry.value)}">`,
  );
  return `<title>${escapeAttribute(head.title)}</title>${tags.join('')}`;
}

/**
 * The shell's index.html for a page in `locale`, with the page's preloads; its scripts (the entry and the script
 * preloads) start after the first paint (start-after-paint.ts). Sent as it is when the page is rendered in the
 * browser; the frame of a server-rendered page (pageHtml).
 */
function pageFrame(template: string, locale: string, preloads: string): string {
  return startAfterFirstPaint(addPreloads(setLang(template, locale), preloads));
}

/**
 * The rendered page in its frame (pageFrame): its head tags in place of the template's title; the stylesheets
 * the shell and the page's remote preload applied from the start (the markup is there before any script runs,
 * so it must be styled at once); the markup in #root and the state after it.
 * The first paint waits until the page's first screen is parsed (`rel="expect"`, render-blocking): the element the
 * page marks with FIRST_SCREEN_ID, or else #root, the whole markup. So the first screen is drawn whole, not the
 * header first and the text a frame later (which made the text, the page's largest content, count as painted that
 * much later), and not only after the markup below it and the state (median LCP at 4× CPU, 9 loads each: home
 * 1.30 → 0.95 s waiting for its hero instead of the state; a story page 1.39 → 1.05 s, FAQs 1.42 → 1.10 s waiting
 * for #root instead of the state).
 */
function pageHtml(frame: string, page: RenderedPage, fonts: string, stateScript: string): string {
  let html = frame
    .replace(/<title>[\s\S]*?<\/title>/i, headHtml(page.head))
    // The rendered page says it in its own language (the shell's LocaleFrame).
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, '');
  const styles = [...html.matchAll(/<link[^>]*as="style"[^>]*>/gi)]
    .map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1])
    .filter((href): href is string => Boolean(href));
  const stylesheets = [...new Set(styles)].map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  html = html.replace(/<link[^>]*as="style"[^>]*>/gi, '');
  const firstScreen = page.html.includes(`id="${FIRST_SCREEN_ID}"`) ? FIRST_SCREEN_ID : 'root';
  const expect = `<link rel="expect" href="#${firstScreen}" blocking="render">`;
  const charset = /<meta charset[^>]*>/i.exec(html);
  if (charset) {
    const at = charset.index + charset[0].length;
    // The fonts right after the stylesheets: fonts.css says font-display: optional, so a font that is not in
    // within a moment of the first paint is not used on this page at all.
    html = `${html.slice(0, at)}${expect}${stylesheets}${fonts}${html.slice(at)}`;
  }
  return html.replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>|<div id="root"><\/div>/i, () => {
    return `<div id="root">${page.html}</div>${stateScript}`;
  });
}

/** The font files each language's text needs first (shared/src/ui/fonts.css): Latin, plus Cyrillic or Latin Extended. */
const FONTS_OF: Record<string, readonly string[]> = {
  en: ['nunito-latin-wght-normal'],
  ru: ['nunito-latin-wght-normal', 'nunito-cyrillic-wght-normal'],
  tr: ['nunito-latin-wght-normal', 'nunito-latin-ext-wght-normal'],
  az: ['nunito-latin-wght-normal', 'nunito-latin-ext-wght-normal'],
};

/** The shell build's file names (top folder and assets/), read once per process like the template and the renderer. */
const shellFiles = new Map<string, { top: string[]; assets: string[] }>();

function shellBuildFiles(webRoot: string): { top: string[]; assets: string[] } | undefined {
  let files = shellFiles.get(webRoot);
  if (!files) {
    try {
      const dist = join(webRoot, 'shell', 'dist');
      files = { top: readdirSync(dist), assets: readdirSync(join(dist, 'assets')) };
    } catch {
      return undefined;
    }
    shellFiles.set(webRoot, files);
  }
  return files;
}

/**
 * Preloads of the page language's fonts: found only once the stylesheet is parsed otherwise, they would arrive
 * after the text was painted in a fallback font, and the repaint moves the page's largest text (LCP).
 */
function fontPreloads(webRoot: string, locale: string): string {
  const files = shellBuildFiles(webRoot)?.assets ?? [];
  return (FONTS_OF[locale] ?? [])
    .map((name) => files.find((file) => file.startsWith(`${name}.`) && file.endsWith('.woff2')))
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * The page language's common and shell messages (chunks of the shell's build: shared/src/i18n/common-intl.ts,
 * shell/src/intl.ts): the shell waits for them before it hydrates, so they load with its entry (start-after-paint.ts).
 */
function messagesPreloads(webRoot: string, locale: string): string {
  const top = shellBuildFiles(webRoot)?.top ?? [];
  return ['common-messages', 'shell-messages']
    .map((chunk) => top.find((name) => name.startsWith(`${chunk}-${locale}.`) && name.endsWith('.js')))
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="preload" href="/${file}" as="script">`)
    .join('');
}

/** Where a page must be asked for instead: the region's language, or the one the visitor chose before. */
function localeRedirect(config: AppConfig, request: FastifyRequest, pathname: string): string | undefined {
  const { locale, path } = splitLocale(pathname);
  const target = localeRedirectTarget(config.region, locale, request.headers.cookie ?? '');
  if (!target) return undefined;
  const search = request.url.slice(pathname.length);
  return `${localizedPath(target, path)}${search}`;
}

/**
 * Answers a page URL: rendered on the server by the shell's renderer (page-render.ts) with its status (404 for
 * an unknown route, story or page), head tags, markup and state, and preloads for everything its first load
 * needs. Public pages come from the page cache when they can. Before the first build: 503 with a hint; when the
 * renderer fails: the shell's index.html, rendered in the browser, with status 500.
 */
/** Whether a query of the render was answered with a server error or no answer at all (the API was down). */
export function apiFailedIn(rendered: Pick<RenderedPage, 'state'>): boolean {
  const queries = (rendered.state as { api?: { queries?: Record<string, unknown> } } | undefined)?.api?.queries ?? {};
  return Object.values(queries).some((query) => {
    const { status, error } = (query ?? {}) as { status?: string; error?: { status?: unknown } };
    if (status !== 'rejected') return false;
    const code = error?.status;
    return typeof code !== 'number' || code >= 500;
  });
}

export function createPageFallback(app: FastifyInstance, config: AppConfig, webRoot: string) {
  const indexFile = join(webRoot, 'shell', 'dist', 'index.html');
  const registry = remoteRegistry(config);
  // Remotes deployed on another origin load their scripts, styles and manifests from there.
  const origins = remoteOrigins(registry, config.publicUrl);
  const csp = pageCspWriter(origins);
  const cache = new PageCache();
  app.addHook('onClose', async () => cache.close());
  /**
   * A page with a nonce of this response only on every script it starts with (security-headers.ts). The scripts
   * get their nonce attribute once (`withNonceSlots`); a response only joins the parts around it. A page rendered
   * with the visitor's own values (an order found by its number and e-mail) is private like the API's answer.
   */
  const send = (request: FastifyRequest, reply: FastifyReply, status: number, body: PageBody, personal = false) => {
    const nonce = newNonce();
    reply
      .code(status)
      .header('cache-control', personal ? PRIVATE_CACHE_CONTROL : NO_CACHE)
      .header('content-security-policy', csp(nonce))
      .header('vary', 'accept-encoding')
      .header('content-type', 'text/html; charset=utf-8');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.plain(nonce));
    return reply.header('content-encoding', 'gzip').send(body.gzip(nonce));
  };
  /**
   * Renders per client address and minute (RENDER_MISS_PER_MINUTE): a page not in the cache costs a render, and
   * made-up addresses are endless. Counted in PostgreSQL like the other limits, so it holds across instances; when
   * the count cannot be had the page is rendered (a guard, not a gate). Pages from the cache are never counted.
   */
  const RenderCounter = postgresRateLimitStore(app.database.db);
  const renderCounter = new RenderCounter();
  const renderAllowed = (ip: string) =>
    new Promise<{ allowed: boolean; retryAfterSeconds: number }>((resolve) => {
      renderCounter.incr(
        `render-miss:${ip}`,
        (_error, result) =>
          resolve({
            allowed: (result?.current ?? 0) <= config.renderMissPerMinute,
            retryAfterSeconds: Math.max(1, Math.ceil((result?.ttl ?? RENDER_WINDOW_MS) / 1000)),
          }),
        RENDER_WINDOW_MS,
      );
    });
  /** The frame a refused render answers with, per language: the page then renders in the visitor's browser. */
  const refusedFrames = new Map<string, PageBody>();
  // The built index.html, read once (a new build comes with a restart, as the renderer does).
  let template: string | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      template ??= await readFile(indexFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const redirect = localeRedirect(config, request, pathname);
    if (redirect) return reply.header('cache-control', NO_CACHE).redirect(redirect, 302);

    const { locale } = splitLocale(pathname);
    const route = findRoute(pathname);
    const country = detectCountry(request);
    // The currency the page is written in: the visitor's choice (shop_currency cookie) or their country's. The
    // renderer renders in it and the page keeps it in its state, so the browser hydrates with the same one.
    const currency = resolveDisplayCurrency(config.region, readCurrencyCookie(request.headers.cookie), country);
    // The page is rendered, and cached, with the query parameters it reads only (pageQuery): a campaign's
    // utm_source or a made-up one renders the same page, from the cache. An unknown path keeps its whole address.
    const search = request.url.slice(pathname.length);
    const query = route && pageQuery(route, search);
    const url = query ? `${pathname}${query.query}` : request.url;
    // A link to any page with ?ref=CODE credits the ambassador like their landing does (which records its own
    // visit as it renders); the page is still the common one, only the cookie is this visitor's.
    const referralCookie =
      route && route.id !== 'referral' && search.includes('ref=')
        ? await creditReferralLink(app, request, pathname, search, locale)
        : undefined;
    if (referralCookie) reply.header('set-cookie', referralCookie);
    const cacheable = route !== undefined && isServerRendered(route) && !query?.personal;
    // The country too: a printed book's shipping on the story page is the visitor's country's.
    const key = cache.key({ url, locale, region: config.region, currency, country });
    const cached = cacheable ? cache.get(key) : undefined;
    // The common answer first: a fresh page from the cache needs nothing below.
    if (cached && !cached.stale) {
      reply.header('x-page-cache', 'hit');
      return send(request, reply, cached.page.status, cached.page.body);
    }

    const page = route && {
      remote: route.remote,
      manifestUrl: registry[route.remote],
      routeId: route.id,
      locale,
    };
    const trusted = config.trustedCountryHeader && request.headers[config.trustedCountryHeader];
    const frameTemplate = template;
    /**
     * The page rendered for this request: its body (none: the renderer could not be loaded or failed, see
     * `renderer`), the cookies it set, and what the cache may keep of it. Used for a page not in the cache, and
     * behind a stale page's answer.
     */
    const render = async () => {
      // Not needed by a page sent from the cache: worked out per render only.
      const preloads = preloadTags(webRoot, page) + messagesPreloads(webRoot, locale);
      const setCookies: string[] = [];
      let renderer: Awaited<ReturnType<typeof loadRenderer>>;
      let rendered: RenderedPage | undefined;
      try {
        renderer = await loadRenderer(webRoot);
        rendered = await renderer?.render({
          url,
          config: runtimeConfig(config),
          currency,
          registry,
          origin: SELF_ORIGIN,
          remoteTrust: config.remoteServerTrust,
          fetch: renderFetch(
            app,
            {
              ip: request.ip,
              headers: {
                ...(typeof trusted === 'string' ? { [config.trustedCountryHeader as string]: trusted } : {}),
                // The referral landing's visit is counted once a day per visitor: address and browser.
                ...(typeof request.headers['user-agent'] === 'string'
                  ? { 'user-agent': request.headers['user-agent'] }
                  : {}),
              },
            },
            setCookies,
          ),
        });
      } catch (error) {
        request.log.error({ err: error }, 'Server rendering failed; the page renders in the browser');
      }
      if (rendered?.error)
        request.log.error({ err: rendered.error }, 'The page threw while rendering; sent the 500 page');
      const body =
        renderer && rendered
          ? new PageBody(
              pageHtml(
                pageFrame(frameTemplate, rendered.locale, preloads),
                rendered,
                fontPreloads(webRoot, locale),
                renderer.pageStateScript(rendered.state),
              ),
            )
          : undefined;
      // A page whose render set a cookie (a referral visit) is this visitor's: answered with it, never cached.
      // Only real pages are kept: a 404 (anyone can make up endless addresses) would push them out of the cache,
      // and a page whose data the API could not give (the database was down) would outlive the outage.
      const storable =
        body && rendered && cacheable && setCookies.length === 0 && rendered.status === 200 && !apiFailedIn(rendered)
          ? { status: rendered.status, body }
          : undefined;
      return { renderer, rendered, body, preloads, setCookies, storable };
    };

    if (cached) {
      cache
        .refresh(key, async () => (await render()).storable)
        .catch((error) => request.log.error({ err: error }, 'Rendering a page afresh for the cache failed'));
      reply.header('x-page-cache', 'stale');
      return send(request, reply, cached.page.status, cached.page.body);
    }

    const limit = await renderAllowed(request.ip);
    if (!limit.allowed) {
      // 429 with Retry-After for crawlers and scripts; a person still sees the page, drawn by their browser from
      // the shell's frame in their language (no render here, which is what the limit saves).
      let frame = refusedFrames.get(locale);
      if (!frame) {
        frame = new PageBody(pageFrame(frameTemplate, locale, ''));
        refusedFrames.set(locale, frame);
      }
      reply.header('retry-after', String(limit.retryAfterSeconds));
      return send(request, reply, 429, frame);
    }
    const { renderer, rendered, body, preloads, setCookies, storable } = await render();
    const personal = query?.personal === true;
    if (!renderer || !rendered || !body) {
      const status = renderer ? 500 : route ? 200 : 404;
      return send(request, reply, status, new PageBody(pageFrame(frameTemplate, locale, preloads)), personal);
    }
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    if (storable) cache.set(key, storable);
    return send(request, reply, rendered.status, body, personal);
  };
}

const web: FastifyPluginAsync<WebOptions> = async (app, { config, webRoot, pageFallback }) => {
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return runtimeConfig(config);
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remoteRegistry(config);
  });

  const missing: string[] = [];
  /**
   * One built app's dist at `prefix`, with the cache policy of cacheControlFor. Directories are never
   * pages of their own: index.html is only served through the page fallback. A server build's source maps
   * (dist/server/*.map) are never served: they are the server's code, not the site's. A remote's server build
   * itself is, for renderers elsewhere; browser maps are served when the build wrote them (SOURCE_MAPS=1).
   */
  const serveDist = async (dir: string, prefix: string, { cors, hidden }: { cors: boolean; hidden?: string }) => {
    const root = join(webRoot, dir);
    if (!existsSync(root)) missing.push(dir);
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // The build writes .br/.gz beside each text file (scripts/apps.mjs), sent instead of compressing per request.
      preCompressed: true,
      // Build stamps and the like are not part of the site.
      dotfiles: 'ignore',
      suppressWarning: true,
      allowedPath: (pathName: string) =>
        !(pathName.startsWith('/server/') && pathName.endsWith('.map')) && !(hidden && pathName.startsWith(hidden)),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // The shell may run on another origin (dev servers, a CDN), and MF fetches manifests with CORS.
        if (cors) reply.header('access-control-allow-origin', '*');
      },
    });
  };

  for (const name of REMOTE_NAMES) await serveDist(join('remotes', name, 'dist'), `/remotes/${name}/`, { cors: true });

  // Every page of the route table in each language is a route of its own: answered without first looking for a
  // file of that name in the shell's dist (the static wildcard). Static would answer '/' with 403 (index: false).
  const pagePaths = new Set(
    Object.values(LOCALE_PREFIXES).flatMap((prefix) =>
      ROUTES.map((spec) => (spec.path === '/' ? prefix || '/' : `${prefix}${spec.path}`)),
    ),
  );
  // A page compresses itself (page-body.ts): the compression plugin's hooks would only add steps to every page.
  for (const path of pagePaths) app.get(path, { compress: false }, pageFallback);
  // The shell's server build (the renderer) is the server's, not the site's.
  await serveDist(join('shell', 'dist'), '/', { cors: false, hidden: '/server/' });

  if (missing.length > 0) app.log.info(`Front end not built (${missing.join(', ')}); run npm run build`);

  // The first visitor after a start should not wait while the renderer and the remotes' server builds load
  // (1.5 s on a quiet machine, many more on a busy one): once the server listens, one page of each remote is
  // rendered in the background. The answers are dropped (public ones stay in the page cache).
  const firstPages = REMOTE_NAMES.flatMap((name) => {
    const spec = ROUTES.find((candidate) => candidate.remote === name && !/[:*]/.test(candidate.path));
    return spec ? [spec.path] : [];
  });
  app.addHook('onListen', async () => {
    if (missing.length > 0) return;
    void Promise.all(firstPages.map((url) => app.inject({ url }))).catch((error: unknown) =>
      app.log.warn({ err: error }, 'Rendering the first pages ahead of visitors failed'),
    );
  });
};

export default web;
