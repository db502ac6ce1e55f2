/** The back office's overview: what waits for the team right now, counted across the domains. */
import type { StaffSummary } from '@shop/shared/contracts';
import type { OrderStatus } from '@shop/shared/orders';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brandAmbassadors, orders, rewardPayouts } from '../db/schema';
import { countOutbox } from '../mail/back-office';
import type { Storage } from '../storage/types';

export async function staffSummary(db: Db, storage: Storage): Promise<StaffSummary> {
  const [byStatus, awaiting, payouts, failed, outbox] = await Promise.all([
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
    db
      .select({ n: count() })
      .from(brandAmbassadors)
      .where(inArray(brandAmbassadors.status, ['submitted', 'under_review'])),
    db
      .select({ status: rewardPayouts.status, n: count() })
      .from(rewardPayouts)
      .where(inArray(rewardPayouts.status, ['pending', 'processing']))
      .groupBy(rewardPayouts.status),
    db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs where attempts >= max_attempts`),
    countOutbox(storage),
  ]);
  const payoutCount = (status: string) => payouts.find((row) => row.status === status)?.n ?? 0;
  return {
    // The column is text; the response schema refuses a status outside the contract's list.
    orders_by_status: Object.fromEntries(byStatus.map((row) => [row.status as OrderStatus, row.n])),
    ambassadors_awaiting_review: awaiting[0]?.n ?? 0,
    payouts: { pending: payoutCount('pending'), processing: payoutCount('processing') },
    failed_jobs: failed.rows[0]?.n ?? 0,
    outbox,
  };
}
