import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';
import { shot } from '../screenshots';

/** With SHOTS_DIR set, the page as a laptop (1366 px) and a phone (390 px) show it. */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  const viewport = page.viewportSize();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}`);
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** The seeded USD config ships a printed book to AZ for 5.00 and to anywhere else by default for 7.99. */
const AZ_SHIPPING = '$5.00';
const ADDRESS = '28 May Street 5\nApartment 12\nBaku';

test('a parent in the US sends a hardcover to Baku, steps back and forth with the browser and pays', async ({
  page,
}) => {
  // Generates characters from a real photo and pays through the sandbox gateway.
  test.setTimeout(180_000);
  const wizard = new CheckoutWizard(page, 'en');
  const order = {
    child: 'Leyla',
    book: 'the-little-astronaut',
    version: 'hardcover',
    email: 'leyla.baku@example.com',
    deliveryCountry: 'Azerbaijan',
    address: ADDRESS,
    // A national Azerbaijani number: valid because the book goes to Azerbaijan.
    phone: '050 123 45 67',
  } as const;
  // The phone rules (libphonenumber-js with its metadata, ≈50 KB gzip) are fetched for the contact step only.
  const phoneRules: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/checkout\/phone-rules\.[^/]*\.js$/.test(request.url())) phoneRules.push(request.url());
  });
  await wizard.fillWizard(order, async (step) => {
    expect(phoneRules).toHaveLength(step === 'version' ? 0 : 1);
    await shots(page, `${step}-step`);
  });
  await expect(page).toHaveURL(/[?&]step=confirm/);

  // The summary prices shipping to Azerbaijan, although the visitor is in the US.
  const version = page.getByRole('region', { name: 'Version', exact: true });
  await expect(version.getByText('Shipping', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    AZ_SHIPPING,
  );
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByText('Azerbaijan', { exact: true })).toBeVisible();
  await expect(contact.getByText('+994 50 123 45 67', { exact: true })).toBeVisible();
  // The address keeps its lines, as rendered (the text alone would have them even if the page ran them together).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
  expect(await contact.locator('.co-address').innerText()).toBe(ADDRESS);

  // The browser's Back goes to the contact step with everything typed, then to the versions.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]step=contact/);
  await expect(wizard.fullName).toHaveValue('Aysel Mammadova');
  await expect(wizard.deliveryCountry).toHaveValue('AZ');
  await expect(wizard.address).toHaveValue(ADDRESS);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]step=version/);
  await expect(page.getByLabel(wizard.words.version.hardcover)).toBeChecked();
  // And Forward comes back to the confirmation, priced the same.
  await page.goForward();
  await expect(wizard.phone).toHaveValue('050 123 45 67');
  await page.goForward();
  await expect(wizard.confirmHeading).toBeVisible();
  await expect(version.getByText('Shipping', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    AZ_SHIPPING,
  );

  await wizard.pay();
  await new PaymentGateway(page, 'en').pay(CARDS.success);
  await new OrderSuccessPage(page, 'en').expectPaid(order);
  // The result shows the book's cover and the child's character.
  await expect(page.getByRole('img', { name: /^The cover of “/ })).toBeVisible();
  await expect(wizard.character(order.child, wizard.words.defaultStyle)).toBeVisible();
  await expect(page.getByText('Azerbaijan', { exact: true })).toBeVisible();
  await shots(page, 'success');
});
