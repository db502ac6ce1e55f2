/**
 * Referral attribution, rewards, payouts and bank details through the real API and the ledger functions
 * the orders code calls, on PostgreSQL: exactly-once rewards under concurrency, payouts that never exceed
 * the balance, refunds, masking and encryption of bank numbers, and isolation between ambassadors.
 */
import { convertMinor } from '@shop/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptBankNumber } from '../../src/ambassadors/bank-numbers';
import { movePayout, recordRewardsForPaidOrder, reverseRewardsForRefund } from '../../src/ambassadors/ledger';
import { referralCodeFromRequest } from '../../src/ambassadors/referral-cookie';
import { ambassadorKeys } from '../../src/ambassadors/secrets';
import { invitingName } from '../../src/ambassadors/visits';
import { bankDetails, currencyRates, ledgerEntries, referrals, referralVisits } from '../../src/db/schema';
import {
  activeAmbassador,
  buildAmbassadorApp,
  insertPaidOrder,
  PASSWORD,
  send,
  signUp,
  signUpPayload,
  type TestAmbassador,
  uniqueEmail,
} from '../ambassadors-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAmbassadorApp();
});
afterAll(() => app.close());

const settings = () => app.config.ambassadors;
const record = (order: Parameters<typeof recordRewardsForPaidOrder>[1]) =>
  app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, settings()));
const get = (path: string, who: TestAmbassador) => send(app, 'GET', path, undefined, { token: who.token });
const entriesOf = (ambassadorId: string) =>
  app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.ambassadorId, ambassadorId));
/** As if the refund window had passed: the ambassador's held entries become payable now. */
const endHold = (ambassadorId: string) =>
  app.database.db
    .update(ledgerEntries)
    .set({ availableAt: sql`now() - interval '1 second'` })
    .where(eq(ledgerEntries.ambassadorId, ambassadorId));

const IBAN = 'DE89 3704 0044 0532 0130 00';
const BIC = 'COBADEFFXXX';
const HOLDER = 'Leyla Həsənova';
async function addBankDetail(who: TestAmbassador, fields: Record<string, unknown> = {}) {
  const response = await send(
    app,
    'POST',
    '/bank_details',
    {
      bank_detail: {
        payment_method: 'bank_transfer',
        account_holder_name: HOLDER,
        iban: IBAN,
        swift_bic: BIC,
        ...fields,
      },
      current_password: PASSWORD,
    },
    { token: who.token },
  );
  if (response.statusCode !== 201) throw new Error(`bank detail refused: ${response.body}`);
  return response.json().bank_detail as { id: string };
}
const requestPayout = (who: TestAmbassador, bankDetailId: string) =>
  send(
    app,
    'POST',
    '/reward_payouts',
    { reward_payout: { brand_ambassador_bank_detail_id: bankDetailId } },
    { token: who.token },
  );

/** The team's two steps in the back office: processing, then paid. */
async function payOut(payoutId: string) {
  await app.database.db.transaction(async (tx) => {
    await movePayout(tx, payoutId, 'processing');
    await movePayout(tx, payoutId, 'paid', 'TEST-REF');
  });
}

describe('invitingName', () => {
  it('keeps the first name and the initial of the last, in any script', () => {
    expect(invitingName('Aysel Mammadova')).toBe('Aysel M.');
    expect(invitingName('  Ольга  Петровна Ковалёва ')).toBe('Ольга К.');
    expect(invitingName('Şule ışık')).toBe('Şule I.');
    expect(invitingName('Madonna')).toBe('Madonna');
  });
});

