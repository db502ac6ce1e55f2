/**
 * Staff sign-in, sign-out and "who am I". Sign-in answers 'Invalid email or password' with the same status
 * and about the same time for an unknown e-mail, a wrong password and a disabled account, and is rate
 * limited like the ambassadors' sign-in (its own counters). The session token goes out only as the
 * HttpOnly cookie; no script ever sees it.
 */
import { type StaffUser, staffUserResponseSchema } from '@shop/shared/contracts';
import { staffSignInSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyPassword } from '../../ambassadors/passwords';
import { errorResponse, HttpError } from '../../lib/http-error';
import { signInGuard } from '../../lib/sign-in-guard';
import { findStaffByEmail, recordSignIn } from '../../staff/accounts';
import { authenticateStaff, currentStaff, sessionPolicy, setSessionCookie } from '../../staff/auth';
import { guardResponses } from '../../staff/schemas';
import { openSession, revokeSession } from '../../staff/sessions';

const staffOf = (staff: StaffUser): StaffUser => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
});

const auth: FastifyPluginAsyncZod = async (app) => {
  const guard = signInGuard(app, { scope: 'staff', cookiePath: '/api/v1/admin/auth' });

  app.post(
    '/sign_in',
    {
      onRequest: guard.onRequest,
      schema: {
        tags: ['admin'],
        body: staffSignInSchema,
        response: {
          200: staffUserResponseSchema,
          400: errorResponse,
          401: errorResponse.describe("'Invalid email or password'"),
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await guard.admit(request, reply, email);
      const user = await findStaffByEmail(app.database.db, email);
      const matches = await verifyPassword(user?.passwordHash, password);
      // A disabled account reads like a wrong password: the answer tells nobody which accounts exist.
      if (!user || !matches || user.disabledAt !== null) {
        throw new HttpError(401, 'invalid_credentials', 'common.error.signInInvalid');
      }
      const token = await openSession(app.database.db, user.id, sessionPolicy(app), {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      await recordSignIn(app.database.db, user.id);
      setSessionCookie(app, reply, token);
      await attempt.succeeded(reply);
      return { staff: staffOf(user) };
    },
  );

  await app.register(async (scope) => {
    authenticateStaff(scope);

    scope.get(
      '/me',
      { schema: { tags: ['admin'], response: { 200: staffUserResponseSchema, ...guardResponses } } },
      async (request) => ({ staff: staffOf(currentStaff(request)) }),
    );

    scope.post(
      '/sign_out',
      { schema: { tags: ['admin'], response: { 204: z.null(), ...guardResponses } } },
      async (request, reply) => {
        await revokeSession(app.database.db, currentStaff(request).sessionId);
        setSessionCookie(app, reply, null);
        return reply.code(204).send(null);
      },
    );
  });
};

export default auth;
