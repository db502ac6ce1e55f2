import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createStorage } from '../../src/storage';
import { EncryptingStorage, FileDecryptionError, keyIdOf } from '../../src/storage/encrypting';
import { isValidKey } from '../../src/storage/keys';
import { LocalStorage } from '../../src/storage/local';
import { FILE_URL_KEY_FILE } from '../../src/storage/secret';
import { checkFileSignature, signFileUrl } from '../../src/storage/signing';
import { withTestApp } from '../helpers';

const secret = Buffer.alloc(32, 7);
const silent = { warn: () => undefined } as unknown as Parameters<typeof createStorage>[1];

async function tempStorage() {
  const root = await mkdtemp(join(tmpdir(), 'shop-storage-'));
  return { root, storage: new LocalStorage(root, secret) };
}

describe('storage keys', () => {
  it('accepts plain relative paths and refuses anything that could escape the root', () => {
    for (const key of ['orders/1/photo-1.jpg', 'a.png', 'orders/x/characters/photo-2-g1-3dPixar.jpg']) {
      expect(isValidKey(key), key).toBe(true);
    }
    for (const key of [
      '',
      '../etc/passwd',
      'orders/../../secret.jpg',
      '/etc/passwd',
      'orders//photo.jpg',
      'orders/.hidden.jpg',
      'orders\\photo.jpg',
      'orders/photo..jpg',
      'orders/ph oto.jpg',
      'orders/%2e%2e/x.jpg',
      `${'a/'.repeat(300)}x.jpg`,
    ]) {
      expect(isValidKey(key), key).toBe(false);
    }
  });
});

