/**
 * The seed fills an empty shop and afterwards only brings what a release adds or changes: what the team edited,
 * added or deleted survives every start (db/seed-content.ts).
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { books, categories, faqs, pages, priceConfigs, reviews, seededContent } from '../../src/db/schema';
import { SEED_CONTENT, seed } from '../../src/db/seed';
import type { SeedContent } from '../../src/db/seed-content';
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
  categories: (await database.db.select({ n: count() }).from(categories))[0]?.n,
  books: (await database.db.select({ n: count() }).from(books))[0]?.n,
  faqs: (await database.db.select({ n: count() }).from(faqs))[0]?.n,
  pages: (await database.db.select({ n: count() }).from(pages))[0]?.n,
  reviews: (await database.db.select({ n: count() }).from(reviews))[0]?.n,
});

const expected = {
  categories: SEED_CONTENT.categories.length,
  books: SEED_CONTENT.books.length,
  faqs: SEED_CONTENT.faqs.length,
  pages: SEED_CONTENT.pages.length,
  reviews: SEED_CONTENT.reviews.length,
};

const first = <T>(list: readonly T[], at = 0): T => {
  const item = list[at];
  if (!item) throw new Error('no seeded item');
  return item;
};

const faqAt = async (position: number) => (await database.db.select().from(faqs).where(eq(faqs.position, position)))[0];
const bookOf = async (slug: string) => (await database.db.select().from(books).where(eq(books.slug, slug)))[0];
const pageOf = async (slug: string) => (await database.db.select().from(pages).where(eq(pages.slug, slug)))[0];

/** The code's seed with one English text changed per kind: what the next release ships. */
function release(): SeedContent {
  const [faq, ...otherFaqs] = SEED_CONTENT.faqs;
  const [book, ...otherBooks] = SEED_CONTENT.books;
  const [page, ...otherPages] = SEED_CONTENT.pages;
  if (!faq || !book || !page) throw new Error('no seeded content');
  return {
    ...SEED_CONTENT,
    faqs: [{ ...faq, answer: { ...faq.answer, en: 'The release reworded this answer.' } }, ...otherFaqs],
    books: [{ ...book, summary: { ...book.summary, en: 'The release reworded this summary.' } }, ...otherBooks],
    pages: [{ ...page, title: { ...page.title, en: 'The release renamed this page' } }, ...otherPages],
  };
}

