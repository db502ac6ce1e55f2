import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema';
import { buildTestApp, withTestApp } from '../helpers';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';

const message = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Aylin Kaya',
  email: `aylin-${randomUUID()}@example.com`,
  subject: 'Hardcover for twins',
  message: 'Can I order two copies with different names?',
  ...overrides,
});

const send = (app: FastifyInstance, payload: unknown, options: { ip?: string; language?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload: JSON.stringify(payload),
    headers: {
      'content-type': 'application/json',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

describe('POST /api/v1/contact with SMTP', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await buildTestApp({ env: { SMTP_URL: sink.url, CONTACT_TO: 'support@storybook.test' } });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('stores the message and mails it to the team, replying to the visitor', async () => {
    const payload = message();
    const response = await send(app, payload, { language: 'tr', ip: '203.0.113.7' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });

    const mail = await sink.next();
    expect(mail.to).toEqual(['support@storybook.test']);
    expect(mail.from).toBe('no-reply@storybook.shop');
    // Long header lines are folded onto continuation lines; unfold them to read.
    const unfolded = mail.raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
    const split = unfolded.indexOf('\n\n');
    const headers = unfolded.slice(0, split);
    const body = unfolded.slice(split + 2);
    expect(headers).toMatch(/^Subject: \[Contact\] Hardcover for twins$/m);
    expect(headers).toMatch(new RegExp(`^Reply-To: Aylin Kaya <${payload.email}>$`, 'm'));
    expect(body).toContain('Can I order two copies with different names?');
    expect(body).toContain('Language: tr');

    const [stored] = await app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, payload.email));
    expect(stored).toMatchObject({
      fullName: 'Aylin Kaya',
      subject: 'Hardcover for twins',
      message: payload.message,
      locale: 'tr',
      ip: '203.0.113.7',
    });
  });

  it('rejects incomplete or oversized messages with translated field messages, and stores nothing', async () => {
    const response = await send(app, { full_name: '', email: 'nope', subject: 'x'.repeat(201) }, { language: 'ru' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_error');
    expect(
      body.details.map((issue: { path: string[]; message_id: string }) => [issue.path[0], issue.message_id]),
    ).toEqual([
      ['full_name', 'common.validation.required'],
      ['email', 'common.validation.email'],
      ['subject', 'common.validation.tooLong'],
      ['message', 'common.validation.required'],
    ]);
    expect(body.message).toBe('Это поле обязательно для заполнения');
  });
});

describe('POST /api/v1/contact without SMTP', () => {
  it('writes the message to the outbox as .eml and .json', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
    try {
      await withTestApp({ env: { DATA_DIR: dataDir } }, async (app) => {
        const payload = message({ full_name: 'Ольга, "Мама" <Пети>', subject: 'Вопрос\r\nBcc: evil@example.com' });
        const response = await send(app, payload, { language: 'ru' });
        expect(response.statusCode).toBe(201);

        // Kept in the shop's storage (mail/outbox.ts), read back as the back office reads it.
        const files = await app.storage.list('outbox');
        expect(files.map((file) => file.replace(/^.*\./, ''))).toEqual(['eml', 'json']);
        const read = async (key = '') => (await app.storage.get(key))?.data.toString('utf8') ?? '';
        const summary = JSON.parse(await read(files[1]));
        expect(summary).toMatchObject({
          to: 'team@storybook.shop',
          subject: '[Contact] Вопрос Bcc: evil@example.com',
          replyTo: { name: 'Ольга, "Мама" <Пети>', address: payload.email },
        });
        expect(summary.text).toContain(payload.message);
        const eml = await read(files[0]);
        expect(eml).toMatch(/^To: team@storybook\.shop$/m);
        // The visitor's line break never becomes a header of its own.
        const headers = eml.split('\n\n')[0] ?? '';
        expect(headers).toMatch(/^Subject: /m);
        expect(headers).not.toMatch(/^Bcc:/im);
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/v1/contact rate limits', () => {
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    CONTACT_LIMIT_PER_EMAIL: '2',
    CONTACT_LIMIT_PER_IP: '3',
  });

  it('allows a few messages per address, then answers 429 in the visitor language', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
    try {
      await withTestApp({ env: env(dataDir) }, async (app) => {
        const email = `busy-${randomUUID()}@example.com`;
        // Different client addresses, the same sender: the per-address limit applies.
        expect((await send(app, message({ email }), { ip: '198.51.100.1' })).statusCode).toBe(201);
        expect((await send(app, message({ email: email.toUpperCase() }), { ip: '198.51.100.2' })).statusCode).toBe(201);
        const limited = await send(app, message({ email }), { ip: '198.51.100.3', language: 'ru' });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({
          error: 'rate_limited',
          message: 'Слишком много запросов. Пожалуйста, повторите попытку позже.',
        });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        // Another sender is not affected.
        expect((await send(app, message(), { ip: '198.51.100.3' })).statusCode).toBe(201);
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('limits one client address across senders, counting invalid attempts too', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
    try {
      await withTestApp({ env: env(dataDir) }, async (app) => {
        const ip = '192.0.2.44';
        expect((await send(app, message(), { ip })).statusCode).toBe(201);
        expect((await send(app, { email: 'nope' }, { ip })).statusCode).toBe(400);
        expect((await send(app, message(), { ip })).statusCode).toBe(201);
        const limited = await send(app, message(), { ip });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({
          error: 'rate_limited',
          message: 'Too many requests. Please try again later.',
        });
        expect((await send(app, message(), { ip: '192.0.2.45' })).statusCode).toBe(201);
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/v1/contact rate limits across instances', () => {
  it('counts one client address as one, whichever of two instances on the database it reaches', async () => {
    const dirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'shop-outbox-'))));
    const limits = { CONTACT_LIMIT_PER_EMAIL: '10', CONTACT_LIMIT_PER_IP: '3' };
    const [one, two] = await Promise.all(dirs.map((dir) => buildTestApp({ env: { DATA_DIR: dir, ...limits } })));
    try {
      if (!one || !two) throw new Error('two apps');
      const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
      const statuses = [];
      for (const app of [one, two, one, two]) statuses.push((await send(app, message(), { ip })).statusCode);
      // Counted in PostgreSQL (plugins/rate-limit-store.ts): two instances counting apart would allow all four.
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await Promise.all([one?.close(), two?.close()]);
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
