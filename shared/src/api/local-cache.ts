/**
 * Local-storage cache with a lifetime (spec section 9: pages 1 h, FAQs 24 h, ...), so a returning
 * visitor sees content at once. Entries are keyed by the caller (include the language where it matters).
 */
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