describe('POST /referrals/visits', () => {
  it('records a visit of an active code and keeps it in a first-party cookie for 30 days', async () => {
    const ambassador = await activeAmbassador(app);
    const response = await send(app, 'POST', '/visits', { referral_code: ambassador.referralCode.toLowerCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      referral_code: ambassador.referralCode,
      window_days: 30,
      ambassador_name: invitingName(ambassador.name),
    });
    expect(ambassador.name).toContain(' ');
    expect(response.json().ambassador_name).toMatch(/^\S+ \p{Lu}\.$/u);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie.split('; ').sort()).toEqual(
      ['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax', `shop_ref=${ambassador.referralCode}`].sort(),
    );
    const visits = await app.database.db
      .select()
      .from(referralVisits)
      .where(eq(referralVisits.ambassadorId, ambassador.id));
    expect(visits).toHaveLength(1);
    // What the orders code reads back from the next request.
    const next = { headers: { cookie: `a=1; ${cookie.split(';')[0]}` } } as Parameters<
      typeof referralCodeFromRequest
    >[0];
    expect(referralCodeFromRequest(next)).toBe(ambassador.referralCode);
  });

  it('sets nothing for an unknown code or an account that is not active', async () => {
    const fields = signUpPayload();
    const pending = (await signUp(app, fields)).json().brand_ambassador.referral_code as string;
    for (const code of ['NOSUCHCODE', pending]) {
      const response = await send(app, 'POST', '/visits', { referral_code: code }, { language: 'ru' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Эта реферальная ссылка недействительна' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('uses REFERRAL_WINDOW_DAYS for the cookie lifetime and marks it Secure on an https shop', async () => {
    const configured = await buildAmbassadorApp({
      env: { REFERRAL_WINDOW_DAYS: '7', PUBLIC_URL: 'https://shop.example' },
    });
    try {
      const ambassador = await activeAmbassador(configured);
      const response = await send(configured, 'POST', '/visits', { referral_code: ambassador.referralCode });
      expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=604800; .*Secure/);
    } finally {
      await configured.close();
    }
  });

  it('ignores a malformed cookie', () => {
    const request = (cookie: string) => ({ headers: { cookie } }) as Parameters<typeof referralCodeFromRequest>[0];
    expect(referralCodeFromRequest(request('shop_ref=%E0%A4%A'))).toBeUndefined();
    expect(referralCodeFromRequest(request('shop_ref=abc; x=1'))).toBeUndefined();
    expect(referralCodeFromRequest(request('other=ABCD2345'))).toBeUndefined();
  });
});

describe('recordRewardsForPaidOrder', () => {
  it('writes 10% of the amount paid, in USD cents, pending until the refund window ends', async () => {
    const ambassador = await activeAmbassador(app);
    const paidAt = new Date('2030-01-01T10:00:00Z');
    const order = await insertPaidOrder(app, {
      referralCode: ambassador.referralCode,
      total: 4999,
      fullName: 'Aysel Məmmədova',
      paidAt,
    });
    const { created } = await record(order);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      kind: 'reward_direct',
      amount: 500,
      status: 'pending',
      sourceAmount: 4999,
      sourceCurrency: 'USD',
      availableAt: new Date('2030-01-15T10:00:00Z'),
    });
    const [referral] = await app.database.db.select().from(referrals).where(eq(referrals.orderId, order.id));
    expect(referral).toMatchObject({ ambassadorId: ambassador.id, referredType: 'order', name: 'Aysel M.' });

    const rewards = (await get('/rewards', ambassador)).json();
    expect(rewards.rewards).toEqual([
      expect.objectContaining({
        kind: 'direct',
        amount: 500,
        currency: 'USD',
        status: 'pending',
        paid_at: null,
        referral: { id: referral?.id, name: 'Aysel M.', referred_type: 'order' },
      }),
    ]);
    const referralList = (await get('/referrals', ambassador)).json().referrals;
    expect(referralList).toEqual([
      expect.objectContaining({ status: 'pending', rewards: 500, referred_type: 'order' }),
    ]);
  });

  it('converts other currencies to USD with the stored central bank rates', async () => {
    const ambassador = await activeAmbassador(app);
    const order = await insertPaidOrder(app, {
      referralCode: ambassador.referralCode,
      total: 150_000,
      currency: 'TRY',
    });
    const rows = await app.database.db.select().from(currencyRates);
    const rates = Object.fromEntries(rows.map((row) => [row.currency, row.rate]));
    const usd = convertMinor(150_000, 'TRY', 'USD', rates);
    const { created } = await record(order);
    expect(created[0]?.amount).toBe(Math.round(usd / 10));
    expect(created[0]?.amount).toBeGreaterThan(0);
  });

  it('the same payment processed 10 times at once writes one reward, one indirect reward and one referral', async () => {
    const recruiter = await activeAmbassador(app);
    const ambassador = await activeAmbassador(app, {}, { cookie: `shop_ref=${recruiter.referralCode}` });
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 10_000 });
    const results = await Promise.all(Array.from({ length: 10 }, () => record(order)));
    expect(results.flatMap((result) => result.created)).toHaveLength(2);

    const direct = await entriesOf(ambassador.id);
    expect(direct.map(({ kind, amount }) => ({ kind, amount }))).toEqual([{ kind: 'reward_direct', amount: 1000 }]);
    const indirect = await entriesOf(recruiter.id);
    // REFERRAL_INDIRECT_RATE defaults to 2%.
    expect(indirect.map(({ kind, amount }) => ({ kind, amount }))).toEqual([{ kind: 'reward_indirect', amount: 200 }]);
    expect(await app.database.db.select().from(referrals).where(eq(referrals.orderId, order.id))).toHaveLength(1);

    const recruiterRewards = (await get('/rewards', recruiter)).json().rewards;
    expect(recruiterRewards).toEqual([
      expect.objectContaining({
        kind: 'indirect',
        amount: 200,
        referral: expect.objectContaining({ referred_type: 'brandambassador' }),
      }),
    ]);
    const stats = (await get('/stats', recruiter)).json().stats;
    expect(stats).toMatchObject({
      total_referrals: 1,
      total_orders: { direct: 0, indirect: 1, total: 1 },
      total_rewards: 200,
    });
  });

  it('pays the recruiter at REFERRAL_INDIRECT_RATE', async () => {
    const recruiter = await activeAmbassador(app);
    const ambassador = await activeAmbassador(app, {}, { cookie: `shop_ref=${recruiter.referralCode}` });
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 10_000 });
    await app.database.db.transaction((tx) =>
      recordRewardsForPaidOrder(tx, order, { ...settings(), indirectRate: 0.05 }),
    );
    expect((await entriesOf(recruiter.id))[0]?.amount).toBe(500);
  });

  it('self-referral earns nothing: the ambassador buying through their own link, in any letter case', async () => {
    const ambassador = await activeAmbassador(app);
    const order = await insertPaidOrder(app, {
      referralCode: ambassador.referralCode,
      email: ambassador.email.toUpperCase(),
    });
    expect((await record(order)).created).toEqual([]);
    expect(await entriesOf(ambassador.id)).toEqual([]);
    // Held for the team (fraud.ts), which may approve it; until then nothing is written.
    const [referral] = await app.database.db.select().from(referrals).where(eq(referrals.orderId, order.id));
    expect(referral).toMatchObject({ reviewStatus: 'in_review', reviewReasons: ['same_email'] });
  });

  it('earns nothing without a code, with an unknown code or for an ambassador who is no longer active', async () => {
    const ambassador = await activeAmbassador(app);
    await send(app, 'DELETE', '/auth/sign_out', undefined, { token: ambassador.token });
    await app.database.db.execute(sql`update brand_ambassadors set status = 'suspended' where id = ${ambassador.id}`);
    for (const referralCode of [null, 'NOSUCHCODE', ambassador.referralCode]) {
      const order = await insertPaidOrder(app, { referralCode });
      expect((await record(order)).created).toEqual([]);
    }
  });
});

