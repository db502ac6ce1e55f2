/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: a real PostgreSQL shipped in npm packages,
 * with its data in one directory. Listens on 127.0.0.1 only.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readdir, readlink, rm, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { firstBlockedFolder, octal } from '../lib/data-dir';
import { createHash } from 'node:crypto';
import { clusterAccount, initialiseCluster, SYSTEM_DIR, type RunningCluster, startCluster } from './embedded-cluster';

export interface EmbeddedLogger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory (e.g. `${DATA_DIR}/pg`). */
  databaseDir: string;
  port: number;
  /** The database the app uses; created when missing. */
  database: string;
  logger: EmbeddedLogger;
  user?: string;
  password?: string;
}

export interface RunningPostgres {
  url: string;
  /** Fast shutdown; resolves when the postgres process has exited. */
  stop(): Promise<void>;
}

// Local-only cluster; the password only guards against other users of the same machine.
const DEFAULT_USER = 'shop';
const DEFAULT_PASSWORD = 'shop';

/** A start-up problem the operator must fix; its message is the one line to print. */
export class EmbeddedStartError extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process' /proc/<pid>/stat fields after the command name: state, ppid, ... (null when gone or no /proc). */
async function procStat(pid: number): Promise<{ comm: string; state: string; ppid: number } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const match = /^\d+ \((.*)\) (\S) (\d+)/.exec(stat);
    return match ? { comm: match[1] ?? '', state: match[2] ?? '', ppid: Number(match[3]) } : null;
  } catch {
    return null;
  }
}

/** Whether a PID belongs to a running postgres (PIDs are reused, e.g. after a container restart). */
async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (!existsSync('/proc')) return true; // macOS: trust the signal check
  const stat = await procStat(pid);
  // A zombie (Z) or dead (X) process answers signals too.
  return Boolean(stat?.comm.startsWith('postgres') && stat.state !== 'Z' && stat.state !== 'X');
}

/** Whether the postmaster `pid` was started on `databaseDir` (its command line is `postgres -D <dir> ...`). */
async function servesDirectory(pid: number, databaseDir: string): Promise<boolean> {
  try {
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    const at = args.indexOf('-D');
    return at >= 0 && resolve(args[at + 1] ?? '') === resolve(databaseDir);
  } catch {
    return !existsSync('/proc');
  }
}

/**
 * Whether the postmaster's parent is a live Node process (a server of this shop using the cluster right now).
 * After `kill -9` of the server the postmaster is handed to init or another reaper, which is not Node.
 */
async function ownedByLiveNode(pid: number): Promise<number | null> {
  const stat = await procStat(pid);
  if (!stat || stat.ppid <= 1) return null;
  try {
    return (await readlink(`/proc/${stat.ppid}/exe`)) === process.execPath ? stat.ppid : null;
  } catch (error) {
    // Another user's process: not ours to judge, so count it as in use.
    return (error as NodeJS.ErrnoException).code === 'EACCES' ? stat.ppid : null;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await pause(100)) {
    if (!(await isPostgresProcess(pid))) return true;
  }
  return !(await isPostgresProcess(pid));
}

/**
 * After a crash postgres leaves postmaster.pid behind. When its PID is gone (or now belongs to something else)
 * the file is stale and removed. When the PID is still this data folder's postmaster, orphaned by a server
 * that was killed (`kill -9`), that cluster is shut down cleanly (fast shutdown, then immediate) so this start
 * can take over. A postmaster still owned by a live server is left alone, and so is any other cluster.
 */
async function recoverFromCrash(databaseDir: string, logger: EmbeddedLogger): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  let content: string;
  try {
    content = await readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const [pidLine, dirLine] = content.split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  const ours =
    Number.isInteger(pid) &&
    pid > 0 &&
    resolve(dirLine ?? '') === resolve(databaseDir) &&
    (await isPostgresProcess(pid)) &&
    (await servesDirectory(pid, databaseDir));
  if (!ours) {
    logger.warn(`Removing stale ${pidFile} (PID ${pid} is not this folder's postgres)`);
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  const owner = await ownedByLiveNode(pid);
  if (owner !== null) {
    throw new EmbeddedStartError(
      `Embedded PostgreSQL in ${databaseDir} is already running (PID ${pid}) for the server with PID ${owner}. Stop that server or use another DATA_DIR.`,
    );
  }
  logger.warn(`Stopping the PostgreSQL (PID ${pid}) left running in ${databaseDir} by a server that crashed`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 10_000))) {
      throw new EmbeddedStartError(
        `The orphaned PostgreSQL (PID ${pid}) in ${databaseDir} did not stop; stop it by hand.`,
      );
    }
  }
  // A clean shutdown removes the file; an immediate one may leave it.
  await unlink(pidFile).catch(() => undefined);
}

/**
 * Where the cluster of the default data folder lives when the repository sits below a folder the postgres user
 * cannot enter (root's home is 0700): one folder per checkout, so two clones never share a database.
 */
