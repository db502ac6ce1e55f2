/**
 * Where the gateway sends the browser back after paying: the shop's origin the parent was on when they
 * pressed Pay. The order's access token is in that origin's storage (localStorage and sessionStorage are per
 * origin, and www.shop.example and shop.example, or 127.0.0.1 and localhost, are different origins), so a
 * success page on PUBLIC_URL's host alone would find no order for a parent who came in under the other name.
 *
 * Only the shop's own host names qualify: PUBLIC_URL's, its www/non-www twin and, outside production, the
 * loopback names on its port. Anything else (a forged Origin header, a proxy's internal name) gets PUBLIC_URL,
 * so the gateway can never be made to redirect a parent to somebody else's site.
 */
import { isIP } from 'node:net';
import type { AppConfig } from '../config/env';

type OriginConfig = Pick<AppConfig, 'publicUrl' | 'production'>;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `base` with another host name, same scheme and port. */
function withHost(base: URL, hostname: string): string {
  const twin = new URL(base.origin);
  twin.hostname = hostname;
  return twin.origin;
}

/** Every origin the shop is served under, by the rules above. */
export function shopOrigins(config: OriginConfig): Set<string> {
  const publicUrl = new URL(config.publicUrl);
  const origins = new Set([publicUrl.origin]);
  const host = publicUrl.hostname;
  // An address or a single-label name has no www twin.
  if (isIP(host.replace(/^\[|\]$/g, '')) === 0 && host.includes('.')) {
    origins.add(withHost(publicUrl, host.startsWith('www.') ? host.slice('www.'.length) : `www.${host}`));
  }
  if (!config.production) for (const loopback of LOOPBACK_HOSTS) origins.add(withHost(publicUrl, loopback));
  return origins;
}

/** The origin to come back to: `requested` (the request's Origin header) when it is the shop's, else PUBLIC_URL's. */
export function returnOrigin(config: OriginConfig, requested: string | undefined): string {
  const fallback = new URL(config.publicUrl).origin;
  if (!requested) return fallback;
  let origin: string;
  try {
    origin = new URL(requested).origin;
  } catch {
    return fallback;
  }
  return shopOrigins(config).has(origin) ? origin : fallback;
}
