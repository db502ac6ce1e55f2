/**
 * The preview's watermark keeps off the child: each page is drawn with and without it, and the pixels the
 * watermark changed are looked for in the child's face (the head the art engine drew, read from the scene
 * itself) and in the portrait medallion.
 *
 * STORYBOOK_WATERMARK_OUT=<dir> writes the watermarked pages there, to look at.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_FEATURES } from '@shop/shared/characters';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookPicture } from '../../src/art';
import { type Box, type LaidOutPage, PAGE_HEIGHT, PAGE_WIDTH } from '../../src/book/page-model';
import { bookPictures } from '../../src/book/pictures';
import { renderPageJpeg } from '../../src/book/render-raster';

const OUT = process.env.STORYBOOK_WATERMARK_OUT;
const BOOK = 'the-little-astronaut';
const input = { slug: BOOK, features: DEFAULT_FEATURES, gender: 'girl', style: 'anime', variant: 0 } as const;
/** One pixel a point: page boxes are pixel boxes. */
const WIDTH = PAGE_WIDTH;

/** Pixels that differ between the two renders by more than JPEG noise. */
async function watermarkPixels(page: LaidOutPage, name: string): Promise<{ mask: Uint8Array; width: number }> {
  const marked = await renderPageJpeg(page, WIDTH, { watermark: 'NÜMUNƏ', quality: 95 });
  const plain = await renderPageJpeg(page, WIDTH, { quality: 95 });
  if (OUT) {
    await mkdir(OUT, { recursive: true });
    await writeFile(join(OUT, `${name}.jpg`), marked.data);
  }
  const a = await sharp(marked.data).removeAlpha().raw().toBuffer();
  const b = await sharp(plain.data).removeAlpha().raw().toBuffer();
  const mask = new Uint8Array(a.length / 3);
  for (let i = 0; i < mask.length; i += 1) {
    const d = Math.abs((a[i * 3] ?? 0) - (b[i * 3] ?? 0)) + Math.abs((a[i * 3 + 1] ?? 0) - (b[i * 3 + 1] ?? 0));
    if (d + Math.abs((a[i * 3 + 2] ?? 0) - (b[i * 3 + 2] ?? 0)) > 60) mask[i] = 1;
  }
  return { mask, width: marked.width };
}

function countIn(mask: Uint8Array, width: number, box: Box): number {
  let count = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(PAGE_HEIGHT, box.y + box.h); y += 1) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(width, box.x + box.w); x += 1) {
      count += mask[y * width + x] ?? 0;
    }
  }
  return count;
}

describe('the preview watermark', { timeout: 120_000 }, () => {
  it('is drawn on every illustration, and never over the child’s face', async () => {
    const pictures = bookPictures(input);
    for (const spread of [0, 1, 2, 3, 4, 5]) {
      const drawn = bookPicture({ ...input, picture: spread });
      const head = drawn.heads[0];
      if (!head) throw new Error(`spread ${spread} has no child`);
      // The picture fills the page exactly (1000 × 700 → 720 × 504): one scale, no crop.
      const scale = PAGE_WIDTH / drawn.width;
      // The face and the hair around it.
      const face = {
        x: (head.cx - head.r * 1.3) * scale,
        y: (head.cy - head.r * 1.3) * scale,
        w: head.r * 2.6 * scale,
        h: head.r * 2.6 * scale,
      };
      const page: LaidOutPage = {
        number: 3 + spread * 2,
        kind: 'illustration',
        ops: [{ op: 'image', image: pictures.spread(spread), x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT }],
      };
      const { mask, width } = await watermarkPixels(page, `spread-${spread}`);
      expect(countIn(mask, width, { x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT })).toBeGreaterThan(2000);
      expect({ spread, onFace: countIn(mask, width, face) }).toEqual({ spread, onFace: 0 });
    }
  });

  it('keeps off the portrait medallion of the dedication page', async () => {
    const pictures = bookPictures(input);
    // The medallion where a dedication page puts it: the middle of the page.
    const medallion = { x: PAGE_WIDTH / 2 - 130, y: PAGE_HEIGHT / 2 - 150, w: 260, h: 260 };
    const page: LaidOutPage = {
      number: 2,
      kind: 'dedication',
      ops: [
        { op: 'rect', x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT, fill: '#f3ead8' },
        { op: 'image', image: pictures.portrait, ...medallion, clip: 'circle' },
      ],
    };
    const { mask, width } = await watermarkPixels(page, 'dedication');
    expect(countIn(mask, width, { x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT })).toBeGreaterThan(2000);
    expect(countIn(mask, width, medallion)).toBe(0);
  });
});
