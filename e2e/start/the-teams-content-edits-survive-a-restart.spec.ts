import { type APIRequestContext, request } from '@playwright/test';
import pg from 'pg';
import { embeddedAppRole, embeddedDatabaseUrl } from '../../server/src/db/embedded';
import { expect, test } from '../fixtures';
import { healthy, npmStart, shopFolder } from './npm-start';

const ADMIN = { email: 'owner@storybook.test', password: 'a long owner password' };
const four = (en: string) => ({ en, ru: `${en} (ru)`, tr: `${en} (tr)`, az: `${en} (az)` });

interface Faq {
  id: number;
  position: number;
  question: Record<string, string>;
  answer: Record<string, string>;
}
interface Book {
  slug: string;
  category_slug: string;
  name: Record<string, string>;
  summary: Record<string, string>;
  description: Record<string, string>;
  cover_alt: Record<string, string>;
  popularity: number;
  age_min: number;
  age_max: number;
  formats: string[];
}
interface Review {
  id: number;
  name: string;
  rating: number;
  text: Record<string, string>;
  date: string;
}
interface Page {
  slug: string;
  title: Record<string, string>;
  description: Record<string, string>;
  sections: unknown[];
}
interface PriceConfig {
  id: number;
  currency: string;
  base_price: number;
  pdf_price: number;
  softcover_price: number;
  hardcover_price: number;
  shipping: number;
  shipping_by_country: Record<string, number>;
}

/** The PATCH body of a book: its row without what is not edited there. */
const bookBody = ({ slug: _slug, ...book }: Book & { cover_url?: string; page_count?: number }) => {
  const { cover_url: _cover, page_count: _pages, ...body } = book;
  return body;
};

