import { expect, test } from '../fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's first paint already shows the hero and the story's cover", async ({ page }) => {
    await page.goto('/tr');
    const prepaint = page.locator('#prepaint');
    await expect(prepaint.locator('.sf-hero__title')).toHaveText(/kahraman/);
    await expect(prepaint.locator('img.sf-hero__picture')).toHaveJSProperty('complete', true);
    await page.goto('/story/the-little-astronaut');
    await expect(prepaint.locator('.sf-story__title')).toHaveText('The Little Astronaut');
    await expect(prepaint.locator('img.sf-gallery__main')).toHaveJSProperty('naturalWidth', 600);
  });
});

test('the React page replaces the first paint, and only one header, main and h1 remain', async ({ shop }) => {
  const { page } = shop;
  for (const path of ['/', '/az/story/the-little-astronaut']) {
    await shop.goto(path);
    await expect(page.locator('#prepaint')).toHaveCount(0);
    await expect(shop.heading).toBeVisible();
    await expect(page.locator('header')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
  }
  // The page under the first paint is the live one: its links work.
  await shop.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Create your story' }).click();
  await expect(page).toHaveURL(/\/create-story$/);
});
