import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../App';
import { catalogue } from '../intl';
import { messages } from '../messages';

// As the server preloads a page's language: the App's catalogue is in before it renders.
beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);

describe('the sign-up form’s country', () => {
  it('suggests the detected country by its Azerbaijani name and offers the others in Azerbaijani', async () => {
    stubApi({ 'GET /country_code': { body: { country_code: 'DE' } } });
    renderPage(<App routeId="sign-up" />, { path: '/auth/sign-up', locale: 'az' });
    // The page, its antd chunk and the Azerbaijani catalogue load lazily: slow on a busy CI machine.
    const country = await screen.findByRole('combobox', { name: 'Ölkə' }, { timeout: 20_000 });
    await waitFor(() => expect(document.querySelector('.amb-select-content')?.textContent).toBe('Almaniya'));

    fireEvent.change(country, { target: { value: 'türk' } });
    // "türk" finds Türkiyə and Türkmənistan, both by their Azerbaijani names.
    expect(await screen.findByRole('option', { name: 'Türkiyə' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Türkmənistan' })).toBeTruthy();
  });

  it('finds a country typed in English on a Russian page', async () => {
    stubApi({ 'GET /country_code': { body: { country_code: 'US' } } });
    renderPage(<App routeId="sign-up" />, { path: '/auth/sign-up', locale: 'ru' });
    const country = await screen.findByRole('combobox', { name: 'Страна' }, { timeout: 20_000 });
    fireEvent.change(country, { target: { value: 'germ' } });
    expect(await screen.findByRole('option', { name: 'Германия' })).toBeTruthy();
  });
});
