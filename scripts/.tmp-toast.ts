import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3191';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const loaded: string[] = [];
page.on('request', (r) => loaded.push(`${Math.round(performance.now())} ${r.url().replace(base, '')}`));
await page.route('**/api/v1/sales_notifications', (route) =>
  route.fulfill({ json: { sales_notifications: [{ name: 'Aysel', location: 'Bakı', time: new Date(Date.now() - 12 * 60000).toISOString(), count: 1 }] } }),
);
await page.goto(base + (process.argv[2] ?? '/az'), { waitUntil: 'networkidle' });
console.log('before:', loaded.filter((u) => /sales/.test(u)));
await page.getByRole('status').filter({ hasText: /Aysel/ }).waitFor({ timeout: 20000 });
console.log('after:', loaded.filter((u) => /sales/.test(u)));
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/toast.png' });
await browser.close();
