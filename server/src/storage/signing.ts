/**
 * Signed file links: `/api/v1/files/<key>?exp=<unix seconds>&sig=<HMAC-SHA256(key \n exp)>`. An <img>
 * cannot send the order's token, so the link itself is the permission, and it runs out.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidKey } from './keys';

export const FILES_PATH = '/api/v1/files';
export const DEFAULT_URL_TTL_SECONDS = 60 * 60;
/**
 * Expiry times are rounded up to this step, so the same picture keeps the same URL for a while and a
 * page that polls (the characters screen) does not make the browser fetch it again on every answer.
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

function signature(secret: Buffer, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export function signFileUrl(secret: Buffer, key: string, ttlSeconds = DEFAULT_URL_TTL_SECONDS, now = Date.now()) {
  const expires = Math.ceil((now / 1000 + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${FILES_PATH}/${path}?exp=${expires}&sig=${signature(secret, key, expires)}`;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkFileSignature(
  secret: Buffer,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): SignatureCheck {
  if (!isValidKey(key) || !expires || !/^\d{1,12}$/.test(expires) || !sig) return 'invalid';
  const expected = Buffer.from(signature(secret, key, Number(expires)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  // Checked after the signature, so an attacker learns nothing about expiry from a forged link.
  return Number(expires) * 1000 < now ? 'expired' : 'valid';
}
