/**
 * The fraud checks on referred orders (ambassadors/fraud.ts) on PostgreSQL: each rule holds the referral in
 * review with its reason and writes no reward; an order that trips none is rewarded as before; the team's
 * e-mail goes out once; the back office approves (rewards written, pending as usual) or declines (nothing paid),
 * audited; the device cookie and address of a sign-in and an order reach the checks through the real API.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalEmail,
  canonicalText,
  phoneDigits,
  publicAddress,
  REFERRAL_FLAGGED_JOB,
} from '../../src/ambassadors/fraud';
import { recordRewardsForPaidOrder, reverseRewardsForRefund } from '../../src/ambassadors/ledger';
import { auditLog, ledgerEntries, orders, payments, referrals, refunds, sentEmails } from '../../src/db/schema';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import {
  activeAmbassador,
  buildAmbassadorApp,
  insertPaidOrder,
  signIn,
  type TestAmbassador,
  tokenOf,
} from '../ambassadors-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildAmbassadorApp();
});
afterAll(() => app.close());

const db = () => app.database.db;
const as = (staff: TestStaff) => (method: 'GET' | 'POST', url: string) => asStaff(app, staff, method, url);

interface OrderSignals {
  email?: string;
  fullName?: string;
  phone?: string | null;
  shippingAddress?: string | null;
  postalCode?: string | null;
  deviceId?: string | null;
  clientIp?: string | null;
  paidAt?: Date;
}

/** A paid order through `who`'s link with these details, and its rewards recorded as the payment does. */
async function referredOrder(who: TestAmbassador, signals: OrderSignals = {}) {
  const order = await insertPaidOrder(app, {
    referralCode: who.referralCode,
    ...(signals.email ? { email: signals.email } : {}),
    ...(signals.fullName ? { fullName: signals.fullName } : {}),
    ...(signals.paidAt ? { paidAt: signals.paidAt } : {}),
  });
  const [updated] = await db()
    .update(orders)
    .set({
      phone: signals.phone ?? null,
      shippingAddress: signals.shippingAddress ?? null,
      postalCode: signals.postalCode ?? null,
      deviceId: signals.deviceId ?? null,
      clientIp: signals.clientIp ?? null,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error('no order');
  const recorded = await db().transaction((tx) => recordRewardsForPaidOrder(tx, updated, app.config.ambassadors));
  const [referral] = await db().select().from(referrals).where(eq(referrals.orderId, order.id));
  if (!referral) throw new Error('no referral');
  return { order: updated, referral, created: recorded.created };
}

const rewardsOf = (orderId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));

async function expectHeld(result: Awaited<ReturnType<typeof referredOrder>>, reason: string) {
  expect(result.referral.reviewStatus).toBe('in_review');
  expect(result.referral.reviewReasons).toContain(reason);
  expect(result.created).toEqual([]);
  expect(await rewardsOf(result.order.id)).toEqual([]);
}

describe('normalising what a buyer types', () => {
  it('reads one mailbox however it is written', () => {
    expect(canonicalEmail('Aylin.Kaya+kitap@Example.com')).toBe('aylin.kaya@example.com');
    expect(canonicalEmail('a.y.l.i.n+x@googlemail.com')).toBe('aylin@gmail.com');
    expect(canonicalEmail('AYLIN@GMAIL.COM')).toBe('aylin@gmail.com');
    // Dots matter outside Gmail.
    expect(canonicalEmail('a.ylin@example.com')).not.toBe(canonicalEmail('aylin@example.com'));
  });

  it('compares phones by digits and names and addresses without case, accents or punctuation', () => {
    expect(phoneDigits('+994 (50) 123-45-67')).toBe('994501234567');
    expect(phoneDigits('12')).toBeUndefined();
    expect(canonicalText('AYLIN  Kaya')).toBe(canonicalText('Aylın Kaya'));
    expect(canonicalText('Nizami küç. 5, mənzil 12')).toBe('nizami kuc 5 menzil 12');
    expect(canonicalText(' , ')).toBeUndefined();
  });

  it('takes no loopback or private address as evidence', () => {
    expect(publicAddress('127.0.0.1')).toBeUndefined();
    expect(publicAddress('::ffff:192.168.1.4')).toBeUndefined();
    expect(publicAddress('::1')).toBeUndefined();
    expect(publicAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(publicAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(publicAddress('not an address')).toBeUndefined();
  });
});

describe('each rule holds the referral in review and writes no reward', () => {
  it('an order that trips no rule is rewarded as before', async () => {
    const ambassador = await activeAmbassador(app);
    const result = await referredOrder(ambassador, { phone: '+90 532 000 00 00', clientIp: '198.51.100.7' });
    expect(result.referral.reviewStatus).toBeNull();
    expect(result.created.map((entry) => entry.kind)).toEqual(['reward_direct']);
  });

  it("the ambassador's own e-mail with a +tag and another case (the issue's self-purchase)", async () => {
    const ambassador = await activeAmbassador(app);
    const [local, domain] = ambassador.email.split('@');
    await expectHeld(
      await referredOrder(ambassador, { email: `${local?.toUpperCase()}+kitap@${domain}` }),
      'same_email',
    );
  });

  it('a Gmail address written with dots and googlemail.com', async () => {
    const ambassador = await activeAmbassador(app, { email: `aylinkaya${Date.now()}@gmail.com` });
    const dotted = ambassador.email.replace('@gmail.com', '').split('').join('.');
    await expectHeld(await referredOrder(ambassador, { email: `${dotted}@googlemail.com` }), 'same_email');
  });

  it("the ambassador's phone written another way", async () => {
    const ambassador = await activeAmbassador(app, { phone: '+994 50 123 45 67' });
    await expectHeld(await referredOrder(ambassador, { phone: '+994501234567' }), 'same_phone');
  });

  it("the ambassador's name and the delivery address of one of their own orders", async () => {
    const ambassador = await activeAmbassador(app, { name: 'Günel Əliyeva' });
    const address = { shippingAddress: 'Nizami küç. 5, mənzil 12, Bakı', postalCode: 'AZ1000' };
    // Their own purchase, not through a link (their e-mail).
    const own = await insertPaidOrder(app, { referralCode: null, email: ambassador.email, fullName: 'Günel Əliyeva' });
    await db().update(orders).set(address).where(eq(orders.id, own.id));
    const held = await referredOrder(ambassador, {
      fullName: 'GÜNEL ƏLİYEVA',
      shippingAddress: 'nizami kuc 5 menzil 12 baki',
      postalCode: 'az1000',
    });
    await expectHeld(held, 'same_name_address');
    expect(held.referral.reviewReasons).toEqual(['same_name_address']);
    // Another person's name at that address is a neighbour, not the ambassador.
    const neighbour = await referredOrder(ambassador, { fullName: 'Rəşad Quliyev', ...address });
    expect(neighbour.referral.reviewStatus).toBeNull();
  });

  it('the browser the ambassador signs in with (device cookie)', async () => {
    const ambassador = await activeAmbassador(app);
    const response = await signIn(app, ambassador.email);
    tokenOf(response);
    const cookie = [response.headers['set-cookie']].flat().find((value) => String(value).startsWith('shop_device='));
    const deviceId = String(cookie).split(';')[0]?.split('=')[1];
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await expectHeld(await referredOrder(ambassador, { deviceId }), 'same_device');
    const other = await referredOrder(ambassador, { deviceId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(other.referral.reviewStatus).toBeNull();
  });

  it('the public address the ambassador signed in from recently, but never a private one', async () => {
    const ambassador = await activeAmbassador(app);
    tokenOf(await signIn(app, ambassador.email, undefined, { ip: '203.0.113.44' }));
    await expectHeld(await referredOrder(ambassador, { clientIp: '203.0.113.44' }), 'same_ip');
    // Every test signs in from 127.0.0.1: a shared address is no evidence.
    const local = await referredOrder(ambassador, { clientIp: '127.0.0.1' });
    expect(local.referral.reviewStatus).toBeNull();
  });

  it('the fourth order from one internet address through one ambassador within a day', async () => {
    const ambassador = await activeAmbassador(app);
    const ip = '198.51.100.23';
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await referredOrder(ambassador, { clientIp: ip }));
    expect(results.slice(0, 3).map((result) => result.referral.reviewStatus)).toEqual([null, null, null]);
    await expectHeld(results[3] as (typeof results)[number], 'orders_per_ip');
    // A day later the count starts again.
    const later = await referredOrder(ambassador, { clientIp: ip, paidAt: new Date(Date.now() + 25 * 3_600_000) });
    expect(later.referral.reviewStatus).toBeNull();
  });

  it('the fourth order to one delivery address through one ambassador within a day', async () => {
    const ambassador = await activeAmbassador(app);
    const results = [];
    for (const street of [
      'Atatürk Cad. 12, Kadıköy',
      'ATATÜRK CAD 12 KADIKÖY',
      'Atatürk cad. 12 — Kadıköy',
      'ataturk cad 12 kadikoy',
    ]) {
      results.push(await referredOrder(ambassador, { shippingAddress: street, postalCode: '34710' }));
    }
    expect(results.slice(0, 3).map((result) => result.referral.reviewStatus)).toEqual([null, null, null]);
    await expectHeld(results[3] as (typeof results)[number], 'orders_per_address');
  });
});

describe('a held referral', () => {
  it('is screened once: a replayed payment neither rewards it nor mails twice', async () => {
    const ambassador = await activeAmbassador(app);
    const held = await referredOrder(ambassador, { email: ambassador.email.toUpperCase() });
    const again = await db().transaction((tx) => recordRewardsForPaidOrder(tx, held.order, app.config.ambassadors));
    expect(again.created).toEqual([]);
    await app.jobs.runOnce({ tasks: [REFERRAL_FLAGGED_JOB] });
    await app.jobs.runOnce({ tasks: [REFERRAL_FLAGGED_JOB] });
    const mails = await db()
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.eventKey, `referral-flagged:${held.referral.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(app.config.mail.contactTo);
    expect(mails[0]?.subject).toContain(held.order.orderNumber);
    expect(mails[0]?.orderId).toBe(held.order.id);
  });

  it('is listed for the team, approved by an admin (the reward is written, pending as usual) and audited', async () => {
    const ambassador = await activeAmbassador(app, { name: 'Elif Demir' });
    const held = await referredOrder(ambassador, { email: ambassador.email });
    const support = as(await signedInStaff(app, 'support'));
    const admin = as(await signedInStaff(app, 'admin'));

    const list = await support('GET', '/referral-reviews?per_page=100');
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((row: { id: string }) => row.id === held.referral.id);
    expect(item).toMatchObject({
      review_status: 'in_review',
      reasons: ['same_email'],
      ambassador: { id: ambassador.id, name: 'Elif Demir' },
      order: { order_number: held.order.orderNumber, total: 4999, currency: 'USD' },
    });
    // Deciding moves money: admins only.
    expect((await support('POST', `/referral-reviews/${held.referral.id}/approve`)).statusCode).toBe(403);

    const approved = await admin('POST', `/referral-reviews/${held.referral.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: held.referral.id, review_status: 'approved' });
    const entries = await rewardsOf(held.order.id);
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.status])).toEqual([
      ['reward_direct', 500, 'pending'],
    ]);
    const hold = app.config.ambassadors.holdDays * 86_400_000;
    expect(entries[0]?.availableAt.getTime()).toBe((held.order.paidAt as Date).getTime() + hold);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, held.referral.id), eq(auditLog.action, 'referral.approve')));
    expect(audit).toHaveLength(1);
    // A second click changes nothing and writes nothing twice.
    expect((await admin('POST', `/referral-reviews/${held.referral.id}/approve`)).statusCode).toBe(409);
    expect(await rewardsOf(held.order.id)).toHaveLength(1);
  });

  it('declined, pays nothing ever, even when its payment event comes again', async () => {
    const ambassador = await activeAmbassador(app);
    const held = await referredOrder(ambassador, { phone: '+994 50 123 45 67' });
    const admin = as(await signedInStaff(app, 'admin'));
    const declined = await admin('POST', `/referral-reviews/${held.referral.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().review_status).toBe('declined');
    await db().transaction((tx) => recordRewardsForPaidOrder(tx, held.order, app.config.ambassadors));
    expect(await rewardsOf(held.order.id)).toEqual([]);
    const [referral] = await db().select().from(referrals).where(eq(referrals.id, held.referral.id));
    expect(referral).toMatchObject({ reviewStatus: 'declined', status: 'inactive' });
    const list = await admin('GET', '/referral-reviews?status=declined&per_page=100');
    expect(list.json().items.map((row: { id: string }) => row.id)).toContain(held.referral.id);
    expect((await admin('POST', `/referral-reviews/${held.referral.id}/approve`)).statusCode).toBe(409);
  });

  it('approved after a partial refund earns only on what was kept', async () => {
    const ambassador = await activeAmbassador(app);
    const held = await referredOrder(ambassador, { email: ambassador.email });
    const [paymentRow] = await db().select().from(payments).where(eq(payments.orderId, held.order.id));
    if (!paymentRow) throw new Error('no payment');
    await db().insert(refunds).values({
      orderId: held.order.id,
      paymentId: paymentRow.id,
      provider: 'sandbox',
      amount: 2000,
      currency: 'USD',
      reason: 'test',
      status: 'succeeded',
      createdBy: 'provider',
    });
    // The refund arrived while no reward existed: nothing to take back then.
    await db().transaction((tx) =>
      reverseRewardsForRefund(tx, held.order.id, { refundId: 'x', amount: 2000, paid: 4999, full: false }),
    );
    const admin = as(await signedInStaff(app, 'admin'));
    expect((await admin('POST', `/referral-reviews/${held.referral.id}/approve`)).statusCode).toBe(200);
    const entries = await rewardsOf(held.order.id);
    const net = entries.reduce((sum, entry) => sum + entry.amount, 0);
    expect(net).toBe(500 - Math.round((500 * 2000) / 4999));
  });
});
