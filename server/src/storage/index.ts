/**
 * Chooses the storage for a configuration: the local directory (STORAGE=local, the default) or an S3-compatible
 * bucket (STORAGE=s3, s3.ts). Whichever it is, it is wrapped in EncryptingStorage, so files are encrypted at
 * rest, and its links are the API's signed /api/v1/files links (why not the bucket's presigned ones: s3.ts).
 */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import { ensurePrivateDir } from '../lib/data-dir';
import { EncryptingStorage } from './encrypting';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import { fileEncryptionKey, fileUrlSecret } from './secret';
import type { Storage } from './types';

export async function createStorage(config: AppConfig, log: FastifyBaseLogger): Promise<Storage> {
  const secret = await fileUrlSecret(config.fileUrlSecret, config.dataDir, log);
  const encryptionKey = await fileEncryptionKey(config.fileEncryptionKey, config.dataDir, log);
  if (config.storage.s3) {
    const bucket = new S3Storage(config.storage.s3, secret);
    await bucket.check();
    return new EncryptingStorage(bucket, [encryptionKey]);
  }
  const root = join(config.dataDir, 'files');
  // At start, not at the next write: an older release left the folder 0755.
  await ensurePrivateDir(root);
  return new EncryptingStorage(new LocalStorage(root, secret), [encryptionKey]);
}
