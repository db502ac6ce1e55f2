import { expect, test } from '../fixtures';

for (const locale of ['ru', 'az'] as const) {
  test(`explore in ${locale} shows the API's translated books`, async ({ shop, request }) => {
    const response = await request.get('/api/v1/books?per_page=3', { headers: { 'Accept-Language': locale } });
    const { books } = (await response.json()) as { books: { name: string }[] };
    const english = (await (await request.get('/api/v1/books?per_page=3')).json()) as { books: { name: string }[] };
    expect(books[0]!.name).not.toBe(english.books[0]!.name);
    await shop.goto(`/${locale}/explore`);
    await expect(shop.page.getByText(books[0]!.name).first()).toBeVisible();
    expect(await shop.htmlLang()).toBe(locale);
  });
}

test('a visitor from Turkey sees lira prices and the AZN total', async ({ shop }) => {
  await shop.page.setExtraHTTPHeaders({ 'cf-ipcountry': 'TR' });
  await shop.goto('/story/the-little-astronaut');
  await expect(shop.header.getByRole('combobox', { name: 'Prices shown in' })).toHaveValue('TRY');
  const prices = shop.page.locator('section', { has: shop.page.getByRole('heading', { name: 'Versions and prices' }) });
  await expect(prices.getByText(/₺[\d,]+\.99/).first()).toBeVisible();
  await expect(prices.getByText(/₼[\d,]+\.99/).first()).toBeVisible();
  await expect(prices.getByText('included')).toBeVisible();
});
