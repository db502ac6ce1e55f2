/**
 * Two instances of the shop (server.ts, as `npm start` runs it) on one PostgreSQL and one data folder, behind a
 * small round-robin proxy, as a load balancer would put them: a content edit through one shows in the other's
 * served page within a second; a payment webhook delivered to both applies once and its jobs run once; wrong
 * passwords spread over both are limited as one; killing one mid-traffic loses no order, and the other answers.
 * Needs the built front end (npm test builds first), like the rendering tests.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import { freeLoopbackPort } from '../src/db/embedded';
import {
  call,
  charactersStatus,
  checkout,
  createOrder,
  gatewayPays,
  orderStatus,
  type ShopOrder,
  sendWebhook,
  staffSession,
  until,
  uploadPhoto,
} from './faults/shop-client';
import { killAllShops, type RunningShop, startShop, tail } from './faults/shop-process';
import { type OwnDatabase, ownDatabase } from './helpers';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

const STAFF = { email: 'two-instances-admin@storybook.test', password: 'two instances admin password' };

let own: OwnDatabase;
let database: Database;
let dataDir: string;
let sink: SmtpSink;
let secret: string;
const shops: RunningShop[] = [];
let proxy: Server;
let front = '';

/** Round robin over the instances that answer; a refused connection goes to the next, as a balancer's retry. */
function startProxy(targets: () => string[]): Promise<string> {
  let next = 0;
  proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const tryTarget = (attempt: number) => {
        const list = targets();
        const base = list[next++ % list.length] ?? '';
        const forwarded = httpRequest(
          `${base}${incoming.url}`,
          { method: incoming.method, headers: incoming.headers },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => {
          if (attempt < list.length) tryTarget(attempt + 1);
          else outgoing.writeHead(502).end();
        });
        forwarded.end(body);
      };
      tryTarget(1);
    });
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)),
  );
}

let alive: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  own = await ownDatabase('shop_two_instances');
  database = createDatabase(own.url, { max: 2 });
  dataDir = await mkdtemp(join(tmpdir(), 'shop-two-'));
  secret = randomBytes(32).toString('hex');
  for (let i = 0; i < 2; i++) {
    const port = String(await freeLoopbackPort());
    shops.push(
      await startShop({
        env: {
          DATABASE_URL: own.url,
          // One data folder for both, as a shared volume: the same generated keys and stored files.
          DATA_DIR: dataDir,
          PORT: port,
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://127.0.0.1:9',
          JOBS: 'on',
          CBAR_URL: 'off',
          SMTP_URL: sink.url,
          LOG_LEVEL: 'info',
          PAYMENT_WEBHOOK_SECRET: secret,
          STAFF_ADMIN_EMAIL: STAFF.email,
          STAFF_ADMIN_PASSWORD: STAFF.password,
          SIGN_IN_LIMIT_PER_ACCOUNT: '5',
          // Every page comes from 127.0.0.1 here, and the edit's check renders /faqs until it shows the change.
          RENDER_MISS_PER_MINUTE: '100000',
        },
      }),
    );
  }
  alive = shops.map((shop) => shop.base);
  front = await startProxy(() => alive);
}, 120_000);

afterAll(async () => {
  await killAllShops();
  await new Promise((resolve) => proxy?.close(resolve));
  await database?.pool.end();
  await own?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await sink?.close();
});

const [first, second] = [() => shops[0]?.base ?? '', () => shops[1]?.base ?? ''];

async function rows<T>(text: string, values: unknown[]): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

function withLogs<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    for (const [i, shop] of shops.entries())
      console.error(`[two-instances] instance ${i + 1}:\n${tail(shop.output())}`);
    throw error;
  });
}

describe('two instances on one database', () => {
  it(
    'shows a content edit made through one in the other’s page within a second',
    () =>
      withLogs(async () => {
        const page = async (base: string) => (await fetch(`${base}/faqs`)).text();
        const question = `Do you ship to the Moon? ${randomBytes(3).toString('hex')}`;
        // The other instance has the page cached before the edit.
        expect(await page(second())).not.toContain(question);
        const cookie = await staffSession(first(), STAFF);
        const inFour = (text: string) => ({ en: text, ru: `${text} (ru)`, tr: `${text} (tr)`, az: `${text} (az)` });
        const created = await call(first(), 'POST', '/admin/content/faqs', {
          headers: { cookie },
          body: { position: 991, question: inFour(question), answer: inFour('Not yet.') },
        });
        expect(created.status, JSON.stringify(created.json)).toBe(201);
        const edited = Date.now();
        await until('the edit on the other instance', async () => (await page(second())).includes(question), 1000);
        expect(Date.now() - edited).toBeLessThan(1000);
      }),
    60_000,
  );

  it(
    'limits wrong passwords spread over both as one',
    () =>
      withLogs(async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) {
          const answer = await call(i % 2 ? second() : first(), 'POST', '/admin/auth/sign_in', {
            body: { email: STAFF.email, password: `wrong ${i}` },
          });
          statuses.push(answer.status);
        }
        // As on one instance (lib/sign-in-guard.ts): five wrong tries for the account, then one try per slow-lane
        // interval; the rest refused unread. Counted in the database, whichever instance answered. Two instances
        // counting apart would have answered all ten.
        expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
        expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
      }),
    60_000,
  );

  it(
    'applies a payment webhook delivered to both once, and its jobs run once',
    () =>
      withLogs(async () => {
        const order = await createOrder(front, `two-${randomBytes(3).toString('hex')}@example.com`);
        await uploadPhoto(front, order);
        await until('the characters', async () => (await charactersStatus(front, order)) === 'ready', 60_000);
        const event = await gatewayPays(database.db, await checkout(front, order));
        const answers = await Promise.all([sendWebhook(first(), secret, event), sendWebhook(second(), secret, event)]);
        expect(answers.map((answer) => answer.json.duplicate).sort()).toEqual([false, true]);
        await until('the book', async () => (await orderStatus(front, order)) === 'completed', 90_000);
        expect(await rows('select 1 from payment_events where order_id = $1', [order.id])).toHaveLength(1);
        const drawn = await rows<{ n: number }>('select count(*)::int as n from order_characters where order_id = $1', [
          order.id,
        ]);
        expect(drawn[0]?.n).toBe(4);
        const mails = await rows<{ kind: string }>('select kind from sent_emails where order_id = $1 order by kind', [
          order.id,
        ]);
        expect(mails.map((mail) => mail.kind)).toEqual(['book-ready', 'order-confirmation']);
      }),
    180_000,
  );

  it(
    'loses no order when one instance dies mid-traffic, and the other keeps answering',
    () =>
      withLogs(async () => {
        const made: Promise<ShopOrder>[] = [];
        for (let i = 0; i < 12; i++) {
          made.push(createOrder(front, `kill-${i}-${randomBytes(2).toString('hex')}@example.com`));
          if (i === 5) {
            await shops[0]?.kill();
            alive = [second()];
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const orders = await Promise.allSettled(made);
        const created = orders.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        // A request the dead instance had taken may fail (the client retries it); none that succeeded is lost.
        expect(created.length).toBeGreaterThanOrEqual(10);
        for (const order of created) expect(await orderStatus(second(), order)).toBe('pending');
        expect((await fetch(`${front}/api/v1/health`)).status).toBe(200);
      }),
    60_000,
  );
});
