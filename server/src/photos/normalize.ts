/**
 * Decides what an upload is by its bytes, not its name or declared type, and re-encodes it: orientation
 * applied, at most PHOTO_MAX_SIDE px, JPEG. Re-encoding drops every piece of metadata (GPS position,
 * camera serial, thumbnails) and anything hidden after the image data.
 */
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { photoError } from './errors';

export const PHOTO_MAX_SIDE = 2048;
/** Decoded size limit against pixel floods: 64 MP is more than any phone photo that fits in 5 MB. */
export const MAX_INPUT_PIXELS = 64_000_000;
const JPEG_QUALITY = 90;
const ACCEPTED = new Set(['image/jpeg', 'image/png']);

export interface NormalizedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

export async function normalizePhoto(path: string): Promise<NormalizedPhoto> {
  const type = await fileTypeFromFile(path);
  if (!type) throw photoError('notAnImage');
  if (!ACCEPTED.has(type.mime)) throw photoError(type.mime.startsWith('image/') ? 'wrongType' : 'notAnImage');

  // The header alone gives the size, so a flood is refused before a single pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw photoError('notAnImage');
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_INPUT_PIXELS) throw photoError('tooManyPixels');
  if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw photoError('notAnImage');

  try {
    const { data, info } = await sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      // A transparent PNG gets a white background, as it would look on the page.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // Valid magic bytes but a broken body (truncated, corrupted, or a polyglot that is not really an image).
    throw photoError('notAnImage');
  }
}
