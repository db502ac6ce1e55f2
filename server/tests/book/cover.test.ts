/**
 * The front cover: one of the book's own pictures full bleed, the one where the child is drawn largest, with the
 * title on a plate that white letters read on and the shop's name in the book's language.
 */
import { DEFAULT_FEATURES } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeBook } from '../../src/book/book';
import { type DrawOp, PAGE_HEIGHT, PAGE_WIDTH } from '../../src/book/page-model';
import { renderPageJpeg } from '../../src/book/render-raster';
import { READY_STORIES } from '../../src/book/stories/index';
import type { StoryLocale } from '../../src/book/story-types';

async function book(slug: string, locale: StoryLocale, style: IllustrationStyle, siteName = 'Storybook Shop') {
  const script = READY_STORIES[slug]!;
  return composeBook({
    script,
    artSlug: slug,
    pageCount: script.spreads.length * 2 + 4,
    child: { name: 'Aysel', gender: 'girl', age: 5 },
    locale,
    features: DEFAULT_FEATURES,
    style,
    variant: 0,
    siteName,
  });
}

const texts = (ops: DrawOp[]) => ops.flatMap((op) => (op.op === 'text' ? op.lines : []));

/** WCAG relative luminance of an sRGB pixel. */
function luminance(r: number, g: number, b: number): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

