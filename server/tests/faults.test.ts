/**
 * Crash recovery, proven on the real server: each scenario runs server.ts in a child process, stops it dead
 * with SIGKILL at a named moment (a fault point, src/lib/fault-point.ts), starts it again on the same
 * database and data folder, and checks that nothing was lost or done twice and that everything finishes:
 *
 *  (a) right after a payment webhook committed (order paid, its jobs queued, the gateway still waiting);
 *  (b) while the characters job draws (the order reads 'generating');
 *  (c) while the fulfilment job stores the book (files in storage, the order not yet told);
 *  (d) right after a payout request debited the ambassador's balance, before the answer went out;
 *  (f) right after the payment provider made a refund, before the shop recorded its answer;
 *  (e) not the server but PostgreSQL restarts (on a cluster of the scenario's own), under a live shop whose next
 *      job then outlives the grace: the worker must take its liveness lock back, and the job run once.
 *
 * A job held by the killed worker goes back to the queue at the restarted server's first sweep, or at the
 * latest GRACE_SECONDS later (jobs/liveness.ts, worker.ts). The time from the restart to "everything
 * finished" is printed and must stay under a minute. Scenarios are independent (a database, data folder and
 * port each), so they run side by side; (d) continues (a)'s shop; (e) runs after them, alone.
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { createDatabase, type Database } from '../src/db/client';
import { freeLoopbackPort } from '../src/db/embedded';
import { deadWorkers, GRACE_SECONDS, LIVENESS_APPLICATION_NAME, releaseDeadWorkers } from '../src/jobs/liveness';
import type { FaultPointName } from '../src/lib/fault-point';
import { restartablePostgres } from './faults/restartable-postgres';
import {
  type Ambassador,
  approvedAmbassador,
  call,
  charactersStatus,
  checkout,
  createOrder,
  gatewayPays,
  orderStatus,
  requestPayout,
  type ShopOrder,
  type Staff,
  sendWebhook,
  staffSession,
  until,
  uploadPhoto,
} from './faults/shop-client';
import { killAllShops, type RunningShop, startShop, tail } from './faults/shop-process';
import { parseMail } from './fulfilment-mail';
import { type OwnDatabase, ownDatabase } from './helpers';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

/** The bound: from the restart to everything finished. */
const RECOVERY_LIMIT_MS = 60_000;
const STAFF: Staff = { email: 'faults-admin@storybook.test', password: 'faults admin password' };

let sink: SmtpSink;
const scenes: Scene[] = [];
const figures: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(async () => {
  await killAllShops();
  for (const scene of scenes) {
    await scene.database.pool.end();
    await scene.own.drop();
    await rm(scene.env.DATA_DIR ?? '', { recursive: true, force: true });
  }
  await sink?.close();
  if (figures.length) console.info(`[faults] time from the restart to recovery:\n  ${figures.join('\n  ')}`);
});

/** One shop's lasting parts: its own database, data folder, port and webhook secret, kept across restarts. */
interface Scene {
  own: OwnDatabase;
  /** The test's own connection to that database, for what the API does not show (ledger, e-mail records). */
  database: Database;
  env: Record<string, string>;
  secret: string;
  /** The running shop; `shops` holds every start, for the log on failure. */
  shop?: RunningShop;
  shops: RunningShop[];
}

/** `database`: where the shop keeps its data, when not a new database on the run's test server. */
async function newScene(database?: OwnDatabase): Promise<Scene> {
  const own = database ?? (await ownDatabase('shop_faults'));
  const port = String(await freeLoopbackPort());
  const secret = randomBytes(32).toString('hex');
  const scene: Scene = {
    own,
    database: createDatabase(own.url, { max: 2 }),
    secret,
    shops: [],
    env: {
      DATABASE_URL: own.url,
      DATA_DIR: await mkdtemp(join(tmpdir(), 'shop-faults-')),
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS: 'on',
      // No network at test time: the central bank's rates job stays out.
      CBAR_URL: 'off',
      SMTP_URL: sink.url,
      LOG_LEVEL: 'info',
      PAYMENT_WEBHOOK_SECRET: secret,
      // Rewards are payable at once, and one book's reward is enough, so (d) can pay out the reward (a) earned.
      REFERRAL_HOLD_DAYS: '0',
      PAYOUT_MINIMUM_CENTS: '100',
      STAFF_ADMIN_EMAIL: STAFF.email,
      STAFF_ADMIN_PASSWORD: STAFF.password,
    },
  };
  scenes.push(scene);
  return scene;
}

