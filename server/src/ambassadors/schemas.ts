/**
 * Schemas of the ambassador API (/referrals/...). Fields follow the spec's payloads: `brand_ambassador`,
 * `bank_detail`, `reward_payout`, snake_case keys. Sign-up reuses the shared form schema, so a rule and
 * its message exist once; money is integer USD cents.
 */
import {
  ambassadorSignUpSchema,
  EMAIL_MAX,
  PASSWORD_MAX,
  passwordSchema,
  SOCIAL_FIELDS,
  VALIDATION_MESSAGES,
} from '@shop/shared/validation';
import { z } from 'zod';
import { isValidAccountNumber, isValidBic, isValidCardNumber, isValidIban, isValidRoutingNumber } from './bank-numbers';
import {
  AMBASSADOR_STATUSES,
  LEDGER_STATUSES,
  PAYMENT_METHODS,
  PAYOUT_STATUSES,
  REFERRAL_STATUSES,
  REFERRED_TYPES,
} from '../db/schema';
import { errorResponse } from '../lib/http-error';

const { required: REQUIRED, invalid: INVALID } = VALIDATION_MESSAGES;
const { shape } = ambassadorSignUpSchema;

/** Bank-detail messages of the common catalogue (the shared validation module has no bank rules). */
const BANK_MESSAGES = {
  iban: 'common.validation.iban',
  bic: 'common.validation.bic',
  cardNumber: 'common.validation.cardNumber',
  accountNumber: 'common.validation.accountNumber',
  routingNumber: 'common.validation.routingNumber',
} as const;

/** The API's snake_case confirmation field is the shared schema's camelCase one. */
function camelConfirmation(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('password_confirmation' in value)) return value;
  const { password_confirmation: passwordConfirmation, ...rest } = value as Record<string, unknown>;
  return { ...rest, passwordConfirmation };
}

const nullableText = z.string().nullable();

export const ambassadorJson = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
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

const unauthorized = errorResponse.describe('No token, or a token that is invalid, expired or revoked');
const bearer = z.object({ authorization: z.string().optional().describe('Bearer <token>') });

export const signUpSchema = {
  body: z.object(
    {
      brand_ambassador: z.preprocess(camelConfirmation, ambassadorSignUpSchema),
    },
    { error: REQUIRED },
  ),
  response: {
    201: z.object({ brand_ambassador: ambassadorJson }),
    400: errorResponse,
    409: errorResponse.describe('An account with this e-mail exists'),
    500: errorResponse.describe("'An error occurred during sign up'"),
  },
};

export const signInSchema = {
  body: z.object(
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
  ),
  response: {
    200: z.object({ brand_ambassador: ambassadorJson }).describe('The token is in the Authorization header'),
    400: errorResponse,
    401: errorResponse.describe("'Invalid email or password'"),
    403: errorResponse.describe('The account is not active (under review, rejected or suspended)'),
    429: errorResponse.describe('Too many attempts for this account or from this address; see Retry-After'),
    500: errorResponse.describe("'An error occurred during sign in'"),
  },
};

export const signOutSchema = {
  headers: bearer,
  response: { 204: z.null().describe('Signed out; the token is revoked'), 401: unauthorized },
};

/** Profile fields one by one; the handler checks the merged profile (at least one link) afterwards. */
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

/** The profile as stored: the same rules as sign-up, including 'at least one link'. */
export const profileSchema = profileFieldsSchema.superRefine((value, ctx) => {
  if (SOCIAL_FIELDS.every((field) => !value[field])) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.socialRequired, path: ['website'] });
  }
});

export const getMeSchema = {
  headers: bearer,
  response: { 200: z.object({ brand_ambassador: ambassadorJson }), 401: unauthorized },
};

export const updateMeSchema = {
  headers: bearer,
  body: z.object(
    {
      brand_ambassador: z.preprocess(
        camelConfirmation,
        profileFieldsSchema
          .partial()
          .extend({ password: passwordSchema.optional(), passwordConfirmation: z.string().optional() })
          .superRefine((value, ctx) => {
            if (value.password === undefined) return;
            if (!value.passwordConfirmation) {
              ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['passwordConfirmation'] });
            } else if (value.passwordConfirmation !== value.password) {
              ctx.addIssue({
                code: 'custom',
                message: VALIDATION_MESSAGES.passwordMismatch,
                path: ['passwordConfirmation'],
              });
            }
          }),
      ),
    },
    { error: REQUIRED },
  ),
  response: {
    200: z.object({ brand_ambassador: ambassadorJson }),
    400: errorResponse,
    401: unauthorized,
  },
};

const PER_PAGE_MAX = 100;
const queryInt = (max: number, fallback: number) =>
  z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(max, { error: INVALID })
    .default(fallback);

/** Spec section 9: page 1, 20 per page by default. */
export const pageQuery = z.object({ page: queryInt(10_000, 1), per_page: queryInt(PER_PAGE_MAX, 20) });

const meta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

const cents = z.number().int().describe('USD cents');

export const referralJson = z.object({
  id: z.uuid(),
  name: z.string(),
  referred_type: z.enum(REFERRED_TYPES),
  status: z.enum(REFERRAL_STATUSES),
  rewards: cents.describe('What this referral earned the ambassador, USD cents'),
  created_at: z.iso.datetime(),
});

export const listReferralsSchema = {
  headers: bearer,
  querystring: pageQuery,
  response: { 200: z.object({ referrals: z.array(referralJson), meta }), 400: errorResponse, 401: unauthorized },
};

