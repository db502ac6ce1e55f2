/**
 * The back office on a phone and on a laptop, as the team uses it: at 390 px no page scrolls sideways, the menu
 * opens as a drawer, tables are cards, and a note is written on an order; at 1366 px no table of the pages
 * built on ResponsiveTable is wider than its box and no cell's text is cut off.
 *
 * SHOTS_DIR=<folder> keeps every page at 390 and 1366 px for a person to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expect, test } from '../fixtures';
import { shot } from '../screenshots';

const ADMIN = { email: 'admin@storybook.test', password: 'Admin-pass-2026' };

/** Every section; the overview, orders and ambassadors lists have tables of their own (reports). */
const SECTIONS = [
  '',
  'orders',
  'ambassadors',
  'payouts',
  'referral-reviews',
  'content',
  'outbox',
  'jobs',
  'staff',
  'audit',
];
const FITTED = ['payouts', 'referral-reviews', 'content', 'outbox', 'jobs', 'staff', 'audit'];

/** The faults this layout answers for: one `main` landmark (the shell's), and text contrast. */
async function layoutFaults(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['landmark-no-duplicate-main', 'landmark-main-is-top-level', 'landmark-unique', 'color-contrast'])
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

async function settled(page: Page) {
  await expect(page.locator('.bo-content h1')).toBeVisible();
  await expect(page.locator('.bo-spin-spinning')).toHaveCount(0);
}

/** How far the page is wider than the screen (0 when it is not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** Tables wider than their box and cells whose text is cut off, described for the failure message. */
const clipped = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>(
      '.bo-content .bo-table-content, .bo-content .bo-table-body',
    )) {
      if (box.scrollWidth > box.clientWidth + 1) found.push(`table ${box.scrollWidth} > ${box.clientWidth}`);
    }
    for (const cell of document.querySelectorAll<HTMLElement>('.bo-content td.bo-table-cell')) {
      if (cell.classList.contains('bo-table-cell-ellipsis')) continue;
      if (cell.scrollWidth > cell.clientWidth + 1) found.push(`cell "${cell.textContent?.slice(0, 40)}"`);
    }
    return found;
  });

test('the back office works on a phone and fits a laptop', async ({ page }) => {
  test.setTimeout(180_000);
  const number = `SB-PHN1-${String(Date.now()).slice(-6)}`;
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  let orderId = '';
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into orders (order_number, access_token_hash, status, story_type, book_slug, version, child, full_name,
                           email, country_code, currency, price, paid_at)
       values ($1, md5($1), 'paid', 'ready', (select slug from books order by slug limit 1), 'pdf',
               '{"gender":"girl","name":"Lale","age":5,"storyLanguage":"az","illustrationStyle":"watercolor"}'::jsonb, 'Lale Həsənova-Məmmədova',
               $2, 'AZ', 'USD',
               '{"currency":"USD","basePrice":2999,"versionPrice":0,"shipping":0,"subtotal":2999,"discount":0,"total":2999,"totalAzn":0}'::jsonb,
               now())
       returning id`,
      [number, `${number.toLowerCase()}.a-rather-long-address@example.com`],
    );
    orderId = rows[0]?.id ?? '';
    // A payout waiting to be marked paid, with a long holder name and account: the row "Mark paid" was cut off in.
    await client.query(
      `with ambassador as (
         insert into brand_ambassadors (name, email, password_hash, phone, referral_code, status)
         values ('Aysel Məmmədova-Əliyeva', $1, 'x', '+994501234567', $2, 'active') returning id
       ), bank as (
         insert into bank_details (ambassador_id, payment_method, iban_masked, swift_bic, account_holder_name)
         select id, 'bank_transfer', 'AZ21 NABZ **** **** **** **** 1234', 'NABZAZ2XXXX', 'Aysel Məmmədova-Əliyeva'
         from ambassador returning id, ambassador_id
       )
       insert into reward_payouts (ambassador_id, bank_detail_id, amount, payment_method, status, processed_at)
       select ambassador_id, id, 12345, 'bank_transfer', 'processing', now() from bank`,
      [`${number.toLowerCase()}.payout@example.com`, `PHN${String(Date.now()).slice(-6)}`],
    );
  } finally {
    await client.end();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/backoffice');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await settled(page);

  await test.step('at 390 px the menu is a drawer', async () => {
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('.bo-sider')).toBeHidden();
    await menu.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await shot(page, 'backoffice-menu-390', { fullPage: false });
    await drawer.getByRole('link', { name: 'Payouts' }).click();
    await expect(page).toHaveURL(/\/backoffice\/payouts$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('at 390 px no page scrolls sideways, and tables are cards', async () => {
    for (const section of SECTIONS) {
      await page.goto(`/backoffice${section ? `/${section}` : ''}`);
      await settled(page);
      expect(await sidewaysScroll(page), `/backoffice/${section} at 390 px`).toBeLessThanOrEqual(0);
      await shot(page, `backoffice-${section || 'overview'}-390`);
    }
    await page.goto('/backoffice/audit');
    await settled(page);
    await expect(page.getByRole('list', { name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await layoutFaults(page)).toEqual([]);
    await expect(page.locator('.bo-content table')).toHaveCount(0);
  });

  await test.step('a note on the order, at 390 px', async () => {
    await page.goto(`/backoffice/orders/${orderId}`);
    await settled(page);
    await page.getByLabel('New note').fill('Parent called: the name is spelt Lalə, with a schwa.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Internal notes' });
    await expect(notes.getByText('Parent called: the name is spelt Lalə, with a schwa.')).toBeVisible();
    await expect(page.getByLabel('New note')).toHaveValue('');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shot(page, 'backoffice-order-390');

    await page.goto('/backoffice/audit');
    await settled(page);
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await shot(page, 'backoffice-audit-note-390');
    // The same entry in Russian: the sentence and the field names in the reader's language.
    await page.goto('/ru/backoffice/audit');
    await settled(page);
    await expect(page.getByText(`добавлена заметка к заказу ${number}`)).toBeVisible();
    await shot(page, 'backoffice-audit-ru-390');
  });

  await test.step('at 1366 px the sidebar is back and no column is cut off', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const section of FITTED) {
      await page.goto(`/backoffice/${section}`);
      await settled(page);
      if (section === 'payouts') await expect(page.getByRole('button', { name: 'Mark paid' }).first()).toBeVisible();
      await expect(page.locator('.bo-sider')).toBeVisible();
      expect(await sidewaysScroll(page), `/backoffice/${section} at 1366 px`).toBeLessThanOrEqual(0);
      expect(await clipped(page), `/backoffice/${section} at 1366 px`).toEqual([]);
      expect(await layoutFaults(page), `/backoffice/${section} at 1366 px`).toEqual([]);
      await shot(page, `backoffice-${section}-1366`);
    }
    await page.goto(`/backoffice/orders/${orderId}`);
    await settled(page);
    expect(await clipped(page)).toEqual([]);
    await shot(page, 'backoffice-order-1366');
  });
});
