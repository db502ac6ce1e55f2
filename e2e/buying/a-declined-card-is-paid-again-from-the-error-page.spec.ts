import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderErrorPage, OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';

test('a declined card leads to the error page, and Try Again pays', async ({ page }) => {
  // Generates characters from a real photo and pays through the sandbox gateway, twice.
  test.setTimeout(180_000);
  const wizard = new CheckoutWizard(page, 'en');
  const gateway = new PaymentGateway(page, 'en');
  const order = {
    child: 'Leyla',
    hero: 'a unicorn',
    version: 'softcover',
    email: 'declined.parent@example.com',
  } as const;
  await wizard.fillWizard(order);
  await wizard.pay();
  await gateway.pay(CARDS.declined);

  const failed = new OrderErrorPage(page, 'en');
  await expect(page).toHaveURL(/\/order-error\?order=/);
  await expect(failed.alert).toHaveText(wizard.words.paymentFailed);
  await expect(failed.backToHome).toHaveAttribute('href', '/');
  await failed.tryAgain.click();

  await gateway.pay(CARDS.success);
  await new OrderSuccessPage(page, 'en').expectPaid(order);
});
