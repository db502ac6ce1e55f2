import { expect, test } from '../fixtures';

test('tracking checks the form and answers an unknown order with Order not found', async ({ shop }) => {
  const { page } = shop;
  await shop.goto('/track-order');
  await page.getByLabel('Order number').fill('SB-999999');
  await page.getByLabel('E-mail address').fill('not-an-email');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('E-mail address').fill('parent@example.com');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Order not found');
});

test('the tracking page speaks Russian, down to its errors', async ({ shop }) => {
  const { page } = shop;
  await shop.goto('/ru/track-order?order_number=SB-000001&email=nobody@example.com');
  await expect(page.getByLabel('Номер заказа')).toHaveValue('SB-000001');
  await page.getByRole('button', { name: 'Найти заказ' }).click();
  await expect(page.getByRole('alert')).toHaveText('Заказ не найден');
});
