/**
 * Drizzle tables. Money is integer minor units everywhere; translations are one jsonb per text so
 * adding a language never needs a migration.
 */
import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  orderNumber: text('order_number').notNull().unique(),
  email: text('email').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
