import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';

test('a parent orders a ready-made PDF book in Azerbaijani from a story link', async ({ page }) => {
  // Generates characters from a real photo and pays through the sandbox gateway.
  test.setTimeout(180_000);
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
  await new PaymentGateway(page, 'az').pay(CARDS.success);
  await new OrderSuccessPage(page, 'az').expectPaid(order);
});
