import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3191';
const pagePath = process.argv[2] ?? '/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + pagePath, { waitUntil: 'networkidle' });
await page.locator('main h1').first().waitFor();
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas ?? [];
const samples = profile.samples ?? [];
for (let i = 0; i < samples.length; i++) {
  const n = byId.get(samples[i]!)!;
  const url = n.callFrame.url.replace(base, '') || `(${n.callFrame.functionName || 'native'})`;
  const key = process.env.FN ? `${url} ${n.callFrame.functionName}` : url;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', Math.round(total));
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(Math.round(v)).padStart(6), k);
await browser.close();
