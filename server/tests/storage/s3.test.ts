import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { orders } from '../../src/db/schema';
import { createStorage } from '../../src/storage';
import { EncryptingStorage } from '../../src/storage/encrypting';
import { S3Storage, type S3StorageOptions, StorageUnavailableError } from '../../src/storage/s3';
import { astronautJpegWithGps, createTestOrder, uploadPhoto } from '../fixtures/photos';
import { startServerWith, withTestApp } from '../helpers';
import { type S3Proxy, type S3StandIn, startProxy, startS3rver, TEST_BUCKET } from './s3-stand-in';

const silent = { warn: () => undefined } as unknown as Parameters<typeof createStorage>[1];
const urlSecret = Buffer.alloc(32, 9);
const encryptionKey = Buffer.alloc(32, 4);
const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('a child’s face, in JPEG')]);

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3.stop());

/** The shop's storage as createStorage builds it for STORAGE=s3: encrypting, over the bucket. */
function shopStorage(options: S3StorageOptions = {}, settings = s3.settings) {
  const bucket = new S3Storage(settings, urlSecret, options);
  return { bucket, storage: new EncryptingStorage(bucket, [encryptionKey]) };
}

/** The object as it lies in the bucket, read with a plain client (no decryption). */
async function rawObject(key: string) {
  const object = await s3.raw.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await s3.raw.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

const unique = (name: string) => `orders/${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe('STORAGE in the configuration', () => {
  const complete = {
    STORAGE: 's3',
    S3_BUCKET: 'shop-files',
    S3_REGION: 'auto',
    AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret-example',
  };

  it('is the local folder by default, and takes a bucket with its region, keys, endpoint and path style', () => {
    expect(loadConfig({}).storage).toEqual({ backend: 'local', s3: undefined });
    expect(loadConfig({ STORAGE: 'local' }).storage.backend).toBe('local');
    expect(loadConfig(complete).storage).toEqual({
      backend: 's3',
      s3: {
        bucket: 'shop-files',
        region: 'auto',
        endpoint: undefined,
        forcePathStyle: false,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
      },
    });
    expect(
      loadConfig({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'on' }).storage.s3,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('stops on a chosen but incomplete bucket in one line naming what is missing', () => {
    for (const name of ['S3_BUCKET', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const) {
      for (const value of [undefined, '']) {
        const env = { ...complete, [name]: value };
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(
          new RegExp(`^Invalid environment configuration: STORAGE=s3 needs ${name} \\([^\\n]*\\)$`),
        );
      }
    }
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      /^Invalid environment configuration: STORAGE=s3 needs S3_BUCKET, S3_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY \(/,
    );
  });

  it('names an unknown backend, a bad endpoint or bucket, and a bucket set without STORAGE=s3', () => {
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ ...complete, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...complete, S3_BUCKET: 'Shop_Files' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'shop-files' })).toThrow(
      /^Invalid environment configuration: S3_BUCKET is set but STORAGE is not s3[^\n]*$/,
    );
  });

  it('stops the real server at start with that one line and exit code 1', async () => {
    const result = await startServerWith(
      { STORAGE: 's3', S3_BUCKET: 'shop-files', S3_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'refused-s3',
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd()).toMatch(
      /^Invalid environment configuration: STORAGE=s3 needs AWS_SECRET_ACCESS_KEY \([^\n]*\)$/,
    );
  }, 40_000);
});

describe('S3Storage against s3rver', () => {
  it('round-trips the bytes and the type, while the bucket holds only ciphertext', async () => {
    const { storage } = shopStorage();
    const key = `${unique('roundtrip')}/photo-1.jpg`;
    await storage.put(key, photo, 'image/jpeg');
    expect(await storage.get(key)).toEqual({ data: photo, contentType: 'image/jpeg' });

    const stored = await rawObject(key);
    expect(stored.subarray(0, 5)).toEqual(Buffer.from('\0SBE\x01', 'latin1'));
    expect(stored.includes(Buffer.from('child’s face'))).toBe(false);
    expect(stored.includes(photo.subarray(0, 4))).toBe(false);
    const head = await s3.raw.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.ContentLength).toBe(stored.length);

    const pdfKey = `${unique('roundtrip')}/book.pdf`;
    await storage.put(pdfKey, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await storage.get(pdfKey)).toEqual({ data: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' });
  });

  it('answers a missing key with undefined, deletes a file, and deletes a missing one quietly', async () => {
    const { storage } = shopStorage();
    const key = `${unique('delete')}/photo-1.jpg`;
    expect(await storage.get(key)).toBeUndefined();
    await storage.put(key, photo, 'image/jpeg');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await keysUnder(key)).toEqual([]);
    await storage.delete(key);
  });

  it('refuses bad keys and a type that contradicts the extension before calling the bucket', async () => {
    const { storage, bucket } = shopStorage();
    await expect(storage.put('../outside.jpg', photo, 'image/jpeg')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(bucket.put('orders/x/photo.jpg', photo, 'text/html')).rejects.toThrow(/holds image\/jpeg/);
    await expect(storage.deletePrefix('../')).rejects.toThrow(/invalid storage key/);
    expect(await keysUnder('orders/x/')).toEqual([]);
  });

  it('signs links the way the local folder does, checked by the same secret', () => {
    const { storage } = shopStorage();
    const url = new URL(storage.signedUrl('orders/a/photo-1.jpg'), 'http://shop.test');
    expect(url.pathname).toBe('/api/v1/files/orders/a/photo-1.jpg');
    const exp = url.searchParams.get('exp') ?? undefined;
    expect(storage.verifySignedUrl('orders/a/photo-1.jpg', exp, url.searchParams.get('sig') ?? undefined)).toBe(
      'valid',
    );
    expect(storage.verifySignedUrl('orders/b/photo-1.jpg', exp, url.searchParams.get('sig') ?? undefined)).toBe(
      'invalid',
    );
  });
});

describe('S3Storage.deletePrefix', () => {
  let proxy: S3Proxy;
  beforeAll(async () => {
    proxy = await startProxy(s3.endpoint);
  });
  afterAll(() => proxy.stop());

  /** Puts `count` small files under `folder` straight into the bucket, a few at a time. */
  async function fill(folder: string, count: number) {
    const keys = Array.from({ length: count }, (_, index) => `${folder}/p-${String(index).padStart(5, '0')}.json`);
    for (let start = 0; start < keys.length; start += 25) {
      await Promise.all(
        keys
          .slice(start, start + 25)
          .map((Key) =>
            s3.raw.send(
              new PutObjectCommand({ Bucket: TEST_BUCKET, Key, Body: '{}', ContentType: 'application/json' }),
            ),
          ),
      );
    }
    return keys;
  }

  // First attempts only: s3rver sometimes answers 500 to the last deletes of a folder (two of them race to remove
  // the emptied directory), and the SDK's retry repeats the same batch.
  const calls = () => proxy.seen.filter((seen) => seen.attempt === 1);
  const deleteBatches = () =>
    calls()
      .filter((seen) => seen.method === 'POST' && /[?&]delete(=|&|$)/.test(seen.url))
      .map((seen) => (seen.body.toString('utf8').match(/<Key>/g) ?? []).length);
  const lists = () => calls().filter((seen) => seen.method === 'GET' && seen.url.includes('list-type=2'));

  it('deletes the whole folder page by page, and nothing of the folder next to it', async () => {
    const base = unique('prefix');
    const inside = await fill(`${base}/o1`, 20);
    await fill(`${base}/o1/characters`, 3);
    const neighbours = [...(await fill(`${base}/o10`, 2)), ...(await fill(`${base}/o2`, 2))];
    proxy.seen.length = 0;
    const { storage } = shopStorage({ pageSize: 7 }, { ...s3.settings, endpoint: proxy.endpoint });

    await storage.deletePrefix(`${base}/o1/`);

    expect(inside).toHaveLength(20);
    expect(await keysUnder(`${base}/o1/`)).toEqual([]);
    expect(await keysUnder(base)).toEqual(neighbours.sort());
    // 23 files in pages of 7: four lists, four deletes of 7, 7, 7 and 2.
    expect(deleteBatches()).toEqual([7, 7, 7, 2]);
    expect(lists()).toHaveLength(4);
    // An empty folder is fine.
    await storage.deletePrefix(`${base}/o1`);
  });

  it('deletes more than a thousand files in DeleteObjects calls of at most 1000', async () => {
    const base = unique('thousand');
    await fill(base, 1003);
    proxy.seen.length = 0;
    const { storage } = shopStorage({}, { ...s3.settings, endpoint: proxy.endpoint });

    await storage.deletePrefix(base);

    expect(deleteBatches()).toEqual([1000, 3]);
    expect(await keysUnder(`${base}/`)).toEqual([]);
  }, 120_000);
});

describe('the shop with STORAGE=s3', () => {
  it('keeps an uploaded photo in the bucket, encrypted, and serves it through its signed /api/v1/files link', async () => {
    await withTestApp({ env: s3.env }, async (app) => {
      const order = await createTestOrder(app);
      const response = await uploadPhoto(app, order, await astronautJpegWithGps(), { filename: 'IMG_0001.JPG' });
      expect(response.statusCode).toBe(200);
      const { photo: uploaded } = response.json() as { photo: { url: string } };
      expect(uploaded.url).toMatch(/^\/api\/v1\/files\/orders\/[0-9a-f-]+\/photo-1\.jpg\?exp=\d+&sig=[\w-]+$/);

      const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
      const key = row?.photoKey ?? '';
      expect(key).toMatch(/^orders\//);
      const inBucket = await rawObject(key);
      expect(inBucket.subarray(0, 4)).toEqual(Buffer.from('\0SBE', 'latin1'));

      const served = await app.inject({ method: 'GET', url: uploaded.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      // What the browser gets is the JPEG, not what lies in the bucket.
      expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(served.rawPayload.equals(inBucket)).toBe(false);
      expect((await app.storage.get(key))?.data.equals(served.rawPayload)).toBe(true);
    });
  }, 120_000);

  it('answers a file link with 500, not 404, while the bucket fails', async () => {
    const proxy = await startProxy(s3.endpoint);
    try {
      await withTestApp({ env: { ...s3.env, S3_ENDPOINT: proxy.endpoint } }, async (app) => {
        const key = `${unique('app-down')}/photo-1.jpg`;
        await app.storage.put(key, photo, 'image/jpeg');
        const url = app.storage.signedUrl(key);
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
        proxy.mode = 500;
        const failed = await app.inject({ method: 'GET', url });
        expect(failed.statusCode).toBe(500);
        expect(failed.body).not.toContain(TEST_BUCKET);
      });
    } finally {
      await proxy.stop();
    }
  });
});

describe('a bucket that fails', () => {
  const quick: S3StorageOptions = { connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 };

  it('down: every call fails naming the bucket, the call and the key, and nothing is half-written', async () => {
    const own = await startS3rver();
    const { storage } = shopStorage(quick, own.settings);
    const key = `${unique('down')}/photo-1.jpg`;
    await storage.put(key, photo, 'image/jpeg');
    await own.stop();

    const written = `${unique('down')}/photo-2.jpg`;
    const put = storage.put(written, photo, 'image/jpeg');
    await expect(put).rejects.toThrow(StorageUnavailableError);
    await expect(put).rejects.toThrow(
      new RegExp(`^s3://${TEST_BUCKET} at ${own.endpoint}: put ${written} failed: ECONNREFUSED`),
    );
    // A bucket that cannot be reached is not a missing file: the files route must not answer 404.
    await expect(storage.get(key)).rejects.toThrow(`get ${key} failed`);
    await expect(storage.deletePrefix('orders/none')).rejects.toThrow('list orders/none/ failed');

    const back = await startS3rver({ port: own.port, directory: own.directory });
    try {
      expect(await storage.get(written)).toBeUndefined();
      expect(await storage.get(key)).toEqual({ data: photo, contentType: 'image/jpeg' });
    } finally {
      await back.stop();
    }
  });

  describe('behind a proxy', () => {
    let proxy: S3Proxy;
    beforeAll(async () => {
      proxy = await startProxy(s3.endpoint);
    });
    afterAll(() => proxy.stop());
    const through = () => shopStorage({ ...quick, maxAttempts: 3 }, { ...s3.settings, endpoint: proxy.endpoint });

    it('retries a 503 and a 500, and succeeds when the bucket recovers', async () => {
      const key = `${unique('flaky')}/photo-1.jpg`;
      proxy.seen.length = 0;
      proxy.next = [503, 500];
      await through().storage.put(key, photo, 'image/jpeg');
      expect(proxy.seen.map((seen) => seen.method)).toEqual(['PUT', 'PUT', 'PUT']);
      expect((await through().storage.get(key))?.data).toEqual(photo);
    });

    it('gives up on a bucket that keeps answering 500, saying so, and stores nothing', async () => {
      const key = `${unique('broken')}/photo-1.jpg`;
      proxy.seen.length = 0;
      proxy.mode = 500;
      try {
        await expect(through().storage.put(key, photo, 'image/jpeg')).rejects.toThrow(
          new RegExp(`put ${key} failed: InternalError \\(HTTP 500\\)`),
        );
        expect(proxy.seen).toHaveLength(3);
        await expect(through().storage.get(key)).rejects.toThrow(/HTTP 500/);
      } finally {
        proxy.mode = 'forward';
      }
      expect(await keysUnder(key)).toEqual([]);
    });

    it('gives up on a bucket that does not answer, after the request timeout', async () => {
      const key = `${unique('silent')}/photo-1.jpg`;
      proxy.next = ['hang', 'hang', 'hang'];
      const started = Date.now();
      await expect(through().storage.get(key)).rejects.toThrow(new RegExp(`get ${key} failed: .*time`, 'i'));
      expect(Date.now() - started).toBeLessThan(15_000);
      proxy.next = [];
    }, 30_000);
  });

  it('refuses wrong keys and a missing bucket loudly instead of calling the file missing', async () => {
    const key = `${unique('refused')}/photo-1.jpg`;
    const wrongKey = shopStorage(quick, { ...s3.settings, accessKeyId: 'AKIANOTOURS' }).storage;
    await expect(wrongKey.get(key)).rejects.toThrow(/InvalidAccessKeyId \(HTTP 403\)/);
    const noBucket = shopStorage(quick, { ...s3.settings, bucket: 'no-such-bucket' }).storage;
    await expect(noBucket.get(key)).rejects.toThrow(/NoSuchBucket/);
  });
});

