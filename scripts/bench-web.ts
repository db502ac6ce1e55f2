/**
 * `npm run bench:first-load`: loads pages of the built shop in Debian's Chromium and reports the
 * JavaScript and CSS a first visit downloads, gzip-compressed (level 9) from the dist files. Starts its own server on a free port with a fresh database.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/explore', '/dashboard', '/backoffice'];

function distFile(url: string): string {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  return remote
    ? path.join(root, 'remotes', remote[1]!, 'dist', remote[2]!)
    : path.join(root, 'shell', 'dist', pathname);
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/server.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54390',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

try {
  await waitForHealth();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  for (const pagePath of pages) {
    const page = await browser.newPage();
    const assets = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.add(response.url());
    });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    let js = 0;
    let css = 0;
    for (const url of assets) {
      const body = readFileSync(distFile(url));
      const size = gzipSync(body, { level: 9 }).length;
      if (url.endsWith('.css')) css += size;
      else js += size;
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.info(
      `${pagePath.padEnd(14)} JS ${kb(js)} gzip in ${[...assets].filter((u) => !u.endsWith('.css')).length} files · CSS ${kb(css)}`,
    );
    await page.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
