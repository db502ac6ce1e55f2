/**
 * No serious or critical accessibility fault (axe-core, WCAG 2.2 A and AA) on any page a parent, an ambassador
 * or the team uses, in the four languages, on a 390 px phone and a 1366 px laptop. Each page is
 * opened once per language and checked at both widths (the viewport is resized; the shop's layout follows
 * by CSS and matchMedia alone). Besides axe's WCAG rules, every page has exactly one `main` landmark: a
 * nested second one (antd's Layout.Content inside the shell's main) is a best-practice rule axe leaves out
 * of the WCAG tags.
 *
 * A failure lists every fault as `<page> @<width>: <rule> (<impact>) <target> — <what to fix>`.
 * SHOTS_DIR=<folder> keeps the pages named in SHOT at both widths.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expect, hydrated, LOCALES, type Locale, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { shot } from '../screenshots';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
const ADMIN = { email: 'admin@storybook.test', password: 'Admin-pass-2026' };
const PASSWORD = 'storybooks for everyone';
/** Pages kept as screenshots with SHOTS_DIR (the ones this issue changed most). */
const SHOT = new Set(['en /', 'ru /dashboard', 'tr /backoffice']);
/** Nodes listed per rule and page: enough to find the fault, short enough to read. */
const NODES_SHOWN = 3;

const prefixed = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`);

// Each test opens dozens of pages; the machine's two cores are shared with the shop's server and its database.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/** Two frames: the layout and React have answered a resize. */
const settledFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** The serious and critical faults of the page as it is now, and a `main` landmark count other than one. */
async function faults(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  const mains = await page.locator('main, [role="main"]').count();
  if (mains !== 1) found.push(`${label}: ${mains} main landmarks (landmark-no-duplicate-main)`);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes.slice(0, NODES_SHOWN)) {
      const fix = node.failureSummary?.split('\n')[1]?.trim() ?? '';
      found.push(`${label}: ${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${fix}`);
    }
    const more = violation.nodes.length - NODES_SHOWN;
    if (more > 0) found.push(`${label}: ${violation.id} on ${more} more elements`);
  }
  return found;
}

/** Checks the open page at each width; `ready` waits for what the page shows at that width. */
async function checkWidths(page: Page, label: string, ready: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settledFrames(page);
    await ready();
    found.push(...(await faults(page, `${label} @${size.width}`)));
    if (SHOT.has(label)) await shot(page, `a11y-${label.replace(/\W+/g, '-')}-${size.width}`);
  }
  return found;
}

/** A page that loads its data in the browser: its heading is in, its requests answered, no spinner left. */
async function dataLoaded(page: Page, heading: string, busy: string) {
  await expect(page.locator(heading).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator(busy)).toHaveCount(0);
}

async function post(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) {
  const origin = new URL(url, test.info().project.use.baseURL).origin;
  const response = await request.post(url, { data, headers: { Origin: origin, ...headers } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

interface Seeded {
  order: { id: string; number: string; email: string };
  ambassador: { id: string; token: string };
  category: string;
}
let seeded: Seeded;

test.beforeAll(async ({ playwright, baseURL }) => {
  const stamp = String(Date.now()).slice(-6);
  const number = `SB-A11Y-${stamp}`;
  const email = `a11y-${stamp}@example.com`;
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  let orderId = '';
  let category = '';
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into orders (order_number, access_token_hash, status, story_type, book_slug, version, child, full_name,
                           email, country_code, currency, price, paid_at)
       values ($1, md5($1), 'paid', 'ready', (select slug from books order by slug limit 1), 'pdf',
               '{"gender":"girl","name":"Lale","age":5,"storyLanguage":"az","illustrationStyle":"watercolor"}'::jsonb,
               'Lale Həsənova', $2, 'AZ', 'USD',
               '{"currency":"USD","basePrice":2999,"versionPrice":0,"shipping":0,"subtotal":2999,"discount":0,"total":2999,"totalAzn":0}'::jsonb,
               now())
       returning id`,
      [number, email],
    );
    orderId = rows[0]?.id ?? '';
    const categories = await client.query<{ slug: string }>('select slug from categories order by slug limit 1');
    category = categories.rows[0]?.slug ?? '';
  } finally {
    await client.end();
  }

  const api = await playwright.request.newContext({ baseURL });
  const team = await playwright.request.newContext({ baseURL });
  try {
    const ambassadorEmail = `a11y-ambassador-${stamp}@example.com`;
    const applied = await post(api, '/api/v1/referrals/auth/sign_up', {
      brand_ambassador: {
        name: 'Günel Məmmədova',
        email: ambassadorEmail,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        country: 'AZ',
        phone: '+994 50 765 43 21',
        instagram: `https://instagram.com/a11y${stamp}`,
      },
    });
    const id = ((await applied.json()) as { brand_ambassador: { id: string } }).brand_ambassador.id;
    await post(team, '/api/v1/admin/auth/sign_in', ADMIN);
    await post(team, `/api/v1/admin/ambassadors/${id}/approve`, {});
    const signIn = await post(api, '/api/v1/referrals/auth/sign_in', {
      brand_ambassador: { email: ambassadorEmail, password: PASSWORD },
    });
    const token = signIn.headers().authorization?.replace(/^Bearer /, '') ?? '';
    await post(
      api,
      '/api/v1/referrals/bank_details',
      {
        bank_detail: {
          payment_method: 'bank_transfer',
          iban: 'DE89 3704 0044 0532 0130 00',
          swift_bic: 'COBADEFFXXX',
          account_holder_name: 'Günel Məmmədova',
        },
        current_password: PASSWORD,
      },
      { Authorization: `Bearer ${token}` },
    );
    seeded = { order: { id: orderId, number, email }, ambassador: { id, token }, category };
  } finally {
    await Promise.all([api.dispose(), team.dispose()]);
  }
});

