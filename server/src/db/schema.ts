/**
 * Drizzle tables. Money is integer minor units everywhere; translations are one jsonb per text so
 * adding a language never needs a migration.
 */
import type { CharacterFeatures, FavouriteHero } from '@shop/shared/characters';
import type {
  AmbassadorStatus,
  FraudReason,
  LedgerKind,
  LedgerStatus,
  PaymentMethod,
  PayoutStatus,
  ReferralReviewStatus,
  ReferralStatus,
  ReferredType,
} from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/i18n/catalogue';
import type { ErasedItem, ErasureReason } from '@shop/shared/orders';
import type { GENDERS, ILLUSTRATION_STYLES, StaffRole } from '@shop/shared/validation';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { newOrderNumber } from '../orders/number';

/** The languages the shop is offered in: the front end's, so a stored locale is always one it shows. */
export { type Locale, OFFERED_LOCALES as LOCALES } from '@shop/shared/i18n/catalogue';

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

/** The child as the parent entered them; the keys follow `childDetailsSchema` in @shop/shared/validation. */
export interface OrderChild {
  gender: (typeof GENDERS)[number];
  name: string;
  age: number;
  storyLanguage: Locale;
  illustrationStyle: (typeof ILLUSTRATION_STYLES)[number];
  favouriteHero?: string;
  /**
   * The favourite hero as the parent corrected it in the character builder (kind, colours, accessories); absent
   * until they do, when the hero is read from `favouriteHero` (server/src/characters/favourite-hero).
   */
  favouriteHeroLook?: FavouriteHero;
}

/**
 * One deletion of an order's personal data (orders/erasure.ts): when, why, and which parts went. The order keeps
 * the list, so its page can say what was deleted and when, and every reader (file links, tracking, preview) knows
 * a part is gone the moment the deletion commits, before its files are removed.
 */
