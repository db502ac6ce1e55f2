import { describe, expect, it } from 'vitest';
import { translateMessage } from './messages';

describe('translateMessage', () => {
  it('turns a common message id into text in the language asked for', () => {
    expect(translateMessage('common.validation.email', 'en')).toBe('Please enter a valid email address');
    expect(translateMessage('common.error.orderNotFound', 'az')).not.toBe('Order not found');
  });

  it('formats ICU arguments and plural forms', () => {
    expect(translateMessage('common.validation.passwordTooShort', 'en')).toBe('Password must be at least 8 characters');
    expect(translateMessage('common.validation.passwordTooShort', 'ru')).toMatch(/8 символов/);
  });

  it('returns text that is not a message id unchanged', () => {
    expect(translateMessage('Book not found', 'ru')).toBe('Book not found');
  });
});
