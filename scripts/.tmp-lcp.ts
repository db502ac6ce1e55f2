import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3191';
const pagePath = process.argv[2] ?? '/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  await page.addInitScript(`
    window.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp.push([Math.round(e.startTime), e.size, e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent||'').slice(0,30) : e.url]);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  `);
  await page.goto(base + pagePath, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(2500);
  const r = await page.evaluate(() => {
    const w = window as unknown as { __lcp: unknown[] };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const res = performance.getEntriesByType('resource').map((e) => {
      const t = e as PerformanceResourceTiming;
      return `${Math.round(t.startTime)}-${Math.round(t.responseEnd)} ${t.initiatorType} ${t.name.replace(location.origin, '')}`;
    });
    return { fcp, lcp: w.__lcp, dcl: performance.getEntriesByType('navigation')[0], res };
  });
  console.log('FCP', r.fcp, 'LCP', JSON.stringify(r.lcp));
  if (process.env.RES) console.log(r.res.join('\n'));
  await context.close();
}
await browser.close();
