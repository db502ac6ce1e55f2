import { type Browser, type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { type Locale, OFFERED_LOCALES } from '@shop/shared/i18n/catalogue';
import { ROUTES, type RouteSpec } from '@shop/shared/routes';
import { embeddedAppRole, embeddedDatabaseUrl } from '../server/src/db/embedded';

/** Every language the shop offers: each flow that differs by language is walked in all of them. */
export const LOCALES = OFFERED_LOCALES;
export type { Locale };
export const SITE_NAME = 'Storybook Shop';

/** A concrete path for a route pattern, e.g. '/story/:slug' → '/story/the-little-astronaut' (a real book: an unknown one is a 404). */
export function samplePath(route: RouteSpec, locale: Locale = 'en'): string {
  const path = route.path
    .replace(':slug', route.id === 'page' ? 'about' : 'the-little-astronaut')
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

/** Waits until React has hydrated `element`: React marks the nodes it took over with its props, the one sign of it. */
export async function takenOver(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Waits until React has taken over the server's HTML: the page's heading (on a page without one in its HTML, the
 * shell's root, once the heading or the fallback is there). A parent may act sooner, and the shop keeps what they
 * typed and sent (a spec holds the JavaScript back to show it); the other specs act on the page once it is taken
 * over, so a busy CI machine cannot race them into clicking a button that does nothing yet.
 */
export async function hydrated(page: Page): Promise<void> {
  const heading = page.locator('main h1').first();
  if ((await heading.count()) > 0) return takenOver(heading);
  // A page the browser renders (the wizard, the dashboards) has no heading in its HTML: it comes with its remote,
  // which on a busy CI machine took longer than an assertion's wait (playwright.config.ts). Every page has one
  // (<Page>), or the shell's fallback when its remote is down; the spec then asserts which.
  await expect(heading.or(page.locator('.remote-fallback')).first()).toBeAttached({ timeout: 30_000 });
  await takenOver(page.locator('#root > *').first());
}

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

  /**
   * Opens a page and, unless told otherwise, waits until React has taken it over (`hydrated`). A spec about
   * what happens before that passes `{ hydrated: false }`.
   */
  async goto(path: string, { hydrated: taken = true }: { hydrated?: boolean } = {}) {
    const response = await this.page.goto(path);
    if (taken) await hydrated(this.page);
    return response;
  }

  async htmlLang() {
    return this.page.locator('html').getAttribute('lang');
  }
}

/** What a page's Content-Security-Policy blocked, as the page's `securitypolicyviolation` event tells it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/**
 * Reports every CSP violation of every page and frame of `context` into `found`, as it happens (a page that
 * navigates away keeps what it reported).
 */
async function watchCsp(context: BrowserContext, found: CspViolation[]): Promise<void> {
  await context.exposeBinding('__shopCspViolation', (_source, violation: CspViolation) => {
    found.push(violation);
  });
  await context.addInitScript(() => {
    const binding = window as unknown as { __shopCspViolation: (violation: CspViolation) => Promise<void> };
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void binding.__shopCspViolation({
          page: location.href,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          sample: event.sample,
        }),
      true,
    );
  });
}

export const test = base.extend<{ shop: ShopPage; cspViolations: CspViolation[] }>({
  /**
   * Automatic: a test fails when anything it did broke the pages' Content-Security-Policy (a script,
   * style, picture or request the policy does not allow), in the test's own page and in every context the
   * test opens from `browser` (another visitor's session).
   */
  cspViolations: [
    async ({ context, browser }, use) => {
      const found: CspViolation[] = [];
      await watchCsp(context, found);
      // Contexts a test makes itself (browser.newContext, and browser.newPage which goes through it).
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (options) => {
        const created = await newContext(options);
        await watchCsp(created, found);
        return created;
      };
      browser.newContext = patched;
      try {
        await use(found);
      } finally {
        browser.newContext = newContext;
      }
      expect(found, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  shop: async ({ page }, use) => {
    await use(new ShopPage(page));
  },
});

export { expect, ROUTES };

/**
 * The URL of this run's database (the e2e server's embedded PostgreSQL), for the team's commands that a spec runs:
 * the app's role with the password the server generated into the run's data folder.
 */
export async function e2eDatabaseUrl(): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by e2e/playwright.config.ts');
  return embeddedDatabaseUrl(Number(process.env.E2E_PG_PORT ?? '54339'), 'shop', await embeddedAppRole(dataDir));
}
