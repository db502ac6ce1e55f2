/**
 * Local-storage cache with a lifetime (spec section 9: pages 1 h, FAQs 24 h, ...), so a returning
 * visitor sees content at once. Entries are keyed by the caller (include the language where it matters).
 */
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { getCurrentLocale } from '../i18n/current-locale';
import type { ApiError } from './errors';

interface Entry<T> {
  at: number;
  value: T;
}

const PREFIX = 'shop-cache:';

export function readCache<T>(key: string, ttlMs: number, now = Date.now()): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Entry<T>;
    return now - entry.at < ttlMs ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache<T>(key: string, value: T, now = Date.now()): void {
  try {
    globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify({ at: now, value } satisfies Entry<T>));
  } catch {
    // A full or disabled storage only costs a refetch later.
  }
}

/** The `baseQuery` an endpoint's `queryFn` receives, called with a GET path. */
export type GetBaseQuery = (
  path: string,
) => QueryReturnValue<unknown, ApiError, unknown> | PromiseLike<QueryReturnValue<unknown, ApiError, unknown>>;

export interface CachedGetOptions<T> {
  /** The path under the API prefix, e.g. '/faqs' or '/pages/about'. */
  path: string;
  /** Lifetime of an entry in milliseconds (`CACHE_TTL` holds the spec's). */
  ttlMs: number;
  /** Cache key without the language; defaults to the path. */
  key?: string;
  /** Whether a successful answer is fit to keep (e.g. only rates the bank confirmed); default: always. */
  keep?: (data: T) => boolean;
}

/**
 * Runs a GET through the local cache: a fresh entry answers without a request; otherwise the base query
 * runs and a successful answer is stored. Entries are per language (the API answers in the
 * Accept-Language language), so switching language never shows text of the other one. Errors are passed
 * through untouched and never cached.
 */
export async function cachedGet<T>(
  baseQuery: GetBaseQuery,
  { path, ttlMs, key = path, keep }: CachedGetOptions<T>,
  now: () => number = Date.now,
): Promise<QueryReturnValue<T, ApiError, undefined>> {
  const entryKey = `${getCurrentLocale()}:${key}`;
  const cached = readCache<T>(entryKey, ttlMs, now());
  if (cached !== undefined) return { data: cached };
  const result = await baseQuery(path);
  if (result.error) return { error: result.error };
  const data = result.data as T;
  if (!keep || keep(data)) writeCache(entryKey, data, now());
  return { data };
}
