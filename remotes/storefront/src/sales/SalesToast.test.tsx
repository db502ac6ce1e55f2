import type { Locale } from '@shop/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../test/render';
import { timeAgo } from './relative-time';
import SalesToast, { DISMISSED_KEY, overlaps, type SalesToastTiming } from './SalesToast';
import { SalesToastSlot } from './SalesToastSlot';

const QUICK: SalesToastTiming = { firstMs: 0, visibleMs: 60_000, gapMs: 0, maxShown: 3 };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function stubSales(entries: { name: string; location: string; time: string; count: number }[]) {
  return stubApi({ 'GET /sales_notifications': { body: { sales_notifications: entries } } });
}

afterEach(() => {
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

  it('shows the entries one after another, no more than its limit', async () => {
    stubSales([
      { name: 'Aysel', location: 'Baku', time: minutesAgo(5), count: 1 },
      { name: 'Murad', location: 'Sumqayit', time: minutesAgo(60 * 30), count: 1 },
      { name: 'Nigar', location: 'Shaki', time: minutesAgo(60 * 50), count: 1 },
    ]);
    renderPage(<SalesToast timing={{ firstMs: 0, visibleMs: 30, gapMs: 0, maxShown: 2 }} />);
    expect(await screen.findByText('Aysel from Baku ordered a book 5 minutes ago')).toBeDefined();
    expect(await screen.findByText('Murad from Sumqayit ordered a book yesterday')).toBeDefined();
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(screen.queryByText(/Nigar/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows nothing for an empty list or a server without the list', async () => {
    stubSales([]);
    const empty = renderPage(<SalesToast timing={QUICK} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();

    stubApi({});
    const missing = renderPage(<SalesToast timing={QUICK} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(missing.container.innerHTML).toBe('');
  });

  it('goes away for the rest of the visit when closed', async () => {
    stubSales([{ name: 'Aysel', location: 'Baku', time: minutesAgo(12), count: 1 }]);
    const first = renderPage(<SalesToast timing={QUICK} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide recent orders' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe('1');
    first.unmount();

    renderPage(<SalesToast timing={QUICK} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Aysel/)).toBeNull();
  });

  it('gives way when it would cover a button', async () => {
    stubSales([{ name: 'Aysel', location: 'Baku', time: minutesAgo(12), count: 1 }]);
    // Every box on the page in the same place: the page's own button lies under the pop-up.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 700, 300, 80));
    renderPage(
      <>
        <button type="button">Create your story</button>
        <SalesToast timing={QUICK} />
      </>,
    );
    await screen.findByRole('status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Aysel/)).toBeNull();
  });

  it('loads only once the page has had its time', async () => {
    const { calls } = stubSales([{ name: 'Aysel', location: 'Baku', time: minutesAgo(12), count: 1 }]);
    renderPage(<SalesToastSlot delayMs={40} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await screen.findByRole('status', {}, { timeout: 3000 })).toBeDefined();
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
