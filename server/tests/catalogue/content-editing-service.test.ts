/**
 * The content-editing service on its own (catalogue/content-editing): a change and its audit entry commit
 * together or not at all, the catalogue hears of a change only after its commit and never of a refused one,
 * and every kind's rows are exactly the shared contract's rows. A database of its own, like the API test of
 * the same service, because the public content tests compare the seeded content exactly.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_ROW_SCHEMAS } from '@shop/shared/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AuditWriter, type ContentEditing, contentEditing } from '../../src/catalogue/content-editing';
import { createDatabase, type Database } from '../../src/db/client';
import { onContentChanged } from '../../src/db/content-events';
import { auditLog, categories } from '../../src/db/schema';
import { recordSystemAudit } from '../../src/staff/audit';
import { LocalStorage } from '../../src/storage/local';
import { type OwnDatabase, ownDatabase } from '../helpers';

let own: OwnDatabase;
let database: Database;
let editing: ContentEditing;

beforeAll(async () => {
  own = await ownDatabase('shop_content_service');
  database = createDatabase(own.url, { max: 2 });
  editing = contentEditing({
    db: database.db,
    storage: new LocalStorage(await mkdtemp(join(tmpdir(), 'shop-content-service-')), Buffer.alloc(32)),
    mediaUrl: (path) => `/media/${path}`,
  });
}, 120_000);
afterAll(async () => {
  await database?.pool.end();
  await own?.drop();
});

/**
 * What the catalogue would hear: for each notice, how many audit entries had been written by then, and
 * whether a reload started then would see the row.
 */
let notices: Array<{ audited: number; visible: Promise<boolean> }> = [];
let auditWrites = 0;
let stopListening: (() => void) | undefined;
const listenFor = (slug: string) => {
  notices = [];
  stopListening = onContentChanged(() => {
    notices.push({
      audited: auditWrites,
      visible: database.db
        .select()
        .from(categories)
        .where(eq(categories.slug, slug))
        .then((rows) => rows.length === 1),
    });
  });
};
afterEach(() => stopListening?.());

const systemAudit: AuditWriter = async (tx, entry) => {
  await recordSystemAudit(tx, 'content-service-test', entry);
  auditWrites += 1;
};
const entriesFor = (slug: string) => database.db.select().from(auditLog).where(eq(auditLog.targetId, slug));
const inFour = (text: string) => ({ en: text, ru: `${text} ru`, tr: `${text} tr`, az: `${text} az` });

describe('content editing service', () => {
  it('commits a change with its audit entry, then tells the catalogue, which already sees it', async () => {
    listenFor('service-told');
    const auditedBefore = auditWrites;
    const created = await editing.categories.create(systemAudit, {
      slug: 'service-told',
      position: 501,
      name: inFour('Told'),
    });
    expect(created).toEqual({ slug: 'service-told', position: 501, name: inFour('Told') });
    expect(notices.map((notice) => notice.audited)).toEqual([auditedBefore + 1]);
    expect(await Promise.all(notices.map((notice) => notice.visible))).toEqual([true]);
    const [entry] = await entriesFor('service-told');
    expect(entry).toMatchObject({ action: 'content.category.create', targetType: 'category', before: null });
    expect(entry?.after).toEqual(created);
  });

  it('undoes the change when its audit entry cannot be written, and tells nobody', async () => {
    listenFor('service-unaudited');
    const failing: AuditWriter = async () => {
      throw new Error('audit log unavailable');
    };
    await expect(
      editing.categories.create(failing, { slug: 'service-unaudited', position: 502, name: inFour('Lost') }),
    ).rejects.toThrow('audit log unavailable');
    expect(await database.db.select().from(categories).where(eq(categories.slug, 'service-unaudited'))).toEqual([]);
    expect(notices).toHaveLength(0);
  });

  it('writes no audit entry for a refused change, and tells nobody', async () => {
    await editing.categories.create(systemAudit, { slug: 'service-twice', position: 503, name: inFour('Twice') });
    listenFor('service-twice');
    await expect(
      editing.categories.create(systemAudit, { slug: 'service-twice', position: 504, name: inFour('Again') }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'already_exists' });
    expect(notices).toHaveLength(0);
    expect((await entriesFor('service-twice')).map((entry) => entry.action)).toEqual(['content.category.create']);
  });

  it('names a new row by the id the database gave it', async () => {
    const faq = await editing.faqs.create(systemAudit, {
      position: 9_001,
      question: inFour('Which id?'),
      answer: inFour('Its own'),
    });
    expect((await entriesFor(String(faq.id))).map((entry) => entry.action)).toEqual(['content.faq.create']);
  });

  it('answers rows of every kind exactly as the shared contract describes them', async () => {
    const query = { page: 1, per_page: 100, order: 'asc' as const };
    const lists = {
      books: await editing.books.list({ ...query, sort: 'slug' }),
      categories: await editing.categories.list({ ...query, sort: 'position' }),
      faqs: await editing.faqs.list({ ...query, sort: 'position' }),
      reviews: await editing.reviews.list({ ...query, sort: 'date' }),
      pages: await editing.pages.list({ ...query, sort: 'slug' }),
      price_configs: await editing.priceConfigs.list({ ...query, sort: 'currency' }),
    };
    for (const [kind, list] of Object.entries(lists) as Array<
      [keyof typeof lists, (typeof lists)[keyof typeof lists]]
    >) {
      expect(list.items.length, kind).toBeGreaterThan(0);
      expect(list.total, kind).toBeGreaterThanOrEqual(list.items.length);
      // strict(): a field the contract lacks would be dropped silently by the response serialiser.
      for (const row of list.items) expect(() => CONTENT_ROW_SCHEMAS[kind].strict().parse(row), kind).not.toThrow();
    }
  });
});
