/**
 * Drizzle tables. Money is integer minor units everywhere; translations are one jsonb per text so
 * adding a language never needs a migration.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
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

/** Human order numbers (SB-001001, ...); a sequence never hands out the same number twice. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

/** The child as the parent entered them; the keys follow `childDetailsSchema` in @shop/shared/validation. */
export interface OrderChild {
  gender: 'girl' | 'boy';
  name: string;
  age: number;
  storyLanguage: Locale;
  illustrationStyle: '3dPixar' | '2dWarner' | 'watercolor' | 'anime';
  favouriteHero?: string;
}

/** The price of an order as computed on the server when it was confirmed; integer minor units of `currency`. */
export interface OrderPrice {
  currency: string;
  basePrice: number;
  versionPrice: number;
  shipping: number;
  subtotal: number;
  discount: number;
  total: number;
  /** The total converted with the central bank's rate, in qəpik. */
  totalAzn: number;
}

/**
 * An order from the wizard's first step on. The id is a random UUID (unguessable); `orderNumber` is the
 * human one (SB-000123). Whoever created the order holds its access token; only its SHA-256 is stored.
 * Contact fields stay empty until the contact step.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`'SB-' || lpad(nextval('order_number_seq')::text, 6, '0')`),
    accessTokenHash: text('access_token_hash').notNull(),
    status: text('status').notNull().default('pending'),
    /** The language the parent used; e-mails about the order are written in it. */
    locale: text('locale').notNull().default('en'),
    storyType: text('story_type'),
    bookSlug: text('book_slug').references(() => books.slug),
    child: jsonb('child').$type<OrderChild>().notNull(),
    photoKey: text('photo_key'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    /** Guidance the photo check gave ('multipleFaces', 'blurry'); the parent may go on anyway. */
    photoWarnings: text('photo_warnings').array().notNull().default(sql`'{}'::text[]`),
    /** none → generating → ready | failed; separate from the order status, which is about money and production. */
    charactersStatus: text('characters_status').notNull().default('none'),
    charactersError: text('characters_error'),
    /** How many times the parent asked for new characters. */
    characterGenerations: integer('character_generations').notNull().default(0),
    version: text('version'),
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    shippingAddress: text('shipping_address'),
    postalCode: text('postal_code'),
    notes: text('notes'),
    newsletter: boolean('newsletter').notNull().default(false),
    terms: boolean('terms').notNull().default(false),
    /** Where the visitor was when ordering (trusted header or geoip); decides shipping and the pop-up's city. */
    countryCode: text('country_code').notNull().default('US'),
    city: text('city'),
    currency: text('currency').notNull().default('USD'),
    price: jsonb('price').$type<OrderPrice>(),
    /** The ambassador's code from the referral cookie, when the visitor came through one. */
    referralCode: text('referral_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_email_idx').on(sql`lower(${table.email})`),
    index('orders_status_created_idx').on(table.status, table.createdAt.desc()),
    index('orders_paid_at_idx').on(table.paidAt.desc()),
  ],
);

/** Every status change of an order, with when and why; the tracking timeline and the audit trail read it. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** Who moved it: 'visitor', 'payment', 'system', or a staff id. */
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

/** A generated character picture; each generation round makes one per illustration style. */
export const orderCharacters = pgTable(
  'order_characters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull(),
    style: text('style').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    generator: text('generator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_characters_unique').on(table.orderId, table.generation, table.style)],
);

/** One attempt to pay at the gateway; an order may have several (pay again). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The gateway's id of its checkout session. */
    sessionId: text('session_id').notNull(),
    /** open → succeeded | failed | expired | superseded */
    status: text('status').notNull().default('open'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_session_unique').on(table.provider, table.sessionId),
    index('payments_order_idx').on(table.orderId),
  ],
);

/** Gateway events already applied; inserted in the same transaction as their effects, so each applies once. */
export const paymentEvents = pgTable('payment_events', {
  /** provider:event id */
  id: text('id').primaryKey(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's own records. It stands for an outside company, so it keeps its sessions apart
 * from the shop's payments and talks to the shop only through redirects and signed webhooks.
 */
export const sandboxSessions = pgTable('sandbox_sessions', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** The shop's reference (its order id), echoed in every webhook. */
  reference: text('reference').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  /** open → succeeded | failed */
  status: text('status').notNull().default('open'),
  failureCode: text('failure_code'),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Every e-mail the shop sent or kept in the outbox, so the team can see and resend what a customer got. */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** 'order-confirmation', 'book-ready', 'shipped', 'delivered', 'contact', ... */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    locale: text('locale').notNull(),
    via: text('via').notNull(),
    /** SMTP message id or outbox file name. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sent_emails_order_idx').on(table.orderId)],
);

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
