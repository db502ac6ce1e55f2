/**
 * `npm run book:preview -- <slug> [--style anime] [--age 3] [--gender boy] [--locale ru] [--name Aysel]
 * [--variant 1] [--out sheet.jpg]`, or `npm run book:preview -- custom --hero "a brave knight"` for a custom story
 * (the hero's words choose the plot family, as in an order): a contact sheet of a whole book — every page, the spreads side by side — drawn
 * for a sample child, so a writer or an art director sees what a change to a story or a scene does without
 * placing an order. Everything is drawn from features alone; no database, no photo.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CharacterFeatures } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import { READY_STORIES } from '../server/src/book/stories';
import { STORY_LOCALES, type StoryLocale } from '../server/src/book/story-types';
import { contactSheet } from './lib/contact-sheet';

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
    hero: { type: 'string' },
    out: { type: 'string' },
  },
});

const slug = positionals[0];
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};
if (!slug || (slug !== 'custom' && !Object.hasOwn(READY_STORIES, slug))) {
  fail(
    `Usage: npm run book:preview -- <slug> [--style …] [--age …], or custom --hero "…"\nBooks: ${Object.keys(READY_STORIES).join(', ')}`,
  );
}
const style = values.style as IllustrationStyle;
if (!ILLUSTRATION_STYLES.includes(style)) fail(`--style is one of ${ILLUSTRATION_STYLES.join(', ')}`);
const locale = values.locale as StoryLocale;
if (!STORY_LOCALES.includes(locale)) fail(`--locale is one of ${STORY_LOCALES.join(', ')}`);
const gender = values.gender === 'boy' ? 'boy' : 'girl';
const age = Number(values.age);
if (!Number.isInteger(age) || age < 2 || age > 12) fail('--age is a whole number from 2 to 12');

const { jpeg, pages } = await contactSheet({
  slug: slug as string,
  style,
  age,
  gender,
  locale,
  variant: Number(values.variant),
  ...(values.name ? { name: values.name } : {}),
  ...(values.hair ? { features: { hair_style: values.hair as CharacterFeatures['hair_style'] } } : {}),
  ...(values.hero ? { hero: values.hero } : {}),
});
const out = resolve(values.out ?? `book-preview-${slug}-${style}-${age}.jpg`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, jpeg);
process.stdout.write(`${out}: ${pages} pages of ${slug} (${style}, age ${age}, ${locale})\n`);
