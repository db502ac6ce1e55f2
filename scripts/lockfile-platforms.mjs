// The npm registry mirror these machines use lacks some other-platform binaries (e.g.
// @biomejs/cli-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci` then
// refuses the lockfile ("Missing: … from lock file"). This adds each missing optional platform package
// with the os/cpu/libc its name states, so npm ci records it and skips it as another platform's.
// Run by hand after `npm install <package>` (`npm run lockfile:platforms`), not as a postinstall: an install must
// leave tracked files alone. `--check` (part of `npm run lint`) only reports what is missing, so a lockfile that
// npm ci would refuse fails CI before it reaches another machine. Idempotent.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = OS.find((candidate) => tokens.includes(candidate));
  const cpu = CPU.find((candidate) => tokens.includes(candidate));
  if (!cpu && !os) return undefined;
  const platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (os === 'linux') platform.libc = [tokens.includes('musl') ? 'musl' : 'glibc'];
  return platform;
}

/** Where npm would look up `dep` for the package at `location` (nested first, then up to the root). */
function isPresent(location, dep) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf('node_modules/');
    base = index <= 0 ? '' : base.slice(0, index - 1);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isPresent(location, dep)) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[`node_modules/${dep}`] = {
      version: version.replace(/^[\^~=]/, ''),
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added++;
  }
}

const checkOnly = process.argv.includes('--check');
if (added > 0 && checkOnly) {
  console.error(
    `package-lock.json lacks ${added} other-platform optional packages, so npm ci would refuse it: run npm run lockfile:platforms`,
  );
  process.exit(1);
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.info(`package-lock.json: recorded ${added} other-platform optional packages`);
}
