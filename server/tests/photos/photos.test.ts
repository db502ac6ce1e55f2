import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_MAX_BYTES } from '@shop/shared/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import {
  astronautJpegWithGps,
  astronautPng,
  catPng,
  createTestOrder,
  hasGpsInfo,
  pixelFloodPng,
  type TestOrder,
  uploadPhoto,
} from '../fixtures/photos';
import { buildTestApp } from '../helpers';

// The shared DATA_DIR of the test run's apps (their workers may run each other's jobs); one test below
// uses its own, to see the upload folder.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function orderRow(id: string) {
  const [row] = await app.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

/** The order as a refused upload must leave it: no photo, no round started. */
async function expectUntouched(order: TestOrder) {
  const row = await orderRow(order.id);
  expect(row.photoKey).toBeNull();
  expect(row.charactersStatus).toBe('none');
}

// Face checks on TensorFlow.js's CPU backend take seconds each, more while other test files run.
describe('PATCH /api/v1/orders/:id/upload_image refuses', { timeout: 120_000 }, () => {
  let order: TestOrder;
  beforeAll(async () => {
    order = await createTestOrder(app);
  });

  it('5MB + 1 byte with 413 tooLarge, and leaves no partial file behind', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-photos-'));
    const own = await buildTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const ownOrder = await createTestOrder(own);
      // A JPEG's first bytes, so nothing but the size is wrong.
      const file = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0x20);
      file.set([0xff, 0xd8, 0xff, 0xe0]);
      const response = await uploadPhoto(own, ownOrder, file);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'tooLarge', message: 'The photo must be 5MB or smaller' });
      expect(await readdir(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
      // Uploads wait there for their checks: no other local user may see them.
      expect((await stat(join(dataDir, 'tmp'))).mode & 0o777).toBe(0o700);
      expect((await stat(join(dataDir, 'tmp', 'uploads'))).mode & 0o777).toBe(0o700);

      // Exactly 5MB is allowed through to the type check (and then refused as not an image).
      const atLimit = await uploadPhoto(own, ownOrder, file.subarray(0, PHOTO_MAX_BYTES));
      expect(atLimit.statusCode).toBe(415);
      expect(await readdir(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('a PHP script named photo.jpg with 415 notAnImage', async () => {
    const response = await uploadPhoto(app, order, Buffer.from('<?php system($_GET["cmd"]); ?>\n'), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'notAnImage',
      message: 'This file is not a photo. Please upload a JPG or PNG image.',
    });
    await expectUntouched(order);
  });

  it('a photo renamed to .php is judged by its bytes, and a PHP payload hidden after a JPEG is dropped', async () => {
    const jpeg = await sharp(await astronautPng())
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<?php echo "owned"; ?>')]);
    const response = await uploadPhoto(app, order, polyglot, {
      filename: 'shell.php',
      contentType: 'application/x-php',
    });
    expect(response.statusCode).toBe(200);
    const row = await orderRow(order.id);
    const stored = await app.storage.get(row.photoKey ?? '');
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.data.includes('<?php')).toBe(false);
    expect(row.photoKey).toMatch(new RegExp(`^orders/${order.id}/photo-\\d+\\.jpg$`));
  });

  it('SVG, GIF and WebP with 415, naming other image formats wrongType', async () => {
    const fresh = await createTestOrder(app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const webp = await sharp(await astronautPng())
      .webp()
      .toBuffer();
    const cases = [
      [svg, 'face.svg', 'image/svg+xml', 'notAnImage'],
      [gif, 'face.gif', 'image/gif', 'wrongType'],
      [webp, 'face.jpg', 'image/jpeg', 'wrongType'],
    ] as const;
    for (const [file, filename, contentType, error] of cases) {
      const response = await uploadPhoto(app, fresh, file, { filename, contentType });
      expect(response.statusCode, filename).toBe(415);
      expect(response.json().error, filename).toBe(error);
    }
    const wrongType = await uploadPhoto(app, fresh, gif, { language: 'ru' });
    expect(wrongType.json().message).toBe('Пожалуйста, загрузите изображение в формате JPG или PNG');
    await expectUntouched(fresh);
  });

  it('a pixel flood (a PNG header announcing 10 gigapixels) with 422 tooManyPixels, without decoding it', async () => {
    const fresh = await createTestOrder(app);
    const started = performance.now();
    const response = await uploadPhoto(app, fresh, pixelFloodPng(), {
      filename: 'flood.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('tooManyPixels');
    expect(performance.now() - started).toBeLessThan(5_000);
    await expectUntouched(fresh);
  });

  it('a cat with 422 noFace and guidance in the visitor language, keeping nothing', async () => {
    const fresh = await createTestOrder(app);
    const response = await uploadPhoto(app, fresh, await catPng(), {
      filename: 'cat.png',
      contentType: 'image/png',
      language: 'az',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'noFace',
      message:
        'Bu fotoşəkildə üz tapa bilmədik. Zəhmət olmasa, övladınızın kameraya baxdığı və yanında başqa heç kimin olmadığı yaxın plan fotoşəklini yükləyin.',
    });
    await expectUntouched(fresh);
  });

  it('a missing file field with 400 photo_required', async () => {
    const response = await uploadPhoto(app, order, await astronautPng(), { field: 'picture' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('photo_required');
  });

  it('a wrong or missing token with 404 Order not found, before reading the file', async () => {
    const file = await astronautPng();
    const wrong = await uploadPhoto(app, { id: order.id, token: 'not-the-token' }, file);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: 'not_found', message: 'Order not found' });
  });

  it('an order that is paid with 409 order_locked', async () => {
    const fresh = await createTestOrder(app);
    await app.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, fresh.id));
    const response = await uploadPhoto(app, fresh, await astronautPng());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('order_locked');
  });
});

describe('PATCH /api/v1/orders/:id/upload_image accepts a face photo', { timeout: 120_000 }, () => {
  it('re-encodes it with the orientation applied and every bit of EXIF (GPS, camera serial) gone', async () => {
    const order = await createTestOrder(app);
    const camera = await astronautJpegWithGps();
    const sent = await sharp(camera).metadata();
    // The fixture really carries what must disappear.
    expect(sent.exif?.includes('SN-4711-SECRET')).toBe(true);
    expect(hasGpsInfo(sent.exif)).toBe(true);
    expect(sent.orientation).toBe(6);

    const response = await uploadPhoto(app, order, camera, { filename: 'IMG_0001.JPG' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { photo: { url: string; width: number; height: number; warnings: string[] } };
    // Stored upright: the sideways 640×480 pixels turned into a 480×640 portrait.
    expect(body.photo).toMatchObject({ width: 480, height: 640 });
    expect(body.photo.url).toMatch(/^\/api\/v1\/files\/orders\/[0-9a-f-]+\/photo-1\.jpg\?exp=\d+&sig=[\w-]+$/);

    const row = await orderRow(order.id);
    const stored = await app.storage.get(row.photoKey ?? '');
    if (!stored) throw new Error('the photo was not stored');
    const kept = await sharp(stored.data).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(hasGpsInfo(kept.exif)).toBe(false);
    expect(kept.orientation).toBeUndefined();
    expect(stored.data.includes('SN-4711-SECRET')).toBe(false);
    expect(stored.data.includes('TestCam')).toBe(false);
    expect([kept.width, kept.height]).toEqual([480, 640]);

    // What the browser gets through the signed link is that same file.
    const served = await app.inject({ method: 'GET', url: body.photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(stored.data)).toBe(true);
  });

  it('scales a large photo down to 2048 px and starts the characters', async () => {
    const order = await createTestOrder(app);
    const large = await sharp(await astronautPng())
      .resize(3000, 3000)
      .jpeg({ quality: 80 })
      .toBuffer();
    const response = await uploadPhoto(app, order, large, { filename: 'large.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      photo: { width: 2048, height: 2048, warnings: [] },
      characters_status: 'generating',
    });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      photoWidth: 2048,
      photoHeight: 2048,
      charactersStatus: 'generating',
      photoWarnings: [],
    });
  });

  it('warns about several faces, a blurry face and a small face, and still accepts the photo', async () => {
    const face = await astronautPng();
    const group = await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#dddddd' } })
      .composite([
        { input: face, left: 0, top: 0 },
        { input: face, left: 512, top: 0 },
      ])
      .png()
      .toBuffer();
    const blurry = await sharp(face).blur(2.5).png().toBuffer();
    const distant = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#dddddd' } })
      .composite([{ input: await sharp(face).resize(240).toBuffer(), left: 880, top: 880 }])
      .png()
      .toBuffer();
    const cases = [
      [group, ['multipleFaces']],
      [blurry, ['blurry']],
      [distant, ['smallFace']],
    ] as const;
    for (const [file, warnings] of cases) {
      const order = await createTestOrder(app);
      const response = await uploadPhoto(app, order, file, { filename: 'photo.png', contentType: 'image/png' });
      expect(response.statusCode).toBe(200);
      expect(response.json().photo.warnings).toEqual(warnings);
      expect((await orderRow(order.id)).photoWarnings).toEqual(warnings);
    }
  });

  it('does not call a dim photo of a sharp face blurry, and still calls a blurred one blurry, dim or not', async () => {
    const face = await astronautPng();
    // About a third of the light: what an indoor phone photo of a darker-skinned child looks like to the measure.
    const dim = await sharp(face).linear(0.35, 0).png().toBuffer();
    const blurred = await sharp(face).blur(4).png().toBuffer();
    const dimBlurred = await sharp(blurred).linear(0.35, 0).png().toBuffer();
    // The detector may also see a second, ghost face in a heavily blurred photo; only blur is asked about here.
    const cases = [
      [dim, false],
      [blurred, true],
      [dimBlurred, true],
    ] as const;
    for (const [file, blurry] of cases) {
      const order = await createTestOrder(app);
      const response = await uploadPhoto(app, order, file, { filename: 'photo.png', contentType: 'image/png' });
      expect(response.statusCode).toBe(200);
      expect((response.json().photo.warnings as string[]).includes('blurry')).toBe(blurry);
    }
  });

  it('a new photo replaces the old one, removes its file, and does not use up a regeneration', async () => {
    const order = await createTestOrder(app);
    const first = await uploadPhoto(app, order, await astronautPng(), { filename: 'a.png', contentType: 'image/png' });
    expect(first.statusCode).toBe(200);
    const firstKey = (await orderRow(order.id)).photoKey ?? '';
    const second = await uploadPhoto(app, order, await astronautJpegWithGps());
    expect(second.statusCode).toBe(200);
    const row = await orderRow(order.id);
    expect(row.photoKey).toBe(`orders/${order.id}/photo-2.jpg`);
    expect(row.characterGenerations).toBe(0);
    expect(await app.storage.get(firstKey)).toBeUndefined();
  });

  it('sends an order waiting for payment back to pending, superseding the open payment', async () => {
    const order = await createTestOrder(app);
    await app.database.db.update(orders).set({ status: 'waiting_for_payment' }).where(eq(orders.id, order.id));
    const response = await uploadPhoto(app, order, await astronautPng(), {
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('pending');
  });
});
