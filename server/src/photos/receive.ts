/**
 * Takes the multipart upload's `photo` file to a temporary file, at most PHOTO_MAX_BYTES. A larger file
 * is cut off by the multipart parser; its partial copy is deleted before answering 413.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
// The type import brings @fastify/multipart's request methods (file, isMultipart) into FastifyRequest.
import type {} from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@shop/shared/validation';
import type { FastifyRequest } from 'fastify';
import { ensurePrivateDir } from '../lib/data-dir';
import { HttpError } from '../lib/http-error';
import { photoError } from './errors';

export const PHOTO_FIELD = 'photo';

export interface ReceivedFile {
  path: string;
  /** Deletes the temporary file; safe to call twice. */
  discard(): Promise<void>;
}

const photoRequired = () => new HttpError(400, 'photo_required', 'common.validation.required');

export async function receivePhoto(request: FastifyRequest, tmpDir: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw photoRequired();
  const part = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });
  if (!part || part.fieldname !== PHOTO_FIELD) throw photoRequired();
  await ensurePrivateDir(tmpDir);
  const path = join(tmpDir, `upload-${randomUUID()}`);
  const discard = () => rm(path, { force: true });
  try {
    await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('tooLarge');
    throw error;
  }
  if (part.file.truncated) {
    await discard();
    throw photoError('tooLarge');
  }
  return { path, discard };
}
