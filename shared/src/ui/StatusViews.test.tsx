import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/catalogue';
import { commonMessages } from '../i18n/common-messages';
import { ErrorNotice } from './StatusViews';

const renderIn = (locale: 'en' | 'tr', error: unknown) =>
  render(
    <IntlProvider locale={locale} messages={messagesFor(commonMessages, locale)}>
      <ErrorNotice error={error} />
    </IntlProvider>,
  );

afterEach(cleanup);

describe('ErrorNotice', () => {
  it("shows the server's message", () => {
    renderIn('tr', {
      status: 404,
      message: 'Sipariş bulunamadı',
      body: { error: 'not_found', message: 'Sipariş bulunamadı' },
    });
    expect(screen.getByRole('alert').textContent).toBe('Sipariş bulunamadı');
  });

  it('replaces technical texts with the translated generic message', () => {
    renderIn('tr', { status: 504, message: 'HTTP error! status: 504', body: '' });
    expect(screen.getByRole('alert').textContent).not.toMatch(/HTTP error/);
    expect(screen.getByRole('alert').textContent).toBe(messagesFor(commonMessages, 'tr')['common.error.generic']);
    cleanup();
    renderIn('en', { status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again.');
  });
});
