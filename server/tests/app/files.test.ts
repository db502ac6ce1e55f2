import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ENCRYPTION_KEY_FILE } from '../../src/storage/secret';
import { buildTestApp, withTestApp } from '../helpers';

let app: FastifyInstance;
const key = `orders/files-test-${Date.now()}/photo-1.jpg`;
const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

beforeAll(async () => {
  app = await buildTestApp();
  await app.storage.put(key, bytes, 'image/jpeg');
});
afterAll(async () => {
  await app.storage.delete(key);
  await app.close();
});

function parts(url: string) {
  const parsed = new URL(url, 'http://shop.test');
  return {
    path: parsed.pathname,
    exp: parsed.searchParams.get('exp') ?? '',
    sig: parsed.searchParams.get('sig') ?? '',
  };
}

describe('GET /api/v1/files/*', () => {
  it('serves a file through its signed link, private and never cached', async () => {
    const response = await app.inject({ method: 'GET', url: app.storage.signedUrl(key) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('refuses a tampered link with 403 invalid_link', async () => {
    const { path, exp, sig } = parts(app.storage.signedUrl(key));
    const other = path.replace('photo-1.jpg', 'photo-2.jpg');
    const flipped = `${sig.slice(0, 5)}${sig[5] === 'A' ? 'B' : 'A'}${sig.slice(6)}`;
    for (const url of [
      `${path}?exp=${exp}&sig=${flipped}`,
      `${path}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `${other}?exp=${exp}&sig=${sig}`,
      `${path}?exp=${exp}`,
      path,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ error: 'invalid_link', message: 'This link is not valid' });
    }
  });

  it('refuses an expired link with 403 link_expired, in the visitor language', async () => {
    const { path, exp, sig } = parts(app.storage.signedUrl(key, -7200));
    expect(Number(exp) * 1000).toBeLessThan(Date.now());
    const response = await app.inject({
      method: 'GET',
      url: `${path}?exp=${exp}&sig=${sig}`,
      headers: { 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'link_expired',
      message: 'Bu bağlantının süresi doldu. Lütfen sayfayı yenileyin.',
    });
  });

  it('answers a validly signed link to a missing file with 404, and a path escape never reaches the disk', async () => {
    const missing = await app.inject({ method: 'GET', url: app.storage.signedUrl('orders/none/photo-1.jpg') });
    expect(missing.statusCode).toBe(404);
    const traversal = await app.inject({
      method: 'GET',
      url: '/api/v1/files/..%2F..%2Fetc%2Fpasswd?exp=9999999999&sig=x',
    });
    expect(traversal.statusCode).toBe(403);
    expect(traversal.body).not.toContain('root:');
  });
});

describe('files at rest', () => {
  const photoKey = 'orders/at-rest/photo-1.jpg';
  let dataDir = '';
  let photo = Buffer.alloc(0);
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-at-rest-'));
    photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c86' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps a photo encrypted on disk and serves it back identical', async () => {
    await withTestApp({ env: { DATA_DIR: dataDir } }, async (own) => {
      await own.storage.put(photoKey, photo, 'image/jpeg');
      const onDisk = await readFile(join(dataDir, 'files', 'orders', 'at-rest', 'photo-1.jpg'));
      expect([...photo.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect([...onDisk.subarray(0, 3)]).not.toEqual([0xff, 0xd8, 0xff]);
      expect(onDisk.includes(photo.subarray(20, 52))).toBe(false);
      const served = await own.inject({ method: 'GET', url: own.storage.signedUrl(photoKey) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(photo)).toBe(true);
    });
    // Unset, the key was generated once beside the other keys, private to the server's user.
    expect((await stat(join(dataDir, 'keys', FILE_ENCRYPTION_KEY_FILE))).mode & 0o777).toBe(0o600);
  });

  it('still serves a file written before encryption, as it is', async () => {
    const legacy = join(dataDir, 'files', 'orders', 'before', 'photo-1.jpg');
    await mkdir(dirname(legacy), { recursive: true });
    await writeFile(legacy, photo);
    await withTestApp({ env: { DATA_DIR: dataDir } }, async (own) => {
      const served = await own.inject({ method: 'GET', url: own.storage.signedUrl('orders/before/photo-1.jpg') });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(photo)).toBe(true);
    });
  });

  it('fails clearly with another FILE_ENCRYPTION_KEY, and serves no ciphertext', async () => {
    const logged: string[] = [];
    const logger = { level: 'error', stream: { write: (line: string) => logged.push(line) } };
    const otherKey = Buffer.alloc(32, 9).toString('base64');
    await withTestApp({ env: { DATA_DIR: dataDir, FILE_ENCRYPTION_KEY: otherKey }, logger }, async (own) => {
      const served = await own.inject({ method: 'GET', url: own.storage.signedUrl(photoKey) });
      expect(served.statusCode).toBe(500);
      expect(served.rawPayload.includes(photo.subarray(0, 3))).toBe(false);
    });
    expect(logged.join('\n')).toMatch(
      /stored file orders\/at-rest\/photo-1\.jpg was encrypted with key [0-9a-f]{16}, which is not FILE_ENCRYPTION_KEY/,
    );
  });
});