describe('payouts', () => {
  it('pays nothing while rewards are in the refund window, then the whole available balance', async () => {
    const ambassador = await activeAmbassador(app);
    const detail = await addBankDetail(ambassador);
    await record(await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 4000 }));
    await record(await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 6000 }));

    const early = await requestPayout(ambassador, detail.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'nothing_to_pay_out',
      message: 'You have no rewards available for a payout yet',
    });
    expect((await get('/stats', ambassador)).json().stats).toMatchObject({
      total_rewards: 1000,
      pending_rewards: 1000,
      available_balance: 0,
    });

    await endHold(ambassador.id);
    const payout = await requestPayout(ambassador, detail.id);
    expect(payout.statusCode).toBe(201);
    expect(payout.json().reward_payout).toMatchObject({
      amount: 1000,
      currency: 'USD',
      status: 'pending',
      payment_method: 'bank_transfer',
      brand_ambassador_bank_detail_id: detail.id,
      destination: 'DE•• •••• 3000',
      paid_at: null,
    });
    const ledgerSum = (await entriesOf(ambassador.id)).reduce((sum, entry) => sum + entry.amount, 0);
    expect(ledgerSum).toBe(0);
    expect((await get('/stats', ambassador)).json().stats).toMatchObject({
      total_rewards: 1000,
      pending_rewards: 0,
      available_balance: 0,
      total_payouts: 1000,
      pending_payouts: 1000,
      paid_payouts: 0,
    });
    expect(
      (await get('/rewards', ambassador)).json().rewards.map((reward: { status: string }) => reward.status),
    ).toEqual(['processing', 'processing']);

    await payOut(payout.json().reward_payout.id);
    const list = (await get('/reward_payouts', ambassador)).json();
    expect(list).toMatchObject({
      reward_payouts: [{ status: 'paid', amount: 1000, paid_at: expect.any(String) }],
      meta: { page: 1, per_page: 20, total: 1, total_pages: 1 },
      available_balance: 0,
    });
    const rewards = (await get('/rewards', ambassador)).json().rewards;
    expect(
      rewards.map((reward: { status: string; paid_at: string | null }) => [reward.status, typeof reward.paid_at]),
    ).toEqual([
      ['paid', 'string'],
      ['paid', 'string'],
    ]);
    expect((await get('/stats', ambassador)).json().stats).toMatchObject({ paid_payouts: 1000, pending_payouts: 0 });
  });

  it('20 concurrent requests: exactly one payout of the balance, the others 409, no 500', async () => {
    const ambassador = await activeAmbassador(app);
    const detail = await addBankDetail(ambassador);
    for (const total of [1000, 2000, 3000]) {
      await record(await insertPaidOrder(app, { referralCode: ambassador.referralCode, total }));
    }
    await endHold(ambassador.id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => requestPayout(ambassador, detail.id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const paid = responses.find((response) => response.statusCode === 201)?.json().reward_payout;
    expect(paid.amount).toBe(600);
    const payouts = (await get('/reward_payouts', ambassador)).json().reward_payouts;
    expect(payouts).toHaveLength(1);
  });

  it('needs one of the caller own bank details', async () => {
    const ambassador = await activeAmbassador(app);
    const response = await requestPayout(ambassador, '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    const malformed = await requestPayout(ambassador, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('reverseRewardsForRefund', () => {
  const refund = (orderId: string) => app.database.db.transaction((tx) => reverseRewardsForRefund(tx, orderId));

  it('cancels a reward not yet paid out, once, and the referral becomes inactive', async () => {
    const ambassador = await activeAmbassador(app);
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 5000 });
    await record(order);
    await Promise.all([refund(order.id), refund(order.id)]);
    await refund(order.id);

    const entries = await entriesOf(ambassador.id);
    expect(
      entries.map(({ kind, amount, status }) => ({ kind, amount, status })).sort((a, b) => b.amount - a.amount),
    ).toEqual([
      { kind: 'reward_direct', amount: 500, status: 'reversed' },
      { kind: 'reward_reversal', amount: -500, status: 'reversed' },
    ]);
    await endHold(ambassador.id);
    expect((await get('/stats', ambassador)).json().stats).toMatchObject({
      total_rewards: 0,
      pending_rewards: 0,
      available_balance: 0,
    });
    expect((await get('/rewards', ambassador)).json().rewards).toEqual([
      expect.objectContaining({ kind: 'direct', status: 'reversed', amount: 500 }),
    ]);
    expect((await get('/referrals', ambassador)).json().referrals).toEqual([
      expect.objectContaining({ status: 'inactive', rewards: 0 }),
    ]);
  });

  it('records a negative entry for a reward already paid out, which the next payout deducts', async () => {
    const ambassador = await activeAmbassador(app);
    const detail = await addBankDetail(ambassador);
    const refunded = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 5000 });
    await record(refunded);
    await endHold(ambassador.id);
    const first = (await requestPayout(ambassador, detail.id)).json().reward_payout;
    await payOut(first.id);

    await refund(refunded.id);
    await refund(refunded.id);
    const debts = (await entriesOf(ambassador.id)).filter((entry) => entry.kind === 'reward_reversal');
    expect(debts.map(({ amount, status }) => ({ amount, status }))).toEqual([{ amount: -500, status: 'pending' }]);
    expect((await get('/stats', ambassador)).json().stats.available_balance).toBe(-500);
    expect((await requestPayout(ambassador, detail.id)).statusCode).toBe(409);

    await record(await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 8000 }));
    await endHold(ambassador.id);
    const second = await requestPayout(ambassador, detail.id);
    expect(second.statusCode).toBe(201);
    expect(second.json().reward_payout.amount).toBe(300);
  });
});

