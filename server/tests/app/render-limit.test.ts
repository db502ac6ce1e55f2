/**
 * The page cache is not a weapon: a client address may have only so many pages rendered afresh per
 * minute, counted in PostgreSQL so the limit holds across instances, while pages from the cache are never limited;
 * and an unknown referral code is the 404 page, not a page the cache keeps.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '../../src/lib/messages';
import { buildTestApp, type OwnDatabase } from '../helpers';
import { renderingApp } from './rendering-app';

const LIMIT = 3;
const ENV = { RENDER_MISS_PER_MINUTE: String(LIMIT) };
const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

let app: FastifyInstance;
let other: FastifyInstance;
let database: OwnDatabase;

beforeAll(async () => {
  ({ app, database } = await renderingApp('shop_render_limit', ENV));
  // A second instance of the shop on the same database.
  other = await buildTestApp({ databaseUrl: database.url, webRoot: repositoryRoot, env: ENV });
}, 120_000);
afterAll(async () => {
  await other?.close();
  await app?.close();
  await database?.drop();
});

const from = (target: FastifyInstance, remoteAddress: string, url: string) =>
  target.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html' } });

describe('rendering a page not in the cache', () => {
  it('is limited per client address across instances, and pages from the cache never are', async () => {
    const visitor = '198.51.100.7';
    const home = await from(app, visitor, '/');
    expect(home.statusCode).toBe(200);
    // Made-up addresses: each one is a render (a 404 page, never cached).
    for (let index = 1; index < LIMIT; index += 1)
      expect((await from(app, visitor, `/story/made-up-${index}`)).statusCode).toBe(404);

    const refused = await from(app, visitor, '/ru/story/made-up-more');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.headers['cache-control']).toBe('no-cache');
    // The shell's frame in the page's language: the visitor's browser draws the page.
    expect(refused.body).toMatch(/<html lang="ru"/);
    expect(String(refused.headers['content-security-policy'])).toMatch(/script-src 'self' 'nonce-/);

    // The other instance counts the same renders.
    expect((await from(other, visitor, '/story/made-up-elsewhere')).statusCode).toBe(429);

    // The cached page is still answered, however often.
    for (let index = 0; index < 5; index += 1) {
      const again = await from(app, visitor, '/');
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-page-cache']).toBe('hit');
    }
    // Another visitor is not held back by this one.
    expect((await from(app, '203.0.113.9', '/story/made-up-1')).statusCode).toBe(404);
  });
});

describe('the referral landing of an unknown code', () => {
  it('is the 404 page in its language, and is not kept in the cache', async () => {
    for (const [locale, prefix] of [
      ['ru', '/ru'],
      ['en', ''],
    ] as const) {
      const address = `192.0.2.${locale === 'ru' ? 10 : 11}`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await from(app, address, `${prefix}/referrals/NOSUCHCODE`);
        expect(response.statusCode, `${locale} attempt ${attempt}`).toBe(404);
        expect(response.headers['x-page-cache']).toBeUndefined();
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.body).toMatch(new RegExp(`<html lang="${locale}"`));
        const title = translateMessage('common.error.referralNotFound', locale);
        expect(response.body).toContain(title.replace(/'/g, '&#x27;'));
        expect(response.body).toMatch(/<meta name="robots" content="noindex/);
      }
    }
  });
});
