/**
 * The track-order page (the tracking remote) in English, Russian or Azerbaijani, and the tracking API behind it.
 * The words are the tracking catalogue's (remotes/tracking/src/messages/).
 */
import type { Locator, Page } from '@playwright/test';
import { hydrated } from '../fixtures';

const WORDS = {
  en: {
    prefix: '',
    orderNumber: 'Order number',
    email: 'E-mail address',
    submit: 'Track order',
    title: (number: string) => `Order ${number}`,
    status: 'Status',
    progress: 'Progress',
    shipment: 'Shipment',
    download: 'Download the PDF',
  },
  ru: {
    prefix: '/ru',
    orderNumber: 'Номер заказа',
    email: 'Электронная почта',
    submit: 'Найти заказ',
    title: (number: string) => `Заказ ${number}`,
    status: 'Статус',
    progress: 'Ход выполнения',
    shipment: 'Доставка',
    download: 'Скачать PDF',
  },
  az: {
    prefix: '/az',
    orderNumber: 'Sifariş nömrəsi',
    email: 'E-poçt ünvanı',
    submit: 'Sifarişi tap',
    title: (number: string) => `${number} nömrəli sifariş`,
    status: 'Vəziyyət',
    progress: 'Sifarişin gedişatı',
    shipment: 'Çatdırılma',
    download: 'PDF faylını yüklə',
  },
} as const;

export type TrackingLocale = keyof typeof WORDS;

export class TrackOrderPage {
  readonly orderNumber: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly progress: Locator;
  /**
   * The step the order is at. Playwright's role locators have no option for aria-current, so this one
   * reads the attribute inside the Progress region.
   */
  readonly currentStep: Locator;
  readonly shipment: Locator;
  readonly download: Locator;
  private readonly words: (typeof WORDS)[TrackingLocale];

  constructor(
    readonly page: Page,
    locale: TrackingLocale = 'en',
  ) {
    const words = WORDS[locale];
    this.words = words;
    this.orderNumber = page.getByLabel(words.orderNumber);
    this.email = page.getByLabel(words.email);
    this.submit = page.getByRole('button', { name: words.submit });
    this.alert = page.getByRole('alert');
    this.progress = page.getByRole('region', { name: words.progress });
    this.currentStep = this.progress.locator('[aria-current="step"]');
    this.shipment = page.getByRole('region', { name: words.shipment });
    this.download = page.getByRole('link', { name: words.download });
  }

  /** Opens the page for an order, as the link in the shop's e-mails does. */
  async open(orderNumber: string, email: string) {
    await this.page.goto(
      `${this.words.prefix}/track-order?${new URLSearchParams({ order_number: orderNumber, email })}`,
    );
    await hydrated(this.page);
  }

  /** Opens the empty form, fills it in and sends it. */
  async search(orderNumber: string, email: string) {
    await this.page.goto(`${this.words.prefix}/track-order`);
    await hydrated(this.page);
    await this.orderNumber.fill(orderNumber);
    await this.email.fill(email);
    await this.submit.click();
  }

  /** The found order's heading, e.g. 'Order SB-7K4Q-2M9X'. */
  heading(orderNumber: string): Locator {
    return this.page.getByRole('heading', { name: this.words.title(orderNumber) });
  }

  /** The line that says where the order is, e.g. 'Status: Shipped'. */
  status(label: string): Locator {
    return this.page.getByText(`${this.words.status}: ${label}`);
  }

  /** What GET /orders/track says now (the e2e server lifts the rate limits for polling it). */
  async statusFromApi(orderNumber: string, email: string): Promise<string> {
    const response = await this.page.request.get('/api/v1/orders/track', {
      params: { order_number: orderNumber, email },
    });
    return response.ok() ? ((await response.json()) as { status: string }).status : `HTTP ${response.status()}`;
  }
}
