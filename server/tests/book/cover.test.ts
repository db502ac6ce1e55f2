/**
 * The front cover: one of the book's own pictures full bleed, the one where the child is drawn largest, with the
 * title on a plate that white letters read on and the shop's name in the book's language.
 */
import { DEFAULT_FEATURES } from '@shop/shared/characters';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeBook } from '../../src/book/book';
import { PAGE_HEIGHT, PAGE_WIDTH, type DrawOp } from '../../src/book/page-model';
import { renderPageJpeg } from '../../src/book/render-raster';
import { READY_STORIES } from '../../src/book/stories/index';
import type { StoryLocale } from '../../src/book/story-types';
import type { IllustrationStyle } from '../../src/book/pictures';

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
