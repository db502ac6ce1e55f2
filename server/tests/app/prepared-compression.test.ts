/**
 * The catalogue's shared answers are compressed once per encoding (lib/prepared-json.ts) rather than on every
 * request: what a browser gets must still be exactly the JSON, in the encoding it prefers, with the headers a cache
 * needs, and an answer about one person never comes from that cache.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../src/lib/prepared-json';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

function get(url: string, acceptEncoding?: string) {
  return app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('prepared answers compressed once', () => {
  it('gives the same JSON in brotli, gzip and plain, each with its length and Vary', async () => {
    const plain = await get('/api/v1/books');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the second answer comes from the compressed copy the first one made.
      for (const round of [1, 2]) {
        const response = await get('/api/v1/books', accept);
        const what = `${accept} (request ${round})`;
        expect(response.headers['content-encoding'], what).toBe(encoding);
        expect(Number(response.headers['content-length']), what).toBe(response.rawPayload.length);
        expect(decode(response.rawPayload).toString(), what).toBe(plain.body);
        expect(String(response.headers.vary).toLowerCase(), what).toContain('accept-encoding');
        expect(String(response.headers.vary).toLowerCase(), what).toContain('accept-language');
      }
    }
  });

  it('uses the strong settings that once per answer affords, smaller than per-request brotli', async () => {
    const plain = await get('/api/v1/books');
    const response = await get('/api/v1/books', 'br');
    const strong = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    const perRequest = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(response.rawPayload.length).toBeLessThanOrEqual(strong.length + 16);
    expect(response.rawPayload.length).toBeLessThan(perRequest.length);
  });

  it('answers each language its own JSON', async () => {
    const english = await app.inject({ url: '/api/v1/books', headers: { 'accept-encoding': 'br' } });
    const russian = await app.inject({
      url: '/api/v1/books',
      headers: { 'accept-encoding': 'br', 'accept-language': 'ru' },
    });
    const plainRussian = await app.inject({ url: '/api/v1/books', headers: { 'accept-language': 'ru' } });
    // Sent as bytes encoded once: the length is of the UTF-8, not of the string.
    expect(plainRussian.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plainRussian.headers['content-length'])).toBe(Buffer.byteLength(plainRussian.body));
    expect(plainRussian.json().books.length).toBeGreaterThan(0);
    expect(brotliDecompressSync(russian.rawPayload).toString()).toBe(plainRussian.body);
    expect(brotliDecompressSync(russian.rawPayload).toString()).not.toBe(
      brotliDecompressSync(english.rawPayload).toString(),
    );
  });

  it('leaves an answer that is not prepared to the per-request compression', async () => {
    const response = await get('/api/v1/orders/track?order_number=SB-000000&email=a%40example.com', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', undefined],
    ['deflate, zstd', undefined],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
