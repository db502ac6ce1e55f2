/**
 * The ambassador API (/referrals/...). Fields follow the spec's payloads: `brand_ambassador`,
 * `bank_detail`, `reward_payout`, snake_case keys. Sign-up and the profile reuse the shared form schema,
 * so a rule and its message exist once; money is integer USD cents. The statuses are the database's too
 * (server/src/db/schema.ts takes them from here).
 */
import { ambassadorSignUpSchema, EMAIL_MAX, PASSWORD_MAX, passwordSchema, VALIDATION_MESSAGES } from '../validation';
import { z } from '../zod';
import { currentPasswordSchema } from './account-safety';
import { pageMetaSchema } from './common';

/** submitted → under_review → active (activation e-mail); rejected and suspended end access. */
export const AMBASSADOR_STATUSES = ['submitted', 'under_review', 'active', 'rejected', 'suspended'] as const;
export type AmbassadorStatus = (typeof AMBASSADOR_STATUSES)[number];

/** Who came through an ambassador's link: a paid order or a new ambassador. */
export const REFERRED_TYPES = ['order', 'brandambassador'] as const;
export type ReferredType = (typeof REFERRED_TYPES)[number];
export const REFERRAL_STATUSES = ['active', 'pending', 'inactive', 'completed'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYOUT_STATUSES = ['pending', 'processing', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * A reward's status (a ledger entry's). pending: not yet in a payout (payable once `available_at` has
 * passed); processing: in a payout not yet paid; paid: its payout was paid; reversed: an unpaid reward
 * cancelled by a refund, with its twin entry.
 */
export const LEDGER_STATUSES = ['pending', 'processing', 'paid', 'reversed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

const { required: REQUIRED, invalid: INVALID } = VALIDATION_MESSAGES;

/* ---------- Answers ---------- */

const nullableText = z.string().nullable();
const cents = z.number().int().describe('USD cents');

export const ambassadorJsonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  country: z
    .string()
    .describe(
      'ISO 3166-1 alpha-2 code; an account from before the country list whose typed country named none keeps that text',
    ),
  phone: z.string(),
  about: nullableText,
  website: nullableText,
  instagram: nullableText,
  tiktok: nullableText,
  youtube: nullableText,
  facebook: nullableText,
  pinterest: nullableText,
  referral_code: z.string(),
  status: z.enum(AMBASSADOR_STATUSES),
  locale: z.string(),
  created_at: z.iso.datetime(),
});
export type AmbassadorJson = z.infer<typeof ambassadorJsonSchema>;

/** Sign-up, sign-in, GET and PATCH /referrals/me */
export const ambassadorResponseSchema = z.object({ brand_ambassador: ambassadorJsonSchema });
export type AmbassadorResponse = z.infer<typeof ambassadorResponseSchema>;

export const referralJsonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  referred_type: z.enum(REFERRED_TYPES),
  status: z.enum(REFERRAL_STATUSES),
  rewards: cents.describe('What this referral earned the ambassador, USD cents'),
  created_at: z.iso.datetime(),
});
export type ReferralJson = z.infer<typeof referralJsonSchema>;

/** GET /referrals/referrals */
export const referralsPageSchema = z.object({ referrals: z.array(referralJsonSchema), meta: pageMetaSchema });
export type ReferralsPage = z.infer<typeof referralsPageSchema>;

export const rewardJsonSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['direct', 'indirect', 'reversal']).describe('reversal: a refund of an order whose reward was paid'),
  amount: cents,
  currency: z.literal('USD'),
  status: z.enum(LEDGER_STATUSES),
  referral: z.object({ id: z.uuid(), name: z.string(), referred_type: z.enum(REFERRED_TYPES) }).nullable(),
  order: z
    .object({
      number: z.string(),
      amount: z.number().int().describe("Minor units of the order's currency; for a reversal, the amount refunded"),
      currency: z.string(),
    })
    .nullable()
    .describe('The referred order'),
  reversal_of: z
    .object({
      reward: cents.describe('The reward this reversal reduces'),
      order_amount: z.number().int().nullable().describe("What the order paid, minor units of the order's currency"),
    })
    .nullable()
    .describe('A reversal: what it was taken from'),
  available_at: z.iso.datetime().describe('When the refund window ends and the reward can be paid out'),
  paid_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type RewardJson = z.infer<typeof rewardJsonSchema>;

