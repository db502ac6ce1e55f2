import { randomUUID } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { releaseDeadWorkers, releaseIfWorkerDead, WorkerLiveness } from '../../src/jobs/liveness';
import { buildTestApp } from '../helpers';

/** A job of a task no worker knows, locked by `workerId` `ago` seconds ago, as a worker that took it leaves it. */
async function lockedJob(app: FastifyInstance, workerId: string, agoSeconds: number): Promise<string> {
  const task = `test-liveness-${randomUUID().slice(0, 8)}`;
  const { rows } = await app.database.pool.query<{ id: string }>(
    "select id from graphile_worker.add_job($1, '{}'::json, run_at := now() + interval '1 hour')",
    [task],
  );
  const id = rows[0]!.id;
  await app.database.pool.query(
    'update graphile_worker._private_jobs set locked_by = $2, locked_at = now() - make_interval(secs => $3) where id = $1',
    [id, workerId, agoSeconds],
  );
  return id;
}

async function lockedBy(app: FastifyInstance, id: string): Promise<string | null> {
  const { rows } = await app.database.pool.query<{ locked_by: string | null }>(
    'select locked_by from graphile_worker._private_jobs where id = $1',
    [id],
  );
  return rows[0]!.locked_by;
}

/** The connection holding `workerId`'s liveness lock right now, or null when nobody holds it. */
async function lockHolder(app: FastifyInstance, workerId: string): Promise<number | null> {
  const { rows } = await app.database.pool.query<{ pid: number }>(
    `select pid from pg_locks
     where locktype = 'advisory' and granted and objsubid = 1 and database = (select oid from pg_database where datname = current_database())
       and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
    [`graphile-worker:${workerId}`],
  );
  return rows[0]?.pid ?? null;
}

/**
 * A TCP hop between a client and the database that the test can cut, as a database restart or a network failure
 * does (every connection through it ends, new ones fail), and mend.
 */
async function cuttableHop(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.toString(),
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    mend() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs held by workers that died', () => {
  let app: FastifyInstance;
  let liveness: WorkerLiveness;
  const alive = `worker-alive-${randomUUID()}`;
  const dead = `worker-dead-${randomUUID()}`;

  beforeAll(async () => {
    app = await buildTestApp();
    const { connectionString } = app.database.pool.options;
    liveness = new WorkerLiveness(connectionString!, app.log);
    await liveness.hold(alive);
  });

  afterAll(async () => {
    await liveness.close();
    await app.close();
  });

  it('are released, while a live worker keeps its job and a job taken a moment ago is left alone', async () => {
    const ofDead = await lockedJob(app, dead, 60);
    const ofAlive = await lockedJob(app, alive, 60);
    const justTaken = await lockedJob(app, `worker-new-${randomUUID()}`, 1);

    expect(await releaseDeadWorkers(app.database.db, app.log)).toBeGreaterThanOrEqual(1);

    expect(await lockedBy(app, ofDead)).toBeNull();
    expect(await lockedBy(app, ofAlive)).toBe(alive);
    expect(await lockedBy(app, justTaken)).not.toBeNull();
  });

  it('releases a worker once its process (here: its connection) is gone', async () => {
    const other = new WorkerLiveness(app.database.pool.options.connectionString!, app.log);
    const worker = `worker-soon-dead-${randomUUID()}`;
    await other.hold(worker);
    const job = await lockedJob(app, worker, 60);
    await releaseDeadWorkers(app.database.db, app.log);
    expect(await lockedBy(app, job)).toBe(worker);

    await other.close();
    await releaseDeadWorkers(app.database.db, app.log);
    expect(await lockedBy(app, job)).toBeNull();
  });

  it("never judges this process's own workers, even while their lock is free", async () => {
    const own = `worker-own-${randomUUID()}`;
    const job = await lockedJob(app, own, 60);
    // As this process's sweep runs while its liveness connection is down: nobody holds the lock.
    await releaseDeadWorkers(app.database.db, app.log, { ownWorkers: [own] });
    expect(await lockedBy(app, job)).toBe(own);
    // Left locked, it would make every later sweep on the run's database wait to judge it.
    await app.database.pool.query('delete from graphile_worker._private_jobs where id = $1', [job]);
  });

  it('takes its lock again when its connection drops, so its running job stays its own', {
    timeout: 60_000,
  }, async () => {
    const hop = await cuttableHop(app.database.pool.options.connectionString!);
    const restarted = new WorkerLiveness(hop.url, app.log);
    const worker = `worker-reconnecting-${randomUUID()}`;
    try {
      await restarted.hold(worker);
      const job = await lockedJob(app, worker, 60);
      // Each way the job is judged: another process's sweep, and the back office's retry, which judges inside its
      // transaction (and so must not keep the lock to itself).
      const judges = [
        () => releaseDeadWorkers(app.database.db, app.log),
        () => app.database.db.transaction((tx) => releaseIfWorkerDead(tx, job)),
      ];
      for (const judge of judges) {
        // The database is away for a moment: the connection, and with it the lock, is gone.
        hop.cut();
        await vi.waitFor(async () => expect(await lockHolder(app, worker)).toBeNull(), {
          timeout: 5_000,
          interval: 20,
        });
        // Judged now, the lock is free; back a second later, it is taken again before the judge looks twice.
        const judged = judge();
        await pause(1_000);
        hop.mend();
        await judged;
        expect(await lockedBy(app, job)).toBe(worker);
        expect(await lockHolder(app, worker)).not.toBeNull();
      }

      // The server ends the session itself (pg_terminate_backend, as a restart does): the lock comes back too.
      const before = await lockHolder(app, worker);
      await app.database.pool.query('select pg_terminate_backend($1)', [before]);
      await vi.waitFor(
        async () => {
          const now = await lockHolder(app, worker);
          if (now === null || now === before) throw new Error('the lock is not taken again');
        },
        { timeout: 10_000, interval: 50 },
      );

      // Closed, it lets go for good and the sweep releases the job: the assertions above were not vacuous.
      await restarted.close();
      await vi.waitFor(async () => expect(await lockHolder(app, worker)).toBeNull(), { timeout: 5_000, interval: 50 });
      await releaseDeadWorkers(app.database.db, app.log);
      expect(await lockedBy(app, job)).toBeNull();
    } finally {
      await restarted.close();
      await hop.close();
    }
  });
});
