/**
 * Hosting of the front end from the API process: the run-time config and remote registry the shell
 * fetches at start, each remote's dist under /remotes/<name>/, the shell's dist at /, and the
 * single-page fallback that answers every page URL with the shell's index.html.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { findRoute, splitLocale } from '@shop/shared/routes';
import type { Locale } from '@shop/shared/i18n/catalogue';
import { resolveCurrency } from '@shop/shared/region';
import { type AppConfig, REMOTE_NAMES, type RemoteName } from '../config/env';
import { detectCountry } from '../lib/detect-country';
import { prepaintHtml } from './prepaint';
import { preloadTags } from './preloads';
import { addScriptNonce, newNonce, pageCsp, remoteOrigins } from './security-headers';

export interface WebOptions {
  config: AppConfig;
  /** Directory holding shell/dist and remotes/<name>/dist: the repository root, or a fixture in tests. */
  webRoot: string;
}

export const API_PREFIX = '/api/v1';
export const NOT_BUILT_MESSAGE = 'The shop is not built yet: run npm run build';

const NO_CACHE = 'no-cache';
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

/**
 * Puts the page's first paint (prepaint.ts) before #root. Its stylesheets, only preloaded otherwise, are
 * applied from the start: the first paint must look exactly like the page that replaces it.
 */
function addPrepaint(html: string, prepaint: string): string {
  if (!prepaint) return html;
  const root = html.search(/<div id="root"/i);
  const charset = /<meta charset[^>]*>/i.exec(html);
  if (root === -1 || !charset) return html;
  const styles = [...html.matchAll(/<link[^>]*as="style"[^>]*>/gi)]
    .map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1])
    .filter((href): href is string => Boolean(href))
    .map((href) => `<link rel="stylesheet" href="${href}">`);
  // The largest picture and the stylesheets are asked for first, ahead of the scripts' preloads.
  const picture = /<img[^>]*fetchpriority="high"[^>]*src="([^"]+)"/.exec(prepaint)?.[1];
  const first = [
    ...(picture ? [`<link rel="preload" as="image" href="${picture}" fetchpriority="high">`] : []),
    ...styles,
  ];
  const afterCharset = charset.index + charset[0].length;
  return `${html.slice(0, afterCharset)}${first.join('')}${html.slice(afterCharset, root)}${prepaint}${html.slice(root)}`;
}

async function bookForPrepaint(request: FastifyRequest, locale: Locale, slug: string) {
  try {
    return await request.server.catalogue.book(locale, decodeURIComponent(slug));
  } catch {
    return undefined; // a malformed address or a database hiccup: the page still works, without a first paint
  }
}

/**
 * Answers a page URL with the shell's index.html: 200 for a known page, 404 otherwise (the shell then
 * renders its 'Page not found'), with the page's language in <html lang> and preloads for everything its
 * first load needs (the shell's shared chunks, the page's remote). Read on every request so a rebuild is
 * picked up without a restart; the file is a few hundred bytes.
 */
export function createPageFallback(config: AppConfig, webRoot: string) {
  const indexFile = join(webRoot, 'shell', 'dist', 'index.html');
  const registry = remoteRegistry(config);
  // Remotes deployed on another origin load their scripts, styles and manifests from there.
  const origins = remoteOrigins(registry, config.publicUrl);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const lang = config.region === 'russia' ? 'ru' : splitLocale(pathname).locale;
    const route = findRoute(pathname);
    const page = route && {
      remote: route.remote,
      manifestUrl: registry[route.remote],
      routeId: route.id,
      locale: lang,
    };
    // The story page's first paint shows the book's cover; an unknown slug simply gets none.
    const slug = route?.id === 'story' ? /\/story\/([^/?#]+)/.exec(pathname)?.[1] : undefined;
    const book = slug ? await bookForPrepaint(request, lang, slug) : undefined;
    const prepaint =
      route &&
      prepaintHtml(webRoot, {
        routeId: route.id,
        book,
        locale: lang,
        currency: resolveCurrency(config.region, detectCountry(request), 'USD'),
        siteName: config.siteName,
        languageSwitcher: config.region !== 'russia',
      });
    const body = addPrepaint(addPreloads(setLang(html, lang), preloadTags(webRoot, page)), prepaint || '');
    // A nonce of this response only, on every script the page starts with (security-headers.ts).
    const nonce = newNonce();
    return reply
      .code(route ? 200 : 404)
      .header('cache-control', NO_CACHE)
      .header('content-security-policy', pageCsp(nonce, origins))
      .type('text/html; charset=utf-8')
      .send(addScriptNonce(body, nonce));
  };
}

const web: FastifyPluginAsync<WebOptions> = async (app, { config, webRoot }) => {
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
   * pages of their own: index.html is only served through the page fallback.
   */
  const serveDist = async (dir: string, prefix: string, { cors }: { cors: boolean }) => {
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
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // The shell may run on another origin (dev servers, a CDN), and MF fetches manifests with CORS.
        if (cors) reply.header('access-control-allow-origin', '*');
      },
    });
  };

  for (const name of REMOTE_NAMES) await serveDist(join('remotes', name, 'dist'), `/remotes/${name}/`, { cors: true });

  // The home page is a page like any other (lang, status); static would answer '/' with 403 (index: false).
  app.get('/', createPageFallback(config, webRoot));
  await serveDist(join('shell', 'dist'), '/', { cors: false });

  if (missing.length > 0) app.log.info(`Front end not built (${missing.join(', ')}); run npm run build`);
};

export default web;
