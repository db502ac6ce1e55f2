import type { FastifyRequest } from 'fastify';
import { countryOfAddress } from './geoip';

export const DEFAULT_COUNTRY = 'US';

// Proxies send placeholders for "unknown" (Cloudflare: XX, Tor: T1) that are not countries.
const NOT_A_COUNTRY = new Set(['XX', 'ZZ']);

/**
 * The visitor's ISO 3166 alpha-2 country. The russia region is always RU (spec section 9). Otherwise a
 * header set by a trusted proxy (TRUSTED_COUNTRY_HEADER, e.g. cf-ipcountry) decides; it is read only
 * when configured, because any client can send any header. Then the client address in geoip-lite's
 * database (behind a proxy, set TRUST_PROXY so the address is the visitor's). Else the spec's default, US.
 */
export function detectCountry(request: FastifyRequest): string {
  const { config } = request.server;
  if (config.region === 'russia') return 'RU';
  if (config.trustedCountryHeader) {
    const raw = request.headers[config.trustedCountryHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  return countryOfAddress(request.ip) ?? DEFAULT_COUNTRY;
}
