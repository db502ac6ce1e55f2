/**
 * Storage keys are relative paths of plain segments (`orders/<id>/photo-1.jpg`). Anything that could
 * leave the storage root or confuse a URL (.., absolute paths, backslashes, empty or hidden segments)
 * is refused before it reaches a file system or a bucket.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const KEY_MAX_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > KEY_MAX_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(`invalid storage key: ${JSON.stringify(key)}`);
}

/** What a key's extension says it holds; files are served with this type and nothing else. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  json: 'application/json',
  // The mail outbox's messages, exactly as they would have been sent (mail/outbox.ts).
  eml: 'message/rfc822',
};

export function contentTypeOfKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return key.includes('.') ? CONTENT_TYPES[extension] : undefined;
}
