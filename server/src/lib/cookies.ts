/** The few cookies the API sets (referral attribution, back-office session), read and written one way. */

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
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
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  parts.push(`Path=${options.path}`, 'HttpOnly', `SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
