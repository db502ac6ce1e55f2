import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../App';
import { catalogue } from '../intl';
import { messages } from '../messages';

// As the server preloads a page's language: the App's catalogue is in before it renders.
beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);
const admin = {
  staff: { id: '00000000-0000-4000-8000-0000000000a1', email: 'ann@storybook.test', name: 'Ann', role: 'admin' },
};
const usd = {
  id: 1,
  currency: 'USD',
  base_price: 2999,
  pdf_price: 0,
  softcover_price: 1500,
  hardcover_price: 2500,
  shipping: 799,
  shipping_by_country: { AZ: 500 },
};
const list = (items: unknown[]) => ({ items, total: items.length, page: 1, per_page: 20 });

describe('content editing in the console', () => {
  it('marks every language box of an untouched text, and sends nothing', async () => {
    const { calls } = stubApi({
      'GET /admin/auth/me': { body: admin },
      'GET /admin/content/faqs': { body: list([]) },
      'GET /admin/content/categories': { body: list([]) },
    });
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/content?tab=faqs', route: '/backoffice/*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Position, plus four boxes for the question and four for the answer.
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(9));
    expect(calls.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('edits a price config with shipping by country as rows, sent as the API’s map', async () => {
    let sent: unknown;
    stubApi({
      'GET /admin/auth/me': { body: admin },
      'GET /admin/content/price_configs': { body: list([usd]) },
      'GET /admin/content/categories': { body: list([]) },
      'PATCH /admin/content/price_configs/1': async (request) => {
        sent = await request.json();
        return new Response(JSON.stringify({ price_config: usd }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/content?tab=price_configs', route: '/backoffice/*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a country' }));
    const codes = within(dialog).getAllByLabelText('Country code');
    fireEvent.change(codes[1] as HTMLElement, { target: { value: 'tr' } });
    const amounts = within(dialog).getAllByLabelText('Shipping');
    fireEvent.change(amounts.at(-1) as HTMLElement, { target: { value: '699' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      base_price: 2999,
      pdf_price: 0,
      softcover_price: 1500,
      hardcover_price: 2500,
      shipping: 799,
      shipping_by_country: { AZ: 500, TR: 699 },
    });
  });
});

const book = {
  slug: 'the-little-astronaut',
  category_slug: 'educational',
  name: { en: 'The Little Astronaut', ru: 'Маленький космонавт', tr: 'Küçük Astronot', az: 'Balaca astronavt' },
  summary: { en: 's', ru: 's', tr: 's', az: 's' },
  description: { en: 'd', ru: 'd', tr: 'd', az: 'd' },
  page_count: 24,
  formats: ['pdf'],
  age_min: 3,
  age_max: 8,
  popularity: 90,
  cover_url: '/covers/the-little-astronaut.webp',
  cover_alt: { en: 'A cover', ru: 'Обложка', tr: 'Kapak', az: 'Üz qabığı' },
};
const category = {
  slug: 'educational',
  position: 1,
  name: { en: 'Educational', ru: 'Познавательные', tr: 'Eğitici', az: 'Maarifləndirici' },
};

describe('the content list in the reader’s language', () => {
  it('names books and their categories in Russian, not in English or by slug', async () => {
    stubApi({
      'GET /admin/auth/me': { body: admin },
      'GET /admin/content/books': { body: list([book]) },
      'GET /admin/content/categories': { body: list([category]) },
    });
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/content', route: '/backoffice/*', locale: 'ru' });
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    expect(await within(table).findByText('Маленький космонавт')).toBeDefined();
    expect(await within(table).findByText('Познавательные')).toBeDefined();
    expect(within(table).queryByText('The Little Astronaut')).toBeNull();
    expect(within(table).queryByText('educational')).toBeNull();
  });
});
