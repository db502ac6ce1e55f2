/**
 * The few cookies the API sets (referral attribution, device, back-office session, sign-in guard), read and written
 * one way: parsed and serialised by `cookie` (the package Fastify's own cookie plugin uses), with the shop's policy
 * here (always HttpOnly). Not @fastify/cookie: it parses every request's cookies in a hook, while only these few
 * routes read one.
 */
import { parse, serialize } from 'cookie';

/** A value that does not decode is none of ours: skipped, not handed over as it came. */
function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parse(header, { decode })[name] : undefined;
}

export interface CookieOptions {
  /** 0 deletes the cookie; undefined makes it last as long as the browser session. */
  maxAgeSeconds?: number;
  path: string;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
}

/** Always HttpOnly: no script of ours reads these, so no injected script can either. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, {
    ...(options.maxAgeSeconds !== undefined ? { maxAge: options.maxAgeSeconds } : {}),
    path: options.path,
    httpOnly: true,
    sameSite: options.sameSite === 'Lax' ? 'lax' : 'strict',
    secure: options.secure,
  });
}
