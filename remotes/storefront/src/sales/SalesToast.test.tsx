import type { AppStore, Locale } from '@shop/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../test/render';
import { timeAgo } from './relative-time';
import SalesToast, { DISMISSED_KEY, overlaps, type SalesToastTiming } from './SalesToast';
import { SalesToastSlot } from './SalesToastSlot';
import { salesNotificationsApi } from './sales-notifications-api';

const QUICK: SalesToastTiming = { firstMs: 0, visibleMs: 60_000, gapMs: 0, maxShown: 3 };
/** For the tests that drive the clock themselves: every step is a distinct, countable moment. */
const PACED: SalesToastTiming = { firstMs: 1000, visibleMs: 5000, gapMs: 2000, maxShown: 2 };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function stubSales(entries: { name: string; location: string; time: string; count: number }[]) {
  return stubApi({ 'GET /sales_notifications': { body: { sales_notifications: entries } } });
}

/**
 * The pop-ups' own clock (setTimeout) made fake, so a test says when time passes instead of sleeping.
 * Date stays real: the "12 minutes ago" wording reads it.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Moves the fake clock on by `ms`: the stubbed request answers, every timer due runs, React renders. */
const elapse = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Runs every timer there is (and those they start) until none is left: what would ever show has shown. */
const runOut = () => act(() => vi.runAllTimersAsync());

