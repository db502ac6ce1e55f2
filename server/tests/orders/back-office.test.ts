/**
 * Orders in the back office through the API, on the real database: search, the full order, moves along
 * the table only, shipping that the tracking page shows, delivery, refunds that reverse rewards, a new
 * character round and resent e-mails; roles and an audit entry for every change.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRewardsForPaidOrder } from '../../src/ambassadors/ledger';
import { GENERATE_CHARACTERS } from '../../src/characters/job';
import { auditLog, ledgerEntries, orders, sentEmails } from '../../src/db/schema';
import { FULFIL_ORDER_JOB, ORDER_EMAIL_JOB } from '../../src/fulfilment/queue';
import { sendOrderConfirmation } from '../../src/orders/confirmation-email';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { activeAmbassador, insertPaidOrder } from '../ambassadors-helpers';
import { buildFulfilmentApp, history, payFor, toPrinting, uniqueEmail } from '../fulfilment-fixtures';
import { queuedJobs } from '../orders-fixtures';
import { printedTitle } from '../printed-title';

let app: FastifyInstance;
let admin: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  app = await buildFulfilmentApp({ AMBASSADOR_TOKEN_SECRET: 'admin-orders-test-secret-0123456789abcdef' });
  [admin, support] = await Promise.all([signedInStaff(app, 'admin'), signedInStaff(app, 'support')]);
});
afterAll(() => app.close());

const auditOf = (orderId: string, action: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, action)));

describe('order search', () => {
  it('finds orders by number, e-mail, status and day, a page at a time', async () => {
    const email = uniqueEmail('search');
    const paid = await payFor(app, { version: 'hardcover', email });
    const byNumber = await asStaff(app, support, 'GET', `/orders?q=${paid.order.orderNumber.toLowerCase()}`);
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json().items.map((item: { id: string }) => item.id)).toEqual([paid.id]);
    expect(byNumber.json().items[0]).toMatchObject({
      order_number: paid.order.orderNumber,
      status: 'paid',
      email,
      version: 'hardcover',
      total: paid.order.price?.total,
    });

    const byEmail = await asStaff(app, support, 'GET', `/orders?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.json().total).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const paidToday = await asStaff(app, support, 'GET', `/orders?status=paid&from=${today}&to=${today}&per_page=1`);
    expect(paidToday.json()).toMatchObject({ page: 1, per_page: 1 });
    expect(paidToday.json().total).toBeGreaterThanOrEqual(1);
    expect(paidToday.json().items).toHaveLength(1);
    expect(paidToday.json().items[0].status).toBe('paid');

    const before = await asStaff(app, support, 'GET', `/orders?q=${paid.order.orderNumber}&to=2020-01-01`);
    expect(before.json()).toMatchObject({ items: [], total: 0 });

    const ascending = await asStaff(app, support, 'GET', '/orders?sort=created_at&order=asc&per_page=100');
    const times = ascending.json().items.map((item: { created_at: string }) => item.created_at);
    expect(times).toEqual([...times].sort());

    const bad = await asStaff(app, support, 'GET', '/orders?status=lost&from=yesterday');
    expect(bad.statusCode).toBe(400);
  });

  it('names each book in the language of the staff member reading the list', async () => {
    const order = await insertPaidOrder(app, { referralCode: null });
    // A Russian-speaking parent's custom story: the child and the hero stay as typed, the title is the reader's.
    await app.database.db
      .update(orders)
      .set({
        storyType: 'custom',
        child: { ...order.child, name: 'Маша', favouriteHero: 'дракон', storyLanguage: 'ru' },
      })
      .where(eq(orders.id, order.id));
    const listed = async (language: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/admin/orders?q=${order.orderNumber}`,
        headers: { cookie: support.cookie, 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items[0].book_name;
    };
    // The title the book prints in the reader's language: the hero named in that language, not as typed.
    const masha = { name: 'Маша', gender: order.child.gender, age: order.child.age, favouriteHero: 'дракон' };
    for (const language of ['tr', 'ru', 'az', 'en'] as const) {
      expect(await listed(language)).toBe(printedTitle(language, masha));
    }
    expect(await listed('tr')).toMatch(/^Маша ve /);
    expect(await listed('en')).not.toContain('дракон');
  });

  it('shows the whole order: child, characters, price, history, e-mails and the moves it allows', async () => {
    const paid = await payFor(app, { version: 'hardcover' });
    const response = await asStaff(app, support, 'GET', `/orders/${paid.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.order).toMatchObject({
      order_number: paid.order.orderNumber,
      status: 'paid',
      email: paid.email,
      version: 'hardcover',
      child: { name: paid.order.child.name, gender: paid.order.child.gender },
      price: { total: paid.order.price?.total, currency: paid.order.price?.currency },
    });
    // The child's pictures are asked for on their own, with a reason (below): here only whether they exist.
    expect(body.order).toMatchObject({ photo_url: null, book_pdf_url: null, characters: [] });
    expect(body.order.child_pictures).toEqual({ photo: true, portraits: true, book_pdf: false });
    expect(response.body).not.toContain('/api/v1/files/');
    expect(body.history.map((entry: { status: string }) => entry.status)).toContain('paid');
    expect(body.allowed_transitions).toEqual(['in_review', 'story_writing', 'failed', 'refund_requested']);
    expect(body.actions).toMatchObject({ ship: false, deliver: false, refund: true });

    expect((await asStaff(app, support, 'GET', '/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe("the child's pictures", () => {
  const viewsOf = (orderId: string) => auditOf(orderId, 'order.view_child_pictures');

  it('are shown to support only with a reason, each look written to the audit log', async () => {
    const paid = await payFor(app, { version: 'pdf' });
    await app.database.db
      .update(orders)
      .set({ bookPdfKey: `orders/${paid.id}/book.pdf` })
      .where(eq(orders.id, paid.id));

    const withoutReason = await asStaff(app, support, 'POST', `/orders/${paid.id}/child_pictures`, {});
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.body).not.toContain('/api/v1/files/');
    expect(await viewsOf(paid.id)).toHaveLength(0);

    const shown = await asStaff(app, support, 'POST', `/orders/${paid.id}/child_pictures`, {
      reason: 'quality_check',
      note: '  The parent says the face looks odd  ',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const pictures = shown.json();
    expect(pictures.photo_url).toMatch(/^\/api\/v1\/files\/orders\/.+sig=/);
    expect(pictures.characters).toHaveLength(1);
    expect(pictures.characters[0].url).toMatch(/^\/api\/v1\/files\/.+sig=/);
    expect(pictures.book_pdf_url).toMatch(/book\.pdf\?exp=/);
    // Short-lived: the links run out within a quarter of an hour, not the hour of other links.
    const expiry = Number(new URL(pictures.photo_url, 'http://shop').searchParams.get('exp')) * 1000;
    expect(expiry - Date.now()).toBeGreaterThanOrEqual(10 * 60_000 - 5000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(Date.parse(pictures.expires_at)).toBeLessThanOrEqual(expiry);

    const [entry, ...more] = await viewsOf(paid.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      staffId: support.id,
      staffEmail: support.email,
      targetType: 'order',
      after: {
        order_number: paid.order.orderNumber,
        reason: 'quality_check',
        note: 'The parent says the face looks odd',
        shown: { photo: true, portraits: 1, book_pdf: true },
      },
    });
    expect(Date.now() - (entry?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ask admins for a reason too', async () => {
    const paid = await payFor(app, { version: 'pdf' });
    expect((await asStaff(app, admin, 'GET', `/orders/${paid.id}`)).json().order.characters).toEqual([]);
    expect((await asStaff(app, admin, 'POST', `/orders/${paid.id}/child_pictures`)).statusCode).toBe(400);
    const shown = await asStaff(app, admin, 'POST', `/orders/${paid.id}/child_pictures`, { reason: 'redraw' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await viewsOf(paid.id)).toMatchObject([{ staffId: admin.id, after: { reason: 'redraw', note: null } }]);
    // Nobody signed in sees nothing and leaves no entry.
    expect(
      (await asStaff(app, null, 'POST', `/orders/${paid.id}/child_pictures`, { reason: 'redraw' })).statusCode,
    ).toBe(401);
    expect(await viewsOf(paid.id)).toHaveLength(1);
  });

  it('refuses a reason off the list, and "other" without words, in the reader’s language', async () => {
    const paid = await payFor(app, { version: 'pdf' });
    const ask = (body: unknown, language: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${paid.id}/child_pictures`,
        payload: body as Record<string, unknown>,
        headers: { cookie: support.cookie, 'accept-language': language },
      });
    const offList = await ask({ reason: 'curiosity' }, 'ru');
    expect(offList.statusCode).toBe(400);
    expect(JSON.stringify(offList.json())).toContain(
      'Пожалуйста, выберите, зачем вам нужно увидеть фото и портреты ребёнка',
    );
    const missing = await ask({}, 'tr');
    expect(JSON.stringify(missing.json())).toContain('çocuğun fotoğrafını ve portrelerini neden görmeniz');
    const otherAlone = await ask({ reason: 'other', note: '   ' }, 'az');
    expect(otherAlone.statusCode).toBe(400);
    expect(JSON.stringify(otherAlone.json())).toContain('onlara nə üçün baxmalı olduğunuzu bir neçə sözlə yazın');
    const tooLong = await ask({ reason: 'customer_request', note: 'x'.repeat(1001) }, 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(await viewsOf(paid.id)).toHaveLength(0);

    const otherWithWords = await ask({ reason: 'other', note: 'Checking a complaint from the printer' }, 'en');
    expect(otherWithWords.statusCode, otherWithWords.body).toBe(200);
    expect(await viewsOf(paid.id)).toHaveLength(1);
  });

  it('answers 409 and logs nothing when the order has no pictures of the child; 404 for no order', async () => {
    const order = await insertPaidOrder(app, { referralCode: null });
    await app.database.db.update(orders).set({ photoKey: null, bookPdfKey: null }).where(eq(orders.id, order.id));
    const detail = await asStaff(app, support, 'GET', `/orders/${order.id}`);
    expect(detail.json().order.child_pictures).toEqual({ photo: false, portraits: false, book_pdf: false });
    const none = await asStaff(app, support, 'POST', `/orders/${order.id}/child_pictures`, { reason: 'redraw' });
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().error).toBe('no_child_pictures');
    expect(await viewsOf(order.id)).toHaveLength(0);
    const missing = await asStaff(app, support, 'POST', '/orders/00000000-0000-4000-8000-000000000000/child_pictures', {
      reason: 'redraw',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('are on no list: orders, an ambassador’s referrals, the overview', async () => {
    const ambassador = await activeAmbassador(app);
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 5000 });
    await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
    const photoKey = `orders/${order.id}/photo.jpg`;
    await app.database.db.update(orders).set({ photoKey }).where(eq(orders.id, order.id));
    for (const url of [`/orders?q=${order.orderNumber}`, `/ambassadors/${ambassador.id}`, '/ambassadors', '/summary']) {
      const response = await asStaff(app, support, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).not.toContain('/api/v1/files/');
      expect(response.body, url).not.toContain(photoKey);
    }
  });
});

describe('moving an order', () => {
  it('holds an order in review, then starts the book with its fulfilment job, audited', async () => {
    const paid = await payFor(app, { version: 'hardcover' });
    const review = await asStaff(app, support, 'POST', `/orders/${paid.id}/transition`, {
      to: 'in_review',
      note: 'Photo looks blurry, checking',
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().order.status).toBe('in_review');
    // A second click changes nothing and writes nothing.
    expect((await asStaff(app, support, 'POST', `/orders/${paid.id}/transition`, { to: 'in_review' })).statusCode).toBe(
      200,
    );
    expect(await auditOf(paid.id, 'order.transition')).toHaveLength(1);

    const start = await asStaff(app, support, 'POST', `/orders/${paid.id}/transition`, { to: 'story_writing' });
    expect(start.json().order.status).toBe('story_writing');
    expect(await queuedJobs(app, `${FULFIL_ORDER_JOB}:${paid.id}`)).toEqual([
      { task: FULFIL_ORDER_JOB, payload: { orderId: paid.id } },
    ]);
    const entries = await auditOf(paid.id, 'order.transition');
    expect(entries.map((entry) => entry.after)).toContainEqual({
      status: 'story_writing',
      characters_status: expect.any(String),
      note: null,
    });
    expect(entries.every((entry) => entry.staffId === support.id)).toBe(true);
    expect(await history(app, paid.id)).toEqual([
      'pending:visitor',
      'waiting_for_payment:visitor',
      'paid:payment',
      `in_review:staff:${support.id}`,
      `story_writing:staff:${support.id}`,
    ]);
  });

  it('refuses moves outside the table and those that have their own form or belong to the gateway', async () => {
    const paid = await payFor(app, { version: 'hardcover' });
    for (const to of ['shipped', 'printing', 'pending', 'refunded', 'delivered']) {
      const response = await asStaff(app, support, 'POST', `/orders/${paid.id}/transition`, { to });
      expect(response.statusCode, `${to}: ${response.body}`).toBe(409);
      expect(response.json().error).toBe('invalid_transition');
    }
    expect((await asStaff(app, support, 'POST', `/orders/${paid.id}/transition`, { to: 'lost' })).statusCode).toBe(400);
    expect(await auditOf(paid.id, 'order.transition')).toHaveLength(0);
  });

  it('ships a printed hardcover with its tracking number, which the tracking page then shows', async () => {
    const paid = await payFor(app, { version: 'hardcover' });
    await toPrinting(app, paid.id);
    const printed = await asStaff(app, support, 'POST', `/orders/${paid.id}/transition`, { to: 'ready_for_shipping' });
    expect(printed.json().actions.ship).toBe(true);

    const invalid = await asStaff(app, support, 'POST', `/orders/${paid.id}/ship`, {
      carrier: ' ',
      tracking_number: 'x'.repeat(101),
      estimated_delivery: '31.12.2026',
    });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json().details.map((issue: { path: string[] }) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['carrier', 'tracking_number', 'estimated_delivery']));

    const shipped = await asStaff(app, support, 'POST', `/orders/${paid.id}/ship`, {
      carrier: 'Azerpoçt',
      tracking_number: 'RR123456789AZ',
      estimated_delivery: '2026-12-10',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order.status).toBe('shipped');
    expect(shipped.json().shipment).toMatchObject({ carrier: 'Azerpoçt', tracking_number: 'RR123456789AZ' });
    expect(shipped.json().actions).toMatchObject({ ship: true, deliver: true });
    expect(await queuedJobs(app, `${ORDER_EMAIL_JOB}:shipped:${paid.id}`)).toHaveLength(1);
    const [entry] = await auditOf(paid.id, 'order.ship');
    expect(entry?.before).toEqual({ status: 'ready_for_shipping', characters_status: expect.any(String) });
    expect(entry?.after).toMatchObject({ status: 'shipped', tracking_number: 'RR123456789AZ' });

    const track = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/track?${new URLSearchParams({ order_number: paid.order.orderNumber, email: paid.email })}`,
    });
    expect(track.json().shipment).toMatchObject({ carrier: 'Azerpoçt', tracking_number: 'RR123456789AZ' });

    const delivered = await asStaff(app, support, 'POST', `/orders/${paid.id}/deliver`, {});
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().order.status).toBe('delivered');
    expect(delivered.json().shipment.delivered_at).not.toBeNull();
    expect(delivered.json().allowed_transitions).toEqual(['completed', 'refund_requested']);
    expect(await auditOf(paid.id, 'order.deliver')).toHaveLength(1);
    // Delivered twice is delivered once.
    expect((await asStaff(app, support, 'POST', `/orders/${paid.id}/deliver`, {})).statusCode).toBe(200);
    expect(await auditOf(paid.id, 'order.deliver')).toHaveLength(1);
  });

  it('refuses to ship an order that is not printed yet', async () => {
    const paid = await payFor(app, { version: 'hardcover' });
    const response = await asStaff(app, support, 'POST', `/orders/${paid.id}/ship`, {
      carrier: 'DHL',
      tracking_number: 'JD1',
    });
    expect(response.statusCode).toBe(409);
    expect(await auditOf(paid.id, 'order.ship')).toHaveLength(0);
  });
});

describe('refunds', () => {
  it('are admin-only, go through refund_requested and cancel the ambassador’s reward once', async () => {
    const ambassador = await activeAmbassador(app);
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 5000 });
    await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));

    const bySupport = await asStaff(app, support, 'POST', `/orders/${order.id}/refund`, { reason: 'Parent asked' });
    expect(bySupport.statusCode).toBe(403);
    const noReason = await asStaff(app, admin, 'POST', `/orders/${order.id}/refund`, { reason: '' });
    expect(noReason.statusCode).toBe(400);

    const refunded = await asStaff(app, admin, 'POST', `/orders/${order.id}/refund`, { reason: 'Parent asked' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().order.status).toBe('refunded');
    expect(refunded.json().actions.refund).toBe(false);
    expect(refunded.json().history.slice(-2)).toMatchObject([
      { status: 'refund_requested', note: 'Parent asked' },
      { status: 'refunded', note: 'Parent asked' },
    ]);
    const rewards = await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(rewards.length).toBeGreaterThanOrEqual(2);
    expect(rewards.every((entry) => entry.status === 'reversed')).toBe(true);

    expect(refunded.json().refunds).toMatchObject([
      { amount: 5000, currency: 'USD', status: 'succeeded', reason: 'Parent asked', staff: expect.any(String) },
    ]);
    expect(refunded.json().refund_left).toBe(0);

    // A second click finds nothing left to give back: the money goes back once.
    const again = await asStaff(app, admin, 'POST', `/orders/${order.id}/refund`, { reason: 'Parent asked' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('nothing_to_refund');
    expect(await auditOf(order.id, 'order.refund')).toHaveLength(1);
    const [entry] = await auditOf(order.id, 'order.refund');
    expect(entry?.after).toMatchObject({ amount: 5000, reason: 'Parent asked' });
  });

  it('has nothing to give back for an order never paid', async () => {
    const paid = await insertPaidOrder(app, { referralCode: null });
    await app.database.db.update(orders).set({ status: 'pending', paidAt: null }).where(eq(orders.id, paid.id));
    const response = await asStaff(app, admin, 'POST', `/orders/${paid.id}/refund`, { reason: 'Test' });
    expect(response.statusCode).toBe(409);
  });
});

describe('characters and e-mails', () => {
  it('draws a new round of characters for an order in review, not once production started', async () => {
    const paid = await payFor(app, { version: 'pdf' });
    await app.database.db
      .update(orders)
      .set({ status: 'in_review', photoKey: `orders/${paid.id}/photo.jpg` })
      .where(eq(orders.id, paid.id));
    const redraw = await asStaff(app, support, 'POST', `/orders/${paid.id}/regenerate_characters`);
    expect(redraw.statusCode, redraw.body).toBe(200);
    expect(redraw.json().order.characters_status).toBe('generating');
    expect(await queuedJobs(app, `${GENERATE_CHARACTERS}:${paid.id}`)).toHaveLength(1);
    expect(await auditOf(paid.id, 'order.regenerate_characters')).toHaveLength(1);

    await app.database.db.update(orders).set({ status: 'story_writing' }).where(eq(orders.id, paid.id));
    const late = await asStaff(app, support, 'POST', `/orders/${paid.id}/regenerate_characters`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('production_started');
  });

  it('sends an e-mail that went out before once more, and refuses one never due', async () => {
    const paid = await payFor(app, { version: 'pdf' });
    expect(await sendOrderConfirmation(app, paid.id)).toBe('sent');
    const detail = await asStaff(app, support, 'GET', `/orders/${paid.id}`);
    expect(detail.json().actions.resend_emails).toEqual(['order-confirmation']);

    const resent = await asStaff(app, support, 'POST', `/orders/${paid.id}/resend_email`, {
      kind: 'order-confirmation',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().emails).toHaveLength(2);
    const rows = await app.database.db.select().from(sentEmails).where(eq(sentEmails.orderId, paid.id));
    expect(rows.map((row) => row.to)).toEqual([paid.email, paid.email]);
    expect(await auditOf(paid.id, 'order.resend_email')).toHaveLength(1);

    const notDue = await asStaff(app, support, 'POST', `/orders/${paid.id}/resend_email`, { kind: 'shipped' });
    expect(notDue.statusCode).toBe(409);
    expect((await asStaff(app, support, 'POST', `/orders/${paid.id}/resend_email`, { kind: 'spam' })).statusCode).toBe(
      400,
    );
  });
});