/** GET /referrals/rewards */
export const rewardsPageSchema = z.object({ rewards: z.array(rewardJsonSchema), meta: pageMetaSchema });
export type RewardsPage = z.infer<typeof rewardsPageSchema>;

export const payoutJsonSchema = z.object({
  id: z.uuid(),
  amount: cents,
  currency: z.literal('USD'),
  status: z.enum(PAYOUT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  brand_ambassador_bank_detail_id: z.uuid(),
  destination: z.string().describe('The masked account or IBAN the payout goes to'),
  bank_reference: nullableText.describe("The bank's reference of the transfer, once paid"),
  paid_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type PayoutJson = z.infer<typeof payoutJsonSchema>;

/** GET /referrals/reward_payouts */
export const payoutsPageSchema = z.object({
  reward_payouts: z.array(payoutJsonSchema),
  meta: pageMetaSchema,
  available_balance: cents,
  minimum_payout: cents.describe('The smallest available balance that can be paid out (PAYOUT_MINIMUM_CENTS)'),
});
export type PayoutsPage = z.infer<typeof payoutsPageSchema>;

/** POST /referrals/reward_payouts */
export const payoutResponseSchema = z.object({ reward_payout: payoutJsonSchema });
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

export const bankDetailJsonSchema = z.object({
  id: z.uuid(),
  payment_method: z.enum(PAYMENT_METHODS),
  account_number: nullableText.describe('Masked: •••• 1234'),
  routing_number: nullableText.describe('Masked'),
  iban: nullableText.describe('Masked: DE•• •••• 3000'),
  swift_bic: nullableText,
  account_holder_name: nullableText.describe('Whose account it is; null on details saved before it was asked'),
  tax_id: nullableText.describe('Masked: •••• 6789'),
  created_at: z.iso.datetime(),
});
export type BankDetailJson = z.infer<typeof bankDetailJsonSchema>;

/** GET /referrals/bank_details */
export const bankDetailsResponseSchema = z.object({ bank_details: z.array(bankDetailJsonSchema) });
export type BankDetailsResponse = z.infer<typeof bankDetailsResponseSchema>;

/** POST /referrals/bank_details */
export const bankDetailResponseSchema = z.object({ bank_detail: bankDetailJsonSchema });
export type BankDetailResponse = z.infer<typeof bankDetailResponseSchema>;

export const statsJsonSchema = z.object({
  total_referrals: z
    .number()
    .int()
    .describe('Everyone who came through the link: referred orders and referred ambassadors'),
  referred_ambassadors: z.number().int().describe('Ambassadors who signed up through the link'),
  total_orders: z.object({ direct: z.number().int(), indirect: z.number().int(), total: z.number().int() }),
  total_rewards: cents,
  pending_rewards: cents.describe('Rewards not yet in a payout, including those still in the refund window'),
  available_balance: cents.describe('What a payout request would pay now'),
  total_payouts: cents,
  paid_payouts: cents,
  pending_payouts: cents.describe('Payouts requested and not yet paid (pending or processing)'),
  currency: z.literal('USD'),
});
export type StatsJson = z.infer<typeof statsJsonSchema>;

/** GET /referrals/stats */
export const statsResponseSchema = z.object({ stats: statsJsonSchema });
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** POST /referrals/visits */
/** `ambassador_name`: how the landing names who invited the visitor, first name and initial ('Aysel M.'). */
export const visitRecordedSchema = z.object({
  referral_code: z.string(),
  window_days: z.number().int(),
  ambassador_name: z.string(),
});
export type VisitRecorded = z.infer<typeof visitRecordedSchema>;

/** GET /referrals/analytics: what the ambassador's links brought, per bucket, per source and per landing page. */
export const ANALYTICS_PERIODS = ['day', 'week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

const analyticsCountsSchema = z.object({
  clicks: z.number().int().describe('Visitors who followed a link, each counted once a day'),
  orders: z.number().int().describe('Paid orders credited to the ambassador'),
  conversion: z.number().nullable().describe('orders / clicks (0.05 = 5%); null without clicks'),
  earnings: cents.describe('Direct rewards of those orders, reversals included'),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;

export const analyticsJsonSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: z.string().describe('First day (UTC, YYYY-MM-DD), the start of its bucket'),
  to: z.string().describe('Last day (UTC, YYYY-MM-DD), included'),
  currency: z.literal('USD'),
  totals: analyticsCountsSchema,
  buckets: z.array(analyticsCountsSchema.extend({ start: z.string().describe('First day of the bucket') })),
  /** An order counts for the source and page of the last click before it (last touch). */
  sources: z.array(analyticsCountsSchema.extend({ source: z.string().nullable().describe('?src=; null: none') })),
  landing_pages: z.array(analyticsCountsSchema.extend({ path: z.string().nullable() })),
});
export type AnalyticsJson = z.infer<typeof analyticsJsonSchema>;
export const analyticsResponseSchema = z.object({ analytics: analyticsJsonSchema });
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/* ---------- Requests ---------- */

/** The API's snake_case confirmation field is the shared form schema's camelCase one. */
function camelConfirmation(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('password_confirmation' in value)) return value;
  const { password_confirmation: passwordConfirmation, ...rest } = value as { password_confirmation: unknown };
  return { ...rest, passwordConfirmation };
}

/** A form's fields as the API takes them: `passwordConfirmation` travels as `password_confirmation`. */
type WithSnakeConfirmation<T> = {
  [K in keyof T as K extends 'passwordConfirmation' ? 'password_confirmation' : K]: T[K];
};

/** POST /referrals/auth/sign_up: the sign-up form (ambassadorSignUpSchema), snake_case. */
export const signUpBodySchema = z.object(
  { brand_ambassador: z.preprocess(camelConfirmation, ambassadorSignUpSchema) },
  { error: REQUIRED },
);
export type SignUpFields = WithSnakeConfirmation<z.input<typeof ambassadorSignUpSchema>>;

/** POST /referrals/auth/sign_in */
export const signInBodySchema = z.object(
  {
    brand_ambassador: z.object(
      {
        email: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(EMAIL_MAX, { error: INVALID }),
        password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(PASSWORD_MAX, { error: INVALID }),
      },
      { error: REQUIRED },
    ),
  },
  { error: REQUIRED },
);
export type SignInFields = z.input<typeof signInBodySchema>['brand_ambassador'];

const { shape } = ambassadorSignUpSchema;
/** Profile fields one by one; the server checks the merged profile (at least one link) afterwards. */
export const profileFieldsSchema = z.object({
  name: shape.name,
  country: shape.country,
  phone: shape.phone,
  about: shape.about,
  website: shape.website,
  instagram: shape.instagram,
  tiktok: shape.tiktok,
  youtube: shape.youtube,
  facebook: shape.facebook,
  pinterest: shape.pinterest,
});

/**
 * What PATCH /referrals/me may change: any profile field, the sign-in e-mail, and the password with its
 * confirmation (the e-mail and the password only with `current_password` beside `brand_ambassador`).
 */
const profileChangeSchema = profileFieldsSchema
  .partial()
  .extend({
    email: shape.email.optional(),
    password: passwordSchema.optional(),
    passwordConfirmation: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined) return;
    if (!value.passwordConfirmation) {
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['passwordConfirmation'] });
    } else if (value.passwordConfirmation !== value.password) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.passwordMismatch, path: ['passwordConfirmation'] });
    }
  });

