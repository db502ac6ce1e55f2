/**
 * After payment the shop makes the book: a PDF is rendered and e-mailed (the message arrives at the run's
 * SMTP sink with the PDF attached) and the order tracks as completed; a hardcover goes to print, the team
 * ships it with the order CLI and tracking shows the carrier and tracking number; a wrong e-mail reads
 * 'Order not found'. On the way, the character step's preview shows the personalised book.
 *
 * SHOTS_DIR=<folder> keeps screenshots of the tracking page and the preview for a person to look at.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CARDS, CheckoutWizard } from './checkout-wizard';
import { expect, test } from './fixtures';
import { sinkMessages, sinkPorts } from './smtp-sink';
import { orderNumberOnSuccessPage, shot, trackedStatus } from './steps';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SINK = sinkPorts(Number(process.env.E2E_PORT ?? 3100));

/** `npm run order -- …` as the team runs it, on this run's database (the server's embedded PostgreSQL). */
async function orderCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'order', '--', ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: `postgres://shop:shop@127.0.0.1:${process.env.E2E_PG_PORT ?? '54339'}/shop`,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The CLI queues e-mails; the server's worker sends them to the sink.
      JOBS: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  return stdout;
}

test('a PDF book is e-mailed with the PDF attached, and the e-mail’s link tracks it as completed', async ({ page }) => {
  // A whole purchase with character generation, then the book is written, rendered and e-mailed.
  test.setTimeout(300_000);
  const wizard = new CheckoutWizard(page);
  const email = `pdf-${Date.now()}@example.com`;
  await wizard.fillWizard({ child: 'Leyla', hero: 'a friendly dragon', version: 'pdf', email });
  await wizard.pay();
  await wizard.payOnGateway(CARDS.success);
  await wizard.expectSuccess({ version: 'pdf', email });
  const orderNumber = await orderNumberOnSuccessPage(page);

  const bookMail = async () =>
    (await sinkMessages(SINK.http, email)).find((mail) =>
      mail.attachments.some((file) => file.contentType === 'application/pdf'),
    );
  await expect.poll(bookMail, { timeout: 180_000, intervals: [1000] }).toBeTruthy();
  const mail = await bookMail();
  const pdf = mail?.attachments.find((file) => file.contentType === 'application/pdf');
  expect(pdf?.filename).toMatch(/\.pdf$/);
  expect(Buffer.from(pdf?.head ?? '', 'base64').toString('latin1')).toMatch(/^%PDF-/);
  expect(pdf?.size).toBeGreaterThan(20_000);
  expect(mail?.text).toContain('Leyla');

  const link = /https?:\/\/\S+\/track-order\?\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'a tracking link in the e-mail').toBeTruthy();
  // The order completes right after the e-mail has gone.
  await expect.poll(() => trackedStatus(page, orderNumber, email), { timeout: 30_000 }).toBe('completed');

  await page.goto(link ?? '');
  await expect(page.getByLabel('Order number')).toHaveValue(orderNumber);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Status: Completed')).toBeVisible();
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Completed');
  await expect(progress.getByText('Printing')).toHaveCount(0);
  const download = page.getByRole('link', { name: 'Download the PDF' });
  await expect(download).toBeVisible();
  const file = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toContain('application/pdf');
  await shot(page, 'tracking-completed-pdf-en');
});

test('a hardcover is shipped by the team and tracks with its carrier; a wrong e-mail finds nothing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const wizard = new CheckoutWizard(page);
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
    for (let step = 0; step < 3; step += 1) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await expect(page.getByRole('heading', { name: wizard.words.confirmHeading, level: 2 })).toBeVisible();
  });

  await wizard.pay();
  await wizard.payOnGateway(CARDS.success);
  await wizard.expectSuccess({ version: 'hardcover', email });
  const orderNumber = await orderNumberOnSuccessPage(page);

  await test.step('the book goes to print, and the team ships it', async () => {
    await expect
      .poll(() => trackedStatus(page, orderNumber, email), { timeout: 180_000, intervals: [1000] })
      .toBe('printing');
    await orderCli('printed', orderNumber);
    await orderCli('ship', orderNumber, '--carrier', 'DHL', '--tracking', 'JD0123', '--eta', '2026-12-01');
  });

  const query = new URLSearchParams({ order_number: orderNumber, email });
  await page.goto(`/track-order?${query}`);
  await expect(page.getByText('Status: Shipped')).toBeVisible();
  const shipment = page.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('DHL');
  await expect(shipment).toContainText('JD0123');
  await expect(shipment).toContainText('December 1, 2026');
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Shipped');
  await expect(progress.getByText('Delivered')).toBeVisible();
  await shot(page, 'tracking-shipped-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'tracking-shipped-mobile-en');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/ru/track-order?${query}`);
  await expect(page.getByText('Статус: Отправлен')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Доставка' })).toContainText('1 декабря 2026');
  await shot(page, 'tracking-shipped-ru');
  await page.goto(`/az/track-order?${query}`);
  await expect(page.getByText('Vəziyyət: Göndərilib')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Çatdırılma' })).toContainText('1 dekabr 2026');
  await shot(page, 'tracking-shipped-az');

  // The shipped e-mail leads to the same page.
  await expect
    .poll(async () => (await sinkMessages(SINK.http, email)).some((mail) => mail.text.includes('JD0123')), {
      timeout: 60_000,
    })
    .toBe(true);

  await page.goto('/track-order');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('E-mail address').fill(`someone-else-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Order not found');
  await shot(page, 'tracking-not-found-en');
});