export interface OrderErasure {
  at: string;
  reason: ErasureReason;
  items: ErasedItem[];
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
 * human one (SB-7K4Q-2M9X, drawn at random by orders/number.ts; orders made before keep theirs, SB-001001).
 * Whoever created the order holds its access token; only its SHA-256 is stored.
 * Contact fields stay empty until the contact step.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // Drawn here rather than by the database, so every insert gets one; createOrder retries a collision.
    orderNumber: text('order_number').notNull().unique().$defaultFn(newOrderNumber),
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
    /** The child's looks the pictures are drawn from: measured from the photo, or as the parent corrected them. */
    characterFeatures: jsonb('character_features').$type<CharacterFeatures>(),
    /** 'photo' (measured) or 'parent' (corrected in the builder); a corrected set survives a new round. */
    characterFeaturesSource: text('character_features_source'),
    version: text('version'),
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    shippingAddress: text('shipping_address'),
    postalCode: text('postal_code'),
    notes: text('notes'),
    newsletter: boolean('newsletter').notNull().default(false),
    terms: boolean('terms').notNull().default(false),
    /** Where the visitor was when ordering (trusted header or geoip); decides the currency and the pop-up's city. */
    countryCode: text('country_code').notNull().default('US'),
    /**
     * Where a printed book goes (ISO code the parent chose at the contact step); prices its shipping and reads
     * a phone number written without a country code. Null until chosen: the visitor's country stands in.
     */
    deliveryCountry: text('delivery_country'),
    city: text('city'),
    currency: text('currency').notNull().default('USD'),
    price: jsonb('price').$type<OrderPrice>(),
    /** The ambassador's code from the referral cookie, when the visitor came through one. */
    referralCode: text('referral_code'),
    /**
     * The ambassador's coupon code the parent applied at the confirm step, as the ambassador wrote it; it also
     * sets referral_code (a code wins over the cookie). Null when none.
     */
    couponCode: text('coupon_code'),
    /** The friend's discount granted when the code was applied, in basis points (500 = 5%); 0 without a code. */
    couponDiscountBp: integer('coupon_discount_bp').notNull().default(0),
    /**
     * The browser's random id (the shop_device cookie, no fingerprint) and the address the order was made from:
     * the fraud checks compare them with the referring ambassador's sign-ins (ambassadors/fraud.ts).
     */
    deviceId: text('device_id'),
    clientIp: text('client_ip'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The finished book in storage (books/<id>/<order number>.pdf), set once it has been rendered. */
    bookPdfKey: text('book_pdf_key'),
    bookPdfBytes: integer('book_pdf_bytes'),
    bookRenderedAt: timestamp('book_rendered_at', { withTimezone: true }),
    /** What of the order's personal data has been deleted, oldest first; empty while nothing was. */
    erasures: jsonb('erasures').$type<OrderErasure[]>().notNull().default([]),
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

/**
 * The parcel of a printed book (spec section 3 "Shipment"): one per order, written by the team when the
 * book leaves (carrier, tracking number, estimated delivery) and when it arrives (delivered_at).
 */
export const shipments = pgTable('shipments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  /** The date the carrier gave, without a time of day. */
  estimatedDelivery: date('estimated_delivery', { mode: 'string' }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /** Who shipped it: 'system' or 'staff:<id>', like the status history's actor. */
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A printed book handed to the print partner (print/submit.ts): one per order, written before the partner is
 * asked, so a crash after the partner said yes is repaired by looking the job up by our reference (the
 * order id, sent as the partner's external id) instead of ordering a second copy.
 */
export const printSubmissions = pgTable(
  'print_submissions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partner: text('partner').notNull(),
    /** The partner's id of the print job, once it answered. */
    partnerJobId: text('partner_job_id'),
    /** pending → submitted → in_production → shipped → delivered; or rejected | canceled (the team's attention). */
    status: text('status')
      .$type<'pending' | 'submitted' | 'in_production' | 'shipped' | 'delivered' | 'rejected' | 'canceled'>()
      .notNull()
      .default('pending'),
    /** The partner's own status name, as last heard. */
    partnerStatus: text('partner_status'),
    /** Why the partner refused the files or cancelled the job, in its words. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('print_submissions_partner_job_unique').on(table.partner, table.partnerJobId)],
);

/** The partner's status webhooks already applied (partner:event id), so a replay changes nothing. */
export const printEvents = pgTable('print_events', {
  id: text('id').primaryKey(),
  submissionId: uuid('submission_id').references(() => printSubmissions.id, { onDelete: 'cascade' }),
  partnerStatus: text('partner_status').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /**
     * The provider's id of the money itself once paid, where it differs from the session's (Stripe's
     * PaymentIntent): its refund events name only that, so they are matched to the payment by it.
     */
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_session_unique').on(table.provider, table.sessionId),
    index('payments_order_idx').on(table.orderId),
    index('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
  ],
);

/**
 * Money given back on a payment, full or partial. A refund the team asks for is written `requested` and
 * committed before the provider is asked (its id is the provider's idempotency key), so a crash between
 * the provider's yes and our record is repaired by asking again (payments/reconcile.ts). One made in the
 * provider's own dashboard arrives by webhook and is written `succeeded` at once, created by 'provider'.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the refund, once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Integer minor units of `currency` (the payment's). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** requested → succeeded | failed */
    status: text('status').$type<'requested' | 'succeeded' | 'failed'>().notNull().default('requested'),
    failureCode: text('failure_code'),
    /** 'staff:<id>', or 'provider' for one made at the provider and learnt from its webhook. */
    createdBy: text('created_by').notNull(),
    /** When the parent's refund e-mail went out: each refund is told once, however often its job runs. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_payment_idx').on(table.paymentId),
    uniqueIndex('refunds_provider_refund_unique').on(table.provider, table.providerRefundId),
    index('refunds_requested_idx').on(table.createdAt).where(sql`${table.status} = 'requested'`),
  ],
);

/** The sandbox gateway's refunds, by the shop's refund id (its idempotency key). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  /** The shop's refund id: asking again with it answers the same refund. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  sessionId: text('session_id').notNull(),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** The ambassador an ambassador e-mail went to (their programme's e-mails have no order). */
    ambassadorId: uuid('ambassador_id').references((): AnyPgColumn => brandAmbassadors.id, { onDelete: 'set null' }),
    /**
     * The business event an e-mail tells of ('payout-paid:<payout id>'): unique, so an event's e-mail is
     * recorded, and therefore sent, once however often its job runs (ambassadors/notifications.ts).
     */
    eventKey: text('event_key').unique(),
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
    /** The book the parent reviews, whose story page rates it (schema.org aggregateRating); none for the shop. */
    bookSlug: text('book_slug').references(() => books.slug, { onDelete: 'set null', onUpdate: 'cascade' }),
  },
  // Reviews have no natural key; a reviewer reviews once a day, which lets the seed upsert them.
  (table) => [uniqueIndex('reviews_name_date_unique').on(table.name, table.date)],
);

/**
 * The seed's ledger (db/seed-content.ts): one row per item the code's seed wrote, naming the row it became and a
 * fingerprint of the values it wrote. A row whose values no longer match was edited by the team and is never
 * written by a start again; a ledger entry whose row is gone was deleted by the team and is not brought back.
 */
export const seededContent = pgTable(
  'seeded_content',
  {
    /** category, price_config, book, page, faq or review. */
    kind: text('kind').notNull(),
    /** The item's key in the code's seed (a slug, an FAQ's seed number, a reviewer and date, a currency). */
    seedKey: text('seed_key').notNull(),
    /** The key of the row it became (slug, id or currency); a team edit may have moved it, the id never. */
    rowKey: text('row_key').notNull(),
    /** SHA-256 of the canonical JSON of the columns the seed wrote, as it wrote them. */
    fingerprint: text('fingerprint').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.seedKey] })],
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

/*
 * Ambassador programme. Money is integer USD cents (the dashboard shows dollars); every reward and payout
 * is an entry of one ledger, so an ambassador's balance is the sum of their entries.
 */

/**
 * The statuses the API shows are its contract's (@shop/shared/contracts), so the dashboard, the back office
 * and these columns agree. submitted → under_review → active (activation e-mail); rejected and suspended end access.
 */
export {
  AMBASSADOR_STATUSES,
  type AmbassadorStatus,
  LEDGER_STATUSES,
  type LedgerStatus,
  PAYMENT_METHODS,
  PAYOUT_STATUSES,
  type PaymentMethod,
  type PayoutStatus,
  REFERRAL_STATUSES,
  REFERRED_TYPES,
  type ReferralStatus,
  type ReferredType,
} from '@shop/shared/contracts';

export const brandAmbassadors = pgTable(
  'brand_ambassadors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** Stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** ISO 3166-1 alpha-2, picked from a list (@shop/shared/validation/countries); shown in the reader's language. */
    countryCode: text('country_code'),
    /**
     * What the applicant typed as their country before there was a list ('Россия', 'azerbaijan'), kept as it was.
     * Shown only when no code could be read from it (migration 0009); null for accounts made since.
     */
    countryAsTyped: text('country'),
    phone: text('phone').notNull(),
    about: text('about'),
    website: text('website'),
    instagram: text('instagram'),
    tiktok: text('tiktok'),
    youtube: text('youtube'),
    facebook: text('facebook'),
    pinterest: text('pinterest'),
    /** The language of their e-mails (the one they signed up in). */
    locale: text('locale').notNull().default('en'),
    status: text('status').$type<AmbassadorStatus>().notNull().default('submitted'),
    /** Upper case, unambiguous letters and digits; the public part of the referral link. */
    referralCode: text('referral_code').notNull().unique(),
    /**
     * The personal coupon code friends type at the checkout (letters and digits, 4–20), unique whatever the case
     * (index on lower()); given on approval or at the first read of an older account, never overwritten.
     */
    couponCode: text('coupon_code'),
    /** When the ambassador chose their own code; set once, the code cannot change again after that. */
    couponCodeChangedAt: timestamp('coupon_code_changed_at', { withTimezone: true }),
    /** The ambassador whose link they signed up through; earns the indirect reward on their sales. */
    recruiterId: uuid('recruiter_id').references((): AnyPgColumn => brandAmbassadors.id, { onDelete: 'set null' }),
    /** Every token carries it; raising it revokes all of the ambassador's tokens at once (suspension). */
    tokenVersion: integer('token_version').notNull().default(0),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Why the team rejected or suspended the account (shown to the team, and in the e-mail). */
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_ambassadors_recruiter_idx').on(table.recruiterId),
    index('brand_ambassadors_status_created_idx').on(table.status, table.createdAt.desc()),
    uniqueIndex('brand_ambassadors_coupon_code_unique').on(sql`lower(${table.couponCode})`),
  ],
);

/** One row per sign-in; the token's jti. Sign-out and a password change revoke rows. */
export const ambassadorSessions = pgTable(
  'ambassador_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => brandAmbassadors.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Where the sign-in came from (address and shop_device cookie): a referred order from either is held. */
    ip: text('ip'),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ambassador_sessions_ambassador_idx').on(table.ambassadorId)],
);

/** A password reset link: only the SHA-256 of its token is kept; used once, within an hour. */
export const ambassadorPasswordResets = pgTable(
  'ambassador_password_resets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => brandAmbassadors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ambassador_password_resets_ambassador_idx').on(table.ambassadorId)],
);