export const rewardJson = z.object({
  id: z.uuid(),
  kind: z.enum(['direct', 'indirect', 'reversal']).describe('reversal: a refund of an order whose reward was paid'),
  amount: cents,
  currency: z.literal('USD'),
  status: z.enum(LEDGER_STATUSES),
  referral: z.object({ id: z.uuid(), name: z.string(), referred_type: z.enum(REFERRED_TYPES) }).nullable(),
  available_at: z.iso.datetime().describe('When the refund window ends and the reward can be paid out'),
  paid_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});

export const listRewardsSchema = {
  headers: bearer,
  querystring: pageQuery,
  response: { 200: z.object({ rewards: z.array(rewardJson), meta }), 400: errorResponse, 401: unauthorized },
};

export const payoutJson = z.object({
  id: z.uuid(),
  amount: cents,
  currency: z.literal('USD'),
  status: z.enum(PAYOUT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  brand_ambassador_bank_detail_id: z.uuid(),
  destination: z.string().describe('The masked account or IBAN the payout goes to'),
  paid_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});

export const listPayoutsSchema = {
  headers: bearer,
  querystring: pageQuery,
  response: {
    200: z.object({ reward_payouts: z.array(payoutJson), meta, available_balance: cents }),
    400: errorResponse,
    401: unauthorized,
  },
};

export const requestPayoutSchema = {
  headers: bearer,
  body: z.object(
    {
      reward_payout: z.object({ brand_ambassador_bank_detail_id: z.uuid({ error: REQUIRED }) }, { error: REQUIRED }),
    },
    { error: REQUIRED },
  ),
  response: {
    201: z.object({ reward_payout: payoutJson }),
    400: errorResponse,
    401: unauthorized,
    404: errorResponse.describe('No such bank detail of this ambassador'),
    409: errorResponse.describe('Nothing available to pay out'),
  },
};

const bankText = (max: number) => z.string({ error: INVALID }).trim().max(max, { error: VALIDATION_MESSAGES.tooLong });
const present = (value: string | undefined): value is string => value !== undefined && value !== '';

export const bankDetailInput = z
  .object(
    {
      payment_method: z.enum(PAYMENT_METHODS, { error: REQUIRED }),
      account_number: bankText(64).optional(),
      routing_number: bankText(32).optional(),
      iban: bankText(64).optional(),
      swift_bic: bankText(16).optional(),
    },
    { error: REQUIRED },
  )
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (value.payment_method === 'card') {
      // A card payout needs the card number only; it travels in account_number.
      if (!present(value.account_number)) issue('account_number', REQUIRED);
      else if (!isValidCardNumber(value.account_number)) issue('account_number', BANK_MESSAGES.cardNumber);
      return;
    }
    if (value.payment_method !== 'bank_transfer') return;
    if (!present(value.iban) && !present(value.account_number)) issue('iban', REQUIRED);
    if (present(value.iban) && !isValidIban(value.iban)) issue('iban', BANK_MESSAGES.iban);
    if (present(value.account_number) && !isValidAccountNumber(value.account_number)) {
      issue('account_number', BANK_MESSAGES.accountNumber);
    }
    if (present(value.routing_number) && !isValidRoutingNumber(value.routing_number)) {
      issue('routing_number', BANK_MESSAGES.routingNumber);
    }
    // International transfers are routed by SWIFT/BIC, so a transfer cannot go out without it.
    if (!present(value.swift_bic)) issue('swift_bic', REQUIRED);
    else if (!isValidBic(value.swift_bic)) issue('swift_bic', BANK_MESSAGES.bic);
  });

export const bankDetailJson = z.object({
  id: z.uuid(),
  payment_method: z.enum(PAYMENT_METHODS),
  account_number: nullableText.describe('Masked: •••• 1234'),
  routing_number: nullableText.describe('Masked'),
  iban: nullableText.describe('Masked: DE•• •••• 3000'),
  swift_bic: nullableText,
  created_at: z.iso.datetime(),
});

export const listBankDetailsSchema = {
  headers: bearer,
  response: { 200: z.object({ bank_details: z.array(bankDetailJson) }), 401: unauthorized },
};

export const createBankDetailSchema = {
  headers: bearer,
  body: z.object({ bank_detail: bankDetailInput }, { error: REQUIRED }),
  response: { 201: z.object({ bank_detail: bankDetailJson }), 400: errorResponse, 401: unauthorized },
};

export const statsSchema = {
  headers: bearer,
  response: {
    200: z.object({
      stats: z.object({
        total_referrals: z.number().int(),
        total_orders: z.object({ direct: z.number().int(), indirect: z.number().int(), total: z.number().int() }),
        total_rewards: cents,
        pending_rewards: cents.describe('Rewards not yet in a payout, including those still in the refund window'),
        available_balance: cents.describe('What a payout request would pay now'),
        total_payouts: cents,
        paid_payouts: cents,
        pending_payouts: cents.describe('Payouts requested and not yet paid (pending or processing)'),
        currency: z.literal('USD'),
      }),
    }),
    401: unauthorized,
  },
};

export const recordVisitSchema = {
  body: z.object(
    { referral_code: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(64, { error: INVALID }) },
    { error: REQUIRED },
  ),
  response: {
    201: z
      .object({ referral_code: z.string(), window_days: z.number().int() })
      .describe('Recorded; the shop_ref cookie now carries the code'),
    400: errorResponse,
    404: errorResponse.describe('No active ambassador has this code; no cookie is set'),
  },
};
