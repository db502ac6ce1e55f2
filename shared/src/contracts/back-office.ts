/**
 * The back office's API (/api/v1/admin/...): the zod schema of every answer, once. The server validates and
 * serialises its answers with them and documents them in OpenAPI; the back-office remote takes its types from
 * them with z.infer, so a field is spelt in one place. JSON keys are snake_case, money is integer minor units,
 * times are ISO 8601 strings. Views of another part of the API (an order, an ambassador, a payout as the team
 * sees them) reuse that part's pieces.
 */
import { CHARACTER_STATUSES, ORDER_STATUSES, STORY_TYPES } from '../orders';
import {
  BOOK_VERSIONS,
  ILLUSTRATION_STYLES,
  STAFF_ROLES,
  type shipmentSchema,
  type staffAccountSchema,
} from '../validation';
import { z } from '../zod';
import {
  ambassadorJsonSchema,
  LEDGER_STATUSES,
  PAYMENT_METHODS,
  PAYOUT_STATUSES,
  REFERRAL_STATUSES,
  REFERRED_TYPES,
} from './ambassadors';
import { minorUnitsSchema, priceConfigSchema } from './common';
import { orderChildSchema, orderErasureSchema, priceSummarySchema, shipmentJsonSchema } from './orders';

/* ---------- Lists ---------- */

/** Every back-office table answers one shape, so the back office has one table component. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/** A list answer holding rows of type T. */
export type ListOf<T> = Omit<z.infer<ReturnType<typeof listOf>>, 'items'> & { items: T[] };

/* ---------- Staff: sign-in, accounts, audit log, overview ---------- */

/** A member of the team, as sign-in and "who am I" answer. */
export const staffUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** POST /admin/auth/sign_in, GET /admin/auth/me */
export const staffUserResponseSchema = z.object({ staff: staffUserSchema });

