/**
 * Drizzle tables. Money is integer minor units everywhere; translations are one jsonb per text so
 * adding a language never needs a migration.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const LOCALES = ['en', 'ru', 'tr', 'az'] as const;
export type Locale = (typeof LOCALES)[number];

/** A text in every offered language; English is the one that must exist. */
export type Translations = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Translations>().notNull(),
});

export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').primaryKey(),
  // AZN per `nominal` units of the currency, exactly as the central bank quotes it.
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  nominal: integer('nominal').notNull().default(1),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

export const priceConfigs = pgTable('price_configs', {
  // Numeric, as the front end's PriceConfig expects.
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // One config per currency for now; the issue that evolves pricing may relax this.
  currency: text('currency').notNull().unique(),
  basePrice: integer('base_price').notNull(),
  pdfPrice: integer('pdf_price').notNull(),
  softcoverPrice: integer('softcover_price').notNull(),
  hardcoverPrice: integer('hardcover_price').notNull(),
  shipping: integer('shipping').notNull(),
  /** Shipping of a physical book by ISO country code, in this config's minor units; PDF never ships. */
  shippingByCountry: jsonb('shipping_by_country').$type<Record<string, number>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  orderNumber: text('order_number').notNull().unique(),
  email: text('email').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where an image lives under server/assets and its pixel size, so pages can reserve its box. */
export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

export const books = pgTable(
  'books',
  {
    slug: text('slug').primaryKey(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug),
    name: jsonb('name').$type<Translations>().notNull(),
    summary: jsonb('summary').$type<Translations>().notNull(),
    /** Paragraphs separated by a blank line. */
    description: jsonb('description').$type<Translations>().notNull(),
    pageCount: integer('page_count').notNull(),
    formats: text('formats').array().notNull(),
    ageMin: integer('age_min').notNull(),
    ageMax: integer('age_max').notNull(),
    popularity: integer('popularity').notNull(),
    coverPath: text('cover_path').notNull(),
    coverWidth: integer('cover_width').notNull(),
    coverHeight: integer('cover_height').notNull(),
    coverAlt: jsonb('cover_alt').$type<Translations>().notNull(),
    sampleImages: jsonb('sample_images').$type<StoredImage[]>().notNull(),
    /** One alt text per sample image, in the same order. */
    sampleAlts: jsonb('sample_alts').$type<Translations[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The two orders the storefront lists books in: by category, and the whole shop by popularity.
  (table) => [
    index('books_category_popularity_idx').on(table.categorySlug, table.popularity.desc(), table.slug),
    index('books_popularity_idx').on(table.popularity.desc(), table.slug),
  ],
);

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull().unique(),
  question: jsonb('question').$type<Translations>().notNull(),
  answer: jsonb('answer').$type<Translations>().notNull(),
});

export interface PageSection {
  heading: Translations;
  paragraphs: Translations[];
}

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<Translations>().notNull(),
  description: jsonb('description').$type<Translations>().notNull(),
  sections: jsonb('sections').$type<PageSection[]>().notNull(),
  /** Moves only when the content changes, not on every seed. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    text: jsonb('text').$type<Translations>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  // Reviews have no natural key; a reviewer reviews once a day, which lets the seed upsert them.
  (table) => [uniqueIndex('reviews_name_date_unique').on(table.name, table.date)],
);

export const subscribers = pgTable('subscribers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stored lower-cased, so the unique constraint is case-insensitive. */
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
