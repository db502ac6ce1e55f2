/**
 * The team's internal notes on orders and ambassadors, and the audit log as people read it (who by name, the
 * record by its number or name, filters by actor, action and record), through the API on the real database.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { activeAmbassador, buildAmbassadorApp, insertPaidOrder, send } from '../ambassadors-helpers';
import { createOrder, orderCall } from '../orders-fixtures';

let app: FastifyInstance;
let admin: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  app = await buildAmbassadorApp();
  [admin, support] = await Promise.all([signedInStaff(app, 'admin'), signedInStaff(app, 'support')]);
});
afterAll(() => app.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('internal notes', () => {
  it('keeps the team’s notes on an order, signed and in order, audited, and never in the parent’s answer', async () => {
    const created = await createOrder(app);
    const first = await asStaff(app, support, 'POST', `/orders/${created.id}/notes`, {
      text: '  Parent called: the name is spelt Aysel, not Aysal.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      author: 'Sam Support',
      staff_id: support.id,
      text: 'Parent called: the name is spelt Aysel, not Aysal.',
    });
    const second = await asStaff(app, admin, 'POST', `/orders/${created.id}/notes`, { text: 'Fixed before printing.' });
    expect(second.statusCode, second.body).toBe(201);

    const listed = await asStaff(app, support, 'GET', `/orders/${created.id}/notes`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((note: { author: string; text: string }) => [note.author, note.text])).toEqual([
      ['Sam Support', 'Parent called: the name is spelt Aysel, not Aysal.'],
      ['Ann Admin', 'Fixed before printing.'],
    ]);

    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), eq(auditLog.action, 'order.note')));
    expect(audited.map((entry) => [entry.staffId, entry.after])).toEqual([
      [support.id, { text: 'Parent called: the name is spelt Aysel, not Aysal.' }],
      [admin.id, { text: 'Fixed before printing.' }],
    ]);

    const parentView = await orderCall(app, created, 'GET');
    expect(parentView.statusCode).toBe(200);
    expect(parentView.body).not.toContain('Aysal');
    expect(parentView.body).not.toContain('Fixed before printing');
  });

  it('keeps notes on an ambassador apart from the order notes', async () => {
    const ambassador = await activeAmbassador(app);
    const written = await asStaff(app, admin, 'POST', `/ambassadors/${ambassador.id}/notes`, {
      text: 'Runs a parents’ club in Baku; asked for printed flyers.',
    });
    expect(written.statusCode, written.body).toBe(201);
    const listed = await asStaff(app, support, 'GET', `/ambassadors/${ambassador.id}/notes`);
    expect(listed.json().items).toEqual([
      {
        id: written.json().id,
        author: 'Ann Admin',
        staff_id: admin.id,
        text: 'Runs a parents’ club in Baku; asked for printed flyers.',
        created_at: written.json().created_at,
      },
    ]);
    const ownView = await send(app, 'GET', '/me', undefined, { token: ambassador.token });
    expect(ownView.statusCode, ownView.body).toBe(200);
    expect(ownView.body).not.toContain('printed flyers');
  });

  it('refuses empty and overlong notes, unknown records and visitors without a session', async () => {
    const order = await insertPaidOrder(app, { referralCode: null });
    const empty = await asStaff(app, support, 'POST', `/orders/${order.id}/notes`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    const long = await asStaff(app, support, 'POST', `/orders/${order.id}/notes`, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect((await asStaff(app, support, 'POST', `/orders/${MISSING}/notes`, { text: 'Hello' })).statusCode).toBe(404);
    expect((await asStaff(app, support, 'GET', `/ambassadors/${MISSING}/notes`)).statusCode).toBe(404);
    expect((await asStaff(app, null, 'GET', `/orders/${order.id}/notes`)).statusCode).toBe(401);
    expect((await asStaff(app, null, 'POST', `/orders/${order.id}/notes`, { text: 'Hello' })).statusCode).toBe(401);
    expect((await asStaff(app, support, 'GET', `/orders/${order.id}/notes`)).json()).toEqual({ items: [] });
  });
});

describe('an order’s referral code', () => {
  it('names the ambassador whose code it is, for a link to their page', async () => {
    const ambassador = await activeAmbassador(app);
    const referred = await insertPaidOrder(app, { referralCode: ambassador.referralCode.toLowerCase() });
    const plain = await insertPaidOrder(app, { referralCode: null });
    const detail = await asStaff(app, support, 'GET', `/orders/${referred.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().order.referral_ambassador).toEqual({ id: ambassador.id, name: ambassador.name });
    expect((await asStaff(app, support, 'GET', `/orders/${plain.id}`)).json().order.referral_ambassador).toBeNull();
  });
});

describe('the audit log as people read it', () => {
  it('names the actor and the record, and filters by actor, action and record', async () => {
    const writer = await signedInStaff(app, 'support');
    const order = await insertPaidOrder(app, { referralCode: null });
    const ambassador = await activeAmbassador(app);
    await asStaff(app, writer, 'POST', `/orders/${order.id}/notes`, { text: 'One' });
    await asStaff(app, writer, 'POST', `/ambassadors/${ambassador.id}/notes`, { text: 'Two' });
    await asStaff(app, support, 'POST', `/orders/${order.id}/notes`, { text: 'Three' });

    const byActor = await asStaff(app, admin, 'GET', `/audit?staff_id=${writer.id}`);
    expect(byActor.statusCode, byActor.body).toBe(200);
    expect(
      byActor
        .json()
        .items.map((entry: Record<string, unknown>) => [
          entry.staff_name,
          entry.action,
          entry.target_type,
          entry.target_label,
        ]),
    ).toEqual([
      ['Sam Support', 'ambassador.note', 'ambassador', ambassador.name],
      ['Sam Support', 'order.note', 'order', order.orderNumber],
    ]);

    const byActionAndRecord = await asStaff(
      app,
      admin,
      'GET',
      `/audit?action=order.note&target_type=order&target_id=${order.id}`,
    );
    expect(byActionAndRecord.json().total).toBe(2);
    expect(byActionAndRecord.json().items.map((entry: { after: unknown }) => entry.after)).toEqual([
      { text: 'Three' },
      { text: 'One' },
    ]);
    expect((await asStaff(app, support, 'GET', `/audit?staff_id=${writer.id}`)).statusCode).toBe(403);
  });

  it('gives a step’s before and after, and a book its name in the reader’s language', async () => {
    const ambassador = await activeAmbassador(app);
    const suspended = await asStaff(app, admin, 'POST', `/ambassadors/${ambassador.id}/suspend`, {
      reason: 'Spam links',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const log = await asStaff(app, admin, 'GET', `/audit?action=ambassador.suspend&target_id=${ambassador.id}`);
    const [entry] = log.json().items;
    expect(entry).toMatchObject({ staff_name: 'Ann Admin', target_label: ambassador.name });
    expect(entry.before).toMatchObject({ status: 'active' });
    expect(entry.after).toMatchObject({ status: 'suspended' });

    const [book] = await app.database.db.query.books.findMany({ limit: 1 });
    if (!book) throw new Error('no seeded book');
    await app.database.db.insert(auditLog).values({
      staffId: admin.id,
      staffEmail: admin.email,
      action: 'content.book.update',
      targetType: 'book',
      targetId: book.slug,
      before: { popularity: 1 },
      after: { popularity: 2 },
    });
    const inRussian = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?target_type=book&target_id=${book.slug}`,
      headers: { cookie: admin.cookie, 'accept-language': 'ru' },
    });
    expect(inRussian.json().items[0].target_label).toBe(book.name.ru);
    expect(book.name.ru).not.toBe(book.name.en);
  });
});