const salesQuery = (store: AppStore) =>
  salesNotificationsApi.endpoints.getSalesNotifications.select()(store.getState());

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('sales pop-ups', () => {
  it.each<[Locale, string, string]>([
    ['en', 'Baku', 'Aysel from Baku ordered a book 12 minutes ago'],
    ['ru', 'Баку', 'Новый заказ: Aysel, Баку, 12 минут назад'],
    ['tr', 'Bakü', 'Aysel (Bakü) 12 dakika önce bir kitap sipariş etti'],
    ['az', 'Bakı', 'Aysel (Bakı) 12 dəqiqə əvvəl bir kitab sifariş etdi'],
  ])('tell in %s who ordered, where and how long ago, politely', async (locale, location, text) => {
    const { calls } = stubSales([{ name: 'Aysel', location, time: minutesAgo(12), count: 1 }]);
    renderPage(<SalesToast timing={QUICK} />, { locale });
    const region = await screen.findByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(await screen.findByText(text)).toBeDefined();
    // The places come back in the page's language.
    expect(calls[0]?.headers.get('Accept-Language')).toBe(locale);
  });

  it('counts several books of one buyer', async () => {
    stubSales([{ name: 'Leyla', location: 'Ganja', time: minutesAgo(60 * 3), count: 2 }]);
    renderPage(<SalesToast timing={QUICK} />);
    expect(await screen.findByText('Leyla from Ganja ordered 2 books 3 hours ago')).toBeDefined();
  });

  it('shows the entries one after another, each for its time, no more than its limit', async () => {
    fakeClock();
    stubSales([
      { name: 'Aysel', location: 'Baku', time: minutesAgo(5), count: 1 },
      { name: 'Murad', location: 'Sumqayit', time: minutesAgo(60 * 30), count: 1 },
      { name: 'Nigar', location: 'Shaki', time: minutesAgo(60 * 50), count: 1 },
    ]);
    renderPage(<SalesToast timing={PACED} />);
    const region = () => screen.getByRole('status').textContent;
    await elapse();
    expect(region()).toBe('');
    await elapse(PACED.firstMs - 1);
    expect(region()).toBe('');
    await elapse(1);
    expect(region()).toContain('Aysel from Baku ordered a book 5 minutes ago');
    await elapse(PACED.visibleMs - 1);
    expect(region()).toContain('Aysel');
    await elapse(1);
    expect(region()).toBe('');
    await elapse(PACED.gapMs);
    expect(region()).toContain('Murad from Sumqayit ordered a book yesterday');
    await elapse(PACED.visibleMs);
    expect(region()).toBe('');
    // Two turns had their time: nothing is left on the clock, so the third entry can never come.
    expect(vi.getTimerCount()).toBe(0);
    await runOut();
    expect(screen.queryByText(/Nigar/)).toBeNull();
    expect(region()).toBe('');
  });

  it('shows nothing for an empty list or a server without the list', async () => {
    fakeClock();
    stubSales([]);
    const empty = renderPage(<SalesToast timing={PACED} />);
    await elapse();
    expect(salesQuery(empty.store).data).toEqual({ sales_notifications: [] });
    await runOut();
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();

    stubApi({});
    const missing = renderPage(<SalesToast timing={PACED} />);
    await elapse();
    expect(salesQuery(missing.store).error).toMatchObject({ status: 404 });
    await runOut();
    expect(missing.container.innerHTML).toBe('');
  });

  it('goes away for the rest of the visit when closed', async () => {
    stubSales([{ name: 'Aysel', location: 'Baku', time: minutesAgo(12), count: 1 }]);
    const first = renderPage(<SalesToast timing={QUICK} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide recent orders' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe('1');
    first.unmount();

    fakeClock();
    const next = renderPage(<SalesToast timing={PACED} />);
    await elapse();
    // The list is in, and every moment a pop-up could have had passes: none shows.
    expect(salesQuery(next.store).data?.sales_notifications).toHaveLength(1);
    await runOut();
    expect(screen.queryByText(/Aysel/)).toBeNull();
    expect(next.container.innerHTML).toBe('');
  });

  it('gives way when it would cover a button', async () => {
    fakeClock();
    stubSales([{ name: 'Aysel', location: 'Baku', time: minutesAgo(12), count: 1 }]);
    // Every box on the page in the same place: the page's own button lies under the pop-up.
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 700, 300, 80));
    renderPage(
      <>
        <button type="button">Create your story</button>
        <SalesToast timing={PACED} />
      </>,
    );
    await elapse();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(measured).not.toHaveBeenCalled();
    // Its turn comes: it measures itself against the button, and is put away before it is painted.
    await elapse(PACED.firstMs);
    expect(measured).toHaveBeenCalled();
    expect(screen.queryByText(/Aysel/)).toBeNull();
    await runOut();
    expect(screen.queryByText(/Aysel/)).toBeNull();
  });

  it('loads only once the page has had its time', async () => {
    fakeClock();
    const { calls } = stubSales([{ name: 'Aysel', location: 'Baku', time: minutesAgo(12), count: 1 }]);
    renderPage(<SalesToastSlot delayMs={4000} />);
    await elapse(3999);
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toHaveLength(0);
    await elapse(1);
    // Its chunk loads for real (a dynamic import); the pop-ups then run on the ordinary clock.
    vi.useRealTimers();
    expect(await screen.findByRole('status')).toBeDefined();
    expect(calls.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/sales_notifications']);
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  it.each([
    ['2026-05-10T11:59:30Z', 1, 'minute'],
    ['2026-05-10T11:48:00Z', 12, 'minute'],
    ['2026-05-10T09:00:00Z', 3, 'hour'],
    ['2026-05-09T11:00:00Z', 1, 'day'],
    ['2026-05-10T12:05:00Z', 1, 'minute'],
  ])('%s is %i %s ago', (time, count, unit) => {
    expect(timeAgo(time, now)).toEqual({ count, unit });
  });
});

describe('how long ago, in words', () => {
  it.each<[Locale, number, string]>([
    ['en', 60 * 26, 'Aysel from Baku ordered a book yesterday'],
    ['ru', 60 * 24 * 21, 'Новый заказ: Aysel, Baku, 21 день назад'],
    ['ru', 60 * 2, 'Новый заказ: Aysel, Baku, 2 часа назад'],
    ['tr', 60 * 24 * 3, 'Aysel (Baku) 3 gün önce bir kitap sipariş etti'],
    ['az', 60 * 30, 'Aysel (Baku) dünən bir kitab sifariş etdi'],
  ])('%s: %i minutes', async (locale, minutes, text) => {
    stubSales([{ name: 'Aysel', location: 'Baku', time: minutesAgo(minutes), count: 1 }]);
    renderPage(<SalesToast timing={QUICK} />, { locale });
    expect(await screen.findByText(text)).toBeDefined();
  });
});

describe('overlaps', () => {
  it('needs two boxes with area that share some of it', () => {
    expect(overlaps(new DOMRect(0, 0, 10, 10), new DOMRect(5, 5, 10, 10))).toBe(true);
    expect(overlaps(new DOMRect(0, 0, 10, 10), new DOMRect(10, 0, 10, 10))).toBe(false);
    expect(overlaps(new DOMRect(0, 0, 10, 10), new DOMRect(2, 2, 0, 0))).toBe(false);
  });
});
