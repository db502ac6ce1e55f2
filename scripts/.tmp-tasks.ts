import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3191';
const pagePath = process.argv[2] ?? '/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events: any[] = [];
cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,loading,v8.execute,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
await page.goto(base + pagePath, { waitUntil: 'networkidle' });
await page.locator('main h1').first().waitFor();
await page.waitForTimeout(800);
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end');
await done;
const t0 = (events.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.name === 'ParseHTML'))?.ts;
const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => Math.round((e.ts - t0) / 1000));
const fcp = events.filter((e) => e.name === 'firstContentfulPaint').map((e) => Math.round((e.ts - t0) / 1000));
console.log('FCP', fcp, 'LCP', lcp);
const mainTid = events.find((e) => e.name === 'ParseHTML')?.tid;
const tasks = events.filter((e) => e.tid === mainTid && e.name === 'RunTask' && e.dur > 15000 && e.ts > t0);
for (const task of tasks) {
  const inner = events.filter((e) => e.tid === mainTid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.ph === 'X' && e.name !== 'RunTask');
  const desc = inner
    .filter((e) => ['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'Layout', 'ParseHTML', 'v8.compile', 'RunMicrotasks', 'ResourceReceivedData', 'EventDispatch', 'UpdateLayoutTree', 'Paint'].includes(e.name) && e.dur > 4000)
    .slice(0, 4)
    .map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(base, '').slice(-30) : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}:${Math.round(e.dur / 1000)}`);
  console.log(String(Math.round((task.ts - t0) / 1000)).padStart(5), String(Math.round(task.dur / 1000)).padStart(4), desc.join(' | '));
}
await browser.close();
