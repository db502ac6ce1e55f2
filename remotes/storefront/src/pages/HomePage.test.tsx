import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { book, renderPage, stubApi } from '../test/render';
import { HomePage } from './HomePage';

function stubHome(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /books/popular': { body: { books: [book('dragon')] } },
    'GET /categories': { body: [{ slug: 'bedtime', name: 'Bedtime' }] },
    'GET /reviews': {
      body: { reviews: [{ id: 1, name: 'Aysel', rating: 4, text: 'Lovely book!', date: '2025-03-08' }], total: 1 },
    },
    ...extra,
  });
}

describe('HomePage', () => {
  it('has one h1, the seven wizard steps in order, and a call to create a story', async () => {
    stubHome();
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(within(steps[0]!).getByRole('heading').textContent).toBe('Tell us about your child');
    expect(within(steps[6]!).getByRole('heading').textContent).toBe('Confirm and pay');
    expect(screen.getByRole('link', { name: 'Create your story' }).getAttribute('href')).toBe('/create-story');
    expect(await screen.findByRole('link', { name: 'Book dragon' })).toBeDefined();
    expect(await screen.findByRole('link', { name: /Bedtime/ })).toBeDefined();
  });

  it('offers a phone the hero picture in the width it draws, asked for first', () => {
    stubHome();
    renderPage(<HomePage />);
    const hero = screen.getByRole('img', { name: /smiling child reading a glowing storybook/ });
    // Widths from the files' names (the test build keeps them): a phone picks the 720 px one by `sizes`.
    expect(hero.getAttribute('srcset')).toMatch(/hero-720[^ ]*\.webp 720w, [^ ]*hero[^ ]*\.webp 1200w$/);
    expect(hero.getAttribute('sizes')).toBe('(min-width: 880px) 560px, calc(100vw - 2.5rem)');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('loading')).toBeNull();
  });

  it('shows reviews with the rating in words and the date in the visitor’s language', async () => {
    stubHome();
    renderPage(<HomePage />, { locale: 'ru' });
    const reviews = await screen.findByRole('region', { name: 'Отзывы семей' });
    expect(await within(reviews).findByText('Оценка: 4 из 5')).toBeDefined();
    // Russian writes a day in words with 'г.' (CLDR's long date, as the tracking page writes it).
    expect(within(reviews).getByText('8 марта 2025 г.')).toBeDefined();
  });

  it('shows the newest six reviews, and every one when asked, landing on the first new one', async () => {
    const reviews = Array.from({ length: 9 }, (_, index) => ({
      id: index + 1,
      name: `Parent ${index + 1}`,
      rating: 5,
      text: `Review number ${index + 1}`,
      date: '2025-03-08',
    }));
    const limits: Array<string | null> = [];
    stubHome({
      'GET /reviews': (request) => {
        const limit = new URL(request.url).searchParams.get('limit');
        limits.push(limit);
        const body = { reviews: limit ? reviews.slice(0, Number(limit)) : reviews, total: reviews.length };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderPage(<HomePage />, { locale: 'ru' });
    const region = await screen.findByRole('region', { name: 'Отзывы семей' });
    expect(await within(region).findByText('Review number 6')).toBeDefined();
    expect(within(region).queryByText('Review number 7')).toBeNull();
    expect(limits).toEqual(['6']);

    fireEvent.click(within(region).getByRole('button', { name: 'Показать все 9 отзывов' }));
    const seventh = await within(region).findByText('Review number 7');
    expect(within(region).getByText('Review number 9')).toBeDefined();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(seventh.closest('figure'));
    expect(limits).toEqual(['6', null]);
  });

  // The review's date is a calendar day: the same day in every time zone, written as each language writes it.
  it.each([
    ['en', 'March 8, 2025'],
    ['ru', '8 марта 2025 г.'],
    ['tr', '8 Mart 2025'],
    ['az', '8 mart 2025'],
  ] as const)('writes a review’s day in %s as “%s”', async (locale, text) => {
    stubHome();
    renderPage(<HomePage />, { locale });
    const date = await screen.findByText(text);
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('dateTime')).toBe('2025-03-08');
  });

  it('writes review dates with Azerbaijani month names, whatever the browser’s Intl data', async () => {
    stubHome();
    renderPage(<HomePage />, { locale: 'az' });
    expect(await screen.findByText('8 mart 2025')).toBeDefined();
    expect(screen.getByText('8 mart 2025').closest('time')?.getAttribute('dateTime')).toBe('2025-03-08');
  });

  it('checks the newsletter address, then shows the success or the server’s message', async () => {
    let calls = 0;
    stubHome({
      'POST /subscribe': () => {
        calls += 1;
        return calls === 1
          ? new Response(JSON.stringify({ error: 'validation_error', message: 'Bu ünvan artıq abunədir' }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : new Response(JSON.stringify({ subscribed: true }), {
              status: 201,
              headers: { 'Content-Type': 'application/json' },
            });
      },
    });
    renderPage(<HomePage />, { locale: 'az' });
    const input = screen.getByLabelText('E-poçt ünvanınız');
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abunə olun' }));
    // The first submit loads the rules (zod) on demand; on a busy machine that takes more than a second.
    expect(
      await screen.findByText('Zəhmət olmasa, düzgün e-poçt ünvanı daxil edin', undefined, { timeout: 5000 }),
    ).toBeDefined();
    expect(calls).toBe(0);

    fireEvent.change(input, { target: { value: 'aysel@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abunə olun' }));
    expect(await screen.findByText('Bu ünvan artıq abunədir')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Abunə olun' }));
    expect(await screen.findByText('Təşəkkür edirik! aysel@example.com ünvanına yazacağıq.')).toBeDefined();
  });

  it('says so when there are no popular stories yet', async () => {
    stubHome({ 'GET /books/popular': { body: { books: [] } } });
    renderPage(<HomePage />);
    expect(await screen.findByText('New stories are on their way. Please check back soon.')).toBeDefined();
  });
});
