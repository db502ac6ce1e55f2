import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyContentChanged } from '../../src/db/content-events';
import { SEED_CATEGORIES, SEED_CONTENT } from '../../src/db/seed';
import { buildTestApp } from '../helpers';

interface Card {
  slug: string;
  name: string;
  category: { slug: string; name: string };
  cover: { url: string; width: number; height: number; alt: string };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, language?: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: language ? { 'accept-language': language } : {} });

/** The seeded books in the order the API promises: most popular first, then by slug. */
const ranked = [...SEED_CONTENT.books].sort((a, b) => b.popularity - a.popularity || a.slug.localeCompare(b.slug));
const slugsOf = (books: Card[]) => books.map((book) => book.slug);

describe('GET /api/v1/books', () => {
  it('lists the first 12 books by popularity with the paging meta', async () => {
    const response = await get('/books');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(slugsOf(body.books)).toEqual(ranked.slice(0, 12).map((book) => book.slug));
    expect(body.meta).toEqual({
      page: 1,
      per_page: 12,
      total: ranked.length,
      total_pages: Math.ceil(ranked.length / 12),
    });
  });

  it('pages through every book exactly once', async () => {
    const perPage = 5;
    const pages = Math.ceil(ranked.length / perPage);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const body = (await get(`/books?page=${page}&per_page=${perPage}`)).json();
      expect(body.meta).toEqual({ page, per_page: perPage, total: ranked.length, total_pages: pages });
      expect(body.books.length).toBe(page < pages ? perPage : ranked.length - perPage * (pages - 1));
      seen.push(...slugsOf(body.books));
    }
    expect(seen).toEqual(ranked.map((book) => book.slug));
    const beyond = (await get(`/books?page=${pages + 1}&per_page=${perPage}`)).json();
    expect(beyond.books).toEqual([]);
    expect(beyond.meta.total).toBe(ranked.length);
  });

  it('filters by category, and "all" means every category', async () => {
    for (const { slug } of SEED_CATEGORIES) {
      const body = (await get(`/books?category=${slug}&per_page=48`)).json();
      const expected = ranked.filter((book) => book.category === slug).map((book) => book.slug);
      expect(slugsOf(body.books)).toEqual(expected);
      expect(body.meta.total).toBe(expected.length);
      expect(body.books.every((book: Card) => book.category.slug === slug)).toBe(true);
    }
    expect((await get('/books?category=all&per_page=48')).json().meta.total).toBe(ranked.length);
  });

  it('answers an unknown category with an empty list', async () => {
    const response = await get('/books?category=no-such-category');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ books: [], meta: { page: 1, per_page: 12, total: 0, total_pages: 0 } });
  });

  it('shows a card in the requested language with a hashed cover URL', async () => {
    const [first] = ranked;
    if (!first) throw new Error('no seeded books');
    const english = (await get('/books?per_page=1')).json().books[0];
    expect(english).toEqual({
      slug: first.slug,
      name: first.name.en,
      summary: first.summary.en,
      category: { slug: first.category, name: expect.any(String) },
      page_count: first.pageCount,
      formats: first.formats,
      age_min: first.ageMin,
      age_max: first.ageMax,
      cover: { url: expect.any(String), width: 600, height: 800, alt: first.coverAlt.en },
    });
    expect(english.cover.url).toMatch(new RegExp(`^/media/books/${first.slug}/cover\\.webp\\?v=[0-9a-f]{10}$`));

    const response = await get('/books?per_page=1', 'ru-RU,ru;q=0.9');
    expect(response.headers.vary).toMatch(/accept-language/i);
    const russian = response.json().books[0];
    expect(russian.name).toBe(first.name.ru);
    expect(russian.summary).toBe(first.summary.ru);
    expect(russian.cover.alt).toBe(first.coverAlt.ru);
    expect(russian.category.name).toBe(SEED_CATEGORIES.find((c) => c.slug === first.category)?.name.ru);
  });

  it('rejects bad paging values with a translated 400', async () => {
    for (const query of [
      'per_page=0',
      'per_page=49',
      'per_page=abc',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=1&page=2',
    ]) {
      const response = await get(`/books?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        error: 'validation_error',
        message: 'Please enter a valid value',
        details: [expect.objectContaining({ message_id: 'common.validation.invalid' })],
      });
    }
    const russian = await get('/books?per_page=100', 'ru');
    expect(russian.json().message).toBe('Пожалуйста, введите корректное значение');
  });

  it('accepts the largest page size', async () => {
    const body = (await get('/books?per_page=48')).json();
    expect(body.books.length).toBe(Math.min(48, ranked.length));
  });
});

describe('GET /api/v1/books/popular', () => {
  it('returns the 8 most popular books, or as many as asked', async () => {
    expect(slugsOf((await get('/books/popular')).json().books)).toEqual(ranked.slice(0, 8).map((book) => book.slug));
    expect(slugsOf((await get('/books/popular?limit=3')).json().books)).toEqual(
      ranked.slice(0, 3).map((book) => book.slug),
    );
    expect((await get('/books/popular?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/books/:slug', () => {
  const [book] = ranked;

  it('returns the book with its paragraphs and sample pages', async () => {
    if (!book) throw new Error('no seeded books');
    const body = (await get(`/books/${book.slug}`, 'az')).json();
    expect(body).toMatchObject({ slug: book.slug, name: book.name.az, page_count: book.pageCount });
    expect(body.description).toEqual(
      book.description.az
        .split(/\n\s*\n/)
        .map((text) => text.trim())
        .filter(Boolean),
    );
    expect(body.description.length).toBeGreaterThanOrEqual(2);
    expect(body.sample_pages).toHaveLength(3);
    body.sample_pages.forEach((page: Card['cover'], index: number) => {
      expect(page.url).toMatch(new RegExp(`^/media/books/${book.slug}/page-${index + 1}\\.webp\\?v=[0-9a-f]{10}$`));
      expect(page).toMatchObject({ width: 1000, height: 700, alt: book.sampleAlts[index]?.az });
    });
  });

  it('answers an unknown slug with 404 "Book not found", translated in message', async () => {
    const response = await get('/books/no-such-book');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Book not found', message: 'Book not found' });
    const russian = await get('/books/no-such-book', 'ru');
    expect(russian.json()).toEqual({ error: 'Book not found', message: 'Книга не найдена' });
    // Longer than the router's parameter limit: not a book either.
    expect((await get(`/books/${'x'.repeat(300)}`)).json()).toEqual({ error: 'not_found', message: 'Not found' });
    // A NUL is never a slug: the one text rule refuses it before the route looks (a 400, not a 500).
    expect((await get('/books/%E2%80%AE%00')).statusCode).toBe(400);
    expect((await get('/books/%E2%80%AE')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/books/:slug/related-books', () => {
  it('lists up to four others, the same category first, then the most popular', async () => {
    for (const book of ranked) {
      const body = (await get(`/books/${book.slug}/related-books`)).json();
      const others = ranked.filter((other) => other.slug !== book.slug);
      const expected = [
        ...others.filter((other) => other.category === book.category),
        ...others.filter((other) => other.category !== book.category),
      ]
        .slice(0, 4)
        .map((other) => other.slug);
      expect(slugsOf(body.books), book.slug).toEqual(expected);
      expect(slugsOf(body.books)).not.toContain(book.slug);
    }
  });

  it('answers an unknown slug with 404 "Related books not found"', async () => {
    const response = await get('/books/no-such-book/related-books', 'tr');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Related books not found', message: 'Benzer kitap bulunamadı' });
  });
});

describe('the in-memory catalogue', () => {
  it('builds each answer once per language and page, and again after the content changed', async () => {
    const first = await app.catalogue.list('en', 'all', 1, 12);
    expect(await app.catalogue.list('en', 'all', 1, 12)).toBe(first);
    expect(await app.catalogue.list('ru', 'all', 1, 12)).not.toBe(first);
    notifyContentChanged();
    const fresh = await app.catalogue.list('en', 'all', 1, 12);
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });
});

describe('/media', () => {
  it('serves a book picture with a year-long immutable cache', async () => {
    const [book] = ranked;
    if (!book) throw new Error('no seeded books');
    const { url } = (await get(`/books/${book.slug}`)).json().cover;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('answers a missing picture or a path escape with the JSON 404, never the shell', async () => {
    for (const url of ['/media/books/nope/cover.webp', '/media/..%2fpackage.json', '/media/books/', '/media/.env']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
  });
});
