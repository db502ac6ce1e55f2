/**
 * Renders the README's gallery (docs/gallery/): one spread of two stories in the four illustration styles, and
 * the four character cards, for one sample child, as 720 px JPEGs; and contact sheets of three whole books in
 * every style for a three-year-old girl and an eight-year-old boy. Everything is drawn by the art engine from the
 * child's features; no photo is involved. Run with `npm run generate:gallery`.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharacterFeatures } from '@shop/shared/characters';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import sharp from 'sharp';
import { bookPicture } from '../server/src/art/index';
import { renderPageJpeg } from '../server/src/book/render-raster';
import { characterPortrait } from '../server/src/characters/portrait';
import { contactSheet, sampleBook } from './lib/contact-sheet';

const OUT = join(import.meta.dirname, '..', 'docs', 'gallery');
const WIDTH = 720;
const QUALITY = 78;

const CHILD: CharacterFeatures = {
  skin_tone: 'medium',
  hair_color: 'dark-brown',
  hair_style: 'curly',
  eye_color: 'brown',
  face_shape: 'round',
  glasses: false,
  freckles: true,
};
const GENDER = 'girl';
const VARIANT = 0;

/** The sample spreads: a planet of the astronaut story, and the dragon story with the child large in frame. */
const SPREADS = [
  { slug: 'the-little-astronaut', picture: 7, name: 'astronaut' },
  { slug: 'the-dragon-who-was-afraid-of-the-dark', picture: 3, name: 'dragon' },
] as const;

async function jpeg(svg: string, file: string): Promise<number> {
  const path = join(OUT, file);
  // Rasterised above the target width and downscaled, so thin lines stay crisp.
  await sharp(Buffer.from(svg), { density: 144 })
    .resize(WIDTH)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toFile(path);
  return statSync(path).size;
}

mkdirSync(OUT, { recursive: true });
let total = 0;
for (const style of ILLUSTRATION_STYLES) {
  for (const spread of SPREADS) {
    const { svg } = bookPicture({
      slug: spread.slug,
      picture: spread.picture,
      features: CHILD,
      gender: GENDER,
      style,
      variant: VARIANT,
    });
    total += await jpeg(svg, `${spread.name}-${style}.jpg`);
  }
  total += await jpeg(characterPortrait(CHILD, GENDER, style, VARIANT).svg, `card-${style}.jpg`);
}
/** Whole books: the art director's view of a book (every page), for two very different children. */
const BOOKS = ['the-little-astronaut', 'the-dragon-who-was-afraid-of-the-dark', 'treasure-of-the-coral-island'];
const CHILDREN = [
  {
    age: 3,
    gender: 'girl',
    name: 'Aysel',
    features: { skin_tone: 'light', hair_color: 'auburn', hair_style: 'pigtails', eye_color: 'green' },
  },
  {
    age: 8,
    gender: 'boy',
    name: 'Kwame',
    features: { skin_tone: 'deep', hair_color: 'black', hair_style: 'locs', eye_color: 'brown', glasses: true },
  },
] as const;
let sheets = 0;
for (const slug of BOOKS) {
  for (const style of ILLUSTRATION_STYLES) {
    for (const who of CHILDREN) {
      const { jpeg } = await contactSheet({
        slug,
        style,
        age: who.age,
        gender: who.gender,
        name: who.name,
        locale: 'en',
        features: who.features,
        pageWidth: 180,
      });
      const file = join(OUT, `book-${slug}-${style}-age${who.age}.jpg`);
      writeFileSync(file, jpeg);
      total += jpeg.length;
      sheets += 1;
    }
  }
}
/**
 * Custom stories for six heroes, in English and Russian: per book its cover and two spreads, so the hero drawn as
 * described, the plot family its kind chose and the words around it can be seen side by side.
 */
const HEROES = [
  ['a superhero girl with a red cape and a mask', 'супергероиня в красном плаще и маске', 'girl'],
  ['a pink unicorn', 'розовый единорог', 'girl'],
  ['a mermaid with a purple tail', 'русалка с фиолетовым хвостом', 'girl'],
  ['a big red fire truck', 'большая красная пожарная машина', 'boy'],
  ['a green dinosaur', 'зелёный динозавр', 'boy'],
  ['Elsa from Frozen', 'Эльза из «Холодного сердца»', 'girl'],
] as const;
const PAGE = 200;
const PAGE_H = Math.round((PAGE * 504) / 720);
const rows: Buffer[][] = [];
for (const [en, ru, gender] of HEROES) {
  for (const [locale, hero] of [
    ['en', en],
    ['ru', ru],
  ] as const) {
    const book = await sampleBook({ slug: 'custom', hero, locale, gender, age: 5, style: '2dWarner' });
    const pages = [0, 4, 5, 10, 11].map((index) => book.pages[index]!);
    rows.push(await Promise.all(pages.map(async (page) => (await renderPageJpeg(page, PAGE, { quality: 80 })).data)));
  }
}
const heroSheet = await sharp({
  create: { width: 5 * PAGE + 8, height: rows.length * (PAGE_H + 6), channels: 3, background: '#e9e4da' },
})
  .composite(
    rows.flatMap((row, r) =>
      row.map((input, c) => ({ input, left: c * PAGE + (c > 0 ? 8 : 0), top: r * (PAGE_H + 6) })),
    ),
  )
  .jpeg({ quality: 78, mozjpeg: true })
  .toBuffer();
writeFileSync(join(OUT, 'custom-heroes.jpg'), heroSheet);
total += heroSheet.length;
process.stdout.write(
  `docs/gallery: ${ILLUSTRATION_STYLES.length * (SPREADS.length + 1)} pictures, ${sheets} books and the custom heroes, ${Math.round(total / 1024)} KB\n`,
);
