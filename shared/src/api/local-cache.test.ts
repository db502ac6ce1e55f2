import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '../i18n/current-locale';
import type { ApiError } from './errors';
import { cachedGet, readCache, writeCache } from './local-cache';

const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  setCurrentLocale('en');
});

afterEach(() => {
  setCurrentLocale('en');
});

describe('readCache / writeCache', () => {
  it('returns an entry within its lifetime and nothing after it', () => {
    writeCache('k', { a: 1 }, 1000);
    expect(readCache('k', HOUR, 1000 + HOUR - 1)).toEqual({ a: 1 });
    expect(readCache('k', HOUR, 1000 + HOUR)).toBeUndefined();
  });

  it('treats unreadable entries as missing', () => {
    localStorage.setItem('shop-cache:k', '{not json');
    expect(readCache('k', HOUR)).toBeUndefined();
  });
});

describe('cachedGet', () => {
  const ok = (data: unknown) => vi.fn(async (_path: string) => ({ data }));

  it('asks the API once, then answers from the cache within the lifetime', async () => {
    const baseQuery = ok({ faqs: [1] });
    let now = 10_000;
    const clock = () => now;
    expect(await cachedGet(baseQuery, { path: '/faqs', ttlMs: HOUR }, clock)).toEqual({ data: { faqs: [1] } });
    now += HOUR - 1;
    expect(await cachedGet(baseQuery, { path: '/faqs', ttlMs: HOUR }, clock)).toEqual({ data: { faqs: [1] } });
    expect(baseQuery).toHaveBeenCalledTimes(1);
    expect(baseQuery).toHaveBeenCalledWith('/faqs');
  });

  it('asks again once the entry has expired', async () => {
    const baseQuery = ok('x');
    let now = 0;
    await cachedGet(baseQuery, { path: '/reviews', ttlMs: 12 * HOUR }, () => now);
    now = 12 * HOUR;
    await cachedGet(baseQuery, { path: '/reviews', ttlMs: 12 * HOUR }, () => now);
    expect(baseQuery).toHaveBeenCalledTimes(2);
  });

  it('keeps one entry per language', async () => {
    const baseQuery = vi.fn(async () => ({ data: 'text' }));
    await cachedGet(baseQuery, { path: '/pages/about', ttlMs: HOUR });
    setCurrentLocale('az');
    await cachedGet(baseQuery, { path: '/pages/about', ttlMs: HOUR });
    await cachedGet(baseQuery, { path: '/pages/about', ttlMs: HOUR });
    expect(baseQuery).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('shop-cache:en:/pages/about')).not.toBeNull();
    expect(localStorage.getItem('shop-cache:az:/pages/about')).not.toBeNull();
  });

  it('uses the given key instead of the path', async () => {
    await cachedGet(ok(1), { path: '/categories?x=1', key: 'categories', ttlMs: HOUR });
    expect(localStorage.getItem('shop-cache:en:categories')).not.toBeNull();
  });

  it('passes errors through and never caches them', async () => {
    const error: ApiError = { status: 500, message: 'boom' };
    const baseQuery = vi.fn(async () => ({ error }));
    expect(await cachedGet(baseQuery, { path: '/faqs', ttlMs: HOUR })).toEqual({ error });
    expect(await cachedGet(baseQuery, { path: '/faqs', ttlMs: HOUR })).toEqual({ error });
    expect(baseQuery).toHaveBeenCalledTimes(2);
  });

  it('stores only answers the caller wants to keep', async () => {
    const baseQuery = ok({ success: false });
    const keep = (data: { success: boolean }) => data.success;
    await cachedGet(baseQuery, { path: '/currency_rates', ttlMs: HOUR, keep });
    await cachedGet(baseQuery, { path: '/currency_rates', ttlMs: HOUR, keep });
    expect(baseQuery).toHaveBeenCalledTimes(2);
  });

  it('still answers when storage is unavailable', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(await cachedGet(ok(7), { path: '/faqs', ttlMs: HOUR })).toEqual({ data: 7 });
    setItem.mockRestore();
  });
});
