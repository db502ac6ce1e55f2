import { describe, expect, it } from 'vitest';
import { findRoute, pageQuery, ROUTES, splitLocale } from './table';

describe('route table', () => {
  it('declares every route of spec section 2 with its layout, plus the back office and the unsubscribe page', () => {
    const declared = Object.fromEntries(ROUTES.map((route) => [route.path, route.layout]));
    // Spec section 2, path → layout ('none stated' there is 'none' here).
    expect(declared).toEqual({
      '/': 'default',
      '/faqs': 'default',
      '/contact': 'default',
      '/explore': 'default',
      '/page/:slug': 'default',
      '/track-order': 'default',
      '/story/:slug': 'default',
      '/create-story': 'none',
      '/order-success': 'none',
      '/order-error': 'none',
      '/auth/sign-in': 'ambassador',
      '/auth/sign-up': 'ambassador',
      '/auth/sign-up-success': 'ambassador',
      '/auth/forgot-password': 'ambassador',
      '/auth/reset-password': 'ambassador',
      '/become-ambassador': 'ambassador',
      '/dashboard': 'dashboard',
      '/dashboard/profile': 'dashboard',
      '/dashboard/referrals': 'dashboard',
      '/dashboard/rewards': 'dashboard',
      '/dashboard/payment-methods': 'dashboard',
      '/dashboard/payouts': 'dashboard',
      '/referrals/:referralCode': 'none',
      '/backoffice/*': 'none',
      '/unsubscribe': 'default',
    });
  });

  it('splits the language prefix off a path', () => {
    expect(splitLocale('/ru/story/moon')).toEqual({ locale: 'ru', path: '/story/moon' });
    expect(splitLocale('/az')).toEqual({ locale: 'az', path: '/' });
    expect(splitLocale('/russia')).toEqual({ locale: 'en', path: '/russia' });
  });

  it('finds the owning route in every language and nothing for unknown paths', () => {
    expect(findRoute('/')?.id).toBe('home');
    expect(findRoute('/tr')?.id).toBe('home');
    expect(findRoute('/az/story/the-moon')?.id).toBe('story');
    expect(findRoute('/dashboard/payouts/')?.id).toBe('dashboard-payouts');
    expect(findRoute('/backoffice')?.id).toBe('backoffice');
    expect(findRoute('/ru/backoffice/orders/1')?.id).toBe('backoffice');
    expect(findRoute('/story')).toBeUndefined();
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/de/faqs')).toBeUndefined();
  });
});

describe('pageQuery', () => {
  const spec = (path: string) => {
    const found = findRoute(path);
    if (!found) throw new Error(`no route for ${path}`);
    return found;
  };

  it("keeps only the parameters the page reads, in the visitor's order", () => {
    expect(pageQuery(spec('/explore'), '?utm_source=facebook&page=2&fbclid=abc&category=adventure')).toEqual({
      query: '?page=2&category=adventure',
      personal: false,
    });
    expect(pageQuery(spec('/ru/create-story'), '?book=the-little-astronaut&gclid=x')).toEqual({
      query: '?book=the-little-astronaut',
      personal: false,
    });
  });

  it('drops every parameter of a page that reads none', () => {
    expect(pageQuery(spec('/'), '?utm_source=newsletter&utm_campaign=spring')).toEqual({ query: '', personal: false });
    expect(pageQuery(spec('/story/the-little-astronaut'), '?x=1')).toEqual({ query: '', personal: false });
  });

  it("marks the tracking page's order number and e-mail as the visitor's own", () => {
    expect(pageQuery(spec('/track-order'), '?order_number=SB-1&email=a%40b.co&utm_source=mail')).toEqual({
      query: '?order_number=SB-1&email=a%40b.co',
      personal: true,
    });
    expect(pageQuery(spec('/track-order'), '?utm_source=mail')).toEqual({ query: '', personal: false });
  });
});
