/**
 * Moves a local shop's files (DATA_DIR/files, and the covers and outbox messages an older release kept in
 * DATA_DIR/uploads and DATA_DIR/outbox, storage/legacy.ts) into a bucket before it switches to STORAGE=s3
 * (`npm run storage:copy -- --to s3`). Each file is copied as it lies on disk, ciphertext, so the copy needs no key
 * to read it and the bucket never sees a photo; a file from before encryption existed is encrypted on the way.
 * Every file is read back from the bucket and compared before it counts as copied. A file already in the bucket
 * with the same content is left alone, so the command can be run again (after an interruption, or once more just
 * before the switch to take the files written since) and only does what is left.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { EncryptingStorage, isEncrypted } from './encrypting';
import { contentTypeOfKey, isValidKey } from './keys';
import { legacyFiles } from './legacy';
import { LocalStorage } from './local';
import type { Storage } from './types';

export interface CopyReport {
  /** Written to the bucket and read back equal. */
  copied: string[];
  /** Already in the bucket with the same content. */
  unchanged: string[];
  /** Files in the folder that are not stored files (a write's temporary file, an unknown type). */
  skipped: string[];
  /** Not copied, or read back different: the key and why. */
  failed: { key: string; reason: string }[];
}

type Done = 'copied' | 'unchanged' | 'skipped';

export interface CopyOptions {
  /** The local folder's root, DATA_DIR/files. */
  root: string;
  /**
   * DATA_DIR, when its old folders (uploads/ for covers, outbox/) are to be copied too: a shop that has not started
   * since covers and the outbox moved into Storage still has them there. Each goes to its key (`uploads/covers/…`,
   * `outbox/…`), encrypted; a key DATA_DIR/files also holds is taken from there.
   */
  dataDir?: string;
  /** The bucket, unwrapped: what is put here lies in the bucket byte for byte. */
  bucket: Storage;
  /** FILE_ENCRYPTION_KEY: encrypts the files stored before encryption existed. */
  encryptionKey: Buffer;
  /** Files copied at the same time. */
  concurrency?: number;
  /** Told of each file as it is done, for a progress line. */
  onFile?: (key: string, outcome: Done | 'failed') => void;
}

/** Every file under `root`, as storage keys (`orders/<id>/photo-1.jpg`), in a stable order. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export async function copyLocalFilesToBucket(options: CopyOptions): Promise<CopyReport> {
  const local = new LocalStorage(options.root, Buffer.alloc(32));
  const sealing = new EncryptingStorage(options.bucket, [options.encryptionKey]);
  const report: CopyReport = { copied: [], unchanged: [], skipped: [], failed: [] };
  const fromFiles = await filesUnder(options.root);
  const inFiles = new Set(fromFiles);
  const oldFolders = options.dataDir ? await legacyFiles(options.dataDir) : [];
  // Where each key is read: the storage folder, or a file of an old folder (plain, from before Storage held it).
  const sources = new Map<string, () => Promise<Buffer | undefined>>(
    fromFiles.map((key) => [key, async () => (await local.get(key))?.data]),
  );
  for (const { key, path } of oldFolders) {
    if (!inFiles.has(key)) sources.set(key, () => readFile(path));
  }
  const keys = [...sources.keys()].sort();

  async function copyOne(key: string): Promise<Done> {
    // LocalStorage writes `<name>.<random>.tmp` and renames it: one left behind is a write that never finished.
    const contentType = contentTypeOfKey(key);
    if (!isValidKey(key) || !contentType) return 'skipped';
    const data = await sources.get(key)?.();
    if (!data) return 'skipped';
    const file = { data, contentType };
    if (isEncrypted(file.data)) {
      // Ciphertext as it is: the same bytes under the same key decrypt with the same FILE_ENCRYPTION_KEY.
      const there = await options.bucket.get(key);
      if (there?.data.equals(file.data)) return 'unchanged';
      await options.bucket.put(key, file.data, contentType);
      const back = await options.bucket.get(key);
      if (!back?.data.equals(file.data)) throw new Error('the bucket gave back different bytes');
      return 'copied';
    }
    // A file from before encryption: never plain in the bucket. Encrypted anew each time (a fresh IV), so
    // "already there" means: decrypts to the same bytes.
    const raw = await options.bucket.get(key);
    if (raw && isEncrypted(raw.data)) {
      const there = await sealing.get(key).catch(() => undefined);
      if (there?.data.equals(file.data)) return 'unchanged';
    }
    await sealing.put(key, file.data, contentType);
    const back = await sealing.get(key);
    if (!back?.data.equals(file.data)) throw new Error('the bucket gave back different bytes');
    return 'copied';
  }

  let next = 0;
  async function worker() {
    for (;;) {
      const key = keys[next++];
      if (key === undefined) return;
      let outcome: Done | 'failed';
      try {
        outcome = await copyOne(key);
        report[outcome].push(key);
      } catch (error) {
        outcome = 'failed';
        report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      }
      options.onFile?.(key, outcome);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));
  for (const list of [report.copied, report.unchanged, report.skipped]) list.sort();
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}
