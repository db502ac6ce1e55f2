import { expect, test } from '../fixtures';

test('switching language keeps the path and re-renders remote content', async ({ shop }) => {
  await shop.goto('/explore');
  await expect(shop.heading).toHaveText('Explore stories');
  await expect(shop.page.getByRole('link', { name: 'Adventure' })).toBeVisible();

  await shop.languageSwitcher.getByRole('link', { name: 'Русский' }).click();
  await expect(shop.page).toHaveURL(/\/ru\/explore$/);
  await expect(shop.heading).toHaveText('Все сказки');
  // Categories come from the API in the new language (Accept-Language), not from a cache.
  await expect(shop.page.getByRole('link', { name: 'Приключения' })).toBeVisible();
  expect(await shop.htmlLang()).toBe('ru');

  await shop.languageSwitcher.getByRole('link', { name: 'Azərbaycanca' }).click();
  await expect(shop.page).toHaveURL(/\/az\/explore$/);
  await expect(shop.page.getByRole('link', { name: 'Macəra' })).toBeVisible();

  // The choice is remembered: an unprefixed English path now leads to the chosen language.
  await shop.goto('/faqs');
  await expect(shop.page).toHaveURL(/\/az\/faqs$/);
  await shop.languageSwitcher.getByRole('link', { name: 'English' }).click();
  await expect(shop.page).toHaveURL(/\/faqs$/);
  await expect(shop.heading).toHaveText('Frequently asked questions');
});
