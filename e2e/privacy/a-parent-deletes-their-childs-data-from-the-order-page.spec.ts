/**
 * A parent who has their book deletes their child's data from the order's page: a confirm step, then the page
 * says what was deleted and when (in English, and in Russian when the page is read in Russian), the character
 * picture's link answers 410 at once, and a confirmation e-mail arrives.
 *
 * SHOTS_DIR=<folder> keeps screenshots of the page before and after, for a person to look at.
 */
import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';
import { shot } from '../screenshots';
import { sinkMessages, sinkPorts } from '../smtp-sink';

const SINK = sinkPorts(Number(process.env.E2E_PORT ?? 3100));

test("a parent deletes their child's data from the order page once the book is ready", async ({ page }) => {
  // A whole purchase with character generation, then the PDF is rendered and e-mailed before the deletion.
  test.setTimeout(300_000);
  const email = `erase-${Date.now()}@example.com`;
  const wizard = new CheckoutWizard(page);
  const success = new OrderSuccessPage(page);
  await wizard.fillWizard({ child: 'Leyla', hero: 'a friendly dragon', version: 'pdf', email });
  await wizard.pay();
  await new PaymentGateway(page).pay(CARDS.success);
  await success.expectPaid({ version: 'pdf', email });
  const orderNumber = await success.orderNumber();
  const character = page.getByRole('img', { name: /^Leyla drawn in the/ });
  const characterUrl = (await character.getAttribute('src')) ?? '';
  expect((await page.request.get(characterUrl)).status()).toBe(200);

  // The book is made and e-mailed (the data is needed until then); the page, loaded again, shows the order as it is.
  const status = () =>
    page.evaluate(async () => {
      const receipt = JSON.parse(sessionStorage.getItem('checkout.receipt') ?? '{}') as { id?: string; token?: string };
      const response = await fetch(`/api/v1/orders/${receipt.id}`, {
        headers: { 'X-Order-Token': receipt.token ?? '' },
      });
      return ((await response.json()) as { order?: { status?: string } }).order?.status;
    });
  await expect.poll(status, { timeout: 180_000, intervals: [1000] }).toBe('completed');
  await page.reload();
  const section = page.locator('section', { has: page.getByRole('heading', { name: "Your child's data" }) });
  await expect(section).toContainText('30 days after your order is completed');
  await shot(page, 'order-page-child-data-en');

  await section.getByRole('button', { name: "Delete my child's data" }).click();
  await expect(section.getByText(/at once and for good/)).toBeVisible();
  await shot(page, 'order-page-delete-confirm-en');
  await section.getByRole('button', { name: 'Yes, delete it all' }).click();

  await expect(section.getByText(/^Deleted on .+: your child's photo, .+ and your contact details\.$/)).toBeVisible();
  await expect(section.getByRole('button', { name: "Delete my child's data" })).toHaveCount(0);
  await expect(character).toHaveCount(0);
  await expect(page.getByText(orderNumber)).toBeVisible();
  const gone = await page.request.get(characterUrl);
  expect(gone.status()).toBe(410);
  expect((await gone.json()).error).toBe('data_erased');
  await shot(page, 'order-page-child-data-deleted-en');

  const confirmation = async () =>
    (await sinkMessages(SINK.http, email)).find((mail) =>
      mail.subject.startsWith("Your child's data has been deleted"),
    );
  await expect.poll(confirmation, { timeout: 60_000, intervals: [1000] }).toBeTruthy();
  expect((await confirmation())?.subject).toBe(`Your child's data has been deleted (order ${orderNumber})`);

  // The same page read in Russian says the same.
  await page.goto(page.url().replace('/order-success', '/ru/order-success'));
  await expect(page.getByText(/^Удалено .+: фотография ребёнка, .+ и ваши контактные данные\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, 'order-page-child-data-deleted-ru');
});
