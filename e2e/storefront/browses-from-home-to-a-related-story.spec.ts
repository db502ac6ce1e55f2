import { expect, test } from '../fixtures';

test('a visitor browses from home to a category, a story and on to a related story', async ({ shop }) => {
  const { page } = shop;
  await shop.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular stories' })).toBeVisible();
  await shop.header.getByRole('link', { name: 'Explore stories' }).click();
  await expect(shop.heading).toHaveText('Explore stories');
  await expect(page.getByText(/^Showing 1 to \d+ of 16 pages$/)).toBeVisible();

  await page.getByRole('link', { name: 'Bedtime' }).first().click();
  await expect(page).toHaveURL(/category=bedtime/);
  await expect(page.getByText('Showing 1 to 4 of 4 pages')).toBeVisible();
  await page
    .getByRole('link', { name: /Goodnight, Little Star/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/story\/goodnight-little-star$/);
  await expect(shop.heading).toHaveText(/Goodnight, Little Star/);
  await expect(page.getByRole('link', { name: 'Create this story' })).toHaveAttribute(
    'href',
    /\/create-story\?book=goodnight-little-star/,
  );

  // The seed's related stories of a bedtime book are the other bedtime books, most popular first.
  const related = page.getByRole('region', { name: 'You may also like' });
  await related.getByRole('link', { name: 'The Dream Train' }).click();
  await expect(page).toHaveURL(/\/story\/the-dream-train$/);
  await expect(shop.heading).toHaveText('The Dream Train');
  // A card near the bottom of one story leads to the top of the next, with its own related list.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(related.getByRole('link', { name: 'Goodnight, Little Star' })).toBeVisible();
});

test('an unknown story says so with noindex head tags', async ({ shop }) => {
  await shop.goto('/story/no-such-story');
  await expect(shop.page.getByText("The story you're looking for doesn't exist.")).toBeVisible();
  await expect(shop.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