/**
 * A visit through a referral link (the landing or any page with ?ref=CODE); only counts, no personal data: the
 * visitor is kept as a keyed hash that changes every day, enough to count them once a day and no more.
 */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => brandAmbassadors.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    /** Where the link was shared, from ?src= ('instagram'); null when the link carried none. */
    source: text('source'),
    /** The page the link led to, without its language prefix ('/story/the-brave-fox', '/referrals/CODE'). */
    landingPath: text('landing_path'),
    /** HMAC of the UTC day, the ambassador and the visitor's address and browser; null for visits recorded before it existed. */
    visitorKey: text('visitor_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_visits_ambassador_idx').on(table.ambassadorId, table.createdAt),
    // One visit per visitor, ambassador and day (the key holds the day), however many pages they open.
    uniqueIndex('referral_visits_visitor_unique').on(table.ambassadorId, table.visitorKey),
  ],
);

/**
 * Someone who came through an ambassador's link: a paid order or a new ambassador. An order or a new
 * ambassador is referred at most once.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => brandAmbassadors.id, { onDelete: 'cascade' }),
    referredType: text('referred_type').$type<ReferredType>().notNull(),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    referredAmbassadorId: uuid('referred_ambassador_id')
      .unique()
      .references(() => brandAmbassadors.id, { onDelete: 'set null' }),
    /** What the dashboard shows: the customer's first name and initial, or the new ambassador's name. */
    name: text('name').notNull(),
    status: text('status').$type<ReferralStatus>().notNull().default('pending'),
    /** An order's referral is completed when the refund window ends (read as completed from then on). */
    completesAt: timestamp('completes_at', { withTimezone: true }),
    /**
     * Null unless a fraud check tripped (ambassadors/fraud.ts): then in_review, its reward unwritten, until the
     * team approves (the reward is written) or declines (nothing is paid).
     */
    reviewStatus: text('review_status').$type<ReferralReviewStatus>(),
    /** The rules the order tripped, for the team. */
    reviewReasons: text('review_reasons').array().$type<FraudReason[]>().notNull().default(sql`'{}'::text[]`),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references((): AnyPgColumn => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referrals_ambassador_created_idx').on(table.ambassadorId, table.createdAt.desc()),
    index('referrals_review_idx').on(table.reviewStatus, table.createdAt).where(sql`review_status is not null`),
  ],
);

