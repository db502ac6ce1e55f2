/**
 * Storage.list, the same contract for the local folder and the bucket (s3rver), each wrapped in EncryptingStorage as
 * the shop runs them: the keys under a folder and only that folder, sorted, across list pages, never a write's
 * temporary file or an object of no known type, and nothing at all for a folder that was never written.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptingStorage } from '../../src/storage/encrypting';
import { LocalStorage } from '../../src/storage/local';
import { S3Storage } from '../../src/storage/s3';
import type { Storage } from '../../src/storage/types';
import { type S3StandIn, startS3rver, TEST_BUCKET } from './s3-stand-in';

const urlSecret = Buffer.alloc(32, 9);
const encryptionKey = Buffer.alloc(32, 4);

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3?.stop());

interface Backend {
  storage: Storage;
  /** Leaves something in the folder that is not a stored file, behind the storage's back. */
  stray: (key: string) => Promise<void>;
}

const backends: Record<string, () => Promise<Backend>> = {
  local: async () => {
    const root = await mkdtemp(join(tmpdir(), 'shop-storage-list-'));
    return {
      storage: new EncryptingStorage(new LocalStorage(root, urlSecret), [encryptionKey]),
      stray: (key) => writeFile(join(root, ...key.split('/')), 'half a write'),
    };
  },
  s3: async () => ({
    // Two keys a page, so a folder of five takes three ListObjectsV2 calls.
    storage: new EncryptingStorage(new S3Storage(s3.settings, urlSecret, { pageSize: 2 }), [encryptionKey]),
    stray: async (key) => {
      await s3.raw.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: 'put by hand' }));
    },
  }),
};

describe.each(Object.keys(backends))('Storage.list (%s)', (name) => {
  // Each test its own folder, so the shared bucket's earlier files never show up.
  const folder = () => `t${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const json = (text: string) => Buffer.from(JSON.stringify({ text }));

  it('gives the keys under the folder, subfolders included, sorted, and nothing of a neighbouring folder', async () => {
    const { storage } = await backends[name]!();
    const base = folder();
    const keys = [
      `${base}/outbox/2026-11-28T10-00-00-000Z-0000000b.json`,
      `${base}/outbox/2026-11-28T10-00-00-000Z-0000000a.eml`,
      `${base}/outbox/2026-11-28T09-00-00-000Z-0000000c.json`,
      `${base}/outbox/old/kept.json`,
      `${base}/outbox/2026-11-28T10-00-00-000Z-0000000a.json`,
    ];
    for (const key of keys) {
      const type = key.endsWith('.eml') ? 'message/rfc822' : 'application/json';
      await storage.put(key, key.endsWith('.eml') ? Buffer.from('Subject: hi\n\nhello') : json(key), type);
    }
    // `outbox-2` starts with `outbox` but is another folder.
    await storage.put(`${base}/outbox-2/x.json`, json('not mine'), 'application/json');
    await storage.put(`${base}/outboxes.json`, json('not mine either'), 'application/json');

    expect(await storage.list(`${base}/outbox`)).toEqual([...keys].sort());
    expect(await storage.list(`${base}/outbox/`)).toEqual([...keys].sort());
    expect(await storage.list(`${base}/outbox/old`)).toEqual([`${base}/outbox/old/kept.json`]);
    // What is listed is what get reads, decrypted.
    expect((await storage.get(`${base}/outbox/old/kept.json`))?.data).toEqual(json(`${base}/outbox/old/kept.json`));
  });

  it('is empty for a folder never written, or emptied', async () => {
    const { storage } = await backends[name]!();
    const base = folder();
    expect(await storage.list(`${base}/outbox`)).toEqual([]);
    await storage.put(`${base}/outbox/a.json`, json('a'), 'application/json');
    await storage.deletePrefix(`${base}/outbox`);
    expect(await storage.list(`${base}/outbox`)).toEqual([]);
    // A key that is a file, not a folder, has nothing under it.
    await storage.put(`${base}/file.json`, json('f'), 'application/json');
    expect(await storage.list(`${base}/file.json`)).toEqual([]);
  });

  it('leaves out what is not a stored file: a temporary write, an unknown type', async () => {
    const { storage, stray } = await backends[name]!();
    const base = folder();
    await storage.put(`${base}/outbox/m.eml`, Buffer.from('Subject: hi\n\nhello'), 'message/rfc822');
    await stray(`${base}/outbox/m.eml.1a2b3c4d5e6f.tmp`);
    await stray(`${base}/outbox/notes.txt`);
    expect(await storage.list(`${base}/outbox`)).toEqual([`${base}/outbox/m.eml`]);
  });

  it('refuses a folder that could leave the storage', async () => {
    const { storage } = await backends[name]!();
    for (const prefix of ['../', '/etc', 'a/../b', '']) {
      await expect(storage.list(prefix), prefix).rejects.toThrow(/invalid storage key/);
    }
  });
});