describe('createStorage', () => {
  it('builds the encrypting bucket storage for STORAGE=s3 and leaves DATA_DIR/files alone', async () => {
    const { mkdtemp, readdir } = await import('node:fs/promises');
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-data-'));
    const storage = await createStorage(loadConfig({ ...s3.env, DATA_DIR: dataDir }), silent);
    const key = `${unique('factory')}/photo-1.jpg`;
    await storage.put(key, photo, 'image/jpeg');
    expect((await rawObject(key)).subarray(0, 4)).toEqual(Buffer.from('\0SBE', 'latin1'));
    expect(await storage.get(key)).toEqual({ data: photo, contentType: 'image/jpeg' });
    expect(await readdir(dataDir)).not.toContain('files');
  });

  it('stops on a bucket that is not there, or a key it does not know, before serving anyone', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-data-'));
    await expect(
      createStorage(loadConfig({ ...s3.env, DATA_DIR: dataDir, S3_BUCKET: 'no-such-bucket' }), silent),
    ).rejects.toThrow(new RegExp(`^s3://no-such-bucket at ${s3.endpoint}: check failed: NotFound \\(HTTP 404\\)`));
    await expect(
      createStorage(loadConfig({ ...s3.env, DATA_DIR: dataDir, AWS_ACCESS_KEY_ID: 'AKIANOTOURS' }), silent),
    ).rejects.toThrow(/check failed: .*HTTP 403/);
  });
});
