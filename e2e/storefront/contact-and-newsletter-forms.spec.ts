import { expect, test } from '../fixtures';

test('the contact form checks its fields and sends the message', async ({ shop }) => {
  const { page } = shop;
  await shop.goto('/contact');
  await page.getByLabel('Full name').fill('Leyla Mammadova');
  await page.getByLabel('E-mail address').fill('leyla@');
  await page.getByLabel('Subject').fill('Delivery to Ganja');
  await page.getByLabel('Message').fill('How long does a hardcover take to reach Ganja?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('E-mail address').fill('leyla@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
  await expect(page.getByText('How long does a hardcover take to reach Ganja?')).toBeVisible();
});

test('the newsletter form checks the address and subscribes', async ({ shop }) => {
  const { page } = shop;
  await shop.goto('/');
  const email = page.getByLabel('Your e-mail address');
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('parent@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you! We will write to parent@example.com.')).toBeVisible();
});
