/**
 * `npm run storage:copy -- --to s3`: copies every file of this shop's local folder (DATA_DIR/files, and the covers and
 * outbox messages an older release left in DATA_DIR/uploads and DATA_DIR/outbox) into the bucket
 * STORAGE=s3 would use, reads each back to compare, and prints what it did (storage/copy.ts). Safe to run again:
 * what is already there is left alone. Run it while the shop still uses its local folder, once more right before
 * restarting it with STORAGE=s3, and keep the local folder until the shop has served from the bucket for a while.
 *
 * It reads the shop's own environment: DATA_DIR, FILE_ENCRYPTION_KEY (or the key generated in DATA_DIR/keys), and
 * S3_BUCKET, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, S3_ENDPOINT, S3_FORCE_PATH_STYLE, checked as for
 * STORAGE=s3 whatever STORAGE says now. Exits 0 when every file is in the bucket, 1 when any is not, 2 on bad usage.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config/env';
import { readGeneratedKey } from '../src/lib/generated-key';
import { copyLocalFilesToBucket } from '../src/storage/copy';
import { S3Storage } from '../src/storage/s3';
import { FILE_ENCRYPTION_KEY_FILE } from '../src/storage/secret';
import { runCli } from './cli';

const USAGE = 'Usage: npm run storage:copy -- --to s3';

async function main(): Promise<number> {
  let to: string | undefined;
  try {
    ({
      values: { to },
    } = parseArgs({ options: { to: { type: 'string' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (to !== 's3') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig({ ...process.env, STORAGE: 's3' });
  const s3 = config.storage.s3;
  if (!s3) throw new ConfigError('Invalid environment configuration: STORAGE=s3 is not configured');
  const encryptionKey = config.fileEncryptionKey
    ? Buffer.from(config.fileEncryptionKey, 'base64')
    : await readGeneratedKey(config.dataDir, FILE_ENCRYPTION_KEY_FILE);
  if (!encryptionKey) {
    // A new key made here would encrypt files the shop could never read: the shop's own key or nothing.
    throw new ConfigError(
      `Invalid environment configuration: no FILE_ENCRYPTION_KEY and no ${join(config.dataDir, 'keys', FILE_ENCRYPTION_KEY_FILE)}; run this with the shop's DATA_DIR and FILE_ENCRYPTION_KEY`,
    );
  }
  const root = join(config.dataDir, 'files');
  console.info(`Copying ${root} to s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`);
  // The URL secret is not used: the copy signs no links.
  const bucket = new S3Storage(s3, Buffer.alloc(32));
  try {
    await bucket.check();
  } catch (error) {
    // A wrong bucket, key or endpoint: said once, rather than once for every file.
    console.error((error as Error).message);
    return 1;
  }
  const report = await copyLocalFilesToBucket({ root, dataDir: config.dataDir, bucket, encryptionKey });
  for (const { key, reason } of report.failed) console.error(`failed ${key}: ${reason}`);
  for (const key of report.skipped) console.info(`skipped ${key} (not a stored file)`);
  console.info(
    `${report.copied.length} copied, ${report.unchanged.length} already in the bucket, ${report.skipped.length} skipped, ${report.failed.length} failed`,
  );
  return report.failed.length > 0 ? 1 : 0;
}

runCli(main);
