import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { newAccessToken } from '../../src/orders/access';
import { buildTestApp, type OwnDatabase, ownDatabase } from '../helpers';

let app: FastifyInstance;
let database: OwnDatabase;
// A database of its own: the list shows the most recent sales only, and other files' paid orders (made "now")
// would push these out of it in a full run.
beforeAll(async () => {
  database = await ownDatabase('shop_sales_notifications');
  app = await buildTestApp({ databaseUrl: database.url });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

// Unique first names, so no other paid order can be mistaken for these.
const suffix = randomUUID().slice(0, 6);
const ZEYNEP = `Zeynep${suffix}`;
const ILKIN = `Ilkin${suffix}`;
const IVAN = `Ivan${suffix}`;

async function insertOrder(values: {
  fullName: string;
  status: string;
  paidAt: Date | null;
  city?: string | null;
  countryCode?: string;
}) {
  await app.database.db.insert(orders).values({
    accessTokenHash: newAccessToken().hash,
    child: { gender: 'girl', name: 'Mina', age: 4, storyLanguage: 'tr', illustrationStyle: 'anime' },
    email: `${values.fullName.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    phone: '+90 555 000 00 00',
    shippingAddress: 'Private street 1',
    city: values.city ?? null,
    countryCode: values.countryCode ?? 'US',
    ...values,
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const zeynepLatest = minutesAgo(5);
const ilkinPaid = minutesAgo(10);

describe('GET /api/v1/sales_notifications', () => {
  beforeAll(async () => {
    await insertOrder({
      fullName: `${ZEYNEP} Yılmaz`,
      status: 'paid',
      paidAt: zeynepLatest,
      city: 'Istanbul',
      countryCode: 'TR',
    });
    await insertOrder({
      fullName: `${ZEYNEP} Kaya`,
      status: 'shipped',
      paidAt: minutesAgo(50),
      city: 'Istanbul',
      countryCode: 'TR',
    });
    await insertOrder({ fullName: `${ILKIN} Məmmədov`, status: 'completed', paidAt: ilkinPaid, countryCode: 'AZ' });
    // Never paid, refunded, or paid long ago: not a recent sale.
    await insertOrder({
      fullName: `${IVAN} Petrov`,
      status: 'waiting_for_payment',
      paidAt: null,
      city: 'Moscow',
      countryCode: 'RU',
    });
    await insertOrder({
      fullName: `${IVAN} Sidorov`,
      status: 'refunded',
      paidAt: minutesAgo(3),
      city: 'Kazan',
      countryCode: 'RU',
    });
    await insertOrder({
      fullName: `${IVAN} Orlov`,
      status: 'paid',
      paidAt: minutesAgo(60 * 24 * 90),
      city: 'Sochi',
      countryCode: 'RU',
    });
  });

  it('lists recent paid orders by first name and place only, newest first, counting repeats', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/sales_notifications' });
    expect(response.statusCode).toBe(200);
    const { sales_notifications } = response.json() as {
      sales_notifications: Array<{ name: string; location: string; time: string; count: number }>;
    };
    const mine = sales_notifications.filter((entry) => entry.name.endsWith(suffix));
    expect(mine).toEqual([
      // Two orders by a Zeynep in Istanbul: one entry, at the time of the latest.
      { name: ZEYNEP, location: 'Istanbul', time: zeynepLatest.toISOString(), count: 2 },
      { name: ILKIN, location: 'Azerbaijan', time: ilkinPaid.toISOString(), count: 1 },
    ]);
    for (const entry of sales_notifications)
      expect(Object.keys(entry).sort()).toEqual(['count', 'location', 'name', 'time']);
    // No surname, e-mail, phone or address ever leaves the server.
    for (const secret of ['Yılmaz', 'Kaya', 'Məmmədov', '@example.com', '+90', 'Private street', IVAN]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('names the country in the request language when the city is unknown', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/sales_notifications',
      headers: { 'accept-language': 'ru' },
    });
    const entry = response.json().sales_notifications.find((item: { name: string }) => item.name === ILKIN);
    expect(entry.location).toBe('Азербайджан');
  });
});
