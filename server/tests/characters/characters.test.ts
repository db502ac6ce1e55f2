import { CHARACTER_REGENERATIONS } from '@shop/shared/orders';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeWorkerUtils } from 'graphile-worker';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHARACTERS_FAILED, GENERATE_CHARACTERS } from '../../src/characters/job';
import { CHARACTER_SIZE } from '../../src/characters/local-generator';
import { orderCharacters, orders } from '../../src/db/schema';
import {
  astronautJpegWithGps,
  astronautPng,
  createTestOrder,
  getCharacters,
  settleCharacters,
  type TestOrder,
  uploadPhoto,
} from '../fixtures/photos';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const regenerate = (order: TestOrder) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/orders/${order.id}/characters/regenerate`,
    headers: { 'x-order-token': order.token },
  });

async function uploadAstronaut(order: TestOrder) {
  const response = await uploadPhoto(app, order, await astronautPng(), {
    filename: 'me.png',
    contentType: 'image/png',
  });
  expect(response.statusCode).toBe(200);
}

async function queuedJobs(order: TestOrder) {
  const { rows } = await app.database.pool.query<{ id: string; attempts: number; locked_at: Date | null }>(
    'select id::text, attempts, locked_at from graphile_worker.jobs where key = $1',
    [`${GENERATE_CHARACTERS}:${order.id}`],
  );
  return rows;
}

// Face checks on TensorFlow.js's CPU backend take seconds each, more while other test files run.
describe('character generation', { timeout: 180_000 }, () => {
  it('turns a face photo into four pictures, one per style, served through signed links', async () => {
    const order = await createTestOrder(app, { illustration_style: 'anime' });
    await uploadAstronaut(order);
    expect(await getCharacters(app, order)).toMatchObject({ status: 'generating', characters: [] });
    expect(await queuedJobs(order)).toHaveLength(1);

    const characters = await settleCharacters(app, order);
    expect(characters).toMatchObject({
      status: 'ready',
      selected_style: 'anime',
      regenerations_left: CHARACTER_REGENERATIONS,
      error: null,
    });
    expect(characters.characters.map((character) => character.style)).toEqual([...ILLUSTRATION_STYLES]);
    for (const character of characters.characters) {
      expect(character).toMatchObject({ width: CHARACTER_SIZE, height: CHARACTER_SIZE });
      const served = await app.inject({ method: 'GET', url: character.url });
      expect(served.statusCode, character.style).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, no-store');
      const picture = await sharp(served.rawPayload).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', CHARACTER_SIZE, CHARACTER_SIZE]);
    }
    // Four different pictures, not one picture four times.
    const sizes = new Set(
      await Promise.all(characters.characters.map(async (c) => (await app.inject({ url: c.url })).rawPayload.length)),
    );
    expect(sizes.size).toBe(4);
    expect(
      (await app.inject({ url: `/api/v1/orders/${order.id}`, headers: { 'x-order-token': order.token } })).json(),
    ).toMatchObject({ order: { characters_status: 'ready' } });
  });

  it('regenerates a limited number of times; each round replaces the pictures shown', async () => {
    const order = await createTestOrder(app);
    await uploadAstronaut(order);
    const first = await settleCharacters(app, order);
    for (let left = CHARACTER_REGENERATIONS - 1; left >= 0; left -= 1) {
      const response = await regenerate(order);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'generating', regenerations_left: left });
      const round = await settleCharacters(app, order);
      expect(round).toMatchObject({ status: 'ready', regenerations_left: left });
      expect(round.characters[0]?.url).not.toBe(first.characters[0]?.url);
    }
    const refused = await regenerate(order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'no_regenerations_left',
      message: 'You have used all your tries at new characters',
    });
  });

  it('refuses to regenerate without a photo, and answers a wrong token with 404', async () => {
    const order = await createTestOrder(app);
    const response = await regenerate(order);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('no_photo');
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}/characters`,
      headers: { 'x-order-token': 'nope' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: 'not_found', message: 'Order not found' });
  });

  it('a newer photo overtakes a queued round: one round, drawn from the newest photo', async () => {
    const order = await createTestOrder(app);
    await uploadAstronaut(order);
    expect((await uploadPhoto(app, order, await astronautJpegWithGps())).statusCode).toBe(200);
    // The job key replaced the first photo's waiting job.
    expect(await queuedJobs(order)).toHaveLength(1);
    await settleCharacters(app, order);
    const rows = await app.database.db.select().from(orderCharacters).where(eq(orderCharacters.orderId, order.id));
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.storageKey).toContain('/characters/photo-2-g1-');
  });

  it('marks the round failed after the last attempt, and a retry is free', async () => {
    const order = await createTestOrder(app);
    await uploadAstronaut(order);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    const photoKey = row?.photoKey ?? '';
    const photo = await app.storage.get(photoKey);
    await app.storage.delete(photoKey);

    // Each attempt fails (no photo); backoff moves the job into the future, and the test brings it back.
    const utils = await makeWorkerUtils({ pgPool: app.database.pool });
    try {
      // One round: run what is due, bring the retried job back to now, and look again.
      await vi.waitFor(
        async () => {
          await app.jobs.runOnce({ tasks: [GENERATE_CHARACTERS] });
          const waiting = (await queuedJobs(order)).filter((job) => job.locked_at === null);
          if (waiting.length > 0)
            await utils.rescheduleJobs(
              waiting.map((job) => job.id),
              { runAt: new Date() },
            );
          expect((await getCharacters(app, order)).status).not.toBe('generating');
        },
        { timeout: 60_000, interval: 100 },
      );
    } finally {
      await utils.release();
    }
    const failed = await getCharacters(app, order);
    expect(failed).toMatchObject({
      status: 'failed',
      error: CHARACTERS_FAILED,
      regenerations_left: CHARACTER_REGENERATIONS,
    });

    if (photo) await app.storage.put(photoKey, photo.data, photo.contentType);
    const retry = await regenerate(order);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      status: 'generating',
      error: null,
      regenerations_left: CHARACTER_REGENERATIONS,
    });
    expect(await settleCharacters(app, order)).toMatchObject({
      status: 'ready',
      regenerations_left: CHARACTER_REGENERATIONS,
    });
  });

  it('keeps the attempts of the generation job to three, so a failure shows within the wizard wait', async () => {
    const order = await createTestOrder(app);
    await uploadAstronaut(order);
    const { rows } = await app.database.pool.query<{ max_attempts: number }>(
      'select max_attempts from graphile_worker.jobs where key = $1',
      [`${GENERATE_CHARACTERS}:${order.id}`],
    );
    expect(rows[0]?.max_attempts).toBe(3);
  });
});
