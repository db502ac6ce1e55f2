import { ShopProvider } from '@shop/shared';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountryName, useCountryOptions } from './countries';

const inAzerbaijani = ({ children }: { children: ReactNode }) => (
  <ShopProvider locale="az" config={{} as never} shareImage="/share.png">
    {children}
  </ShopProvider>
);

afterEach(() => vi.unstubAllGlobals());

describe('country names in the checkout', () => {
  it('are Azerbaijani on an Azerbaijani page even where the browser knows only English region names', () => {
    // Chromium's trimmed ICU answers Intl.DisplayNames('az') in English; the checkout must not depend on it.
    vi.stubGlobal('Intl', {
      ...Intl,
      DisplayNames: class {
        of = (code: string) => ({ DE: 'Germany', AZ: 'Azerbaijan', TR: 'Türkiye' })[code];
      },
    });
    const { result } = renderHook(() => useCountryName(), { wrapper: inAzerbaijani });
    expect(result.current('DE')).toBe('Almaniya');
    expect(result.current('AZ')).toBe('Azərbaycan');
    expect(result.current('XX')).toBe('XX');
    const options = renderHook(() => useCountryOptions(['TR', 'DE', 'AZ']), { wrapper: inAzerbaijani }).result.current;
    expect(options.map((option) => option.label)).toEqual(['Almaniya', 'Azərbaycan', 'Türkiyə']);
  });
});
