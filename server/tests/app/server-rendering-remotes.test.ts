/**
 * Server rendering and Module Federation: the renderer loads a page's remote from its /remotes.json
 * entry, so a remote deployed on another origin renders on the server too, and one that is down or hangs leaves
 * the page to the browser (its loading state, then the shell's fallback there) instead of a blank page or a 500.
 * Uses the built front end of this checkout; a file of its own, since the renderer keeps its remotes per process.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..');
const storefrontDist = join(repositoryRoot, 'remotes', 'storefront', 'dist');
if (!existsSync(join(storefrontDist, 'server', 'remoteEntry.js'))) {
  throw new Error('Server rendering tests need the built front end: run npm run build first');
}

const servers: Server[] = [];
async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let secondOrigin = '';
let requested: string[] = [];
let hanging = '';
let throwing = '';

/**
 * A remote whose page throws while rendering: a container of the shape the federation runtime loads
 * (`init`, `get`) whose App is a component that throws, as a page with a bug would.
 */
const THROWING_ENTRY = `module.exports = {
  init: async () => undefined,
  get: async () => () => ({ default: function App() { throw new Error('a page with a bug'); } }),
};`;

beforeAll(async () => {
  // Where the storefront would live after being deployed on its own: its dist, browser and server builds.
  secondOrigin = await listen((request, response) => {
    // `/copy-<n>/…` is the same deployment under another address: the renderer loads a remote once per address.
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/copy-\d+/, '');
    requested.push(path);
    const file = join(storefrontDist, path);
    if (!file.startsWith(storefrontDist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'access-control-allow-origin': '*' });
    createReadStream(file).pipe(response);
  });
  // A remote host that takes the connection and never answers.
  hanging = await listen(() => undefined);
  throwing = await listen((request, response) => {
    if (request.url === '/server/remoteEntry.js') response.writeHead(200).end(THROWING_ENTRY);
    else response.writeHead(404).end();
  });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const sha256 = (code: string | Buffer) => createHash('sha256').update(code).digest('hex');
/** The storefront's server build as deployed on the second origin, pinned and its origin allowed. */
const trusting = (origin: string, code: string | Buffer) => ({
  REMOTE_SERVER_ORIGINS: origin,
  REMOTE_SERVER_PINS: `storefront=sha256:${sha256(code)}`,
});
const storefrontServerBuild = () => readFileSync(join(storefrontDist, 'server', 'remoteEntry.js'));

const stateOf = (html: string) => JSON.parse(/id="shop-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('remotes on the server', () => {
  it('renders a remote deployed on another origin from its registry entry, over HTTP', async () => {
    requested = [];
    await withTestApp(
      {
        webRoot: repositoryRoot,
        env: {
          REMOTE_STOREFRONT_URL: `${secondOrigin}/mf-manifest.json`,
          ...trusting(secondOrigin, storefrontServerBuild()),
        },
      },
      async (app) => {
        const response = await app.inject({ method: 'GET', url: '/ru/faqs' });
        expect(response.statusCode).toBe(200);
        expect(mainOf(response.body)).toContain('<h1>Часто задаваемые вопросы</h1>');
        expect(stateOf(response.body)).toMatchObject({
          remoteRendered: true,
          registry: { storefront: `${secondOrigin}/mf-manifest.json` },
        });
        expect(requested).toContain('/server/remoteEntry.js');
        // Its pictures are named where that deployment serves them, as its browser build names them.
        const home = await app.inject({ method: 'GET', url: '/ru' });
        const hero = /<img[^>]*src="([^"]*hero[^"]*)"/.exec(mainOf(home.body))?.[1];
        expect(hero).toMatch(new RegExp(`^${secondOrigin}/assets/hero\\.[0-9a-f]+\\.webp$`));
      },
    );
  });

  it('runs no server build from another origin unless that origin is allowed and that exact build is pinned', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['nothing configured', {}],
      ['origin allowed, build not pinned', { REMOTE_SERVER_ORIGINS: secondOrigin }],
      [
        'pinned, origin not allowed',
        { REMOTE_SERVER_PINS: trusting(secondOrigin, storefrontServerBuild()).REMOTE_SERVER_PINS },
      ],
      // A build changed at the remote's host after it was pinned (or a host that serves something else).
      ['another build than the pinned one', trusting(secondOrigin, 'console.log("the reviewed build")')],
    ];
    for (const [index, [label, trust]] of cases.entries()) {
      await withTestApp(
        {
          webRoot: repositoryRoot,
          env: { REMOTE_STOREFRONT_URL: `${secondOrigin}/copy-${index}/mf-manifest.json`, ...trust },
        },
        async (app) => {
          const response = await app.inject({ method: 'GET', url: '/ru/faqs' });
          expect(response.statusCode, label).toBe(200);
          // The shell's frame from the server; the page itself is left to the browser.
          expect(response.body, label).toContain('<header class="site-header">');
          expect(mainOf(response.body), label).not.toContain('<h1>Часто задаваемые вопросы</h1>');
          expect(stateOf(response.body).remoteRendered, label).toBe(false);
        },
      );
    }
  }, 60_000);

  it('leaves a page whose remote is down or hangs to the browser, with the frame rendered and status 200', async () => {
    for (const entry of ['http://127.0.0.1:9/mf-manifest.json', `${hanging}/mf-manifest.json`]) {
      await withTestApp({ webRoot: repositoryRoot, env: { REMOTE_STOREFRONT_URL: entry } }, async (app) => {
        const response = await app.inject({ method: 'GET', url: '/faqs' });
        expect(response.statusCode, entry).toBe(200);
        expect(response.body, entry).toContain('<header class="site-header">');
        expect(response.body, entry).toContain('<footer class="site-footer">');
        // The remote's place shows the loading state; the browser loads the remote, or shows its fallback.
        expect(mainOf(response.body), entry).toContain('role="status"');
        expect(stateOf(response.body).remoteRendered, entry).toBe(false);
        // Other remotes still render on the server.
        const tracking = await app.inject({ method: 'GET', url: '/track-order' });
        expect(mainOf(tracking.body)).toContain('<h1>Track your order</h1>');
      });
    }
  }, 30_000);

  it('answers a page that throws while rendering with the 500 page in its frame and language, and lets the browser try it', async () => {
    await withTestApp(
      {
        webRoot: repositoryRoot,
        env: { REMOTE_STOREFRONT_URL: `${throwing}/mf-manifest.json`, ...trusting(throwing, THROWING_ENTRY) },
      },
      async (app) => {
        for (const [url, heading] of [
          ['/faqs', 'Something went wrong'],
          ['/ru/faqs', 'Что-то пошло не так'],
        ] as const) {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(500);
          expect(response.body, url).toContain('<header class="site-header">');
          expect(mainOf(response.body), url).toContain(`<h1 id="error-title">${heading}</h1>`);
          expect(response.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
          expect(stateOf(response.body), url).toMatchObject({ failed: true, remoteRendered: false });
        }
        // The failure is not cached: each request renders again.
        const again = await app.inject({ method: 'GET', url: '/faqs' });
        expect(again.headers['x-page-cache']).toBeUndefined();
        // Pages of other remotes are unaffected.
        const tracking = await app.inject({ method: 'GET', url: '/track-order' });
        expect(tracking.statusCode).toBe(200);
        expect(mainOf(tracking.body)).toContain('<h1>Track your order</h1>');
      },
    );
  }, 30_000);
});
