import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageCsp } from '../../server/src/plugins/security-headers';
import { expect, takenOver, test } from '../fixtures';

const storefrontDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remotes/storefront/dist');

let server: Server;
let origin = '';

// A second, independent static server: where a remote would live after being deployed on its own.
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const file = path.join(storefrontDist, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(storefrontDist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a remote served from a second origin works after changing only its registry entry', async ({ shop }) => {
  const fromSecondOrigin: string[] = [];
  shop.page.on('request', (request) => {
    if (request.url().startsWith(origin)) fromSecondOrigin.push(request.url());
  });
  // The first origin no longer serves the storefront at all.
  await shop.page.route('**/remotes/storefront/**', (route) => route.abort('connectionrefused'));
  await shop.page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...registry, storefront: `${origin}/mf-manifest.json` } });
  });
  // On a real server the entry is REMOTE_STOREFRONT_URL, which also adds the origin to the pages'
  // Content-Security-Policy (server/tests/app/security-headers.test.ts). This run's server keeps its registry,
  // so the page's policy is the one that setting gives: the server's own, with the second origin.
  // The page carries the registry it was rendered with (shell/src/page-state.ts): the same change, in its state.
  let serverHtml = '';
  await shop.page.route(
    (url) => url.pathname === '/explore',
    async (route) => {
      const response = await route.fetch();
      serverHtml = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
      const headers = { ...response.headers(), 'content-security-policy': pageCsp(nonce, [origin]) };
      const body = serverHtml.replace(
        '"storefront":"/remotes/storefront/mf-manifest.json"',
        `"storefront":"${origin}/mf-manifest.json"`,
      );
      await route.fulfill({ response, headers, body });
    },
  );
  // A page answered by the test, not by a server, counts as public to Chromium's Local Network Access, which
  // then asks before the page reaches a loopback address (the second origin); the real page never asks.
  await shop.page.context().grantPermissions(['local-network-access']);

  await shop.goto('/explore');
  // The server rendered the page (its own registry), and the browser took it over from the second origin.
  expect(serverHtml).toMatch(/<h1>Explore stories<\/h1>/);
  await expect(shop.heading).toHaveText('Explore stories');
  await expect(shop.page.getByRole('link', { name: 'Adventure' })).toBeVisible();
  // The page is visible from the server's HTML before any script ran: wait for the take-over itself, which
  // loads the manifest and then the exposed module from the second origin (CI once checked a moment too early).
  await expect.poll(() => fromSecondOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  await expect.poll(() => fromSecondOrigin.some((url) => url.includes('__federation_expose_App'))).toBe(true);
  // Hydrated from there: the category link now carries React's handlers.
  await takenOver(shop.page.getByRole('link', { name: 'Adventure' }));
});
