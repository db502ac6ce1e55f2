import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/orders';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../src/db/schema';
import { HttpError } from '../../src/lib/http-error';
import { newAccessToken } from '../../src/orders/access';
import { lockOrder } from '../../src/orders/repository';
import { canTransition, TRANSITIONS, transition } from '../../src/orders/transitions';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Every allowed move as `from → to`, with the version it needs where the table has a condition. */
const ALLOWED: Array<[OrderStatus, OrderStatus, string?]> = [
  ['pending', 'waiting_for_payment'],
  ['waiting_for_payment', 'paid'],
  ['waiting_for_payment', 'payment_failed'],
  ['waiting_for_payment', 'pending'],
  ['payment_failed', 'waiting_for_payment'],
  ['payment_failed', 'paid'],
  ['payment_failed', 'pending'],
  ['paid', 'in_review'],
  ['paid', 'story_writing'],
  ['paid', 'failed'],
  ['paid', 'refund_requested'],
  ['in_review', 'story_writing'],
  ['in_review', 'failed'],
  ['in_review', 'refund_requested'],
  ['story_writing', 'printing', 'hardcover'],
  ['story_writing', 'completed', 'pdf'],
  ['story_writing', 'failed'],
  ['story_writing', 'refund_requested'],
  ['printing', 'ready_for_shipping'],
  ['printing', 'failed'],
  ['printing', 'refund_requested'],
  ['ready_for_shipping', 'shipped'],
  ['ready_for_shipping', 'failed'],
  ['ready_for_shipping', 'refund_requested'],
  ['shipped', 'delivered'],
  ['shipped', 'refund_requested'],
  ['delivered', 'completed'],
  ['delivered', 'refund_requested'],
  ['completed', 'refund_requested'],
  ['failed', 'refund_requested'],
  ['failed', 'refunded'],
  ['refund_requested', 'refunded'],
];

const FORBIDDEN: Array<[OrderStatus, OrderStatus, string?]> = [
  ['pending', 'paid'],
  ['pending', 'payment_failed'],
  ['paid', 'pending'],
  ['paid', 'payment_failed'],
  ['paid', 'waiting_for_payment'],
  ['delivered', 'shipped'],
  ['completed', 'pending'],
  ['refunded', 'paid'],
  ['refunded', 'refund_requested'],
  ['story_writing', 'printing', 'pdf'],
  ['story_writing', 'completed', 'softcover'],
  ['printing', 'shipped'],
  ['shipped', 'printing'],
];

async function insertOrder(status: OrderStatus, version = 'hardcover') {
  const [order] = await app.database.db
    .insert(orders)
    .values({
      status,
      version,
      accessTokenHash: newAccessToken().hash,
      child: { gender: 'boy', name: 'Murad', age: 7, storyLanguage: 'az', illustrationStyle: 'anime' },
    })
    .returning();
  if (!order) throw new Error('no order');
  return order;
}

function move(orderId: string, to: OrderStatus, note?: string) {
  return app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error('no order');
    return transition(tx, order, to, 'staff:test', note);
  });
}

const history = (orderId: string) =>
  app.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);

describe('the transition table', () => {
  it('is exactly the list of allowed moves, over every status', () => {
    const table = Object.entries(TRANSITIONS).flatMap(([from, rules]) => rules.map((rule) => `${from} → ${rule.to}`));
    expect(table.sort()).toEqual(ALLOWED.map(([from, to]) => `${from} → ${to}`).sort());
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('never leads from a paid status back to an unpaid one', () => {
    const unpaid = new Set(['pending', 'waiting_for_payment', 'payment_failed']);
    for (const from of ORDER_STATUSES.filter((status) => !unpaid.has(status))) {
      for (const to of unpaid) expect(canTransition({ status: from, version: 'pdf' }, to as OrderStatus)).toBe(false);
    }
  });

  it.each(ALLOWED)('moves %s → %s and records it', async (from, to, version) => {
    const order = await insertOrder(from, version);
    const moved = await move(order.id, to, 'checked by the table test');
    expect(moved.status).toBe(to);
    if (to === 'paid') expect(moved.paidAt).toBeInstanceOf(Date);
    expect(await history(order.id)).toEqual([
      expect.objectContaining({
        fromStatus: from,
        toStatus: to,
        actor: 'staff:test',
        note: 'checked by the table test',
      }),
    ]);
  });

  it.each(FORBIDDEN)('refuses %s → %s with 409 invalid_transition and records nothing', async (from, to, version) => {
    const order = await insertOrder(from, version);
    const error = await move(order.id, to).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, code: 'invalid_transition', details: { from, to } });
    const [after] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe(from);
    expect(await history(order.id)).toEqual([]);
  });

  it('refuses a move based on a status someone else has changed since', async () => {
    const order = await insertOrder('waiting_for_payment');
    await move(order.id, 'paid');
    // `order` still says waiting_for_payment; the row says paid.
    const stale = app.database.db.transaction((tx) => transition(tx, order, 'payment_failed', 'payment'));
    await expect(stale).rejects.toMatchObject({ statusCode: 409, code: 'invalid_transition' });
    const rows = await app.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'payment_failed')));
    expect(rows).toEqual([]);
  });
});
