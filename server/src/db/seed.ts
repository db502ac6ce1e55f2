/**
 * The content every shop starts with (categories, prices, books, FAQs, pages, reviews from ./seed-data),
 * applied on every start by the rule in ./seed-content.ts: it fills an empty shop, brings a release's new
 * and changed items, and never touches what the team edited or deleted.
 */
import { sql } from 'drizzle-orm';
import { ASSETS_ROOT } from '../media/paths';
import type { Database } from './client';
import { notifyContentChanged, notifyOtherInstances } from './content-events';
import type { Translations } from './schema';
import { applySeed, measureBookImages, type SeedContent, type SeedReport } from './seed-content';
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
export const SEED_PRICE_CONFIGS: SeedContent['priceConfigs'] = [
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

export const SEED_CONTENT: SeedContent = {
  categories: SEED_CATEGORIES,
  priceConfigs: SEED_PRICE_CONFIGS,
  books,
  faqs,
  pages,
  reviews,
};

export interface SeedOptions {
  /** Where the book pictures are, to record their sizes; server/assets unless a test points elsewhere. */
  assetsRoot?: string;
  content?: SeedContent;
}

/** One seed at a time, when several servers start on one database together. */
const SEED_LOCK = 0x5eed;

export async function seed({ db }: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const content = options.content ?? SEED_CONTENT;
  const images = await measureBookImages(options.assetsRoot ?? ASSETS_ROOT, content.books);
  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const applied = await applySeed(tx, content, images);
    // Instances already running on this database (a rolling deploy) drop what they cached of the old content.
    if (applied.inserted.length + applied.updated.length > 0) await notifyOtherInstances(tx);
    return applied;
  });
  if (report.inserted.length + report.updated.length > 0) notifyContentChanged();
  return report;
}

/** The start's one line about the seed: what it brought, and what it left as the team made it. */
export function describeSeed(report: SeedReport): string {
  const parts = [
    `${report.inserted.length} new`,
    `${report.updated.length} updated`,
    `${report.kept.length} kept as the team edited them`,
    `${report.deleted.length} deleted by the team`,
  ];
  if (report.skipped.length > 0) parts.push(`${report.skipped.length} waiting (${report.skipped.join(', ')})`);
  return `Seed: ${parts.join(', ')}`;
}