/** PATCH /referrals/me */
export const updateMeBodySchema = z.object(
  {
    brand_ambassador: z.preprocess(camelConfirmation, profileChangeSchema),
    current_password: currentPasswordSchema.optional(),
  },
  { error: REQUIRED },
);
export type ProfileFields = WithSnakeConfirmation<z.input<typeof profileChangeSchema>>;

const queryInt = (max: number, fallback: number) =>
  z.coerce
    .number<number>({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(max, { error: INVALID })
    .default(fallback);

const PER_PAGE_MAX = 100;
/** Spec section 9: page 1, 20 per page by default. */
export const pageQuerySchema = z.object({ page: queryInt(10_000, 1), per_page: queryInt(PER_PAGE_MAX, 20) });
export type PageQuery = z.input<typeof pageQuerySchema>;

/** POST /referrals/reward_payouts: the whole available balance to one of the ambassador's bank details. */
export const requestPayoutBodySchema = z.object(
  {
    reward_payout: z.object({ brand_ambassador_bank_detail_id: z.uuid({ error: REQUIRED }) }, { error: REQUIRED }),
  },
  { error: REQUIRED },
);
export type RequestPayoutBody = z.input<typeof requestPayoutBodySchema>;

const bankText = (max: number) => z.string({ error: INVALID }).trim().max(max, { error: VALIDATION_MESSAGES.tooLong });

/**
 * POST /referrals/bank_details `bank_detail`: the fields one by one. Which of them a method needs and whether
 * the numbers are valid (IBAN check digits, BIC, card Luhn) is checked on the server only.
 */
export const bankDetailFieldsSchema = z.object(
  {
    payment_method: z.enum(PAYMENT_METHODS, { error: REQUIRED }),
    account_number: bankText(64).optional(),
    routing_number: bankText(32).optional(),
    iban: bankText(64).optional(),
    swift_bic: bankText(16).optional(),
    /** As the bank knows the account's owner; a transfer to a name that does not match may bounce. */
    account_holder_name: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED })
      .max(140, { error: VALIDATION_MESSAGES.tooLong }),
    tax_id: bankText(32).optional(),
  },
  { error: REQUIRED },
);
export type BankDetailFields = z.input<typeof bankDetailFieldsSchema>;

