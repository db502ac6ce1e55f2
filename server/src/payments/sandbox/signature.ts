/**
 * Webhook signatures, the way redirect gateways sign them:
 *
 *   Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${raw body}`)>
 *
 * The timestamp is signed with the body, so a captured request cannot be replayed after the tolerance,
 * and the exact bytes are signed, so the receiver must verify the raw body before parsing it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from '../gateway';

export const SIGNATURE_HEADER = 'sandbox-signature';
/** Events older (or newer) than this are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function hmac(secret: string, timestamp: number, body: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
}

export function signatureHeader(secret: string, body: Buffer, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString('hex')}`;
}

/** Throws WebhookVerificationError unless `header` signs `body` with `secret` within the tolerance. */
export function verifySignature(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
  now = Math.floor(Date.now() / 1000),
): void {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new WebhookVerificationError('missing signature header');
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of value.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const text = rest.join('=');
    if (key === 't' && /^\d{1,12}$/.test(text)) timestamp = Number(text);
    // More than one v1 is allowed, so a secret can be rotated without dropping events.
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(text)) signatures.push(Buffer.from(text, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookVerificationError('malformed signature');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError('timestamp outside the tolerance');
  }
  const expected = hmac(secret, timestamp, body);
  if (!signatures.some((given) => timingSafeEqual(given, expected))) {
    throw new WebhookVerificationError('signature mismatch');
  }
}
