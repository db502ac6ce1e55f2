/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: a real PostgreSQL shipped in npm packages,
 * with its data in one directory. Listens on 127.0.0.1 only.
 *
 * The shop's cluster has two roles, each with a password generated once into `${DATA_DIR}/keys`: the cluster's
 * superuser `postgres` (initdb's, for administration only) and `shop`, which the app signs in as: no superuser,
 * the owner of the `shop` database (so migrations and graphile-worker create their schemas). A local user who
 * reaches 127.0.0.1 therefore gets neither a fixed password nor a superuser's file access. A cluster of an
 * earlier release (where `shop`, password `shop`, was the superuser) is upgraded in place on start.
 */

import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, readlink, rm, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { firstBlockedFolder, octal } from '../lib/data-dir';
import { generatedKey, type KeyLog, readGeneratedKey } from '../lib/generated-key';
import { clusterAccount, initialiseCluster, type RunningCluster, SYSTEM_DIR, startCluster } from './embedded-cluster';

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
  /** The cluster's superuser, made by initdb; unset: THROWAWAY_ROLE (a cluster for one test run). */
  admin?: EmbeddedRole;
  /**
   * The role the app signs in as, made by the admin: no superuser, owner of `database`. Unset: the app signs
   * in as the admin (a throwaway cluster, whose tests create databases of their own).
   */
  app?: EmbeddedRole;
}

export interface EmbeddedRole {
  user: string;
  password: string;
}

export interface RunningPostgres {
  url: string;
  /** Fast shutdown; resolves when the postgres process has exited. */
  stop(): Promise<void>;
}

/**
 * The superuser of a throwaway cluster (tests, benchmarks: a temporary folder, gone after the run), and the one
 * every cluster of an earlier release was made with.
 */
const THROWAWAY_ROLE: EmbeddedRole = { user: 'shop', password: 'shop' };
const LEGACY_ROLE = THROWAWAY_ROLE;

const ADMIN_USER = 'postgres';
const APP_USER = 'shop';
const ADMIN_KEY_FILE = 'embedded-postgres-admin.key';
const APP_KEY_FILE = 'embedded-postgres-shop.key';
/** A superuser that lives only while an earlier release's cluster is upgraded (the bootstrap role is renamed). */
const UPGRADE_USER = 'shop_upgrade';

const passwordOf = (key: Buffer) => key.toString('base64url');

/** The roles of the shop's cluster, their passwords generated once into `${dataDir}/keys` (0600). */
export async function embeddedRoles(dataDir: string, log: KeyLog): Promise<{ admin: EmbeddedRole; app: EmbeddedRole }> {
  // Production sets DATABASE_URL; the warning says so when a password is generated.
  const [admin, app] = await Promise.all([
    generatedKey(dataDir, ADMIN_KEY_FILE, 'DATABASE_URL', log),
    generatedKey(dataDir, APP_KEY_FILE, 'DATABASE_URL', log),
  ]);
  return {
    admin: { user: ADMIN_USER, password: passwordOf(admin) },
    app: { user: APP_USER, password: passwordOf(app) },
  };
}

/**
 * The app's role of a data folder the shop has started in, for the team's commands and tests that reach a
 * running shop's database; never generates a password.
 */
export async function embeddedAppRole(dataDir: string): Promise<EmbeddedRole> {
  const key = await readGeneratedKey(dataDir, APP_KEY_FILE);
  if (!key) {
    throw new EmbeddedStartError(
      `No password of the embedded PostgreSQL in ${join(dataDir, 'keys')}: start the shop once (npm start), or set DATABASE_URL`,
    );
  }
  return { user: APP_USER, password: passwordOf(key) };
}

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
  await withClient(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether `role` may sign in; false only for a refused password or an unknown role (both answer 28P01). */
async function canSignIn(port: number, role: EmbeddedRole): Promise<boolean> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(port, 'postgres', role) });
  try {
    await client.connect();
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === '28P01' || code === '28000') return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A DO block that gives `to` everything `from` owns in the current database outside the system schemas:
 * schemas, tables with their indexes and column sequences, views, other sequences, composite types, routines,
 * enums, domains and ranges. REASSIGN OWNED cannot do it: it refuses the bootstrap superuser's objects.
 */
function transferOwnership(client: pg.Client, from: string, to: string): string {
  const mine = (namespace: string) => `${namespace} not like 'pg\\_%' and ${namespace} <> 'information_schema'`;
  return `do $transfer$
declare
  old_owner oid := (select oid from pg_roles where rolname = ${client.escapeLiteral(from)});
  new_owner text := ${client.escapeLiteral(to)};
  item record;
begin
  for item in select n.nspname from pg_namespace n where n.nspowner = old_owner and ${mine('n.nspname')} loop
    execute format('alter schema %I owner to %I', item.nspname, new_owner);
  end loop;
  for item in
    select c.oid::regclass as name, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relowner = old_owner and ${mine('n.nspname')} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
  loop
    execute format(
      case item.relkind when 'c' then 'alter type %s owner to %I' else 'alter table %s owner to %I' end,
      item.name, new_owner);
  end loop;
  -- Sequences of a column moved with their table above; these are the others.
  for item in
    select c.oid::regclass as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relowner = old_owner and ${mine('n.nspname')} and c.relkind = 'S'
  loop
    execute format('alter sequence %s owner to %I', item.name, new_owner);
  end loop;
  for item in
    select p.oid::regprocedure as name, p.prokind from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.proowner = old_owner and ${mine('n.nspname')}
  loop
    execute format(
      case item.prokind when 'a' then 'alter aggregate %s owner to %I' else 'alter routine %s owner to %I' end,
      item.name, new_owner);
  end loop;
  for item in
    select t.oid::regtype as name, t.typtype from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where t.typowner = old_owner and ${mine('n.nspname')} and t.typtype in ('e', 'd', 'r')
  loop
    execute format(
      case item.typtype when 'd' then 'alter domain %s owner to %I' else 'alter type %s owner to %I' end,
      item.name, new_owner);
  end loop;
end
$transfer$`;
}

