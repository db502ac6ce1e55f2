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

test('what a parent types and sends before the page has taken over is kept and sent', async ({ shop }) => {
  const { page } = shop;
  // The storefront's JavaScript is held back, as on a slow phone, until the form is filled in and sent.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/remotes\/storefront\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await shop.goto('/contact', { hydrated: false });
  await page.getByLabel('Full name').fill('Murad Aliyev');
  await page.getByLabel('E-mail address').fill('murad@example.com');
  await page.getByLabel('Subject').fill('Before the page was ready');
  await page.getByLabel('Message').fill('Typed while the page was still loading.');
  await page.getByRole('button', { name: 'Send message' }).click();
  // Not sent by the browser itself (a GET of the page with the words in its address).
  expect(page.url()).not.toContain('?');
  release();
  await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
  await expect(page.getByText('Typed while the page was still loading.')).toBeVisible();
  await expect(page.getByText('Murad Aliyev')).toBeVisible();
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
