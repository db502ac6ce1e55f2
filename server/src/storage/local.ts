/**
 * Files in a local directory (`<DATA_DIR>/files` by default). Writes go to a temporary name and are
 * renamed into place, so a reader never sees half a file and a crash leaves no broken picture. Folders are
 * 0700 and files 0600: the photos and books are the server's alone, not every local user's.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { ensurePrivateDir, writePrivateFile } from '../lib/data-dir';
import { assertValidKey, contentTypeOfKey, isValidKey } from './keys';
import { checkFileSignature, type SignatureCheck, signFileUrl } from './signing';
import type { Storage, StoredFile } from './types';

export class LocalStorage implements Storage {
  constructor(
    readonly root: string,
    private readonly urlSecret: Buffer,
  ) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    // The type is not stored beside the file: it follows from the extension, so both must agree.
    const expected = contentTypeOfKey(key);
    if (expected !== contentType) {
      throw new Error(`storage key ${key} holds ${expected ?? 'an unknown type'}, not ${contentType}`);
    }
    await ensurePrivateDir(dirname(path));
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writePrivateFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const path = this.pathOf(key);
    const contentType = contentTypeOfKey(key);
    if (!contentType) return undefined;
    try {
      return { data: await readFile(path), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const folder = this.pathOf(prefix.replace(/\/+$/, ''));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
        return [];
      }
      throw error;
    });
    return (
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        // `<name>.<random>.tmp` is a write in progress (or one a crash left): not a file anyone stored.
        .filter((key) => isValidKey(key) && contentTypeOfKey(key) !== undefined)
        .sort()
    );
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }

  signedUrl(key: string, ttlSeconds?: number): string {
    assertValidKey(key);
    return signFileUrl(this.urlSecret, key, ttlSeconds);
  }

  verifySignedUrl(key: string, expires: string | undefined, sig: string | undefined): SignatureCheck {
    return checkFileSignature(this.urlSecret, key, expires, sig);
  }
}
