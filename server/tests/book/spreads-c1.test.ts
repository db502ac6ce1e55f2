import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PAGE, THEMES, drawPicture } from '../../src/art/pictures';
import { READY_STORIES } from '../../src/book/stories/index';

// The astronaut, dinosaur, seasons and magic-garden books: one picture per spread of the story, none alike.
const BOOKS = [
  'the-little-astronaut',
  'a-day-with-the-dinosaurs',
  'the-secret-of-the-seasons',
  'numbers-in-the-magic-garden',
] as const;

const THUMB = { w: 250, h: 175 } as const;
/** Mean absolute difference (0-255) two spreads of one book must exceed: below it they read as the same picture. */
const MIN_DIFFERENCE = 12;

async function thumbnail(svg: string): Promise<Buffer> {
  // Rendered at half size then scaled down: the same 250-px thumbnail as a full render, in a quarter of the time.
  return sharp(Buffer.from(svg), { density: 36 })
    .resize(THUMB.w, THUMB.h, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('spread pictures of the astronaut, dinosaur, seasons and magic-garden books', () => {
  for (const slug of BOOKS) {
    it(`${slug}: one picture per spread of the story, no two alike`, { timeout: 120_000 }, async () => {
      const theme = THEMES[slug]!;
      const script = READY_STORIES[slug]!;
      const spreads = theme.spreads ?? [];
      expect(spreads.length).toBe(script.spreads.length);

      const hero = theme.hero;
      const thumbs: Buffer[] = [];
      for (const [i, scene] of spreads.entries()) {
        const picture = drawPicture(`${slug}/spread-${i}`, PAGE, (art) => scene(art, hero), 'page', hero);
        // The child is in every spread, once.
        expect(picture.heads, `${slug} spread ${i}`).toHaveLength(1);
        thumbs.push(await thumbnail(picture.svg));
      }
      for (let a = 0; a < thumbs.length; a++) {
        for (let b = a + 1; b < thumbs.length; b++) {
          const difference = meanDifference(thumbs[a]!, thumbs[b]!);
          expect(difference, `${slug}: spreads ${a} and ${b} look alike`).toBeGreaterThan(MIN_DIFFERENCE);
        }
      }
    });
  }
});