/**
 * Where payouts go. Full numbers are stored only encrypted (AES-256-GCM, key from config); the masked
 * copies are what every response shows.
 */
export const bankDetails = pgTable(
  'bank_details',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => brandAmbassadors.id, { onDelete: 'cascade' }),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    accountNumberEncrypted: text('account_number_encrypted'),
    accountNumberMasked: text('account_number_masked'),
    routingNumberEncrypted: text('routing_number_encrypted'),
    routingNumberMasked: text('routing_number_masked'),
    ibanEncrypted: text('iban_encrypted'),
    ibanMasked: text('iban_masked'),
    /** A bank's public identifier, not a secret. */
    swiftBic: text('swift_bic'),
    /** Whose account it is, as the bank knows them; required for details added since (null on older rows). */
    accountHolderName: text('account_holder_name'),
    /** Optional tax number (some countries' banks and tax offices ask for it), encrypted like the numbers. */
    taxIdEncrypted: text('tax_id_encrypted'),
    taxIdMasked: text('tax_id_masked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_details_ambassador_idx').on(table.ambassadorId, table.createdAt.desc())],
);

/** A payout request for the whole available balance; the team moves it pending → processing → paid. */
export const rewardPayouts = pgTable(
  'reward_payouts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => brandAmbassadors.id, { onDelete: 'cascade' }),
    bankDetailId: uuid('bank_detail_id')
      .notNull()
      .references(() => bankDetails.id),
    /** USD cents, positive. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    /** When the team started the transfer (→ processing). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The bank's reference of the transfer, entered when it is marked paid. */
    bankReference: text('bank_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reward_payouts_status_created_idx').on(table.status, table.createdAt),
    index('reward_payouts_ambassador_created_idx').on(table.ambassadorId, table.createdAt.desc()),
  ],
);

