/**
 * Uploaded covers through Storage, and the files older releases wrote beside it (storage/legacy.ts): a cover the
 * team uploads with STORAGE=s3 lands in the bucket as ciphertext and is served at its /media/uploads/ URL with the
 * year-long caching; a cover already in DATA_DIR/uploads keeps its URL (moved into Storage at start, or read from the
 * old folder when it could not be moved); the move never removes a file Storage does not give back equal; and
 * `storage:copy` carries the old folders into the bucket too.
 */
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../src/db/schema';
import { copyLocalFilesToBucket } from '../../src/storage/copy';
import { EncryptingStorage, isEncrypted } from '../../src/storage/encrypting';
import { moveLegacyFiles } from '../../src/storage/legacy';
import { LocalStorage } from '../../src/storage/local';
import { S3Storage } from '../../src/storage/s3';
import type { Storage } from '../../src/storage/types';
import { signedInStaff } from '../admin-helpers';
import { buildTestApp, type OwnDatabase, ownDatabase } from '../helpers';
import { type S3StandIn, startS3rver, TEST_BUCKET } from './s3-stand-in';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const key = Buffer.alloc(32, 7);

let s3: S3StandIn;
let database: OwnDatabase;
beforeAll(async () => {
  [s3, database] = await Promise.all([startS3rver(), ownDatabase('shop_covers')]);
}, 120_000);
afterAll(async () => {
  await s3?.stop();
  await database?.drop();
});

const picture = (background: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .webp()
    .toBuffer();

async function rawObject(objectKey: string): Promise<Buffer | undefined> {
  try {
    const object = await s3.raw.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: objectKey }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  } catch {
    return undefined;
  }
}