/** POST /referrals/visits */
export const recordVisitBodySchema = z.object(
  {
    referral_code: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(64, { error: INVALID }),
    /** Where the link was shared (?src=instagram); a value that is no short token is ignored, not refused. */
    src: z.string().max(200).optional(),
  },
  { error: REQUIRED },
);

const isoDay = z.iso.date({ error: INVALID });
/** GET /referrals/analytics: by default the last 30 days, 12 weeks or 12 months up to today (UTC). */
export const analyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: INVALID }).default('day'),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/**
 * GET and PUT /referrals/coupon_code: the ambassador's personal coupon code. Friends type it at the checkout
 * and get `discount_percent` off the book; the order is credited to the ambassador. It may be changed once.
 */
export const couponCodeJsonSchema = z.object({
  code: z.string(),
  changeable: z.boolean().describe('False once the ambassador has changed the code (it may be changed once)'),
  discount_percent: z.number().describe("The friend's discount on the book, e.g. 5"),
});
export type CouponCodeJson = z.infer<typeof couponCodeJsonSchema>;
export const couponCodeResponseSchema = z.object({ coupon_code: couponCodeJsonSchema });
export type CouponCodeResponse = z.infer<typeof couponCodeResponseSchema>;

/** PUT /referrals/coupon_code: the shape (4–20 Latin letters and digits) is checked on the server (422). */
export const changeCouponCodeBodySchema = z.object(
  { coupon_code: z.object({ code: z.string({ error: REQUIRED }).max(64, { error: INVALID }) }, { error: REQUIRED }) },
  { error: REQUIRED },
);
export type ChangeCouponCodeBody = z.input<typeof changeCouponCodeBodySchema>;
