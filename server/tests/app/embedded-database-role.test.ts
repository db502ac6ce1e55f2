/**
 * The embedded PostgreSQL's roles: the app signs in as `shop`, no superuser, with a password generated into
 * DATA_DIR/keys; a data folder of an earlier release (`shop`, password `shop`, the superuser) is upgraded in
 * place on start without losing anything, and migrations and graphile-worker's schema keep working after it.
 */
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client';
import {
  type EmbeddedRole,
  embeddedAppRole,
  embeddedDatabaseUrl,
  embeddedRoles,
  freeLoopbackPort,
  type RunningPostgres,
  startEmbeddedPostgres,
} from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';
import { ensureDataDir } from '../../src/lib/data-dir';

const silent = () => undefined;
const logger = { debug: silent, info: silent, warn: silent, error: silent };

let base = '';
let dataDir = '';
let port = 0;
let running: RunningPostgres | undefined;

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'shop-pg-roles-'));
  // As root, PostgreSQL runs as the postgres user, which must enter the folder (mkdtemp makes it 0700).
  await chmod(base, 0o755);
  dataDir = join(base, 'data');
  await ensureDataDir(dataDir);
  port = await freeLoopbackPort();
});
/** Stops the cluster a test started (a function, so TypeScript does not narrow `running` at its callers). */
async function stopRunning() {
  await running?.stop();
  running = undefined;
}

afterEach(async () => {
  await stopRunning();
  await rm(base, { recursive: true, force: true });
});

const start = async (roles: { admin?: EmbeddedRole; app?: EmbeddedRole }) => {
  running = await startEmbeddedPostgres({ databaseDir: join(dataDir, 'pg'), port, database: 'shop', logger, ...roles });
  return running;
};

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const whoAmI = (url: string) =>
  query<{ user: string; rolsuper: boolean }>(
    url,
    'select current_user as user, rolsuper from pg_roles where rolname = current_user',
  );

const signInFails = async (url: string) =>
  query(url, 'select 1').then(
    () => false,
    (error: { code?: string }) => error.code === '28P01',
  );

async function migrate(url: string) {
  const database = createDatabase(url, { max: 2 });
  try {
    await runMigrations(database);
  } finally {
    await database.pool.end();
  }
}

/** Objects of the shop's database outside the system schemas that `shop` does not own. */
const notOwnedByShop = (url: string) =>
  query<{ what: string }>(
    url,
    `select what from (
       select nspname as what, nspowner as owner, nspname as schema from pg_namespace
       union all select c.oid::regclass::text, c.relowner, n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       union all select p.oid::regprocedure::text, p.proowner, n.nspname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       union all select t.oid::regtype::text, t.typowner, n.nspname from pg_type t join pg_namespace n on n.oid = t.typnamespace
     ) objects
     where schema not like 'pg\\_%' and schema <> 'information_schema'
       and owner not in (select oid from pg_roles where rolname in ('shop', 'pg_database_owner'))`,
  );

describe('the embedded database role', { timeout: 180_000 }, () => {
  it('on a fresh data folder is no superuser, owns its database, and signs in with a password kept in keys', async () => {
    const roles = await embeddedRoles(dataDir, { warn: silent });
    const { url } = await start(roles);

    expect(await whoAmI(url)).toEqual([{ user: 'shop', rolsuper: false }]);
    expect(await embeddedAppRole(dataDir)).toEqual(roles.app);
    const keyFile = join(dataDir, 'keys', 'embedded-postgres-shop.key');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64').toString('base64url')).toBe(
      roles.app.password,
    );
    expect(roles.app.password).not.toBe(roles.admin.password);
    expect(await signInFails(embeddedDatabaseUrl(port, 'shop', { user: 'shop', password: 'shop' }))).toBe(true);
    // The superuser stays for administration, with its own generated password.
    expect(await whoAmI(embeddedDatabaseUrl(port, 'postgres', roles.admin))).toEqual([
      { user: 'postgres', rolsuper: true },
    ]);

    await migrate(url);
    expect(await query(url, `select 1 from graphile_worker.add_job('probe', '{}'::json)`)).toHaveLength(1);
    expect(await notOwnedByShop(url)).toEqual([]);
    // What a superuser could do and the app must not: read the server's files.
    await expect(query(url, `select pg_read_file('PG_VERSION')`)).rejects.toThrow(/permission denied/);
  });

  it('of an earlier release (the superuser `shop`, password `shop`) is upgraded in place, keeping every row', async () => {
    // The earlier release's start: initdb's superuser `shop` with the fixed password, everything owned by it.
    const legacy = await start({});
    await migrate(legacy.url);
    await query(
      legacy.url,
      `create type legacy_mood as enum ('happy', 'sleepy');
       create table legacy_probe (id serial primary key, mood legacy_mood not null);
       insert into legacy_probe (mood) values ('happy'), ('sleepy');
       create function legacy_count() returns bigint language sql as 'select count(*) from legacy_probe';
       select graphile_worker.add_job('probe', '{}'::json);`,
    );
    const faqs = await query<{ count: string }>(legacy.url, 'select count(*) from faqs');
    expect((await whoAmI(legacy.url))[0]?.rolsuper).toBe(true);
    await stopRunning();

    const roles = await embeddedRoles(dataDir, { warn: silent });
    const { url } = await start(roles);
    expect(await whoAmI(url)).toEqual([{ user: 'shop', rolsuper: false }]);
    expect(await signInFails(embeddedDatabaseUrl(port, 'shop', { user: 'shop', password: 'shop' }))).toBe(true);
    expect(await whoAmI(embeddedDatabaseUrl(port, 'postgres', roles.admin))).toEqual([
      { user: 'postgres', rolsuper: true },
    ]);
    expect(await query(url, 'select legacy_count() as count')).toEqual([{ count: '2' }]);
    expect(await query(url, 'select count(*) from faqs')).toEqual(faqs);
    expect(await query(url, 'select count(*)::int as count from graphile_worker.jobs')).toEqual([{ count: 1 }]);
    expect(await notOwnedByShop(url)).toEqual([]);
    expect(await query(url, `select 1 from pg_roles where rolname = 'shop_upgrade'`)).toEqual([]);
    // A later release's migrations run as `shop`: it may change the tables it now owns.
    await migrate(url);
    await query(url, "alter table legacy_probe add column note text; insert into legacy_probe (mood) values ('happy')");
    await stopRunning();

    // The next start finds the upgraded cluster and changes nothing.
    const again = await start(roles);
    expect(await whoAmI(again.url)).toEqual([{ user: 'shop', rolsuper: false }]);
    expect(await query(again.url, 'select legacy_count() as count')).toEqual([{ count: '3' }]);
  });

  it('refuses to start with keys that are not the cluster’s, naming the key file', async () => {
    await start(await embeddedRoles(dataDir, { warn: silent }));
    await stopRunning();
    const wrong = { user: 'postgres', password: 'not-the-generated-one' };
    await expect(start({ admin: wrong, app: { user: 'shop', password: 'x' } })).rejects.toThrow(
      /refuses the password of "postgres" kept in keys\/embedded-postgres-admin\.key/,
    );
  });
});
