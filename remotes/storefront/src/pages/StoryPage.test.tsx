import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storefrontApi } from '../api';
import { answerOnceThenHold, book, meta, pricesResponse, renderPage, stubApi } from '../test/render';
import { StoryPage } from './StoryPage';

const detail = book('dragon', {
  formats: ['pdf', 'hardcover'],
  description: ['First paragraph.', 'Second paragraph.'],
  sample_pages: [
    { url: '/media/dragon-1.webp', width: 600, height: 800, alt: 'Page one' },
    { url: '/media/dragon-2.webp', width: 600, height: 800, alt: 'Page two' },
  ],
});

function stubStory(extra: Record<string, { status?: number; body: unknown }> = {}) {
  return stubApi({
    'GET /books/dragon': { body: detail },
    'GET /books/dragon/related-books': { body: { books: [book('castle'), book('moon')] } },
    'GET /orders/prices': (request) => {
      const url = new URL(request.url);
      const body = pricesResponse(url.searchParams.get('currency') as 'TRY', url.searchParams.get('country') ?? 'US');
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
    'GET /country_code': { body: { country_code: 'TR' } },
    ...extra,
  });
}

describe('StoryPage', () => {
  it("shows the book, marks it as a book with its share picture in the page's language, and links to the wizard", async () => {
    stubStory();
    renderPage(<StoryPage />, { path: '/story/dragon', route: '/story/:slug', locale: 'az' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book dragon' })).toBeDefined();
    expect(document.title).toBe('Book dragon | Storybook Shop');
    expect(meta('meta[property="og:type"]')).toBe('book');
    expect(meta('meta[property="og:image"]')).toBe('http://shop.test/share/story/dragon/az.jpg');
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:alt"]')).toBe(
      '«Book dragon» adlı fərdi nağıl kitabının üz qabığı (Storybook Shop)',
    );
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(screen.getByRole('link', { name: 'Bu nağılı yaradın' }).getAttribute('href')).toBe(
      '/az/create-story?book=dragon',
    );
    expect(screen.getByText('Second paragraph.')).toBeDefined();
    // The book's own facts; related books, which may have arrived by now, show ages too.
    const facts = document.querySelector<HTMLElement>('.sf-story__facts');
    if (!facts) throw new Error('the story page shows no facts list');
    expect(within(facts).getByText('3–8 yaş')).toBeDefined();
  });

  it('asks the server for every format priced in the visitor’s currency and country, with the AZN total', async () => {
    const { calls } = stubStory();
    renderPage(<StoryPage />, { path: '/story/dragon', route: '/story/:slug' });
    const prices = await screen.findByRole('region', { name: 'Versions and prices' });
    const items = await within(prices).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['PDF', 'Hardcover']);
    // Country TR → lira; $29.99 → ₺1,164.00 → ₺1,164.99 (the .99 rule); AZN total ₼50.99.
    expect(await within(items[0]!).findAllByText('₺1,164.99')).toHaveLength(2);
    expect(within(items[0]!).getByText('₼50.99')).toBeDefined();
    expect(within(items[0]!).getByText('included')).toBeDefined();
    const asked = calls.map((call) => new URL(call.url)).find((url) => url.pathname.endsWith('/orders/prices'));
    expect(asked?.search).toBe('?currency=TRY&country=TR');
  });

  it('offers a gallery of the cover and sample pages, operable by buttons', async () => {
    stubStory();
    renderPage(<StoryPage />, { path: '/story/dragon', route: '/story/:slug' });
    const gallery = await screen.findByRole('region', { name: 'Cover and sample pages' });
    const buttons = within(gallery).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(within(gallery).getByAltText('Cover of dragon').getAttribute('loading')).toBe('eager');
    buttons[2]!.click();
    expect(await within(gallery).findByAltText('Page two')).toBeDefined();
    expect(buttons[2]!.getAttribute('aria-pressed')).toBe('true');
    // Every image has its size; only the cover, the page's largest image, loads at once.
    const main = within(gallery).getByAltText('Page two');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['600', '800']);
    expect(main.getAttribute('loading')).toBe('lazy');
    const thumbnails = [...gallery.querySelectorAll('button img')];
    expect(thumbnails.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('lists related stories', async () => {
    stubStory();
    renderPage(<StoryPage />, { path: '/story/dragon', route: '/story/:slug' });
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(await within(related).findByRole('link', { name: 'Book castle' })).toBeDefined();
  });

  it("tells an unknown story 'doesn't exist', keeps it out of search engines and links back", async () => {
    stubApi({ 'GET /books/nope': { status: 404, body: { error: 'Book not found', message: 'Book not found' } } });
    renderPage(<StoryPage />, { path: '/story/nope', route: '/story/:slug' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "The story you're looking for doesn't exist." }),
    ).toBeDefined();
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(screen.getByRole('link', { name: 'Back to all stories' }).getAttribute('href')).toBe('/explore');
  });

  it("keeps 'not found' on screen while the story is asked for again, as it is once the server's 404 is hydrated", async () => {
    const notFound = () => Response.json({ error: 'Book not found', message: 'Book not found' }, { status: 404 });
    const story = answerOnceThenHold(notFound);
    stubApi({ 'GET /books/nope': story.reply });
    const { store } = renderPage(<StoryPage />, { path: '/story/nope', route: '/story/:slug' });
    const name = "The story you're looking for doesn't exist.";
    expect(await screen.findByRole('heading', { level: 1, name })).toBeDefined();
    act(() => void store.dispatch(storefrontApi.endpoints.getBook.initiate('nope', { forceRefetch: true })));
    await waitFor(() => expect(story.asked()).toBe(2));
    // Asked again and not answered yet: still the 404 page, not a loading page in between.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
    await act(async () => story.release());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
  });
});
