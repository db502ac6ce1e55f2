/**
 * Country by IP address with geoip-lite's bundled database. Loaded on the first lookup, not at start:
 * it holds about 100 MB in memory and takes a moment to read.
 */
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';

type GeoipModule = typeof import('geoip-lite');

// geoip-lite is CommonJS and reads its data synchronously when required.
const requireCjs = createRequire(import.meta.url);
let geoip: GeoipModule | undefined;

// Addresses that never leave a private network; looking them up would only load the database for nothing.
const LOCAL = new BlockList();
LOCAL.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('100.64.0.0', 10, 'ipv4');
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL.addAddress('::', 'ipv6');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

/** '::ffff:192.0.2.1' (an IPv4 client on a dual-stack socket) → '192.0.2.1'. */
function unmapped(ip: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return match?.[1] ?? ip;
}

export function isLocalAddress(ip: string): boolean {
  const address = unmapped(ip);
  const family = isIP(address);
  if (family === 0) return true;
  return LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Recent answers by address: a visitor asks for many pages and files, and the check and the lookup cost more than
 * the rest of a cached page's answer (bench:api). The database does not change while the process runs.
 */
const recent = new Map<string, string | undefined>();
const RECENT_LIMIT = 10_000;

/** The ISO country of a public address, or undefined (private, unknown, not an address). */
export function countryOfAddress(ip: string): string | undefined {
  if (recent.has(ip)) return recent.get(ip);
  const country = lookUpCountry(ip);
  // The oldest first out; a flood of new addresses costs a lookup each, as before.
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(ip, country);
  return country;
}

function lookUpCountry(ip: string): string | undefined {
  if (isLocalAddress(ip)) return undefined;
  geoip ??= requireCjs('geoip-lite') as GeoipModule;
  const country = geoip.lookup(unmapped(ip))?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
}
