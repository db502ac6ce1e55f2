/**
 * The shop_device cookie: a random id per browser, set when an ambassador signs in and when a visitor arrives
 * through a referral link, read when an order is made. It lets the fraud checks (fraud.ts) notice an ambassador
 * buying through their own link from the browser they sign in with. Only a random id, never derived from the
 * browser or the person (no fingerprinting); HttpOnly, first-party, and it says nothing to anyone but the shop.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../lib/cookies';

export const DEVICE_COOKIE = 'shop_device';
const DEVICE_COOKIE_DAYS = 400;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The browser's device id, if its cookie holds a well-formed one. */
export function deviceIdFromRequest(request: FastifyRequest): string | undefined {
  const value = readCookie(request.headers.cookie, DEVICE_COOKIE);
  return value !== undefined && DEVICE_ID.test(value) ? value : undefined;
}

/**
 * The browser's device id, giving it one when it has none. The cookie is (re)sent either way, so a browser
 * in use keeps it for DEVICE_COOKIE_DAYS after its last sign-in or referral visit.
 */
export function ensureDeviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const id = deviceIdFromRequest(request) ?? randomBytes(16).toString('base64url');
  const cookie = serializeCookie(DEVICE_COOKIE, id, {
    maxAgeSeconds: DEVICE_COOKIE_DAYS * 86_400,
    path: '/',
    sameSite: 'Lax',
    secure,
  });
  // Fastify appends each set-cookie header, so the referral cookie beside it is kept.
  reply.header('set-cookie', cookie);
  return id;
}
