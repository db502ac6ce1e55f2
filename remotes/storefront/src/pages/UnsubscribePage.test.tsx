import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../test/render';
import { UnsubscribePage } from './UnsubscribePage';

const LINK = '/unsubscribe?email=leyla%40example.com&token=abc';

describe('UnsubscribePage', () => {
  it('asks first, then deletes the address with the link’s token', async () => {
    const { calls } = stubApi({ 'POST /unsubscribe': { body: { unsubscribed: true } } });
    renderPage(<UnsubscribePage />, { path: LINK });
    expect(screen.getByText(/Stop sending our newsletter to leyla@example\.com\?/)).toBeDefined();
    // Opening the link (a mail scanner does) deletes nothing.
    expect(calls).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done: leyla@example.com is unsubscribed and deleted from our newsletter list. E-mails about your orders still reach you.',
    );
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/unsubscribe');
    expect(Object.fromEntries(url.searchParams)).toEqual({ email: 'leyla@example.com', token: 'abc' });
  });

  it('shows the server’s refusal of a forged link in the page’s language', async () => {
    stubApi({
      'POST /unsubscribe': { status: 403, body: { error: 'invalid_link', message: 'Bu bağlantı geçerli değil' } },
    });
    renderPage(<UnsubscribePage />, { path: LINK, locale: 'tr' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abonelikten çık' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Bu bağlantı geçerli değil');
  });

  it('says an incomplete link is incomplete', () => {
    stubApi({});
    renderPage(<UnsubscribePage />, { path: '/unsubscribe?email=leyla%40example.com', locale: 'ru' });
    expect(screen.getByText('Ссылка для отписки неполная. Откройте ссылку из письма или напишите нам.')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
