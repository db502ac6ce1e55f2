/**
 * Where an order was placed: the country decides currency and shipping, the city only feeds the
 * storefront's "someone in Baku just ordered" pop-ups.
 */
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { detectCountry } from '../lib/detect-country';
import { isLocalAddress } from '../lib/geoip';

type GeoipModule = typeof import('geoip-lite');
// The same CommonJS instance lib/geoip.ts loads (require caches it), so its data is read once.
const requireCjs = createRequire(import.meta.url);

export interface OrderLocation {
  countryCode: string;
  city: string | null;
}

export function locateOrder(request: FastifyRequest): OrderLocation {
  const countryCode = detectCountry(request);
  if (isLocalAddress(request.ip)) return { countryCode, city: null };
  const geoip = requireCjs('geoip-lite') as GeoipModule;
  const found = geoip.lookup(request.ip.replace(/^::ffff:/i, ''));
  // A city of another country than the one the order is for (a forced region, a trusted CDN header that
  // disagrees) would be wrong on the pop-up; leave it out.
  const city = found && found.country === countryCode && found.city ? found.city : null;
  return { countryCode, city };
}
