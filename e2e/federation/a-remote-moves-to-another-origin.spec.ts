import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';

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

test('a remote served from a second origin works after changing only /remotes.json', async ({ shop }) => {
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

  await shop.goto('/explore');
  await expect(shop.heading).toHaveText('Explore stories');
  await expect(shop.page.getByRole('link', { name: 'Adventure' })).toBeVisible();
  expect(fromSecondOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromSecondOrigin.some((url) => url.includes('__federation_expose_App'))).toBe(true);
});
