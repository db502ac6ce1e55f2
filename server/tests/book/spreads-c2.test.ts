import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THEMES, drawPicture } from '../../src/art/pictures';
import { READY_STORIES } from '../../src/book/stories/index';

// The adventure books (explorer, coral island, mountain of echoes, balloon journey): one picture per spread of
// the story, and no two pictures of a book alike.
const BOOKS = [
  'the-brave-little-explorer',
  'treasure-of-the-coral-island',
  'the-mountain-of-echoes',
  'the-great-balloon-journey',
] as const;

/** Mean absolute difference per channel (0-255) between two equally sized raw RGB thumbnails. */
function meanDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('spread pictures of the adventure books', () => {
  for (const slug of BOOKS) {
    it(`${slug}: one scene per spread, no two near-identical`, { timeout: 180_000 }, async () => {
      const theme = THEMES[slug]!;
      const story = READY_STORIES[slug]!;
      const spreads = theme.spreads ?? [];
      expect(spreads.length).toBe(story.spreads.length);

      const thumbs: Buffer[] = [];
      for (let i = 0; i < spreads.length; i++) {
        const scene = spreads[i]!;
        const picture = drawPicture(
          `${slug}/spread-${i}`,
          { w: 1000, h: 700 },
          (art) => scene(art, theme.hero),
          'page',
          theme.hero,
        );
        thumbs.push(await sharp(Buffer.from(picture.svg)).resize(250).removeAlpha().raw().toBuffer());
      }
      let closest = { diff: Number.POSITIVE_INFINITY, pair: '' };
      for (let a = 0; a < thumbs.length; a++)
        for (let b = a + 1; b < thumbs.length; b++) {
          const diff = meanDiff(thumbs[a]!, thumbs[b]!);
          if (diff < closest.diff) closest = { diff, pair: `${a}/${b}` };
        }
      expect(closest.diff, `spreads ${closest.pair} are too alike`).toBeGreaterThan(12);
    });
  }
});
