/**
 * Ambassador account safety: the password reset by e-mail (POST /referrals/auth/password asks for a link, PUT
 * sets the new password with its token) and the current password that changing the password, the e-mail or
 * the bank details needs (`current_password` beside the changed fields).
 */
import { EMAIL_MAX, PASSWORD_MAX, passwordSchema, VALIDATION_MESSAGES } from '../validation';
import { z } from '../zod';

const { required: REQUIRED, invalid: INVALID } = VALIDATION_MESSAGES;

/** The password the ambassador has now; checked on the server (a wrong one is a 422 of its own). */
export const currentPasswordSchema = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .max(PASSWORD_MAX, { error: INVALID });

/** POST /referrals/auth/password: answered 202 alike whether or not the e-mail has an account. */
export const passwordResetRequestBodySchema = z.object(
  {
    brand_ambassador: z.object(
      {
        email: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(EMAIL_MAX, { error: INVALID }),
      },
      { error: REQUIRED },
    ),
  },
  { error: REQUIRED },
);
export type PasswordResetRequest = z.input<typeof passwordResetRequestBodySchema>['brand_ambassador'];

/** PUT /referrals/auth/password: the token from the e-mail's link and the new password, twice. */
export const passwordResetBodySchema = z.object(
  {
    brand_ambassador: z
      .object(
        {
          reset_password_token: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200, { error: INVALID }),
          password: passwordSchema,
          password_confirmation: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
        },
        { error: REQUIRED },
      )
      .superRefine((value, ctx) => {
        if (value.password_confirmation !== value.password) {
          ctx.addIssue({
            code: 'custom',
            message: VALIDATION_MESSAGES.passwordMismatch,
            path: ['password_confirmation'],
          });
        }
      }),
  },
  { error: REQUIRED },
);
export type PasswordResetFields = z.input<typeof passwordResetBodySchema>['brand_ambassador'];

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
