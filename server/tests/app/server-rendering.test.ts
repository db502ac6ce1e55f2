/**
 * Server rendering: the HTML of every public page type, as a reader without JavaScript gets it, in
 * each language, with its data and head tags; real 404s; the page cache and a content edit. It renders with the
 * built front end of this checkout (`npm test` builds before the unit tests), through the real renderer, the
 * remotes' server builds loaded from the registry, and the API, on a database of its own (a FAQ is added).
 */

import { FIRST_SCREEN_ID } from '@shop/shared/ui/first-screen';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyContentChanged } from '../../src/db/content-events';
import { pages, reviews } from '../../src/db/schema';
import { translateMessage } from '../../src/lib/messages';
import { CACHE_TTL_MS } from '../../src/plugins/page-render';
import { startFilesOf } from '../../src/plugins/start-after-paint';
import { asStaff, signedInStaff } from '../admin-helpers';
import { activeAmbassador } from '../ambassadors-helpers';
import type { OwnDatabase } from '../helpers';
import { renderingApp } from './rendering-app';

let app: FastifyInstance;
let database: OwnDatabase;

beforeAll(async () => {
  ({ app, database } = await renderingApp('shop_rendering', { PUBLIC_URL: 'https://shop.example' }));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const page = (url: string) => app.inject({ method: 'GET', url });
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#x27;');
/** The markup inside #root, without the state script after it. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script[^>]*id="shop-state"/.exec(html)?.[1] ?? '';

const LOCALES = ['en', 'ru', 'tr', 'az'] as const;
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

describe('server-rendered pages', () => {
  it('renders the story page with the book, its head tags and its cover as the share picture, in four languages', async () => {
    for (const locale of LOCALES) {
      const book = await app.catalogue.book(locale, 'the-little-astronaut');
      expect(book).toBeDefined();
      if (!book) continue;
      const url = `${prefix(locale)}/story/the-little-astronaut`;
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<title>${attribute(book.name)} | Storybook Shop</title>`);
      expect(html).toContain(`<meta name="description" content="${attribute(book.summary)}">`);
      expect(html).toContain(`<meta property="og:title" content="${attribute(book.name)} | Storybook Shop">`);
      expect(html).toContain(`<meta property="og:type" content="book">`);
      // The book's own share picture in the page's language, with its size and words.
      expect(html).toContain(
        `<meta property="og:image" content="https://shop.example/share/story/the-little-astronaut/${locale}.jpg">`,
      );
      expect(html).toContain('<meta property="og:image:width" content="1200">');
      expect(html).toContain('<meta property="og:image:height" content="630">');
      expect(html).toContain(
        `<meta property="og:image:alt" content="${attribute(translateMessage('common.share.bookAlt', locale, { name: book.name, siteName: 'Storybook Shop' }))}">`,
      );
      expect(html).toContain(`<meta property="og:url" content="https://shop.example${url}">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain(`<link rel="canonical" href="https://shop.example${url}">`);
      for (const other of LOCALES) {
        expect(html).toContain(
          `<link rel="alternate" hreflang="${other}" href="https://shop.example${prefix(other)}/story/the-little-astronaut">`,
        );
      }
      const root = rootOf(html);
      expect(root).toContain(`${text(book.name)}</h1>`);
      expect(root).toContain(text(book.summary));
      expect(root).toContain(`src="${book.cover.url}"`);
      // The common and shell messages of the page's language, and only of it, start with the page's scripts.
      const started = startFilesOf(html)?.preload.map(([href]) => href) ?? [];
      expect(
        started.filter((href) => /^\/(common|shell)-messages-/.test(href)).map((href) => href.split('.')[0]),
      ).toEqual([`/common-messages-${locale}`, `/shell-messages-${locale}`]);
      // The storefront's own messages in that language, too.
      expect(started).toContainEqual(
        expect.stringMatching(new RegExp(`^/remotes/storefront/messages-${locale}\\.\\w+\\.js$`)),
      );
    }
  });

  it('renders the home, explore, FAQs, content, contact, tracking and ambassador pages with their words and data', async () => {
    const cases = [
      { url: '/', h1: 'Personalised storybooks starring your child', data: 'The Little Astronaut' },
      { url: '/ru', h1: 'Именные книги-сказки, в которых ваш ребёнок — главный герой', data: 'Маленький космонавт' },
      {
        url: '/tr/explore?category=adventure',
        h1: 'Hikâyeleri keşfedin',
        data: 'href="/tr/story/the-brave-little-explorer"',
      },
      { url: '/az/faqs', h1: 'Tez-tez verilən suallar', data: '<details' },
      { url: '/page/about', h1: 'About us', data: '<p>' },
      { url: '/ru/contact', h1: 'Свяжитесь с нами', data: 'name="email"' },
      { url: '/track-order', h1: 'Track your order', data: 'name="order_number"' },
      { url: '/tr/become-ambassador', h1: 'Storybook Shop marka elçisi olun', data: 'href="/tr/auth/sign-up"' },
    ];
    for (const { url, h1, data } of cases) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const root = rootOf(response.body);
      expect(root, url).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[?()]/g, '\\$&')}</h1>`));
      expect(root, url).toContain(data);
      // The header and footer come rendered too, and nothing waits for a script to be put in place.
      expect(root, url).toContain('<header class="site-header">');
      expect(root, url).toContain('<footer class="site-footer">');
      expect(response.body, url).not.toContain('<template id="B:');
    }
  });

  it('hands the browser the API answers it rendered with, so hydration asks for nothing again', async () => {
    const html = (await page('/tr/story/the-little-astronaut')).body;
    const state = JSON.parse(/id="shop-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(state.remoteRendered).toBe(true);
    expect(state.config.publicUrl).toBe('https://shop.example');
    expect(state.registry.storefront).toBe('/remotes/storefront/mf-manifest.json');
    const keys = Object.keys(state.api.queries);
    expect(keys).toContain('tr|getBook("the-little-astronaut")');
    expect(Object.values(state.api.queries).every((query) => (query as { status: string }).status !== 'pending')).toBe(
      true,
    );
  });

  it('draws the first screen as soon as it is parsed: the home page its hero, another page its whole markup', async () => {
    const firstPaintWaitsFor = (html: string) =>
      /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(html)?.[1];
    for (const url of ['/', '/ru']) {
      const html = (await page(url)).body;
      expect(firstPaintWaitsFor(html), url).toBe(FIRST_SCREEN_ID);
      // The hero, and nothing the first screen needs after it: its picture is in it.
      const hero = new RegExp(`<section id="${FIRST_SCREEN_ID}"[\\s\\S]*?</section>`).exec(rootOf(html))?.[0] ?? '';
      expect(hero, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(hero, url).toContain('class="sf-hero__picture"');
      expect(html.split(`id="${FIRST_SCREEN_ID}"`), url).toHaveLength(2);
    }
    for (const url of ['/story/the-little-astronaut', '/faqs', '/explore']) {
      const html = (await page(url)).body;
      expect(firstPaintWaitsFor(html), url).toBe('root');
      expect(html, url).not.toContain(`id="${FIRST_SCREEN_ID}"`);
    }
  });

  it("renders the order wizard's first step for a fresh visitor, in the page's language", async () => {
    const response = await page('/az/create-story');
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(root).toContain('id="child-name"');
    expect(root).toContain('Uşağın adı');
    expect(JSON.parse(/id="shop-state">([^<]*)<\/script>/.exec(response.body)?.[1] ?? '{}').remoteRendered).toBe(true);
  });

  it('renders the frame of a page the browser renders, with its stylesheets applied from the start', async () => {
    const response = await page('/az/auth/sign-in');
    expect(response.statusCode).toBe(200);
    // Drawn once its markup is parsed, not its state after it (web.ts), then styled from the start.
    expect(response.body).toMatch(
      /<meta charset="utf-8"><link rel="expect" href="#root" blocking="render"><link rel="stylesheet" href="\/[^"]+\.css">/,
    );
    expect(response.body).toContain('<script type="application/json" id="shop-state">');
    const root = rootOf(response.body);
    expect(root).toContain('role="status"');
    expect(JSON.parse(/id="shop-state">([^<]*)<\/script>/.exec(response.body)?.[1] ?? '{}').remoteRendered).toBe(false);
  });
});

describe('the referral landing', () => {
  it("names the ambassador in the page and its share preview, gives the visitor the code's cookie, and is never cached", async () => {
    const ambassador = await activeAmbassador(app, { name: 'Aysel Mammadova' });
    const url = `/ru/referrals/${ambassador.referralCode}`;
    for (const attempt of [1, 2]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-page-cache'], `attempt ${attempt}`).toBeUndefined();
      expect(String(response.headers['set-cookie'])).toContain(`shop_ref=${ambassador.referralCode}`);
      expect(response.body).toContain(
        '<title>Aysel M. приглашает вас в магазин «Storybook Shop» | Storybook Shop</title>',
      );
      expect(response.body).toContain('<meta property="og:title" content="Aysel M. приглашает вас');
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(rootOf(response.body)).toContain('<h1>Aysel M. приглашает вас в магазин «Storybook Shop»</h1>');
    }
  });

  it('describes the link to search engines and chats as an invitation from the ambassador, in four languages', async () => {
    const ambassador = await activeAmbassador(app, { name: 'Aysel Mammadova' });
    const invitations = {
      en: 'Aysel M. invites you to create a personalised storybook',
      ru: 'Aysel M. приглашает вас создать именную книгу-сказку',
      tr: 'Aysel M. sizi, kahramanı çocuğunuz olan kişiye özel bir hikâye kitabı oluşturmaya davet ediyor.',
      az: 'Aysel M. sizi qəhrəmanı övladınız olan fərdi nağıl kitabı yaratmağa dəvət edir.',
    };
    for (const locale of LOCALES) {
      const html = (await page(`${prefix(locale)}/referrals/${ambassador.referralCode}`)).body;
      expect(html, locale).toContain(`<meta name="description" content="${attribute(invitations[locale])}`);
      expect(html, locale).toContain(`<meta property="og:description" content="${attribute(invitations[locale])}`);
      expect(html, locale).toContain(
        `<meta property="og:image:alt" content="${attribute(translateMessage('common.referral.shareImageTitle', locale, { name: 'Aysel M.' }))}">`,
      );
      expect(html, locale).toContain('<meta property="og:image:width" content="1200">');
    }
  });
});

describe('share pictures (og:image)', () => {
  const ogImage = (html: string) =>
    /<meta property="og:image" content="https:\/\/shop\.example([^"]+)">/.exec(html)?.[1];
  const picture = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toBe('image/jpeg');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }, url).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    // WhatsApp shows no picture over 300 KB.
    expect(response.rawPayload.length, url).toBeLessThan(300_000);
    return response.rawPayload;
  };

  it("gives the shop's pages a picture in their own language, with its size and a description in that language", async () => {
    const pictures = new Set<string>();
    for (const locale of LOCALES) {
      for (const path of ['/', '/faqs', '/page/about']) {
        const html = (await page(`${prefix(locale)}${path === '/' && locale !== 'en' ? '' : path}`)).body;
        expect(ogImage(html), `${locale} ${path}`).toBe(`/share/${locale}.jpg`);
        expect(html).toContain('<meta property="og:image:width" content="1200">');
        expect(html).toContain('<meta property="og:image:height" content="630">');
        expect(html).toContain(
          `<meta property="og:image:alt" content="${attribute(translateMessage('common.share.alt', locale, { siteName: 'Storybook Shop' }))}">`,
        );
      }
      pictures.add((await picture(`/share/${locale}.jpg`)).toString('base64'));
    }
    // Four languages, four different pictures.
    expect(pictures.size).toBe(4);
    expect((await app.inject({ method: 'GET', url: '/share/de.jpg' })).statusCode).toBe(404);
  });

  it("draws each book's picture in each language, and none for a book that does not exist", async () => {
    const pictures = new Set<string>();
    for (const locale of LOCALES) {
      pictures.add((await picture(`/share/story/the-little-astronaut/${locale}.jpg`)).toString('base64'));
    }
    pictures.add((await picture('/share/story/the-dream-train/en.jpg')).toString('base64'));
    expect(pictures.size).toBe(5);
    expect((await app.inject({ method: 'GET', url: '/share/story/no-such-story/en.jpg' })).statusCode).toBe(404);
  });
});

describe('status codes', () => {
  it('answers unknown routes, stories and content pages with 404 and the page that says so', async () => {
    const cases = [
      { url: '/no-such-page', h1: 'Page not found' },
      { url: '/ru/no-such-page', h1: 'Страница не найдена' },
      { url: '/story/no-such-story', h1: "The story you're looking for doesn't exist." },
      { url: '/az/story/no-such-story', h1: 'Axtardığınız nağıl mövcud deyil.' },
      { url: '/page/no-such-page', h1: 'Page not found' },
    ];
    for (const { url, h1 } of cases) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(rootOf(response.body), url).toContain(`${text(h1)}</h1>`);
      expect(response.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('answers a content page the team deleted with 404, and the pages whose footer links to it still render', async () => {
    // The seed no longer brings a deleted page back (db/seed-content.ts): its footer link must not break a page.
    await app.database.db.delete(pages).where(eq(pages.slug, 'terms'));
    notifyContentChanged();
    for (const url of ['/page/terms', '/tr/page/terms']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    const api = await app.inject({ method: 'GET', url: '/api/v1/pages/terms' });
    expect(api.statusCode).toBe(404);
    for (const url of ['/', '/faqs', '/page/about']) expect((await page(url)).statusCode, url).toBe(200);
  });

  it("sends a visitor to the region's language and to the language they chose", async () => {
    const chosen = await app.inject({ method: 'GET', url: '/faqs?x=1', headers: { cookie: 'locale=tr' } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/tr/faqs?x=1');
  });
});

describe('structured data (JSON-LD)', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? '{}'),
    );

  it('describes the shop on every page, the book with its offers and breadcrumb, and the questions on /faqs', async () => {
    const storyPage = await page('/az/story/the-little-astronaut');
    const story = jsonLd(storyPage.body);
    // The page's own currency (a visitor with no country and no choice: dollars), as its price block shows.
    const currency =
      JSON.parse(/id="shop-state">([^<]*)<\/script>/.exec(storyPage.body)?.[1] ?? '{}').currency ?? 'USD';
    const types = story.map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'Product', 'BreadcrumbList']));
    const product = story.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      sku: 'the-little-astronaut',
      image: expect.stringMatching(/^https:\/\/shop\.example\/media\/books\/the-little-astronaut\/cover\.webp\?v=/),
    });
    expect(product.offers.length).toBeGreaterThanOrEqual(1);
    for (const offer of product.offers) {
      expect(offer).toMatchObject({
        '@type': 'Offer',
        priceCurrency: currency,
        price: expect.stringMatching(/^\d+\.\d{2}$/),
      });
    }
    // Olga K.'s five stars are the one review of the book in the seed.
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    const crumbs = story.find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement[0].item).toMatch(/\/az\/explore$/);

    const faqs = jsonLd((await page('/az/faqs')).body);
    const faqPage = faqs.find((data) => data['@type'] === 'FAQPage');
    expect(faqPage.mainEntity.length).toBeGreaterThan(0);
    expect(faqPage.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(faqs.find((data) => data['@type'] === 'WebSite')).toMatchObject({ inLanguage: 'az' });
  });

  it('rates a book from its own reviews, and leaves the rating out for a book nobody has reviewed', async () => {
    const product = async (slug: string) =>
      jsonLd((await page(`/story/${slug}`)).body).find((data) => data['@type'] === 'Product');
    await app.database.db.insert(reviews).values({
      name: 'Rating Test',
      rating: 5,
      text: { en: 'Good.' },
      date: '2026-11-25',
      bookSlug: 'the-dream-train',
    });
    await app.database.db.update(reviews).set({ bookSlug: null }).where(eq(reviews.bookSlug, 'the-sleepy-moon-boat'));
    notifyContentChanged();
    // The Dream Train: Olivia P.'s four stars and these five.
    expect((await product('the-dream-train')).aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    const unrated = await product('the-sleepy-moon-boat');
    expect(unrated.name).toEqual(expect.any(String));
    expect(unrated).not.toHaveProperty('aggregateRating');
  });
});

describe('page cache', () => {
  it('serves a public page again from the cache, and a content edit shows at once', async () => {
    const first = await page('/ru/faqs');
    expect(first.headers['x-page-cache']).toBeUndefined();
    const again = await page('/ru/faqs');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));

    const admin = await signedInStaff(app, 'admin');
    const question = {
      en: 'Can I gift a book?',
      ru: 'Можно ли подарить книгу?',
      tr: 'Kitap hediye edebilir miyim?',
      az: 'Kitabı hədiyyə edə bilərəm?',
    };
    const created = await asStaff(app, admin, 'POST', '/content/faqs', {
      position: 99,
      question,
      answer: { en: 'Yes.', ru: 'Да.', tr: 'Evet.', az: 'Bəli.' },
    });
    expect(created.statusCode, created.body).toBe(201);

    const edited = await page('/ru/faqs');
    expect(edited.headers['x-page-cache']).toBeUndefined();
    expect(rootOf(edited.body)).toContain(question.ru);
  });

  it("sends a page out of date once more while it is rendered afresh, so another process's edit shows after a minute", async () => {
    await page('/az/faqs');
    const question = 'Kitabı başqa ölkəyə göndərə bilərsinizmi?';
    // Written straight to the database, as another server process would: no content event reaches this one.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('INSERT INTO faqs (position, question, answer) VALUES ($1, $2, $3)', [
        98,
        JSON.stringify({
          en: 'Do you ship abroad?',
          ru: 'Вы доставляете за границу?',
          tr: 'Yurt dışına gönderiyor musunuz?',
          az: question,
        }),
        JSON.stringify({ en: 'Yes.', ru: 'Да.', tr: 'Evet.', az: 'Bəli.' }),
      ]);
    } finally {
      await client.end();
    }
    const cached = await page('/az/faqs');
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(rootOf(cached.body)).not.toContain(question);

    const minuteLater = Date.now() + CACHE_TTL_MS + 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(minuteLater);
    try {
      const stale = await page('/az/faqs');
      expect(stale.headers['x-page-cache']).toBe('stale');
      expect(rootOf(stale.body)).toBe(rootOf(cached.body));
      // The render behind it stores the page afresh; the next visitor gets it from the cache.
      await expect
        .poll(async () => {
          const next = await page('/az/faqs');
          return `${next.headers['x-page-cache']} ${rootOf(next.body).includes(question)}`;
        })
        .toBe('hit true');
    } finally {
      clock.mockRestore();
    }
  });

  it('answers a link with parameters the page does not read (a campaign, a made-up one) from the same cached page', async () => {
    const plain = await page('/tr/faqs');
    const campaign = await page('/tr/faqs?utm_source=instagram&fbclid=IwAR0abc');
    expect(campaign.headers['x-page-cache']).toBe('hit');
    expect(rootOf(campaign.body)).toBe(rootOf(plain.body));
    expect(campaign.body).not.toContain('IwAR0abc');

    const category = await page('/explore?category=adventure&page=1');
    expect(category.statusCode).toBe(200);
    const tagged = await page('/explore?utm_campaign=spring&category=adventure&page=1');
    expect(tagged.headers['x-page-cache']).toBe('hit');
    expect(rootOf(tagged.body)).toBe(rootOf(category.body));
    // A parameter the page reads still makes another page.
    const other = await page('/explore?category=bedtime&page=1');
    expect(other.headers['x-page-cache']).toBeUndefined();

    await page('/?made=up1');
    expect((await page('/?made=up2')).headers['x-page-cache']).toBe('hit');
  });

  it('never caches a page that does not exist: made-up addresses cannot push real pages out', async () => {
    const missing = await page('/story/no-such-book-here');
    expect(missing.statusCode).toBe(404);
    const again = await page('/story/no-such-book-here');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBeUndefined();
  });

  it('keeps pages apart by language and never caches a page with private query values', async () => {
    expect(rootOf((await page('/tr/faqs')).body)).not.toContain('Часто');
    await page('/track-order?order_number=1&email=a%40example.com');
    const other = await page('/track-order?order_number=1&email=a%40example.com');
    expect(other.headers['x-page-cache']).toBeUndefined();
  });
});
