/**
 * Renders docs/gallery/favourite-heroes.jpg: every favourite-hero kind standing, in the 2dWarner and 3dPixar
 * styles, then a row of colour and accessory variants parents typically ask for, so a reviewer sees at a glance
 * that each kind reads as itself and the named colours land on the named parts. Run with
 * `npm run generate:favourite-heroes [-- out.jpg]`.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { type FavouriteHero, HERO_KINDS } from '@shop/shared/characters';
import sharp from 'sharp';
import { Rng } from '../server/src/art/core';
import { drawFavourite } from '../server/src/art/favourite';
import { styledArt } from '../server/src/art/style';

const hero = (kind: FavouriteHero['kind'], more: Partial<FavouriteHero> = {}): FavouriteHero => ({
  kind,
  colours: {},
  accessories: [],
  gender: null,
  name: null,
  words: kind,
  ...more,
});

const VARIANTS: FavouriteHero[] = [
  hero('superhero', { gender: 'girl', colours: { cape: 'red' }, accessories: ['mask'] }),
  hero('superhero', { gender: 'boy', colours: { cape: 'blue', suit: 'red' } }),
  hero('unicorn', { colours: { body: 'pink' } }),
  hero('mermaid', { colours: { tail: 'purple' } }),
  hero('fire truck'),
  hero('dinosaur', { colours: { body: 'green' } }),
  hero('princess', { colours: { dress: 'light blue', hair: 'white' } }),
  hero('knight', { colours: { armour: 'gold' }, accessories: ['sword', 'shield'] }),
];

const CELL = 260;
const COLS = 8;

function sheet(style: '2dWarner' | '3dPixar', heroes: readonly FavouriteHero[], label: string): string {
  const rows = Math.ceil(heroes.length / COLS);
  const art = styledArt(CELL * COLS, CELL * rows + 40, new Rng(1), style);
  const body = art.draw(() =>
    heroes
      .map((h, i) => {
        const cx = (i % COLS) * CELL + CELL / 2;
        const cy = 40 + Math.floor(i / COLS) * CELL + CELL - 24;
        const vehicle = ['fire truck', 'car', 'train', 'plane'].includes(h.kind);
        return (
          drawFavourite(art, h, 'stand', cx, cy, vehicle ? 0.55 : 0.95) +
          `<text x="${cx}" y="${cy + 18}" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#333">${h.kind}</text>`
        );
      })
      .join(''),
  );
  return art.toSvg(
    `<rect width="100%" height="100%" fill="#fbf7ef"/><text x="10" y="28" font-family="sans-serif" font-size="22" fill="#333">${label}</text>${body}`,
  );
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? join(import.meta.dirname, '..', 'docs', 'gallery', 'favourite-heroes.jpg');
  const all = HERO_KINDS.map((k) => hero(k));
  const parts = [
    sheet('2dWarner', all, '2dWarner: every kind'),
    sheet('3dPixar', all, '3dPixar: every kind'),
    sheet('2dWarner', VARIANTS, 'Variants (2dWarner)'),
    sheet('3dPixar', VARIANTS, 'Variants (3dPixar)'),
  ];
  const pngs = await Promise.all(parts.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
  const metas = await Promise.all(pngs.map((p) => sharp(p).metadata()));
  const width = CELL * COLS;
  const height = metas.reduce((sum, m) => sum + (m.height ?? 0), 0);
  let top = 0;
  const composite = pngs.map((input, i) => {
    const at = { input, top, left: 0 };
    top += metas[i]?.height ?? 0;
    return at;
  });
  // Composited at full size first: sharp resizes before compositing within one pipeline.
  const full = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(composite)
    .png()
    .toBuffer();
  await sharp(full).resize({ width: 1600 }).jpeg({ quality: 74 }).toFile(out);
  process.stdout.write(`${out} ${statSync(out).size} bytes\n`);
}

await main();