async function start(scene: Scene, faultPoints: FaultPointName[] = []): Promise<RunningShop> {
  const shop = await startShop({ env: scene.env }, faultPoints);
  scene.shop = shop;
  scene.shops.push(shop);
  return shop;
}

/** Waits for the shop to reach `name`, kills it there, starts it again (stopping at `after`) and times the restart. */
async function crashAt(
  scene: Scene,
  name: FaultPointName,
  after: FaultPointName[] = [],
): Promise<{ shop: RunningShop; restarted: number }> {
  const shop = scene.shop;
  if (!shop) throw new Error('no shop running');
  await shop.reached(name);
  await shop.kill();
  const again = await start(scene, after);
  return { shop: again, restarted: again.spawnedAt };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A logger for the sweep the test runs itself; what it did is asserted, not logged. */
const quiet = Fastify({ logger: false }).log;

/** Notes the time since the restart of `shop` (which took startMs of it to answer again). */
function recorded(label: string, restarted: number, shop: RunningShop): number {
  const ms = Math.round(performance.now() - restarted);
  figures.push(`${label}: ${seconds(ms)} (of which the server's start ${seconds(shop.startMs)})`);
  return ms;
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

async function rows<T>(scene: Scene, text: string, values: unknown[]): Promise<T[]> {
  return (await scene.database.pool.query(text, values)).rows as T[];
}

async function count(scene: Scene, text: string, values: unknown[]): Promise<number> {
  const [row] = await rows<{ n: number }>(scene, `select count(*)::int as n from (${text}) counted`, values);
  return row?.n ?? 0;
}

/** Jobs still queued or running for the order (characters, fulfilment, its e-mails). */
const jobsLeft = (scene: Scene, orderId: string) =>
  count(scene, 'select 1 from graphile_worker.jobs where key like $1', [`%:${orderId}`]);

/** A new order with its characters drawn, ready for confirm_and_pay. */
async function orderWithCharacters(scene: Scene, label: string, referralCode?: string): Promise<ShopOrder> {
  const base = scene.shop?.base ?? '';
  const order = await createOrder(base, uniqueEmail(label), referralCode);
  await uploadPhoto(base, order);
  await until('the characters', async () => (await charactersStatus(base, order)) === 'ready', 60_000);
  return order;
}

/** The messages the SMTP sink got for `order` with the subject the shop recorded for `kind`. */
async function mailsOf(scene: Scene, order: ShopOrder, kind: string) {
  const subjects = await rows<{ subject: string }>(
    scene,
    'select subject from sent_emails where order_id = $1 and kind = $2',
    [order.id, kind],
  );
  const subject = subjects[0]?.subject;
  return sink.received
    .filter((mail) => mail.to.includes(order.email))
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => mail.subject === subject);
}

/**
 * What every paid order must show once it settled: one payment, one confirmation e-mail, the book made
 * and mailed once, the order completed, each step in its history once, and no job left behind.
 */
async function expectPaidOnceAndFulfilled(scene: Scene, order: ShopOrder): Promise<void> {
  expect(await count(scene, 'select 1 from payment_events where order_id = $1', [order.id])).toBe(1);
  expect(await rows(scene, 'select status from payments where order_id = $1', [order.id])).toEqual([
    { status: 'succeeded' },
  ]);
  const history = await rows<{ to_status: string }>(
    scene,
    'select to_status from order_status_history where order_id = $1 order by id',
    [order.id],
  );
  expect(history.map((row) => row.to_status).filter((status) => status !== 'pending')).toEqual([
    'waiting_for_payment',
    'paid',
    'story_writing',
    'completed',
  ]);
  const [book] = await rows<{ book_pdf_bytes: number | null }>(
    scene,
    'select book_pdf_bytes from orders where id = $1',
    [order.id],
  );
  expect(book?.book_pdf_bytes).toBeGreaterThan(0);
  const sent = await rows<{ kind: string }>(scene, 'select kind from sent_emails where order_id = $1 order by kind', [
    order.id,
  ]);
  expect(sent.map((row) => row.kind)).toEqual(['book-ready', 'order-confirmation']);
  expect(await mailsOf(scene, order, 'order-confirmation')).toHaveLength(1);
  const [bookMail, ...more] = await mailsOf(scene, order, 'book-ready');
  expect(more).toHaveLength(0);
  const pdf = bookMail?.attachments.find((part) => part.contentType === 'application/pdf')?.content;
  expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf?.length).toBe(book?.book_pdf_bytes);
  expect(sink.received.filter((mail) => mail.to.includes(order.email))).toHaveLength(2);
  expect(await jobsLeft(scene, order.id)).toBe(0);
}