describe('bank details', () => {
  const post = (who: TestAmbassador, fields: Record<string, unknown>, language = 'en') =>
    send(
      app,
      'POST',
      '/bank_details',
      { bank_detail: { account_holder_name: HOLDER, ...fields }, current_password: PASSWORD },
      { token: who.token, language },
    );
  let ambassador: TestAmbassador;
  beforeAll(async () => {
    ambassador = await activeAmbassador(app);
  });

  it('checks IBAN check digits, BIC shape and card numbers, field by field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { payment_method: 'bank_transfer', iban: 'DE88 3704 0044 0532 0130 00', swift_bic: BIC },
        'iban',
        'common.validation.iban',
      ],
      [
        { payment_method: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130', swift_bic: BIC },
        'iban',
        'common.validation.iban',
      ],
      [{ payment_method: 'bank_transfer', iban: IBAN, swift_bic: 'COBA-DE' }, 'swift_bic', 'common.validation.bic'],
      [{ payment_method: 'bank_transfer', iban: IBAN, swift_bic: 'C0BADEFF' }, 'swift_bic', 'common.validation.bic'],
      [{ payment_method: 'bank_transfer', iban: IBAN }, 'swift_bic', 'common.validation.required'],
      [{ payment_method: 'bank_transfer', swift_bic: BIC }, 'iban', 'common.validation.required'],
      [
        { payment_method: 'card', account_number: '4111 1111 1111 1112' },
        'account_number',
        'common.validation.cardNumber',
      ],
      [{ payment_method: 'card' }, 'account_number', 'common.validation.required'],
      [{ payment_method: 'cash' }, 'payment_method', 'common.validation.required'],
    ];
    for (const [fields, field, messageId] of cases) {
      const response = await post(ambassador, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      const details = response.json().details as Array<{ path: string[]; message_id: string }>;
      expect(details, JSON.stringify(fields)).toContainEqual(
        expect.objectContaining({ path: ['bank_detail', field], message_id: messageId }),
      );
    }
    const turkish = await post(
      ambassador,
      { payment_method: 'bank_transfer', iban: 'TR00 0000', swift_bic: BIC },
      'tr',
    );
    expect(turkish.json().message).toBe('Lütfen geçerli bir IBAN girin');
  });

  it('keeps full numbers only encrypted and shows them masked in every response', async () => {
    const transfer = await post(ambassador, {
      payment_method: 'bank_transfer',
      iban: 'az21 nabz 0000 0000 1370 1000 1944',
      swift_bic: 'nabzaz2x',
      account_number: '1370100019',
      routing_number: '021000021',
    });
    expect(transfer.statusCode).toBe(201);
    expect(transfer.json().bank_detail).toMatchObject({
      payment_method: 'bank_transfer',
      iban: 'AZ•• •••• 1944',
      account_number: '•••• 0019',
      routing_number: '•••• 0021',
      swift_bic: 'NABZAZ2X',
    });
    const card = await post(ambassador, { payment_method: 'card', account_number: '4111-1111-1111-1111', iban: IBAN });
    expect(card.statusCode).toBe(201);
    expect(card.json().bank_detail).toMatchObject({ account_number: '•••• 1111', iban: null, swift_bic: null });

    const listed = (await get('/bank_details', ambassador)).json().bank_details;
    expect(listed).toHaveLength(2);
    const body = JSON.stringify(listed);
    for (const full of ['1370100019', 'NABZ00000000137010001944', '4111111111111111', '021000021']) {
      expect(body).not.toContain(full);
    }

    const [stored] = await app.database.db
      .select()
      .from(bankDetails)
      .where(and(eq(bankDetails.ambassadorId, ambassador.id), eq(bankDetails.paymentMethod, 'bank_transfer')));
    if (!stored?.ibanEncrypted) throw new Error('not stored');
    expect(JSON.stringify(stored)).not.toContain('1370100019');
    const { bankKey } = await ambassadorKeys(app.config, app.log);
    expect(decryptBankNumber(bankKey, ambassador.id, 'iban', stored.ibanEncrypted)).toBe(
      'AZ21NABZ00000000137010001944',
    );
    // Bound to its owner and field: moved to another row or column it does not decrypt.
    expect(() => decryptBankNumber(bankKey, uniqueEmail(), 'iban', stored.ibanEncrypted ?? '')).toThrow();
    expect(() => decryptBankNumber(bankKey, ambassador.id, 'account_number', stored.ibanEncrypted ?? '')).toThrow();
  });
});

