import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { ORDER_NUMBER, OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';

const port = Number(process.env.E2E_PORT ?? 3100);
// The e2e shop's PUBLIC_URL is http://127.0.0.1:<port> (playwright.config.ts); this parent types localhost, as
// one may type www.shop.example for shop.example. Each name is its own origin, with its own storage.
test.use({ baseURL: `http://localhost:${port}` });

test('a parent who opened the shop under another host name sees the order number after paying', async ({ page }) => {
  // Generates characters from a real photo and pays through the sandbox gateway.
  test.setTimeout(180_000);
  const wizard = new CheckoutWizard(page, 'en');
  const order = {
    child: 'Nilay',
    book: 'the-little-astronaut',
    version: 'pdf',
    email: 'nilay.parent@example.com',
  } as const;
  await wizard.fillWizard(order);
  await wizard.pay();
  // The sandbox, standing for another company, lives at PUBLIC_URL.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/v1/sandbox-gateway/pay/`));
  await new PaymentGateway(page, 'en').pay(CARDS.success);

  // Not 'If your payment went through…' without a number: the page is back on the name the order's token
  // was kept under, so it finds the order.
  const success = new OrderSuccessPage(page, 'en');
  await success.expectPaid(order);
  expect(await success.orderNumber()).toMatch(new RegExp(`^${ORDER_NUMBER.source}$`));
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/order-success\\?order=`));
});
