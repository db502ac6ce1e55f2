/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), chosen by STORAGE=s3. createStorage wraps it
 * in EncryptingStorage exactly like the local folder, so the bucket only ever holds ciphertext: a leaked
 * access key, a copied bucket or a public-read mistake shows no child's photo.
 *
 * Links stay the API's own signed `/api/v1/files/…` links (signing.ts, the same as the local folder), not links
 * presigned by the bucket. A presigned link would hand the browser the stored object, which is ciphertext;
 * serving it readable would mean storing it readable, giving up encryption at rest (and the photo policy's
 * "restricted access") for every child's photo. It would also go around the files route: an erased order's
 * files answer 410 the moment the order commits, and every answer is `private, no-store`. Going through the API
 * costs the server the bytes of each picture; it keeps those rules in one place for both backends.
 *
 * A PutObject is atomic: a reader sees the old object, the new one or none, never half a file, so nothing here
 * needs the local folder's temporary-name dance.
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env';
import { assertValidKey, contentTypeOfKey, isValidKey } from './keys';
import { checkFileSignature, type SignatureCheck, signFileUrl } from './signing';
import type { Storage, StoredFile } from './types';

/** DeleteObjects takes at most this many keys, and ListObjectsV2 returns at most this many. */
export const S3_MAX_KEYS_PER_REQUEST = 1000;

export interface S3StorageOptions {
  /** Keys listed and deleted per round trip in deletePrefix (at most 1000); tests page with fewer. */
  pageSize?: number;
  /** Giving up on a bucket that does not connect, or does not answer, rather than holding the request forever. */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Tries per call, the first included; the SDK retries 5xx, throttling and dropped connections with backoff. */
  maxAttempts?: number;
}

/** The bucket could not do what was asked (down, refusing, erroring); the message names the call and the key. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly pageSize: number;
  /** Names the bucket in errors: `s3://shop-files at https://….r2.cloudflarestorage.com`. */
  private readonly where: string;

  constructor(
    private readonly settings: S3Settings,
    private readonly urlSecret: Buffer,
    options: S3StorageOptions = {},
  ) {
    this.pageSize = Math.min(options.pageSize ?? S3_MAX_KEYS_PER_REQUEST, S3_MAX_KEYS_PER_REQUEST);
    this.where = `s3://${settings.bucket} at ${settings.endpoint ?? `AWS ${settings.region}`}`;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Only these keys: never a profile, instance role or environment the operator did not name for the shop.
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      maxAttempts: options.maxAttempts ?? 3,
      requestHandler: {
        connectionTimeout: options.connectTimeoutMs ?? 5_000,
        // A finished book's PDF is the largest file; a minute is plenty for it on any working link.
        requestTimeout: options.requestTimeoutMs ?? 60_000,
        throwOnRequestTimeout: true,
      },
    });
  }

  /**
   * Asks the bucket once whether it exists and the key may use it, so a misspelt bucket or a wrong key stops the
   * start (createStorage) instead of the first parent's upload.
   */
  async check(): Promise<void> {
    await this.send('check', '', () => this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket })));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    // As in the local folder, the extension decides the type the file is served with, so both must agree.
    const expected = contentTypeOfKey(key);
    if (expected !== contentType) {
      throw new Error(`storage key ${key} holds ${expected ?? 'an unknown type'}, not ${contentType}`);
    }
    await this.send('put', key, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    assertValidKey(key);
    // The type served follows the key, not the object's metadata: a hand-edited object cannot become text/html.
    const contentType = contentTypeOfKey(key);
    if (!contentType) return undefined;
    return this.send('get', key, async () => {
      try {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
        if (!object.Body) throw new Error('the bucket answered without a body');
        return { data: Buffer.from(await object.Body.transformToByteArray()), contentType };
      } catch (error) {
        // Only a missing key is "no such file"; a missing bucket or a refused key is a broken setup and must say so.
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.send('delete', key, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })),
    );
  }

  /** The folder's keys, a ListObjectsV2 page at a time (the bucket sorts them; so does the local folder). */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of this.pages(prefix)) {
      // Something put into the bucket by hand under a name no key can have is not the shop's file.
      keys.push(...page.filter((key) => isValidKey(key) && contentTypeOfKey(key) !== undefined));
    }
    return keys.sort();
  }

  /** Every key under `<prefix>/`, one ListObjectsV2 page (at most `pageSize` keys) at a time. */
  private async *pages(prefix: string): AsyncGenerator<string[]> {
    const folder = prefix.replace(/\/+$/, '');
    assertValidKey(folder);
    // The slash keeps `orders/o1` from taking `orders/o10/…` with it.
    const listed = `${folder}/`;
    let token: string | undefined;
    for (;;) {
      const page = await this.send('list', listed, () =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: listed,
            MaxKeys: this.pageSize,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        ),
      );
      yield (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (!page.IsTruncated || !page.NextContinuationToken) return;
      token = page.NextContinuationToken;
    }
  }

  /**
   * Lists the folder a page at a time (ListObjectsV2 and its continuation token) and deletes each page in one
   * DeleteObjects call, so an erased order with thousands of files never holds them all in memory. A key the
   * bucket refuses to delete fails the whole call: erasure must not report done with a photo left behind.
   */
  async deletePrefix(prefix: string): Promise<void> {
    const listed = `${prefix.replace(/\/+$/, '')}/`;
    for await (const keys of this.pages(prefix)) {
      if (keys.length === 0) return;
      const result = await this.send('delete', listed, () =>
        this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.settings.bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new StorageUnavailableError(
          `${this.where}: delete ${listed} left ${failed.length} file(s), e.g. ${first?.Key}: ${first?.Code} ${first?.Message ?? ''}`.trim(),
        );
      }
    }
  }

  signedUrl(key: string, ttlSeconds?: number): string {
    assertValidKey(key);
    return signFileUrl(this.urlSecret, key, ttlSeconds);
  }

  verifySignedUrl(key: string, expires: string | undefined, sig: string | undefined): SignatureCheck {
    return checkFileSignature(this.urlSecret, key, expires, sig);
  }

  /** Runs one bucket call; a failure says which bucket, which call and which key, and keeps the SDK's error as its cause. */
  private async send<T>(action: string, key: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw error;
      throw new StorageUnavailableError(`${this.where}: ${action}${key ? ` ${key}` : ''} failed: ${describe(error)}`, {
        cause: error,
      });
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    return `${error.name}${status ? ` (HTTP ${status})` : ''}: ${error.message}`;
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A refused connection arrives as an AggregateError (IPv4 and IPv6) with an empty message.
    return `${code ?? error.name}${error.message ? `: ${error.message}` : ''}`;
  }
  return String(error);
}
