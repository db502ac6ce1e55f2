import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../App';
import { catalogue } from '../intl';
import { messages } from '../messages';
import { ambassadorJson } from '../test/fixtures';

// As the server preloads a page's language: the App's catalogue is in before it renders.
beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);

/** The application as the server answers it; the tests look at what was sent, not at this. */
const applicant = ambassadorJson({ status: 'submitted', locale: 'tr' });

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

describe('the sign-up form’s country, picked', () => {
  it('sends the country picked from the list as its ISO code', async () => {
    const { calls } = stubApi({
      'GET /country_code': { body: { country_code: 'AZ' } },
      'POST /referrals/auth/sign_up': { status: 201, body: { brand_ambassador: applicant } },
    });
    renderPage(<App routeId="sign-up" />, { path: '/auth/sign-up', locale: 'tr' });
    const country = await screen.findByRole('combobox', { name: 'Ülke' }, { timeout: 20_000 });
    await waitFor(() => expect(document.querySelector('.amb-select-content')?.textContent).toBe('Azerbaycan'));
    fireEvent.change(country, { target: { value: 'rusya' } });
    fireEvent.click(await screen.findByText('Rusya', { selector: '.amb-select-item-option-content' }));
    await waitFor(() => expect(document.querySelector('.amb-select-content')?.textContent).toBe('Rusya'));
    fireEvent.change(screen.getByLabelText('Ad soyad'), { target: { value: 'Olga Petrova' } });
    fireEvent.change(screen.getByLabelText('E-posta adresi'), { target: { value: 'olga@example.com' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'a long passphrase' } });
    fireEvent.change(screen.getByLabelText('Şifreyi tekrar girin'), { target: { value: 'a long passphrase' } });
    fireEvent.change(screen.getByLabelText('Telefon numarası'), { target: { value: '+7 912 345 67 89' } });
    fireEvent.change(screen.getByLabelText('Instagram'), { target: { value: 'https://instagram.com/olga.reads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), { timeout: 10_000 });
    const posted = calls.find((call) => call.method === 'POST') as Request;
    expect((await posted.clone().json()).brand_ambassador.country).toBe('RU');
  });
});

describe('the sign-up form’s phone', () => {
  const fill = async (phone: string) => {
    const name = await screen.findByLabelText('Full name', undefined, { timeout: 20_000 });
    // The detected country is suggested first: a number without + is read as one of it.
    await waitFor(() => expect(document.querySelector('.amb-select-content')?.textContent).toBe('Azerbaijan'));
    fireEvent.change(name, { target: { value: 'Leyla Həsənova' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'leyla@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long passphrase' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'a long passphrase' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: phone } });
    fireEvent.change(screen.getByLabelText('Instagram'), { target: { value: 'https://instagram.com/leyla.reads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
  };

  it('sends a local number in international form, read with the chosen country, and the country as its code', async () => {
    const { calls } = stubApi({
      'GET /country_code': { body: { country_code: 'AZ' } },
      'POST /referrals/auth/sign_up': { status: 201, body: { brand_ambassador: applicant } },
    });
    renderPage(<App routeId="sign-up" />, { path: '/auth/sign-up' });
    await fill('050 123 45 67');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), { timeout: 10_000 });
    const posted = calls.find((call) => call.method === 'POST') as Request;
    const { brand_ambassador: sent } = await posted.clone().json();
    expect(sent.phone).toBe('+994 50 123 45 67');
    expect(sent.country).toBe('AZ');
  });

  it('tells that a number is no phone number, and sends nothing', async () => {
    const { calls } = stubApi({ 'GET /country_code': { body: { country_code: 'AZ' } } });
    renderPage(<App routeId="sign-up" />, { path: '/auth/sign-up' });
    await fill('12 34');
    expect(
      await screen.findByText(
        'Please enter a valid phone number. For a number from another country, start with + and its country code.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a wrong phone together with the form’s other problems', async () => {
    stubApi({ 'GET /country_code': { body: { country_code: 'AZ' } } });
    renderPage(<App routeId="sign-up" />, { path: '/auth/sign-up' });
    const phone = await screen.findByLabelText('Phone number', undefined, { timeout: 20_000 });
    fireEvent.change(phone, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText(/^Please enter a valid phone number\./, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
  });
});
