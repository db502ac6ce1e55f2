/**
 * A small least-recently-used cache bounded by bytes, for rasterised scenes: they do not depend on the
 * child, so every book of the same title reuses them, but a few dozen megabytes is all they may take.
 * Values are promises, so two pages asking for the same scene at once share one rasterisation.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: Promise<V>; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  async get(key: string, make: () => Promise<V>): Promise<V> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    const entry = { value: make(), bytes: 0 };
    this.entries.set(key, entry);
    try {
      const value = await entry.value;
      if (this.entries.get(key) === entry) {
        entry.bytes = this.sizeOf(value);
        this.total += entry.bytes;
        this.evict();
      }
      return value;
    } catch (error) {
      // A failure is not cached: the next call tries again.
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes || this.entries.size <= 1) break;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}
