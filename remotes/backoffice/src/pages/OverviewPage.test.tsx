import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../App';
import { catalogue } from '../intl';
import { messages } from '../messages';
import { periodDays } from './SalesReport';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);
const admin = {
  staff: { id: '00000000-0000-4000-8000-0000000000a1', email: 'ann@storybook.test', name: 'Ann', role: 'admin' },
};
const summary = {
  orders_by_status: { paid: 3 },
  ambassadors_awaiting_review: 2,
  payouts: { pending: 1, processing: 0 },
  failed_jobs: 0,
  outbox: 4,
};
const sales = (orders: number, usd: number, byCurrency: { currency: string; orders: number; revenue: number }[]) => ({
  orders,
  revenue_usd: usd,
  by_currency: byCurrency,
});
const report = {
  from: '2026-03-01',
  to: '2026-03-03',
  bucket: 'day',
  totals: sales(3, 9000, [
    { currency: 'USD', orders: 2, revenue: 8000 },
    { currency: 'AZN', orders: 1, revenue: 1700 },
  ]),
  series: [
    { start: '2026-03-01', ...sales(1, 5000, [{ currency: 'USD', orders: 1, revenue: 5000 }]) },
    { start: '2026-03-02', ...sales(0, 0, []) },
    {
      start: '2026-03-03',
      ...sales(2, 4000, [
        { currency: 'USD', orders: 1, revenue: 3000 },
        { currency: 'AZN', orders: 1, revenue: 1700 },
      ]),
    },
  ],
  books: [
    { book: 'dragon', name: 'The Brave Dragon', ...sales(2, 8000, []) },
    { book: 'custom', name: null, ...sales(1, 1000, []) },
  ],
  versions: [{ version: 'hardcover', ...sales(3, 9000, []) }],
  languages: [{ language: 'az', ...sales(3, 9000, []) }],
  countries: [{ country: 'AZ', ...sales(3, 9000, []) }],
  refunds: sales(1, 1000, [{ currency: 'USD', orders: 1, revenue: 1000 }]),
  referral: sales(1, 5000, [{ currency: 'USD', orders: 1, revenue: 5000 }]),
  ambassadors: [
    { id: '8a1c7a2e-3f9b-4c2d-9e1f-000000000001', name: 'Leyla', referral_code: 'LEYLA', ...sales(1, 5000, []) },
  ],
};

describe('the overview', () => {
  it('keeps the counters and shows the sales of the period asked for', async () => {
    const { calls } = stubApi({
      'GET /admin/auth/me': { body: admin },
      'GET /admin/summary': { body: summary },
      'GET /admin/print/attention': { body: { items: [] } },
      'GET /admin/reports': { body: report },
    });
    renderPage(<App routeId="backoffice" />, { path: '/backoffice?period=7d', route: '/backoffice/*' });
    expect(await screen.findByText('Applications to review', {}, { timeout: 5000 })).toBeTruthy();
    // The statistic comes before the tables whose column bears the same words.
    const figure = async (title: string) =>
      (await screen.findAllByText(title))[0]?.closest('[class*="-statistic "], [class$="-statistic"]')?.textContent;
    expect(await figure('Revenue, USD')).toContain('$90.00');
    expect(await figure('Average order, USD')).toContain('$30.00');
    // What was charged in each currency, under the dollars; the referrals' share.
    expect(screen.getByText('₼17.00')).toBeTruthy();
    expect(screen.getByText('1 order · 56% of revenue')).toBeTruthy();
    expect(screen.getByText('Refunded: $10.00')).toBeTruthy();
    const books = screen.getByRole('table', { name: 'Top books' });
    const rows = within(books).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('The Brave Dragon'),
      expect.stringContaining('Custom story'),
    ]);
    expect(within(books).getByRole('link', { name: 'The Brave Dragon' }).getAttribute('href')).toBe(
      '/backoffice/orders?book=dragon',
    );
    const chart = screen.getByRole('img', { name: /revenue by day/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    const asked = new URL(calls.find((call) => call.url.includes('/admin/reports'))?.url ?? 'http://x');
    expect(asked.searchParams.get('from')).toBe(periodDays('7d', Date.now(), { from: null, to: null }).from);

    fireEvent.click(screen.getByText('Last 90 days'));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.includes('/admin/reports') &&
            new URL(call.url).searchParams.get('from') === periodDays('90d', Date.now(), { from: null, to: null }).from,
        ),
      ).toBe(true),
    );
  });

  it('counts the days of each period in UTC, both ends included', () => {
    const now = Date.parse('2026-03-15T22:30:00Z');
    const none = { from: null, to: null };
    expect(periodDays('7d', now, none)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(periodDays('30d', now, none)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(periodDays('month', now, none)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(periodDays('custom', now, { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    // Backwards or half-typed: the default period until it is complete.
    expect(periodDays('custom', now, { from: '2026-02-01', to: '2026-01-01' })).toEqual(periodDays('30d', now, none));
  });
});
