import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { ROUTES, type RouteSpec } from '../shell/src/routes/table';

export const LOCALES = ['en', 'ru', 'tr', 'az'] as const;
export type Locale = (typeof LOCALES)[number];
export const SITE_NAME = 'Storybook Shop';

/** A concrete path for a route pattern, e.g. '/story/:slug' → '/story/the-brave-little-star'. */
export function samplePath(route: RouteSpec, locale: Locale = 'en'): string {
  const path = route.path
    .replace(':slug', route.id === 'page' ? 'about' : 'the-brave-little-star')
    .replace(':referralCode', 'FRIEND10')
    .replace('/*', '');
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export const routeById = (id: string) => {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
};

/** The shop as a visitor sees it: the shell's frame and whatever page a remote renders in it. */
export class ShopPage {
  readonly header: Locator;
  readonly footer: Locator;
  readonly heading: Locator;
  readonly fallback: Locator;
  readonly languageSwitcher: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header.site-header');
    this.footer = page.locator('footer.site-footer');
    this.heading = page.locator('main h1').first();
    this.fallback = page.locator('.remote-fallback');
    this.languageSwitcher = page.locator('nav.language-switcher');
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    return response;
  }

  async htmlLang() {
    return this.page.locator('html').getAttribute('lang');
  }
}

export const test = base.extend<{ shop: ShopPage }>({
  shop: async ({ page }, use) => {
    await use(new ShopPage(page));
  },
});

export { expect, ROUTES };
