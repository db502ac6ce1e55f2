/**
 * A least-recently-used cache bounded by bytes, for a book's rasterised pictures (book/pictures.ts): they are
 * drawn for one child, so what is reused is a book's own pictures between its backends (the preview, then the
 * PDF; the print interior, then its cover), and the bound keeps a few recent books, not every title. On
 * lru-cache: its fetch() shares one rasterisation between two callers asking for the same picture at once,
 * counts a value's bytes when it has resolved, and keeps no failure.
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
