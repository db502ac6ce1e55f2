import type { BookPreviewJson } from '@shop/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateStoryPage } from '../pages/CreateStoryPage';
import { charactersJson, json, ORDER_ID, orderReadyFor, orderRoutes, storeDraft, TOKEN } from '../test/orders';
import { renderPage, stubApi } from '../test/render';
import { BookPreview } from './BookPreview';

const PREVIEW = `GET /orders/${ORDER_ID}/preview`;

function previewJson(pageCount = 3): BookPreviewJson {
  return {
    page_count: pageCount,
    pages: Array.from({ length: pageCount }, (_, index) => ({
      number: index + 1,
      kind: index === 0 ? 'cover' : 'text',
      url: `/api/v1/files/previews/page-${index + 1}.jpg?exp=1&sig=x`,
      width: 600,
      height: 600,
    })),
  };
}

const bigPage = () => screen.getByRole('dialog').querySelector('figure img') as HTMLImageElement;

describe('the book preview', () => {
  it('opens from the character step and turns the pages with buttons, arrow keys and thumbnails', async () => {
    storeDraft({ step: 'characters' });
    const api = stubApi({
      ...orderRoutes(orderReadyFor('version')),
      [`GET /orders/${ORDER_ID}/characters`]: () => json(charactersJson()),
      [PREVIEW]: () => json(previewJson()),
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview your book' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your book, page by page' });
    const request = api.calls.find((call) => call.url.endsWith(`/orders/${ORDER_ID}/preview`));
    expect(request?.headers.get('X-Order-Token')).toBe(TOKEN);
    expect((await within(dialog).findByRole('img', { name: 'Page 1 of 3' })).getAttribute('src')).toBe(
      '/api/v1/files/previews/page-1.jpg?exp=1&sig=x',
    );
    expect(within(dialog).getByText('Page 1 of 3')).toBeDefined();
    const previous = within(dialog).getByRole('button', { name: /Previous page/ });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: /Next page/ }));
    expect(bigPage().alt).toBe('Page 2 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(bigPage().alt).toBe('Page 3 of 3');
    expect(
      within(dialog)
        .getByRole('button', { name: /Next page/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    // Past the last page stays on it.
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(bigPage().alt).toBe('Page 3 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Page 2 of 3')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to page 1' }));
    expect(bigPage().alt).toBe('Page 1 of 3');
    expect(within(dialog).getByRole('button', { name: 'Go to page 1' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the preview' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what went wrong and tries again', async () => {
    let answer = () => json({ error: 'internal', message: 'Something went wrong' }, 500);
    stubApi({ [PREVIEW]: () => answer() });
    renderPage(<BookPreview access={{ id: ORDER_ID, token: TOKEN }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview your book' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't put the preview together. Please try again.",
    );
    answer = () => json(previewJson(24));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Page 1 of 24' })).toBeDefined();
  });

  it('waits for the characters when the server says they are not ready, in Russian too', async () => {
    stubApi({
      [PREVIEW]: () => json({ error: 'characters_not_ready', message: 'The characters are not ready yet' }, 409),
    });
    renderPage(<BookPreview access={{ id: ORDER_ID, token: TOKEN }} />, { locale: 'ru' });
    fireEvent.click(screen.getByRole('button', { name: 'Посмотреть книгу' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Просмотр откроется, когда персонажи будут готовы.',
    );
  });

  it('shows a loading state while the server lays out the pages', async () => {
    let release: (response: Response) => void = () => undefined;
    stubApi({ [PREVIEW]: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderPage(<BookPreview access={{ id: ORDER_ID, token: TOKEN }} />, { locale: 'az' });
    fireEvent.click(screen.getByRole('button', { name: 'Kitaba baxın' }));
    expect((await screen.findByRole('status')).textContent).toContain('Səhifələr hazırlanır');
    release(json(previewJson(24)));
    expect(await screen.findByRole('img', { name: 'Səhifə 1 / 24' })).toBeDefined();
  });
});
