/**
 * The mail outbox in Storage (mail/outbox.ts): a message kept with STORAGE=s3 is in the bucket as ciphertext, and
 * the back office lists, counts and reads it back; messages an older release wrote to DATA_DIR/outbox are still
 * there after the upgrade; `npm run outbox` reads them the same way for developers and the e2e suite.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config/env';
import { isEncrypted } from '../../src/storage/encrypting';
import { asStaff, signedInStaff } from '../admin-helpers';
import { buildTestApp, withTestApp } from '../helpers';
import { type S3StandIn, startS3rver, TEST_BUCKET } from '../storage/s3-stand-in';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3?.stop());

const message = (to: string, subject: string) => ({
  to,
  subject,
  text: 'Aysel’s book is ready.',
  attachments: [{ filename: 'book.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 book') }],
});

describe('the outbox with STORAGE=s3', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { ...s3.env, DATA_DIR: await mkdtemp(join(tmpdir(), 'shop-outbox-s3-')) } });
  });
  afterAll(() => app?.close());

  it('keeps the message in the bucket, encrypted, and the back office lists, counts and reads it back', async () => {
    const to = `parent-${Date.now()}@example.com`;
    const delivery = await app.mailer.send(message(to, 'Your book is ready (order SB-004242)'));
    if (delivery.via !== 'outbox') throw new Error('sent by SMTP in a test without SMTP_URL');
    expect(delivery.file).toMatch(/^outbox\/[0-9TZ-]+-[0-9a-f]{8}\.eml$/);
    const id = delivery.file.slice('outbox/'.length, -'.eml'.length);

    // In the bucket, never in the clear: the child's name and the book are in it.
    for (const key of [delivery.file, `outbox/${id}.json`]) {
      const object = await s3.raw.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      const stored = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      expect(isEncrypted(stored), key).toBe(true);
      expect(stored.includes(Buffer.from('Aysel')), key).toBe(false);
    }
    expect(await app.storage.list('outbox')).toEqual(expect.arrayContaining([delivery.file, `outbox/${id}.json`]));

    const support = await signedInStaff(app, 'support');
    const listed = await asStaff(app, support, 'GET', `/outbox?q=${encodeURIComponent(to)}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id, to, attachments: [{ filename: 'book.pdf', bytes: 13 }] }),
    ]);
    const read = await asStaff(app, support, 'GET', `/outbox/${id}`);
    expect(read.json().message).toMatchObject({ subject: 'Your book is ready (order SB-004242)' });
    const raw = await asStaff(app, support, 'GET', `/outbox/${id}/raw`);
    expect(raw.statusCode).toBe(200);
    expect(raw.body).toContain('Subject: Your book is ready (order SB-004242)');
    expect(raw.body).toContain('filename=book.pdf');
    const summary = await asStaff(app, support, 'GET', '/summary');
    expect(summary.json().outbox).toBe(
      (await app.storage.list('outbox')).filter((key) => key.endsWith('.json')).length,
    );
  });
});

describe('messages an older release wrote to DATA_DIR/outbox', () => {
  it('are in the back office after the upgrade, moved into storage', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-outbox-old-'));
    const id = '2025-03-01T08-30-00-000Z-0a1b2c3d';
    await mkdir(join(dataDir, 'outbox'), { mode: 0o755 });
    const eml = 'To: old@example.com\nSubject: Your order SB-000100 is confirmed\n\nThank you!';
    await writeFile(join(dataDir, 'outbox', `${id}.eml`), eml);
    await writeFile(
      join(dataDir, 'outbox', `${id}.json`),
      JSON.stringify({
        from: 'Shop <no-reply@storybook.shop>',
        to: 'old@example.com',
        subject: 'Your order SB-000100 is confirmed',
        text: 'Thank you!',
        createdAt: '2025-03-01T08:30:00.000Z',
      }),
    );
    await withTestApp({ env: { DATA_DIR: dataDir } }, async (app) => {
      const support = await signedInStaff(app, 'support');
      const listed = await asStaff(app, support, 'GET', '/outbox');
      expect(listed.json().items).toEqual([
        expect.objectContaining({ id, to: 'old@example.com', subject: 'Your order SB-000100 is confirmed' }),
      ]);
      expect((await asStaff(app, support, 'GET', `/outbox/${id}/raw`)).body).toBe(eml);
      // Moved, not copied: the plain copy is gone once storage gave it back.
      await expect(stat(join(dataDir, 'outbox', `${id}.eml`))).rejects.toThrow();
      expect(await app.storage.list('outbox')).toEqual([`outbox/${id}.eml`, `outbox/${id}.json`]);
    });
  });
});

describe('npm run outbox', () => {
  const outboxCli = (dataDir: string, args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', join(REPO_ROOT, 'server', 'scripts', 'outbox.ts'), ...args],
        {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
          timeout: 60_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('lists the newest messages, as JSON for one address, and prints one as it was written', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-outbox-cli-'));
    const ids = await withTestApp({ env: { DATA_DIR: dataDir } }, async (app) => {
      const sent = [];
      for (const [to, subject] of [
        ['first@example.com', 'First'],
        ['second@example.com', 'Second'],
        ['first@example.com', 'Third'],
      ] as const) {
        const delivery = await app.mailer.send(message(to, subject));
        if (delivery.via === 'outbox') sent.push(delivery.file.slice('outbox/'.length, -'.eml'.length));
        // Ids sort by the millisecond they were written.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return sent;
    });

    const all = await outboxCli(dataDir, []);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout.trim().split('\n')).toEqual([
      `${ids[2]}  first@example.com  Third`,
      `${ids[1]}  second@example.com  Second`,
      `${ids[0]}  first@example.com  First`,
    ]);
    const json = await outboxCli(dataDir, ['--json', '--to', 'FIRST@example.com']);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ id: ids[2], subject: 'Third', text: 'Aysel’s book is ready.' }),
      expect.objectContaining({ id: ids[0], subject: 'First' }),
    ]);
    const shown = await outboxCli(dataDir, ['--show', ids[1] ?? '']);
    expect(shown.stdout).toMatch(/^Subject: Second$/m);
    expect(shown.stdout).toContain('filename=book.pdf');
    const missing = await outboxCli(dataDir, ['--show', '2020-01-01T00-00-00-000Z-00000000']);
    expect(missing.code).toBe(1);
    expect((await outboxCli(dataDir, ['--show', 'x', '--json'])).code).toBe(2);
  });
});
