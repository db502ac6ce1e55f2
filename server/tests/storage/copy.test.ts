import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../../src/config/env';
import { readGeneratedKey } from '../../src/lib/generated-key';
import { createStorage } from '../../src/storage';
import { copyLocalFilesToBucket } from '../../src/storage/copy';
import { isEncrypted } from '../../src/storage/encrypting';
import { LocalStorage } from '../../src/storage/local';
import { S3Storage } from '../../src/storage/s3';
import { FILE_ENCRYPTION_KEY_FILE } from '../../src/storage/secret';
import type { Storage } from '../../src/storage/types';
import { type S3StandIn, startProxy, startS3rver } from './s3-stand-in';

const silent = { warn: () => undefined } as unknown as Parameters<typeof createStorage>[1];

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3.stop());

/** The bucket's variables without STORAGE: the shop still runs on its local folder while it copies. */
const bucketEnv = () => Object.fromEntries(Object.entries(s3.env).filter(([name]) => name !== 'STORAGE'));

function storageCopy(env: Record<string, string>, args = ['--to', 's3']) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'server', 'scripts', 'storage-copy.ts'), ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A local shop: three files written by the shop itself (encrypted), one from before encryption, and litter. */
async function localShop() {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-copy-'));
  const order = `orders/copy-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const files: Record<string, { data: Buffer; type: string }> = {
    [`${order}/photo-1.jpg`]: { data: Buffer.from('\xff\xd8 the photo', 'latin1'), type: 'image/jpeg' },
    [`${order}/characters/c-1.webp`]: { data: Buffer.from('RIFF a character'), type: 'image/webp' },
    [`books/${order.slice(7)}/book.pdf`]: { data: Buffer.from('%PDF-1.7 the book'), type: 'application/pdf' },
  };
  const shop = await createStorage(loadConfig({ DATA_DIR: dataDir }), silent);
  for (const [key, file] of Object.entries(files)) await shop.put(key, file.data, file.type);
  const legacy = { key: `${order}/face.json`, data: Buffer.from('{"box":[1,2,3,4]}') };
  await new LocalStorage(join(dataDir, 'files'), Buffer.alloc(32)).put(legacy.key, legacy.data, 'application/json');
  await writeFile(join(dataDir, 'files', `${order}/photo-2.jpg.a1b2c3.tmp`), 'half a write');
  await mkdir(join(dataDir, 'files', 'misc'), { recursive: true });
  await writeFile(join(dataDir, 'files', 'misc', 'notes.txt'), 'not a stored file');
  return { dataDir, order, shop, files: { ...files, [legacy.key]: { data: legacy.data, type: 'application/json' } } };
}

describe('npm run storage:copy -- --to s3', () => {
  it('copies every stored file, verified and encrypted, and a second run copies nothing', async () => {
    const { dataDir, order, shop, files } = await localShop();
    const env = { ...bucketEnv(), DATA_DIR: dataDir };

    const first = await storageCopy(env);
    expect(first.stderr).not.toContain('failed');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`skipped ${order}/photo-2.jpg.a1b2c3.tmp (not a stored file)`);
    expect(first.stdout).toContain('skipped misc/notes.txt (not a stored file)');
    expect(first.stdout.trimEnd().split('\n').at(-1)).toBe('4 copied, 0 already in the bucket, 2 skipped, 0 failed');

    // The shop switched to the bucket (same DATA_DIR, so the same key) reads every file as it was.
    const fromBucket = await createStorage(loadConfig({ ...s3.env, DATA_DIR: dataDir }), silent);
    for (const [key, file] of Object.entries(files)) {
      expect(await fromBucket.get(key), key).toEqual({ data: file.data, contentType: file.type });
      const raw = new S3Storage(s3.settings, Buffer.alloc(32));
      // Nothing lies in the bucket in the clear, not even the file from before encryption.
      expect(isEncrypted((await raw.get(key))?.data ?? Buffer.alloc(0)), key).toBe(true);
    }

    const again = await storageCopy(env);
    expect(again.code).toBe(0);
    expect(again.stdout.trimEnd().split('\n').at(-1)).toBe('0 copied, 4 already in the bucket, 2 skipped, 0 failed');

    // A photo replaced since: only it is copied again.
    await shop.put(`${order}/photo-1.jpg`, Buffer.from('\xff\xd8 a new photo', 'latin1'), 'image/jpeg');
    const third = await storageCopy(env);
    expect(third.stdout.trimEnd().split('\n').at(-1)).toBe('1 copied, 3 already in the bucket, 2 skipped, 0 failed');
    expect((await fromBucket.get(`${order}/photo-1.jpg`))?.data.toString('latin1')).toBe('\xff\xd8 a new photo');
  }, 120_000);

  it('exits 1 naming each file the bucket failed, and in one line when it cannot be reached at all', async () => {
    const { dataDir } = await localShop();
    const proxy = await startProxy(s3.endpoint);
    try {
      // The first call (the check) goes through; everything after it answers 500.
      proxy.next = ['forward'];
      proxy.mode = 500;
      const failing = await storageCopy({ ...bucketEnv(), DATA_DIR: dataDir, S3_ENDPOINT: proxy.endpoint });
      expect(failing.code).toBe(1);
      expect(failing.stderr).toMatch(
        new RegExp(
          `^failed orders/copy-[^:]+/photo-1\\.jpg: s3://shop-test at ${proxy.endpoint}: get [^\\n]+HTTP 500`,
          'm',
        ),
      );
      expect(failing.stdout.trimEnd().split('\n').at(-1)).toBe(
        '0 copied, 0 already in the bucket, 2 skipped, 4 failed',
      );
    } finally {
      await proxy.stop();
    }

    const down = await storageCopy({ ...bucketEnv(), DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/^s3:\/\/shop-test at http:\/\/127\.0\.0\.1:9: check failed: ECONNREFUSED/m);
    expect(down.stdout).not.toContain('copied');
  }, 120_000);

  it('exits 1 in one line without the shop key or the bucket settings, 2 without --to s3', async () => {
    const { dataDir } = await localShop();

    const keyless = await mkdtemp(join(tmpdir(), 'shop-copy-'));
    const noKey = await storageCopy({ ...bucketEnv(), DATA_DIR: keyless });
    expect(noKey.code).toBe(1);
    expect(noKey.stderr.trimEnd()).toMatch(/^Invalid environment configuration: no FILE_ENCRYPTION_KEY and no [^\n]+$/);

    const usage = await storageCopy({ ...bucketEnv(), DATA_DIR: dataDir }, ['--to', 'gcs']);
    expect(usage.code).toBe(2);
    expect(usage.stderr.trimEnd()).toBe('Usage: npm run storage:copy -- --to s3');

    const incomplete = await storageCopy({ DATA_DIR: dataDir, S3_BUCKET: 'shop-test' });
    expect(incomplete.code).toBe(1);
    expect(incomplete.stderr.trimEnd()).toMatch(
      /^Invalid environment configuration: STORAGE=s3 needs S3_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY \(/,
    );
  }, 120_000);
});

