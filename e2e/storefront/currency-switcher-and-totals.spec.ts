import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';

const NBSP = '\u00a0';
/** Amounts as Azerbaijani and Russian write them: '1.746,99 ₼', '3 616,99 ₽' (no-break spaces). */
const AZ_MANAT = new RegExp(`^\\d{1,3}(\\.\\d{3})*,\\d\\d${NBSP}₼$`);
const RU_ROUBLES = new RegExp(`^\\d{1,3}(${NBSP}\\d{3})*,\\d\\d${NBSP}₽$`);
const RU_MANAT = new RegExp(`^\\d{1,3}(${NBSP}\\d{3})*,\\d\\d${NBSP}₼$`);

/** What a written amount is in minor units: its digits ('1.746,99 ₼' → 174699). */
const minor = (text: string) => Number(text.replace(/\D/g, ''));

/** The amount written after the term `label` of a price list (dt → dd). */
const amountAfter = (list: Locator, label: string) =>
  list.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

interface Words {
  title: string;
  price: string;
  shipping: string;
  included: string;
  total: string;
  totalAzn: string;
}

const STORY_WORDS: Record<'az' | 'ru', Words> = {
  az: {
    title: 'Versiyalar və qiymətlər',
    price: 'Qiymət',
    shipping: 'Çatdırılma',
    included: 'daxildir',
    total: 'Cəmi',
    totalAzn: 'AZN ilə cəmi',
  },
  ru: {
    title: 'Форматы и цены',
    price: 'Цена',
    shipping: 'Доставка',
    included: 'включена',
    total: 'Итого',
    totalAzn: 'Итого в AZN',
  },
};

/**
 * Every version on the story page: its total is its price plus its shipping as written, each amount written the
 * page language's way. Answers the totals by version heading.
 */
async function storyTotals(page: Page, locale: 'az' | 'ru', format: RegExp): Promise<Map<string, number>> {
  const words = STORY_WORDS[locale];
  const prices = page.getByRole('region', { name: words.title });
  const items = prices.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const totals = new Map<string, number>();
  for (const item of await items.all()) {
    const name = (await item.getByRole('heading').textContent()) ?? '';
    const price = (await amountAfter(item, words.price).textContent()) ?? '';
    const shipping = (await amountAfter(item, words.shipping).textContent()) ?? '';
    const total = (await amountAfter(item, words.total).textContent()) ?? '';
    expect(price, name).toMatch(format);
    expect(price.replace(/\D/g, '').endsWith('99'), `${name}: ${price} ends in .99`).toBe(true);
    expect(total, name).toMatch(format);
    const shippingMinor = shipping === words.included ? 0 : minor(shipping);
    if (shipping !== words.included) expect(shipping, name).toMatch(format);
    expect(minor(total), `${name}: ${price} + ${shipping} = ${total}`).toBe(minor(price) + shippingMinor);
    totals.set(name, minor(total));
  }
  return totals;
}

/** With SHOTS_DIR set, keeps a picture of one part of the page for a person to read. */
async function shootPart(part: Locator, name: string) {
  if (process.env.SHOTS_DIR) await part.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test('a visitor from Azerbaijan sees manat prices that add up, written the Azerbaijani way, and checks out in them', async ({
  shop,
  page,
}) => {
  // Draws the child's character from a real photo on the way to the confirmation.
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'AZ' });
  const response = await shop.goto('/az/story/the-little-astronaut');
  // Rendered by the server in manat already, and hydrated without a mismatch (watched below).
  expect(await response?.text()).toMatch(new RegExp(`\\d,\\d\\d${NBSP}₼`));
  const switcher = shop.header.getByRole('combobox', { name: 'Qiymətlərin valyutası' });
  await expect(switcher).toHaveValue('AZN');
  const totals = await storyTotals(page, 'az', AZ_MANAT);
  // A visitor paying in manat has no second "total in AZN".
  const storyPrices = page.getByRole('region', { name: STORY_WORDS.az.title });
  await expect(storyPrices.locator('dt', { hasText: STORY_WORDS.az.totalAzn })).toHaveCount(0);
  await shootPart(storyPrices, 'story-prices-az');

  const wizard = new CheckoutWizard(page, 'az');
  await wizard.fillWizard({
    child: 'Leyla',
    book: 'the-little-astronaut',
    version: 'hardcover',
    email: 'leyla.manat@example.com',
  });
  // The confirmation charges what the story page said, line by line adding up.
  const summary = page.locator('dl.co-price');
  const line = (label: string) => amountAfter(summary, label);
  const written = async (label: string) => (await line(label).textContent()) ?? '';
  const base = await written('Əsas qiymət');
  const version = await written('Növün qiyməti');
  const shipping = await written('Çatdırılma');
  const subtotal = await written('Aralıq cəm');
  const total = await written('Cəmi');
  for (const amount of [base, version, shipping, subtotal, total]) expect(amount).toMatch(AZ_MANAT);
  expect(minor(subtotal)).toBe(minor(base) + minor(version) + minor(shipping));
  expect(minor(total)).toBe(minor(subtotal));
  expect(minor(total)).toBe(totals.get('Sərt üzlük'));
  await expect(line('AZN ilə cəmi')).toHaveCount(0);
  await shootPart(summary, 'checkout-summary-az');

  // The same order read in Russian: the same amounts, written the Russian way.
  await page.goto('/ru/create-story?step=confirm');
  await expect(amountAfter(summary, 'Итого')).toHaveText(RU_MANAT);
  expect(minor((await amountAfter(summary, 'Итого').textContent()) ?? '')).toBe(minor(total));
  await shootPart(summary, 'checkout-summary-ru');
  expect(problems).toEqual([]);
});

test('a visitor switches to roubles from the keyboard; the choice is remembered and the server renders it', async ({
  shop,
  page,
  context,
}) => {
  const problems = watchProblems(page);
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
  await shop.goto('/ru/story/the-little-astronaut');
  const switcher = shop.header.getByRole('combobox', { name: 'Цены указаны в валюте' });
  await expect(switcher).toHaveValue('USD');
  await switcher.focus();
  await expect(switcher).toBeFocused();
  await switcher.selectOption('RUB');

  // Every price follows at once, in roubles, with the same order's total in manat.
  const prices = page.getByRole('region', { name: STORY_WORDS.ru.title });
  await expect(amountAfter(prices.getByRole('listitem').first(), STORY_WORDS.ru.total)).toHaveText(RU_ROUBLES);
  await storyTotals(page, 'ru', RU_ROUBLES);
  await expect(amountAfter(prices.getByRole('listitem').first(), STORY_WORDS.ru.totalAzn)).toHaveText(RU_MANAT);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'shop_currency');
  expect(cookie?.value).toBe('RUB');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  // The next page comes from the server in roubles: the choice is the server's too.
  const again = await shop.goto('/ru/story/the-little-astronaut');
  expect(await again?.text()).toMatch(new RegExp(`\\d,\\d\\d${NBSP}₽`));
  await expect(switcher).toHaveValue('RUB');
  await storyTotals(page, 'ru', RU_ROUBLES);
  await shootPart(prices, 'story-prices-ru');

  // On a phone the choice sits in the header row beside the language and menu buttons.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(switcher).toBeVisible();
  await expect(shop.header.getByRole('button', { name: 'Меню' })).toBeVisible();
  const header = await shop.header.boundingBox();
  expect(header?.height).toBeLessThan(80);
  await shootPart(shop.header, 'header-390-ru');
  expect(problems).toEqual([]);
});
