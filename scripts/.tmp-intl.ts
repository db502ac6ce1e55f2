import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
console.log(await page.evaluate(() => [
  Intl.RelativeTimeFormat.supportedLocalesOf(['az', 'az-AZ', 'tr', 'ru', 'en']).join(','),
  Intl.DateTimeFormat.supportedLocalesOf(['az', 'tr']).join(','),
  new Intl.RelativeTimeFormat('az', { numeric: 'always' }).format(-12, 'minute'),
]));
await browser.close();
