import { DEFAULT_FEATURES, type FavouriteHero } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { PLOT_PICTURES } from '../../src/art/custom';
import { bookPicture, type ScenePicture } from '../../src/art/pictures';
import { composeBook } from '../../src/book/book';
import { CUSTOM_PLOT_PAGE_COUNT, plotScript } from '../../src/book/custom';
import { PLOT_FAMILIES, type PlotFamilyName } from '../../src/book/custom/plot-types';
import { PLOTS } from '../../src/book/custom/plots';
import { PAGE_HEIGHT, PAGE_WIDTH } from '../../src/book/page-model';
import { bookPictures } from '../../src/book/pictures';
import { understandHero } from '../../src/characters/favourite-hero';
import { DEEP_CHILD } from './child-outline';

// The favourite hero is the child's co-star. In every picture of every plot family a person-like hero
// stands about as tall as the child (here: at least 0.7 of the child's height), and a double page's words and the
// cover's title hide neither of them.
//
// Both are measured on pixels. The hero is what differs between two heroes of the same kind in other colours; the
// child is what differs between the picture with the child and the same picture with the child drawn invisible
// (child.ts is wrapped below, so the child is all of it — hair to shoes — not only the face and hands that
// child-outline.ts compares).

/** While the child is measured: `bare` draws the book's child without what it holds, `veiled` invisibly. */
const measuring = vi.hoisted(() => ({ bare: false, veiled: false }));

vi.mock('../../src/art/child', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/art/child')>();
  const { Art } = await import('../../src/art/core');
  // Only the book's own child (the picture's subject), never a neighbour's child; without what the child holds
  // (an umbrella over the head is not the child's height), in both pictures of the pair alike.
  const subject = (hero: object) => measuring.bare && hero === Art.active?.subject;
  const bare = <P extends object | undefined>(hero: object, pose: P): P =>
    subject(hero) ? ({ ...pose, hold: undefined } as P) : pose;
  const veil = (hero: object, svg: string) => (subject(hero) && measuring.veiled ? `<g opacity="0">${svg}</g>` : svg);
  return {
    ...original,
    child: (...[art, hero, pose, ...rest]: Parameters<typeof original.child>) =>
      veil(hero, original.child(art, hero, bare(hero, pose), ...rest)),
    lyingChild: (...[art, hero, x, y, s, pose, rot]: Parameters<typeof original.lyingChild>) =>
      veil(hero, original.lyingChild(art, hero, x, y, s, bare(hero, pose), rot)),
  };
});

/** Two superheroes alike in everything but the colours of every part the parent can name. */
const RED: FavouriteHero = {
  kind: 'superhero',
  colours: { cape: 'red', suit: 'blue', mask: 'red', hair: 'brown' },
  accessories: ['mask'],
  name: null,
  words: 'a superhero girl with a red cape and a mask',
  gender: 'girl',
};
const GREEN: FavouriteHero = {
  ...RED,
  colours: { cape: 'green', suit: 'orange', mask: 'purple', hair: 'black' },
  words: 'a superhero girl with a green cape and a purple mask',
};

/** Each family in one of the four styles: every style draws the hero and the child with its own proportions. */
const STYLE_OF: Record<PlotFamilyName, IllustrationStyle> = {
  rescue: '2dWarner',
  quest: '3dPixar',
  friendship: 'anime',
  explorer: 'watercolor',
  space: '3dPixar',
  bedtime: 'watercolor',
};

/** A person-like hero at least this share of the child's height. */
const MIN_RATIO = 0.7;
const WIDTH = 240;
/** Summed channel difference (0-765) above which a pixel is the figure rather than anti-aliasing. */
const PIXEL_DIFFERENCE = 60;

interface Mask {
  w: number;
  h: number;
  on: Uint8Array;
}