/** Advisory locks that the shop's worker liveness connection (jobs/liveness.ts) holds in the scene's database. */
const livenessLocks = (scene: Scene) =>
  count(
    scene,
    `select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and a.application_name = $1 and a.datname = current_database()`,
    [LIVENESS_APPLICATION_NAME],
  );

/** Completed, its book mailed, and no job of it left: the order has nothing more coming. */
async function settled(scene: Scene, order: ShopOrder): Promise<boolean> {
  const base = scene.shop?.base ?? '';
  return (await orderStatus(base, order)) === 'completed' && (await jobsLeft(scene, order.id)) === 0;
}

/** Runs `run` on a new scene; on failure, the shop's last log lines say more than the assertion. */
async function inNewScene(run: (scene: Scene) => Promise<void>, database?: OwnDatabase): Promise<void> {
  const scene = await newScene(database);
  try {
    await run(scene);
  } catch (error) {
    for (const [i, shop] of scene.shops.entries()) {
      console.error(`[faults] the last output of start ${i + 1}:\n${tail(shop.output())}`);
    }
    throw error;
  }
}

describe.concurrent('kill -9 at the worst moments, then start again', () => {
  it('knows its fault points by name: a misspelt one fails at start instead of never firing', () => {
    expect(loadConfig({}).faultPoints).toEqual([]);
    expect(loadConfig({ FAULT_POINTS: 'payment-applied, book-stored' }).faultPoints).toEqual([
      'payment-applied',
      'book-stored',
    ]);
    expect(() => loadConfig({ FAULT_POINTS: 'payment-aplied' })).toThrow(/FAULT_POINTS/);
  });

  it('(b) during character generation: the characters end ready, drawn once', { timeout: 100_000 }, () =>
    inNewScene(async (scene) => {
      const shop = await start(scene, ['characters-drawing']);
      const order = await createOrder(shop.base, uniqueEmail('characters'));
      await uploadPhoto(shop.base, order);
      await shop.reached('characters-drawing');
      // The server still answers while its job is parked: this is the state a crash used to freeze.
      expect(await charactersStatus(shop.base, order)).toBe('generating');
      // A job that runs longer than the grace is still its live worker's: no sweep, here or in another
      // process, may hand it out a second time.
      await until(
        'the job to outlive the grace',
        async () =>
          (await count(
            scene,
            'select 1 from graphile_worker._private_jobs where key = $1 and locked_at < now() - make_interval(secs => $2)',
            [`generate-characters:${order.id}`, GRACE_SECONDS + 1],
          )) === 1,
        30_000,
      );
      expect(await deadWorkers(scene.database.db)).toEqual([]);

      const { shop: again, restarted } = await crashAt(scene, 'characters-drawing');
      await until(
        'the characters after the restart',
        async () => (await charactersStatus(again.base, order)) !== 'generating',
        RECOVERY_LIMIT_MS,
      );
      const ms = recorded('(b) character generation', restarted, again);
      expect(await charactersStatus(again.base, order)).toBe('ready');
      const drawn = await rows<{ generation: number; n: number }>(
        scene,
        'select generation, count(*)::int as n from order_characters where order_id = $1 group by generation',
        [order.id],
      );
      expect(drawn).toEqual([{ generation: 1, n: 4 }]);
      expect(await jobsLeft(scene, order.id)).toBe(0);
      expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
    }),
  );

  it('(c) while the book is stored: the book is made, mailed and the order completed, once', { timeout: 150_000 }, () =>
    inNewScene(async (scene) => {
      const shop = await start(scene, ['book-stored']);
      const order = await orderWithCharacters(scene, 'book');
      const event = await gatewayPays(scene.database.db, await checkout(shop.base, order));
      const delivered = await sendWebhook(shop.base, scene.secret, event);
      expect(delivered.json).toEqual({ received: true, duplicate: false });

      const { shop: again, restarted } = await crashAt(scene, 'book-stored');
      expect(await orderStatus(again.base, order)).toBe('story_writing');
      await until('the order to be completed', () => settled(scene, order), RECOVERY_LIMIT_MS);
      const ms = recorded('(c) book rendering', restarted, again);
      await expectPaidOnceAndFulfilled(scene, order);
      expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
    }),
  );

  // One shop for both: the payout pays the reward that the crashed payment earned, so (d) needs no book of its own.
  it(
    '(a) right after the payment webhook committed, (d) right after a payout debited the balance, (f) right after the provider refunded',
    {
      timeout: 200_000,
    },
    () =>
      inNewScene(async (scene) => {
        const { ambassador, reward, order } = await paymentCrash(scene);
        await payoutCrash(scene, ambassador, reward);
        await refundCrash(scene, order, reward);
      }),
  );
});

