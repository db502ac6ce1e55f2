import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDeadWorkers, WorkerLiveness } from '../../src/jobs/liveness';
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
});
