/**
 * POST /referrals/visits: the referral landing (/referrals/CODE) reports its visit while the server renders it
 * (or the browser does, when it renders the page itself). The same recording as a ?ref=CODE link to any other page
 * (ambassadors/visits.ts): counted once per visitor a day, with its ?src=, and the code kept in the shop_ref
 * cookie for REFERRAL_WINDOW_DAYS; an unknown code sets nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseReferralCode } from '../../ambassadors/referral-cookie';
import { recordVisitSchema } from '../../ambassadors/schemas';
import { invitingName, recordReferralVisit, sharePicture, visitorOf, visitSettingsFor } from '../../ambassadors/visits';
import { LOCALES } from '../../db/schema';
import { localeOf } from '../../lib/locale';

const visits: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { schema: recordVisitSchema }, async (request, reply) => {
    const { referral_code: code, src } = request.body;
    const settings = await visitSettingsFor(app, request);
    const { ambassador, cookie } = await recordReferralVisit(
      app.database.db,
      {
        code,
        source: src,
        locale: localeOf(request),
        landingPath: `/referrals/${normaliseReferralCode(code)}`,
        visitor: visitorOf(request),
      },
      settings,
    );
    return reply
      .code(201)
      .header('set-cookie', cookie)
      .send({
        referral_code: ambassador.referralCode,
        window_days: settings.windowDays,
        ambassador_name: invitingName(ambassador.name),
      });
  });

  /**
   * GET /referrals/visits/CODE/share.png?locale=ru: the link's share picture (og:image of the landing), naming the
   * ambassador in the landing's language. Public like the landing; cached a day by browsers and link previews.
   */
  app.get(
    '/:code/share.png',
    {
      schema: {
        hide: true,
        params: z.object({ code: z.string().max(64) }),
        querystring: z.object({ locale: z.enum(LOCALES).catch('en') }),
      },
    },
    async (request, reply) => {
      const png = await sharePicture(app, request.params.code, request.query.locale);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );
};

export default visits;
