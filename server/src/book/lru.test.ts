import { describe, expect, it } from 'vitest';
import { ByteLru } from './lru';

describe('ByteLru', () => {
  const bytes = (size: number) => Buffer.alloc(size);

  it('makes a value once, shares it between concurrent callers and reuses it', async () => {
    const cache = new ByteLru<Buffer>(100, (value) => value.length);
    let made = 0;
    const make = async () => {
      made += 1;
      return bytes(10);
    };
    const [a, b] = await Promise.all([cache.get('x', make), cache.get('x', make)]);
    expect(a).toBe(b);
    expect(await cache.get('x', make)).toBe(a);
    expect(made).toBe(1);
  });

  it('drops the least recently used values when the bytes run over', async () => {
    const cache = new ByteLru<Buffer>(25, (value) => value.length);
    const made: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        made.push(key);
        return bytes(10);
      });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // 30 bytes: b goes
    await get('a');
    await get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failure', async () => {
    const cache = new ByteLru<Buffer>(100, (value) => value.length);
    await expect(cache.get('x', () => Promise.reject(new Error('librsvg failed')))).rejects.toThrow('librsvg failed');
    expect(await cache.get('x', async () => bytes(1))).toHaveLength(1);
  });
});
