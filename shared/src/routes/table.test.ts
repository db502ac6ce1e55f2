import { describe, expect, it } from 'vitest';
import { findRoute, ROUTES, splitLocale } from './table';

describe('route table', () => {
  it('declares every route of spec section 2 plus the back office', () => {
    expect(ROUTES).toHaveLength(22);
    expect(ROUTES.filter((route) => route.layout === 'dashboard')).toHaveLength(6);
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
