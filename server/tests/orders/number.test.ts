/**
 * Order numbers: random (SB-7K4Q-2M9X) so nobody walks from one order to the next, drawn again on a
 * collision, and the numbers of the old sequence (SB-001001) still found wherever a number is looked up.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { resolveOrderId } from '../../src/fulfilment/service';
import { newAccessToken } from '../../src/orders/access';
import { newOrderNumber, normalizeOrderNumber, withNewOrderNumber } from '../../src/orders/number';
import { buildTestApp } from '../helpers';
import { createOrder } from '../orders-fixtures';

const NEW_SHAPE = /^SB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { TRACK_LIMIT_PER_IP: '1000' } });
});
afterAll(() => app.close());

const insertOrder = (orderNumber: string, email = 'parent@example.com') =>
  app.database.db
    .insert(orders)
    .values({
      orderNumber,
      email,
      status: 'paid',
      accessTokenHash: newAccessToken().hash,
      child: { gender: 'girl', name: 'Aylin', age: 5, storyLanguage: 'en', illustrationStyle: 'watercolor' },
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });

const track = (orderNumber: string, email: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/orders/track?${new URLSearchParams({ order_number: orderNumber, email })}`,
  });

describe('a new order number', () => {
  it('is the prefix and two groups of four Crockford characters, none like another', () => {
    const drawn = Array.from({ length: 2000 }, newOrderNumber);
    for (const number of drawn) expect(number).toMatch(NEW_SHAPE);
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every one of the 32 symbols turns up, and only those.
    const symbols = new Set(drawn.flatMap((number) => [...number.slice(3).replace('-', '')]));
    expect([...symbols].sort().join('')).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
  });

  it('is what an order made through the API gets, and the next order’s says nothing about it', async () => {
    const first = (await createOrder(app)).body.order.order_number as string;
    const second = (await createOrder(app)).body.order.order_number as string;
    expect(first).toMatch(NEW_SHAPE);
    expect(second).toMatch(NEW_SHAPE);
    expect(second).not.toBe(first);
  });

  it('is drawn again when the drawn one is taken', async () => {
    const [taken] = await insertOrder(newOrderNumber());
    const fresh = newOrderNumber();
    const draws = [taken?.orderNumber ?? '', fresh];
    const tried: string[] = [];
    const [made] = await withNewOrderNumber(
      (orderNumber) => {
        tried.push(orderNumber);
        return insertOrder(orderNumber);
      },
      () => draws.shift() ?? newOrderNumber(),
    );
    expect(tried).toEqual([taken?.orderNumber, fresh]);
    expect(made?.orderNumber).toBe(fresh);
  });

  it('gives up after a few taken draws, and passes any other error on', async () => {
    const [taken] = await insertOrder(newOrderNumber());
    const number = taken?.orderNumber ?? '';
    let tries = 0;
    await expect(
      withNewOrderNumber(
        (orderNumber) => {
          tries += 1;
          return insertOrder(orderNumber);
        },
        () => number,
      ),
    ).rejects.toThrow();
    expect(tries).toBe(5);
    tries = 0;
    await expect(
      withNewOrderNumber(() => {
        tries += 1;
        return Promise.reject(new Error('the database is down'));
      }),
    ).rejects.toThrow('the database is down');
    expect(tries).toBe(1);
  });
});

describe('looking an order up by its number', () => {
  it('reads a typed number as Crockford does: any case, spaces around, O for 0, I and L for 1', () => {
    expect(normalizeOrderNumber(' sb-7k4q-2m9x ')).toBe('SB-7K4Q-2M9X');
    expect(normalizeOrderNumber('SB-O1IL-lo0Z')).toBe('SB-0111-100Z');
    expect(normalizeOrderNumber('sb-001001')).toBe('SB-001001');
  });

  it('finds a new number typed loosely, in tracking and in the team’s tools', async () => {
    const number = `SB-${randomInt(1000, 9999)}-01${randomInt(10, 99)}`;
    const [order] = await insertOrder(number);
    const typed = ` ${number.toLowerCase().replace('01', 'OL')} `;
    const found = await track(typed, 'parent@example.com');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().order_number).toBe(number);
    expect(await resolveOrderId(app.database.db, typed)).toBe(order?.id);
  });

  it('still finds the numbers of the old sequence', async () => {
    const number = `SB-${String(randomInt(100_000, 999_999))}`;
    const [order] = await insertOrder(number, 'Old.Parent@example.com');
    const found = await track(number.toLowerCase(), 'old.parent@example.com');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().order_number).toBe(number);
    expect(await resolveOrderId(app.database.db, ` ${number.toLowerCase()}`)).toBe(order?.id);
  });
});