async function raw(image: Buffer | string, w: number, h: number): Promise<Buffer> {
  const input = typeof image === 'string' ? Buffer.from(image) : image;
  const density = typeof image === 'string' ? Math.max(8, Math.round((72 * w) / 1000)) : undefined;
  return sharp(input, density ? { density } : {})
    .resize(w, h, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

function difference(a: Buffer, b: Buffer, w: number, h: number): Mask {
  const on = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) {
    const i = p * 3;
    const d = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    if (d > PIXEL_DIFFERENCE) on[p] = 1;
  }
  return { w, h, on };
}

async function pictureMask(a: ScenePicture, b: ScenePicture): Promise<Mask> {
  const h = Math.round((a.height / a.width) * WIDTH);
  return difference(await raw(a.svg, WIDTH, h), await raw(b.svg, WIDTH, h), WIDTH, h);
}

/**
 * The vertical span of a mask in pixels: rows holding the figure, joined across small gaps (the cape's hem and
 * the shoes), the run with the most of the figure (a stray reflection does not stretch it).
 */
function span(mask: Mask): number {
  const gap = Math.round(0.05 * mask.h);
  let best = { top: 0, bottom: -1, weight: 0 };
  let run = { top: -1, bottom: -1, weight: 0 };
  for (let y = 0; y < mask.h; y++) {
    let count = 0;
    for (let x = 0; x < mask.w; x++) count += mask.on[y * mask.w + x]!;
    if (count < 2) continue;
    if (run.top >= 0 && y - run.bottom <= gap) {
      run.bottom = y;
      run.weight += count;
    } else run = { top: y, bottom: y, weight: count };
    if (run.weight > best.weight) best = { ...run };
  }
  return best.bottom - best.top + 1;
}

/** How many of the mask's pixels fall inside a rectangle given in the mask's pixels. */
function inside(mask: Mask, r: { x: number; y: number; w: number; h: number }): number {
  let count = 0;
  for (let y = Math.max(0, Math.floor(r.y)); y < Math.min(mask.h, Math.ceil(r.y + r.h)); y++)
    for (let x = Math.max(0, Math.floor(r.x)); x < Math.min(mask.w, Math.ceil(r.x + r.w)); x++)
      count += mask.on[y * mask.w + x]!;
  return count;
}

const families = PLOT_FAMILIES.filter((family) => PLOTS[family] && PLOT_PICTURES[family]);

describe('the favourite hero is the child’s co-star in every custom plot family', () => {
  for (const family of families) {
    const style = STYLE_OF[family];
    const base = {
      slug: 'custom',
      features: DEFAULT_FEATURES,
      gender: 'girl' as const,
      style,
      variant: 0,
      plot: family,
      age: 5,
    };
    const draw = (picture: 'cover' | number, favourite: FavouriteHero) =>
      bookPicture({ ...base, picture, favourite, favouriteHero: favourite.words });

    it(`${family} (${style}): the hero at least ${MIN_RATIO} of the child's height wherever it is drawn`, {
      timeout: 60_000,
    }, async () => {
      const pictures: ('cover' | number)[] = ['cover', ...PLOT_PICTURES[family]!.spreads.map((_, i) => i)];
      const small: string[] = [];
      let withHero = 0;
      for (const picture of pictures) {
        const red = draw(picture, RED);
        const hero = await pictureMask(red, draw(picture, GREEN));
        if (span(hero) === 0) continue;
        withHero++;
        measuring.bare = true;
        try {
          const shown = draw(picture, RED);
          measuring.veiled = true;
          const veiled = draw(picture, RED);
          const child = span(await pictureMask(shown, veiled));
          const ratio = span(hero) / child;
          if (ratio < MIN_RATIO) small.push(`${picture}: ${ratio.toFixed(2)}`);
        } finally {
          measuring.bare = false;
          measuring.veiled = false;
        }
      }
      expect(withHero, `${family}: pictures with the hero`).toBeGreaterThanOrEqual(6);
      expect(small, `${family}: the hero smaller than ${MIN_RATIO} of the child in`).toEqual([]);
    });

    it(`${family} (${style}): a double page's words and the cover's title cover neither the hero nor the child`, {
      timeout: 60_000,
    }, async () => {
      const plot = PLOTS[family]!;
      const book = await composeBook({
        script: plotScript(plot),
        artSlug: 'custom',
        plot: family,
        pageCount: CUSTOM_PLOT_PAGE_COUNT,
        child: { name: 'Aysel', gender: 'girl', age: 5, favouriteHero: RED.words, favourite: RED },
        locale: 'en',
        features: DEFAULT_FEATURES,
        style,
        variant: 0,
        siteName: 'Storybook Shop',
      });
      // The scenes compose the child and the hero in one half of several spreads, so the book keeps its two
      // double pages (never side by side) now that the hero stands beside the child.
      const wide = (book.design.wide ?? []).map((spread) => spread.index);
      expect(wide, `${family}: the double pages`).toHaveLength(2);
      expect(Math.abs(wide[1]! - wide[0]!), `${family}: the double pages apart`).toBeGreaterThan(1);
      const input = { ...base, favouriteHero: RED.words };
      const green = bookPictures({ ...input, favourite: GREEN, favouriteHero: GREEN.words });
      const deep = bookPictures({ ...input, favourite: RED, features: { ...DEFAULT_FEATURES, ...DEEP_CHILD } });
      const scale = 4;
      const size = (w: number) => ({ width: w / scale, height: PAGE_HEIGHT / scale, quality: 90 });
      const masks = async (index: number, w: number) => {
        const { width, height } = size(w);
        const mine = await raw(await book.pictures.spread(index).render(size(w)), width, height);
        const hero = difference(
          mine,
          await raw(await green.spread(index).render(size(w)), width, height),
          width,
          height,
        );
        const child = difference(
          mine,
          await raw(await deep.spread(index).render(size(w)), width, height),
          width,
          height,
        );
        return { hero, child };
      };
      const hidden: string[] = [];
      // The words of each double page: the plate on the page the child is not on.
      for (const wide of book.design.wide ?? []) {
        const first = book.pages.findIndex((page) =>
          page.ops.some((op) => op.op === 'image' && op.image === book.pictures.spread(wide.index)),
        );
        const pages = [book.pages[first]!, book.pages[first + 1]!];
        const { hero, child } = await masks(wide.index, 2 * PAGE_WIDTH);
        for (const [half, page] of pages.entries()) {
          for (const op of page.ops) {
            if (op.op !== 'rect' || op.radius !== 20) continue;
            const plate = {
              x: (half * PAGE_WIDTH + op.x) / scale,
              y: op.y / scale,
              w: op.w / scale,
              h: op.h / scale,
            };
            if (inside(hero, plate) > 2) hidden.push(`spread ${wide.index}: the words over the hero`);
            if (inside(child, plate) > 2) hidden.push(`spread ${wide.index}: the words over the child`);
          }
        }
      }
      // The cover: one of the spreads, the title on a plate in the top or bottom band.
      const cover = book.pages[0]!;
      const image = cover.ops.find((op) => op.op === 'image');
      const index = Array.from({ length: plot.spreads.length }, (_, i) => i).find(
        (i) => image?.op === 'image' && image.image === book.pictures.spread(i),
      );
      expect(index, `${family}: the cover is one of the spreads`).toBeDefined();
      const { hero, child } = await masks(index!, PAGE_WIDTH);
      expect(span(hero), `${family}: the hero on the cover`).toBeGreaterThan(0);
      const title = cover.ops.find((op) => op.op === 'rect' && op.radius === 18);
      if (title?.op === 'rect') {
        const plate = { x: title.x / scale, y: title.y / scale, w: title.w / scale, h: title.h / scale };
        if (inside(hero, plate) > 2) hidden.push('cover: the title over the hero');
        if (inside(child, plate) > 2) hidden.push('cover: the title over the child');
      }
      expect(hidden).toEqual([]);
    });
  }
});

describe('a long hero beside the child still leaves a custom book its two double pages', () => {
  // A fire truck is about twice the child's height long: beside the child it used to reach over the fold in
  // every spread, and the book had no double page at all.
  const truck = understandHero('a red fire truck');
  for (const family of families) {
    it(`${family}: two double pages, not side by side, with a fire truck as the hero`, {
      timeout: 60_000,
    }, async () => {
      const book = await composeBook({
        script: plotScript(PLOTS[family]!),
        artSlug: 'custom',
        plot: family,
        pageCount: CUSTOM_PLOT_PAGE_COUNT,
        child: { name: 'Aysel', gender: 'girl', age: 5, favouriteHero: truck.words, favourite: truck },
        locale: 'en',
        features: DEFAULT_FEATURES,
        style: STYLE_OF[family],
        variant: 0,
        siteName: 'Storybook Shop',
      });
      const wide = (book.design.wide ?? []).map((spread) => spread.index);
      expect(wide).toHaveLength(2);
      expect(Math.abs(wide[1]! - wide[0]!)).toBeGreaterThan(1);
    });
  }
});
