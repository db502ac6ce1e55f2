import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { books, faqs, pages, priceConfigs, reviews } from '../../src/db/schema';
import { SEED_CONTENT, seed } from '../../src/db/seed';
import { ownDatabase } from '../helpers';

/** A database of its own on the test server, so re-seeding never races the other test files. */
let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const own = await ownDatabase('shop_seed');
  database = createDatabase(own.url, { max: 2 });
  dropDatabase = async () => {
    await database.pool.end();
    await own.drop();
  };
});
afterAll(() => dropDatabase());

const counts = async () => ({
  books: (await database.db.select({ n: count() }).from(books))[0]?.n,
  faqs: (await database.db.select({ n: count() }).from(faqs))[0]?.n,
  pages: (await database.db.select({ n: count() }).from(pages))[0]?.n,
  reviews: (await database.db.select({ n: count() }).from(reviews))[0]?.n,
});

describe('seed', () => {
  it('writes all the content once, however often it runs', async () => {
    const expected = {
      books: SEED_CONTENT.books.length,
      faqs: SEED_CONTENT.faqs.length,
      pages: SEED_CONTENT.pages.length,
      reviews: SEED_CONTENT.reviews.length,
    };
    expect(await counts()).toEqual(expected);
    const pagesBefore = await database.db.select().from(pages);
    await seed(database);
    expect(await counts()).toEqual(expected);
    // Unchanged content keeps its date.
    expect(await database.db.select().from(pages)).toEqual(pagesBefore);
  });

  it('records each picture with its real size', async () => {
    for (const row of await database.db.select().from(books)) {
      expect(row.coverPath).toBe(`books/${row.slug}/cover.webp`);
      expect([row.coverWidth, row.coverHeight]).toEqual([600, 800]);
      expect(row.sampleImages.map((image) => [image.path, image.width, image.height])).toEqual(
        [1, 2, 3].map((n) => [`books/${row.slug}/page-${n}.webp`, 1000, 700]),
      );
    }
  });

  it('updates changed content, moves the page date, and removes what the content no longer lists', async () => {
    const [firstPage, ...otherPages] = SEED_CONTENT.pages;
    const [firstBook] = SEED_CONTENT.books;
    if (!firstPage || !firstBook) throw new Error('no seeded content');
    const [before] = await database.db.select().from(pages).where(eq(pages.slug, firstPage.slug));
    await seed(database, {
      content: {
        ...SEED_CONTENT,
        books: [{ ...firstBook, popularity: 12345 }],
        faqs: SEED_CONTENT.faqs.slice(1),
        pages: [{ ...firstPage, title: { ...firstPage.title, en: 'A new title' } }, ...otherPages],
        reviews: [],
      },
    });
    const [after] = await database.db.select().from(pages).where(eq(pages.slug, firstPage.slug));
    expect(after?.title.en).toBe('A new title');
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Number.POSITIVE_INFINITY);
    expect((await counts()).faqs).toBe(SEED_CONTENT.faqs.length - 1);
    expect((await counts()).reviews).toBe(0);
    // Books stay (orders will refer to them) but take the new values.
    expect((await counts()).books).toBe(SEED_CONTENT.books.length);
    const [book] = await database.db.select().from(books).where(eq(books.slug, firstBook.slug));
    expect(book?.popularity).toBe(12345);
    await seed(database);
  });

  it("inserts price configs only when missing, keeping the team's edits", async () => {
    await database.db.update(priceConfigs).set({ shipping: 999 }).where(eq(priceConfigs.currency, 'USD'));
    await seed(database);
    const [usd] = await database.db.select().from(priceConfigs).where(eq(priceConfigs.currency, 'USD'));
    expect(usd).toMatchObject({ shipping: 999, shippingByCountry: { US: 799, AZ: 500, TR: 699, RU: 899 } });
  });
});
