/**
 * The overview's reports and the lists' filters and CSV files, on a database of their own: a report adds up every
 * paid order of its period, so another file's orders would change the sums.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRates } from '../../src/currency/repository';
import { auditLog, books, brandAmbassadors, orders, payments, referrals, refunds } from '../../src/db/schema';
import { newAccessToken } from '../../src/orders/access';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { buildTestApp, type OwnDatabase, ownDatabase } from '../helpers';

let app: FastifyInstance;
let database: OwnDatabase;
let staff: TestStaff;
let bookOne: string;
let bookTwo: string;
const ambassador = { x: '', y: '', xCode: `XA${randomUUID().slice(0, 6)}`.toUpperCase(), yCode: '' };
ambassador.yCode = `YB${randomUUID().slice(0, 6)}`.toUpperCase();
const number: Record<string, string> = {};
const orderId: Record<string, string> = {};

interface Sale {
  key: string;
  total: number;
  currency: string;
  paidAt: Date | null;
  book: string | null;
  version: string;
  language: string;
  countryCode?: string;
  deliveryCountry?: string;
  referralCode?: string;
  ambassadorId?: string;
  fullName?: string;
}

async function insertSale(sale: Sale) {
  const [order] = await app.database.db
    .insert(orders)
    .values({
      accessTokenHash: newAccessToken().hash,
      status: sale.paidAt ? 'paid' : 'waiting_for_payment',
      storyType: sale.book ? 'ready' : 'custom',
      bookSlug: sale.book,
      child: { gender: 'girl', name: 'Mina', age: 5, storyLanguage: sale.language, illustrationStyle: 'anime' },
      version: sale.version,
      fullName: sale.fullName ?? `Parent ${sale.key}`,
      email: `${sale.key.toLowerCase()}@example.com`,
      countryCode: sale.countryCode ?? 'US',
      deliveryCountry: sale.deliveryCountry ?? null,
      currency: sale.currency,
      price: {
        currency: sale.currency,
        basePrice: sale.total,
        versionPrice: 0,
        shipping: 0,
        subtotal: sale.total,
        discount: 0,
        total: sale.total,
        totalAzn: 0,
      },
      referralCode: sale.referralCode ?? null,
      paidAt: sale.paidAt,
      createdAt: sale.paidAt ?? new Date('2026-03-20T10:00:00Z'),
    } as typeof orders.$inferInsert)
    .returning();
  if (!order) throw new Error('no order');
  number[sale.key] = order.orderNumber;
  orderId[sale.key] = order.id;
  if (sale.ambassadorId) {
    await app.database.db
      .insert(referrals)
      .values({ ambassadorId: sale.ambassadorId, referredType: 'order', orderId: order.id, name: 'Parent P.' });
  }
}

async function insertAmbassador(name: string, code: string) {
  const [row] = await app.database.db
    .insert(brandAmbassadors)
    .values({
      name,
      email: `${code.toLowerCase()}@example.com`,
      passwordHash: 'not a hash',
      phone: `+1555${code.length}${Math.floor(Math.random() * 1e6)}`,
      status: 'active',
      referralCode: code,
    } as typeof brandAmbassadors.$inferInsert)
    .returning();
  if (!row) throw new Error('no ambassador');
  return row.id;
}

beforeAll(async () => {
  database = await ownDatabase('shop_reports');
  app = await buildTestApp({ databaseUrl: database.url });
  staff = await signedInStaff(app, 'support');
  const slugs = await app.database.db.select({ slug: books.slug }).from(books).orderBy(books.slug).limit(2);
  bookOne = slugs[0]?.slug ?? '';
  bookTwo = slugs[1]?.slug ?? '';
  // Round rates: 1 USD = 1.7 AZN, 1 TRY = 0.05 AZN, so 17.00 AZN and 340.00 TRY are 10.00 USD each.
  await storeRates(app.database.db, [
    { currency: 'USD', rate: 1.7, nominal: 1 },
    { currency: 'TRY', rate: 0.05, nominal: 1 },
    { currency: 'RUB', rate: 2, nominal: 100 },
  ]);
  ambassador.x = await insertAmbassador('@SUM(1) Xena', ambassador.xCode);
  ambassador.y = await insertAmbassador('Yusuf', ambassador.yCode);
  const sales: Sale[] = [
    // The first second of the period counts…
    {
      key: 'A',
      total: 5000,
      currency: 'USD',
      paidAt: new Date('2026-03-01T00:00:00Z'),
      book: bookOne,
      version: 'hardcover',
      language: 'en',
      referralCode: ambassador.xCode,
      ambassadorId: ambassador.x,
      fullName: '=HYPERLINK("http://evil.example","x")',
    },
    {
      key: 'B',
      total: 1700,
      currency: 'AZN',
      paidAt: new Date('2026-03-10T12:00:00Z'),
      book: bookOne,
      version: 'pdf',
      language: 'az',
      countryCode: 'US',
      deliveryCountry: 'AZ',
      fullName: 'Aysel "Ayka", Məmmədova',
    },
    // …and the last one.
    {
      key: 'C',
      total: 34000,
      currency: 'TRY',
      paidAt: new Date('2026-03-31T23:59:59Z'),
      book: bookTwo,
      version: 'softcover',
      language: 'tr',
      countryCode: 'TR',
      referralCode: ambassador.yCode,
      ambassadorId: ambassador.y,
    },
    {
      key: 'D',
      total: 2000,
      currency: 'USD',
      paidAt: new Date('2026-03-15T08:00:00Z'),
      book: null,
      version: 'pdf',
      language: 'ru',
      countryCode: 'RU',
    },
    // Outside the period by a second either way, and never paid: not sales of March.
    {
      key: 'E',
      total: 9999,
      currency: 'USD',
      paidAt: new Date('2026-04-01T00:00:00Z'),
      book: bookTwo,
      version: 'pdf',
      language: 'en',
    },
    {
      key: 'F',
      total: 9999,
      currency: 'USD',
      paidAt: new Date('2026-02-28T23:59:59Z'),
      book: bookOne,
      version: 'pdf',
      language: 'en',
    },
    { key: 'G', total: 9999, currency: 'USD', paidAt: null, book: bookOne, version: 'hardcover', language: 'en' },
  ];
  for (const sale of sales) await insertSale(sale);
  // Money given back: 10.00 USD of A in March, 3.40 TRY of C on 1 April (next month's), one that failed.
  const [payment] = await app.database.db
    .insert(payments)
    .values({
      orderId: orderId.A ?? '',
      provider: 'sandbox',
      sessionId: 'cs_a',
      status: 'succeeded',
      amount: 5000,
      currency: 'USD',
    })
    .returning();
  const refund = (amount: number, currency: string, status: 'succeeded' | 'failed', at: string, key: string) => ({
    orderId: orderId[key] ?? '',
    paymentId: payment?.id ?? '',
    provider: 'sandbox',
    amount,
    currency,
    reason: 'test',
    status,
    createdBy: 'provider',
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });
  await app.database.db
    .insert(refunds)
    .values([
      refund(1000, 'USD', 'succeeded', '2026-03-20T10:00:00Z', 'A'),
      refund(340, 'TRY', 'succeeded', '2026-04-01T00:00:00Z', 'C'),
      refund(2000, 'USD', 'failed', '2026-03-21T10:00:00Z', 'A'),
    ]);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const march = '/reports?from=2026-03-01&to=2026-03-31';

describe('GET /api/v1/admin/reports', () => {
  it('adds up the orders paid in the period, per currency and in US cents', async () => {
    const response = await asStaff(app, staff, 'GET', march);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.bucket).toBe('day');
    expect(report.totals).toEqual({
      orders: 4,
      revenue_usd: 9000,
      by_currency: [
        { currency: 'USD', orders: 2, revenue: 7000 },
        { currency: 'AZN', orders: 1, revenue: 1700 },
        { currency: 'TRY', orders: 1, revenue: 34000 },
      ],
    });
  });

  it('counts the money given back in the period apart, refused refunds left out', async () => {
    const march = (await asStaff(app, staff, 'GET', '/reports?from=2026-03-01&to=2026-03-31')).json();
    expect(march.refunds).toEqual({
      orders: 1,
      revenue_usd: 1000,
      by_currency: [{ currency: 'USD', orders: 1, revenue: 1000 }],
    });
    const april = (await asStaff(app, staff, 'GET', '/reports?from=2026-04-01&to=2026-04-30')).json();
    expect(april.refunds).toMatchObject({
      orders: 1,
      revenue_usd: 10,
      by_currency: [{ currency: 'TRY', revenue: 340 }],
    });
  });

  it('draws every day of the period, the boundary days included', async () => {
    const { series } = (await asStaff(app, staff, 'GET', march)).json();
    expect(series).toHaveLength(31);
    expect(series[0]).toMatchObject({ start: '2026-03-01', orders: 1, revenue_usd: 5000 });
    expect(series[30]).toMatchObject({ start: '2026-03-31', orders: 1, revenue_usd: 1000 });
    expect(series[1]).toMatchObject({ start: '2026-03-02', orders: 0, revenue_usd: 0, by_currency: [] });
  });

  it('groups by ISO week (Monday first) when asked', async () => {
    const { series, bucket } = (await asStaff(app, staff, 'GET', `${march}&bucket=week`)).json();
    expect(bucket).toBe('week');
    // 1 March 2026 is a Sunday: its week began on 23 February.
    expect(series.map((entry: { start: string }) => entry.start)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    // B on Tuesday 10 March and D on Sunday 15 March share a week.
    expect(series[2]).toMatchObject({ orders: 2, revenue_usd: 3000 });
  });

  it('ranks books, versions, languages and countries by US cents', async () => {
    const report = (await asStaff(app, staff, 'GET', march)).json();
    expect(report.books.map((row: { book: string; revenue_usd: number }) => [row.book, row.revenue_usd])).toEqual([
      [bookOne, 6000],
      ['custom', 2000],
      [bookTwo, 1000],
    ]);
    expect(report.books[0].name).toEqual(expect.any(String));
    expect(report.books[1].name).toBeNull();
    expect(report.versions.map((row: { version: string }) => row.version)).toEqual(['hardcover', 'pdf', 'softcover']);
    expect(report.versions[1]).toMatchObject({ orders: 2, revenue_usd: 3000 });
    expect(report.languages.map((row: { language: string }) => row.language)).toEqual(['en', 'ru', 'az', 'tr']);
    // Where the book goes, not where it was ordered from.
    expect(report.countries.map((row: { country: string }) => row.country)).toEqual(['US', 'RU', 'AZ', 'TR']);
  });

  it('counts referred orders and ranks their ambassadors', async () => {
    const report = (await asStaff(app, staff, 'GET', march)).json();
    expect(report.referral).toMatchObject({ orders: 2, revenue_usd: 6000 });
    expect(report.ambassadors).toEqual([
      expect.objectContaining({ id: ambassador.x, referral_code: ambassador.xCode, orders: 1, revenue_usd: 5000 }),
      expect.objectContaining({ id: ambassador.y, name: 'Yusuf', orders: 1, revenue_usd: 1000 }),
    ]);
  });

  it('refuses a period that ends before it starts, and a visitor', async () => {
    expect((await asStaff(app, staff, 'GET', '/reports?from=2026-03-31&to=2026-03-01')).statusCode).toBe(400);
    expect((await asStaff(app, staff, 'GET', '/reports?from=2024-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await asStaff(app, null, 'GET', march)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/admin/orders filters', () => {
  const numbersOf = async (query: string) => {
    const response = await asStaff(app, staff, 'GET', `/orders?${query}`);
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .items.map((item: { order_number: string }) => item.order_number)
      .sort();
  };
  const keys = (...names: string[]) => names.map((name) => number[name]).sort();

  it('filters by ambassador, referral code (any case), book, version, country and language', async () => {
    expect(await numbersOf(`ambassador=${ambassador.x}`)).toEqual(keys('A'));
    expect(await numbersOf(`referral_code=${ambassador.yCode.toLowerCase()}`)).toEqual(keys('C'));
    expect(await numbersOf(`book=${bookOne}`)).toEqual(keys('A', 'B', 'F', 'G'));
    expect(await numbersOf('book=custom')).toEqual(keys('D'));
    expect(await numbersOf('version=pdf')).toEqual(keys('B', 'D', 'E', 'F'));
    expect(await numbersOf('country=az')).toEqual(keys('B'));
    expect(await numbersOf('language=tr')).toEqual(keys('C'));
    expect(await numbersOf(`book=${bookOne}&version=hardcover&status=paid`)).toEqual(keys('A'));
  });

  it('refuses a filter value it does not know', async () => {
    expect((await asStaff(app, staff, 'GET', '/orders?version=ebook')).statusCode).toBe(400);
    expect((await asStaff(app, staff, 'GET', '/orders?ambassador=nobody')).statusCode).toBe(400);
  });
});

describe('CSV exports', () => {
  it('downloads the filtered orders for a spreadsheet, formulas defused', async () => {
    const response = await asStaff(app, staff, 'GET', `/orders.csv?book=${bookOne}&from=2026-03-01&to=2026-03-31`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFForder_number,created_at,')).toBe(true);
    const lines = response.body.trim().split('\n');
    // Header, then B and A (newest first); G is in March too but not paid: still an order of that book.
    expect(lines).toHaveLength(4);
    const a = lines.find((line) => line.startsWith(number.A ?? '?')) ?? '';
    expect(a).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(a).toContain(`,USD,50.00,${ambassador.xCode},'@SUM(1) Xena,`);
    const b = lines.find((line) => line.startsWith(number.B ?? '?')) ?? '';
    expect(b).toContain('"Aysel ""Ayka"", Məmmədova"');
    expect(b).toContain(',pdf,az,AZ,AZN,17.00,');
    expect(response.body).not.toContain(number.F);
  });

  it('downloads the filtered ambassadors, and records who took the files', async () => {
    const response = await asStaff(app, staff, 'GET', '/ambassadors.csv?q=xena');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="ambassadors-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.replace('\uFEFF', '').trim().split('\n');
    expect(lines[0]).toBe('name,email,country,status,referral_code,referrals,earned_usd,applied_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith(`'@SUM(1) Xena,${ambassador.xCode.toLowerCase()}@example.com,`)).toBe(true);
    const entries = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.staffId, staff.id));
    const actions = entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['order.export', 'ambassador.export']));
  });

  it('takes only a signed-in team member', async () => {
    expect((await asStaff(app, null, 'GET', '/orders.csv')).statusCode).toBe(401);
    expect((await asStaff(app, null, 'GET', '/ambassadors.csv')).statusCode).toBe(401);
  });
});
