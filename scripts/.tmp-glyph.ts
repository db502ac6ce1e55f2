import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3191';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 700, height: 300 } });
await page.goto(base + '/api/v1/health');
await page.setContent(`<style>
@font-face { font-family: N; src: url(${base}/assets/nunito-latin-ext-wght-normal.abd451779a.woff2); }
@font-face { font-family: NL; src: url(${base}/assets/nunito-latin-wght-normal.5cc7ff84a6.woff2); }
@font-face { font-family: NC; src: url(${base}/assets/nunito-cyrillic-ext-wght-normal.61774f03a0.woff2); }
@font-face { font-family: S; src: url(${base}/assets/noto-sans-latin-ext-400-normal.6233a04b1f.woff2); }
p { font-size: 40px; margin: 4px; }
</style>
<p style="font-family: N, monospace">N-ext: ₺ ₼ ₽ $</p>
<p style="font-family: NL, monospace">N-latin: ₺ ₼ ₽ $</p>
<p style="font-family: S, monospace">Noto: ₺ ₼ ₽ $</p>
<p style="font-family: monospace">none: ₺ ₼ ₽ $</p>`);
await page.evaluate(() => document.fonts.ready);
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/glyphs.png' });
await browser.close();
