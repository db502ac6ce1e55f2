/**
 * POST /referrals/visits: the storefront's referral landing reports a visit. A known, active code is
 * counted and stored in the shop_ref cookie for REFERRAL_WINDOW_DAYS; an unknown one sets nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralCookie } from '../../ambassadors/referral-cookie';
import { invitingName, recordReferralVisit } from '../../ambassadors/visits';
import { localeOf } from '../../lib/locale';
import { recordVisitSchema } from '../../ambassadors/schemas';

const visits: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { schema: recordVisitSchema }, async (request, reply) => {
    const ambassador = await recordReferralVisit(app.database.db, request.body.referral_code, localeOf(request));
    const windowDays = app.config.ambassadors.referralWindowDays;
    const secure = request.protocol === 'https' || app.config.publicUrl.startsWith('https:');
    return reply
      .code(201)
      .header('set-cookie', referralCookie(ambassador.referralCode, windowDays, secure))
      .send({
        referral_code: ambassador.referralCode,
        window_days: windowDays,
        ambassador_name: invitingName(ambassador.name),
      });
  });
};

export default visits;
