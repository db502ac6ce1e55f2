/**
 * The server's log never holds an e-mail address, an order token or a private link's signature
 * (lib/log-redaction.ts): read from the lines the real app writes for a tracking lookup and a file download.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REDACTED, redactedUrl } from '../../src/lib/log-redaction';
import { buildTestApp } from '../helpers';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let app: FastifyInstance;
const fileKey = `orders/log-redaction-${Date.now()}/photo-1.jpg`;

beforeAll(async () => {
  app = await buildTestApp({ logger: { level: 'info', stream } });
  await app.storage.put(fileKey, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
});
afterAll(async () => {
  await app.storage.delete(fileKey);
  await app.close();
});
beforeEach(() => {
  lines.length = 0;
});

/** The URLs the request lines logged. */
const loggedUrls = () =>
  lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url) => url !== undefined);

describe('the server log', () => {
  it('logs a tracking lookup without its e-mail address', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/orders/track?order_number=SB-123456&email=parent.of.aylin%40example.com&utm_source=mail',
    });
    expect(response.statusCode).toBe(404);
    expect(loggedUrls()).toContain(`/api/v1/orders/track?order_number=SB-123456&email=${REDACTED}&utm_source=mail`);
    expect(lines.join('\n')).not.toMatch(/parent\.of\.aylin/);
  });

  it('logs a private file download without its signature', async () => {
    const link = app.storage.signedUrl(fileKey);
    const signature = new URL(link, 'http://shop.test').searchParams.get('sig') ?? '';
    expect(signature.length).toBeGreaterThan(10);
    const response = await app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(200);
    const logged = loggedUrls();
    expect(logged.length).toBeGreaterThan(0);
    for (const url of logged)
      expect(url).toMatch(new RegExp(`^/api/v1/files/${fileKey}\\?exp=\\d+&sig=\\[redacted\\]$`));
    expect(lines.join('\n')).not.toContain(signature);
  });

  it('blanks e-mail addresses and tokens that code logs as fields', () => {
    app.log.info(
      { email: 'leyla@example.com', order: { email: 'leyla@example.com', token: 'order-token-1' }, accessToken: 'a1' },
      'an event about an order',
    );
    const [line] = lines;
    expect(line).toBeDefined();
    expect(line).not.toMatch(/leyla@example\.com|order-token-1|"a1"/);
    expect(JSON.parse(line ?? '{}')).toMatchObject({ email: REDACTED, order: { email: REDACTED, token: REDACTED } });
  });
});

describe('redactedUrl', () => {
  it('replaces secret values and any e-mail address, keeps the rest as it was', () => {
    expect(redactedUrl('/api/v1/books?page=2')).toBe('/api/v1/books?page=2');
    expect(redactedUrl('/en/track?order_number=SB-1&email=a@b.co')).toBe(
      `/en/track?order_number=SB-1&email=${REDACTED}`,
    );
    expect(redactedUrl('/x?Token=abc&q=someone%40example.com&flag')).toBe(`/x?Token=${REDACTED}&q=${REDACTED}&flag`);
    expect(redactedUrl('/x?%65mail=hidden&sig=abc')).toBe(`/x?%65mail=${REDACTED}&sig=${REDACTED}`);
    expect(redactedUrl('/no-query')).toBe('/no-query');
  });
});
