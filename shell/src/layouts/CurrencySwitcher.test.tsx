import {
  adoptCurrency,
  createStore,
  IntlScope,
  loadCommonMessages,
  ShopProvider,
  StoreProvider,
  setRuntimeConfig,
} from '@shop/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellMessages } from '../messages';
import { CurrencySwitcher } from './CurrencySwitcher';

function renderSwitcher(region: 'global' | 'russia', locale: 'en' | 'az' = 'en') {
  const config = setRuntimeConfig({ region });
  return render(
    <StoreProvider store={createStore()}>
      <ShopProvider locale={locale} config={config} shareImage="/share.png">
        <IntlScope catalogue={shellMessages}>
          <CurrencySwitcher />
        </IntlScope>
      </ShopProvider>
    </StoreProvider>,
  );
}

beforeAll(() => Promise.all([loadCommonMessages('en'), loadCommonMessages('az')]));

beforeEach(() => {
  // The country the detection answers: the United States.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ country_code: 'US' }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  // biome-ignore lint/suspicious/noDocumentCookie: the test starts without a chosen currency.
  document.cookie = 'shop_currency=; path=/; max-age=0';
  adoptCurrency(undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CurrencySwitcher', () => {
  it('is a labelled choice of the four currencies, starting with the one the server rendered', () => {
    adoptCurrency('AZN');
    renderSwitcher('global');
    const select = screen.getByRole('combobox', { name: 'Prices shown in' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['USD', 'AZN', 'RUB', 'TRY']);
    expect(select.value).toBe('AZN');
  });

  it('remembers a choice for 365 days in the cookie the server reads, and shows it at once', () => {
    renderSwitcher('global', 'az');
    const select = screen.getByRole('combobox', { name: 'Qiymətlərin valyutası' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'TRY' } });
    expect(document.cookie).toContain('shop_currency=TRY');
    expect(select.value).toBe('TRY');
    fireEvent.change(select, { target: { value: 'EUR' } });
    expect(document.cookie).toContain('shop_currency=TRY');
  });

  it('offers no choice in region russia, which prices in roubles only', () => {
    adoptCurrency('USD');
    renderSwitcher('russia');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/^RUB$/)).toBeDefined();
  });
});
