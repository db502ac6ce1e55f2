/**
 * The overview's sales report and the orders list's filters and CSV, as the team uses them: three paid orders
 * (two of one catalogue book in two currencies, a custom story a month ago) go straight into the run's database;
 * the admin opens the overview, narrows the period to the last 7 days, filters the orders by the book and
 * downloads them as CSV. Other specs of the run pay for orders too, so figures are checked for these orders only.
 *
 * SHOTS_DIR=<folder> keeps the overview at 1366 and 390 px for a person to look at.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { e2eDatabaseUrl, expect, test } from '../fixtures';
import { shot } from '../screenshots';

const ADMIN = { email: 'admin@storybook.test', password: 'Admin-pass-2026' };
const price = (currency: string, total: number) =>
  JSON.stringify({
    currency,
    basePrice: total,
    versionPrice: 0,
    shipping: 0,
    subtotal: total,
    discount: 0,
    total,
    totalAzn: 0,
  });

test('the team reads the sales of a period, filters the orders by a book and downloads them', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const numbers = { usd: `SB-RPT1-${stamp}`, azn: `SB-RPT2-${stamp}`, custom: `SB-RPT3-${stamp}` };
  let book = { slug: '', name: '' };
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string; name: string }>(
      `select slug, name->>'en' as name from books order by popularity asc, slug limit 1`,
    );
    book = rows[0] ?? book;
    const insert = (number: string, values: { ready: boolean; currency: string; total: number; daysAgo: number }) =>
      client.query(
        `insert into orders (order_number, access_token_hash, status, story_type, book_slug, version, child, full_name,
                             email, country_code, currency, price, paid_at, created_at)
         values ($1, md5($1), 'paid', $2, $3, 'pdf', '{"gender":"girl","name":"Lale","age":5,"storyLanguage":"az"}'::jsonb,
                 'Lale Həsənova', $4, 'AZ', $5, $6::jsonb, now() - make_interval(days => $7), now() - make_interval(days => $7))`,
        [
          number,
          values.ready ? 'ready' : 'custom',
          values.ready ? book.slug : null,
          `${number.toLowerCase()}@example.com`,
          values.currency,
          price(values.currency, values.total),
          values.daysAgo,
        ],
      );
    await insert(numbers.usd, { ready: true, currency: 'USD', total: 2999, daysAgo: 1 });
    await insert(numbers.azn, { ready: true, currency: 'AZN', total: 4999, daysAgo: 2 });
    await insert(numbers.custom, { ready: false, currency: 'USD', total: 3999, daysAgo: 20 });
  } finally {
    await client.end();
  }
  expect(book.slug).not.toBe('');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/backoffice');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await test.step('the overview keeps its counters and shows the last 30 days', async () => {
    await expect(page.getByText('Applications to review')).toBeVisible();
    const books = page.getByRole('table', { name: 'Top books' });
    await expect(books.getByRole('row').filter({ hasText: book.name })).toBeVisible();
    await expect(books.getByRole('row').filter({ hasText: 'Custom story' })).toBeVisible();
    await expect(page.getByRole('img', { name: /revenue by day/ })).toBeVisible();
    await shot(page, 'backoffice-reports-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(books).toBeVisible();
    await shot(page, 'backoffice-reports-390');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await test.step('the last 7 days leave out the custom story paid 20 days ago', async () => {
    const answer = page.waitForResponse((response) => response.url().includes('/admin/reports?'));
    await page.getByText('Last 7 days').click();
    const report = await (await answer).json();
    await expect(page).toHaveURL(/period=7d/);
    expect(Date.parse(report.to) - Date.parse(report.from)).toBe(6 * 86_400_000);
    const books = page.getByRole('table', { name: 'Top books' });
    await expect(books.getByRole('row').filter({ hasText: book.name })).toBeVisible();
    // Another spec's custom story may have been paid this week; this one was not.
    expect(report.books.find((row: { book: string }) => row.book === book.slug).orders).toBeGreaterThanOrEqual(2);
  });

  await test.step('the orders list filters by the book, in the URL', async () => {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('combobox', { name: 'Any book' }).click();
    // antd's list of options is drawn for the eye (its role=option copies are hidden): the one match is picked with Enter.
    await page.getByRole('combobox', { name: 'Any book' }).fill(book.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`book=${book.slug}`));
    await expect(page.getByRole('row').filter({ hasText: numbers.usd })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: numbers.azn })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: numbers.custom })).toHaveCount(0);
    await shot(page, 'backoffice-orders-by-book-1366');
  });

  await test.step('the CSV holds the filtered orders, ready for a spreadsheet', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFForder_number,')).toBe(true);
    expect(csv).toContain(`${numbers.usd},`);
    expect(csv).toContain(',AZN,49.99,');
    expect(csv).not.toContain(numbers.custom);
  });

  await test.step('the report speaks Russian and Turkish', async () => {
    await page.goto('/ru/backoffice?period=7d');
    await expect(page.getByRole('heading', { name: 'Продажи' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Лучшие книги' })).toBeVisible();
    await shot(page, 'backoffice-reports-ru-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tr/backoffice?period=7d');
    await expect(page.getByRole('heading', { name: 'Satışlar' })).toBeVisible();
    await shot(page, 'backoffice-reports-tr-390');
  });
});