describe('seed', () => {
  it('fills an empty shop once, however often it runs', async () => {
    expect(await counts()).toEqual(expected);
    expect((await database.db.select({ n: count() }).from(seededContent))[0]?.n).toBe(
      Object.values(expected).reduce((sum, n) => sum + n, 0) + SEED_CONTENT.priceConfigs.length,
    );
    const pagesBefore = await database.db.select().from(pages);
    const again = await seed(database);
    expect(again).toEqual({ inserted: [], updated: [], kept: [], deleted: [], skipped: [] });
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

  it('brings a release’s changes to rows nobody edited, and moves a changed page’s date', async () => {
    const next = release();
    const page = first(next.pages);
    const before = await pageOf(page.slug);
    const report = await seed(database, { content: next });
    expect(report.updated.sort()).toEqual(
      [`book ${first(next.books).slug}`, `faq ${first(next.faqs).position}`, `page ${page.slug}`].sort(),
    );
    expect((await faqAt(first(next.faqs).position))?.answer.en).toBe('The release reworded this answer.');
    expect((await bookOf(first(next.books).slug))?.summary.en).toBe('The release reworded this summary.');
    const after = await pageOf(page.slug);
    expect(after?.title.en).toBe('The release renamed this page');
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Number.POSITIVE_INFINITY);
    // Back to the code's seed, for the tests below.
    await seed(database);
    expect((await faqAt(first(SEED_CONTENT.faqs).position))?.answer).toEqual(first(SEED_CONTENT.faqs).answer);
  });

  it('never writes what the team edited, added or deleted, not even when a release changes it', async () => {
    const { db } = database;
    const faq = first(SEED_CONTENT.faqs);
    const book = first(SEED_CONTENT.books);
    const page = first(SEED_CONTENT.pages);
    const category = first(SEED_CONTENT.categories);
    const review = first(SEED_CONTENT.reviews);
    const deletedReview = first(SEED_CONTENT.reviews, 1);
    const deletedFaq = first(SEED_CONTENT.faqs, 1);

    await db
      .update(faqs)
      .set({ question: { en: 'Our own question?' } })
      .where(eq(faqs.position, faq.position));
    await db
      .update(books)
      .set({ name: { ...book.name, en: 'Our title' }, popularity: 7 })
      .where(eq(books.slug, book.slug));
    await db
      .update(pages)
      .set({ title: { ...page.title, en: 'Our page' } })
      .where(eq(pages.slug, page.slug));
    await db.update(categories).set({ position: 99 }).where(eq(categories.slug, category.slug));
    await db
      .update(reviews)
      .set({ rating: 3 })
      .where(and(eq(reviews.name, review.name), eq(reviews.date, review.date)));
    await db.update(priceConfigs).set({ shipping: 999 }).where(eq(priceConfigs.currency, 'USD'));
    await db.delete(faqs).where(eq(faqs.position, deletedFaq.position));
    await db.delete(reviews).where(and(eq(reviews.name, deletedReview.name), eq(reviews.date, deletedReview.date)));
    await db.insert(faqs).values({ position: 500, question: { en: 'Added by the team?' }, answer: { en: 'Yes.' } });
    await db.insert(categories).values({ slug: 'ours', position: 50, name: { en: 'Ours' } });

    const report = await seed(database, { content: release() });
    expect(report.inserted).toEqual([]);
    expect(report.updated).toEqual([]);
    expect(report.deleted.sort()).toEqual([
      `faq ${deletedFaq.position}`,
      `review ${deletedReview.name}|${deletedReview.date}`,
    ]);
    expect(report.kept).toEqual(
      expect.arrayContaining([`faq ${faq.position}`, `book ${book.slug}`, `page ${page.slug}`, 'price_config USD']),
    );

    expect((await faqAt(faq.position))?.question).toEqual({ en: 'Our own question?' });
    expect((await faqAt(faq.position))?.answer).toEqual(faq.answer);
    expect(await bookOf(book.slug)).toMatchObject({ name: { en: 'Our title' }, popularity: 7, summary: book.summary });
    expect((await pageOf(page.slug))?.title.en).toBe('Our page');
    expect((await db.select().from(categories).where(eq(categories.slug, category.slug)))[0]?.position).toBe(99);
    expect((await db.select().from(categories).where(eq(categories.slug, 'ours')))[0]?.name).toEqual({ en: 'Ours' });
    expect(
      (
        await db
          .select()
          .from(reviews)
          .where(and(eq(reviews.name, review.name), eq(reviews.date, review.date)))
      )[0]?.rating,
    ).toBe(3);
    expect((await db.select().from(priceConfigs).where(eq(priceConfigs.currency, 'USD')))[0]?.shipping).toBe(999);
    expect(await faqAt(deletedFaq.position)).toBeUndefined();
    expect((await faqAt(500))?.question).toEqual({ en: 'Added by the team?' });
    expect(await counts()).toMatchObject({ faqs: expected.faqs, reviews: expected.reviews - 1 });
  });

  it('adds what a release ships new, stepping around a position the team holds', async () => {
    const { db } = database;
    // A shop seeded by the release before: it never had this FAQ or this book.
    const newFaq = first(SEED_CONTENT.faqs, 2);
    const newBook = first(SEED_CONTENT.books, 3);
    const oldFaq = await faqAt(newFaq.position);
    await db.delete(faqs).where(eq(faqs.position, newFaq.position));
    await db.delete(books).where(eq(books.slug, newBook.slug));
    await db
      .delete(seededContent)
      .where(and(eq(seededContent.kind, 'faq'), eq(seededContent.seedKey, String(newFaq.position))));
    await db.delete(seededContent).where(and(eq(seededContent.kind, 'book'), eq(seededContent.seedKey, newBook.slug)));
    // Meanwhile the team put a question of its own where the new one would go.
    await db.insert(faqs).values({ position: newFaq.position, question: { en: 'Team’s?' }, answer: { en: 'Yes.' } });

    const report = await seed(database);
    expect(report.inserted.sort()).toEqual([`book ${newBook.slug}`, `faq ${newFaq.position}`]);
    expect((await bookOf(newBook.slug))?.name).toEqual(newBook.name);
    expect((await faqAt(newFaq.position))?.question).toEqual({ en: 'Team’s?' });
    const [last] = await db.select().from(faqs).where(eq(faqs.question, newFaq.question));
    expect(last?.position).toBeGreaterThan(500);
    expect(oldFaq?.question).toEqual(newFaq.question);
    expect(await seed(database)).toEqual({
      inserted: [],
      updated: [],
      kept: expect.any(Array),
      deleted: expect.any(Array),
      skipped: [],
    });
  });

  it('adopts a shop seeded before the ledger: rows equal to the seed follow releases, others stay the team’s', async () => {
    const { db } = database;
    await db.delete(seededContent);
    const untouched = first(SEED_CONTENT.books, 5);
    const edited = first(SEED_CONTENT.books, 6);
    await db.update(books).set({ popularity: 1 }).where(eq(books.slug, edited.slug));
    await seed(database);
    const next: SeedContent = {
      ...SEED_CONTENT,
      books: SEED_CONTENT.books.map((book) =>
        book.slug === untouched.slug || book.slug === edited.slug ? { ...book, popularity: 4242 } : book,
      ),
    };
    const report = await seed(database, { content: next });
    expect(report.updated).toEqual([`book ${untouched.slug}`]);
    expect((await bookOf(untouched.slug))?.popularity).toBe(4242);
    expect((await bookOf(edited.slug))?.popularity).toBe(1);
  });
});
