import { join } from 'node:path';
import type { StoredImage } from '../db/schema';

interface Size {
  width: number;
  height: number;
}

/**
 * The pixel size of an asset, read from its header. A picture that is not there yet (the pictures are
 * made separately from the content) gets the size it is made at, so pages still reserve the right box.
 */
export async function measureImage(assetsRoot: string, path: string, expected: Size): Promise<StoredImage> {
  // Loaded on first use: sharp's native library is only needed when seeding.
  const { default: sharp } = await import('sharp');
  try {
    const { width, height } = await sharp(join(assetsRoot, path)).metadata();
    if (width && height) return { path, width, height };
  } catch {
    // Missing or unreadable: fall through to the expected size.
  }
  return { path, ...expected };
}
