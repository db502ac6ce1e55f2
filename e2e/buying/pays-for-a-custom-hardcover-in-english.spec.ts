import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { ORDER_NUMBER, OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';

test('a parent creates a custom hardcover book in English and pays for it', async ({ page }) => {
  // Generates characters from a real photo and pays through the sandbox gateway.
  test.setTimeout(180_000);
  const wizard = new CheckoutWizard(page, 'en');
  const order = {
    child: 'Leyla',
    hero: 'a friendly dragon',
    version: 'hardcover',
    email: 'leyla.parent@example.com',
    changeStyle: true,
    correctLooks: true,
    correctHero: true,
  } as const;
  await wizard.fillWizard(order);
  await wizard.pay();
  await new PaymentGateway(page, 'en').pay(CARDS.success);
  await new OrderSuccessPage(page, 'en').expectPaid(order);
  await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
    'href',
    new RegExp(`/track-order\\?order_number=${ORDER_NUMBER.source}`),
  );
  // The wizard starts afresh after a paid order.
  expect(await page.evaluate(() => localStorage.getItem('checkout.wizard'))).toBeNull();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
