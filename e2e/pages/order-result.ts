/** Where the gateway sends a parent back: the success page of a paid order, or the error page of a failed one. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Order } from './checkout-wizard';
import { CHECKOUT_WORDS, type CheckoutLocale, type CheckoutWords } from './checkout-words';

/** A new order's number: SB- and two groups of four Crockford base32 characters (server/src/orders/number.ts). */
export const ORDER_NUMBER = /SB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

export class OrderSuccessPage {
  readonly words: CheckoutWords;
  readonly heading: Locator;
  readonly orderNumberText: Locator;

  constructor(
    readonly page: Page,
    locale: CheckoutLocale = 'en',
  ) {
    this.words = CHECKOUT_WORDS[locale];
    this.heading = page.getByRole('heading', { level: 1 });
    this.orderNumberText = page.getByText(ORDER_NUMBER);
  }

  /** The thanks, the order number, and what happens next for this version. */
  async expectPaid(order: Pick<Order, 'version' | 'email'>) {
    const { page, words } = this;
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/order-success\\?order=`));
    await expect(this.heading).toHaveText(words.thanks, { timeout: 30_000 });
    await expect(this.orderNumberText).toBeVisible();
    await expect(
      page.getByText(order.version === 'pdf' ? words.pdfByEmail(order.email) : words.delivery),
    ).toBeVisible();
  }

  /** The order number the page shows. */
  async orderNumber(): Promise<string> {
    const text = (await this.orderNumberText.first().textContent()) ?? '';
    const number = ORDER_NUMBER.exec(text)?.[0];
    if (!number) throw new Error(`no order number in: ${text}`);
    return number;
  }
}

export class OrderErrorPage {
  readonly alert: Locator;
  readonly backToHome: Locator;
  readonly tryAgain: Locator;

  constructor(
    readonly page: Page,
    locale: CheckoutLocale = 'en',
  ) {
    const words = CHECKOUT_WORDS[locale];
    this.alert = page.getByRole('alert').first();
    this.backToHome = page.getByRole('link', { name: words.backToHome });
    this.tryAgain = page.getByRole('button', { name: words.tryAgain });
  }
}
