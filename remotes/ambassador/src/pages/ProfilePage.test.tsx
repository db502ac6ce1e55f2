import { tokenReceived } from '@shop/shared';
import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../intl';
import { messages } from '../messages';
import { ambassadorJson } from '../test/fixtures';
import { ProfilePage } from './ProfilePage';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);

const me = (country: string) => ambassadorJson({ country });

/** As AntdPages renders it: antd under the portal's own class prefix. */
const profile = (country: string) => (
  <ConfigProvider prefixCls="amb" iconPrefixCls="amb-icon">
    <ProfilePage me={me(country)} />
  </ConfigProvider>
);

const shownCountry = () => document.querySelector('.amb-select-content')?.textContent;

describe('the profile’s country', () => {
  it('is named in the reader’s language and saved as its code', async () => {
    const { calls } = stubApi({ 'PATCH /referrals/me': { body: { brand_ambassador: me('RU') } } });
    const { store } = renderPage(profile('RU'), { path: '/dashboard/profile', locale: 'tr' });
    // Signed in, as the dashboard's frame makes sure.
    act(() => {
      store.dispatch(tokenReceived('a-token'));
    });
    await screen.findByRole('combobox', { name: 'Ülke' }, { timeout: 20_000 });
    await waitFor(() => expect(shownCountry()).toBe('Rusya'));
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true), { timeout: 10_000 });
    const patched = calls.find((call) => call.method === 'PATCH') as Request;
    expect((await patched.clone().json()).brand_ambassador.country).toBe('RU');
  });

  it('typed before there was a list, stands in the empty select until a country is picked', async () => {
    renderPage(profile('Atlantis'), { path: '/dashboard/profile', locale: 'tr' });
    await screen.findByRole('combobox', { name: 'Ülke' }, { timeout: 20_000 });
    await waitFor(() => expect(shownCountry()).toBe('Atlantis'));
    expect(document.querySelector('.amb-select-placeholder')?.textContent).toBe('Atlantis');
  });
});
