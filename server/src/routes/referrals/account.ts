/**
 * The signed-in ambassador's own data. Every query is scoped by their id, so another ambassador's ids
 * find nothing (404) and lists only ever hold the caller's rows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ambassadorStats, listPayouts, listRewards, requestPayout } from '../../ambassadors/ledger';
import { hashPassword } from '../../ambassadors/passwords';
import {
  createBankDetail,
  findById,
  findBankDetail,
  listBankDetails,
  listReferrals,
  updateProfile,
} from '../../ambassadors/repository';
import { revokeOtherSessions, revokeSession } from '../../ambassadors/tokens';
import { faultPoint } from '../../lib/fault-point';
import { notFound } from '../../lib/http-error';
import {
  createBankDetailSchema,
  getMeSchema,
  listBankDetailsSchema,
  listPayoutsSchema,
  listReferralsSchema,
  listRewardsSchema,
  profileSchema,
  requestPayoutSchema,
  signOutSchema,
  statsSchema,
  updateMeSchema,
} from '../../ambassadors/schemas';
import type { KeysOption } from './auth';
import { currentAmbassador, requireAmbassador } from '../../ambassadors/authenticate';
import { validationFailure } from '../../lib/validation-failure';
import { ambassadorView, bankDetailView, pageMeta, payoutView, referralView, rewardView } from './views';

const account: FastifyPluginAsyncZod<KeysOption> = async (app, { keys }) => {
  requireAmbassador(app, keys);
  const db = () => app.database.db;

  app.delete('/auth/sign_out', { schema: signOutSchema }, async (request, reply) => {
    await revokeSession(db(), currentAmbassador(request).sessionId);
    return reply.code(204).send(null);
  });

  const loadMe = async (id: string) => {
    const row = await findById(db(), id);
    if (!row) throw notFound();
    return row;
  };

  app.get('/me', { schema: getMeSchema }, async (request) => ({
    brand_ambassador: ambassadorView(await loadMe(currentAmbassador(request).id)),
  }));

  app.patch('/me', { schema: updateMeSchema }, async (request) => {
    const me = currentAmbassador(request);
    const { password, passwordConfirmation: _confirmation, ...changes } = request.body.brand_ambassador;
    const stored = await loadMe(me.id);
    // Fields left out keep their stored value; an empty link clears it. The result must still be a valid profile.
    const merged = profileSchema.safeParse({
      name: changes.name ?? stored.name,
      country: changes.country ?? stored.country,
      phone: changes.phone ?? stored.phone,
      about: changes.about ?? stored.about ?? undefined,
      website: changes.website ?? stored.website ?? undefined,
      instagram: changes.instagram ?? stored.instagram ?? undefined,
      tiktok: changes.tiktok ?? stored.tiktok ?? undefined,
      youtube: changes.youtube ?? stored.youtube ?? undefined,
      facebook: changes.facebook ?? stored.facebook ?? undefined,
      pinterest: changes.pinterest ?? stored.pinterest ?? undefined,
    });
    if (!merged.success) throw validationFailure(merged.error, ['brand_ambassador']);
    const updated = await updateProfile(db(), me.id, merged.data, password ? await hashPassword(password) : undefined);
    // A new password signs out every other device; this one stays signed in.
    if (password) await revokeOtherSessions(db(), me.id, me.sessionId);
    return { brand_ambassador: ambassadorView(updated) };
  });

  app.get('/stats', { schema: statsSchema }, async (request) => {
    const stats = await ambassadorStats(db(), currentAmbassador(request).id);
    return {
      stats: {
        total_referrals: stats.totalReferrals,
        total_orders: {
          direct: stats.directOrders,
          indirect: stats.indirectOrders,
          total: stats.directOrders + stats.indirectOrders,
        },
        total_rewards: stats.totalRewards,
        pending_rewards: stats.pendingRewards,
        available_balance: stats.availableBalance,
        total_payouts: stats.totalPayouts,
        paid_payouts: stats.paidPayouts,
        pending_payouts: stats.pendingPayouts,
        currency: 'USD' as const,
      },
    };
  });

  app.get('/referrals', { schema: listReferralsSchema }, async (request) => {
    const { page, per_page: perPage } = request.query;
    const { rows, total } = await listReferrals(db(), currentAmbassador(request).id, { page, perPage });
    return { referrals: rows.map(referralView), meta: pageMeta(page, perPage, total) };
  });

  app.get('/rewards', { schema: listRewardsSchema }, async (request) => {
    const { page, per_page: perPage } = request.query;
    const { rows, total } = await listRewards(db(), currentAmbassador(request).id, { page, perPage });
    return { rewards: rows.map(rewardView), meta: pageMeta(page, perPage, total) };
  });

  app.get('/reward_payouts', { schema: listPayoutsSchema }, async (request) => {
    const { page, per_page: perPage } = request.query;
    const { id } = currentAmbassador(request);
    const [{ rows, total }, stats] = await Promise.all([
      listPayouts(db(), id, { page, perPage }),
      ambassadorStats(db(), id),
    ]);
    return {
      reward_payouts: rows.map(payoutView),
      meta: pageMeta(page, perPage, total),
      available_balance: stats.availableBalance,
    };
  });

  app.post('/reward_payouts', { schema: requestPayoutSchema }, async (request, reply) => {
    const { id } = currentAmbassador(request);
    const bankDetailId = request.body.reward_payout.brand_ambassador_bank_detail_id;
    const payout = await requestPayout(db(), id, bankDetailId);
    // The balance is debited but the ambassador never hears so; a second click must not debit it again.
    await faultPoint(app.config, 'payout-committed');
    const detail = await findBankDetail(db(), id, bankDetailId);
    return reply.code(201).send({
      reward_payout: payoutView({
        payout,
        accountNumberMasked: detail?.accountNumberMasked ?? null,
        ibanMasked: detail?.ibanMasked ?? null,
      }),
    });
  });

  app.get('/bank_details', { schema: listBankDetailsSchema }, async (request) => ({
    bank_details: (await listBankDetails(db(), currentAmbassador(request).id)).map(bankDetailView),
  }));

  app.post('/bank_details', { schema: createBankDetailSchema }, async (request, reply) => {
    const input = request.body.bank_detail;
    const { bankKey } = await keys();
    const row = await createBankDetail(db(), bankKey, currentAmbassador(request).id, {
      paymentMethod: input.payment_method,
      accountNumber: input.account_number || undefined,
      // A card needs only its number; anything else sent with it is not kept.
      ...(input.payment_method === 'bank_transfer'
        ? {
            routingNumber: input.routing_number || undefined,
            iban: input.iban || undefined,
            swiftBic: input.swift_bic || undefined,
          }
        : {}),
    });
    return reply.code(201).send({ bank_detail: bankDetailView(row) });
  });
};

export default account;
