/**
 * Reference data every shop needs, applied on every start. Idempotent: categories are code-owned and
 * upserted; price configs are only inserted when missing, so the team's later edits survive restarts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { categories, priceConfigs, type Translations } from './schema';

export const SEED_CATEGORIES: ReadonlyArray<{ slug: string; position: number; name: Translations }> = [
  {
    slug: 'adventure',
    position: 1,
    name: { en: 'Adventure', ru: 'Приключения', tr: 'Macera', az: 'Macəra' },
  },
  {
    slug: 'educational',
    position: 2,
    name: { en: 'Educational', ru: 'Познавательные', tr: 'Eğitici', az: 'Maarifləndirici' },
  },
  {
    slug: 'fantasy',
    position: 3,
    name: { en: 'Fantasy', ru: 'Фэнтези', tr: 'Fantastik', az: 'Fantastik' },
  },
  {
    slug: 'bedtime',
    position: 4,
    name: { en: 'Bedtime', ru: 'Сказки на ночь', tr: 'Uyku Masalları', az: 'Yuxu nağılları' },
  },
];

/** Minor units (cents): 29.99 USD base, PDF included, 15.00 softcover, 25.00 hardcover, 7.99 shipping. */
export const SEED_PRICE_CONFIGS = [
  { currency: 'USD', basePrice: 2999, pdfPrice: 0, softcoverPrice: 1500, hardcoverPrice: 2500, shipping: 799 },
] as const;

export async function seed({ db }: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values([...SEED_CATEGORIES])
      .onConflictDoUpdate({
        target: categories.slug,
        set: { position: sql`excluded.position`, name: sql`excluded.name` },
      });
    await tx
      .insert(priceConfigs)
      .values([...SEED_PRICE_CONFIGS])
      .onConflictDoNothing({ target: priceConfigs.currency });
  });
}
