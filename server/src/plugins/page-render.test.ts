import { afterEach, describe, expect, it } from 'vitest';
import { notifyContentChanged } from '../db/content-events';
import { PageBody } from './page-body';
import { CACHE_STALE_LIMIT_MS, CACHE_TTL_MS, PageCache } from './page-render';
import { apiFailedIn } from './web';

describe('PageCache', () => {
  let now = 0;
  const caches: PageCache[] = [];
  const newCache = () => {
    const cache = new PageCache(() => now);
    caches.push(cache);
    return cache;
  };
  const page = (html: string) => ({ status: 200, body: new PageBody(html) });
  const htmlOf = (cache: PageCache, key: string) => cache.get(key)?.page.body.plain('n').toString();

  afterEach(async () => {
    now = 0;
    await Promise.all(caches.splice(0).map((cache) => cache.close()));
  });

  it('answers a page as fresh for a minute, then as stale (to send and render afresh), then not at all', () => {
    const cache = newCache();
    cache.set('k', page('<p>one</p>'));
    now = CACHE_TTL_MS;
    expect(cache.get('k')?.stale).toBe(false);
    now = CACHE_TTL_MS + 1;
    expect(cache.get('k')?.stale).toBe(true);
    now = CACHE_STALE_LIMIT_MS + 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('renders a stale page afresh once for every visitor who finds it stale meanwhile, and keeps the new one', async () => {
    const cache = newCache();
    cache.set('k', page('<p>old</p>'));
    now = CACHE_TTL_MS + 1;
    let renders = 0;
    let finish: (html: string) => void = () => {};
    const render = () => {
      renders += 1;
      return new Promise<ReturnType<typeof page>>((resolve) => {
        finish = (html) => resolve(page(html));
      });
    };
    const first = cache.refresh('k', render);
    const second = cache.refresh('k', render);
    expect(renders).toBe(1);
    // Until the render is done, the stale page is still the answer.
    expect(htmlOf(cache, 'k')).toContain('old');
    finish('<p>new</p>');
    await Promise.all([first, second]);
    expect(cache.get('k')?.stale).toBe(false);
    expect(htmlOf(cache, 'k')).toContain('new');
  });

  it('keeps the stale page when rendering afresh gives nothing to keep', async () => {
    const cache = newCache();
    cache.set('k', page('<p>old</p>'));
    now = CACHE_TTL_MS + 1;
    await cache.refresh('k', async () => undefined);
    expect(cache.get('k')?.stale).toBe(true);
    expect(htmlOf(cache, 'k')).toContain('old');
  });

  it('drops a page rendered afresh from content that was edited meanwhile', async () => {
    const cache = newCache();
    const key = cache.key({ url: '/faqs', locale: 'en', region: 'global', currency: 'USD', country: 'US' });
    cache.set(key, page('<p>old</p>'));
    now = CACHE_TTL_MS + 1;
    let finish: () => void = () => {};
    const refreshed = cache.refresh(
      key,
      () => new Promise<ReturnType<typeof page>>((resolve) => (finish = () => resolve(page('<p>before the edit</p>')))),
    );
    notifyContentChanged();
    finish();
    await refreshed;
    expect(cache.get(key)).toBeUndefined();
    const keyAfterEdit = cache.key({ url: '/faqs', locale: 'en', region: 'global', currency: 'USD', country: 'US' });
    expect(keyAfterEdit).not.toBe(key);
    expect(cache.get(keyAfterEdit)).toBeUndefined();
  });

  it('drops the page stored longest ago when full, counting a page stored again as new', () => {
    const cache = newCache();
    for (let index = 0; index < 500; index++) cache.set(`k${index}`, page(`<p>${index}</p>`));
    cache.set('k0', page('<p>0 again</p>'));
    cache.set('k500', page('<p>500</p>'));
    expect(htmlOf(cache, 'k0')).toContain('0 again');
    expect(cache.get('k1')).toBeUndefined();
    expect(htmlOf(cache, 'k500')).toContain('500');
  });

  it('keeps a page visitors read when full, however long ago it was stored', () => {
    const cache = newCache();
    for (let index = 0; index < 500; index++) cache.set(`k${index}`, page(`<p>${index}</p>`));
    expect(htmlOf(cache, 'k0')).toContain('0');
    cache.set('k500', page('<p>500</p>'));
    expect(htmlOf(cache, 'k0')).toContain('0');
    expect(cache.get('k1')).toBeUndefined();
  });
});

describe('apiFailedIn', () => {
  const state = (queries: Record<string, unknown>) => ({ state: { api: { queries } } });
  it('tells a page whose data the API could not give (5xx, no answer) from one with a missing story (404)', () => {
    expect(apiFailedIn(state({ a: { status: 'fulfilled' } }))).toBe(false);
    expect(apiFailedIn(state({ a: { status: 'rejected', error: { status: 404 } } }))).toBe(false);
    expect(apiFailedIn(state({ a: { status: 'rejected', error: { status: 503 } } }))).toBe(true);
    expect(apiFailedIn(state({ a: { status: 'rejected', error: { status: 'FETCH_ERROR' } } }))).toBe(true);
    expect(apiFailedIn({ state: undefined })).toBe(false);
  });
});
