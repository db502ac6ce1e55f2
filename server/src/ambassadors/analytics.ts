/**
 * What an ambassador's links brought (GET /referrals/analytics): clicks, referred orders, conversion and earnings
 * per day, week or month (UTC), and the same split by source (?src=) and by landing page. An order counts for the
 * source and page of the ambassador's last click before it (last touch, as Rewardful and UpPromote report), or
 * for none when it came without a recorded click (a coupon code, a click older than the analytics).
 */
import type { AnalyticsCounts, AnalyticsJson, AnalyticsPeriod } from '@shop/shared/contracts';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';

const DAY_MS = 86_400_000;
/** What the dashboard opens with for each period: 30 days, 12 weeks, 12 months up to today. */
const DEFAULT_BUCKETS: Record<AnalyticsPeriod, number> = { day: 30, week: 12, month: 12 };
/** A chart past this many bars is unreadable, and the query scans more than it should. */
const MAX_BUCKETS: Record<AnalyticsPeriod, number> = { day: 366, week: 157, month: 120 };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The first day of the bucket `date` falls in (weeks start on Monday, as Postgres's date_trunc has them). */
export function bucketStart(period: AnalyticsPeriod, date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  if (period === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  if (period === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return day;
}

function nextBucket(period: AnalyticsPeriod, start: Date): Date {
  if (period === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (period === 'week' ? 7 : 1) * DAY_MS);
}

/** The range asked for, or the period's default; `from` moves back to the start of its bucket. */
export function analyticsRange(
  period: AnalyticsPeriod,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { from: Date; to: Date; starts: Date[] } {
  const to = query.to ? parseDay(query.to) : bucketStart('day', now);
  let from: Date;
  if (query.from) from = bucketStart(period, parseDay(query.from));
  else {
    from = bucketStart(period, to);
    for (let i = 1; i < DEFAULT_BUCKETS[period]; i++) from = bucketStart(period, new Date(from.getTime() - DAY_MS));
  }
  if (from > to) throw new HttpError(400, 'bad_request', VALIDATION_MESSAGES.invalid);
  const starts: Date[] = [];
  for (let start = from; start <= to; start = nextBucket(period, start)) {
    starts.push(start);
    if (starts.length > MAX_BUCKETS[period]) throw new HttpError(400, 'bad_request', VALIDATION_MESSAGES.invalid);
  }
  return { from, to, starts };
}

interface Tally {
  clicks: number;
  orders: number;
  earnings: number;
}

const empty = (): Tally => ({ clicks: 0, orders: 0, earnings: 0 });

function counts({ clicks, orders, earnings }: Tally): AnalyticsCounts {
  // Four decimals: 0.0833 is 8.33%, as precise as a dashboard shows it.
  return { clicks, orders, earnings, conversion: clicks > 0 ? Math.round((orders / clicks) * 10_000) / 10_000 : null };
}

function add(map: Map<string | null, Tally>, key: string | null, part: Partial<Tally>) {
  const tally = map.get(key) ?? empty();
  tally.clicks += part.clicks ?? 0;
  tally.orders += part.orders ?? 0;
  tally.earnings += part.earnings ?? 0;
  map.set(key, tally);
}

/** Busiest first; ties by name, so the table does not reshuffle between reloads. */
function ranked<K extends string>(map: Map<string | null, Tally>, name: K) {
  return [...map.entries()]
    .sort(([a, x], [b, y]) => y.clicks - x.clicks || y.orders - x.orders || String(a).localeCompare(String(b)))
    .map(([key, tally]) => ({ [name]: key, ...counts(tally) }) as Record<K, string | null> & AnalyticsCounts);
}

export async function ambassadorAnalytics(
  db: Db,
  ambassadorId: string,
  query: { period: AnalyticsPeriod; from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<AnalyticsJson> {
  const { period } = query;
  const { from, to, starts } = analyticsRange(period, query, now);
  const end = new Date(to.getTime() + DAY_MS);
  const bucket = (column: ReturnType<typeof sql>) =>
    sql`to_char(date_trunc(${period}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

  const [clicks, orders] = await Promise.all([
    db.execute<{ bucket: string; source: string | null; landing_path: string | null; clicks: number }>(sql`
      select ${bucket(sql`v.created_at`)} as bucket, v.source, v.landing_path, count(*)::int as clicks
      from referral_visits v
      where v.ambassador_id = ${ambassadorId} and v.created_at >= ${from.toISOString()} and v.created_at < ${end.toISOString()}
      group by 1, 2, 3`),
    // Each referred order with its direct reward (net of a reversal) and the last click before it.
    db.execute<{ bucket: string; source: string | null; landing_path: string | null; earnings: number }>(sql`
      select ${bucket(sql`r.created_at`)} as bucket, last_click.source, last_click.landing_path,
        coalesce((
          select sum(l.amount) from ledger_entries l
          where l.ambassador_id = r.ambassador_id and l.order_id = r.order_id
            and l.kind in ('reward_direct', 'reward_reversal')
        ), 0)::int as earnings
      from referrals r
      left join lateral (
        select v.source, v.landing_path from referral_visits v
        where v.ambassador_id = r.ambassador_id and v.created_at <= r.created_at
        order by v.created_at desc, v.id desc limit 1
      ) last_click on true
      where r.ambassador_id = ${ambassadorId} and r.referred_type = 'order'
        and r.created_at >= ${from.toISOString()} and r.created_at < ${end.toISOString()}`),
  ]);

  const buckets = new Map<string | null, Tally>(starts.map((start) => [isoDay(start), empty()]));
  const sources = new Map<string | null, Tally>();
  const pages = new Map<string | null, Tally>();
  const totals = empty();
  for (const row of clicks.rows) {
    const part = { clicks: row.clicks };
    add(buckets, row.bucket, part);
    add(sources, row.source, part);
    add(pages, row.landing_path, part);
    totals.clicks += row.clicks;
  }
  for (const row of orders.rows) {
    const part = { orders: 1, earnings: row.earnings };
    add(buckets, row.bucket, part);
    add(sources, row.source, part);
    add(pages, row.landing_path, part);
    totals.orders += 1;
    totals.earnings += row.earnings;
  }

  return {
    period,
    from: isoDay(from),
    to: isoDay(to),
    currency: 'USD',
    totals: counts(totals),
    buckets: starts.map((start) => ({ start: isoDay(start), ...counts(buckets.get(isoDay(start)) ?? empty()) })),
    sources: ranked(sources, 'source'),
    landing_pages: ranked(pages, 'path'),
  };
}
