/**
 * After payment a PDF book is rendered and e-mailed (the message arrives at the run's SMTP sink with the PDF
 * attached), and the e-mail's link tracks the order as completed.
 *
 * SHOTS_DIR=<folder> keeps a screenshot of the tracking page for a person to look at.
 */
import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';
import { TrackOrderPage } from '../pages/track-order-page';
import { shot } from '../screenshots';
import { sinkMessages, sinkPorts } from '../smtp-sink';

const SINK = sinkPorts(Number(process.env.E2E_PORT ?? 3100));

test('a PDF book is e-mailed with the PDF attached, and the e-mail’s link tracks it as completed', async ({ page }) => {
  // A whole purchase with character generation, then the book is written, rendered and e-mailed.
  test.setTimeout(300_000);
  const wizard = new CheckoutWizard(page);
  const success = new OrderSuccessPage(page);
  const tracking = new TrackOrderPage(page);
  const email = `pdf-${Date.now()}@example.com`;
  await wizard.fillWizard({ child: 'Leyla', hero: 'a friendly dragon', version: 'pdf', email });
  await wizard.pay();
  await new PaymentGateway(page).pay(CARDS.success);
  await success.expectPaid({ version: 'pdf', email });
  const orderNumber = await success.orderNumber();

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
  await expect.poll(() => tracking.statusFromApi(orderNumber, email), { timeout: 30_000 }).toBe('completed');

  await page.goto(link ?? '');
  await expect(tracking.orderNumber).toHaveValue(orderNumber);
  await expect(tracking.heading(orderNumber)).toBeVisible();
  await expect(tracking.status('Completed')).toBeVisible();
  await expect(tracking.currentStep).toContainText('Completed');
  await expect(tracking.progress.getByText('Printing')).toHaveCount(0);
  await expect(tracking.download).toBeVisible();
  const file = await page.request.get((await tracking.download.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toContain('application/pdf');
  await shot(page, 'tracking-completed-pdf-en');
});
