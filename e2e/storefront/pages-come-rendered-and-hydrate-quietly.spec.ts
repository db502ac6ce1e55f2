import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every public page type and the order wizard's first step, in the four languages between them. */
const PAGES = [
  '/',
  '/ru/explore?category=adventure',
  '/tr/story/the-little-astronaut',
  '/az/faqs',
  '/page/about',
  '/ru/contact',
  '/tr/track-order',
  '/create-story',
  '/az/become-ambassador',
];

test('every public page comes rendered from the server and hydrates without a warning or asking the API again', async ({
  shop,
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // Hydration takes over the server's markup; a page drawn afresh instead (React does so silently when its
  // part of the tree changes before it hydrated) would drop its heading element and anything typed.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) {
            document.documentElement.dataset.redrawn = 'true';
          }
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });

  for (const path of PAGES) {
    const apiCalls: string[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    };
    page.on('request', onRequest);
    const response = await shop.goto(path);
    expect(response?.status(), path).toBe(200);
    // The page's heading is in the HTML itself, before any script runs.
    expect(await response?.text(), path).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
    await expect(shop.heading, path).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    // The answers the server rendered with came with the page: hydration asked for none of them again.
    expect(apiCalls, path).toEqual([]);
    await expect(page.locator('html'), `${path} drawn afresh`).not.toHaveAttribute('data-redrawn');
  }

  // Hydrated: a footer link now changes the page in place, without loading a new document.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await shop.footer.locator('a[href="/az/faqs"]').click();
  await expect(page).toHaveURL(/\/az\/faqs$/);
  await expect(shop.heading).toHaveText('Tez-tez verilən suallar');
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});
