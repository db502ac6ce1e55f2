import { describe, expect, it } from 'vitest';
import { activationEmail } from '../../src/ambassadors/activation-email';

/** The commission in the activation e-mail is written as each language writes a percentage (CLDR). */
describe('the activation e-mail', () => {
  it.each([
    ['en', 'you earn a 10% commission'],
    ['ru', 'вы получаете комиссию 10\u00a0%.'],
    ['tr', 'her satıştan %10 komisyon'],
    ['az', 'hər alışdan 10% komissiya'],
  ] as const)('writes the commission the %s way', (locale, words) => {
    const mail = activationEmail({
      to: 'olga@example.com',
      name: 'Olga',
      locale,
      referralCode: 'ABCD2345',
      publicUrl: 'https://shop.example',
      siteName: 'Storybook Shop',
    });
    expect(mail.text).toContain(words);
  });
});
