import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { Stars } from './Reviews';

describe('Stars', () => {
  it('says the rating in words and paints its share of five stars, rounded and kept within 0–5', () => {
    const { container } = renderPage(
      <>
        <Stars rating={3.6} />
        <Stars rating={9} />
      </>,
    );
    expect(screen.getByText('Rated 4 out of 5')).toBeDefined();
    expect(screen.getByText('Rated 5 out of 5')).toBeDefined();
    const shares = [...container.querySelectorAll<HTMLElement>('.sf-stars__on')].map((on) =>
      on.style.getPropertyValue('--sf-rating'),
    );
    expect(shares).toEqual(['4', '5']);
    // The painted row is for the eye only.
    expect(container.querySelector('.sf-stars__row')?.getAttribute('aria-hidden')).toBe('true');
  });
});
