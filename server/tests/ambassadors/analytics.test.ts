/**
 * Click analytics through the real API on PostgreSQL: visits of the landing and of any page with ?ref=CODE
 * (recorded once per visitor a day, with their source and page), and GET /referrals/analytics bucketing clicks,
 * referred orders, conversion and earnings by day, week and month, by source and by landing page.
 */
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRewardsForPaidOrder } from '../../src/ambassadors/ledger';
import { shareImageSvg } from '../../src/ambassadors/share-image';
import { landingPathOf, sourceToken } from '../../src/ambassadors/visits';
import { books, referrals, referralVisits } from '../../src/db/schema';
import {
  activeAmbassador,
  buildAmbassadorApp,
  insertPaidOrder,
  send,
  type TestAmbassador,
} from '../ambassadors-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  // The built front end of this checkout, so a story page with ?ref= goes through the real page handler.
  app = await buildAmbassadorApp({ webRoot: join(import.meta.dirname, '..', '..', '..') });
});
afterAll(() => app.close());

const db = () => app.database.db;
const visitsOf = (ambassadorId: string) =>
  db().select().from(referralVisits).where(eq(referralVisits.ambassadorId, ambassadorId));
const analytics = (who: TestAmbassador, query: string) =>
  send(app, 'GET', `/analytics?${query}`, undefined, { token: who.token });
const landing = (code: string, ip: string, src?: string) =>
  send(app, 'POST', '/visits', { referral_code: code, ...(src ? { src } : {}) }, { ip });
/** A paid order credited to the ambassador at `at` (the referral's date is when the order was paid). */
async function referredOrder(who: TestAmbassador, at: string, total = 4999) {
  const order = await insertPaidOrder(app, { referralCode: who.referralCode, total });
  await db().transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
  await db()
    .update(referrals)
    .set({ createdAt: new Date(at) })
    .where(eq(referrals.orderId, order.id));
  return order;
}
/** Moves the ambassador's visits of one source to a moment of the past, as if they had been made then. */
const clickedAt = (who: TestAmbassador, source: string | null, at: string) =>
  db()
    .update(referralVisits)
    .set({ createdAt: new Date(at) })
    .where(
      and(
        eq(referralVisits.ambassadorId, who.id),
        source === null ? sql`${referralVisits.source} is null` : eq(referralVisits.source, source),
      ),
    );

describe('referral visits', () => {
  it('keeps ?src= as a short lower-case token and the landing page without its language', () => {
    expect(sourceToken(' Instagram ')).toBe('instagram');
    expect(sourceToken('tiktok_bio-2')).toBe('tiktok_bio-2');
    expect(sourceToken('<script>')).toBeUndefined();
    expect(sourceToken('https://evil.example')).toBeUndefined();
    expect(sourceToken('x'.repeat(33))).toBeUndefined();
    expect(landingPathOf('/ru/story/the-brave-fox/')).toBe('/story/the-brave-fox');
    expect(landingPathOf('/az')).toBe('/');
    expect(landingPathOf('/explore?ref=X')).toBe('/explore');
  });

  it('counts the landing once per visitor a day, with its source', async () => {
    const ambassador = await activeAmbassador(app);
    for (let i = 0; i < 3; i++)
      expect((await landing(ambassador.referralCode, '203.0.113.7', 'Instagram')).statusCode).toBe(201);
    expect((await landing(ambassador.referralCode, '203.0.113.8')).statusCode).toBe(201);
    const visits = (await visitsOf(ambassador.id)).sort((a, b) => a.id - b.id);
    expect(visits.map((visit) => [visit.source, visit.landingPath])).toEqual([
      ['instagram', `/referrals/${ambassador.referralCode}`],
      [null, `/referrals/${ambassador.referralCode}`],
    ]);
    // Nothing of the visitor is kept as it came.
    expect(visits.every((visit) => visit.visitorKey && !visit.visitorKey.includes('203.0.113'))).toBe(true);
  });

  it('credits a story link with ?ref=CODE like the landing: cookie set, visit recorded once per visitor a day', async () => {
    const ambassador = await activeAmbassador(app);
    const [book] = await db().select({ slug: books.slug }).from(books).limit(1);
    const slug = book?.slug ?? 'no-such-story';
    const open = (ip: string, agent = 'Phone/1.0') =>
      app.inject({
        method: 'GET',
        url: `/tr/story/${slug}?ref=${ambassador.referralCode.toLowerCase()}&src=instagram&utm_source=ig`,
        headers: { 'user-agent': agent, 'accept-language': 'tr' },
        remoteAddress: ip,
      });
    const first = await open('198.51.100.1');
    expect(first.statusCode).toBeLessThan(500);
    expect(String(first.headers['set-cookie'])).toContain(`shop_ref=${ambassador.referralCode}`);
    expect(String(first.headers['content-type'])).toContain('text/html');
    await open('198.51.100.1');
    await open('198.51.100.1');
    await open('198.51.100.1', 'Tablet/2.0');
    const visits = await visitsOf(ambassador.id);
    expect(visits).toHaveLength(2);
    expect(visits.map((visit) => [visit.source, visit.landingPath, visit.locale])).toEqual([
      ['instagram', `/story/${slug}`, 'tr'],
      ['instagram', `/story/${slug}`, 'tr'],
    ]);

    // An unknown code opens the page as usual and credits nobody.
    const unknown = await app.inject({
      method: 'GET',
      url: `/story/${slug}?ref=NOSUCHCODE`,
      remoteAddress: '198.51.100.2',
    });
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.headers['set-cookie'] ?? '').not.toContain('shop_ref=');
  });
});

