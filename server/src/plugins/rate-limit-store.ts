/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (rate_limit_counters), so a limit holds across every
 * instance of the shop: a sender spread over three instances gets the tries of one, not three. Each hit is one
 * upsert that starts a new window when the old one has ended; expired rows are removed now and then.
 */
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** One sweep of ended windows per this many hits, so the table stays the size of the live windows. */
const SWEEP_EVERY = 500;

export function postgresRateLimitStore(db: Db) {
  let hits = 0;
  const sweep = () => {
    db.delete(rateLimitCounters)
      .where(lte(rateLimitCounters.resetAt, sql`now()`))
      .catch(() => undefined);
  };

  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) sweep();
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      db.insert(rateLimitCounters)
        .values({ key, count: 1, resetAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
            resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then now() + ${window} else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({
          count: rateLimitCounters.count,
          ttl: sql<number>`greatest(0, extract(epoch from ${rateLimitCounters.resetAt} - now()) * 1000)::float8`,
        })
        .then(
          ([row]) => callback(null, { current: row?.count ?? 1, ttl: Math.ceil(row?.ttl ?? timeWindow) }),
          // The database is out of reach: the request is not refused for that (the limit is a guard, not a gate).
          () => callback(null, { current: 0, ttl: timeWindow }),
        );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      db.select({
        count: rateLimitCounters.count,
        ttl: sql<number>`greatest(0, extract(epoch from ${rateLimitCounters.resetAt} - now()) * 1000)::float8`,
        live: sql<boolean>`${rateLimitCounters.resetAt} > now()`,
      })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key}`)
        .then(
          ([row]) =>
            callback(null, row?.live ? { current: row.count, ttl: Math.ceil(row.ttl) } : { current: 0, ttl: 0 }),
          () => callback(null, { current: 0, ttl: timeWindow }),
        );
    }

    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}
