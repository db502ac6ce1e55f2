/**
 * The ambassador portal on a 390 × 844 phone: every page fits the screen (no sideways scroll), the lists are
 * cards, and the dashboard's navigation is a Menu button opening a drawer. The back office stays within a
 * 1024 px screen (its tables scroll inside their own box). The data is made through the API as a visitor and
 * the team would make it: an ambassador applies, the admin approves, another applicant arrives through the
 * ambassador's link (a referral), and the ambassador saves a bank account and a card.
 *
 * SHOTS_DIR=<folder> keeps screenshots of the referrals and payment-methods pages (en and az) to look at.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Locale, test } from '../fixtures';
import { shot } from '../screenshots';

const PHONE = { width: 390, height: 844 };
// Each test opens several pages of a portal built with antd, on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });
const ADMIN = { email: 'admin@storybook.test', password: 'Admin-pass-2026' };
const PASSWORD = 'storybooks for everyone';

/** The dashboard's pages and the portal's words for them (remotes/ambassador/src/messages), as a reader sees them. */
const PAGES = ['', '/profile', '/referrals', '/rewards', '/payment-methods', '/payouts'] as const;
type DashboardPage = (typeof PAGES)[number];
const WORDS = {
  en: {
    menu: 'Menu',
    nav: 'Ambassador dashboard',
    titles: ['Dashboard', 'Profile', 'Referrals', 'Rewards', 'Payment Methods', 'Payouts'],
    country: 'Azerbaijan',
  },
  ru: {
    menu: 'Меню',
    nav: 'Кабинет амбассадора',
    titles: ['Обзор', 'Профиль', 'Рефералы', 'Вознаграждения', 'Способы выплаты', 'Выплаты'],
    country: 'Азербайджан',
  },
  az: {
    menu: 'Menyu',
    nav: 'Brend səfirinin paneli',
    titles: ['Panel', 'Profil', 'Dəvətlər', 'Mükafatlar', 'Ödəniş üsulları', 'Ödənişlər'],
    country: 'Azərbaycan',
  },
} as const satisfies Partial<Record<Locale, { menu: string; nav: string; titles: readonly string[]; country: string }>>;
type Worded = keyof typeof WORDS;

const prefixed = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`);
const title = (locale: Worded, path: DashboardPage) => WORDS[locale].titles[PAGES.indexOf(path)] ?? '';

interface Seeded {
  token: string;
  recruit: string;
}

let seeded: Seeded;

async function post(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) {
  const origin = new URL(url, test.info().project.use.baseURL).origin;
  const response = await request.post(url, { data, headers: { Origin: origin, ...headers } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

async function apply(request: APIRequestContext, name: string, email: string): Promise<string> {
  const response = await post(request, '/api/v1/referrals/auth/sign_up', {
    brand_ambassador: {
      name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      // An ISO code: the sign-up form's select sends one (shared/src/validation/countries.ts).
      country: 'AZ',
      phone: '+994 50 765 43 21',
      instagram: `https://instagram.com/${email.split('@')[0]}`,
    },
  });
  return ((await response.json()) as { brand_ambassador: { id: string } }).brand_ambassador.id;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const stamp = Date.now();
  const api = await playwright.request.newContext({ baseURL });
  const team = await playwright.request.newContext({ baseURL });
  const recruitContext = await playwright.request.newContext({ baseURL });
  try {
    const email = `gunel-${stamp}@example.com`;
    const id = await apply(api, 'Günel Məmmədova-Əlizadə', email);
    await post(team, '/api/v1/admin/auth/sign_in', ADMIN);
    await post(team, `/api/v1/admin/ambassadors/${id}/approve`, {});

    const signIn = await post(api, '/api/v1/referrals/auth/sign_in', {
      brand_ambassador: { email, password: PASSWORD },
    });
    const token = signIn.headers().authorization?.replace(/^Bearer /, '') ?? '';
    const me = (await signIn.json()) as { brand_ambassador: { referral_code: string } };
    const bearer = { Authorization: `Bearer ${token}` };
    await post(
      api,
      '/api/v1/referrals/bank_details',
      {
        bank_detail: {
          payment_method: 'bank_transfer',
          iban: 'DE89 3704 0044 0532 0130 00',
          swift_bic: 'COBADEFFXXX',
          account_holder_name: 'Günel Məmmədova-Əlizadə',
        },
        current_password: PASSWORD,
      },
      bearer,
    );
    await post(
      api,
      '/api/v1/referrals/bank_details',
      {
        bank_detail: {
          payment_method: 'card',
          account_number: '4242 4242 4242 4242',
          account_holder_name: 'Günel Məmmədova-Əlizadə',
        },
        current_password: PASSWORD,
      },
      bearer,
    );

    // Another applicant follows the ambassador's link first: a referral of the ambassador's.
    const recruit = `Səbinə Hüseynova-${stamp}`;
    await post(recruitContext, '/api/v1/referrals/visits', { referral_code: me.brand_ambassador.referral_code });
    await apply(recruitContext, recruit, `sabina-${stamp}@example.com`);
    seeded = { token, recruit };
  } finally {
    await Promise.all([api.dispose(), team.dispose(), recruitContext.dispose()]);
  }
});

