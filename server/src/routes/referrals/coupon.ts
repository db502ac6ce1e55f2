/**
 * The signed-in ambassador's personal coupon code (ambassadors/coupons.ts): read it (an account from before
 * codes gets one at this first read) and change it once. Registered inside the bearer-token scope of account.ts.
 */
import { changeCouponCodeBodySchema, couponCodeResponseSchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAmbassador } from '../../ambassadors/authenticate';
import { changeMyCouponCode, myCouponCode } from '../../ambassadors/coupons';
import { errorResponse } from '../../lib/http-error';
import { localeOf } from '../../lib/locale';

const headers = z.object({ authorization: z.string().optional().describe('Bearer <token>') });
const unauthorized = errorResponse.describe('No token, or a token that is invalid, expired or revoked');

const coupon: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const percent = () => app.config.ambassadors.couponDiscountPercent;

  app.get(
    '/coupon_code',
    { schema: { headers, response: { 200: couponCodeResponseSchema, 401: unauthorized } } },
    async (request) => ({ coupon_code: await myCouponCode(db(), currentAmbassador(request).id, percent()) }),
  );

  app.put(
    '/coupon_code',
    {
      schema: {
        headers,
        body: changeCouponCodeBodySchema,
        description:
          "The ambassador's one change of their code. 422 'validation_error' (not 4–20 Latin letters and digits), " +
          "'coupon_taken' (another ambassador's, whatever the case) or 'coupon_changed_once'; details name the field.",
        response: { 200: couponCodeResponseSchema, 400: errorResponse, 401: unauthorized, 422: errorResponse },
      },
    },
    async (request) => {
      const { id } = currentAmbassador(request);
      const typed = request.body.coupon_code.code;
      return { coupon_code: await changeMyCouponCode(db(), id, typed, percent(), localeOf(request)) };
    },
  );
};

export default coupon;
