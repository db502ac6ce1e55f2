/**
 * `npm run book:preview -- <slug> [--style anime] [--age 3] [--gender boy] [--locale ru] [--name Aysel]
 * [--variant 1] [--out sheet.jpg]`: a contact sheet of a whole book — every page, the spreads side by side — drawn
 * for a sample child, so a writer or an art director sees what a change to a story or a scene does without
 * placing an order. Everything is drawn from features alone; no database, no photo.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type CharacterFeatures, DEFAULT_FEATURES } from '@shop/shared/characters';
import sharp from 'sharp';
import { BOOK_STYLES } from '../server/src/art/style';
import { composeBook } from '../server/src/book/book';
import type { IllustrationStyle } from '../server/src/book/pictures';
import { renderPageJpeg } from '../server/src/book/render-raster';
import { READY_STORIES } from '../server/src/book/stories';
import { STORY_LOCALES, type StoryLocale } from '../server/src/book/story-types';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    style: { type: 'string', default: '2dWarner' },
    age: { type: 'string', default: '5' },
    gender: { type: 'string', default: 'girl' },
    locale: { type: 'string', default: 'en' },
    name: { type: 'string' },
    variant: { type: 'string', default: '0' },
    hair: { type: 'string' },
    out: { type: 'string' },
  },
});

const slug = positionals[0];
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};
if (!slug || !Object.hasOwn(READY_STORIES, slug)) {
  fail(`Usage: npm run book:preview -- <slug> [--style …] [--age …]\nBooks: ${Object.keys(READY_STORIES).join(', ')}`);
}
const style = values.style as IllustrationStyle;
if (!BOOK_STYLES.includes(style)) fail(`--style is one of ${BOOK_STYLES.join(', ')}`);
const locale = values.locale as StoryLocale;
if (!STORY_LOCALES.includes(locale)) fail(`--locale is one of ${STORY_LOCALES.join(', ')}`);
const gender = values.gender === 'boy' ? 'boy' : 'girl';
const age = Number(values.age);
if (!Number.isInteger(age) || age < 2 || age > 12) fail('--age is a whole number from 2 to 12');
const features: CharacterFeatures = {
  ...DEFAULT_FEATURES,
  hair_style: (values.hair as CharacterFeatures['hair_style']) ?? (gender === 'girl' ? 'ponytail' : 'short'),
};

const script = READY_STORIES[slug as string]!;
const book = await composeBook({
  script,
  artSlug: slug as string,
  pageCount: script.spreads.length * 2 + 4,
  child: { name: values.name ?? (gender === 'girl' ? 'Aysel' : 'Murad'), gender, age },
  locale,
  features,
  style,
  variant: Number(values.variant),
  siteName: 'Storybook Shop',
});

// Cover and dedication on the first row, then two spreads (four pages) a row, as a book opens.
const PAGE_W = 360;
const PAGE_H = Math.round((PAGE_W * 504) / 720);
const GAP = 12;
const tiles = await Promise.all(book.pages.map((page) => renderPageJpeg(page, PAGE_W, { quality: 82 })));
const place = (index: number): { left: number; top: number } => {
  if (index < 2) return { left: index * 2 * (PAGE_W + GAP), top: 0 };
  const k = index - 2;
  const row = 1 + Math.floor(k / 4);
  const column = k % 4;
  // A gap between the two spreads of a row, none inside a spread (its two pages meet at the fold).
  return { left: column * PAGE_W + (column >= 2 ? 2 * GAP : 0), top: row * (PAGE_H + GAP) };
};
const rows = 1 + Math.ceil((book.pages.length - 2) / 4);
const out = resolve(values.out ?? `book-preview-${slug}-${style}-${age}.jpg`);
mkdirSync(dirname(out), { recursive: true });
await sharp({
  create: { width: 4 * PAGE_W + 2 * GAP, height: rows * (PAGE_H + GAP), channels: 3, background: '#e9e4da' },
})
  .composite(tiles.map((tile, index) => ({ input: tile.data, ...place(index) })))
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(out);
process.stdout.write(`${out}: ${book.pages.length} pages of ${slug} (${style}, age ${age}, ${locale})\n`);
