/**
 * Personal coupon codes through the real API and database: the friend's 5% off the book in every
 * currency, the translated refusals, attribution without the cookie and over another's cookie, the reward on what
 * the friend paid, and the ambassador's one change of their code.
 */
import { randomBytes } from 'node:crypto';
import { FALLBACK_RATES, ratesOrFallback } from '@shop/shared/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalEmail } from '../../src/ambassadors/fraud';
import { brandAmbassadors, ledgerEntries, referrals } from '../../src/db/schema';
import { findOrder } from '../../src/orders/repository';
import { completeSession } from '../../src/payments/sandbox/sessions';
import { asStaff, signedInStaff } from '../admin-helpers';
import { activeAmbassador, buildAmbassadorApp, type TestAmbassador } from '../ambassadors-helpers';
import {
  type CreatedOrder,
  child,
  completeOrder,
  contact,
  markCharactersReady,
  orderCall,
  READY_BOOK,
  tokenHeader,
} from '../orders-fixtures';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildAmbassadorApp({ env: { PUBLIC_URL: 'http://127.0.0.1:9' } });
});

afterAll(async () => {
  await app.close();
});

const hex = () => randomBytes(4).toString('hex');

function patch(
  created: CreatedOrder,
  order: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${created.id}`,
    headers: { ...tokenHeader(created.token), ...headers },
    payload: { order },
  });
}

function couponCall(
  ambassador: TestAmbassador,
  method: 'GET' | 'PUT',
  code?: string,
  language = 'en',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: '/api/v1/referrals/coupon_code',
    headers: { authorization: `Bearer ${ambassador.token}`, 'accept-language': language },
    ...(code === undefined ? {} : { payload: { coupon_code: { code } } }),
  });
}

async function couponOf(ambassador: TestAmbassador): Promise<string> {
  const response = await couponCall(ambassador, 'GET');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().coupon_code.code;
}

let friends = 0;

/**
 * A hardcover order of the ready book with every step done, bought by `email` (a friend: another phone and
 * address than the ambassadors', from a network of their own, so the fraud checks let the reward through).
 */
async function hardcoverOrder(
  options: { currency?: string; email?: string; headers?: Record<string, string> } = {},
): Promise<CreatedOrder> {
  friends += 1;
  const remoteAddress = `198.51.100.${friends}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: options.headers ?? {},
    remoteAddress,
    payload: {
      order: { child: child(), book_slug: READY_BOOK, ...(options.currency ? { currency: options.currency } : {}) },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = { id: response.json().order.id, token: response.json().access_token, body: response.json() };
  await markCharactersReady(app, created.id);
  const steps = await app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${created.id}`,
    headers: { ...tokenHeader(created.token), ...options.headers },
    remoteAddress,
    payload: {
      order: {
        version: 'hardcover',
        contact: contact({
          email: options.email ?? `parent-${hex()}@example.com`,
          phone: `+994 55 ${String(1_000_000 + friends).slice(1, 4)} ${String(friends).padStart(4, '0')}`,
          shipping_address: `Nizami küçəsi ${friends}, Bakı`,
        }),
      },
    },
  });
  expect(steps.statusCode, steps.body).toBe(200);
  return created;
}

/** Pays through the sandbox gateway as the parent does: confirm_and_pay, the payment page, complete_payment. */
async function pay(created: CreatedOrder) {
  const confirmed = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const sessionId = new URL(confirmed.json().payment_url).pathname.split('/').pop() ?? '';
  await completeSession(app.database.db, sessionId, { status: 'succeeded', failureCode: null, cardLast4: '4242' });
  const paid = await orderCall(app, created, 'POST', 'complete_payment', { session_id: sessionId });
  expect(paid.json().order.status, paid.body).toBe('paid');
  const order = await findOrder(app.database.db, created.id);
  if (!order) throw new Error('the paid order vanished');
  return order;
}

async function directRewards(orderId: string) {
  return app.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'reward_direct')));
}

describe('the coupon on the price summary', () => {
  it('runs on the central bank fallback rates, which the exact amounts below are worked out from', async () => {
    const rates = ratesOrFallback((await app.inject({ method: 'GET', url: '/api/v1/currency_rates' })).json());
    expect(rates).toEqual(FALLBACK_RATES);
  });

  // The seed's hardcover book is $29.99 + $25.00 = $54.99, converted through AZN (1.7 per dollar) and shown ending in
  // .99: ₼93.99, 2 134,99 ₺ (0.0438 ₼ per lira), 4 420,99 ₽ (2.1146 ₼ per 100 roubles). 5% of each ends in .95 of a
  // minor unit, rounded half away from zero; shipping is not discounted.
  it.each([
    ['USD', 5499, 275, 470],
    ['AZN', 9399, 470, 470],
    ['TRY', 213499, 10675, 470],
    ['RUB', 442099, 22105, 470],
  ])('takes 5 percent off the book in %s, to the minor unit', async (currency, book, discount, discountAzn) => {
    const ambassador = await activeAmbassador(app, { name: 'Aylin Kaya' });
    const code = await couponOf(ambassador);
    const created = await hardcoverOrder({ currency });
    const before = (await orderCall(app, created, 'GET')).json().order.price;
    expect(before).toMatchObject({ currency, discount: 0 });
    expect(before.base_price + before.version_price).toBe(book);

    // Typed in another case than the ambassador wrote it.
    const applied = await patch(created, { coupon_code: ` ${code.toLowerCase()} ` });
    expect(applied.statusCode, applied.body).toBe(200);
    const { order } = applied.json();
    expect(order.coupon_code).toBe(code);
    expect(order.price).toEqual({
      ...before,
      discount,
      total: before.subtotal - discount,
      // The AZN total is the same order priced in manat: ₼93.99 − ₼4.70 (its own shipping unchanged).
      total_azn: before.total_azn - discountAzn,
    });
    // The version step shows the discounted prices too, so going back changes nothing.
    expect(order.version_prices.hardcover).toEqual(order.price);

    const removed = await patch(created, { coupon_code: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().order).toMatchObject({ coupon_code: null, price: before });
  });
});

describe('refused codes', () => {
  it.each([
    ['en', 'There is no such code. Please check it and try again'],
    ['ru', 'Такого кода нет. Проверьте, правильно ли он введён'],
    ['tr', 'Böyle bir kod yok. Lütfen kodu kontrol edip tekrar deneyin'],
    ['az', 'Belə kod yoxdur. Zəhmət olmasa, kodu yoxlayıb yenidən cəhd edin'],
  ])('answers an unknown code with a 422 worded in %s, naming the field', async (language, message) => {
    const created = await hardcoverOrder();
    for (const typed of ['NOSUCHCODE42', 'no such code', 'x']) {
      const response = await patch(created, { coupon_code: typed }, { 'accept-language': language });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        error: 'coupon_unknown',
        message,
        details: [
          {
            path: ['order', 'coupon_code'],
            message_id: 'common.error.couponUnknown',
            message,
            code: 'coupon_unknown',
            location: 'body',
          },
        ],
      });
    }
    const order = await findOrder(app.database.db, created.id);
    expect(order).toMatchObject({ couponCode: null, couponDiscountBp: 0 });
  });

  it("refuses a suspended ambassador's code as unknown", async () => {
    const ambassador = await activeAmbassador(app);
    const code = await couponOf(ambassador);
    await app.database.db
      .update(brandAmbassadors)
      .set({ status: 'suspended' })
      .where(eq(brandAmbassadors.id, ambassador.id));
    const response = await patch(await hardcoverOrder(), { coupon_code: code });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toBe('coupon_unknown');
  });

  it.each([
    ['the same address', (email: string) => email],
    ['another case', (email: string) => email.toUpperCase()],
    ['a +tag and Gmail dots', (email: string) => email.replace('aylin.kaya.', 'Aylin.Ka.ya').replace('@', '+kitap@')],
    ['googlemail.com', (email: string) => email.replace('gmail.com', 'googlemail.com').replaceAll('.', '')],
  ])("refuses the ambassador's own code on an order bought with %s", async (_label, written) => {
    const email = `aylin.kaya.${hex()}@gmail.com`;
    const ambassador = await activeAmbassador(app, { name: 'Aylin Kaya', email });
    const code = await couponOf(ambassador);
    const buyer = written(email).replace('googlemailcom', 'googlemail.com');
    expect(canonicalEmail(buyer)).toBe(canonicalEmail(email));
    const created = await hardcoverOrder({ email: buyer });
    const response = await patch(created, { coupon_code: code }, { 'accept-language': 'tr' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'coupon_own',
      message: 'Kendi kodunuzu kullanamazsınız; bu kod arkadaşlarınız için',
      details: [{ path: ['order', 'coupon_code'], message_id: 'common.error.couponOwn', code: 'coupon_own' }],
    });
    expect((await orderCall(app, created, 'GET')).json().order).toMatchObject({ coupon_code: null });
  });

  it('takes the code off when the contact e-mail becomes the ambassador’s own after it was applied', async () => {
    const email = `aylin.${hex()}@gmail.com`;
    const ambassador = await activeAmbassador(app, { email });
    const code = await couponOf(ambassador);
    const created = await hardcoverOrder();
    expect((await patch(created, { coupon_code: code })).json().order.price.discount).toBeGreaterThan(0);
    const order = (await orderCall(app, created, 'GET')).json().order;
    const own = email.replace('@', '+gift@');
    const changed = await patch(created, { contact: { ...order.contact, email: own, terms: true } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().order).toMatchObject({ coupon_code: null, price: { discount: 0 } });
    expect((await findOrder(app.database.db, created.id))?.referralCode).toBeNull();
  });
});

describe('attribution and the reward', () => {
  it('credits the ambassador without the referral cookie, 10% of what the friend paid after the discount', async () => {
    const ambassador = await activeAmbassador(app);
    const code = await couponOf(ambassador);
    const created = await hardcoverOrder({ currency: 'USD' });
    expect((await findOrder(app.database.db, created.id))?.referralCode).toBeNull();
    const applied = await patch(created, { coupon_code: code });
    const { price } = applied.json().order;
    // $54.99 + $7.99 shipping − $2.75.
    expect(price).toMatchObject({ subtotal: 6298, discount: 275, total: 6023 });

    const paid = await pay(created);
    expect(paid).toMatchObject({ referralCode: ambassador.referralCode, couponCode: code, couponDiscountBp: 500 });
    expect(paid.price).toMatchObject({ discount: 275, total: 6023 });
    const [referral] = await app.database.db.select().from(referrals).where(eq(referrals.orderId, created.id));
    expect(referral?.ambassadorId).toBe(ambassador.id);
    const rewards = await directRewards(created.id);
    // 10% of $60.23 = 602.3 → 602 cents, not 10% of the undiscounted $62.98.
    expect(rewards).toEqual([
      expect.objectContaining({ ambassadorId: ambassador.id, amount: 602, sourceAmount: 6023, sourceCurrency: 'USD' }),
    ]);

    // The team sees the code and its discount on the order.
    const staff = await asStaff(app, await signedInStaff(app, 'support'), 'GET', `/orders/${created.id}`);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().order).toMatchObject({
      coupon_code: code,
      referral_code: ambassador.referralCode,
      price: { discount: 275, total: 6023 },
    });
  });

  it("wins over another ambassador's referral cookie; taking it off credits the cookie's ambassador again", async () => {
    const linkOwner = await activeAmbassador(app);
    const codeOwner = await activeAmbassador(app);
    const code = await couponOf(codeOwner);
    const cookie = { cookie: `shop_ref=${linkOwner.referralCode}` };
    const created = await hardcoverOrder({ headers: cookie });
    expect((await findOrder(app.database.db, created.id))?.referralCode).toBe(linkOwner.referralCode);

    expect((await patch(created, { coupon_code: code }, cookie)).statusCode).toBe(200);
    expect((await findOrder(app.database.db, created.id))?.referralCode).toBe(codeOwner.referralCode);
    expect((await patch(created, { coupon_code: null }, cookie)).statusCode).toBe(200);
    expect((await findOrder(app.database.db, created.id))?.referralCode).toBe(linkOwner.referralCode);
    expect((await patch(created, { coupon_code: code }, cookie)).statusCode).toBe(200);

    await pay(created);
    const rewards = await directRewards(created.id);
    expect(rewards.map((reward) => reward.ambassadorId)).toEqual([codeOwner.id]);
  });

  it('applies the discount configured in COUPON_DISCOUNT_PERCENT', async () => {
    const ten = await buildAmbassadorApp({ env: { COUPON_DISCOUNT_PERCENT: '10' } });
    try {
      const ambassador = await activeAmbassador(ten);
      const code = (
        await ten.inject({
          method: 'GET',
          url: '/api/v1/referrals/coupon_code',
          headers: { authorization: `Bearer ${ambassador.token}` },
        })
      ).json().coupon_code;
      expect(code.discount_percent).toBe(10);
      const created = await completeOrder(ten, { currency: 'USD' }, { version: 'hardcover' });
      const response = await ten.inject({
        method: 'PATCH',
        url: `/api/v1/orders/${created.id}`,
        headers: tokenHeader(created.token),
        payload: { order: { coupon_code: code.code } },
      });
      // 10% of $54.99 = 549.9 → $5.50.
      expect(response.json().order.price).toMatchObject({ discount: 550, total: 6298 - 550 });
    } finally {
      await ten.close();
    }
  });
});

describe("the ambassador's code", () => {
  it('is given on approval from the first name, and an account from before codes gets one at its first read', async () => {
    const ambassador = await activeAmbassador(app, { name: 'Şölə Məmmədova' });
    const [row] = await app.database.db.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, ambassador.id));
    expect(row?.couponCode).toMatch(/^SOLE\d{2,4}$/);

    await app.database.db
      .update(brandAmbassadors)
      .set({ couponCode: null })
      .where(eq(brandAmbassadors.id, ambassador.id));
    const first = await couponOf(ambassador);
    expect(first).toMatch(/^SOLE\d{2,4}$/);
    // Never overwritten by later reads.
    expect(await couponOf(ambassador)).toBe(first);
    expect(await couponOf(ambassador)).toBe(first);
  });

  it('may be changed once, to 4–20 Latin letters and digits no one else has in any case', async () => {
    const ambassador = await activeAmbassador(app, { name: 'Мария Иванова' });
    const other = await activeAmbassador(app);
    const generated = await couponOf(ambassador);
    expect(generated).toMatch(/^MARIYA\d{2,4}$/);
    expect((await couponCall(ambassador, 'GET')).json().coupon_code).toMatchObject({
      changeable: true,
      discount_percent: 5,
    });

    for (const typed of ['abc', 'a'.repeat(21), 'Мария2025', 'with space']) {
      const malformed = await couponCall(ambassador, 'PUT', typed, 'ru');
      expect(malformed.statusCode, malformed.body).toBe(422);
      expect(malformed.json()).toMatchObject({
        error: 'validation_error',
        message: 'Код должен состоять из 4–20 латинских букв и цифр, без пробелов',
        details: [{ path: ['coupon_code', 'code'], message_id: 'common.validation.couponCode' }],
      });
    }
    const taken = await couponCall(ambassador, 'PUT', (await couponOf(other)).toLowerCase(), 'az');
    expect(taken.statusCode, taken.body).toBe(422);
    expect(taken.json()).toMatchObject({
      error: 'coupon_taken',
      message: 'Bu kod artıq tutulub. Zəhmət olmasa, başqa kod seçin',
    });

    const mine = `Masha${hex()}`;
    const changed = await couponCall(ambassador, 'PUT', mine);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().coupon_code).toEqual({ code: mine, changeable: false, discount_percent: 5 });

    const again = await couponCall(ambassador, 'PUT', `Other${hex()}`, 'tr');
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json()).toMatchObject({
      error: 'coupon_changed_once',
      message: 'Kodunuzu zaten bir kez değiştirdiniz; bir daha değiştirilemez',
    });
    expect(await couponOf(ambassador)).toBe(mine);

    // The old code is gone; the new one works whatever the case.
    const created = await hardcoverOrder();
    expect((await patch(created, { coupon_code: generated })).json().error).toBe('coupon_unknown');
    const applied = await patch(created, { coupon_code: mine.toUpperCase() });
    expect(applied.json().order.coupon_code).toBe(mine);
  });
});
