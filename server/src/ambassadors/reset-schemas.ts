/** Route schemas of the password reset (routes/referrals/auth.ts); the bodies are the contract's (account-safety.ts). */
import { passwordResetBodySchema, passwordResetRequestBodySchema } from '@shop/shared/contracts';
import { z } from 'zod';
import { errorResponse } from '../lib/http-error';

/** POST /referrals/auth/password: 202 whether or not the e-mail has an account (no enumeration). */
export const passwordResetRequestSchema = {
  body: passwordResetRequestBodySchema,
  response: {
    202: z.object({}),
    400: errorResponse,
    429: errorResponse.describe('Too many requests for this e-mail or from this address; see Retry-After'),
  },
};

/** PUT /referrals/auth/password: the new password with the e-mail's token; every session ends. */
export const passwordResetSchema = {
  body: passwordResetBodySchema,
  response: {
    204: z.null(),
    400: errorResponse,
    422: errorResponse.describe('The link is unknown, used or expired'),
    429: errorResponse.describe('Too many tries from this address; see Retry-After'),
  },
};
