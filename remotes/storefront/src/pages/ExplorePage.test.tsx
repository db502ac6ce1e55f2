import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { book, renderPage, stubApi } from '../test/render';
import { ExplorePage, PER_PAGE } from './ExplorePage';

const categories = [
  { slug: 'adventure', name: 'Adventure' },
  { slug: 'bedtime', name: 'Bedtime' },
];

describe('ExplorePage', () => {
  it("says 'No books found in this category' for an empty category", async () => {
    stubApi({
      'GET /categories': { body: categories },
      'GET /books': { body: { books: [], meta: { page: 1, per_page: PER_PAGE, total: 0, total_pages: 0 } } },
    });
    renderPage(<ExplorePage />, { path: '/explore?category=bedtime' });
    expect(await screen.findByText('No books found in this category')).toBeDefined();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bedtime' })).toBeDefined();
  });

  it('shows the empty-category message in the visitor’s language', async () => {
    stubApi({
      'GET /categories': { body: categories },
      'GET /books': { body: { books: [], meta: { page: 1, per_page: PER_PAGE, total: 0, total_pages: 0 } } },
    });
    renderPage(<ExplorePage />, { path: '/explore?category=bedtime', locale: 'tr' });
    expect(await screen.findByText('Bu kategoride kitap bulunamadı')).toBeDefined();
  });

  it('asks for the category and page of the URL and shows where the results are', async () => {
    const { calls } = stubApi({
      'GET /categories': { body: categories },
      'GET /books': {
        body: {
          books: [book('a'), book('b')],
          meta: { page: 2, per_page: PER_PAGE, total: 14, total_pages: 2 },
        },
      },
    });
    renderPage(<ExplorePage />, { path: '/explore?category=adventure&page=2' });
    expect(await screen.findByText(`Showing 13 to 14 of 14 pages`)).toBeDefined();
    const request = calls.find((call) => call.url.includes('/books'));
    const params = new URL(request!.url).searchParams;
    expect(Object.fromEntries(params)).toEqual({ category: 'adventure', page: '2', per_page: String(PER_PAGE) });
    expect(screen.getByRole('link', { name: 'Book a' }).getAttribute('href')).toBe('/story/a');
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/explore?category=adventure');
  });

  it("loads the first row's covers with the page and the rest when they come near", async () => {
    const books = ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => book(slug));
    stubApi({
      'GET /categories': { body: categories },
      'GET /books': { body: { books, meta: { page: 1, per_page: PER_PAGE, total: 6, total_pages: 1 } } },
    });
    const { container } = renderPage(<ExplorePage />, { path: '/explore' });
    expect(await screen.findByRole('link', { name: 'Book f' })).toBeDefined();
    const loading = [...container.querySelectorAll('.sf-card img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    // The first row is decoded for the first frame it is drawn in; the rest off the main thread.
    const decoding = [...container.querySelectorAll('.sf-card img')].map((img) => img.getAttribute('decoding'));
    expect(decoding).toEqual([null, null, null, null, 'async', 'async']);
    // A first row shares the network; only a page's one largest picture asks to go first.
    expect(container.querySelectorAll('.sf-card img[fetchpriority]')).toHaveLength(0);
  });

  it('marks the chosen category and keeps filters in the URL, in the current language', async () => {
    stubApi({
      'GET /categories': { body: categories },
      'GET /books': { body: { books: [book('a')], meta: { page: 1, per_page: PER_PAGE, total: 1, total_pages: 1 } } },
    });
    renderPage(<ExplorePage />, { path: '/explore?category=adventure', locale: 'az' });
    const filter = await screen.findByRole('navigation', { name: 'Kateqoriya üzrə süzgəc' });
    const adventure = await screen.findByRole('link', { name: 'Adventure' });
    expect(filter.contains(adventure)).toBe(true);
    expect(adventure.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Bütün nağıllar' }).getAttribute('href')).toBe('/az/explore');
    expect(screen.getByRole('link', { name: 'Bedtime' }).getAttribute('href')).toBe('/az/explore?category=bedtime');
  });

  it('shows the server’s error with a retry when the books cannot be loaded', async () => {
    stubApi({
      'GET /categories': { body: categories },
      'GET /books': { status: 500, body: { error: 'internal_error', message: 'Xəta baş verdi.' } },
    });
    renderPage(<ExplorePage />, { locale: 'az' });
    expect(await screen.findByText('Xəta baş verdi.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Yenidən yoxla' })).toBeDefined();
  });
});