describe('copyLocalFilesToBucket', () => {
  it('does not count a file whose read-back differs as copied', async () => {
    const { dataDir, files } = await localShop();
    const bucket = new S3Storage(s3.settings, Buffer.alloc(32));
    // A bucket that stores what it is given but hands back one byte changed.
    const garbling: Storage = {
      put: (key, data, type) => bucket.put(key, data, type),
      delete: (key) => bucket.delete(key),
      list: (prefix) => bucket.list(prefix),
      deletePrefix: (prefix) => bucket.deletePrefix(prefix),
      signedUrl: (key) => bucket.signedUrl(key),
      verifySignedUrl: (key, exp, sig) => bucket.verifySignedUrl(key, exp, sig),
      get: async (key) => {
        const file = await bucket.get(key);
        if (!file) return file;
        const data = Buffer.from(file.data);
        data[data.length - 1] = (data.at(-1) ?? 0) ^ 1;
        return { ...file, data };
      },
    };
    const report = await copyLocalFilesToBucket({
      root: join(dataDir, 'files'),
      bucket: garbling,
      encryptionKey: (await readGeneratedKey(dataDir, FILE_ENCRYPTION_KEY_FILE)) ?? Buffer.alloc(32),
    });
    expect(report.copied).toEqual([]);
    expect(report.failed.map((failure) => failure.key).sort()).toEqual(Object.keys(files).sort());
    for (const failure of report.failed) expect(failure.reason).toMatch(/different bytes|does not decrypt/);
  });
});