// After the scenarios above, alone: its own shop's start, characters and book would slow their timed recoveries.
describe('PostgreSQL restarts under a running shop', () => {
  it('(e) the worker takes its liveness lock back, and a job outliving the grace runs once', {
    timeout: 150_000,
  }, async () => {
    const postgres = await restartablePostgres('shop');
    await inNewScene(async (scene) => {
      const shop = await start(scene);
      const order = await orderWithCharacters(scene, 'restart');
      await until('the worker to hold its liveness lock', async () => (await livenessLocks(scene)) > 0, 10_000);

      const restarted = performance.now();
      await postgres.restart();
      // The shop lives on: its pools connect again (the dropped connections were reported, not fatal).
      await until(
        'the shop to answer from the restarted database',
        async () => (await call(shop.base, 'GET', '/health')).status === 200,
        10_000,
      );
      await until('the worker to take its liveness lock back', async () => (await livenessLocks(scene)) > 0, 10_000);
      figures.push(
        `(e) database restart: the worker's liveness lock back in ${seconds(performance.now() - restarted)}`,
      );

      // The case: the confirmation e-mail's job waits on the e-mail records while they are locked, so it
      // is still running, its worker alive, when a sweep judges it.
      const blocker = new pg.Client({ connectionString: postgres.url });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table sent_emails in access exclusive mode');
        const event = await gatewayPays(scene.database.db, await checkout(shop.base, order));
        expect((await sendWebhook(shop.base, scene.secret, event)).json).toEqual({ received: true, duplicate: false });
        const job = `order-confirmation-email:${order.id}`;
        await until(
          'the confirmation job to outlive the grace',
          async () =>
            (await count(
              scene,
              'select 1 from graphile_worker._private_jobs where key = $1 and locked_at < now() - make_interval(secs => $2)',
              [job, GRACE_SECONDS + 1],
            )) === 1,
          40_000,
        );
        const holder = () =>
          rows<{ locked_by: string }>(scene, 'select locked_by from graphile_worker._private_jobs where key = $1', [
            job,
          ]);
        const before = await holder();
        // The sweep of another server sharing the database (the shop's own also knows the pool as its own).
        expect(await releaseDeadWorkers(scene.database.db, quiet)).toBe(0);
        expect(await holder()).toEqual(before);
      } finally {
        await blocker.query('rollback').catch(() => undefined);
        await blocker.end();
      }
      await until('the order to be completed', () => settled(scene, order), RECOVERY_LIMIT_MS);
      await expectPaidOnceAndFulfilled(scene, order);
    }, postgres);
  });
});

/** (a): paid once, rewarded once, confirmed once, fulfilled; returns the ambassador and what they earned. */
async function paymentCrash(scene: Scene): Promise<{ ambassador: Ambassador; reward: number; order: ShopOrder }> {
  const shop = await start(scene, ['payment-applied']);
  const ambassador = await approvedAmbassador(shop.base, STAFF);
  const order = await orderWithCharacters(scene, 'payment', ambassador.referralCode);
  const event = await gatewayPays(scene.database.db, await checkout(shop.base, order));
  // The connection dies with the server: the gateway never hears that the shop took the event.
  const lost = sendWebhook(shop.base, scene.secret, event).then(
    () => 'answered',
    () => 'no answer',
  );

  const { shop: again, restarted } = await crashAt(scene, 'payment-applied', ['payout-committed']);
  expect(await lost).toBe('no answer');
  // So the gateway sends the same event again, as it does until it gets a 200.
  const redelivered = await sendWebhook(again.base, scene.secret, event);
  expect(redelivered.json).toEqual({ received: true, duplicate: true });
  await until('the order to be completed', () => settled(scene, order), RECOVERY_LIMIT_MS);
  const ms = recorded('(a) payment webhook', restarted, again);

  await expectPaidOnceAndFulfilled(scene, order);
  const rewards = await rows<{ kind: string; amount: number }>(
    scene,
    'select kind, amount from ledger_entries where order_id = $1',
    [order.id],
  );
  expect(rewards).toEqual([{ kind: 'reward_direct', amount: expect.any(Number) }]);
  const reward = rewards[0]?.amount ?? 0;
  expect(reward).toBeGreaterThan(0);
  expect(await count(scene, 'select 1 from referrals where order_id = $1', [order.id])).toBe(1);
  expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
  return { ambassador, reward, order };
}

