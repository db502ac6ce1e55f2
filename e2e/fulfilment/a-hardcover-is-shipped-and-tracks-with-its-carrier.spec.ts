/**
 * After payment a hardcover goes to print; the team ships it with the order CLI, and tracking shows the
 * carrier and tracking number in every language; a wrong e-mail reads 'Order not found'. On the way, the
 * character step's preview shows the personalised book.
 *
 * SHOTS_DIR=<folder> keeps screenshots of the tracking page and the preview for a person to look at.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { e2eDatabaseUrl, expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';
import { TrackOrderPage } from '../pages/track-order-page';
import { shot } from '../screenshots';
import { sinkMessages, sinkPorts } from '../smtp-sink';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SINK = sinkPorts(Number(process.env.E2E_PORT ?? 3100));

/** `npm run order -- …` as the team runs it, on this run's database (the server's embedded PostgreSQL). */
async function orderCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'order', '--', ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: await e2eDatabaseUrl(),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The CLI queues e-mails; the server's worker sends them to the sink.
      JOBS: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  return stdout;
}

test('a hardcover is shipped by the team and tracks with its carrier; a wrong e-mail finds nothing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const wizard = new CheckoutWizard(page);
  const success = new OrderSuccessPage(page);
  const tracking = new TrackOrderPage(page);
  const email = `hardcover-${Date.now()}@example.com`;
  await wizard.fillWizard({ child: 'Aysel', book: 'the-brave-little-explorer', version: 'hardcover', email });

  await test.step('the character step previews the personalised book', async () => {
    await page.getByRole('button', { name: /^Character/ }).click();
    await page.getByRole('button', { name: 'Preview your book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your book, page by page' });
    // The server lays the pages out the first time: a few seconds.
    const first = dialog.getByRole('img', { name: /^Page 1 of \d+$/ });
    await expect(first).toBeVisible({ timeout: 60_000 });
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: /^Page 2 of \d+$/ })).toBeVisible();
    await shot(page, 'preview-dialog-en', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await shot(page, 'preview-dialog-mobile-en', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Back to the confirmation: characters, version and contact are filled in already.
    for (let step = 0; step < 3; step += 1) await wizard.next.click();
    await expect(wizard.confirmHeading).toBeVisible();
  });

  await wizard.pay();
  await new PaymentGateway(page).pay(CARDS.success);
  await success.expectPaid({ version: 'hardcover', email });
  const orderNumber = await success.orderNumber();

  await test.step('the book goes to print, and the team ships it', async () => {
    await expect
      .poll(() => tracking.statusFromApi(orderNumber, email), { timeout: 180_000, intervals: [1000] })
      .toBe('printing');
    await orderCli('printed', orderNumber);
    await orderCli('ship', orderNumber, '--carrier', 'DHL', '--tracking', 'JD0123', '--eta', '2026-12-01');
  });

  await tracking.open(orderNumber, email);
  await expect(tracking.status('Shipped')).toBeVisible();
  await expect(tracking.shipment).toContainText('DHL');
  await expect(tracking.shipment).toContainText('JD0123');
  await expect(tracking.shipment).toContainText('December 1, 2026');
  await expect(tracking.currentStep).toContainText('Shipped');
  await expect(tracking.progress.getByText('Delivered')).toBeVisible();
  await shot(page, 'tracking-shipped-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'tracking-shipped-mobile-en');
  await page.setViewportSize({ width: 1280, height: 800 });

  const russian = new TrackOrderPage(page, 'ru');
  await russian.open(orderNumber, email);
  await expect(russian.status('Отправлен')).toBeVisible();
  await expect(russian.shipment).toContainText('1 декабря 2026');
  await shot(page, 'tracking-shipped-ru');
  const azerbaijani = new TrackOrderPage(page, 'az');
  await azerbaijani.open(orderNumber, email);
  await expect(azerbaijani.status('Göndərilib')).toBeVisible();
  await expect(azerbaijani.shipment).toContainText('1 dekabr 2026');
  await shot(page, 'tracking-shipped-az');

  // The shipped e-mail leads to the same page.
  await expect
    .poll(async () => (await sinkMessages(SINK.http, email)).some((mail) => mail.text.includes('JD0123')), {
      timeout: 60_000,
    })
    .toBe(true);

  await tracking.search(orderNumber, `someone-else-${Date.now()}@example.com`);
  await expect(tracking.alert).toHaveText('Order not found');
  await shot(page, 'tracking-not-found-en');
});
