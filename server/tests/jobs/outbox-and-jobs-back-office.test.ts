/**
 * The outbox and the jobs in the back office, on the real database and real files: messages kept without
 * SMTP are listed, read and downloaded, and sent again once SMTP works (to a real SMTP sink); failed
 * jobs are listed and retried through graphile-worker; roles and audit entries.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, refunds } from '../../src/db/schema';
import { WorkerLiveness } from '../../src/jobs/liveness';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { buildTestApp } from '../helpers';
import { createOrder } from '../orders-fixtures';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';

let dataDir: string;
let app: FastifyInstance;
let admin: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-outbox-'));
  app = await buildTestApp({ env: { DATA_DIR: dataDir } });
  [admin, support] = await Promise.all([signedInStaff(app, 'admin'), signedInStaff(app, 'support')]);
});
afterAll(() => app.close());

const auditOf = (targetId: string, action: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));

describe('the outbox', () => {
  it('lists, reads and downloads what was kept without SMTP; only admins send it again, once SMTP works', async () => {
    const delivery = await app.mailer.send({
      to: 'parent@example.com',
      subject: 'Your order SB-000777 is confirmed',
      text: 'Thank you, Aysel!',
      html: '<p>Thank you, Aysel!</p>',
    });
    expect(delivery.via).toBe('outbox');
    await app.mailer.send({ to: 'other@example.com', subject: 'Another message', text: 'Hello' });

    const listed = await asStaff(app, support, 'GET', '/outbox?per_page=1');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 2, page: 1, per_page: 1 });
    expect(listed.json().items[0]).toMatchObject({ to: 'other@example.com', subject: 'Another message' });

    const found = await asStaff(app, support, 'GET', '/outbox?q=sb-000777');
    expect(found.json().total).toBe(1);
    const [item] = found.json().items;
    expect(item).toMatchObject({ to: 'parent@example.com', attachments: [], resent_at: [] });

    const read = await asStaff(app, support, 'GET', `/outbox/${item.id}`);
    expect(read.json().message).toMatchObject({
      subject: 'Your order SB-000777 is confirmed',
      text: 'Thank you, Aysel!',
    });

    const raw = await asStaff(app, support, 'GET', `/outbox/${item.id}/raw`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect(raw.body).toContain('Subject: Your order SB-000777 is confirmed');

    for (const id of ['..%2F..%2Fetc%2Fpasswd', 'nope', `${item.id}x`]) {
      expect((await asStaff(app, support, 'GET', `/outbox/${id}`)).statusCode, id).toBe(404);
    }

    expect((await asStaff(app, support, 'POST', `/outbox/${item.id}/resend`)).statusCode).toBe(403);
    const noSmtp = await asStaff(app, admin, 'POST', `/outbox/${item.id}/resend`);
    expect(noSmtp.statusCode).toBe(409);
    expect(noSmtp.json().error).toBe('smtp_not_configured');

    // The same shop, now with a mail server: the kept message leaves as it was written.
    const sink: SmtpSink = await startSmtpSink();
    const withSmtp = await buildTestApp({ env: { DATA_DIR: dataDir, SMTP_URL: sink.url } });
    try {
      const staff = await signedInStaff(withSmtp, 'admin');
      const resent = await asStaff(withSmtp, staff, 'POST', `/outbox/${item.id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().message.resent_at).toHaveLength(1);
      const mail = await sink.next();
      expect(mail.to).toEqual(['parent@example.com']);
      expect(mail.raw).toContain('Subject: Your order SB-000777 is confirmed');
      const [entry] = await auditOf(item.id, 'outbox.resend');
      expect(entry).toMatchObject({ staffId: staff.id, after: { to: 'parent@example.com' } });
    } finally {
      await withSmtp.close();
      await sink.close();
    }
  });
});

describe('jobs', () => {
  /** A job whose only attempt threw, as the worker leaves it; `key` names what it is about, as the shop's keys do. */
  async function failedJob(task: string, key: string | null = null): Promise<string> {
    const added = await app.database.db.execute<{ id: string }>(
      sql`select id::text as id from graphile_worker.add_job(${task}::text, '{}'::json, max_attempts => 1, job_key => ${key}::text)`,
    );
    const id = added.rows[0]?.id;
    if (!id) throw new Error('no job');
    await app.database.db.execute(
      sql`select graphile_worker.permanently_fail_jobs(array[${id}::bigint], ${'Error: the printer is on fire\n    at print (print.ts:1:1)'})`,
    );
    return id;
  }

  it('lists failed jobs with their error and order, and retries one for admins only, once', async () => {
    const task = `admin-test-${Date.now()}`;
    const order = await createOrder(app);
    const id = await failedJob(task, `${task}:${order.id}`);
    const failed = await asStaff(app, support, 'GET', '/jobs?state=failed&per_page=100');
    expect(failed.statusCode, failed.body).toBe(200);
    const job = failed.json().items.find((item: { id: string }) => item.id === id);
    expect(job).toMatchObject({ state: 'failed', attempts: 1, max_attempts: 1, order_id: order.id });
    expect(job.last_error).toContain('the printer is on fire');

    expect((await asStaff(app, support, 'POST', `/jobs/${id}/retry`)).statusCode).toBe(403);
    const retried = await asStaff(app, admin, 'POST', `/jobs/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().job).toMatchObject({ id, state: 'waiting', attempts: 0, order_id: order.id });
    expect(new Date(retried.json().job.run_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const waiting = await asStaff(app, support, 'GET', '/jobs?state=waiting&per_page=100');
    expect(waiting.json().items.map((item: { id: string }) => item.id)).toContain(id);
    const again = await asStaff(app, admin, 'POST', `/jobs/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('job_not_failed');
    const entries = await auditOf(id, 'job.retry');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.before).toMatchObject({ attempts: 1 });
  });

  it("shows a refund's job with the refund's order, and no order for a key that names none", async () => {
    const order = await createOrder(app);
    const [payment] = await app.database.db
      .insert(payments)
      .values({ orderId: order.id, provider: 'sandbox', sessionId: `cs_${Date.now()}`, amount: 5000, currency: 'USD' })
      .returning();
    const [refund] = await app.database.db
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment?.id ?? '',
        provider: 'sandbox',
        amount: 5000,
        currency: 'USD',
        reason: 'test',
        createdBy: 'provider',
      })
      .returning();
    const task = `admin-subject-${Date.now()}`;
    const ofRefund = await failedJob(task, `${task}:${refund?.id}`);
    const ofNobody = await failedJob(task, `${task}:${randomUUID()}`);
    const unkeyed = await failedJob(task);

    const listed = await asStaff(app, support, 'GET', '/jobs?state=failed&per_page=100');
    const orderOf = (id: string) =>
      listed.json().items.find((item: { id: string; order_id: string | null }) => item.id === id)?.order_id;
    expect(orderOf(ofRefund)).toBe(order.id);
    expect(orderOf(ofNobody)).toBeNull();
    expect(orderOf(unkeyed)).toBeNull();
  });

  it('releases a running job whose worker died, and refuses one whose worker lives', async () => {
    const liveness = new WorkerLiveness(app.database.pool.options.connectionString!, app.log);
    try {
      const live = `worker-live-${Date.now()}`;
      await liveness.hold(live);
      const lockAs = async (workerId: string) => {
        const id = await failedJob(`admin-running-${workerId}`);
        // As a worker leaves a job it took a minute ago and is still running (or was, until its process died).
        await app.database.db.execute(
          sql`update graphile_worker._private_jobs set attempts = 0, locked_by = ${workerId}, locked_at = now() - interval '1 minute' where id = ${id}::bigint`,
        );
        return id;
      };
      const ofDead = await lockAs(`worker-gone-${Date.now()}`);
      const ofLive = await lockAs(live);

      const held = await asStaff(app, admin, 'POST', `/jobs/${ofLive}/retry`);
      expect(held.statusCode).toBe(409);
      expect(held.json().error).toBe('job_not_failed');

      const released = await asStaff(app, admin, 'POST', `/jobs/${ofDead}/retry`);
      expect(released.statusCode, released.body).toBe(200);
      expect(released.json().job).toMatchObject({ id: ofDead, state: 'waiting', locked_at: null });
    } finally {
      await liveness.close();
    }
  });

  it('answers 404 for an unknown job and 400 for a malformed id or state', async () => {
    expect((await asStaff(app, admin, 'POST', '/jobs/999999999/retry')).statusCode).toBe(404);
    expect((await asStaff(app, admin, 'POST', '/jobs/abc/retry')).statusCode).toBe(400);
    expect((await asStaff(app, admin, 'GET', '/jobs?state=lost')).statusCode).toBe(400);
  });
});