/** The kinds are the back office's contract's (@shop/shared/contracts), so its ledger view and this column agree. */
export { LEDGER_KINDS, type LedgerKind } from '@shop/shared/contracts';

/**
 * The ambassador ledger. Entries are never deleted and their amounts never change; a refund adds a
 * negative entry. `idempotency_key` makes each business event write its entry exactly once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => brandAmbassadors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** USD cents; rewards positive, payouts and reversals of paid rewards negative. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<LedgerStatus>().notNull().default('pending'),
    /** e.g. 'order:<id>:reward_direct', 'reversal:<entry id>', 'payout:<id>'. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** When a reward becomes payable (the refund window's end); payouts and reversals: when written. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    payoutId: uuid('payout_id').references(() => rewardPayouts.id),
    /** The entry a reward_reversal cancels. */
    reversalOf: uuid('reversal_of').references((): AnyPgColumn => ledgerEntries.id),
    /** The order's amount paid in its own currency, for the team's audit of the conversion. */
    sourceAmount: integer('source_amount'),
    sourceCurrency: text('source_currency'),
    /**
     * When the ambassador was told the reward became payable (the daily "rewards available" e-mail); null
     * until then, so each reward is listed in exactly one such e-mail.
     */
    availableNotifiedAt: timestamp('available_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_ambassador_created_idx').on(table.ambassadorId, table.createdAt.desc()),
    index('ledger_entries_payable_idx').on(table.ambassadorId, table.availableAt).where(sql`payout_id is null`),
    index('ledger_entries_order_idx').on(table.orderId),
    index('ledger_entries_payout_idx').on(table.payoutId),
  ],
);

/** The team's roles: support runs orders and the outbox; admin does everything (staff, money, content). */
export { STAFF_ROLES, type StaffRole } from '@shop/shared/validation';

/** Team accounts of the back office; never ambassadors (their tokens grant nothing here). */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** Stored lower-cased, so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** argon2id (PHC string). */
  passwordHash: text('password_hash').notNull(),
  /** A disabled account cannot sign in and its sessions stop working at once. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in browser. Only the SHA-256 of the cookie's random token is stored, so a copy of the table
 * signs nobody in. A session ends when idle too long, at its absolute end, or when revoked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** Every change the team makes, written in the same transaction as the change itself. Never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Null only for changes made outside a session (the staff:create command). */
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry still names who it was after the account is gone. */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_staff_idx').on(table.staffId, table.createdAt.desc()),
  ],
);

/**
 * The team's internal notes on an order or an ambassador: short texts for each other, never shown to the
 * customer or the ambassador. Exactly one of the two records is named; a note goes with its record.
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    ambassadorId: uuid('ambassador_id').references(() => brandAmbassadors.id, { onDelete: 'cascade' }),
    /** Null when the author's account is gone; the name stays as written, like the audit log's e-mail. */
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_notes_order_idx').on(table.orderId, table.createdAt),
    index('staff_notes_ambassador_idx').on(table.ambassadorId, table.createdAt),
    check('staff_notes_one_record', sql`num_nonnulls(${table.orderId}, ${table.ambassadorId}) = 1`),
  ],
);

/**
 * Failed sign-ins and order lookups (lib/sign-in-guard.ts), in the database so that every instance counts
 * the same tries. `scope` keeps staff, ambassadors and tracking apart; `subject` is the lower-cased e-mail
 * or the order number; `device` the nonce of the trusted-device cookie the try came with. A try is written
 * before its password is checked and removed when it succeeds, so concurrent guesses count too. Rows older
 * than the scope's window are deleted as new tries come in.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    device: text('device'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_failures_subject_idx').on(table.scope, table.subject, table.failedAt),
    index('sign_in_failures_ip_idx').on(table.scope, table.ip, table.failedAt),
    index('sign_in_failures_failed_at_idx').on(table.failedAt),
  ],
);

/** When a guarded subject next takes a try from a client it does not trust: one try per SLOW_LANE_SECONDS for all of them. */
export const signInSlowLane = pgTable(
  'sign_in_slow_lane',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.subject] })],
);

/**
 * Request counters of the rate limits that are not sign-ins (the contact form, CSP reports), one row per key and
 * window, so every instance of the shop counts into the same number (plugins/rate-limit-store.ts).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
