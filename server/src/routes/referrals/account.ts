/**
 * The signed-in ambassador's own data, behind the bearer-token hook (ambassadors/authenticate.ts).
 * The work is in ambassadors/account.ts, scoped by the caller's id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankDetailsJson,
  loadAmbassador,
  payoutsPage,
  referralsPage,
  requestPayoutJson,
  rewardsPage,
  statsJson,
} from '../../ambassadors/account';
import { addBankDetailSafely, changeProfileSafely } from '../../ambassadors/account-safety';
import { currentAmbassador, requireAmbassador } from '../../ambassadors/authenticate';
import { ambassadorView } from '../../ambassadors/json';
import {
  createBankDetailSchema,
  getMeSchema,
  listBankDetailsSchema,
  listPayoutsSchema,
  listReferralsSchema,
  listRewardsSchema,
  requestPayoutSchema,
  signOutSchema,
  statsSchema,
  updateMeSchema,
} from '../../ambassadors/schemas';
import { revokeSession } from '../../ambassadors/tokens';
import { detectCountry } from '../../lib/detect-country';
import { faultPoint } from '../../lib/fault-point';
import type { KeysOption } from './auth';
import coupon from './coupon';

const account: FastifyPluginAsyncZod<KeysOption> = async (app, { keys }) => {
  requireAmbassador(app, keys);
  const db = () => app.database.db;
  // Child scope: the coupon code routes run behind the same token hook.
  await app.register(coupon);

  app.delete('/auth/sign_out', { schema: signOutSchema }, async (request, reply) => {
    await revokeSession(db(), currentAmbassador(request).sessionId);
    return reply.code(204).send(null);
  });

  app.get('/me', { schema: getMeSchema }, async (request) => ({
    brand_ambassador: ambassadorView(await loadAmbassador(db(), currentAmbassador(request).id)),
  }));

  app.patch('/me', { schema: updateMeSchema }, async (request) => ({
    brand_ambassador: ambassadorView(
      await changeProfileSafely(
        app,
        currentAmbassador(request),
        request.body.brand_ambassador,
        request.body.current_password,
        detectCountry(request),
      ),
    ),
  }));

  app.get('/stats', { schema: statsSchema }, async (request) => ({
    stats: await statsJson(db(), currentAmbassador(request).id),
  }));

  app.get('/referrals', { schema: listReferralsSchema }, async (request) =>
    referralsPage(db(), currentAmbassador(request).id, request.query),
  );

  app.get('/rewards', { schema: listRewardsSchema }, async (request) =>
    rewardsPage(db(), currentAmbassador(request).id, request.query),
  );

  app.get('/reward_payouts', { schema: listPayoutsSchema }, async (request) => ({
    ...(await payoutsPage(db(), currentAmbassador(request).id, request.query)),
    minimum_payout: app.config.ambassadors.payoutMinimum,
  }));

  app.post('/reward_payouts', { schema: requestPayoutSchema }, async (request, reply) => {
    const bankDetailId = request.body.reward_payout.brand_ambassador_bank_detail_id;
    // The balance is debited but the ambassador never hears so; a second click must not debit it again.
    const payout = await requestPayoutJson(
      db(),
      currentAmbassador(request).id,
      bankDetailId,
      app.config.ambassadors.payoutMinimum,
      () => faultPoint(app.config, 'payout-committed'),
    );
    return reply.code(201).send({ reward_payout: payout });
  });

  app.get('/bank_details', { schema: listBankDetailsSchema }, async (request) => ({
    bank_details: await bankDetailsJson(db(), currentAmbassador(request).id),
  }));

  app.post('/bank_details', { schema: createBankDetailSchema }, async (request, reply) => {
    const { bankKey } = await keys();
    const { bank_detail: fields, current_password: currentPassword } = request.body;
    const detail = await addBankDetailSafely(app, bankKey, currentAmbassador(request).id, fields, currentPassword);
    return reply.code(201).send({ bank_detail: detail });
  });
};

export default account;