/** A data folder as an older release left it: a cover in uploads/, a message in outbox/, and a stray file. */
async function oldDataDir(name: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-legacy-'));
  const cover = { key: `uploads/covers/${name}-0123456789ab.webp`, data: await picture('#aa3355') };
  const id = `2025-06-01T10-00-00-000Z-${Math.random().toString(16).slice(2, 10).padEnd(8, '0')}`;
  const eml = { key: `outbox/${id}.eml`, data: Buffer.from('To: parent@example.com\nSubject: Your book\n\nHello') };
  const json = {
    key: `outbox/${id}.json`,
    data: Buffer.from(JSON.stringify({ from: 'shop', to: 'parent@example.com', subject: 'Your book', createdAt: '' })),
  };
  for (const file of [cover, eml, json]) {
    await mkdir(join(dataDir, file.key, '..'), { recursive: true, mode: 0o755 });
    await writeFile(join(dataDir, file.key), file.data);
  }
  await writeFile(join(dataDir, 'outbox', 'notes.txt'), 'not an e-mail');
  return { dataDir, id, files: [cover, eml, json], cover };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('moving the old folders into Storage', () => {
  it('puts each file in Storage under its path, and removes it from the folder only once it reads back equal', async () => {
    const { dataDir, files } = await oldDataDir('moon-garden');
    const storage = new EncryptingStorage(new LocalStorage(join(dataDir, 'files'), key), [key]);
    const report = await moveLegacyFiles(storage, dataDir);
    expect(report.moved.sort()).toEqual(files.map((file) => file.key).sort());
    expect(report.skipped).toEqual(['outbox/notes.txt']);
    expect(report.failed).toEqual([]);
    for (const file of files) {
      expect((await storage.get(file.key))?.data, file.key).toEqual(file.data);
      expect(await exists(join(dataDir, file.key)), file.key).toBe(false);
      // Encrypted at rest like every stored file, covers included.
      expect(isEncrypted(await readFile(join(dataDir, 'files', file.key))), file.key).toBe(true);
    }
    // What could not be moved stays, in a folder closed to other local users.
    expect(await readFile(join(dataDir, 'outbox', 'notes.txt'), 'utf8')).toBe('not an e-mail');
    expect((await stat(join(dataDir, 'outbox'))).mode & 0o777).toBe(0o700);
    // Again: nothing left to do, nothing lost.
    expect(await moveLegacyFiles(storage, dataDir)).toEqual({ moved: [], skipped: ['outbox/notes.txt'], failed: [] });
  });

  it('keeps the old file when Storage gives back other bytes, fails, or already holds something else', async () => {
    const { dataDir, files, cover } = await oldDataDir('sea-voyage');
    const local = new EncryptingStorage(new LocalStorage(join(dataDir, 'files'), key), [key]);
    const garbling: Storage = {
      ...local,
      put: (k, data, type) => local.put(k, data, type),
      get: async (k) => {
        const file = await local.get(k);
        return file && { ...file, data: Buffer.concat([file.data, Buffer.from('!')]) };
      },
      list: (p) => local.list(p),
      delete: (k) => local.delete(k),
      deletePrefix: (p) => local.deletePrefix(p),
      signedUrl: (k) => local.signedUrl(k),
      verifySignedUrl: (k, e, s) => local.verifySignedUrl(k, e, s),
    };
    const garbled = await moveLegacyFiles(garbling, dataDir);
    expect(garbled.moved).toEqual([]);
    expect(garbled.failed.map((failure) => failure.key).sort()).toEqual(files.map((file) => file.key).sort());
    for (const file of files) expect(await readFile(join(dataDir, file.key)), file.key).toEqual(file.data);

    const down: Storage = {
      ...garbling,
      get: async () => undefined,
      put: async () => {
        throw new Error('the bucket is down');
      },
    };
    expect((await moveLegacyFiles(down, dataDir)).failed[0]?.reason).toBe('the bucket is down');

    // Something else already under the cover's key: both are kept for a person to compare.
    await local.put(cover.key, Buffer.from('RIFF another picture'), 'image/webp');
    const clash = await moveLegacyFiles(local, dataDir);
    expect(clash.failed).toEqual([{ key: cover.key, reason: expect.stringMatching(/already holds other bytes/) }]);
    expect(await readFile(join(dataDir, cover.key))).toEqual(cover.data);
    expect(clash.moved.sort()).toEqual(files.filter((file) => file !== cover).map((file) => file.key));
  });
});

describe('covers served from Storage', () => {
  let app: FastifyInstance | undefined;
  afterAll(() => app?.close());

  it('serves a cover uploaded with STORAGE=s3 from the bucket (ciphertext there) at its URL, cached for a year', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-covers-s3-'));
    app = await buildTestApp({ databaseUrl: database.url, env: { ...s3.env, DATA_DIR: dataDir } });
    const [book] = await app.database.db.select().from(books).limit(1);
    if (!book) throw new Error('no seeded book');
    const admin = await signedInStaff(app, 'admin');
    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#2f9f4f' } })
      .png()
      .toBuffer();
    const boundary = '----shop-cover-s3';
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/content/books/${book.slug}/cover`,
      headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().book.cover_url;
    expect(url).toMatch(/^\/media\/uploads\/covers\/.+-[0-9a-f]{12}\.webp$/);
    const objectKey = url.slice('/media/'.length);

    const inBucket = await rawObject(objectKey);
    expect(inBucket && isEncrypted(inBucket)).toBe(true);
    // Nothing written beside Storage.
    expect(await exists(join(dataDir, 'uploads'))).toBe(false);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 800]);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const [row] = await app.database.db.select().from(books).where(eq(books.slug, book.slug));
    expect(row?.coverPath).toBe(objectKey);
    await app.close();
    app = undefined;
  });

  it('moves an old cover of DATA_DIR/uploads into the bucket at start and serves it at the same URL', async () => {
    const { dataDir, cover } = await oldDataDir('star-train');
    app = await buildTestApp({ databaseUrl: database.url, env: { ...s3.env, DATA_DIR: dataDir } });
    const served = await app.inject({ method: 'GET', url: `/media/${cover.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(cover.data);
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(await exists(join(dataDir, cover.key))).toBe(false);
    expect(isEncrypted((await rawObject(cover.key)) ?? Buffer.alloc(0))).toBe(true);

    // A cover still in the old folder (one the move had to leave) is served from there.
    const late = { key: 'uploads/covers/late-fedcba987654.webp', data: await picture('#123456') };
    await writeFile(join(dataDir, late.key), late.data);
    const fromDisk = await app.inject({ method: 'GET', url: `/media/${late.key}` });
    expect(fromDisk.statusCode).toBe(200);
    expect(fromDisk.rawPayload).toEqual(late.data);
    expect(fromDisk.headers['cache-control']).toBe(IMMUTABLE);
    await app.close();
    app = undefined;
  });

  it('serves nothing else of Storage under /media/uploads/: no photo, e-mail or made-up name', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-covers-local-'));
    app = await buildTestApp({ databaseUrl: database.url, env: { DATA_DIR: dataDir } });
    await app.storage.put('uploads/covers/x-0123456789ab.json', Buffer.from('{}'), 'application/json');
    await app.storage.put('orders/o1/photo-1.jpg', Buffer.from('\xff\xd8 photo', 'latin1'), 'image/jpeg');
    await app.storage.put('uploads/photo-0123456789ab.webp', await picture('#000000'), 'image/webp');
    for (const path of [
      'uploads/covers/x-0123456789ab.json',
      'uploads/covers/../../orders/o1/photo-1.jpg',
      'uploads/..%2Forders%2Fo1%2Fphoto-1.jpg',
      'uploads/photo-0123456789ab.webp',
      'uploads/covers/nothing-0123456789ab.webp',
      'uploads/covers/',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/media/${path}` });
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('storage:copy and the old folders', () => {
  it('carries the covers and messages of DATA_DIR/uploads and DATA_DIR/outbox into the bucket, encrypted', async () => {
    const { dataDir, files } = await oldDataDir('copy-book');
    const bucket = new S3Storage(s3.settings, Buffer.alloc(32));
    const report = await copyLocalFilesToBucket({ root: join(dataDir, 'files'), dataDir, bucket, encryptionKey: key });
    expect(report.failed).toEqual([]);
    expect(report.copied).toEqual(files.map((file) => file.key).sort());
    expect(report.skipped).toEqual(['outbox/notes.txt']);
    const shop = new EncryptingStorage(bucket, [key]);
    for (const file of files) {
      expect((await shop.get(file.key))?.data, file.key).toEqual(file.data);
      expect(isEncrypted((await rawObject(file.key)) ?? Buffer.alloc(0)), file.key).toBe(true);
      // A copy, not a move: the shop still runs on its folders until it restarts on the bucket.
      expect(await readFile(join(dataDir, file.key)), file.key).toEqual(file.data);
    }
    const again = await copyLocalFilesToBucket({ root: join(dataDir, 'files'), dataDir, bucket, encryptionKey: key });
    expect(again.copied).toEqual([]);
    expect(again.unchanged).toEqual(files.map((file) => file.key).sort());
  });
});
