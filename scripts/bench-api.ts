/**
 * `npm run bench:api`: HTTP throughput of the API's hottest reads against a bare Fastify hello-world on
 * the same machine in the same run. Starts the real app in-process (embedded PostgreSQL in a temporary
 * directory, migrated and seeded, background jobs off) on a free loopback port, and the hello-world on
 * another. Load comes from autocannon in a child process, so it does not share the servers' event loop.
 * Goals: each JSON route at ≥ 0.6 of hello-world's requests per second, and the server-rendered HTML of
 * the home and a story page from the page cache at ≥ 0.35, with every protection on (per-response CSP nonce, security
 * headers, the text rule) — reported, never asserted. Pages need `npm run build` first.
 *
 * The machine may be busy with other work that comes and goes, so hello-world is measured before and after each
 * target, and each target's ratio is to the mean of those two neighbours, not to one baseline minutes earlier.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/env';
import { createDatabase, type Database } from '../server/src/db/client';
import { notifyContentChanged } from '../server/src/db/content-events';
import { freeLoopbackPort, startThrowawayPostgres, type ThrowawayPostgres } from '../server/src/db/embedded';
import { runMigrations } from '../server/src/db/migrate';
import { seed } from '../server/src/db/seed';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_S = 2;
/** The goals: JSON routes at 0.6 of hello-world (0.75 before the hardening), cached HTML pages at 0.35. */
const JSON_GOAL = 0.6;
const HTML_GOAL = 0.35;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Result {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run in its own process, killed if it overruns its duration. */
function autocannon(url: string, seconds: number, headers: string[] = []): Promise<Result> {
  const headerArgs = headers.flatMap((header) => ['-H', header]);
  return new Promise((resolve, reject) => {
    const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(seconds), ...headerArgs, '-j', url];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 20) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr.trim()}`));
      const json = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: json.requests.average,
        p99Ms: json.latency.p99,
        non2xx: json.non2xx,
        errors: json.errors,
      });
    });
  });
}

async function measure(url: string, headers: string[] = []): Promise<Result> {
  // Warms the JIT and the app's caches; not reported.
  await autocannon(url, WARMUP_S, headers);
  return autocannon(url, DURATION_S, headers);
}

/** What a browser sends for a page: it takes it compressed. */
const BROWSER_ENCODING = 'accept-encoding=gzip, deflate, br, zstd';
const BROWSER = [BROWSER_ENCODING, 'accept=text/html'];

async function startHelloWorld(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const port = await freeLoopbackPort();
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${port}/` };
}

async function main(): Promise<void> {
  let postgres: ThrowawayPostgres | undefined;
  let database: Database | undefined;
  let shop: FastifyInstance | undefined;
  let hello: FastifyInstance | undefined;
  try {
    postgres = await startThrowawayPostgres('shop_bench', 'shop-bench-api-');
    database = createDatabase(postgres.url);
    await runMigrations(database);
    await seed(database);

    const config = loadConfig({ JOBS: 'off', LOG_LEVEL: 'silent', DATA_DIR: postgres.dir });
    shop = await buildApp({ config, database });
    const shopPort = await freeLoopbackPort();
    await shop.listen({ port: shopPort, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${shopPort}/api/v1`;
    const slug = ((await (await fetch(`${base}/books?per_page=1`)).json()) as { books: Array<{ slug: string }> })
      .books[0]?.slug;
    if (!slug) throw new Error('the seeded shop has no books');

    const helloWorld = await startHelloWorld();
    hello = helloWorld.app;

    console.info(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target (after ${WARMUP_S} s warm-up)\n`);
    const site = `http://127.0.0.1:${shopPort}`;
    const targets: Array<{ name: string; url: string; headers?: string[]; goal: number }> = [
      { name: 'GET /api/v1/books', url: `${base}/books`, goal: JSON_GOAL },
      { name: `GET /api/v1/books/${slug}`, url: `${base}/books/${slug}`, goal: JSON_GOAL },
      // As the shop's pages ask for them: the browser takes brotli, served from the once-compressed copy.
      { name: 'GET /api/v1/books (br)', url: `${base}/books`, headers: [BROWSER_ENCODING], goal: JSON_GOAL },
      // Server-rendered pages, as a returning crawler or share preview asks for them: from the page cache.
      { name: 'GET / (HTML)', url: `${site}/`, headers: BROWSER, goal: HTML_GOAL },
      { name: `GET /story/${slug} (HTML)`, url: `${site}/story/${slug}`, headers: BROWSER, goal: HTML_GOAL },
    ];
    await autocannon(helloWorld.url, WARMUP_S);
    const hellos: Result[] = [await autocannon(helloWorld.url, DURATION_S)];
    const measured: Array<{ result: Result; ratio: number }> = [];
    for (const target of targets) {
      if (target.headers?.includes('accept=text/html')) {
        // A page is rendered afresh, on the event loop, once it is a minute old (or at start, for the home page): the
        // page is rendered alone just before its load, so the load measures the page cache, not that one render
        // weighing as if it came every ten seconds instead of every minute.
        notifyContentChanged();
        await fetch(target.url, { headers: { accept: 'text/html' } });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const result = await measure(target.url, target.headers);
      const after = await autocannon(helloWorld.url, DURATION_S);
      const before = hellos[hellos.length - 1] as Result;
      hellos.push(after);
      const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2;
      measured.push({ result, ratio: result.requestsPerSecond / baseline });
    }

    const names = ['hello-world (mean of runs)', ...targets.map((target) => target.name)];
    const width = Math.max(...names.map((name) => name.length));
    const helloMean = hellos.reduce((sum, hello) => sum + hello.requestsPerSecond, 0) / hellos.length;
    const helloRange = hellos.map((hello) => hello.requestsPerSecond.toFixed(0)).join(', ');
    console.info(`${'target'.padEnd(width)}  ${'req/s'.padStart(9)}  ${'p99 ms'.padStart(7)}  ratio  goal`);
    console.info(
      `${names[0]?.padEnd(width)}  ${helloMean.toFixed(0).padStart(9)}  ${'-'.padStart(7)}   1.00        (runs: ${helloRange})`,
    );
    let allMet = true;
    targets.forEach((target, index) => {
      const { result, ratio } = measured[index] as { result: Result; ratio: number };
      const met = ratio >= target.goal;
      allMet &&= met;
      const failures = result.non2xx + result.errors > 0 ? `  (${result.non2xx} non-2xx, ${result.errors} errors)` : '';
      console.info(
        `${target.name.padEnd(width)}  ${result.requestsPerSecond.toFixed(0).padStart(9)}  ${String(result.p99Ms).padStart(7)}  ${ratio.toFixed(2).padStart(5)}  ≥ ${target.goal.toFixed(2)} ${met ? 'met' : 'MISSED'}${failures}`,
      );
    });
    console.info(
      `\nGoals: JSON routes ≥ ${JSON_GOAL} × hello-world, cached HTML pages ≥ ${HTML_GOAL} × (each to the hello-world runs beside it): ${allMet ? 'met' : 'not met'}`,
    );
  } finally {
    await hello?.close();
    await shop?.close();
    await database?.pool.end();
    await postgres?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
