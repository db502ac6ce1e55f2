/** Price configs, one per currency: the prices and shipping are edited in minor units; currencies are fixed. */
import type { ContentPriceConfig } from '@shop/shared/contracts';
import type { priceConfigContentSchema } from '@shop/shared/validation';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { priceConfigs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { listQuery, offsetOf } from '../../lib/list-query';
import { type AuditWriter, type ContentDeps, change, listAnswer } from './editing';

export const priceConfigListQuery = listQuery(['currency']);
type PriceConfigInput = z.infer<typeof priceConfigContentSchema>;

export const priceConfigJson = (row: typeof priceConfigs.$inferSelect): ContentPriceConfig => ({
  id: row.id,
  currency: row.currency,
  base_price: row.basePrice,
  pdf_price: row.pdfPrice,
  softcover_price: row.softcoverPrice,
  hardcover_price: row.hardcoverPrice,
  shipping: row.shipping,
  shipping_by_country: row.shippingByCountry,
});

export function priceConfigEditing({ db }: ContentDeps) {
  return {
    async list(query: z.infer<typeof priceConfigListQuery>) {
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(priceConfigs)
          .orderBy(asc(priceConfigs.currency))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(priceConfigs),
      ]);
      return listAnswer(rows.map(priceConfigJson), counted, query);
    },

    async update(audit: AuditWriter, id: number, input: PriceConfigInput) {
      const row = await change(
        db,
        audit,
        { action: 'content.price_config.update', targetType: 'price_config', targetId: String(id) },
        async (tx) => {
          const [before] = await tx.select().from(priceConfigs).where(eq(priceConfigs.id, id)).for('update');
          if (!before) throw notFound();
          const [after] = await tx
            .update(priceConfigs)
            .set({
              basePrice: input.base_price,
              pdfPrice: input.pdf_price,
              softcoverPrice: input.softcover_price,
              hardcoverPrice: input.hardcover_price,
              shipping: input.shipping,
              shippingByCountry: input.shipping_by_country,
            })
            .where(eq(priceConfigs.id, id))
            .returning();
          if (!after) throw notFound();
          return { before: priceConfigJson(before), after: priceConfigJson(after), result: after };
        },
      );
      return priceConfigJson(row);
    },
  };
}
