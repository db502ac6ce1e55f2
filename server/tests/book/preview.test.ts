/**
 * GET /orders/:id/preview: the personalised book page by page, watermarked, before paying. Only with the
 * order's token; refused until there is a story and characters; drawn once and reused; redrawn under new
 * keys when the child changes, and the old pages are removed.
 */
import type { BookPreviewJson } from '@shop/shared/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_WIDTH } from '../../src/book/preview';
import { orders } from '../../src/db/schema';
import { bookChild, orderWithCharacters, patchBookOrder } from '../book-fixtures';
import { createTestOrder, type TestOrder } from '../fixtures/photos';
import { buildTestApp } from '../helpers';

const BOOK = 'the-kingdom-under-the-rainbow';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const getPreview = (order: TestOrder, token = order.token, language = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/orders/${order.id}/preview`,
    headers: { 'x-order-token': token, 'accept-language': language },
  });

/** The storage key inside a signed file URL (the query carries expiry and signature). */
const keyOf = (url: string) => new URL(url, 'http://shop').pathname;

describe('GET /orders/:id/preview', { timeout: 240_000 }, () => {
  it('answers 404 Order not found without the right token, like every order route', async () => {
    const order = await createTestOrder(app);
    for (const token of ['wrong', '']) {
      const response = await getPreview(order, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', message: 'Order not found' });
    }
    const unknown = await getPreview({ id: '00000000-0000-4000-8000-000000000000', token: order.token });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 409 before a story is chosen and before the characters are ready, in the visitor’s language', async () => {
    const order = await createTestOrder(app);
    const noStory = await getPreview(order);
    expect(noStory.statusCode).toBe(409);
    expect(noStory.json()).toMatchObject({ error: 'story_not_chosen', message: 'Please choose a story first' });

    await patchBookOrder(app, order, { book_slug: BOOK });
    const noCharacters = await getPreview(order, order.token, 'ru');
    expect(noCharacters.statusCode).toBe(409);
    expect(noCharacters.json()).toMatchObject({ error: 'characters_not_ready', message: 'Персонажи ещё не готовы' });
  });

  it('shows every page small and watermarked, reuses them, and redraws them when the child changes', async () => {
    const order = await orderWithCharacters(app, { bookSlug: BOOK, style: 'anime' });

    const firstStarted = performance.now();
    const first = await getPreview(order);
    const firstMs = performance.now() - firstStarted;
    expect(first.statusCode, first.body).toBe(200);
    const preview = first.json() as BookPreviewJson;
    expect(preview.page_count).toBe(24);
    expect(preview.pages.map((page) => page.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(preview.pages.map((page) => page.kind)).toEqual([
      'cover',
      'dedication',
      ...Array.from({ length: 10 }, () => ['illustration', 'text']).flat(),
      'end',
      'back',
    ]);
    for (const page of [preview.pages[0], preview.pages[2], preview.pages[3]]) {
      if (!page) throw new Error('page missing');
      expect(page).toMatchObject({ width: PREVIEW_WIDTH, height: 336 });
      const served = await app.inject({ method: 'GET', url: page.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PREVIEW_WIDTH, 336]);
    }

    // The second call finds the stored pages: same files, no drawing.
    const started = performance.now();
    const again = (await getPreview(order)).json() as BookPreviewJson;
    const secondMs = performance.now() - started;
    expect(again.pages.map((page) => keyOf(page.url))).toEqual(preview.pages.map((page) => keyOf(page.url)));
    // Relative, so a loaded machine does not fail it: reading the stored pages is far cheaper than drawing.
    expect(secondMs).toBeLessThan(firstMs / 3);

    // A new name is a new book: new keys, and the old pages are gone.
    await patchBookOrder(app, order, {
      child: bookChild({ name: 'Murad', gender: 'boy', illustration_style: 'anime' }),
    });
    const renamed = (await getPreview(order)).json() as BookPreviewJson;
    expect(renamed.page_count).toBe(24);
    expect(keyOf(renamed.pages[0]?.url ?? '')).not.toBe(keyOf(preview.pages[0]?.url ?? ''));
    const old = await app.inject({ method: 'GET', url: preview.pages[0]?.url ?? '' });
    expect(old.statusCode).toBe(404);

    // The watermark is worded in the order's language, not the request's: the same pages.
    const russian = (await getPreview(order, order.token, 'ru')).json() as BookPreviewJson;
    expect(keyOf(russian.pages[0]?.url ?? '')).toBe(keyOf(renamed.pages[0]?.url ?? ''));
  });
  it("shows a custom story's cover as the preview drew it, and without the watermark once the book is paid for", async () => {
    const order = await orderWithCharacters(app, { style: 'watercolor' });
    await patchBookOrder(app, order, { story_type: 'custom' });
    const preview = (await getPreview(order)).json() as BookPreviewJson;
    const coverOf = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}`,
        headers: { 'x-order-token': order.token },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().order.cover as { url: string; width: number; height: number };
    };
    const unpaid = await coverOf();
    expect(keyOf(unpaid.url)).toBe(keyOf(preview.pages[0]?.url ?? ''));

    await app.database.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order.id));
    const paid = await coverOf();
    expect(keyOf(paid.url)).not.toBe(keyOf(unpaid.url));
    expect(paid).toMatchObject({ width: 720, height: 504 });

    // The same cover, except in the band (top or bottom, away from the child) where the watermark ran.
    const region = async (url: string, area: { left: number; top: number; width: number; height: number }) =>
      sharp((await app.inject({ method: 'GET', url })).rawPayload)
        .resize(PREVIEW_WIDTH, 336)
        .extract(area)
        .greyscale()
        .raw()
        .toBuffer();
    const difference = async (area: { left: number; top: number; width: number; height: number }) => {
      const [a, b] = await Promise.all([region(paid.url, area), region(unpaid.url, area)]);
      return a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;
    };
    const bands = [
      await difference({ left: 0, top: 0, width: PREVIEW_WIDTH, height: 80 }),
      await difference({ left: 0, top: 256, width: PREVIEW_WIDTH, height: 80 }),
    ];
    // Measured: 9.5 where the watermark ran, 2.9 in the other band (the two JPEGs' own differences).
    expect(Math.max(...bands), `top and bottom bands: ${bands}`).toBeGreaterThan(6);
    expect(Math.min(...bands), `top and bottom bands: ${bands}`).toBeLessThan(Math.max(...bands) / 2);
  });
});
