/**
 * Files older releases wrote straight into the data folder instead of through Storage: uploaded book covers
 * (DATA_DIR/uploads/covers/…) and the mail outbox (DATA_DIR/outbox/…). They live in Storage now under the same
 * relative path as their key (`uploads/covers/<slug>-<hash>.webp`, `outbox/<id>.eml`), so a cover's URL and the
 * books table's cover_path do not change and an outbox id stays the same.
 *
 * At start each such file is moved: put through the shop's Storage (encrypted like every stored file, into the
 * bucket with STORAGE=s3), read back and compared, and only then removed from the old folder. A file that is
 * already stored with the same bytes (a start that stopped between the two) is removed; one stored with other bytes,
 * or one that cannot be copied, stays where it is and is named in the log, and the next start tries again. Nothing
 * is removed that Storage does not give back byte for byte.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ensurePrivateDir } from '../lib/data-dir';
import { contentTypeOfKey, isValidKey } from './keys';
import type { Storage } from './types';

/** The old folders below DATA_DIR; each one's name is also the key prefix its files move to. */
export const LEGACY_FOLDERS = ['uploads', 'outbox'] as const;

export interface LegacyMoveReport {
  /** In Storage, compared equal, and removed from the old folder. */
  moved: string[];
  /** Not a file Storage can hold (a name no key can have, an unknown type): left where it is. */
  skipped: string[];
  /** Left where it is: the key and why. */
  failed: { key: string; reason: string }[];
}

/** Every file below `dir` as a path relative to it with '/' separators; none when the folder does not exist. */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The files of the old folders as storage keys, each with where it lies on disk. */
export async function legacyFiles(dataDir: string): Promise<Array<{ key: string; path: string }>> {
  const found: Array<{ key: string; path: string }> = [];
  for (const folder of LEGACY_FOLDERS) {
    for (const name of await filesBelow(join(dataDir, folder))) {
      found.push({ key: `${folder}/${name}`, path: join(dataDir, folder, ...name.split('/')) });
    }
  }
  return found;
}

/** The key's file in the old folder, or undefined: the cover route reads through to it for a file not moved yet. */
export async function readLegacyFile(dataDir: string, key: string): Promise<Buffer | undefined> {
  const [folder] = key.split('/');
  if (!isValidKey(key) || !LEGACY_FOLDERS.some((legacy) => legacy === folder)) return undefined;
  return readFile(join(dataDir, ...key.split('/'))).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
    throw error;
  });
}

export async function moveLegacyFiles(storage: Storage, dataDir: string): Promise<LegacyMoveReport> {
  const report: LegacyMoveReport = { moved: [], skipped: [], failed: [] };
  for (const folder of LEGACY_FOLDERS) {
    // An older release may have left it 0755; what stays in it (a file that would not move) is the server user's alone.
    const there = await stat(join(dataDir, folder)).catch(() => undefined);
    if (there?.isDirectory()) await ensurePrivateDir(join(dataDir, folder));
  }
  for (const { key, path } of await legacyFiles(dataDir)) {
    const contentType = contentTypeOfKey(key);
    if (!isValidKey(key) || !contentType) {
      report.skipped.push(key);
      continue;
    }
    try {
      const data = await readFile(path).catch((error: NodeJS.ErrnoException) => {
        // Another process of the same shop (the worker, a command) moved it a moment ago.
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!data) continue;
      const stored = await storage.get(key);
      if (stored && !stored.data.equals(data)) {
        throw new Error('Storage already holds other bytes under this key; both are kept, for a person to compare');
      }
      if (!stored) {
        await storage.put(key, data, contentType);
        const back = await storage.get(key);
        if (!back?.data.equals(data)) throw new Error('Storage gave back different bytes');
      }
      await rm(path, { force: true });
      report.moved.push(key);
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}

/** Moves the old folders' files at start and says what it did in the log. */
export async function moveLegacyFilesAtStart(storage: Storage, dataDir: string, log: FastifyBaseLogger) {
  const report = await moveLegacyFiles(storage, dataDir);
  if (report.moved.length > 0) {
    log.info({ moved: report.moved.length }, 'moved files of DATA_DIR/uploads and DATA_DIR/outbox into storage');
  }
  for (const key of report.skipped) log.warn({ key }, 'left in the data folder: not a file storage can hold');
  for (const { key, reason } of report.failed) {
    log.error({ key, reason }, 'could not move a file of the data folder into storage; it stays there');
  }
  return report;
}
