/** The sandbox gateway's hosted payment page, where the wizard sends a parent to pay. */
import { expect, type Locator, type Page } from '@playwright/test';
import { CHECKOUT_WORDS, type CheckoutLocale } from './checkout-words';

export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export class PaymentGateway {
  readonly cardNumber: Locator;
  readonly expiry: Locator;
  readonly cvc: Locator;
  readonly payButton: Locator;

  constructor(
    readonly page: Page,
    locale: CheckoutLocale = 'en',
  ) {
    const words = CHECKOUT_WORDS[locale];
    this.cardNumber = page.getByLabel(words.cardNumber);
    this.expiry = page.getByLabel(words.expiry);
    this.cvc = page.getByLabel(words.cvc);
    this.payButton = page.getByRole('button', { name: words.gatewayPay });
  }

  /** Pays with `card`, any future expiry and any three digits. */
  async pay(card: string) {
    await expect(this.page).toHaveURL(/\/sandbox-gateway\/pay\//);
    await this.cardNumber.fill(card);
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    await this.expiry.fill(`12/${nextYear}`);
    await this.cvc.fill('123');
    await this.payButton.click();
  }
}
