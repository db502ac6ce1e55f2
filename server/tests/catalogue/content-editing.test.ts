/**
 * The team's content editing through the API: categories, FAQs, reviews, books with a real uploaded
 * cover, pages and price configs; each change reaches the public API at once, is audited, and is refused
 * to support and to bad input. It runs on a database of its own (migrated and seeded here), because the
 * public content tests of the same run compare the seeded content exactly.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { buildTestApp, type OwnDatabase, ownDatabase } from '../helpers';

let app: FastifyInstance;
let admin: TestStaff;
let support: TestStaff;
let database: OwnDatabase;
let dataDir = '';

beforeAll(async () => {
  database = await ownDatabase('shop_content');
  dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-content-'));
  app = await buildTestApp({ databaseUrl: database.url, env: { DATA_DIR: dataDir } });
  [admin, support] = await Promise.all([signedInStaff(app, 'admin'), signedInStaff(app, 'support')]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const pub = (url: string, language = 'en') =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });
const audited = (targetId: string, action: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
const inFour = (text: string) => ({ en: text, ru: `${text} (ru)`, tr: `${text} (tr)`, az: `${text} (az)` });

describe('content editing', () => {
  it('creates, renames and deletes a category, refusing one still holding books', async () => {
    const created = await asStaff(app, admin, 'POST', '/content/categories', {
      slug: 'space-tales',
      position: 90,
      name: inFour('Space tales'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await pub('/categories', 'tr')).json();
    expect(JSON.stringify(listed)).toContain('Space tales (tr)');

    const renamed = await asStaff(app, admin, 'PATCH', '/content/categories/space-tales', {
      position: 91,
      name: inFour('Tales of space'),
    });
    expect(renamed.json().category.name.az).toBe('Tales of space (az)');
    expect(
      (
        await asStaff(app, admin, 'POST', '/content/categories', {
          slug: 'space-tales',
          position: 1,
          name: inFour('x'),
        })
      ).statusCode,
    ).toBe(409);

    const list = await asStaff(app, support, 'GET', '/content/categories?per_page=100');
    const used = list.json().items.find((item: { slug: string }) => item.slug !== 'space-tales');
    const refused = await asStaff(app, admin, 'DELETE', `/content/categories/${used.slug}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('in_use');

    expect((await asStaff(app, admin, 'DELETE', '/content/categories/space-tales')).statusCode).toBe(204);
    expect(JSON.stringify((await pub('/categories')).json())).not.toContain('Tales of space');
    expect((await audited('space-tales', 'content.category.create')).length).toBe(1);
    expect((await audited('space-tales', 'content.category.delete')).length).toBe(1);
  });

  it('requires every language, and refuses support and anonymous writers', async () => {
    const missing = await asStaff(app, admin, 'POST', '/content/faqs', {
      position: 77,
      question: { en: 'Where is my book?', ru: '', tr: 'Kitabım nerede?' },
      answer: inFour('On its way'),
    });
    expect(missing.statusCode).toBe(400);
    const paths = missing.json().details.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['question.ru', 'question.az']));

    const faq = { position: 77, question: inFour('Where is my book?'), answer: inFour('On its way') };
    expect((await asStaff(app, support, 'POST', '/content/faqs', faq)).statusCode).toBe(403);
    expect((await asStaff(app, null, 'POST', '/content/faqs', faq)).statusCode).toBe(401);

    const created = await asStaff(app, admin, 'POST', '/content/faqs', faq);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().faq;
    const russian = (await pub('/faqs', 'ru')).json();
    expect(russian.faqs).toContainEqual({ id, question: 'Where is my book? (ru)', answer: 'On its way (ru)' });
    // A position another question holds is refused rather than silently reordering.
    const first = (await asStaff(app, support, 'GET', '/content/faqs?order=asc')).json().items[0];
    expect(
      (await asStaff(app, admin, 'PATCH', `/content/faqs/${id}`, { ...faq, position: first.position })).statusCode,
    ).toBe(409);
    expect((await asStaff(app, admin, 'DELETE', `/content/faqs/${id}`)).statusCode).toBe(204);
    expect((await asStaff(app, admin, 'DELETE', `/content/faqs/${id}`)).statusCode).toBe(404);
    expect(await audited(String(id), 'content.faq.delete')).toHaveLength(1);
  });

  it('edits a review and keeps the rating between 1 and 5', async () => {
    const reviewer = `Günel ${randomBytes(3).toString('hex')}`;
    const review = { name: reviewer, rating: 5, text: inFour('Our daughter loves it'), date: '2026-11-20' };
    const created = await asStaff(app, admin, 'POST', '/content/reviews', review);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().review;
    expect((await asStaff(app, admin, 'PATCH', `/content/reviews/${id}`, { ...review, rating: 6 })).statusCode).toBe(
      400,
    );
    const edited = await asStaff(app, admin, 'PATCH', `/content/reviews/${id}`, { ...review, rating: 4 });
    expect(edited.json().review.rating).toBe(4);
    const found = await asStaff(app, support, 'GET', `/content/reviews?q=${encodeURIComponent(reviewer)}`);
    expect(found.json().items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect(JSON.stringify((await pub('/reviews', 'az')).json())).toContain('Our daughter loves it (az)');
  });

  it('edits a book’s texts and uploads a cover that the storefront then shows', async () => {
    const listed = await asStaff(app, support, 'GET', '/content/books?sort=slug&order=asc&per_page=2');
    expect(listed.json().total).toBeGreaterThan(2);
    expect(listed.json().items).toHaveLength(2);
    const book = listed.json().items[0];
    const edit = {
      category_slug: book.category_slug,
      name: inFour('The Moon Garden'),
      summary: book.summary,
      description: book.description,
      cover_alt: inFour('A child in a garden under the moon'),
      popularity: book.popularity,
      age_min: 7,
      age_max: 3,
      formats: book.formats,
    };
    const badAges = await asStaff(app, admin, 'PATCH', `/content/books/${book.slug}`, edit);
    expect(badAges.statusCode).toBe(400);
    const edited = await asStaff(app, admin, 'PATCH', `/content/books/${book.slug}`, {
      ...edit,
      age_min: 3,
      age_max: 7,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await pub(`/books/${book.slug}`, 'ru')).json().name).toBe('The Moon Garden (ru)');

    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#2f4f9f' } })
      .png()
      .toBuffer();
    const boundary = '----shop-cover-test';
    const multipart = (name: string, filename: string, type: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (body: Buffer, staff: TestStaff) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/content/books/${book.slug}/cover`,
        headers: { cookie: staff.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    expect((await upload(multipart('cover', 'cover.png', 'image/png', png), support)).statusCode).toBe(403);
    const notImage = await upload(multipart('cover', 'cover.png', 'image/png', Buffer.from('not a picture')), admin);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error).toBe('invalid_image');
    // A PNG whose header is fine but whose pixels stop halfway.
    const truncated = await upload(
      multipart('cover', 'cover.png', 'image/png', png.subarray(0, Math.floor(png.length / 2))),
      admin,
    );
    expect(truncated.statusCode, truncated.body).toBe(422);
    expect(truncated.json().error).toBe('invalid_image');
    // Over 5 MB: the size is named, not a server error or a malformed upload.
    const huge = await upload(multipart('cover', 'cover.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1)), admin);
    expect(huge.statusCode, huge.body).toBe(413);
    expect(huge.json().error).toBe('image_too_large');

    const uploaded = await upload(multipart('cover', 'cover.png', 'image/png', png), admin);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const coverUrl: string = uploaded.json().book.cover_url;
    expect(coverUrl).toMatch(/^\/media\/uploads\/covers\/.+-[0-9a-f]{12}\.webp$/);
    // Kept in the shop's storage under its asset path (the bucket with STORAGE=s3), not written beside it.
    const stored = await app.storage.get(coverUrl.slice('/media/'.length));
    expect(stored?.contentType).toBe('image/webp');
    await expect(stat(join(dataDir, 'uploads'))).rejects.toThrow();
    const shown = (await pub(`/books/${book.slug}`)).json();
    expect(JSON.stringify(shown)).toContain(coverUrl);
    const served = await app.inject({ method: 'GET', url: coverUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 600,
      height: 800,
    });
    expect(await audited(book.slug, 'content.book.cover')).toHaveLength(1);
  });

  it('edits a content page and a price config in minor units', async () => {
    const [page] = (await asStaff(app, support, 'GET', '/content/pages')).json().items;
    const edited = await asStaff(app, admin, 'PATCH', `/content/pages/${page.slug}`, {
      title: inFour('About us'),
      description: page.description,
      sections: [{ heading: inFour('Who we are'), paragraphs: [inFour('A small team in Baku.')] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await pub(`/pages/${page.slug}`, 'tr')).json()).toMatchObject({ title: 'About us (tr)' });

    const [config] = (await asStaff(app, support, 'GET', '/content/price_configs')).json().items;
    const prices = { ...config, hardcover_price: 3490 };
    delete prices.id;
    delete prices.currency;
    expect(
      (await asStaff(app, admin, 'PATCH', `/content/price_configs/${config.id}`, { ...prices, shipping: -1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await asStaff(app, admin, 'PATCH', `/content/price_configs/${config.id}`, { ...prices, shipping: 1.5 }))
        .statusCode,
    ).toBe(400);
    const saved = await asStaff(app, admin, 'PATCH', `/content/price_configs/${config.id}`, prices);
    expect(saved.statusCode, saved.body).toBe(200);
    const publicConfigs = (await pub('/orders/price-configs')).json().price_configs;
    expect(publicConfigs.find((item: { id: number }) => item.id === config.id).hardcover_price).toBe(3490);
    const [entry] = await audited(String(config.id), 'content.price_config.update');
    expect(entry?.before).toMatchObject({ hardcover_price: config.hardcover_price });
    expect(entry?.after).toMatchObject({ hardcover_price: 3490 });
  });
});
