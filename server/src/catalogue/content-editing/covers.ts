/**
 * Uploaded book covers. A cover is resized to the catalogue's size and kept in the shop's Storage (the local folder
 * or the bucket) under `uploads/covers/` with its content hash in the name, which makes the one-year caching of
 * /media/ safe for it too; plugins/media.ts serves it from there at /media/uploads/covers/….
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';
import { COVER_SIZE, UPLOADS_PREFIX } from '../../media/paths';
import type { Storage } from '../../storage/types';

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
const COVER_TYPES = new Set(['jpeg', 'png', 'webp']);

/** The picture of a multipart upload's `cover` field (the route registers @fastify/multipart with COVER_MAX_BYTES). */
export async function coverUpload(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file();
  if (part?.fieldname !== 'cover') throw new HttpError(400, 'invalid_image', 'common.error.coverInvalid');
  return part.toBuffer().catch((error: unknown) => {
    // Only the size limit is the picture's fault; a body cut short is the error handler's (a 400 for every upload).
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'image_too_large', 'common.error.coverTooLarge');
    }
    throw error;
  });
}

/**
 * Checks that `data` is a picture (by its content, not its name), crops it to the cover's shape and
 * stores it as WebP. Returns the asset path for the books table.
 */
export async function storeCover(storage: Storage, slug: string, data: Buffer) {
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !COVER_TYPES.has(meta.format)) {
    throw new HttpError(400, 'invalid_image', 'common.error.coverInvalid');
  }
  // A file can look like a picture in its header and still not decode (truncated, corrupt): the uploader's
  // problem, told as such, not a server error.
  const webp = await sharp(data)
    .rotate()
    .resize(COVER_SIZE.width, COVER_SIZE.height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new HttpError(422, 'invalid_image', 'common.error.coverInvalid');
    });
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 12);
  // The asset path is the storage key too: /media/<path> is its URL (media/media-index.ts, plugins/media.ts).
  const path = `${UPLOADS_PREFIX}covers/${slug}-${hash}.webp`;
  await storage.put(path, webp, 'image/webp');
  return { path, width: COVER_SIZE.width, height: COVER_SIZE.height };
}