describe('the share preview of a referral link', () => {
  it('names the ambassador in the landing page language: og:title, og:description and a picture drawn for them', async () => {
    const ambassador = await activeAmbassador(app, { name: 'Ольга Петрова' });
    const landingPage = await app.inject({
      method: 'GET',
      url: `/ru/referrals/${ambassador.referralCode}?src=telegram`,
      remoteAddress: '192.0.2.40',
    });
    expect(landingPage.statusCode).toBe(200);
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(landingPage.body)?.[1] ?? '';
    expect(meta('og:title')).toContain('Ольга П. приглашает вас');
    expect(meta('og:description')).toMatch(/^Ольга П\. приглашает вас создать/);
    const image = new URL(meta('og:image').replaceAll('&amp;', '&'));
    expect(image.pathname).toBe(`/api/v1/referrals/visits/${ambassador.referralCode}/share.png`);
    expect(image.searchParams.get('locale')).toBe('ru');
    // The server's render recorded the visit with its source, and gave the visitor the cookie.
    expect(String(landingPage.headers['set-cookie'])).toContain(`shop_ref=${ambassador.referralCode}`);
    expect((await visitsOf(ambassador.id)).map((visit) => visit.source)).toEqual(['telegram']);

    const picture = await app.inject({ method: 'GET', url: `${image.pathname}${image.search}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(picture.rawPayload).metadata();
    expect([width, height]).toEqual([1200, 630]);
    const lines = (svg: string) =>
      [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]).join(' ');
    expect(lines(shareImageSvg('Ольга П.', 'Storybook Shop', 'ru'))).toContain('Ольга П. приглашает вас');
    expect(lines(shareImageSvg('Şule I.', 'Storybook Shop', 'tr'))).toContain('Şule I. sizi davet ediyor');
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/referrals/visits/NOSUCHCODE/share.png' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /referrals/analytics', () => {
  it('buckets clicks, orders, conversion and earnings by day, week and month, by source and landing page', async () => {
    const ambassador = await activeAmbassador(app);
    const other = await activeAmbassador(app);
    // Two Instagram visitors and one from Telegram on Tuesday 3 March 2026, one without a source on Monday 9 March.
    await landing(ambassador.referralCode, '192.0.2.1', 'instagram');
    await landing(ambassador.referralCode, '192.0.2.2', 'instagram');
    await landing(ambassador.referralCode, '192.0.2.3', 'telegram');
    await landing(ambassador.referralCode, '192.0.2.4');
    await landing(other.referralCode, '192.0.2.5', 'instagram');
    await clickedAt(ambassador, 'instagram', '2026-03-03T09:00:00Z');
    await clickedAt(ambassador, 'telegram', '2026-03-03T10:00:00Z');
    await clickedAt(ambassador, null, '2026-03-09T09:00:00Z');
    await clickedAt(other, 'instagram', '2026-03-03T09:00:00Z');
    // An order after the Instagram and Telegram clicks (Telegram is the last touch), one after the last click.
    await referredOrder(ambassador, '2026-03-03T12:00:00Z', 4999);
    await referredOrder(ambassador, '2026-03-10T12:00:00Z', 2999);

    const days = await analytics(ambassador, 'period=day&from=2026-03-02&to=2026-03-10');
    expect(days.statusCode).toBe(200);
    const byDay = days.json().analytics;
    expect(byDay).toMatchObject({ period: 'day', from: '2026-03-02', to: '2026-03-10', currency: 'USD' });
    expect(byDay.buckets).toHaveLength(9);
    expect(byDay.buckets[1]).toEqual({ start: '2026-03-03', clicks: 3, orders: 1, conversion: 0.3333, earnings: 500 });
    expect(byDay.buckets[7]).toEqual({ start: '2026-03-09', clicks: 1, orders: 0, conversion: 0, earnings: 0 });
    expect(byDay.buckets[8]).toEqual({ start: '2026-03-10', clicks: 0, orders: 1, conversion: null, earnings: 300 });
    expect(byDay.totals).toEqual({ clicks: 4, orders: 2, conversion: 0.5, earnings: 800 });
    expect(byDay.sources).toEqual([
      { source: 'instagram', clicks: 2, orders: 0, conversion: 0, earnings: 0 },
      { source: null, clicks: 1, orders: 1, conversion: 1, earnings: 300 },
      { source: 'telegram', clicks: 1, orders: 1, conversion: 1, earnings: 500 },
    ]);
    expect(byDay.landing_pages).toEqual([
      { path: `/referrals/${ambassador.referralCode}`, clicks: 4, orders: 2, conversion: 0.5, earnings: 800 },
    ]);

    // Weeks start on Monday: 2 March and 9 March.
    const weeks = (await analytics(ambassador, 'period=week&from=2026-03-04&to=2026-03-15')).json().analytics;
    expect(weeks.from).toBe('2026-03-02');
    expect(weeks.buckets).toEqual([
      { start: '2026-03-02', clicks: 3, orders: 1, conversion: 0.3333, earnings: 500 },
      { start: '2026-03-09', clicks: 1, orders: 1, conversion: 1, earnings: 300 },
    ]);
    const months = (await analytics(ambassador, 'period=month&from=2026-02-10&to=2026-03-31')).json().analytics;
    expect(months.buckets).toEqual([
      { start: '2026-02-01', clicks: 0, orders: 0, conversion: null, earnings: 0 },
      { start: '2026-03-01', clicks: 4, orders: 2, conversion: 0.5, earnings: 800 },
    ]);

    // The other ambassador sees only their own click.
    const theirs = (await analytics(other, 'period=month&from=2026-03-01&to=2026-03-31')).json().analytics;
    expect(theirs.totals).toEqual({ clicks: 1, orders: 0, conversion: 0, earnings: 0 });
  });

  it('splits by landing page: a story shared with ?ref= and the landing', async () => {
    const ambassador = await activeAmbassador(app);
    await app.inject({
      method: 'GET',
      url: `/story/the-brave-fox?ref=${ambassador.referralCode}&src=instagram`,
      remoteAddress: '192.0.2.10',
    });
    await landing(ambassador.referralCode, '192.0.2.11', 'whatsapp');
    await referredOrder(ambassador, new Date().toISOString());
    const today = new Date().toISOString().slice(0, 10);
    const result = (await analytics(ambassador, `period=day&from=${today}&to=${today}`)).json().analytics;
    expect(result.landing_pages.map((row: { path: string; clicks: number }) => [row.path, row.clicks]).sort()).toEqual(
      [
        [`/referrals/${ambassador.referralCode}`, 1],
        ['/story/the-brave-fox', 1],
      ].sort(),
    );
    expect(result.totals).toMatchObject({ clicks: 2, orders: 1, conversion: 0.5 });
  });

  it('defaults to the last 30 days, 12 weeks or 12 months, and refuses a range that makes no sense', async () => {
    const ambassador = await activeAmbassador(app);
    const day = (await analytics(ambassador, '')).json().analytics;
    expect(day.period).toBe('day');
    expect(day.buckets).toHaveLength(30);
    expect(day.to).toBe(new Date().toISOString().slice(0, 10));
    expect((await analytics(ambassador, 'period=week')).json().analytics.buckets).toHaveLength(12);
    expect((await analytics(ambassador, 'period=month')).json().analytics.buckets).toHaveLength(12);
    for (const query of [
      'period=year',
      'from=2026-03-10&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'from=yesterday',
    ]) {
      expect((await analytics(ambassador, query)).statusCode, query).toBe(400);
    }
    expect((await send(app, 'GET', '/analytics')).statusCode).toBe(401);
  });
});

describe('GET /referrals/stats', () => {
  it('counts referred ambassadors apart from referred orders', async () => {
    const ambassador = await activeAmbassador(app);
    await referredOrder(ambassador, new Date().toISOString());
    await referredOrder(ambassador, new Date().toISOString());
    const recruit = await send(
      app,
      'POST',
      '/visits',
      { referral_code: ambassador.referralCode },
      { ip: '192.0.2.30' },
    );
    const cookie = String(recruit.headers['set-cookie']).split(';')[0];
    await activeAmbassador(app, {}, { cookie });
    const stats = (await send(app, 'GET', '/stats', undefined, { token: ambassador.token })).json().stats;
    expect(stats).toMatchObject({ total_referrals: 3, referred_ambassadors: 1, total_orders: { direct: 2, total: 2 } });
  });
});
