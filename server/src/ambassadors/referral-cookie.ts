/**
 * Attribution: the referral landing sets a first-party cookie holding the ambassador's code for
 * REFERRAL_WINDOW_DAYS; orders and ambassador sign-ups read it. HttpOnly (no script needs it) and
 * SameSite=Lax (it rides along when the visitor follows a link back to the shop). The value is only a
 * public code, so it is not signed: forging one could only credit some ambassador with one's own purchase,
 * which a visit to their link does as well; self-referral is refused when rewards are written.
 */
import type { FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../lib/cookies';

export const REFERRAL_COOKIE = 'shop_ref';

/** The shape generated codes have (see referralCode in repository.ts); anything else is ignored. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,32}$/;

export function normaliseReferralCode(value: string): string {
  return value.trim().toUpperCase();
}

/** The referral code the visitor arrived with, if their cookie holds a well-formed one. */
export function referralCodeFromRequest(request: FastifyRequest): string | undefined {
  const value = readCookie(request.headers.cookie, REFERRAL_COOKIE);
  if (value === undefined) return undefined;
  const code = normaliseReferralCode(value);
  return REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

export function referralCookie(code: string, windowDays: number, secure: boolean): string {
  return serializeCookie(REFERRAL_COOKIE, code, {
    maxAgeSeconds: windowDays * 86_400,
    path: '/',
    sameSite: 'Lax',
    secure,
  });
}
