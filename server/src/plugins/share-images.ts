/**
 * The share pictures of the shop's pages (og:image): the shop's in each language for every page, and
 * each book's, its cover beside its name in the page's language. 1200 × 630, drawn from SVG with sharp and sent
 * as JPEG (PNG was 450 KB, over the 300 KB WhatsApp shows a preview for); the
 * words are drawn as glyph outlines of the fonts the shop ships (book/fonts.ts), never a font of the machine,
 * so they read the same everywhere, Cyrillic and ə ğ ı İ included. Drawn at the first request and kept until
 * the content changes (a renamed book, a new cover).
 */

import { SHARE_IMAGE_SIZE } from '@shop/shared/head/share-images';
import { isLocale, type Locale } from '@shop/shared/i18n/catalogue';
import type { FastifyInstance } from 'fastify';
import sharp, { type OverlayOptions } from 'sharp';
import { type FontName, fitText, textToSvg } from '../book/fonts';
import { onContentChanged } from '../db/content-events';
import { translateMessage } from '../lib/messages';

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const TEXT_LEFT = 84;
const TEXT_WIDTH = 560;
const PURPLE = '#3b2a8c';

interface Cover {
  png: Buffer;
  width: number;
  height: number;
}

/** Lines of text as glyph outlines, the first baseline at `top`. */
function lines(font: FontName, text: string, sizes: readonly number[], maxLines: number, top: number, fill: string) {
  const fitted = fitText(font, text, sizes, TEXT_WIDTH, maxLines);
  const height = fitted.size * 1.18;
  const svg = fitted.lines
    .map((line, i) => textToSvg(font, line, fitted.size, TEXT_LEFT, top + i * height, fill))
    .join('');
  return { svg, bottom: top + (fitted.lines.length - 1) * height };
}

/** The background and the words: a deep purple page with a warm glow on the right, where the covers go. */
function backgroundSvg(siteName: string, title: string, text: string): string {
  const site = textToSvg('label', siteName, 30, TEXT_LEFT, 108, '#ffd7a8');
  const heading = lines('heading', title, [68, 62, 56, 50, 44], 3, 236, '#ffffff');
  const body = lines('text', text, [30, 27, 24], 3, heading.bottom + 72, '#efe9ff');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5b3fd0"/><stop offset="0.6" stop-color="${PURPLE}"/><stop offset="1" stop-color="#2a1d6b"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffb46b" stop-opacity="0.95"/><stop offset="0.6" stop-color="#f0884a" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#f0884a" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="56" height="56" patternUnits="userSpaceOnUse">
      <circle cx="28" cy="28" r="2" fill="#ffffff" fill-opacity="0.14"/>
    </pattern>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dots)"/>
  <circle cx="930" cy="330" r="330" fill="url(#glow)"/>
  <rect x="${TEXT_LEFT}" y="140" width="64" height="6" rx="3" fill="#ffb46b"/>
  ${site}${heading.svg}${body.svg}
</svg>`;
}

/** A cover with a white edge and a soft shadow, turned by `angle` degrees, as layers to composite at (left, top). */
async function coverLayers(cover: Cover, height: number, angle: number, left: number, top: number) {
  const width = Math.round((cover.width * height) / cover.height);
  const edge = Math.round(height * 0.025);
  const framed = await sharp(await sharp(cover.png).resize(width, height).png().toBuffer())
    .extend({ top: edge, bottom: edge, left: edge, right: edge, background: '#fffaf2' })
    .png()
    .toBuffer();
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const turned = await sharp(framed).rotate(angle, { background: transparent }).png().toBuffer();
  const pad = 30;
  const shadowSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * edge + 2 * pad}" height="${height + 2 * edge + 2 * pad}"><rect x="${pad}" y="${pad}" width="${width + 2 * edge}" height="${height + 2 * edge}" rx="8" fill="#140b3a" fill-opacity="0.55"/></svg>`;
  const shadow = await sharp(Buffer.from(shadowSvg))
    .rotate(angle, { background: transparent })
    .blur(14)
    .png()
    .toBuffer();
  const { width: turnedWidth = 0, height: turnedHeight = 0 } = await sharp(turned).metadata();
  const { width: shadowWidth = 0, height: shadowHeight = 0 } = await sharp(shadow).metadata();
  // Both centred on the same point; the shadow falls a little down and right.
  const cx = left + turnedWidth / 2;
  const cy = top + turnedHeight / 2;
  return [
    {
      input: shadow,
      left: Math.round(cx - shadowWidth / 2 + 10),
      top: Math.round(cy - shadowHeight / 2 + 16),
    },
    { input: turned, left: Math.round(left), top: Math.round(top) },
  ];
}

