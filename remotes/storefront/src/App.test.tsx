import { loadEveryLanguage } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from './App';
import { catalogue } from './intl';
import { renderPage, stubApi } from './test/render';

// As the server preloads a page's language: the App's catalogue is in before it renders.
beforeAll(() => loadEveryLanguage(catalogue));

describe('storefront App', () => {
  it('renders the page the shell names, in the shell’s language', async () => {
    stubApi({ 'GET /faqs': { body: { faqs: [] } } });
    renderPage(<App routeId="faqs" />, { locale: 'tr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sıkça sorulan sorular' })).toBeDefined();
  });

  it('loads the contact page, with its validation rules, on demand', async () => {
    stubApi({});
    renderPage(<App routeId="contact" />);
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeDefined();
  });

  it('keeps the referral landing simple and out of search engines', async () => {
    stubApi({
      'POST /referrals/visits': {
        status: 201,
        body: { referral_code: 'LEYLA10', window_days: 30, ambassador_name: 'Leyla' },
      },
    });
    renderPage(<App routeId="referral" />, { path: '/referrals/LEYLA10', route: '/referrals/:referralCode' });
    // Every page but home is a chunk of its own, loaded on demand.
    expect(await screen.findByRole('heading', { level: 1, name: 'Leyla invites you to Storybook Shop' })).toBeDefined();
    expect((await screen.findByText('LEYLA10')).tagName).toBe('STRONG');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex, nofollow');
  });
});