describe('the front cover', () => {
  it('is the picture where the child is largest, full bleed, with the title off the child’s face', async () => {
    const { pages, text } = await book('the-little-astronaut', 'en', '2dWarner');
    const ops = pages[0]!.ops;
    const [art, plate] = ops;
    expect(art).toMatchObject({ op: 'image', x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT });
    if (art?.op !== 'image' || plate?.op !== 'rect') throw new Error('cover starts with its picture and the plate');
    expect(art.image.id).toMatch(/\/spread-\d+$/);
    const size = (index: number) => {
      const [figure] = (pages[2 + index * 2]!.ops[0] as Extract<DrawOp, { op: 'image' }>).image.subjects!({
        w: PAGE_WIDTH,
        h: PAGE_HEIGHT,
      });
      return figure?.w ?? 0;
    };
    const chosen = Number(art.image.id.split('-').at(-1));
    for (let index = 0; index < text.spreads.length; index++) expect(size(chosen)).toBeGreaterThanOrEqual(size(index));
    // The plate keeps off the face: the head (the top of the figure box) does not meet the plate.
    const [figure] = art.image.subjects!({ w: PAGE_WIDTH, h: PAGE_HEIGHT });
    const r = figure!.w / 4.8;
    const face = { top: figure!.y + 0.3 * r, bottom: figure!.y + 2.6 * r };
    expect(face.bottom < plate.y || face.top > plate.y + plate.h).toBe(true);
    expect(texts(ops)).toContain('Storybook Shop');
  });

  it('says the shop’s name in the book’s language, and keeps a shop’s own name as it is', async () => {
    const names: Record<StoryLocale, string> = {
      en: 'Storybook Shop',
      ru: 'Книжка-сказка',
      tr: 'Masal Kitabı Dükkânı',
      az: 'Nağıl Kitabı Dükanı',
    };
    for (const locale of ['ru', 'tr', 'az'] as const) {
      const { pages } = await book('the-dream-train', locale, '3dPixar');
      expect(texts(pages[0]!.ops)).toContain(names[locale]);
      expect(texts(pages.at(-1)!.ops)).toContain(names[locale]);
      expect(texts(pages[0]!.ops)).not.toContain('Storybook Shop');
    }
    const own = await book('the-dream-train', 'ru', '3dPixar', 'Sunny Books');
    expect(texts(own.pages[0]!.ops)).toContain('Sunny Books');
  });

  it.each([
    ['the-little-astronaut', 'watercolor'],
    ['the-lullaby-forest', 'anime'],
    ['a-day-with-the-dinosaurs', '3dPixar'],
    ['treasure-of-the-coral-island', '2dWarner'],
  ] as const)('%s in %s: the white title reads on its plate at a contrast of at least 4.5:1', async (slug, style) => {
    const { pages } = await book(slug, 'tr', style);
    const plate = pages[0]!.ops[1];
    if (plate?.op !== 'rect') throw new Error('no title plate');
    const width = 720;
    const { data } = await renderPageJpeg(pages[0]!, width, { quality: 95 });
    const k = width / PAGE_WIDTH;
    const region = await sharp(data)
      .extract({
        left: Math.round((plate.x + 6) * k),
        top: Math.round((plate.y + 4) * k),
        width: Math.round((plate.w - 12) * k),
        height: Math.round((plate.h - 8) * k),
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const lums: number[] = [];
    for (let i = 0; i < region.data.length; i += region.info.channels) {
      lums.push(luminance(region.data[i]!, region.data[i + 1]!, region.data[i + 2]!));
    }
    lums.sort((a, b) => a - b);
    // The plate behind the letters: the darker three quarters of its pixels (the letters are the light rest).
    const behind = lums[Math.floor(lums.length * 0.75)]!;
    expect((1 + 0.05) / (behind + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('double-page spreads', () => {
  it.each(Object.keys(READY_STORIES))(
    '%s: two pictures run across both pages, the words on the page the child is not on, off the child',
    async (slug) => {
      const { pages, design } = await book(slug, 'en', '2dWarner');
      expect(design.wide).toHaveLength(2);
      const [a, b] = design.wide!;
      expect(Math.abs(a!.index - b!.index)).toBeGreaterThan(1);
      for (const spread of design.wide!) {
        // Cover, dedication, then two pages per spread.
        const left = pages[2 + spread.index * 2]!;
        const right = pages[3 + spread.index * 2]!;
        const [leftArt] = left.ops;
        const [rightArt] = right.ops;
        if (leftArt?.op !== 'image' || rightArt?.op !== 'image') throw new Error('a double page starts with its art');
        expect(leftArt.image.id).toBe(rightArt.image.id);
        expect(leftArt).toMatchObject({ x: 0, w: 2 * PAGE_WIDTH });
        expect(rightArt).toMatchObject({ x: -PAGE_WIDTH, w: 2 * PAGE_WIDTH });
        const [figure] = leftArt.image.subjects!({ w: 2 * PAGE_WIDTH, h: PAGE_HEIGHT });
        // The child stays out of the fold.
        const inLeft = figure!.x + figure!.w <= PAGE_WIDTH;
        const inRight = figure!.x >= PAGE_WIDTH;
        expect(inLeft || inRight).toBe(true);
        expect(spread.child).toBe(inLeft ? 'left' : 'right');
        const words = spread.child === 'left' ? right : left;
        const picture = spread.child === 'left' ? left : right;
        expect(texts(words.ops).join(' ').length).toBeGreaterThan(80);
        expect(texts(picture.ops)).toEqual([]);
      }
    },
  );

  it('sets the words on a light plate that dark letters read on at more than 7:1', async () => {
    const { pages, design } = await book('the-sleepy-moon-boat', 'ru', 'anime');
    const spread = design.wide![0]!;
    const page = pages[(spread.child === 'left' ? 3 : 2) + spread.index * 2]!;
    const plate = page.ops[1];
    if (plate?.op !== 'rect') throw new Error('no plate');
    const { data } = await renderPageJpeg(page, 720, { quality: 95 });
    const region = await sharp(data)
      .extract({
        left: Math.round(plate.x + 8),
        top: Math.round(plate.y + 4),
        width: Math.round(plate.w - 16),
        height: 6,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let darkest = 1;
    for (let i = 0; i < region.data.length; i += region.info.channels) {
      darkest = Math.min(darkest, luminance(region.data[i]!, region.data[i + 1]!, region.data[i + 2]!));
    }
    // The plate's top edge, above the first line: the plate over whatever art is behind it. Ink is #2b2340.
    expect((darkest + 0.05) / (luminance(0x2b, 0x23, 0x40) + 0.05)).toBeGreaterThan(7);
  });
});
