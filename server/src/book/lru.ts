/**
 * A least-recently-used cache bounded by bytes, for rasterised scenes: they do not depend on the child, so every
 * book of the same title reuses them, but a few dozen megabytes is all they may take. On lru-cache: its fetch()
 * shares one rasterisation between two pages asking for the same scene at once, counts a value's bytes when it
 * has resolved, and keeps no failure.
 */
import { LRUCache } from 'lru-cache';

type Make<V> = () => Promise<V>;

export class ByteLru<V extends object> {
  private readonly cache: LRUCache<string, V, Make<V>>;

  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    this.cache = new LRUCache<string, V, Make<V>>({
      maxSize: maxBytes,
      // lru-cache refuses a size of 0; an empty value still takes a slot.
      sizeCalculation: (value) => Math.max(1, sizeOf(value)),
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, make: Make<V>): Promise<V> {
    const value = await this.cache.fetch(key, { context: make });
    // fetchMethod never answers undefined: make() resolves to a value or rejects.
    return value as V;
  }

  clear(): void {
    this.cache.clear();
  }
}
