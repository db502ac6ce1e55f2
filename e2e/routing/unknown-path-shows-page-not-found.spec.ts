import { expect, test } from '../fixtures';

test('an unknown path answers 404 and shows the translated Page not found page', async ({ shop }) => {
  const response = await shop.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(shop.heading).toHaveText('Page not found');
  await expect(shop.page).toHaveTitle('Page not found | Storybook Shop');
  await expect(shop.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(shop.header).toBeVisible();

  const russian = await shop.goto('/ru/no-such-page');
  expect(russian?.status()).toBe(404);
  await expect(shop.heading).toHaveText('Страница не найдена');
  expect(await shop.htmlLang()).toBe('ru');
});