export function fallbackClusterDir(dataDir: string): string {
  return join(SYSTEM_DIR, `pg-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
}

export interface ClusterPlace {
  /** The cluster's folder, e.g. `${DATA_DIR}/pg`. */
  databaseDir: string;
  /** A folder the app created and may open for the postgres user (the default data folder), if any. */
  repairable?: string;
  /**
   * Where to keep the cluster instead when a folder above `databaseDir` that is not ours blocks the postgres
   * user (a repository cloned into root's 0700 home); used only for the default data folder.
   */
  fallbackDir?: string;
}

/**
 * The folder the cluster lives in, made reachable for the user postgres runs as. Running as root, that is the
 * system user `postgres`, which must be able to enter every folder on the way. Throws EmbeddedStartError with
 * one line that names the folder and the fix when it cannot.
 */
export async function clusterDirectory(place: ClusterPlace, logger: EmbeddedLogger): Promise<string> {
  const { databaseDir, repairable, fallbackDir } = place;
  if (fallbackDir && existsSync(join(fallbackDir, 'PG_VERSION'))) {
    logger.info(`Embedded PostgreSQL keeps its data in ${fallbackDir}`);
    return fallbackDir;
  }
  const account = await clusterAccount();
  if (!account) return databaseDir;
  let blocked = await firstBlockedFolder(dirname(databaseDir), account);
  if (blocked && repairable && resolve(blocked.dir) === resolve(repairable)) {
    // A data folder made 0700 by an older version of the app: let others enter it (not list it).
    await chmod(blocked.dir, blocked.mode | 0o001);
    logger.warn(`Made ${blocked.dir} enterable for the postgres user (mode ${octal(blocked.mode | 0o001)})`);
    blocked = await firstBlockedFolder(dirname(databaseDir), account);
  }
  if (!blocked) return databaseDir;
  if (fallbackDir && repairable && !resolve(blocked.dir).startsWith(resolve(repairable))) {
    await mkdir(dirname(fallbackDir), { recursive: true, mode: 0o755 });
    logger.warn(
      `The postgres user cannot enter ${blocked.dir} (mode ${octal(blocked.mode)}); the embedded PostgreSQL keeps its data in ${fallbackDir} instead`,
    );
    return fallbackDir;
  }
  throw new EmbeddedStartError(
    `The embedded PostgreSQL runs as the system user "postgres", which cannot enter ${blocked.dir} (mode ${octal(blocked.mode)}) on the way to ${databaseDir}. Fix: chmod o+x ${blocked.dir}, or set DATA_DIR to a folder that user can reach.`,
  );
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The connection URL of a database on the embedded cluster; known before the cluster has started. */
export function embeddedDatabaseUrl(
  port: number,
  database: string,
  user = DEFAULT_USER,
  password = DEFAULT_PASSWORD,
): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { databaseDir, port, database, logger } = options;
  const user = options.user ?? DEFAULT_USER;
  const password = options.password ?? DEFAULT_PASSWORD;
  // The last lines of postgres' own log explain a failed start far better than the library's bare rejection.
  const recentLog: string[] = [];
  const remember = (line: string) => {
    recentLog.push(line.trim());
    if (recentLog.length > 20) recentLog.shift();
  };

  const cluster = {
    databaseDir,
    port,
    user,
    password,
    account: await clusterAccount(),
    // TCP on loopback only; no Unix socket, whose default directory may not exist and whose path length is capped.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => {
      remember(message);
      logger.debug(message.trim());
    },
  };

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    if (!(await isEmptyOrMissing(databaseDir))) {
      throw new EmbeddedStartError(
        `${databaseDir} is not empty but holds no PostgreSQL cluster (a failed first start?). Remove it and start again.`,
      );
    }
    const started = performance.now();
    await initialiseCluster(cluster);
    logger.info(`Initialised embedded PostgreSQL in ${databaseDir} (${Math.round(performance.now() - started)} ms)`);
  } else {
    await recoverFromCrash(databaseDir, logger);
  }

  const started = performance.now();
  let running: RunningCluster;
  try {
    running = await startCluster(cluster);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'postgres exited during start';
    throw new EmbeddedStartError(
      `Embedded PostgreSQL did not start on 127.0.0.1:${port} (${reason}). Is the port in use? Set EMBEDDED_PG_PORT.\n${recentLog.join('\n')}`,
    );
  }
  logger.info(`Embedded PostgreSQL listening on 127.0.0.1:${port} (${Math.round(performance.now() - started)} ms)`);

  try {
    await ensureDatabase(embeddedDatabaseUrl(port, 'postgres', user, password), database);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return { url: embeddedDatabaseUrl(port, database, user, password), stop: () => running.stop() };
}

/** A TCP port on loopback that is free right now, as the system hands one out. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ThrowawayPostgres extends RunningPostgres {
  /** The run's own temporary directory; the cluster lives in its `pg` folder. */
  dir: string;
}

/**
 * An embedded PostgreSQL for one run (the server tests, a benchmark): a new temporary directory, a free
 * port, quiet but for errors. `stop()` also removes the directory.
 */
export async function startThrowawayPostgres(database: string, dirPrefix: string): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(join(tmpdir(), dirPrefix));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    // mkdtemp makes the directory 0700; postgres runs as its own user when we are root and must enter it.
    await chmod(dir, 0o755);
    const silent = () => undefined;
    const running = await startEmbeddedPostgres({
      databaseDir: join(dir, 'pg'),
      port: await freeLoopbackPort(),
      database,
      logger: { debug: silent, info: silent, warn: silent, error: (message) => console.error(message) },
    });
    return {
      url: running.url,
      dir,
      stop: async () => {
        await running.stop();
        await removeDir();
      },
    };
  } catch (error) {
    await removeDir();
    throw error;
  }
}
