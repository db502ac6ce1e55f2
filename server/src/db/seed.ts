/**
 * Reference data and content every shop needs, applied on every start. Idempotent: categories and
 * content (books, FAQs, pages, reviews from ./seed-data) are code-owned and upserted; price configs are
 * only inserted when missing, so the team's later edits survive restarts.
 */
import { sql } from 'drizzle-orm';
import { ASSETS_ROOT } from '../media/paths';
import type { Database } from './client';
import { notifyContentChanged } from '../catalogue/content-events';
import { categories, priceConfigs, type Translations } from './schema';
import { measureBookImages, type SeedContent, upsertContent } from './seed-content';
import { books, faqs, pages, reviews } from './seed-data';

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

/**
 * Minor units (cents): 29.99 USD base, PDF included, 15.00 softcover, 25.00 hardcover, 7.99 shipping,
 * and shipping of a printed book by the visitor's country.
 */
export const SEED_PRICE_CONFIGS = [
  {
    currency: 'USD',
    basePrice: 2999,
    pdfPrice: 0,
    softcoverPrice: 1500,
    hardcoverPrice: 2500,
    shipping: 799,
    shippingByCountry: { US: 799, AZ: 500, TR: 699, RU: 899 },
  },
];

export const SEED_CONTENT: SeedContent = { books, faqs, pages, reviews };

export interface SeedOptions {
  /** Where the book pictures are, to record their sizes; server/assets unless a test points elsewhere. */
  assetsRoot?: string;
  content?: SeedContent;
}

export async function seed({ db }: Database, options: SeedOptions = {}): Promise<void> {
  const content = options.content ?? SEED_CONTENT;
  const images = await measureBookImages(options.assetsRoot ?? ASSETS_ROOT, content.books);
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
      .values(SEED_PRICE_CONFIGS)
      .onConflictDoUpdate({
        target: priceConfigs.currency,
        // Fills the column added after the first release once; the team's own values are never overwritten.
        set: { shippingByCountry: sql`excluded.shipping_by_country` },
        setWhere: sql`${priceConfigs.shippingByCountry} = '{}'::jsonb`,
      });
    await upsertContent(tx, content, images);
  });
  notifyContentChanged();
}
