/**
 * /robots.txt and /sitemap.xml: the personal and team pages are kept out of search engines, and every
 * public page is listed in the four languages with its alternates, the content pages and books included; the
 * sitemap follows a content change.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyContentChanged } from '../../src/db/content-events';
import { pages } from '../../src/db/schema';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
});
afterAll(() => app?.close());

describe('search engines', () => {
  it('keeps the back office, the dashboard, the order pages and tracking out, in every language', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of [
      '/backoffice',
      '/dashboard',
      '/create-story',
      '/track-order',
      '/ru/backoffice',
      '/az/dashboard',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('lists every public page in four languages with alternates, books and content pages included', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/az/faqs</loc>');
    expect(xml).toContain('<loc>https://shop.example/ru/story/the-little-astronaut</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="tr" href="https://shop.example/tr/story/the-little-astronaut"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/story/the-little-astronaut"/>',
    );
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\/page\/[a-z-]+<\/loc>/);
    expect(xml).not.toContain('backoffice');
    expect(xml).not.toContain('track-order');
    // Four languages of each page.
    const locs = xml.match(/<loc>/g)?.length ?? 0;
    expect(locs % 4).toBe(0);
  });

  it('follows a content change', async () => {
    const slug = `sitemap-test-${Date.now()}`;
    const text = { en: 'T', ru: 'T', tr: 'T', az: 'T' };
    await app.inject({ method: 'GET', url: '/sitemap.xml' });
    await app.database.db.insert(pages).values({ slug, title: text, description: text, sections: [] });
    notifyContentChanged();
    try {
      const after = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(after.body).toContain(`<loc>https://shop.example/az/page/${slug}</loc>`);
    } finally {
      await app.database.db.delete(pages).where(eq(pages.slug, slug));
    }
  });
});
