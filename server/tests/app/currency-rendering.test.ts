/**
 * The currency the visitor chose (the shop_currency cookie) in server-rendered pages: the story page's
 * prices come in it, written the page language's way, the page state carries it for hydration, and the page
 * cache keeps pages of different currencies and countries apart. Needs the built front end, as server-rendering.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnDatabase } from '../helpers';
import { renderingApp } from './rendering-app';

let app: FastifyInstance;
let database: OwnDatabase;

beforeAll(async () => {
  ({ app, database } = await renderingApp('shop_currency_rendering', { TRUSTED_COUNTRY_HEADER: 'cf-ipcountry' }));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const NBSP = '\u00a0';
const STORY = '/az/story/the-little-astronaut';
const story = (country: string, cookie?: string) =>
  app.inject({ method: 'GET', url: STORY, headers: { 'cf-ipcountry': country, ...(cookie ? { cookie } : {}) } });
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script[^>]*id="shop-state"/.exec(html)?.[1] ?? '';
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="shop-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');
const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, '');

describe('a chosen currency in server-rendered pages', () => {
  it("renders the story page's prices in the cookie's currency, the Azerbaijani way, and hands it to the browser", async () => {
    const response = await story('US', 'locale=az; shop_currency=TRY');
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    // '1.746,99 ₺': a dot between thousands, a decimal comma, the symbol after a no-break space.
    expect(root).toMatch(new RegExp(`\\d\\.\\d{3},99${NBSP}₺`));
    expect(root).not.toMatch(/\$\d/);
    // The switcher shows the choice, and the state tells the browser which currency to hydrate with.
    expect(root).toMatch(/<option value="TRY" selected="">/);
    expect(stateOf(response.body).currency).toBe('TRY');
  });

  it('keeps pages of different currencies and countries apart in the page cache', async () => {
    const lira = await story('AZ', 'shop_currency=TRY');
    expect(lira.headers['x-page-cache']).toBeUndefined();
    const manat = await story('AZ');
    expect(manat.headers['x-page-cache']).toBeUndefined();
    expect(rootOf(manat.body)).toMatch(new RegExp(`\\d,99${NBSP}₼`));
    expect(stateOf(manat.body).currency).toBe('AZN');

    const liraAgain = await story('AZ', 'shop_currency=TRY');
    expect(liraAgain.headers['x-page-cache']).toBe('hit');
    expect(withoutNonces(liraAgain.body)).toBe(withoutNonces(lira.body));
    // The same currency for a visitor elsewhere is another page: shipping is priced for their country.
    const liraInTurkey = await story('TR');
    expect(liraInTurkey.headers['x-page-cache']).toBeUndefined();
    expect(stateOf(liraInTurkey.body).currency).toBe('TRY');
  });

  it('never mixes the language or currency of renders that overlap', async () => {
    const visitors = [
      { path: '/az/story/the-little-astronaut', cookie: 'shop_currency=TRY', lang: 'az', currency: 'TRY', price: /₺/ },
      { path: '/ru/story/the-little-astronaut', cookie: 'shop_currency=RUB', lang: 'ru', currency: 'RUB', price: /₽/ },
      { path: '/story/the-little-astronaut', cookie: 'shop_currency=USD', lang: 'en', currency: 'USD', price: /\$\d/ },
    ];
    // A country of its own per request (the country is part of the page cache's key): each is rendered.
    const countries = ['DE', 'FR', 'GB', 'IT', 'ES', 'NL', 'PL', 'SE', 'CA', 'AU', 'JP', 'BR'];
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(
        visitors.flatMap((visitor) =>
          [0, 1].map(async (copy) => ({
            visitor,
            response: await app.inject({
              method: 'GET',
              url: visitor.path,
              headers: { 'cf-ipcountry': countries[round * 2 + copy] ?? 'AZ', cookie: visitor.cookie },
            }),
          })),
        ),
      );
      for (const { visitor, response } of answers) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-page-cache']).toBeUndefined();
        expect(/<html lang="([a-z]+)"/.exec(response.body)?.[1]).toBe(visitor.lang);
        expect(stateOf(response.body).currency).toBe(visitor.currency);
        const root = rootOf(response.body);
        // Its own currency's prices and no other's ('<!--$-->' is React's, not a dollar).
        for (const other of visitors.filter((candidate) => candidate !== visitor)) {
          expect(other.price.test(root), `${visitor.lang} page shows ${other.currency}`).toBe(false);
        }
        expect(root).toMatch(visitor.price);
      }
    }
  });
});
