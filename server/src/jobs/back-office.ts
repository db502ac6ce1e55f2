/**
 * Background jobs for the team, read from graphile-worker's public `jobs` view: failed ones (no attempts
 * left), running ones (locked by a worker) and waiting ones. A retry uses graphile-worker's own
 * `reschedule_jobs`, which never touches a job a live worker holds. The view has no payloads (they live in
 * the worker's private tables, whose shape may change with any release), so the order a job is about comes
 * from its key: every order's job is keyed `<task>:…:<order or refund id>`.
 */
import type { JobJson, JobState } from '@shop/shared/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders, refunds } from '../db/schema';
import { offsetOf } from '../lib/list-query';

const STATE_FILTER: Record<JobState, ReturnType<typeof sql>> = {
  failed: sql`j.attempts >= j.max_attempts and j.locked_at is null`,
  running: sql`j.locked_at is not null`,
  waiting: sql`j.attempts < j.max_attempts and j.locked_at is null`,
};

interface JobRow extends Record<string, unknown> {
  id: string;
  task: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  locked_at: Date | null;
  created_at: Date;
  key: string | null;
  order_id: string | null;
}

function stateOf(row: JobRow): JobState {
  if (row.locked_at) return 'running';
  return row.attempts >= row.max_attempts ? 'failed' : 'waiting';
}

function jobJson(row: JobRow): JobJson {
  return {
    id: String(row.id),
    task: row.task,
    state: stateOf(row),
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    // The worker keeps the whole stack; the first lines say what went wrong.
    last_error: row.last_error ? row.last_error.split('\n').slice(0, 6).join('\n') : null,
    run_at: new Date(row.run_at).toISOString(),
    locked_at: row.locked_at ? new Date(row.locked_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    key: row.key,
    order_id: row.order_id,
  };
}

/** The first id in a job's key; the job is about that order, or about the order of that refund. */
const KEY_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const SELECT = sql`select j.id::text as id, j.task_identifier as task, j.attempts, j.max_attempts, j.last_error,
  j.run_at, j.locked_at, j.created_at, j.key, coalesce(o.id, r.order_id)::text as order_id
  from graphile_worker.jobs j
  left join lateral (select substring(j.key from ${KEY_ID})::uuid as id) k on true
  left join ${orders} o on o.id = k.id
  left join ${refunds} r on r.id = k.id`;

export async function listJobs(db: DbOrTx, query: { page: number; per_page: number; state: JobState }) {
  const where = STATE_FILTER[query.state];
  const rows = await db.execute<JobRow>(
    sql`${SELECT} where ${where} order by j.run_at desc, j.id desc limit ${query.per_page} offset ${offsetOf(query)}`,
  );
  const counted = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker.jobs j where ${where}`,
  );
  return { items: rows.rows.map(jobJson), total: counted.rows[0]?.n ?? 0 };
}

export async function findJob(db: DbOrTx, id: string) {
  const rows = await db.execute<JobRow>(sql`${SELECT} where j.id = ${id}::bigint`);
  const row = rows.rows[0];
  return row ? jobJson(row) : undefined;
}

/** A failed job runs again now, with all its attempts back; its last error stays until the next run. */
export async function retryJob(db: DbOrTx, id: string) {
  await db.execute(
    sql`select id from graphile_worker.reschedule_jobs(array[${id}::bigint], run_at := now(), attempts := 0)`,
  );
  return findJob(db, id);
}
