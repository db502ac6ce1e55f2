/**
 * Chooses the storage for a configuration. Only the local directory exists today; an S3-compatible
 * bucket is the planned second implementation of the same `Storage` interface (put/get/delete by key,
 * links signed the same way or presigned by the bucket). It is not faked: nothing here pretends to
 * talk to a bucket. Whichever it is, it is wrapped in EncryptingStorage: files are encrypted at rest.
 */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import { ensurePrivateDir } from '../lib/data-dir';
import { EncryptingStorage } from './encrypting';
import { LocalStorage } from './local';
import { fileEncryptionKey, fileUrlSecret } from './secret';
import type { Storage } from './types';

export async function createStorage(config: AppConfig, log: FastifyBaseLogger): Promise<Storage> {
  const secret = await fileUrlSecret(config.fileUrlSecret, config.dataDir, log);
  const encryptionKey = await fileEncryptionKey(config.fileEncryptionKey, config.dataDir, log);
  const root = join(config.dataDir, 'files');
  // At start, not at the next write: an older release left the folder 0755.
  await ensurePrivateDir(root);
  return new EncryptingStorage(new LocalStorage(root, secret), [encryptionKey]);
}
