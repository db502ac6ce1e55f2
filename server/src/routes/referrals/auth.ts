/**
 * Sign-up, sign-in and the password reset (public). Sign-up files an application (status submitted; no token,
 * since only active accounts may sign in). Sign-in answers 'Invalid email or password' with the same status and
 * about the same time whether the e-mail is unknown or the password wrong; the token goes out in the
 * Authorization header, and the browser gets its shop_device cookie (fraud checks). The reset request answers
 * 202 alike for every e-mail; the reset itself ends every session of the account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMaySignIn, checkCredentials, internationalPhone, signUp } from '../../ambassadors/account';
import { requestPasswordReset, resetPassword, resetSubject } from '../../ambassadors/account-safety';
import { ensureDeviceId } from '../../ambassadors/device-cookie';
import { ambassadorView } from '../../ambassadors/json';
import { referralCodeFromRequest } from '../../ambassadors/referral-cookie';
import { passwordResetRequestSchema, passwordResetSchema } from '../../ambassadors/reset-schemas';
import { signInSchema, signUpSchema } from '../../ambassadors/schemas';
import type { AmbassadorKeys } from '../../ambassadors/secrets';
import { issueToken } from '../../ambassadors/tokens';
import { detectCountry } from '../../lib/detect-country';
import { HttpError } from '../../lib/http-error';
import { localeOf } from '../../lib/locale';
import { signInGuard } from '../../lib/sign-in-guard';

export interface KeysOption {
  keys: () => Promise<AmbassadorKeys>;
}

const auth: FastifyPluginAsyncZod<KeysOption> = async (app, { keys }) => {
  /** Refusals the client must see as they are; anything else is logged and worded per the spec. */
  const unexpected = (message: string, code: string) => (error: unknown, log: typeof app.log) => {
    if (error instanceof HttpError) return error;
    log.error({ err: error }, code);
    return new HttpError(500, code, message);
  };
  const signUpFailed = unexpected('common.error.signUp', 'sign_up_failed');
  const signInFailed = unexpected('common.error.signIn', 'sign_in_failed');

  app.post('/sign_up', { schema: signUpSchema }, async (request, reply) => {
    const fields = request.body.brand_ambassador;
    // A field of the form, refused as the schema's are (400), before anything is stored.
    const phone = internationalPhone(fields.phone, detectCountry(request));
    try {
      const ambassador = await signUp(
        app.database.db,
        { ...fields, phone },
        localeOf(request),
        referralCodeFromRequest(request),
      );
      return reply.code(201).send({ brand_ambassador: ambassadorView(ambassador) });
    } catch (error) {
      throw signUpFailed(error, request.log);
    }
  });

  // A reset request is counted like a failed sign-in (never 'succeeds'), per e-mail and per address, so the
  // form cannot be used to flood an inbox or to probe e-mails at speed. Trying tokens is limited per address.
  const resetRequests = signInGuard(app, { scope: 'ambassador_reset' });
  app.post(
    '/password',
    { schema: passwordResetRequestSchema, onRequest: resetRequests.onRequest },
    async (request, reply) => {
      const { email } = request.body.brand_ambassador;
      await resetRequests.admit(request, reply, resetSubject(email));
      await requestPasswordReset(app, email);
      return reply.code(202).header('cache-control', 'no-store').send({});
    },
  );

  const resetTries = signInGuard(app, { scope: 'ambassador_reset_token' });
  app.put('/password', { schema: passwordResetSchema, onRequest: resetTries.onRequest }, async (request, reply) => {
    const { reset_password_token: token, password } = request.body.brand_ambassador;
    const attempt = await resetTries.admit(request, reply, request.ip);
    await resetPassword(app, token, password);
    await attempt.succeeded(reply);
    return reply.code(204).send(null);
  });

  const guard = signInGuard(app, { scope: 'ambassador', cookiePath: '/api/v1/referrals/auth' });
  app.post('/sign_in', { schema: signInSchema, onRequest: guard.onRequest }, async (request, reply) => {
    try {
      const { email, password } = request.body.brand_ambassador;
      const attempt = await guard.admit(request, reply, email);
      const ambassador = await checkCredentials(app.database.db, email, password);
      if (!ambassador) {
        throw new HttpError(401, 'invalid_credentials', 'common.error.signInInvalid');
      }
      await attempt.succeeded(reply);
      assertMaySignIn(ambassador);
      const { tokenSecret } = await keys();
      const secure = request.protocol === 'https' || app.config.publicUrl.startsWith('https:');
      const deviceId = ensureDeviceId(request, reply, secure);
      const token = await issueToken(app.database.db, tokenSecret, ambassador, app.config.ambassadors.tokenTtlMs, {
        ip: request.ip,
        deviceId,
      });
      return reply
        .header('authorization', `Bearer ${token}`)
        .header('cache-control', 'no-store')
        .send({ brand_ambassador: ambassadorView(ambassador) });
    } catch (error) {
      throw signInFailed(error, request.log);
    }
  });
};

export default auth;
