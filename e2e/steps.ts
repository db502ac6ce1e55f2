/** Small steps several specs take: reading an order's status, the order number, keeping screenshots. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** What GET /orders/track says now (the e2e server lifts the rate limits for this polling). */
export async function trackedStatus(page: Page, orderNumber: string, email: string): Promise<string> {
  const response = await page.request.get('/api/v1/orders/track', { params: { order_number: orderNumber, email } });
  return response.ok() ? ((await response.json()) as { status: string }).status : `HTTP ${response.status()}`;
}

/** The order number the payment success page shows. */
export async function orderNumberOnSuccessPage(page: Page): Promise<string> {
  const text =
    (await page
      .getByText(/SB-\d+/)
      .first()
      .textContent()) ?? '';
  const number = /SB-\d+/.exec(text)?.[0];
  if (!number) throw new Error(`no order number in: ${text}`);
  return number;
}

/**
 * With SHOTS_DIR=<folder>, keeps a screenshot for a person to look at. A modal dialog is fixed to the
 * viewport: shoot it with fullPage false, as the visitor sees it; pages are shot whole.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
