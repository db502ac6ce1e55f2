import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is a decorative picture in the text’s colour and size, hidden from screen readers and from Tab', () => {
    const { container } = render(<Icon name="arrow-right" className="more" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('class')).toBe('shop-icon more');
    expect(svg?.getAttribute('width')).toBe('1em');
    expect(svg?.querySelector('path')?.getAttribute('stroke')).toBe('currentColor');
  });

  it('fills the solid signs and draws no character a font would have to supply', () => {
    const { container } = render(
      <>
        <Icon name="sparkle" />
        <Icon name="check" />
      </>,
    );
    const paths = [...container.querySelectorAll('path')];
    expect(paths.map((path) => path.getAttribute('fill'))).toEqual(['currentColor', 'none']);
    expect(container.textContent).toBe('');
  });
});
