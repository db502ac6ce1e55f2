/**
 * Payout operations through the real API on PostgreSQL: the payout minimum (a translated 422 naming it),
 * the account holder's name and tax id on bank details, the reward rows' order amounts and the explained
 * clawback, and the monthly statement (CSV and PDF).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRewardsForPaidOrder, reverseRewardsForRefund } from '../../src/ambassadors/ledger';
import { ledgerEntries } from '../../src/db/schema';
import { asStaff, signedInStaff } from '../admin-helpers';
import {
  activeAmbassador,
  buildAmbassadorApp,
  GERMAN_BANK_DETAIL,
  insertPaidOrder,
  PASSWORD,
  send,
  type TestAmbassador,
} from '../ambassadors-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAmbassadorApp({ env: { PAYOUT_MINIMUM_CENTS: '2000' } });
});
afterAll(() => app.close());

async function earned(ambassador: TestAmbassador, total: number, currency = 'USD') {
  const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total, currency });
  await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
  await app.database.db
    .update(ledgerEntries)
    .set({ availableAt: sql`now() - interval '1 second'` })
    .where(eq(ledgerEntries.ambassadorId, ambassador.id));
  return order;
}

const addDetail = (who: TestAmbassador, fields: Record<string, unknown>, language = 'en') =>
  send(
    app,
    'POST',
    '/bank_details',
    { bank_detail: { ...GERMAN_BANK_DETAIL, ...fields }, current_password: PASSWORD },
    { token: who.token, language },
  );

const requestPayout = (who: TestAmbassador, bankDetailId: string, language = 'en') =>
  send(
    app,
    'POST',
    '/reward_payouts',
    { reward_payout: { brand_ambassador_bank_detail_id: bankDetailId } },
    { token: who.token, language },
  );

describe('the payout minimum', () => {
  it('refuses a balance under $20 with a 422 naming the minimum in the language of the request', async () => {
    const ambassador = await activeAmbassador(app);
    await earned(ambassador, 15_000); // $15.00 of rewards
    const detail = (await addDetail(ambassador, {})).json().bank_detail;
    const messages: Record<string, string> = {};
    for (const language of ['en', 'ru', 'tr', 'az']) {
      const refused = await requestPayout(ambassador, detail.id, language);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe('payout_below_minimum');
      messages[language] = refused.json().message;
    }
    expect(messages.en).toBe('You can request a payout once your available balance reaches $20.00');
    expect(messages.ru).toMatch(/^Запросить выплату можно, когда доступный баланс достигнет 20,00\s\$$/);
    expect(messages.tr).toMatch(/^Kullanılabilir bakiyeniz \$20,00 tutarına ulaştığında ödeme talep edebilirsiniz$/);
    expect(messages.az).toMatch(/^İstifadə edilə bilən balansınız 20,00\sUS\$ məbləğinə çatanda/);
    // Nothing was taken: the balance waits for the next reward.
    const page = await send(app, 'GET', '/reward_payouts', undefined, { token: ambassador.token });
    expect(page.json()).toMatchObject({ available_balance: 1500, minimum_payout: 2000, reward_payouts: [] });

    await earned(ambassador, 5_000);
    const paid = await requestPayout(ambassador, detail.id);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().reward_payout.amount).toBe(2000);
  });
});

describe('bank details', () => {
  it('need the account holder name; the tax id is optional, masked in answers and in full in the bank file', async () => {
    const ambassador = await activeAmbassador(app);
    const missing = await addDetail(ambassador, { account_holder_name: undefined }, 'ru');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual(
      expect.objectContaining({
        path: ['bank_detail', 'account_holder_name'],
        message_id: 'common.validation.required',
      }),
    );
    const blank = await addDetail(ambassador, { account_holder_name: '   ' });
    expect(blank.statusCode).toBe(400);

    const saved = await addDetail(ambassador, { account_holder_name: ' Leyla Həsənova ', tax_id: '1234567890' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().bank_detail).toMatchObject({ account_holder_name: 'Leyla Həsənova', tax_id: '•••• 7890' });
    expect(saved.body).not.toContain('1234567890');

    await earned(ambassador, 30_000);
    const payout = await requestPayout(ambassador, saved.json().bank_detail.id);
    expect(payout.statusCode, payout.body).toBe(201);
    const id = payout.json().reward_payout.id;
    const admin = await signedInStaff(app, 'admin');
    const view = await asStaff(app, admin, 'GET', `/payouts?ambassador_id=${ambassador.id}`);
    expect(view.json().items[0]).toMatchObject({ account_holder_name: 'Leyla Həsənova', tax_id: '•••• 7890' });
    const csv = await asStaff(app, admin, 'GET', `/payouts/export.csv?ids=${id}`);
    expect(csv.body).toContain(',Leyla Həsənova,1234567890');
  });
});

describe('rewards and statements', () => {
  it('a reward shows its order; a clawback says what was refunded of which reward; the month in CSV and PDF', async () => {
    const ambassador = await activeAmbassador(app);
    const order = await earned(ambassador, 30_000, 'TRY');
    const share = { refundId: '00000000-0000-4000-8000-0000000000b2', amount: 10_000, paid: 30_000, full: false };
    await app.database.db.transaction((tx) => reverseRewardsForRefund(tx, order.id, share));

    const rewards = (await send(app, 'GET', '/rewards', undefined, { token: ambassador.token })).json().rewards;
    const reward = rewards.find((entry: { kind: string }) => entry.kind === 'direct');
    const reversal = rewards.find((entry: { kind: string }) => entry.kind === 'reversal');
    expect(reward.order).toEqual({ number: order.orderNumber, amount: 30_000, currency: 'TRY' });
    expect(reversal.order).toEqual({ number: order.orderNumber, amount: 10_000, currency: 'TRY' });
    expect(reversal.reversal_of).toEqual({ reward: reward.amount, order_amount: 30_000 });
    expect(reversal.amount).toBe(-Math.round(reward.amount / 3));

    const month = new Date().toISOString().slice(0, 7);
    const csv = await send(app, 'GET', `/statements/${month}?format=csv`, undefined, {
      token: ambassador.token,
      language: 'tr',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-${month}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const cents = (value: number) => (value / 100).toFixed(2);
    expect(lines).toEqual([
      'date,entry,order_number,order_amount,order_currency,amount_usd,status',
      expect.stringMatching(
        new RegExp(`^${month}-\\d\\d,Kazanç,${order.orderNumber},300.00,TRY,${cents(reward.amount)},beklemede$`),
      ),
      expect.stringMatching(
        new RegExp(`^${month}-\\d\\d,İade,${order.orderNumber},100.00,TRY,${cents(reversal.amount)},beklemede$`),
      ),
      `,Kazanılan,,,,${cents(reward.amount)},`,
      `,İadeler nedeniyle düşülen,,,,${cents(reversal.amount)},`,
      ',Ödemeler,,,,0.00,',
      `,Ayın net tutarı,,,,${cents(reward.amount + reversal.amount)},`,
    ]);

    const pdf = await send(app, 'GET', `/statements/${month}?format=pdf`, undefined, {
      token: ambassador.token,
      language: 'ru',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another ambassador's statement never shows these entries; a malformed month is refused.
    const other = await activeAmbassador(app);
    const empty = await send(app, 'GET', `/statements/${month}`, undefined, { token: other.token });
    expect(empty.body).not.toContain(order.orderNumber);
    expect((await send(app, 'GET', '/statements/2026-13', undefined, { token: other.token })).statusCode).toBe(400);
    expect((await send(app, 'GET', `/statements/${month}`)).statusCode).toBe(401);
  });
});