describe('LocalStorage', () => {
  it('puts, gets and deletes files under its root, with the type the extension names', async () => {
    const { root, storage } = await tempStorage();
    await storage.put('orders/abc/photo-1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await readFile(join(root, 'orders', 'abc', 'photo-1.jpg'), 'utf8')).toBe('jpeg bytes');
    expect((await stat(join(root, 'orders', 'abc', 'photo-1.jpg'))).mode & 0o777).toBe(0o600);
    expect(await storage.get('orders/abc/photo-1.jpg')).toEqual({
      data: Buffer.from('jpeg bytes'),
      contentType: 'image/jpeg',
    });
    // No temporary file is left next to it.
    expect(await readdir(join(root, 'orders', 'abc'))).toEqual(['photo-1.jpg']);
    await storage.delete('orders/abc/photo-1.jpg');
    expect(await storage.get('orders/abc/photo-1.jpg')).toBeUndefined();
    await storage.delete('orders/abc/photo-1.jpg');
  });

  it('refuses bad keys and a content type that contradicts the extension', async () => {
    const { storage } = await tempStorage();
    await expect(storage.put('../outside.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('orders/a/photo.jpg', Buffer.from('x'), 'text/html')).rejects.toThrow(/image\/jpeg/);
    expect(() => storage.signedUrl('../x.jpg')).toThrow(/invalid storage key/);
  });

  it('deletes a whole folder by prefix', async () => {
    const { storage } = await tempStorage();
    await storage.put('orders/o1/photo-1.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('orders/o1/characters/a.jpg', Buffer.from('2'), 'image/jpeg');
    await storage.put('orders/o2/photo-1.jpg', Buffer.from('3'), 'image/jpeg');
    await storage.deletePrefix('orders/o1/');
    expect(await storage.get('orders/o1/characters/a.jpg')).toBeUndefined();
    expect(await storage.get('orders/o2/photo-1.jpg')).toBeDefined();
  });
});

describe('signed file URLs', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');

  it('carry an expiry and an HMAC that only this secret, key and expiry produce', () => {
    const url = signFileUrl(secret, 'orders/a/photo-1.jpg', 3600, now);
    const match = url.match(/^\/api\/v1\/files\/orders\/a\/photo-1\.jpg\?exp=(\d+)&sig=([\w-]+)$/);
    if (!match) throw new Error(`unexpected URL ${url}`);
    const [, exp = '', sig = ''] = match;
    // At least the TTL, rounded up to five minutes so a polling page keeps the same URL.
    expect(Number(exp) * 1000).toBeGreaterThanOrEqual(now + 3600_000);
    expect(Number(exp) % 300).toBe(0);
    expect(checkFileSignature(secret, 'orders/a/photo-1.jpg', exp, sig, now)).toBe('valid');
    expect(checkFileSignature(secret, 'orders/b/photo-1.jpg', exp, sig, now)).toBe('invalid');
    expect(checkFileSignature(secret, 'orders/a/photo-1.jpg', String(Number(exp) + 300), sig, now)).toBe('invalid');
    expect(checkFileSignature(Buffer.alloc(32, 8), 'orders/a/photo-1.jpg', exp, sig, now)).toBe('invalid');
    expect(checkFileSignature(secret, 'orders/a/photo-1.jpg', exp, `${sig.slice(0, -1)}A`, now)).not.toBe('valid');
    expect(checkFileSignature(secret, 'orders/a/photo-1.jpg', exp, undefined, now)).toBe('invalid');
    expect(checkFileSignature(secret, 'orders/a/photo-1.jpg', exp, sig, Number(exp) * 1000 + 1)).toBe('expired');
  });
});

describe('createStorage', () => {
  it('keeps files in DATA_DIR/files and generates the link secret once, kept in DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-data-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await createStorage(config, silent);
    await first.put('orders/x/photo-1.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await first.get('orders/x/photo-1.jpg')).toEqual({ data: Buffer.from('x'), contentType: 'image/jpeg' });
    // The child's photo is the server user's alone: 0600 in 0700 folders, the data folder itself enterable only.
    for (const dir of ['files', 'files/orders', 'files/orders/x']) {
      expect((await stat(join(dataDir, dir))).mode & 0o777, dir).toBe(0o700);
    }
    expect((await stat(join(dataDir, 'files', 'orders', 'x', 'photo-1.jpg'))).mode & 0o777).toBe(0o600);
    const keyFile = join(dataDir, 'keys', FILE_URL_KEY_FILE);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    // A restart (or a second process) signs the same way.
    const second = await createStorage(config, silent);
    const url = new URL(first.signedUrl('orders/x/photo-1.jpg'), 'http://shop.test');
    expect(
      second.verifySignedUrl(
        'orders/x/photo-1.jpg',
        url.searchParams.get('exp') ?? '',
        url.searchParams.get('sig') ?? '',
      ),
    ).toBe('valid');
  });

  it('uses FILE_URL_SECRET when it is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-data-'));
    const configured = 'a-production-secret-of-at-least-32-chars';
    const storage = await createStorage(loadConfig({ DATA_DIR: dataDir, FILE_URL_SECRET: configured }), silent);
    const url = new URL(storage.signedUrl('orders/x/photo-1.jpg'), 'http://shop.test');
    const exp = url.searchParams.get('exp') ?? '';
    expect(
      checkFileSignature(
        Buffer.from(configured),
        'orders/x/photo-1.jpg',
        exp,
        url.searchParams.get('sig') ?? undefined,
      ),
    ).toBe('valid');
    await expect(stat(join(dataDir, 'keys', FILE_URL_KEY_FILE))).rejects.toThrow();
    expect(() => loadConfig({ FILE_URL_SECRET: 'short' })).toThrow(/FILE_URL_SECRET/);
  });
});

describe('a data folder from a release that wrote 0755 folders', () => {
  it('has its outbox, files and uploads closed at start, before anything new is written', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-data-'));
    for (const dir of ['outbox', 'files', 'uploads']) await mkdir(join(dataDir, dir), { mode: 0o755 });
    await writeFile(join(dataDir, 'outbox', 'old.eml'), 'Your book is ready', { mode: 0o644 });
    await withTestApp({ env: { DATA_DIR: dataDir } }, async () => {
      for (const dir of ['outbox', 'files', 'uploads']) {
        expect((await stat(join(dataDir, dir))).mode & 0o777, dir).toBe(0o700);
      }
    });
  });
});