/** (d): the balance debited once however often the ambassador asks, and the team pays that payout once. */
async function payoutCrash(scene: Scene, ambassador: Ambassador, reward: number): Promise<void> {
  const lost = requestPayout(scene.shop?.base ?? '', ambassador).then(
    () => 'answered',
    () => 'no answer',
  );
  const { shop, restarted } = await crashAt(scene, 'payout-committed', ['refund-accepted']);
  expect(await lost).toBe('no answer');
  // The ambassador saw an error and presses the button again.
  const again = await requestPayout(shop.base, ambassador);
  expect(again.status).toBe(409);
  expect(again.json.error).toBe('nothing_to_pay_out');
  const payouts = await rows<{ id: string; amount: number; status: string }>(
    scene,
    'select id, amount, status from reward_payouts where ambassador_id = $1',
    [ambassador.id],
  );
  expect(payouts).toEqual([{ id: expect.any(String), amount: reward, status: 'pending' }]);
  const ms = recorded('(d) payout request', restarted, shop);

  // The team makes the transfer and records it; a second click on "paid" changes nothing.
  const cookie = await staffSession(shop.base, STAFF);
  const team = (step: string, body?: unknown) =>
    call(shop.base, 'POST', `/admin/payouts/${payouts[0]?.id}/${step}`, { headers: { cookie }, body });
  expect((await team('process')).status).toBe(200);
  expect((await team('pay', { bank_reference: 'TRF-2026-0001' })).status).toBe(200);
  expect((await team('pay', { bank_reference: 'TRF-2026-0001' })).status).toBe(200);
  const ledger = await rows<{ kind: string; amount: number; status: string }>(
    scene,
    'select kind, amount, status from ledger_entries where ambassador_id = $1 order by amount desc',
    [ambassador.id],
  );
  expect(ledger).toEqual([
    { kind: 'reward_direct', amount: reward, status: 'paid' },
    { kind: 'payout', amount: -reward, status: 'paid' },
  ]);
  const stats = await call<{ stats: { available_balance: number; paid_payouts: number } }>(
    shop.base,
    'GET',
    '/referrals/stats',
    { headers: { authorization: `Bearer ${ambassador.token}` } },
  );
  expect(stats.json.stats).toMatchObject({ available_balance: 0, paid_payouts: reward });
  expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
}

/**
 * (f): the team refunds the order (a) paid; the sandbox gives the money back and the shop dies before it
 * records that. After the restart the reconciliation asks again with the same refund id: one refund at the
 * provider, the order refunded, the paid-out reward owed back once, one e-mail to the parent.
 */
async function refundCrash(scene: Scene, order: ShopOrder, reward: number): Promise<void> {
  const base = scene.shop?.base ?? '';
  const cookie = await staffSession(base, STAFF);
  const lost = call(base, 'POST', `/admin/orders/${order.id}/refund`, {
    headers: { cookie },
    body: { reason: 'The parent cancelled' },
  }).then(
    () => 'answered',
    () => 'no answer',
  );
  const { shop, restarted } = await crashAt(scene, 'refund-accepted');
  expect(await lost).toBe('no answer');
  await until(
    'the refund to be settled',
    async () => (await orderStatus(shop.base, order)) === 'refunded' && (await jobsLeft(scene, order.id)) === 0,
    RECOVERY_LIMIT_MS,
  );
  const ms = recorded('(f) refund at the provider', restarted, shop);
  expect(await rows(scene, 'select status, amount from refunds where order_id = $1', [order.id])).toEqual([
    { status: 'succeeded', amount: expect.any(Number) },
  ]);
  expect(
    await count(
      scene,
      'select 1 from sandbox_refunds r join payments p on p.session_id = r.session_id where p.order_id = $1',
      [order.id],
    ),
  ).toBe(1);
  expect(
    await rows(scene, "select amount, status from ledger_entries where order_id = $1 and kind = 'reward_reversal'", [
      order.id,
    ]),
  ).toEqual([{ amount: -reward, status: 'pending' }]);
  // The refund's e-mail is a job of its own, keyed by the refund (not the order, which jobsLeft counts): it may
  // still be on its way to the sink when the refund has settled.
  await until('the refund e-mail', async () => (await mailsOf(scene, order, 'refunded')).length > 0, RECOVERY_LIMIT_MS);
  expect(await mailsOf(scene, order, 'refunded')).toHaveLength(1);
  expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
}
