/**
 * Renders the README's gallery (docs/gallery/): one spread of two stories in the four illustration styles, and
 * the four character cards, for one sample child, as 720 px JPEGs; and contact sheets of three whole books in
 * every style for a three-year-old girl and an eight-year-old boy. Everything is drawn by the art engine from the
 * child's features; no photo is involved. Run with `npx tsx scripts/render-gallery.ts`.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CharacterFeatures } from '@shop/shared/characters';
import sharp from 'sharp';
import { bookPicture } from '../server/src/art/index';
import { BOOK_STYLES } from '../server/src/art/style';
import { characterPortrait } from '../server/src/characters/portrait';
import { contactSheet } from './lib/contact-sheet';

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
for (const style of BOOK_STYLES) {
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
  for (const style of BOOK_STYLES) {
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
process.stdout.write(
  `docs/gallery: ${BOOK_STYLES.length * (SPREADS.length + 1)} pictures and ${sheets} books, ${Math.round(total / 1024)} KB\n`,
);
