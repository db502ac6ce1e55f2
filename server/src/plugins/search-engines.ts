/**
 * What search engines read before any page: /robots.txt (the personal and team pages kept out: the back office,
 * the ambassador dashboard, the order wizard and its result pages, order tracking) and /sitemap.xml (every
 * public page in the four languages, each with its `xhtml:link` alternates and x-default, the content pages and
 * the books included). The sitemap is built from the database and kept until the content changes
 * (db/content-events.ts, which every instance hears). And the share pictures the pages name as og:image
 * (share-images.ts).
 */
import { OFFERED_LOCALES } from '@shop/shared/i18n/catalogue';
import { asc } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { onContentChanged } from '../db/content-events';
import { books, pages } from '../db/schema';
import { shareImageRoutes } from './share-images';

/** Paths (without a language) that only a person with an account, an order or a token has any use for. */
export const PRIVATE_PATHS = [
  '/backoffice',
  '/dashboard',
  '/create-story',
  '/order-success',
  '/order-error',
  '/track-order',
];

/** The public pages that are not content: the content pages and books are added from the database. */
const FIXED_PAGES = ['/', '/explore', '/faqs', '/contact', '/become-ambassador'];

const prefixed = (locale: string, path: string) =>
  locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function robotsTxt(publicUrl: string): string {
  const disallowed = OFFERED_LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => prefixed(locale, path)));
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    // The API answers people's orders and accounts; its public parts are read through the pages.
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** One <url> per page and language, each naming every language's address of the same page. */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...OFFERED_LOCALES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(publicUrl + prefixed(locale, path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + path)}"/>`,
    ].join('\n');
    return OFFERED_LOCALES.map(
      (locale) => `  <url>\n    <loc>${escapeXml(publicUrl + prefixed(locale, path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export default fp(
  async (app) => {
    const { publicUrl } = app.config;
    const robots = robotsTxt(publicUrl);
    let sitemap: Promise<string> | undefined;
    const stop = onContentChanged(() => {
      sitemap = undefined;
    });
    app.addHook('onClose', async () => stop());

    const build = async () => {
      const [pageRows, bookRows] = await Promise.all([
        app.database.db.select({ slug: pages.slug }).from(pages).orderBy(asc(pages.slug)),
        app.database.db.select({ slug: books.slug }).from(books).orderBy(asc(books.slug)),
      ]);
      return sitemapXml(publicUrl, [
        ...FIXED_PAGES,
        ...pageRows.map((row) => `/page/${encodeURIComponent(row.slug)}`),
        ...bookRows.map((row) => `/story/${encodeURIComponent(row.slug)}`),
      ]);
    };

    shareImageRoutes(app);

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      sitemap ??= build().catch((error: unknown) => {
        sitemap = undefined;
        throw error;
      });
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await sitemap);
    });
  },
  { name: 'search-engines' },
);
