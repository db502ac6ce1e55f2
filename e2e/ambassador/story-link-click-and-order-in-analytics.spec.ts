/**
 * Click analytics end to end: an approved ambassador shares a story (not the referral landing) on Instagram,
 * `/story/the-little-astronaut?ref=CODE&src=instagram`; a friend opens it, creates that book and pays; the
 * ambassador's dashboard then shows the click and the order, in the chart's totals and by source and landing page.
 * The ambassador and the team are made through the API as they would be (apply, the admin approves, sign in).
 *
 * SHOTS_DIR=<folder> keeps the dashboard at 390 px and 1366 px to look at.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';
import { shot } from '../screenshots';

const ADMIN = { email: 'admin@storybook.test', password: 'Admin-pass-2026' };
const PASSWORD = 'storybooks for everyone';
const STORY = 'the-little-astronaut';

async function post(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) {
  const origin = new URL(url, test.info().project.use.baseURL).origin;
  const response = await request.post(url, { data, headers: { Origin: origin, ...headers } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

test('a story shared with ?ref= and ?src=instagram: the friend’s click and order show in the dashboard', async ({
  playwright,
  browser,
  baseURL,
  page,
}) => {
  // An approval, a whole purchase with character generation and a dashboard with its chart chunk.
  test.setTimeout(300_000);
  const stamp = Date.now();
  const { token, code } = await test.step('an ambassador applies and is approved', async () => {
    const api = await playwright.request.newContext({ baseURL });
    const team = await playwright.request.newContext({ baseURL });
    try {
      const email = `nigar-${stamp}@example.com`;
      const applied = await post(api, '/api/v1/referrals/auth/sign_up', {
        brand_ambassador: {
          name: 'Nigar Əliyeva',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          country: 'AZ',
          phone: '+994 50 555 12 34',
          instagram: `https://instagram.com/nigar${stamp}`,
        },
      });
      const { id } = ((await applied.json()) as { brand_ambassador: { id: string } }).brand_ambassador;
      await post(team, '/api/v1/admin/auth/sign_in', ADMIN);
      await post(team, `/api/v1/admin/ambassadors/${id}/approve`, {});
      const signIn = await post(api, '/api/v1/referrals/auth/sign_in', {
        brand_ambassador: { email, password: PASSWORD },
      });
      const me = (await signIn.json()) as { brand_ambassador: { referral_code: string } };
      return {
        token: signIn.headers().authorization?.replace(/^Bearer /, '') ?? '',
        code: me.brand_ambassador.referral_code,
      };
    } finally {
      await Promise.all([api.dispose(), team.dispose()]);
    }
  });

  await test.step('a friend opens the shared story, creates that book and pays', async () => {
    const friend = await browser.newContext({ baseURL });
    try {
      const buyer = await friend.newPage();
      const opened = await buyer.goto(`/story/${STORY}?ref=${code}&src=instagram`);
      expect(opened?.status()).toBe(200);
      // The story page, credited like the landing: the referral cookie is the friend's now.
      expect((await friend.cookies()).find((cookie) => cookie.name === 'shop_ref')?.value).toBe(code);
      const wizard = new CheckoutWizard(buyer);
      const order = { child: 'Ayan', version: 'pdf', email: `friend-${stamp}@example.com`, book: STORY } as const;
      await wizard.fillWizard(order);
      await wizard.pay();
      await new PaymentGateway(buyer).pay(CARDS.success);
      await new OrderSuccessPage(buyer).expectPaid(order);
    } finally {
      await friend.close();
    }
  });

  await page.addInitScript((saved) => localStorage.setItem('auth_token', saved), token);
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`the dashboard at ${viewport.width} px shows the click and the order`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      // The first load of the portal's chunks and the chart's own on a busy two-core machine.
      const panel = page.locator('.ap-analytics');
      await expect(panel.getByTestId('analytics-chart')).toBeVisible({ timeout: 30_000 });
      const total = (label: string) => panel.locator('.ap-analytics__totals > li').filter({ hasText: label });
      await expect(total('Clicks')).toContainText(/Clicks\s*1$/);
      await expect(total('Orders')).toContainText(/Orders\s*1$/);
      await expect(total('Conversion')).toContainText('100%');
      // By source and by landing page: a table on a wide screen, a card per row on a phone.
      const split = (heading: string) =>
        panel.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 3 }) });
      await expect(split('By source')).toContainText(/instagram\s*(Clicks)?\s*1\s*(Orders)?\s*1/);
      await expect(split('By landing page')).toContainText(`/story/${STORY}`);
      // The chart has a bar for today's click.
      await expect(panel.locator('.recharts-bar-rectangle path, .recharts-bar-rectangle rect').first()).toBeVisible();
      await expect(page.locator('[data-stat="referredOrders"]')).toContainText(/Referred orders\s*1/);
      await expect(page.locator('main .amb-skeleton')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `dashboard-${viewport.width}`);
    });
  }
});
