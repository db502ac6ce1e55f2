/**
 * Content hashes of every file under the assets root, computed once at start. Image URLs carry the
 * hash (`?v=3f9a1c2b7d`), which is what makes caching them for a year safe: a changed picture gets a
 * new URL with the next start.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { MEDIA_PREFIX, UPLOADS_PREFIX } from './paths';

const HASH_LENGTH = 10;
/** Marks a URL whose file was missing at start; it changes once the file exists and the server restarts. */
const MISSING = '0';

export interface MediaIndex {
  /** The public URL of an asset path such as `books/<slug>/cover.webp`. */
  url(path: string): string;
  /** Asset paths that were found, for logging. */
  readonly size: number;
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function createMediaIndex(assetsRoot: string): Promise<MediaIndex> {
  const hashes = new Map<string, string>();
  for (const file of await listFiles(assetsRoot)) {
    const digest = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    hashes.set(relative(assetsRoot, file).split(sep).join('/'), digest.slice(0, HASH_LENGTH));
  }
  return {
    // An upload's name already holds its hash, and it did not exist when this index was built.
    url: (path) =>
      path.startsWith(UPLOADS_PREFIX)
        ? `${MEDIA_PREFIX}${path}`
        : `${MEDIA_PREFIX}${path}?v=${hashes.get(path) ?? MISSING}`,
    size: hashes.size,
  };
}
