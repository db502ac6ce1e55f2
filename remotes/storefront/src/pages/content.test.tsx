import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meta, renderPage, stubApi } from '../test/render';
import { ContentPage } from './ContentPage';
import { FaqsPage } from './FaqsPage';

const faqs = { faqs: [{ id: 1, question: 'How long does delivery take?', answer: 'Usually 5–7 business days.' }] };

describe('FaqsPage', () => {
  it('shows questions as disclosure widgets and keeps them for a day', async () => {
    const first = stubApi({ 'GET /faqs': { body: faqs } });
    const view = renderPage(<FaqsPage />);
    const question = await screen.findByText('How long does delivery take?');
    expect(question.closest('summary')?.parentElement?.tagName).toBe('DETAILS');
    expect(first.calls).toHaveLength(1);
    view.unmount();

    // A return visit (new store, same browser) asks nothing.
    const second = stubApi({});
    renderPage(<FaqsPage />);
    expect(await screen.findByText('How long does delivery take?')).toBeDefined();
    expect(second.calls).toEqual([]);
  });

  it('says when there are no questions', async () => {
    stubApi({ 'GET /faqs': { body: { faqs: [] } } });
    renderPage(<FaqsPage />);
    expect(await screen.findByText('There are no questions here yet.')).toBeDefined();
  });
});

describe('ContentPage', () => {
  it('shows the page’s sections under its title', async () => {
    stubApi({
      'GET /pages/about': {
        body: {
          slug: 'about',
          title: 'About us',
          description: 'Who we are',
          sections: [{ heading: 'Our story', paragraphs: ['We make books.'] }],
          updated_at: '2025-01-15T10:00:00Z',
        },
      },
    });
    renderPage(<ContentPage />, { path: '/page/about', route: '/page/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeDefined();
    expect(screen.getByText(/January 15, 2025/)).toBeDefined();
    expect(meta('meta[name="description"]')).toBe('Who we are');
  });

  it('answers an unknown page with the translated not-found text, noindex', async () => {
    stubApi({ 'GET /pages/nope': { status: 404, body: { error: 'not_found', message: 'Sayfa bulunamadı' } } });
    renderPage(<ContentPage />, { path: '/page/nope', route: '/page/:slug', locale: 'tr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeDefined();
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }).getAttribute('href')).toBe('/tr');
  });
});
