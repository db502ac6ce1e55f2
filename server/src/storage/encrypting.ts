/**
 * Files encrypted at rest: every file put through this storage (the child's photo and face box, character
 * pictures, the preview, the book's PDF, the outbox's e-mails) is kept as AES-256-GCM ciphertext, so a copied disk,
 * backup or bucket shows nothing without FILE_ENCRYPTION_KEY. Uploaded covers too, though they are public: no list
 * of exceptions that a private file could one day slip into, the bucket never holds a plain file, and /media/ serves
 * them decrypted through this storage like the files route serves the rest. It wraps any `Storage` (the local folder, or the bucket of STORAGE=s3);
 * callers see plain bytes both ways.
 *
 * A stored file: MAGIC (4) | VERSION (1) | key id (8) | IV (12) | ciphertext | tag (16). The key id (the first
 * bytes of the key's SHA-256) says which key wrote the file, so a later rotation can read old files with the
 * old key while writing with the new one. The header and the storage key are authenticated data: a file
 * moved to another order's key does not open. A file without the magic was written before encryption
 * existed and is returned as it is (no photo, PDF, WebP or JSON starts with a NUL byte).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SignatureCheck } from './signing';
import type { Storage, StoredFile } from './types';

const MAGIC = Buffer.from('\0SBE', 'latin1');
const VERSION = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + KEY_ID_BYTES + IV_BYTES;
const ALGORITHM = 'aes-256-gcm';

/** A stored file that cannot be decrypted: another key wrote it, or it was changed. */
export class FileDecryptionError extends Error {
  override name = 'FileDecryptionError';
}

export const keyIdOf = (key: Buffer): Buffer => createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES);

export const isEncrypted = (data: Buffer): boolean =>
  data.length >= HEADER_BYTES + TAG_BYTES && data.subarray(0, MAGIC.length).equals(MAGIC);

export class EncryptingStorage implements Storage {
  private readonly writeKey: { id: Buffer; key: Buffer };
  private readonly readKeys: Map<string, Buffer>;

  /** `keys[0]` encrypts; every key in the list decrypts (the older ones after a rotation). */
  constructor(
    private readonly inner: Storage,
    keys: [Buffer, ...Buffer[]],
  ) {
    for (const key of keys) {
      if (key.length !== 32) throw new Error('a file encryption key is 32 bytes');
    }
    this.writeKey = { id: keyIdOf(keys[0]), key: keys[0] };
    this.readKeys = new Map(keys.map((key) => [keyIdOf(key).toString('hex'), key]));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const iv = randomBytes(IV_BYTES);
    const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), this.writeKey.id, iv]);
    const cipher = createCipheriv(ALGORITHM, this.writeKey.key, iv);
    cipher.setAAD(Buffer.concat([header, Buffer.from(key, 'utf8')]));
    const sealed = Buffer.concat([header, cipher.update(data), cipher.final(), cipher.getAuthTag()]);
    await this.inner.put(key, sealed, contentType);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = await this.inner.get(key);
    if (!file || !isEncrypted(file.data)) return file;
    return { data: this.open(key, file.data), contentType: file.contentType };
  }

  private open(key: string, data: Buffer): Buffer {
    const header = data.subarray(0, HEADER_BYTES);
    const version = header[MAGIC.length];
    if (version !== VERSION) throw new FileDecryptionError(`stored file ${key} has encryption version ${version}`);
    const keyId = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + KEY_ID_BYTES).toString('hex');
    const secret = this.readKeys.get(keyId);
    if (!secret) {
      throw new FileDecryptionError(
        `stored file ${key} was encrypted with key ${keyId}, which is not FILE_ENCRYPTION_KEY (key ${this.writeKey.id.toString('hex')})`,
      );
    }
    const decipher = createDecipheriv(ALGORITHM, secret, header.subarray(HEADER_BYTES - IV_BYTES));
    decipher.setAAD(Buffer.concat([header, Buffer.from(key, 'utf8')]));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(data.subarray(HEADER_BYTES, data.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new FileDecryptionError(`stored file ${key} does not decrypt: it was changed or moved from another key`);
    }
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  /** Keys are not encrypted (they hold ids and dates, never a name): listing needs no key. */
  list(prefix: string): Promise<string[]> {
    return this.inner.list(prefix);
  }

  deletePrefix(prefix: string): Promise<void> {
    return this.inner.deletePrefix(prefix);
  }

  signedUrl(key: string, ttlSeconds?: number): string {
    return this.inner.signedUrl(key, ttlSeconds);
  }

  verifySignedUrl(key: string, expires: string | undefined, signature: string | undefined): SignatureCheck {
    return this.inner.verifySignedUrl(key, expires, signature);
  }
}
