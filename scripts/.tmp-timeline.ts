import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3191';
const pagePath = process.argv[2] ?? '/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await page.addInitScript(`window.__lcp=[];new PerformanceObserver((l)=>{for(const e of l.getEntries())window.__lcp.push(Math.round(e.startTime))}).observe({type:'largest-contentful-paint',buffered:true});`);
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(base + pagePath, { waitUntil: 'networkidle' });
await page.locator('main h1').first().waitFor();
await page.waitForTimeout(500);
const { profile } = await cdp.send('Profiler.stop');
const lcp = await page.evaluate(() => (window as any).__lcp);
const navStart = await page.evaluate(() => performance.timeOrigin);
console.log('LCP', lcp);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// bucket by 100ms relative to navigation start (profile.startTime in µs, monotonic; approx align with first sample)
const buckets = new Map<number, Map<string, number>>();
let t = profile.startTime;
const samples = profile.samples!; const dt = profile.timeDeltas!;
for (let i = 0; i < samples.length; i++) {
  t += dt[i]!;
  let n = byId.get(samples[i]!)!;
  // attribute to nearest frame with a url
  let url = n.callFrame.url; let cur: number | undefined = n.id;
  while (!url && cur !== undefined) { const p = parent.get(cur); if (p === undefined) break; cur = p; url = byId.get(p)!.callFrame.url; }
  const key = (url || n.callFrame.functionName || '?').replace(base, '').slice(0, 40);
  const b = Math.floor((t - profile.startTime) / 1000 / 100);
  const m = buckets.get(b) ?? new Map(); m.set(key, (m.get(key) ?? 0) + dt[i]! / 1000); buckets.set(b, m);
}
for (const [b, m] of [...buckets.entries()].sort((a, b) => a[0] - b[0])) {
  const top = [...m.entries()].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k}:${Math.round(v)}`).join('  ');
  console.log(String(b * 100).padStart(5), 'idle', String(Math.round(m.get('(idle)') ?? 0)).padStart(3), top);
}
await browser.close();
