import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilesOf } from '../../src/plugins/start-after-paint';
import { buildTestApp, createWebRoot, withTestApp } from '../helpers';

const INDEX_HTML = '<!doctype html><html lang="en" class="no-js"><head><title>Shop</title></head><body></body></html>';
const BIG_SCRIPT = `console.info(${JSON.stringify('storybook '.repeat(400))});`;

describe('front-end hosting', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = await createWebRoot({
      'shell/dist/index.html': INDEX_HTML,
      'shell/dist/main.3f9a1c2b7d.js': BIG_SCRIPT,
      'shell/dist/favicon.ico': 'icon',
      'remotes/storefront/dist/mf-manifest.json': '{"id":"storefront"}',
      'remotes/storefront/dist/remoteEntry.js': 'var storefront;',
      'remotes/storefront/dist/static/js/812.a1b2c3d4e5.js': 'chunk();',
      'remotes/storefront/dist/static/js/812.a1b2c3d4e5.js.map': '{"version":3,"sources":["browser.tsx"]}',
      'remotes/storefront/dist/server/remoteEntry.js': 'module.exports = {};',
      'remotes/storefront/dist/server/remoteEntry.js.map': '{"version":3,"sources":["server-secret.ts"]}',
      'shell/dist/server/render.cjs.map': '{"version":3,"sources":["server-secret.ts"]}',
      'remotes/storefront/dist/.build-stamp': '2026-11-25T10:00:00.000Z',
      'shell/dist/.build-stamp': '2026-11-25T10:00:00.000Z',
    });
    app = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves a known page with the shell and its language, no-cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/ru/faqs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="ru" class="no-js">');
    expect(response.body).not.toContain('lang="en"');
  });

  it('serves the home page and pages with parameters', async () => {
    for (const [url, lang] of [
      ['/', 'en'],
      ['/tr', 'tr'],
      ['/az/story/brave-bunny?ref=1', 'az'],
      ['/dashboard/payouts', 'en'],
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<html lang="${lang}"`);
    }
  });

  it("keeps a tracking page with the visitor's order number and e-mail out of every cache", async () => {
    const personal = await app.inject({
      method: 'GET',
      url: '/track-order?order_number=SB-123456&email=a%40b.example',
    });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    const blank = await app.inject({ method: 'GET', url: '/track-order?utm_source=mail' });
    expect(blank.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown page with the shell and status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/tr/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="tr"');
  });

  it('never serves a dot-file of a build', async () => {
    for (const url of ['/remotes/storefront/.build-stamp', '/.build-stamp']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('2026-11-25T10:00');
    }
  });

  it("never serves a server build's source map; a remote's server build and a browser map the build wrote are served", async () => {
    for (const url of [
      '/remotes/storefront/server/remoteEntry.js.map',
      '/remotes/storefront/server/../server/remoteEntry.js.map',
      '/remotes/storefront/server/%2e%2e/server/remoteEntry.js.map',
      '/server/render.cjs.map',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('server-secret');
    }
    // The renderer fetches a remote's server build over HTTP (docs/architecture.md).
    expect((await app.inject({ method: 'GET', url: '/remotes/storefront/server/remoteEntry.js' })).statusCode).toBe(
      200,
    );
    const browserMap = await app.inject({ method: 'GET', url: '/remotes/storefront/static/js/812.a1b2c3d4e5.js.map' });
    expect(browserMap.statusCode).toBe(200);
  });

  it('answers an unknown /api path with the JSON 404, never the shell', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/health', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Not found' });
    }
    const post = await app.inject({ method: 'POST', url: '/api/v1/health' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'not_found', message: 'Not found' });
  });

  it('revalidates remote entry points and caches hashed chunks forever, with CORS', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/storefront/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'storefront' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');

    const entry = await app.inject({ method: 'GET', url: '/remotes/storefront/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');

    const chunk = await app.inject({ method: 'GET', url: '/remotes/storefront/static/js/812.a1b2c3d4e5.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('caches hashed shell files forever and revalidates unhashed ones', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/main.3f9a1c2b7d.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['access-control-allow-origin']).toBeUndefined();
    const favicon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses assets for clients that accept it', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/main.3f9a1c2b7d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({
      method: 'GET',
      url: '/main.3f9a1c2b7d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(BIG_SCRIPT.length);
  });

  it('answers a missing remote file with a plain 404, not the shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes/checkout/mf-manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Not found' });
  });

  it('sends every page of the russia region to its Russian address, in lang="ru"', async () => {
    await withTestApp({ webRoot, env: { REGION: 'russia' } }, async (russia) => {
      const response = await russia.inject({ method: 'GET', url: '/faqs' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/ru/faqs');
      expect((await russia.inject({ method: 'GET', url: '/ru/faqs' })).body).toContain('<html lang="ru"');
    });
  });
});

describe('preloads of a page', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './App',
        assets: {
          js: {
            sync: ['836.e9e1439f04.js', '__federation_expose_App.2ddd642300.js'],
            async: ['183.a6eeeda94b.js', 'messages-az.4153bd68b9.js', 'page-explore.6c9c9baceb.js'],
          },
          css: { sync: ['__federation_expose_App.0f296b6aef.css'], async: ['page-explore.2f0706f946.css'] },
        },
      },
    ],
  };
  const SHELL_HTML =
    '<!doctype html><html lang="en"><head><script defer src="/main.1234567890.js"></script></head><body></body></html>';
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await createWebRoot({
      'shell/dist/index.html': SHELL_HTML,
      'remotes/storefront/dist/mf-manifest.json': JSON.stringify(manifest),
    });
  });
  afterAll(async () => {
    await rm(webRoot, { recursive: true, force: true });
  });

  // The page's scripts are added by its starter after the first paint (start-after-paint.ts).
  const preloads = (html: string) => startFilesOf(html)?.preload.map(([href]) => href) ?? [];

  it("starts the page's remote, its page chunk and its messages with the HTML", async () => {
    await withTestApp({ webRoot }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/az/explore?category=bedtime' });
      expect(response.statusCode).toBe(200);
      expect(preloads(response.body)).toEqual([
        '/remotes/storefront/mf-manifest.json',
        '/remotes/storefront/remoteEntry.js',
        '/remotes/storefront/836.e9e1439f04.js',
        '/remotes/storefront/__federation_expose_App.2ddd642300.js',
        '/remotes/storefront/page-explore.6c9c9baceb.js',
        '/remotes/storefront/messages-az.4153bd68b9.js',
      ]);
      // Stylesheets stay in the HTML (a rendered page applies them at once, web.ts).
      expect([...response.body.matchAll(/<link rel="preload" href="([^"]+)" as="style">/g)].map((m) => m[1])).toEqual([
        '/remotes/storefront/__federation_expose_App.0f296b6aef.css',
        '/remotes/storefront/page-explore.2f0706f946.css',
      ]);
      // With the shell's own entry; the manifest is fetched (with CORS, as the runtime does), the rest are scripts.
      const files = startFilesOf(response.body);
      expect(files?.entry).toBe('/main.1234567890.js');
      expect(files?.preload.filter(([, as]) => as === 'fetch')).toEqual([
        ['/remotes/storefront/mf-manifest.json', 'fetch'],
      ]);
      expect(response.body).not.toMatch(/<link rel="preload" href="[^"]+" as="(script|fetch)"/);
    });
  });

  it('preloads no other page and no other language', async () => {
    await withTestApp({ webRoot }, async (app) => {
      const home = preloads((await app.inject({ method: 'GET', url: '/' })).body);
      expect(home).toContain('/remotes/storefront/836.e9e1439f04.js');
      expect(home.filter((href) => /page-|messages-/.test(href ?? ''))).toEqual([]);
    });
  });

  it('leaves a remote deployed elsewhere, an unbuilt remote and unknown pages to the runtime', async () => {
    await withTestApp(
      { webRoot, env: { REMOTE_STOREFRONT_URL: 'https://cdn.example/storefront/mf-manifest.json' } },
      async (app) => {
        expect(preloads((await app.inject({ method: 'GET', url: '/' })).body)).toEqual([]);
      },
    );
    await withTestApp({ webRoot }, async (app) => {
      expect(preloads((await app.inject({ method: 'GET', url: '/track-order' })).body)).toEqual([]);
      const missing = await app.inject({ method: 'GET', url: '/no-such-page' });
      expect(missing.statusCode).toBe(404);
      expect(preloads(missing.body)).toEqual([]);
    });
  });
});

describe('front end not built', () => {
  it('says how to build it, with 503', async () => {
    await withTestApp({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/explore' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('The shop is not built yet: run npm run build');
      const api = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(api.statusCode).toBe(200);
    });
  });
});

describe('GET /config.json', () => {
  it('describes the global region by default', async () => {
    await withTestApp({ env: { PORT: '3000' } }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/config.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        region: 'global',
        siteName: 'Storybook Shop',
        apiBase: '',
        apiPrefix: '/api/v1',
        publicUrl: 'http://localhost:3000',
      });
    });
  });

  it('describes the russia region with its own site name', async () => {
    await withTestApp({ env: { REGION: 'russia', PUBLIC_URL: 'https://knizhka.example/' } }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/config.json' });
      expect(response.json()).toEqual({
        region: 'russia',
        siteName: 'Книжка-сказка',
        apiBase: '',
        apiPrefix: '/api/v1',
        publicUrl: 'https://knizhka.example',
      });
    });
  });

  it('lets SITE_NAME override the default name', async () => {
    await withTestApp({ env: { SITE_NAME: 'Bedtime Books' } }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/config.json' });
      expect(response.json()).toMatchObject({ region: 'global', siteName: 'Bedtime Books' });
    });
  });
});

describe('GET /remotes.json', () => {
  it('points every remote at its own dist by default', async () => {
    await withTestApp({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        storefront: '/remotes/storefront/mf-manifest.json',
        checkout: '/remotes/checkout/mf-manifest.json',
        tracking: '/remotes/tracking/mf-manifest.json',
        ambassador: '/remotes/ambassador/mf-manifest.json',
        backoffice: '/remotes/backoffice/mf-manifest.json',
      });
    });
  });

  it('lets REMOTE_<NAME>_URL redeploy one remote elsewhere', async () => {
    const url = 'https://cdn.example/storefront/2.4.0/mf-manifest.json';
    await withTestApp({ env: { REMOTE_STOREFRONT_URL: url } }, async (app) => {
      const registry = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
      expect(registry.storefront).toBe(url);
      expect(registry.checkout).toBe('/remotes/checkout/mf-manifest.json');
    });
  });
});
