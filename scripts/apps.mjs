// The apps of the shop, the one list (rspack.config.ts, the build, npm start and npm run dev read it; the
// shared module's REMOTE_NAMES and the workspaces are checked against it by scripts/apps.test.ts), and whether
// each dist is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each app and its dev-server port (ARCHITECTURE.md: shell 3000, remotes 3001-3005). */
export const APPS = [
  { name: 'shell', port: 3000 },
  { name: 'storefront', port: 3001 },
  { name: 'checkout', port: 3002 },
  { name: 'tracking', port: 3003 },
  { name: 'ambassador', port: 3004 },
  { name: 'backoffice', port: 3005 },
];
export const APP_NAMES = APPS.map((app) => app.name);
export const appDir = (name) => (name === 'shell' ? path.join(root, 'shell') : path.join(root, 'remotes', name));

const STAMP = '.build-stamp';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Inputs of one app's build: its own files, the shared module, the build factory and the lockfile. */
function inputsOf(name) {
  const dir = appDir(name);
  return [
    path.join(dir, 'src'),
    path.join(dir, 'public'),
    path.join(dir, 'package.json'),
    path.join(dir, 'rspack.config.ts'),
    path.join(root, 'shared', 'src'),
    path.join(root, 'shell', 'index.html'),
    path.join(root, 'rspack.config.ts'),
    path.join(root, 'package-lock.json'),
  ];
}

export function isStale(name) {
  const stamp = path.join(appDir(name), 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputsOf(name).some((input) => newestMtime(input) > built);
}

export function markBuilt(name) {
  writeFileSync(path.join(appDir(name), 'dist', STAMP), new Date().toISOString());
}

const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;

/**
 * Writes `.br` and `.gz` next to every text file of a dist, at the highest levels, once per build. The
 * server sends them as they are (@fastify/static preCompressed): compressing a large bundle on every
 * request costs the first visit tens of milliseconds per file, and more when the server is busy.
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = readFileSync(file);
      if (data.length < 1024) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

/** Builds the named apps as one rspack multi-compiler run and stamps each dist; exits on failure. */
export function buildApps(names) {
  if (names.length === 0) return;
  console.info(`Building ${names.join(', ')} …`);
  const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  // Cleaned here, once, before the compilers start: the browser and server builds of an app write into one dist/
  // in parallel, and letting each clean its part raced (rspack's clean removed dist/server while the other build
  // was in it: ENOTEMPTY). Every file name is content-hashed, so nothing stale can be served in between.
  for (const name of names) rmSync(path.join(appDir(name), 'dist'), { recursive: true, force: true });
  // Each app twice: for the browser, and for server rendering (rspack.config.ts, createServerConfig).
  const args = names.flatMap((name) => ['--config-name', name, '--config-name', `${name}-server`]);
  const result = spawnSync(process.execPath, [rspack, 'build', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  for (const name of names) {
    precompress(path.join(appDir(name), 'dist'));
    markBuilt(name);
  }
}
