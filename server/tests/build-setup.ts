/**
 * The rendering tests (server-rendering, currency-rendering, health, two instances…) render with the built front
 * end of this checkout. `npm test` builds before the unit tests; a fresh clone running `npm run test:unit` alone
 * has no build yet, so the apps whose dist/ is missing are built here first, once per run (under the build lock
 * others use, so two runs never build into one dist/ at once). A dist/ that exists is used as it is: rebuilding
 * stale ones on every server test run would cost minutes to tests that render nothing (`npm run build -- --stale`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_NAMES, appDir, root } from '../../scripts/apps.mjs';

export default function setup() {
  const missing = APP_NAMES.filter((name) => !existsSync(join(appDir(name), 'dist', '.build-stamp')));
  if (missing.length === 0) return;
  console.info(`[server tests] building the front end first (no build yet: ${missing.join(', ')})`);
  const build = [process.execPath, join(root, 'scripts', 'build.mjs'), '--stale'];
  // flock is util-linux's (Debian has it); without it the build runs unlocked.
  const locked = spawnSync('flock', [join(tmpdir(), 'shop-build.lock'), ...build], { cwd: root, stdio: 'inherit' });
  const result =
    locked.error && (locked.error as NodeJS.ErrnoException).code === 'ENOENT'
      ? spawnSync(build[0]!, build.slice(1), { cwd: root, stdio: 'inherit' })
      : locked;
  if (result.status !== 0) throw new Error('npm run build failed; the rendering tests need the built front end');
}