async function compose(svg: string, layers: OverlayOptions[]): Promise<Buffer> {
  return sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

/** The shop's picture in `locale`: the promise in words and three covers of the most popular books. */
export async function shopShareImage(siteName: string, locale: Locale, covers: readonly Cover[]): Promise<Buffer> {
  const svg = backgroundSvg(
    siteName,
    translateMessage('common.share.headline', locale),
    translateMessage('common.share.subline', locale),
  );
  const placements = [
    { height: 320, angle: -9, left: 672, top: 150 },
    { height: 320, angle: 8, left: 880, top: 160 },
    { height: 380, angle: -1, left: 768, top: 116 },
  ];
  const layers: OverlayOptions[] = [];
  for (const [i, cover] of covers.slice(0, 3).entries()) {
    const place = placements[covers.length === 1 ? 2 : i] ?? placements[2];
    if (place) layers.push(...(await coverLayers(cover, place.height, place.angle, place.left, place.top)));
  }
  return compose(svg, layers);
}

/** A book's picture in `locale`: its name and the promise beside its cover. */
export async function bookShareImage(
  siteName: string,
  locale: Locale,
  bookName: string,
  cover: Cover | undefined,
): Promise<Buffer> {
  const svg = backgroundSvg(siteName, bookName, translateMessage('common.referral.shareImageText', locale));
  const layers = cover ? await coverLayers(cover, 470, 3, 790, 62) : [];
  return compose(svg, layers);
}

/** A picture of the shop's as PNG with its size, for the composites. */
async function coverOf(app: FastifyInstance, url: string): Promise<Cover | undefined> {
  // Through the media route, so a cover the team uploaded is read from wherever uploads are stored.
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) return undefined;
  const png = await sharp(response.rawPayload).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(png).metadata();
  return width > 0 && height > 0 ? { png, width, height } : undefined;
}

const SEND = 'public, max-age=86400';

/** GET /share/<locale>.jpg and /share/story/<slug>/<locale>.jpg, drawn once per content version. */
export function shareImageRoutes(app: FastifyInstance): void {
  const drawn = new Map<string, Promise<Buffer>>();
  const stop = onContentChanged(() => drawn.clear());
  app.addHook('onClose', async () => stop());

  const once = (key: string, draw: () => Promise<Buffer>) => {
    let picture = drawn.get(key);
    if (!picture) {
      // Bounded by the catalogue: four languages × (the shop + its books).
      picture = draw().catch((error: unknown) => {
        drawn.delete(key);
        throw error;
      });
      drawn.set(key, picture);
    }
    return picture;
  };

  const localeOf = (file: string) => {
    const match = /^([a-z]{2})\.jpg$/.exec(file);
    return match && isLocale(match[1]) ? match[1] : undefined;
  };

  app.get<{ Params: { file: string } }>('/share/:file', { schema: { hide: true } }, async (request, reply) => {
    const locale = localeOf(request.params.file);
    if (!locale) return reply.callNotFound();
    const picture = await once(`shop|${locale}`, async () => {
      const { books } = await app.catalogue.popular(locale, 3);
      const covers = (await Promise.all(books.map((book) => coverOf(app, book.cover.url)))).filter(
        (cover): cover is Cover => cover !== undefined,
      );
      return shopShareImage(app.config.siteName, locale, covers);
    });
    return reply.type('image/jpeg').header('cache-control', SEND).send(picture);
  });

  app.get<{ Params: { slug: string; file: string } }>(
    '/share/story/:slug/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const locale = localeOf(request.params.file);
      const book = locale ? await app.catalogue.book(locale, request.params.slug) : undefined;
      if (!locale || !book) return reply.callNotFound();
      const picture = await once(`book|${locale}|${book.slug}`, async () =>
        bookShareImage(app.config.siteName, locale, book.name, await coverOf(app, book.cover.url)),
      );
      return reply.type('image/jpeg').header('cache-control', SEND).send(picture);
    },
  );
}