describe('EncryptingStorage', () => {
  const key = Buffer.alloc(32, 1);
  const pdf = Buffer.from('%PDF-1.7 the child’s book');

  async function encrypted(keys: [Buffer, ...Buffer[]] = [key]) {
    const { root, storage: local } = await tempStorage();
    return { root, local, storage: new EncryptingStorage(local, keys) };
  }

  it('writes ciphertext with its header through the storage it wraps, and reads the plain bytes back', async () => {
    const { root, storage } = await encrypted();
    await storage.put('orders/o1/book.pdf', pdf, 'application/pdf');
    const onDisk = await readFile(join(root, 'orders', 'o1', 'book.pdf'));
    expect(onDisk.subarray(0, 5)).toEqual(Buffer.from('\0SBE\x01', 'latin1'));
    expect(onDisk.subarray(5, 13)).toEqual(keyIdOf(key));
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(await storage.get('orders/o1/book.pdf')).toEqual({ data: pdf, contentType: 'application/pdf' });
    // A fresh IV each time: the same book twice is two different files.
    await storage.put('orders/o2/book.pdf', pdf, 'application/pdf');
    expect((await readFile(join(root, 'orders', 'o2', 'book.pdf'))).equals(onDisk)).toBe(false);
  });

  it('refuses a changed file, a file moved to another key, and one from another key, saying which', async () => {
    const { root, local, storage } = await encrypted();
    await storage.put('orders/o1/book.pdf', pdf, 'application/pdf');
    const path = join(root, 'orders', 'o1', 'book.pdf');
    const sealed = await readFile(path);

    await local.put('orders/o2/book.pdf', sealed, 'application/pdf');
    await expect(storage.get('orders/o2/book.pdf')).rejects.toThrow(FileDecryptionError);

    const changed = Buffer.from(sealed);
    changed[30] = (changed[30] ?? 0) ^ 1;
    await writeFile(path, changed);
    await expect(storage.get('orders/o1/book.pdf')).rejects.toThrow(/does not decrypt/);

    await writeFile(path, sealed);
    const other = new EncryptingStorage(local, [Buffer.alloc(32, 2)]);
    await expect(other.get('orders/o1/book.pdf')).rejects.toThrow(
      `stored file orders/o1/book.pdf was encrypted with key ${keyIdOf(key).toString('hex')}, which is not FILE_ENCRYPTION_KEY`,
    );
  });

  it('after a rotation writes with the new key and still reads what the old one wrote', async () => {
    const { local, storage: before } = await encrypted();
    await before.put('orders/o1/book.pdf', pdf, 'application/pdf');
    const newKey = Buffer.alloc(32, 3);
    const after = new EncryptingStorage(local, [newKey, key]);
    expect((await after.get('orders/o1/book.pdf'))?.data).toEqual(pdf);
    await after.put('orders/o1/book.pdf', pdf, 'application/pdf');
    expect((await local.get('orders/o1/book.pdf'))?.data.subarray(5, 13)).toEqual(keyIdOf(newKey));
  });

  it('returns a file stored before encryption as it is', async () => {
    const { local, storage } = await encrypted();
    await local.put('orders/o1/face.json', Buffer.from('{"x":1}'), 'application/json');
    expect((await storage.get('orders/o1/face.json'))?.data.toString()).toBe('{"x":1}');
  });

  it('takes FILE_ENCRYPTION_KEY as 32 bytes of base64 only', () => {
    expect(() => loadConfig({ FILE_ENCRYPTION_KEY: 'short' })).toThrow(/FILE_ENCRYPTION_KEY/);
    const configured = Buffer.alloc(32, 5).toString('base64');
    expect(loadConfig({ FILE_ENCRYPTION_KEY: configured }).fileEncryptionKey).toBe(configured);
  });
});