/** An account as the staff list shows it (admin only). */
export const staffUserAccountSchema = staffUserSchema.extend({
  disabled: z.boolean(),
  last_sign_in_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffUserAccount = z.infer<typeof staffUserAccountSchema>;

/** POST /admin/staff (201), PATCH /admin/staff/{id} */
export const staffUserAccountResponseSchema = z.object({ staff: staffUserAccountSchema });

/** What POST /admin/staff sends (the form's schema in ../validation). */
export type NewStaffAccount = z.input<typeof staffAccountSchema>;

/** POST /admin/staff/{id}/revoke_sessions: how many sessions ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

/**
 * A record's fields as an audited action saw them, before or after it: their shape is the action's (an order's
 * status, a price config's prices, …), so the log keeps any JSON; null where the action has no before or after.
 * (z.json() would say so, but its recursive definition leaves a dangling $ref in the OpenAPI document.)
 */
const auditSnapshotSchema = z.unknown().describe("The record's fields as the action saw them (any JSON)");

/** One entry of the audit log. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  staff_id: z.uuid().nullable().describe('Null for a change made by a command (staff:create)'),
  staff_email: z.string(),
  staff_name: z.string().nullable().describe("The account's name now; null when the account is gone or for a command"),
  action: z.string().describe("Dotted verb, e.g. 'order.ship', 'content.faq.update'"),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z
    .string()
    .nullable()
    .describe("How people name the record (an order's number, a payout's reference, a book's name); null if gone"),
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
  ip: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;

/** A note the team wrote on an order or an ambassador for each other; never shown outside the back office. */
export const staffNoteSchema = z.object({
  id: z.uuid(),
  author: z.string().describe('The writer as named when writing'),
  staff_id: z.uuid().nullable().describe("Null when the writer's account is gone"),
  text: z.string(),
  created_at: z.iso.datetime(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

/** GET /admin/orders/{id}/notes, GET /admin/ambassadors/{id}/notes: oldest first, as a conversation reads. */
export const staffNotesSchema = z.object({ items: z.array(staffNoteSchema) });

/** GET /admin/summary: what waits for the team right now. */
export const staffSummarySchema = z.object({
  orders_by_status: z.partialRecord(z.enum(ORDER_STATUSES), z.number().int()),
  ambassadors_awaiting_review: z.number().int(),
  payouts: z.object({ pending: z.number().int(), processing: z.number().int() }),
  failed_jobs: z.number().int(),
  outbox: z.number().int(),
});
export type StaffSummary = z.infer<typeof staffSummarySchema>;

/* ---------- Ambassadors and payouts (/admin/ambassadors, /admin/payouts) ---------- */

/** A ledger entry's kind: rewards (and their reversal by a refund), payouts (and their reversal). */
export const LEDGER_KINDS = [
  'reward_direct',
  'reward_indirect',
  'reward_reversal',
  'payout',
  'payout_reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The status steps the team takes; approving sends the activation e-mail. */
export const AMBASSADOR_STEPS = ['review', 'approve', 'reject', 'suspend'] as const;
export type AmbassadorStep = (typeof AMBASSADOR_STEPS)[number];

const cents = minorUnitsSchema.describe('USD cents');

/** An ambassador in the team's list: who, and what they brought in. */
export const staffAmbassadorItemSchema = ambassadorJsonSchema
  .pick({ id: true, name: true, email: true, country: true, status: true, referral_code: true, created_at: true })
  .extend({ referrals_count: z.number().int(), earned: cents });
export type StaffAmbassadorItem = z.infer<typeof staffAmbassadorItemSchema>;

/** The profile as the dashboard shows it, with what only the team sees; never the password. */
export const staffAmbassadorSchema = ambassadorJsonSchema.extend({
  status_reason: z.string().nullable(),
  recruiter_id: z.uuid().nullable(),
  activated_at: z.iso.datetime().nullable(),
});
export type StaffAmbassador = z.infer<typeof staffAmbassadorSchema>;

/** POST /admin/ambassadors/{id}/{step}: the profile after the step. */
export const staffAmbassadorResponseSchema = z.object({ ambassador: staffAmbassadorSchema });

/** GET /admin/ambassadors/{id}: the profile, balances and the latest referrals, ledger entries and payouts. */
export const staffAmbassadorDetailSchema = z.object({
  ambassador: staffAmbassadorSchema,
  balances: z.object({
    currency: z.string(),
    earned: cents,
    available: cents,
    on_hold: cents,
    paid_out: cents,
  }),
  referrals: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      referred_type: z.enum(REFERRED_TYPES),
      status: z.enum(REFERRAL_STATUSES),
      order_id: z.uuid().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(LEDGER_KINDS),
      amount: minorUnitsSchema,
      currency: z.string(),
      status: z.enum(LEDGER_STATUSES),
      order_id: z.uuid().nullable(),
      payout_id: z.uuid().nullable(),
      available_at: z.iso.datetime(),
      created_at: z.iso.datetime(),
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.uuid(),
      amount: minorUnitsSchema,
      currency: z.string(),
      status: z.enum(PAYOUT_STATUSES),
      destination: z.string().describe('masked IBAN or account number'),
      requested_at: z.iso.datetime(),
      paid_at: z.iso.datetime().nullable(),
      bank_reference: z.string().nullable(),
    }),
  ),
});
export type StaffAmbassadorDetail = z.infer<typeof staffAmbassadorDetailSchema>;

/** A payout request on the payout desk. */
export const staffPayoutSchema = z.object({
  id: z.uuid(),
  reference: z.string().describe("What the transfer's description carries"),
  ambassador: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  amount: minorUnitsSchema,
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  destination: z.string().describe('masked IBAN or account number'),
  swift_bic: z.string().nullable(),
  account_holder_name: z.string().nullable().describe('null on bank details saved before it was asked'),
  tax_id: z.string().nullable().describe('masked; in full only in the bank file'),
  requested_at: z.iso.datetime(),
  processed_at: z.iso.datetime().nullable(),
  paid_at: z.iso.datetime().nullable(),
  bank_reference: z.string().nullable(),
});
export type StaffPayout = z.infer<typeof staffPayoutSchema>;

/** POST /admin/payouts/{id}/process and /pay: the payout after the step. */
export const staffPayoutResponseSchema = z.object({ payout: staffPayoutSchema });

/* ---------- Orders (/admin/orders) ---------- */

const staffCharacterSchema = z.object({ style: z.enum(ILLUSTRATION_STYLES), url: z.string() });

export const staffOrderItemSchema = z.object({
  id: z.uuid(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  book_name: z.string(),
  version: z.enum(BOOK_VERSIONS).nullable(),
  total: minorUnitsSchema.nullable().describe('Null until the order is priced'),
  currency: z.string(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
});
export type StaffOrderItem = z.infer<typeof staffOrderItemSchema>;

/**
 * An order in full as the team sees it. The child's pictures (photo, portraits, the book's PDF) are never in
 * it: photo_url and book_pdf_url are null and characters is empty, and child_pictures says which exist;
 * POST /admin/orders/{id}/child_pictures answers them, with a reason written to the audit log.
 */
export const staffOrderSchema = z.object({
  id: z.uuid(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  locale: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  phone: z.string().nullable(),
  shipping_address: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
  child: orderChildSchema.omit({ newsletter: true }),
  book_name: z.string(),
  story_type: z.enum(STORY_TYPES).nullable(),
  version: z.enum(BOOK_VERSIONS).nullable(),
  price: priceSummarySchema.nullable(),
  photo_url: z.null().describe('Always null: see child_pictures'),
  characters_status: z.enum(CHARACTER_STATUSES),
  characters: z.array(staffCharacterSchema).max(0).describe('Always empty: see child_pictures'),
  child_pictures: z
    .object({ photo: z.boolean(), portraits: z.boolean(), book_pdf: z.boolean() })
    .describe('Which of the child’s pictures exist, to be asked for with a reason'),
  referral_code: z.string().nullable(),
  referral_ambassador: z
    .object({ id: z.uuid(), name: z.string() })
    .nullable()
    .describe('The ambassador whose code referral_code is, for a link to their page; null without a code or when gone'),
  coupon_code: z
    .string()
    .nullable()
    .optional()
    .describe("The ambassador's coupon code the parent applied (price.discount is its discount); null when none"),
  book_pdf_url: z.null().describe('Always null: see child_pictures'),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  erasures: z.array(orderErasureSchema).describe('What of the personal data has been deleted, and when'),
});

/** POST /admin/orders/{id}/child_pictures: the child's pictures, as links that run out soon after expires_at. */
export const staffChildPicturesSchema = z.object({
  photo_url: z.string().nullable(),
  characters: z.array(staffCharacterSchema),
  book_pdf_url: z.string().nullable(),
  expires_at: z.iso.datetime().describe('The links work at least until then'),
});
export type StaffChildPictures = z.infer<typeof staffChildPicturesSchema>;

/** What POST /admin/orders/{id}/ship sends (the form's schema in ../validation). */
export type ShipmentInput = z.input<typeof shipmentSchema>;

/** GET /admin/orders/{id} and every step's answer: the order as it is after the step. */
export const staffOrderDetailSchema = z.object({
  order: staffOrderSchema,
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      status: z.enum(ORDER_STATUSES),
      at: z.iso.datetime(),
      actor: z.string().describe("'customer', 'system', 'gateway', 'staff:<id>', …"),
      staff: z.string().nullable().describe('"Name <e-mail>" of a staff actor'),
      note: z.string().nullable(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      via: z.string(),
      created_at: z.iso.datetime(),
    }),
  ),
  shipment: shipmentJsonSchema.nullable(),
  refunds: z
    .array(
      z.object({
        id: z.uuid(),
        amount: z.number().int().describe('Minor units of `currency`'),
        currency: z.string(),
        reason: z.string(),
        status: z
          .enum(['requested', 'succeeded', 'failed'])
          .describe('requested: sent, the provider has not answered yet'),
        failure_code: z.string().nullable().describe("The provider's reason for a failed refund"),
        created_by: z.string().describe("'staff:<id>', or 'provider' for one made in the provider's dashboard"),
        staff: z.string().nullable().describe('"Name <e-mail>" of a staff member'),
        created_at: z.iso.datetime(),
      }),
    )
    .describe('Newest first'),
  refund_left: z.number().int().describe('What may still be refunded, in minor units of the price currency'),
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)).describe('Moves the generic "move to" button may make'),
  actions: z.object({
    ship: z.boolean(),
    deliver: z.boolean(),
    refund: z.boolean(),
    regenerate_characters: z.boolean(),
    erase_data: z
      .boolean()
      .describe("Admin: delete the child's data and the contact details (the order is not in production)"),
    resend_emails: z.array(z.string()).describe('E-mail kinds that went out before and may go out again'),
  }),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

/* ---------- Mail outbox and jobs (/admin/outbox, /admin/jobs) ---------- */

export const outboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  created_at: z.iso.datetime(),
  attachments: z.array(z.object({ filename: z.string(), bytes: z.number().int() })),
  resent_at: z.array(z.iso.datetime()),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** POST /admin/outbox/{id}/resend */
export const outboxItemResponseSchema = z.object({ message: outboxItemSchema });

/** GET /admin/outbox/{id}: the message with its texts. */
export const outboxMessageResponseSchema = z.object({
  message: outboxItemSchema.extend({ from: z.string(), text: z.string().nullable(), html: z.string().nullable() }),
});
export type OutboxMessage = z.infer<typeof outboxMessageResponseSchema>['message'];

/** failed: no attempts left; running: held by a worker; waiting: to run (again) at run_at. */
export const JOB_STATES = ['failed', 'running', 'waiting'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobSchema = z.object({
  id: z.string(),
  task: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable().describe('The first lines of the last error'),
  run_at: z.iso.datetime(),
  locked_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  key: z.string().nullable(),
  order_id: z.string().nullable().describe('The order the job is about, if any'),
});
export type JobJson = z.infer<typeof jobSchema>;

/** POST /admin/jobs/{id}/retry */
export const jobResponseSchema = z.object({ job: jobSchema });

/* ---------- Content (/admin/content/...) ---------- */

/** The kinds of content the team edits, as the API names them under /admin/content. */
export const CONTENT_KINDS = ['books', 'categories', 'faqs', 'reviews', 'pages', 'price_configs'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A text as stored: English always, the other languages once translated (the editing forms require all four). */
export const translationsSchema = z.object({
  en: z.string(),
  ru: z.string().optional(),
  tr: z.string().optional(),
  az: z.string().optional(),
});

export const categoryRowSchema = z.object({
  slug: z.string(),
  position: z.number().int(),
  name: translationsSchema,
});

export const faqRowSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  question: translationsSchema,
  answer: translationsSchema,
});

export const reviewRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: translationsSchema,
  date: z.iso.date(),
});

export const bookRowSchema = z.object({
  slug: z.string(),
  category_slug: z.string(),
  name: translationsSchema,
  summary: translationsSchema,
  description: translationsSchema,
  cover_alt: translationsSchema,
  cover_url: z.string().describe('/media/… of the current cover'),
  popularity: z.number().int(),
  age_min: z.number().int(),
  age_max: z.number().int(),
  formats: z.array(z.enum(BOOK_VERSIONS)),
  page_count: z.number().int(),
});

export const pageRowSchema = z.object({
  slug: z.string(),
  title: translationsSchema,
  description: translationsSchema,
  sections: z.array(z.object({ heading: translationsSchema, paragraphs: z.array(translationsSchema) })),
  updated_at: z.string(),
});

/** The public price config without its creation time. */
export const priceConfigRowSchema = priceConfigSchema.omit({ created_at: true });

/** Each kind's row, by the kind's name in the URL. */
export const CONTENT_ROW_SCHEMAS = {
  books: bookRowSchema,
  categories: categoryRowSchema,
  faqs: faqRowSchema,
  reviews: reviewRowSchema,
  pages: pageRowSchema,
  price_configs: priceConfigRowSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

export type ContentRowOf<K extends ContentKind> = z.infer<(typeof CONTENT_ROW_SCHEMAS)[K]>;
export type ContentRow = ContentRowOf<ContentKind>;
export type ContentCategory = z.infer<typeof categoryRowSchema>;
export type ContentFaq = z.infer<typeof faqRowSchema>;
export type ContentReview = z.infer<typeof reviewRowSchema>;
export type ContentBook = z.infer<typeof bookRowSchema>;
export type ContentPage = z.infer<typeof pageRowSchema>;
export type ContentPriceConfig = z.infer<typeof priceConfigRowSchema>;

/** The answer of a create or an update: the row as saved, under its singular name. */
export const CONTENT_ANSWERS = {
  books: z.object({ book: bookRowSchema }),
  categories: z.object({ category: categoryRowSchema }),
  faqs: z.object({ faq: faqRowSchema }),
  reviews: z.object({ review: reviewRowSchema }),
  pages: z.object({ page: pageRowSchema }),
  price_configs: z.object({ price_config: priceConfigRowSchema }),
} as const satisfies Record<ContentKind, z.ZodType>;
export type ContentAnswer = z.infer<(typeof CONTENT_ANSWERS)[ContentKind]>;