describe('every ambassador sees only their own data', () => {
  it("A cannot read or use B's bank details, rewards, referrals or payouts", async () => {
    const a = await activeAmbassador(app);
    const b = await activeAmbassador(app);
    const bDetail = await addBankDetail(b);
    await record(await insertPaidOrder(app, { referralCode: b.referralCode, total: 9000 }));
    await endHold(b.id);
    expect((await requestPayout(b, bDetail.id)).statusCode).toBe(201);

    expect((await get('/bank_details', a)).json().bank_details).toEqual([]);
    expect((await get('/rewards', a)).json()).toMatchObject({ rewards: [], meta: { total: 0 } });
    expect((await get('/referrals', a)).json()).toMatchObject({ referrals: [], meta: { total: 0 } });
    expect((await get('/reward_payouts', a)).json()).toMatchObject({ reward_payouts: [], meta: { total: 0 } });
    expect((await get('/stats', a)).json().stats).toMatchObject({ total_rewards: 0, total_payouts: 0 });
    // B's bank detail id in A's payout request is as unknown as a made-up one.
    const borrowed = await requestPayout(a, bDetail.id);
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json()).toEqual({ error: 'not_found', message: 'Not found' });
  });
});

describe('paging', () => {
  it('pages referrals, rewards and payouts with page and per_page (1 and 20 by default)', async () => {
    const ambassador = await activeAmbassador(app);
    for (const total of [1000, 2000, 3000]) {
      await record(await insertPaidOrder(app, { referralCode: ambassador.referralCode, total }));
    }
    const second = (await get('/rewards?page=2&per_page=2', ambassador)).json();
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect(second.rewards).toHaveLength(1);
    // Newest first: the first order's reward is the last one.
    expect(second.rewards[0].amount).toBe(100);
    expect((await get('/referrals', ambassador)).json().meta).toEqual({
      page: 1,
      per_page: 20,
      total: 3,
      total_pages: 1,
    });
    expect((await get('/referrals?per_page=500', ambassador)).statusCode).toBe(400);
  });
});
