import { CARDS, CheckoutWizard } from './checkout-wizard';
import { expect, test } from './fixtures';

// Each scenario generates characters from a real photo and pays through the sandbox gateway.
test.describe.configure({ timeout: 180_000 });

test('a parent creates a custom hardcover book in English and pays for it', async ({ page }) => {
  const wizard = new CheckoutWizard(page, 'en');
  const order = {
    child: 'Leyla',
    hero: 'a friendly dragon',
    version: 'hardcover',
    email: 'leyla.parent@example.com',
    changeStyle: true,
    correctLooks: true,
  } as const;
  await wizard.fillWizard(order);
  await wizard.pay();
  await wizard.payOnGateway(CARDS.success);
  await wizard.expectSuccess(order);
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
    'href',
    /\/track-order\?order_number=SB-\d+/,
  );
  // The wizard starts afresh after a paid order.
  expect(await page.evaluate(() => localStorage.getItem('checkout.wizard'))).toBeNull();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('a parent orders a ready-made PDF book in Azerbaijani from a story link', async ({ page }) => {
  const wizard = new CheckoutWizard(page, 'az');
  const order = {
    child: 'Aydan',
    book: 'the-little-astronaut',
    version: 'pdf',
    email: 'aydan.parent@example.com',
  } as const;
  await wizard.fillWizard(order);
  expect(await page.locator('html').getAttribute('lang')).toBe('az');
  await wizard.pay();
  await wizard.payOnGateway(CARDS.success);
  await wizard.expectSuccess(order);
});

test('a declined card leads to the error page, and Try Again pays', async ({ page }) => {
  const wizard = new CheckoutWizard(page, 'en');
  const order = {
    child: 'Leyla',
    hero: 'a unicorn',
    version: 'softcover',
    email: 'declined.parent@example.com',
  } as const;
  await wizard.fillWizard(order);
  await wizard.pay();
  await wizard.payOnGateway(CARDS.declined);

  await expect(page).toHaveURL(/\/order-error\?order=/);
  await expect(page.getByRole('alert').first()).toHaveText(wizard.words.paymentFailed);
  await expect(page.getByRole('link', { name: wizard.words.backToHome })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: wizard.words.tryAgain }).click();

  await wizard.payOnGateway(CARDS.success);
  await wizard.expectSuccess(order);
});