test.describe('the team’s content across a restart', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  const folder = shopFolder('shop-restart-', 'data');

  const start = async () => {
    const started = npmStart({
      PORT: String(folder.port),
      DATA_DIR: folder.dataDir,
      EMBEDDED_PG_PORT: String(folder.pgPort),
      STAFF_ADMIN_EMAIL: ADMIN.email,
      STAFF_ADMIN_PASSWORD: ADMIN.password,
    });
    folder.running.push(started);
    // Up, or stopped: a start that fails says why in its output.
    await expect
      .poll(async () => (await healthy(folder.port)) || started.process.exitCode !== null, {
        timeout: 120_000,
        intervals: [500],
      })
      .toBe(true);
    expect(await healthy(folder.port), started.output()).toBe(true);
    return started;
  };

  const signedIn = async (): Promise<APIRequestContext> => {
    const api = await request.newContext({ baseURL: `http://127.0.0.1:${folder.port}/api/v1/admin/` });
    const response = await api.post('auth/sign_in', { data: ADMIN });
    expect(response.status(), await response.text()).toBe(200);
    return api;
  };

  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<unknown> => {
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? undefined : response.json();
  };
  /** The rows of one kind of content, as the back office lists them. */
  const listOf = async <T>(api: APIRequestContext, kind: string): Promise<T[]> =>
    ((await ok(await api.get(`content/${kind}?per_page=100`))) as { items: T[] }).items;

  test('every edit, addition and deletion is still there after a restart, and a release adds its new content', async ({
    page,
  }) => {
    const first = await start();
    const api = await signedIn();
    const list = <T>(kind: string) => listOf<T>(api, kind);

    // FAQs: one reworded, one deleted, one added.
    const faqs = await list<Faq>('faqs');
    const [edited, deleted] = faqs;
    if (!edited || !deleted) throw new Error('no seeded FAQs');
    await ok(
      await api.patch(`content/faqs/${edited.id}`, {
        data: { position: edited.position, question: four('Can grandparents order too?'), answer: edited.answer },
      }),
    );
    await ok(await api.delete(`content/faqs/${deleted.id}`));
    await ok(
      await api.post('content/faqs', {
        data: { position: 77, question: four('Do you ship gift-wrapped?'), answer: four('Yes, on request.') },
      }),
    );

    // Categories: bedtime merged into fantasy (its books moved, then deleted); a new one added; one renamed.
    const books = await list<Book>('books');
    for (const book of books.filter((item) => item.category_slug === 'bedtime')) {
      await ok(
        await api.patch(`content/books/${book.slug}`, { data: { ...bookBody(book), category_slug: 'fantasy' } }),
      );
    }
    await ok(await api.delete('content/categories/bedtime'));
    await ok(await api.post('content/categories', { data: { slug: 'gifts', position: 9, name: four('Gifts') } }));
    await ok(await api.patch('content/categories/adventure', { data: { position: 1, name: four('Big adventures') } }));

    // A book's texts and popularity.
    const astronaut = books.find((book) => book.slug === 'the-little-astronaut');
    if (!astronaut) throw new Error('no astronaut');
    await ok(
      await api.patch(`content/books/${astronaut.slug}`, {
        data: { ...bookBody(astronaut), name: four('Our Little Astronaut'), popularity: 1 },
      }),
    );

    // Reviews: one edited, one deleted, one added.
    const reviews = await list<Review>('reviews');
    const [review, goneReview] = reviews;
    if (!review || !goneReview) throw new Error('no seeded reviews');
    const { id: reviewId, ...reviewBody } = review;
    await ok(await api.patch(`content/reviews/${reviewId}`, { data: { ...reviewBody, rating: 2 } }));
    await ok(await api.delete(`content/reviews/${goneReview.id}`));
    await ok(
      await api.post('content/reviews', {
        data: { name: 'Nigar A.', rating: 5, date: '2026-11-20', text: four('A keepsake.') },
      }),
    );

    // A page's title, and the dollar price.
    const about = (await list<Page>('pages')).find((item) => item.slug === 'about');
    if (!about) throw new Error('no about page');
    await ok(
      await api.patch('content/pages/about', {
        data: { title: four('Who we are'), description: about.description, sections: about.sections },
      }),
    );
    const usd = (await list<PriceConfig>('price_configs')).find((config) => config.currency === 'USD');
    if (!usd) throw new Error('no USD prices');
    const { id: usdId, currency: _currency, ...usdBody } = usd as PriceConfig & { created_at?: string };
    await ok(await api.patch(`content/price_configs/${usdId}`, { data: { ...usdBody, base_price: 3499 } }));

    // What the next release ships new: a shop seeded by the release before never had this FAQ and this book.
    const newFaq = faqs[2];
    if (!newFaq) throw new Error('no third FAQ');
    // As the shop itself signs in: its role, with the password the first start generated into the data folder.
    const role = await embeddedAppRole(folder.dataDir);
    const client = new pg.Client({ connectionString: embeddedDatabaseUrl(folder.pgPort, 'shop', role) });
    await client.connect();
    try {
      await client.query('delete from faqs where id = $1', [newFaq.id]);
      await client.query(`delete from seeded_content where kind = 'faq' and row_key = $1`, [String(newFaq.id)]);
      await client.query(`delete from books where slug = 'the-mountain-of-echoes'`);
      await client.query(`delete from seeded_content where kind = 'book' and seed_key = 'the-mountain-of-echoes'`);
    } finally {
      await client.end();
    }
    await api.dispose();

    // A deploy: stop, start on the same data folder.
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await start();
    const again = await signedIn();
    const listAgain = <T>(kind: string) => listOf<T>(again, kind);

    const faqsAfter = await listAgain<Faq>('faqs');
    expect(faqsAfter.find((faq) => faq.id === edited.id)?.question.en).toBe('Can grandparents order too?');
    expect(faqsAfter.find((faq) => faq.id === deleted.id)).toBeUndefined();
    expect(faqsAfter.find((faq) => faq.position === 77)?.question.en).toBe('Do you ship gift-wrapped?');
    expect(faqsAfter.find((faq) => faq.question.en === newFaq.question.en)?.answer).toEqual(newFaq.answer);

    const categoriesAfter = await listAgain<{ slug: string; name: Record<string, string> }>('categories');
    expect(categoriesAfter.map((category) => category.slug).sort()).toEqual([
      'adventure',
      'educational',
      'fantasy',
      'gifts',
    ]);
    expect(categoriesAfter.find((category) => category.slug === 'adventure')?.name.en).toBe('Big adventures');

    const booksAfter = await listAgain<Book>('books');
    expect(booksAfter.filter((book) => book.category_slug === 'bedtime')).toEqual([]);
    expect(booksAfter.find((book) => book.slug === 'the-little-astronaut')).toMatchObject({
      name: four('Our Little Astronaut'),
      popularity: 1,
    });
    expect(booksAfter.find((book) => book.slug === 'the-mountain-of-echoes')?.name.en).toBe('The Mountain of Echoes');

    const reviewsAfter = await listAgain<Review>('reviews');
    expect(reviewsAfter.find((item) => item.id === review.id)?.rating).toBe(2);
    expect(reviewsAfter.find((item) => item.id === goneReview.id)).toBeUndefined();
    expect(reviewsAfter.find((item) => item.name === 'Nigar A.')?.text.en).toBe('A keepsake.');

    expect((await listAgain<Page>('pages')).find((item) => item.slug === 'about')?.title.en).toBe('Who we are');
    expect((await listAgain<PriceConfig>('price_configs')).find((item) => item.currency === 'USD')?.base_price).toBe(
      3499,
    );
    await again.dispose();

    // And the parent sees the team's FAQ page, not the seed's.
    await page.goto(`http://127.0.0.1:${folder.port}/faqs`);
    await expect(page.getByText('Can grandparents order too?')).toBeVisible();
    await expect(page.getByText('Do you ship gift-wrapped?')).toBeVisible();
    await expect(page.getByText(deleted.question.en ?? '', { exact: true })).toHaveCount(0);
  });
});
