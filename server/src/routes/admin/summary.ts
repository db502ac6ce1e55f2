/** The dashboard's counts: what waits for the team right now. */
import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countOutbox } from '../../mail/back-office';
import { brandAmbassadors, orders, rewardPayouts } from '../../db/schema';
import { guardResponses } from '../../staff/schemas';

const summaryJson = z.object({
  orders_by_status: z.record(z.string(), z.number().int()),
  ambassadors_awaiting_review: z.number().int(),
  payouts: z.object({ pending: z.number().int(), processing: z.number().int() }),
  failed_jobs: z.number().int(),
  outbox: z.number().int(),
});

const summary: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get('/', { schema: { tags: ['admin'], response: { 200: summaryJson, ...guardResponses } } }, async () => {
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
      db.execute<{ n: number }>(
        sql`select count(*)::int as n from graphile_worker.jobs where attempts >= max_attempts`,
      ),
      countOutbox(app.config.dataDir),
    ]);
    const payoutCount = (status: string) => payouts.find((row) => row.status === status)?.n ?? 0;
    return {
      orders_by_status: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
      ambassadors_awaiting_review: awaiting[0]?.n ?? 0,
      payouts: { pending: payoutCount('pending'), processing: payoutCount('processing') },
      failed_jobs: failed.rows[0]?.n ?? 0,
      outbox,
    };
  });
};

export default summary;
