import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THEMES, drawPicture } from '../../src/art/pictures';
import { READY_STORIES } from '../../src/book/stories/index';

// The dragon, rainbow kingdom, wizard and unicorn books: one picture per spread of the script, none alike.
const BOOKS = [
  'the-dragon-who-was-afraid-of-the-dark',
  'the-kingdom-under-the-rainbow',
  'the-wizards-lost-wand',
  'the-unicorn-of-the-northern-lights',
] as const;

/** Below this mean absolute difference (0–255, on 250 px thumbnails) two pictures read as the same picture. */
const MIN_DIFFERENCE = 12;

async function thumbnail(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(250, 175, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('spread scenes of the dragon, rainbow, wizard and unicorn books', () => {
  for (const slug of BOOKS) {
    it(`${slug}: one scene per spread, each with the child, no two alike`, async () => {
      const theme = THEMES[slug]!;
      const script = READY_STORIES[slug]!;
      expect(theme.spreads, slug).toBeDefined();
      const spreads = theme.spreads!;
      expect(spreads.length).toBe(script.spreads.length);
      const thumbs: Buffer[] = [];
      for (let i = 0; i < spreads.length; i++) {
        const picture = drawPicture(
          `${slug}/spread-${i}`,
          { w: 1000, h: 700 },
          (art) => spreads[i]!(art, theme.hero),
          'page',
          theme.hero,
        );
        expect(picture.heads, `${slug} spread ${i}`).toHaveLength(1);
        thumbs.push(await thumbnail(picture.svg));
      }
      for (let a = 0; a < thumbs.length; a++)
        for (let b = a + 1; b < thumbs.length; b++)
          expect(meanDifference(thumbs[a]!, thumbs[b]!), `${slug} spreads ${a} and ${b}`).toBeGreaterThan(
            MIN_DIFFERENCE,
          );
    }, 120_000);
  }
});
