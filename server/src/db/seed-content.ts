/**
 * The seed's rule: the database owns the content after the first start. The code's seed (categories, price
 * configs, books, pages, FAQs, reviews) fills an empty shop; on every later start it only brings what a release
 * added or changed, and never undoes what the team did. The ledger `seeded_content` remembers, per seeded item,
 * the row it became and a fingerprint of the values the seed wrote there. On a start, for each item in code:
 *
 * - not in the ledger: new in this release, inserted (where the team already made a row with its key, that row is
 *   adopted as it is: theirs wins);
 * - in the ledger, its row gone: the team deleted it, and it stays deleted;
 * - in the ledger, the row still matching the fingerprint: nobody edited it, so it takes the release's values;
 * - in the ledger, the row no longer matching: the team edited it, and a start never writes it again.
 *
 * A shop seeded before the ledger existed adopts its rows on the first start with it: a row equal to the seed
 * counts as unedited, any other as the team's.
 */
import { createHash } from 'node:crypto';
import { and, eq, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { measureImage } from '../media/measure';
import { bookImagePaths, COVER_SIZE, PAGE_SIZE } from '../media/paths';
import type { Tx } from './client';
import {
  books,
  categories,
  faqs,
  pages,
  priceConfigs,
  reviews,
  type StoredImage,
  seededContent,
  type Translations,
} from './schema';
import type { SeedBook, SeedFaq, SeedPage, SeedReview } from './seed-data/types';

export interface SeedCategory {
  slug: string;
  position: number;
  name: Translations;
}

export interface SeedPriceConfig {
  currency: string;
  basePrice: number;
  pdfPrice: number;
  softcoverPrice: number;
  hardcoverPrice: number;
  shipping: number;
  shippingByCountry: Record<string, number>;
}

export interface SeedContent {
  categories: readonly SeedCategory[];
  priceConfigs: readonly SeedPriceConfig[];
  books: readonly SeedBook[];
  faqs: readonly SeedFaq[];
  pages: readonly SeedPage[];
  reviews: readonly SeedReview[];
}

export interface MeasuredImages {
  cover: StoredImage;
  pages: StoredImage[];
}

/** Reads each book's picture sizes before the transaction, so no connection waits on the disk. */
export async function measureBookImages(assetsRoot: string, list: readonly SeedBook[]) {
  const measured = new Map<string, MeasuredImages>();
  for (const book of list) {
    const paths = bookImagePaths(book.slug);
    measured.set(book.slug, {
      cover: await measureImage(assetsRoot, paths.cover, COVER_SIZE),
      pages: await Promise.all(paths.pages.map((path) => measureImage(assetsRoot, path, PAGE_SIZE))),
    });
  }
  return measured;
}

/** The columns a seeded item writes, by their Drizzle names. */
type Values = Record<string, unknown>;

interface SeedItem {
  /** Stable across releases: the item's identity in the code's seed. */
  key: string;
  values: Values;
}

/** What a start did, for its log line. */
export interface SeedReport {
  inserted: string[];
  updated: string[];
  /** Rows the team edited (or made before the seed shipped the item): left as they are. */
  kept: string[];
  /** Items whose row the team deleted: not brought back. */
  deleted: string[];
  /** New items that could not be written yet (a book whose category the team deleted); tried on the next start. */
  skipped: string[];
}

/** JSON with object keys sorted at every level: a jsonb column hands its keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of `values`, or of the same columns of a stored row. */
export function fingerprint(values: Values, columns: readonly string[] = Object.keys(values)): string {
  const picked = Object.fromEntries(columns.map((column) => [column, values[column]]));
  return createHash('sha256').update(canonical(picked)).digest('hex');
}

interface SeedKind {
  kind: string;
  items: SeedItem[];
  table: PgTable;
  /** The column a ledger entry's row key names, and how the key's text becomes its value. */
  id: PgColumn;
  idOf: (rowKey: string) => string | number;
  /** A stored row's key, as the ledger keeps it. */
  rowKeyOf: (row: Values) => string;
  /** A row already holding the item's natural key (slug, position, reviewer and date), if any. */
  natural: (item: SeedItem) => SQL | undefined;
  /**
   * Columns written when the row is made and never after, outside the fingerprint: where the team places a
   * row (an FAQ's position) is theirs from the start.
   */
  placement?: readonly string[];
  /**
   * The values to write, or undefined when they cannot be written now (insert and update alike). Lets a kind
   * step around what the team holds.
   */
  prepare?: (tx: Tx, values: Values) => Promise<Values | undefined>;
  /** Extra columns set when the seed rewrites a row (a page's date). */
  onUpdate?: Values;
}

async function readRow(tx: Tx, kind: SeedKind, where: SQL | undefined): Promise<Values | undefined> {
  if (!where) return undefined;
  const [row] = await tx.select().from(kind.table).where(where).limit(1);
  return row as Values | undefined;
}

async function insertRow(tx: Tx, kind: SeedKind, values: Values): Promise<string | undefined> {
  const [row] = await tx
    .insert(kind.table)
    .values(values as PgTable['$inferInsert'])
    .onConflictDoNothing()
    .returning({ id: kind.id });
  return row ? String(row.id) : undefined;
}

async function record(tx: Tx, kind: string, seedKey: string, rowKey: string, print: string) {
  await tx
    .insert(seededContent)
    .values({ kind, seedKey, rowKey, fingerprint: print })
    .onConflictDoUpdate({
      target: [seededContent.kind, seededContent.seedKey],
      set: { rowKey, fingerprint: print, seededAt: sql`now()` },
    });
}

async function applyKind(tx: Tx, kind: SeedKind, report: SeedReport): Promise<void> {
  const ledger = new Map(
    (await tx.select().from(seededContent).where(eq(seededContent.kind, kind.kind))).map((entry) => [
      entry.seedKey,
      entry,
    ]),
  );
  // A shop seeded before the ledger existed: its rows are the seed's, unless the team changed them.
  const adoptByNaturalKey = ledger.size === 0;

  for (const item of kind.items) {
    const name = `${kind.kind} ${item.key}`;
    const columns = Object.keys(item.values).filter((column) => !kind.placement?.includes(column));
    const seedPrint = fingerprint(item.values, columns);
    const entry = ledger.get(item.key);

    if (!entry) {
      const holder = adoptByNaturalKey ? await readRow(tx, kind, kind.natural(item)) : undefined;
      if (holder) {
        await record(tx, kind.kind, item.key, kind.rowKeyOf(holder), seedPrint);
        if (fingerprint(holder, columns) !== seedPrint) report.kept.push(name);
        continue;
      }
      const values = kind.prepare ? await kind.prepare(tx, item.values) : item.values;
      const rowKey = values ? await insertRow(tx, kind, values) : undefined;
      if (values && rowKey) {
        await record(tx, kind.kind, item.key, rowKey, seedPrint);
        report.inserted.push(name);
        continue;
      }
      // Its key is taken by a row the team made: theirs stays, and counts as this item from now on.
      const taken = await readRow(tx, kind, kind.natural(item));
      if (taken) {
        await record(tx, kind.kind, item.key, kind.rowKeyOf(taken), seedPrint);
        report.kept.push(name);
      } else report.skipped.push(name);
      continue;
    }

    const current = await readRow(tx, kind, eq(kind.id, kind.idOf(entry.rowKey)));
    if (!current) {
      report.deleted.push(name);
      continue;
    }
    if (fingerprint(current, columns) !== entry.fingerprint) {
      report.kept.push(name);
      continue;
    }
    if (seedPrint === entry.fingerprint) continue;
    const values = kind.prepare ? await kind.prepare(tx, item.values) : item.values;
    if (!values) {
      report.skipped.push(name);
      continue;
    }
    const changed = Object.fromEntries(columns.map((column) => [column, values[column]]));
    await tx
      .update(kind.table)
      .set({ ...changed, ...kind.onUpdate })
      .where(eq(kind.id, kind.idOf(entry.rowKey)));
    await record(tx, kind.kind, item.key, entry.rowKey, seedPrint);
    report.updated.push(name);
  }
}

const asText = (rowKey: string) => rowKey;
const asNumber = (rowKey: string) => Number(rowKey);
const slugOf = (row: Values) => String(row.slug);
const idText = (row: Values) => String(row.id);

function bookValues(book: SeedBook, measured: MeasuredImages | undefined): Values {
  if (!measured) throw new Error(`No images measured for ${book.slug}`);
  return {
    slug: book.slug,
    categorySlug: book.category,
    name: book.name,
    summary: book.summary,
    description: book.description,
    pageCount: book.pageCount,
    formats: [...book.formats],
    ageMin: book.ageMin,
    ageMax: book.ageMax,
    popularity: book.popularity,
    coverPath: measured.cover.path,
    coverWidth: measured.cover.width,
    coverHeight: measured.cover.height,
    coverAlt: book.coverAlt,
    sampleImages: measured.pages,
    sampleAlts: [...book.sampleAlts],
  };
}

/** The kinds in the order they are applied: categories before the books that belong to them. */
function seedKinds(content: SeedContent, images: Map<string, MeasuredImages>): SeedKind[] {
  return [
    {
      kind: 'category',
      items: content.categories.map((category) => ({ key: category.slug, values: { ...category } })),
      table: categories,
      id: categories.slug,
      idOf: asText,
      rowKeyOf: slugOf,
      natural: (item) => eq(categories.slug, String(item.values.slug)),
    },
    {
      kind: 'price_config',
      items: content.priceConfigs.map((config) => ({ key: config.currency, values: { ...config } })),
      table: priceConfigs,
      id: priceConfigs.currency,
      idOf: asText,
      rowKeyOf: (row) => String(row.currency),
      natural: (item) => eq(priceConfigs.currency, String(item.values.currency)),
    },
    {
      kind: 'book',
      items: content.books.map((book) => ({ key: book.slug, values: bookValues(book, images.get(book.slug)) })),
      table: books,
      id: books.slug,
      idOf: asText,
      rowKeyOf: slugOf,
      natural: (item) => eq(books.slug, String(item.values.slug)),
      // A book needs its category; one the team deleted leaves the book out until a category of that slug exists.
      prepare: async (tx, values) => {
        const [category] = await tx
          .select({ slug: categories.slug })
          .from(categories)
          .where(eq(categories.slug, String(values.categorySlug)));
        return category ? values : undefined;
      },
    },
    {
      kind: 'page',
      items: content.pages.map(({ slug, title, description, sections }) => ({
        key: slug,
        values: { slug, title, description, sections },
      })),
      table: pages,
      id: pages.slug,
      idOf: asText,
      rowKeyOf: slugOf,
      natural: (item) => eq(pages.slug, String(item.values.slug)),
      onUpdate: { updatedAt: sql`now()` },
    },
    {
      kind: 'faq',
      // An FAQ's seed number is its identity: a shipped FAQ keeps its number in every later release.
      items: content.faqs.map(({ position, question, answer }) => ({
        key: String(position),
        values: { position, question, answer },
      })),
      table: faqs,
      id: faqs.id,
      idOf: asNumber,
      rowKeyOf: idText,
      natural: (item) => eq(faqs.position, Number(item.values.position)),
      placement: ['position'],
      // A position the team gave another question stays theirs: a new seeded one goes last instead.
      prepare: async (tx, values) => {
        const [holder] = await tx
          .select({ id: faqs.id })
          .from(faqs)
          .where(eq(faqs.position, Number(values.position)));
        if (!holder) return values;
        const [last] = await tx.select({ position: max(faqs.position) }).from(faqs);
        return { ...values, position: (last?.position ?? 0) + 1 };
      },
    },
    {
      kind: 'review',
      items: content.reviews.map(({ name, rating, date, text, book }) => ({
        key: `${name}|${date}`,
        values: { name, rating, date, text, bookSlug: book },
      })),
      // Which book a review is about is set once: the ledger's fingerprints predate the column (its migration
      // fills it in for shops seeded before), and the team may move a review to another book.
      placement: ['bookSlug'],
      table: reviews,
      id: reviews.id,
      idOf: asNumber,
      rowKeyOf: idText,
      natural: (item) => and(eq(reviews.name, String(item.values.name)), eq(reviews.date, String(item.values.date))),
    },
  ];
}

/** Brings the code's seed into the shop by the rule above; the caller holds the transaction. */
export async function applySeed(
  tx: Tx,
  content: SeedContent,
  images: Map<string, MeasuredImages>,
): Promise<SeedReport> {
  const report: SeedReport = { inserted: [], updated: [], kept: [], deleted: [], skipped: [] };
  for (const kind of seedKinds(content, images)) await applyKind(tx, kind, report);
  return report;
}
