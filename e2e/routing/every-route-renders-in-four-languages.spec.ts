import { expect, LOCALES, type Locale, ROUTES, routeById, SITE_NAME, samplePath, test } from '../fixtures';

// An anonymous visitor of any dashboard page lands on the same sign-in page (a route of its own here), so
// each dashboard route is walked in one language, the four shared out between them.
const dashboards = ROUTES.filter((route) => route.path.startsWith('/dashboard'));
const localesOf = (route: (typeof ROUTES)[number]): readonly Locale[] =>
  route.path.startsWith('/dashboard') ? [LOCALES[dashboards.indexOf(route) % LOCALES.length] ?? 'en'] : LOCALES;

// A referral landing needs a real ambassador's code (the ambassador journeys open one); any other code is the 404
// page, checked below.
for (const route of ROUTES.filter((candidate) => candidate.id !== 'referral')) {
  const locales = localesOf(route);
  const languages = locales.length === 1 ? `in ${locales[0]}` : 'in every language';
  test(`${route.path} renders through the ${route.remote} remote ${languages}`, async ({ shop }) => {
    const titles = new Map<string, string>();
    for (const locale of locales) {
      const path = samplePath(route, locale);
      // The dashboard is for signed-in ambassadors; a visitor without a session lands on sign-in.
      const landing = route.path.startsWith('/dashboard')
        ? `${locale === 'en' ? '' : `/${locale}`}/auth/sign-in`
        : path;
      await test.step(path, async () => {
        const response = await shop.goto(path);
        // The wizard names its first step in the address (?step=child), for the browser's Back and Forward.
        const step = route.path === '/create-story' ? '(\\?step=child)?' : '';
        await expect(shop.page).toHaveURL(new RegExp(`${landing}${step}$`));
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
    for (const locale of locales.filter((code) => code !== 'en' && titles.has('en'))) {
      expect(titles.get(locale), `${route.id} title in ${locale}`).not.toBe(titles.get('en'));
    }
  });
}

test('an unknown referral code is the not-found page, in every language', async ({ shop }) => {
  for (const locale of LOCALES) {
    // FRIEND10 is nobody's code.
    const path = samplePath(routeById('referral'), locale);
    const response = await shop.goto(path);
    expect(response?.status(), `${path} status`).toBe(404);
    await expect(shop.heading, `${path} heading`).toBeVisible();
    expect(await shop.htmlLang()).toBe(locale);
  }
});
