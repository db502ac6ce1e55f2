/**
 * A PostgreSQL cluster of the crash-recovery suite's own (the embedded binaries `npm start` runs), migrated and
 * seeded, which a scenario can restart under a running shop: the run's shared test server (CI's Debian
 * PostgreSQL, or the embedded one of global-setup) serves every other test file and is never restarted.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/db/client';
import { freeLoopbackPort, type RunningPostgres, startEmbeddedPostgres } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import type { OwnDatabase } from '../helpers';

export interface RestartablePostgres extends OwnDatabase {
  /**
   * A fast shutdown (every session is ended, as when the operator or a package upgrade restarts the server),
   * then a start on the same data folder and port; resolves once it accepts connections again.
   */
  restart(): Promise<void>;
}

const silent = () => undefined;

export async function restartablePostgres(database: string): Promise<RestartablePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-faults-pg-'));
  // mkdtemp makes it 0700; as root, PostgreSQL runs as the postgres user, which must enter it.
  await chmod(dir, 0o755);
  const options = {
    databaseDir: join(dir, 'pg'),
    port: await freeLoopbackPort(),
    database,
    logger: { debug: silent, info: silent, warn: silent, error: (message: string) => console.error(message) },
  };
  let running: RunningPostgres | undefined;
  try {
    running = await startEmbeddedPostgres(options);
    const handle = createDatabase(running.url, { max: 2 });
    try {
      await runMigrations(handle);
      await seed(handle);
    } finally {
      await handle.pool.end();
    }
  } catch (error) {
    await running?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  let current = running;
  return {
    url: current.url,
    async restart() {
      await current.stop();
      current = await startEmbeddedPostgres(options);
    },
    async drop() {
      await current.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
