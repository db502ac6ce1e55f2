/**
 * Route schemas of the ambassador API (/referrals/...). Bodies, queries and answers are the API contract in
 * @shop/shared/contracts, which the ambassador dashboard reads too; the bank-number checks, the merged
 * profile rule and the refusals each route documents are the server's.
 */
import {
  ambassadorResponseSchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  bankDetailFieldsSchema,
  bankDetailResponseSchema,
  bankDetailsResponseSchema,
  currentPasswordSchema,
  pageQuerySchema,
  payoutResponseSchema,
  payoutsPageSchema,
  profileFieldsSchema,
  recordVisitBodySchema,
  referralsPageSchema,
  requestPayoutBodySchema,
  rewardsPageSchema,
  signInBodySchema,
  signUpBodySchema,
  statsResponseSchema,
  updateMeBodySchema,
  visitRecordedSchema,
} from '@shop/shared/contracts';
import { SOCIAL_FIELDS, VALIDATION_MESSAGES } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from '../lib/http-error';
import { isValidAccountNumber, isValidBic, isValidCardNumber, isValidIban, isValidRoutingNumber } from './bank-numbers';

const { required: REQUIRED } = VALIDATION_MESSAGES;

/** Bank-detail messages of the common catalogue (the shared validation module has no bank rules). */
const BANK_MESSAGES = {
  iban: 'common.validation.iban',
  bic: 'common.validation.bic',
  cardNumber: 'common.validation.cardNumber',
  accountNumber: 'common.validation.accountNumber',
  routingNumber: 'common.validation.routingNumber',
} as const;

const unauthorized = errorResponse.describe('No token, or a token that is invalid, expired or revoked');
const bearer = z.object({ authorization: z.string().optional().describe('Bearer <token>') });

export const signUpSchema = {
  body: signUpBodySchema,
  response: {
    201: ambassadorResponseSchema,
    400: errorResponse,
    409: errorResponse.describe('An account with this e-mail exists'),
    500: errorResponse.describe("'An error occurred during sign up'"),
  },
};

export const signInSchema = {
  body: signInBodySchema,
  response: {
    200: ambassadorResponseSchema.describe('The token is in the Authorization header'),
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

/**
 * The profile as stored: the same rules as sign-up, including 'at least one link'. The country may be missing only
 * for an account from before the country list that has not picked one yet (a profile change always sends it).
 */
export const profileSchema = profileFieldsSchema.partial({ country: true }).superRefine((value, ctx) => {
  if (SOCIAL_FIELDS.every((field) => !value[field])) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.socialRequired, path: ['website'] });
  }
});

export const getMeSchema = {
  headers: bearer,
  response: { 200: ambassadorResponseSchema, 401: unauthorized },
};

export const updateMeSchema = {
  headers: bearer,
  body: updateMeBodySchema,
  response: {
    200: ambassadorResponseSchema,
    400: errorResponse,
    401: unauthorized,
    409: errorResponse.describe('Another account has this e-mail'),
    422: errorResponse.describe('A new password or e-mail without the right current_password'),
  },
};

/** Spec section 9: page 1, 20 per page by default (the back office's lists page the same way). */
export const pageQuery = pageQuerySchema;

export const listReferralsSchema = {
  headers: bearer,
  querystring: pageQuery,
  response: { 200: referralsPageSchema, 400: errorResponse, 401: unauthorized },
};

export const listRewardsSchema = {
  headers: bearer,
  querystring: pageQuery,
  response: { 200: rewardsPageSchema, 400: errorResponse, 401: unauthorized },
};

export const listPayoutsSchema = {
  headers: bearer,
  querystring: pageQuery,
  response: { 200: payoutsPageSchema, 400: errorResponse, 401: unauthorized },
};

export const requestPayoutSchema = {
  headers: bearer,
  body: requestPayoutBodySchema,
  response: {
    201: payoutResponseSchema,
    400: errorResponse,
    401: unauthorized,
    404: errorResponse.describe('No such bank detail of this ambassador'),
    409: errorResponse.describe('Nothing available to pay out'),
  },
};

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/** The bank detail's fields (the contract) with the checks only the server makes: what a method needs, valid numbers. */
const bankDetailInput = bankDetailFieldsSchema.superRefine((value, ctx) => {
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

export const listBankDetailsSchema = {
  headers: bearer,
  response: { 200: bankDetailsResponseSchema, 401: unauthorized },
};

export const createBankDetailSchema = {
  headers: bearer,
  body: z.object({ bank_detail: bankDetailInput, current_password: currentPasswordSchema }, { error: REQUIRED }),
  response: {
    201: bankDetailResponseSchema,
    400: errorResponse,
    401: unauthorized,
    422: errorResponse.describe("current_password is not the account's password"),
  },
};

export const statsSchema = {
  headers: bearer,
  response: { 200: statsResponseSchema, 401: unauthorized },
};

export const analyticsSchema = {
  headers: bearer,
  querystring: analyticsQuerySchema,
  response: {
    200: analyticsResponseSchema,
    400: errorResponse.describe('An unknown period, a date that is no YYYY-MM-DD, from after to, or too many buckets'),
    401: unauthorized,
  },
};

export const recordVisitSchema = {
  body: recordVisitBodySchema,
  response: {
    201: visitRecordedSchema.describe('Recorded; the shop_ref cookie now carries the code'),
    400: errorResponse,
    404: errorResponse.describe('No active ambassador has this code; no cookie is set'),
  },
};