/** The page's own width: more than the screen's means the visitor can scroll it sideways. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function signedIn(page: Page) {
  await page.addInitScript((token) => localStorage.setItem('auth_token', token), seeded.token);
}

/** Opens a dashboard page and waits until its data has arrived (no skeleton or spinner left). */
async function openDashboard(page: Page, locale: Worded, path: DashboardPage) {
  await page.goto(prefixed(locale, `/dashboard${path}`));
  // The first page of a test loads the portal's chunks on a busy two-core machine: more than expect's 10 s.
  await expect(page.locator('main h1')).toHaveText(title(locale, path), { timeout: 30_000 });
  const ready = {
    '': page.locator('.ap-stats'),
    '/profile': page.locator('form#profile'),
    '/referrals': page.getByText(seeded.recruit),
    '/rewards': page.locator('main .amb-empty'),
    '/payment-methods': page.getByText('DE•• •••• 3000'),
    '/payouts': page.locator('main .amb-empty'),
  }[path];
  await expect(ready).toBeVisible();
  await expect(page.locator('main .amb-skeleton, main .amb-spin-spinning')).toHaveCount(0);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const locale of ['en', 'ru', 'az'] as const) {
    test(`every dashboard page fits the screen, its lists as cards (${locale})`, async ({ page }) => {
      await signedIn(page);
      for (const path of PAGES) {
        await openDashboard(page, locale, path);
        expect(await pageWidth(page), `${locale} /dashboard${path}`).toBeLessThanOrEqual(PHONE.width);
        // The lists are cards, not tables.
        await expect(page.locator('main .amb-table-wrapper')).toHaveCount(0);
        if (path === '/referrals') {
          await expect(page.getByRole('list', { name: title(locale, path) }).getByRole('listitem')).toHaveCount(1);
          await shot(page, `referrals-390-${locale}`);
        }
        if (path === '/profile') {
          // The country is stored as AZ and named in the page's language.
          await expect(page.locator('form#profile .amb-select-content')).toHaveText(WORDS[locale].country);
        }
        if (path === '/payment-methods') {
          await expect(page.locator('.ap-cards > li')).toHaveCount(2);
          await shot(page, `payment-methods-390-${locale}`);
        }
      }
    });
  }

  for (const locale of ['en', 'ru'] as const) {
    test(`the programme's landing, sign-in and sign-up pages fit the screen (${locale})`, async ({ page }) => {
      for (const path of ['/become-ambassador', '/auth/sign-in', '/auth/sign-up', '/auth/sign-up-success']) {
        await page.goto(prefixed(locale, path));
        await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
        if (path === '/auth/sign-up') await expect(page.locator('form#sign-up')).toBeVisible();
        expect(await pageWidth(page), `${locale} ${path}`).toBeLessThanOrEqual(PHONE.width);
      }
    });
  }

  test('the dashboard menu is a button that opens a drawer with the navigation, by keyboard too', async ({ page }) => {
    await signedIn(page);
    await openDashboard(page, 'en', '/rewards');
    const menu = page.getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('dialog', { name: 'Ambassador dashboard' });
    // The shell's stacked sidebar gives way to the button.
    await expect(page.locator('.dashboard-sidebar')).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens it, Tab moves through it, a focused link shows it, Escape closes it and gives
    // the focus back to the button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = drawer.getByRole('navigation', { name: 'Ambassador dashboard' });
    await expect(nav.getByRole('link')).toHaveText(WORDS.en.titles);
    await expect(nav.getByRole('link', { name: 'Rewards' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    // The focus is in the drawer (antd focuses its frame); Tab goes to the close button, then the first link.
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    const first = nav.getByRole('link', { name: 'Dashboard' });
    await expect(first).toBeFocused();
    expect(await first.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // A link goes to its page and closes the drawer.
    await menu.click();
    await drawer.getByRole('link', { name: 'Referrals' }).click();
    await expect(page).toHaveURL(/\/dashboard\/referrals$/);
    await expect(page.locator('main h1')).toHaveText('Referrals');
    await expect(drawer).toBeHidden();
    await expect(page.getByText(seeded.recruit)).toBeVisible();
  });

  test('in Russian, the drawer speaks Russian and leads to the payment methods', async ({ page }) => {
    await signedIn(page);
    await openDashboard(page, 'ru', '');
    await page.getByRole('button', { name: WORDS.ru.menu }).click();
    const nav = page.getByRole('dialog').getByRole('navigation', { name: WORDS.ru.nav });
    await expect(nav.getByRole('link')).toHaveText(WORDS.ru.titles);
    await nav.getByRole('link', { name: 'Способы выплаты' }).click();
    await expect(page).toHaveURL(/\/ru\/dashboard\/payment-methods$/);
    await expect(page.getByText('DE•• •••• 3000')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});

test('on a wide screen the dashboard keeps the sidebar and its tables', async ({ page }) => {
  await signedIn(page);
  await openDashboard(page, 'en', '/payment-methods');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Ambassador dashboard' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'DE•• •••• 3000' })).toContainText('COBADEFFXXX');
});

test.describe('the back office on a 1024 px screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('every section fits the screen; wide tables scroll inside their box', async ({ page }) => {
    await page.goto('/backoffice');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu).toBeVisible();
    const sections = [
      'Overview',
      'Orders',
      'Ambassadors',
      'Payouts',
      'Content',
      'Outbox',
      'Jobs',
      'Staff',
      'Audit log',
    ];
    for (const section of sections) {
      await menu.getByRole('link', { name: section, exact: true }).click();
      await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('main .bo-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
      expect(await pageWidth(page), section).toBeLessThanOrEqual(1024);
    }
    // An ambassador's page: details and the lists of referrals, rewards and payouts.
    await menu.getByRole('link', { name: 'Ambassadors', exact: true }).click();
    await page.getByRole('row').filter({ hasText: seeded.recruit }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: seeded.recruit })).toBeVisible();
    expect(await pageWidth(page), 'ambassador page').toBeLessThanOrEqual(1024);
  });
});