/** The pages a visitor reads, rendered by the server; the tracking page shows the seeded order. */
const PUBLIC_PAGES = [
  '/',
  '/explore?category=',
  '/story/the-little-astronaut',
  '/faqs',
  '/page/about',
  '/contact',
  '/track-order',
  '/no-such-page',
  '/become-ambassador',
  '/auth/sign-in',
  '/auth/sign-up',
] as const;

for (const locale of LOCALES) {
  test(`the shop's public pages have no serious accessibility fault (${locale})`, async ({ page }) => {
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      const address = path.endsWith('category=') ? `${path}${seeded.category}` : path;
      const label = `${locale} ${address}`;
      await page.goto(prefixed(locale, address));
      await hydrated(page);
      if (path === '/track-order') {
        await page.locator('main input[name="order_number"]').fill(seeded.order.number);
        await page.locator('main input[type="email"]').fill(seeded.order.email);
        await page.locator('main form button[type="submit"]').click();
        await expect(page.getByRole('heading', { name: new RegExp(seeded.order.number) })).toBeVisible();
      }
      found.push(...(await checkWidths(page, label, async () => undefined)));
    }
    expect(found, 'serious or critical axe violations').toEqual([]);
  });
}

const DASHBOARD = ['', '/profile', '/referrals', '/rewards', '/payment-methods', '/payouts'];

test('the ambassador dashboard has no serious accessibility fault', async ({ page }) => {
  await page.addInitScript((token) => localStorage.setItem('auth_token', token), seeded.ambassador.token);
  const found: string[] = [];
  for (const locale of LOCALES) {
    for (const path of DASHBOARD) {
      const label = `${locale} /dashboard${path}`;
      await page.goto(prefixed(locale, `/dashboard${path}`));
      const ready = () => dataLoaded(page, 'main h1', 'main .amb-skeleton, main .amb-spin-spinning');
      await ready();
      found.push(...(await checkWidths(page, label, ready)));
    }
  }
  expect(found, 'serious or critical axe violations').toEqual([]);
});

for (const locale of LOCALES) {
  test(`the back office has no serious accessibility fault (${locale})`, async ({ page }) => {
    const found: string[] = [];
    const sections = [
      '',
      '/orders',
      `/orders/${seeded.order.id}`,
      '/ambassadors',
      `/ambassadors/${seeded.ambassador.id}`,
      '/payouts',
      '/content',
      '/audit',
    ];
    const ready = () => dataLoaded(page, '.bo-content h1, main h1', '.bo-spin-spinning, .bo-skeleton');
    await page.goto(prefixed(locale, '/backoffice'));
    await expect(page.locator('input[type="password"]')).toBeVisible({ timeout: 30_000 });
    found.push(...(await checkWidths(page, `${locale} /backoffice sign-in`, ready)));
    await post(page.request, '/api/v1/admin/auth/sign_in', ADMIN);
    for (const section of sections) {
      const label = `${locale} /backoffice${section}`;
      await page.goto(prefixed(locale, `/backoffice${section}`));
      await ready();
      found.push(...(await checkWidths(page, label, ready)));
    }
    expect(found, 'serious or critical axe violations').toEqual([]);
  });
}

test('the order wizard has no serious accessibility fault up to payment', async ({ page }) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  // Once through the wizard (photo and characters included); the order then allows every step, in any language.
  await new CheckoutWizard(page, 'en').fillWizard({
    child: 'Lale',
    book: 'the-little-astronaut',
    version: 'pdf',
    email: 'a11y-wizard@example.com',
  });
  for (const locale of LOCALES) {
    for (const step of ['child', 'photo', 'story', 'characters', 'version', 'contact', 'confirm']) {
      const label = `${locale} /create-story?step=${step}`;
      await page.goto(prefixed(locale, `/create-story?step=${step}`));
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(new RegExp(`step=${step}`));
      const ready = async () => {
        await expect(page.locator('main :is(h1, h2)').first()).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      };
      found.push(...(await checkWidths(page, label, ready)));
    }
  }
  expect(found, 'serious or critical axe violations').toEqual([]);
});
