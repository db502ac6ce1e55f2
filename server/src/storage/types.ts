/**
 * The one way the server keeps files (photos, character pictures, PDFs, uploaded covers, the mail outbox): a local directory by default,
 * an S3-compatible bucket when configured. Keys are opaque paths like `orders/<id>/photo.jpg`.
 * Private files reach a browser only through `signedUrl`: an expiring HMAC-signed link, because an <img>
 * cannot send the order's access token.
 */
import type { SignatureCheck } from './signing';

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Every stored file under the folder `prefix` (`outbox` lists `outbox/…`, subfolders included), as keys in
   * ascending order; an empty list when there is none. Only keys `get` can return: a write's temporary file or
   * an object of an unknown type is not a stored file.
   */
  list(prefix: string): Promise<string[]>;
  /** Removes every file under `prefix` (an order's folder); nothing there is fine. */
  deletePrefix(prefix: string): Promise<void>;
  /** A URL path (under /api/v1/files/) that serves the file until it expires. */
  signedUrl(key: string, ttlSeconds?: number): string;
  /** Whether a link `signedUrl` made is genuine and unexpired (GET /api/v1/files checks every request). */
  verifySignedUrl(key: string, expires: string | undefined, signature: string | undefined): SignatureCheck;
}