/**
 * An earlier release's cluster: its bootstrap superuser is `shop` (password `shop`), owner of everything, and
 * PostgreSQL never lets the bootstrap role lose SUPERUSER. So, in one transaction, that role becomes the
 * admin (renamed, new password), a new non-superuser `shop` is made with the app's password, and the app's
 * database and every object in it pass to it. A temporary superuser does the renaming (a session cannot rename
 * its own role) and is dropped afterwards. Nothing is copied or deleted: the data stays where it is.
 */
async function upgradeLegacyCluster(
  port: number,
  database: string,
  admin: EmbeddedRole,
  app: EmbeddedRole,
  logger: EmbeddedLogger,
): Promise<void> {
  logger.warn(
    `Upgrading the embedded PostgreSQL's roles: "${app.user}" is no superuser any more and signs in with the password in keys/${APP_KEY_FILE}; the superuser is "${admin.user}" (keys/${ADMIN_KEY_FILE})`,
  );
  const legacyAdmin = embeddedDatabaseUrl(port, 'postgres', LEGACY_ROLE);
  await ensureDatabase(legacyAdmin, database);
  const helper: EmbeddedRole = { user: UPGRADE_USER, password: randomBytes(24).toString('base64url') };
  await withClient(legacyAdmin, async (client) => {
    // Left over by an upgrade that stopped half-way (before its commit): made again with a password we know.
    await client.query(`drop role if exists ${client.escapeIdentifier(helper.user)}`);
    await client.query(
      `create role ${client.escapeIdentifier(helper.user)} superuser login password ${client.escapeLiteral(helper.password)}`,
    );
  });
  await withClient(embeddedDatabaseUrl(port, database, helper), async (client) => {
    const id = (name: string) => client.escapeIdentifier(name);
    await client.query('begin');
    try {
      await client.query(`alter role ${id(LEGACY_ROLE.user)} rename to ${id(admin.user)}`);
      await client.query(`alter role ${id(admin.user)} password ${client.escapeLiteral(admin.password)}`);
      await client.query(
        `create role ${id(app.user)} login nosuperuser nocreatedb nocreaterole password ${client.escapeLiteral(app.password)}`,
      );
      await client.query(`alter database ${id(database)} owner to ${id(app.user)}`);
      await client.query(transferOwnership(client, admin.user, app.user));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
  logger.info("Upgraded the embedded PostgreSQL's roles");
}

/**
 * Signs in as the admin (upgrading an earlier release's cluster first), then makes sure the app's role exists,
 * is no superuser, has the password from the keys, and owns the app's database.
 */
async function ensureAppRole(
  port: number,
  database: string,
  admin: EmbeddedRole,
  app: EmbeddedRole,
  logger: EmbeddedLogger,
): Promise<void> {
  if (!(await canSignIn(port, admin))) {
    if (app.user !== LEGACY_ROLE.user || !(await canSignIn(port, LEGACY_ROLE))) {
      throw new EmbeddedStartError(
        `The embedded PostgreSQL refuses the password of "${admin.user}" kept in keys/${ADMIN_KEY_FILE}. Were the data folder's keys replaced? Put the original keys back.`,
      );
    }
    await upgradeLegacyCluster(port, database, admin, app, logger);
  }
  await withClient(embeddedDatabaseUrl(port, 'postgres', admin), async (client) => {
    const id = (name: string) => client.escapeIdentifier(name);
    const password = client.escapeLiteral(app.password);
    await client.query(`drop role if exists ${id(UPGRADE_USER)}`);
    const role = await client.query('select 1 from pg_roles where rolname = $1', [app.user]);
    // Every start: a role from anywhere else is brought back to what the app needs, no more.
    const attributes = `login nosuperuser nocreatedb nocreaterole nobypassrls password ${password}`;
    await client.query(
      role.rowCount === 0 ? `create role ${id(app.user)} ${attributes}` : `alter role ${id(app.user)} ${attributes}`,
    );
    const found = await client.query<{ owner: string }>(
      'select pg_get_userbyid(datdba) as owner from pg_database where datname = $1',
      [database],
    );
    const owner = found.rows[0]?.owner;
    if (owner === undefined) await client.query(`create database ${id(database)} owner ${id(app.user)}`);
    else if (owner !== app.user) await client.query(`alter database ${id(database)} owner to ${id(app.user)}`);
  });
}

/** The connection URL of a database on the embedded cluster; known before the cluster has started. */
export function embeddedDatabaseUrl(port: number, database: string, role: EmbeddedRole): string {
  const { user, password } = role;
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { databaseDir, port, database, logger } = options;
  const admin = options.admin ?? THROWAWAY_ROLE;
  // The last lines of postgres' own log explain a failed start far better than the library's bare rejection.
  const recentLog: string[] = [];
  const remember = (line: string) => {
    recentLog.push(line.trim());
    if (recentLog.length > 20) recentLog.shift();
  };

  const cluster = {
    databaseDir,
    port,
    user: admin.user,
    password: admin.password,
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
    if (options.app) await ensureAppRole(port, database, admin, options.app, logger);
    else await ensureDatabase(embeddedDatabaseUrl(port, 'postgres', admin), database);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return { url: embeddedDatabaseUrl(port, database, options.app ?? admin), stop: () => running.stop() };
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
