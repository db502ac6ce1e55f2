import { expect, LOCALES, ROUTES, SITE_NAME, samplePath, test } from '../fixtures';

for (const route of ROUTES) {
  test(`${route.path} renders through the ${route.remote} remote in every language`, async ({ shop }) => {
    const titles = new Map<string, string>();
    for (const locale of LOCALES) {
      const path = samplePath(route, locale);
      // The dashboard is for signed-in ambassadors; a visitor without a session lands on sign-in.
      const landing = route.path.startsWith('/dashboard')
        ? `${locale === 'en' ? '' : `/${locale}`}/auth/sign-in`
        : path;
      await test.step(path, async () => {
        const response = await shop.goto(path);
        await expect(shop.page).toHaveURL(new RegExp(`${landing}$`));
        expect(response?.status(), `${path} status`).toBe(200);
        await expect(shop.heading, `${path} heading`).toBeVisible();
        await expect(shop.fallback).toHaveCount(0);
        expect(await shop.htmlLang()).toBe(locale);
        await expect(shop.page).toHaveTitle(new RegExp(`^.+ \\| ${SITE_NAME}$`));
        titles.set(locale, await shop.page.title());
        await expect(shop.page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${landing}$`));
        await expect(shop.page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5);
      });
    }
    // A translated page has a translated title.
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      expect(titles.get(locale), `${route.id} title in ${locale}`).not.toBe(titles.get('en'));
    }
  });
}
