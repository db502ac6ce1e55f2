import type { Page } from '@playwright/test';
import { expect, LOCALES, type Locale, takenOver, test } from '../fixtures';

const PAGES = [
  '/',
  '/explore',
  '/story/the-little-astronaut',
  '/faqs',
  '/contact',
  '/track-order',
  '/become-ambassador',
  '/create-story',
];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const inLocale = (locale: Locale, path: string) =>
  locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

async function measure(page: Page) {
  return page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    header: document.querySelector('header.site-header')?.getBoundingClientRect().height ?? 0,
  }));
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const locale of LOCALES) {
    test(`no page is wider than the screen and the header stays one compact row (${locale})`, async ({ shop }) => {
      test.setTimeout(180_000); // eight pages, each rendered and loaded
      for (const path of PAGES) {
        const url = inLocale(locale, path);
        await shop.goto(url);
        // Widths are measured, not speed: the wizard renders in the browser and may take its time on a busy machine.
        await expect(shop.heading, url).toBeVisible({ timeout: 30_000 });
        await shop.page.waitForLoadState('load');
        const { width, header } = await measure(shop.page);
        expect.soft(width, `${url} is as wide as the screen`).toBeLessThanOrEqual(PHONE.width);
        expect.soft(header, `${url}: header height`).toBeLessThanOrEqual(96);
        // The shop's name never runs under the currency (a wide fallback font on a first visit wraps it instead).
        const brand = await shop.header
          .locator('.brand')
          .evaluate((element) => ({ content: element.scrollWidth, box: element.clientWidth }));
        expect.soft(brand.content, `${url}: the brand's name fits its place`).toBeLessThanOrEqual(brand.box + 1);
        // The links wait in the drawer; the row shows the brand, the language and the menu button.
        await expect.soft(shop.header.locator('.main-nav, .ambassador-nav').first(), url).toBeHidden();
      }
    });
  }

  test('the menu opens from the keyboard, keeps focus inside, closes on Escape, and its links navigate', async ({
    shop,
  }) => {
    const { page } = shop;
    await shop.goto('/ru');
    const button = shop.header.getByRole('button', { name: 'Меню', exact: true });
    const drawer = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await takenOver(button);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Отследить заказ' })).toBeInViewport();
    const focusInDrawer = () => drawer.evaluate((node) => node.contains(document.activeElement));
    expect(await focusInDrawer()).toBe(true);
    // Round the drawer more than once, both ways: focus never leaves it for the page behind.
    for (const key of [...Array(9).fill('Tab'), ...Array(9).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await focusInDrawer(), key).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The close button in the drawer does the same.
    await button.click();
    await drawer.getByRole('button', { name: 'Закрыть меню' }).click();
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await nav.getByRole('link', { name: 'Отследить заказ' }).click();
    await expect(page).toHaveURL(/\/ru\/track-order$/);
    await expect(shop.heading).toHaveText('Отследить заказ');
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the language button lists the languages by name and keeps the page', async ({ shop }) => {
    const { page } = shop;
    await shop.goto('/faqs');
    const button = shop.header.getByRole('button', { name: 'Language: EN' });
    await takenOver(button);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('navigation', { name: 'Language' });
    await expect(list.getByText('Azərbaycanca')).toBeVisible();
    await list.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/tr\/faqs$/);
    await expect(shop.header.getByRole('button', { name: 'Dil: TR' })).toBeVisible();
    await expect(list).toBeHidden();
  });

  test('without JavaScript the menu still opens from the HTML and its links lead on', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/az');
    await page.getByRole('button', { name: 'Menyu' }).click();
    const nav = page.getByRole('navigation', { name: 'Əsas menyu' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Sual-cavab' }).click();
    await expect(page).toHaveURL(/\/az\/faqs$/);
    await expect(page.locator('main h1')).toHaveText('Tez-tez verilən suallar');
    await context.close();
  });
});

test.describe('on a 1366 px desktop', () => {
  test.use({ viewport: DESKTOP });

  for (const path of ['/', '/become-ambassador', '/create-story']) {
    test(`the header of ${path} is one row of the same height in every language`, async ({ shop }) => {
      test.setTimeout(120_000); // four pages, the wizard rendered in the browser
      const heights = new Map<string, number>();
      for (const locale of LOCALES) {
        const url = inLocale(locale, path);
        await shop.goto(url);
        await expect(shop.heading, url).toBeVisible({ timeout: 30_000 });
        await expect(shop.header.getByRole('button', { name: /^(Menu|Меню|Menü|Menyu)$/ })).toBeHidden();
        const { width, header } = await measure(shop.page);
        expect.soft(width, url).toBeLessThanOrEqual(DESKTOP.width);
        heights.set(url, header);
      }
      const seen = JSON.stringify([...heights]);
      expect(Math.max(...heights.values()), seen).toBeLessThanOrEqual(80);
      expect(new Set(heights.values()).size, seen).toBe(1);
    });
  }

  test('the links and the four languages are in the row itself', async ({ shop }) => {
    await shop.goto('/tr');
    await expect(shop.header.getByRole('link', { name: 'Hikâyeler' })).toBeVisible();
    await expect(shop.header.getByRole('link', { name: 'Hikâye oluşturun' })).toBeVisible();
    await expect(shop.languageSwitcher.getByRole('link', { name: 'Azərbaycanca' })).toBeVisible();
  });
});
