/**
 * Every ready-made book found on disk (server/books/<slug>/), whatever its name: one picture per spread of its
 * story, the child in each, and no two pictures of a book alike. A new book folder is checked without editing
 * this file.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPicture, PAGE, THEMES } from '../../src/art/pictures';
import { BOOKS_DIR } from '../../src/book/books-dir';
import { READY_STORIES } from '../../src/book/stories/index';

const ON_DISK = readdirSync(BOOKS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(BOOKS_DIR, entry.name, 'story.json')))
  .map((entry) => entry.name)
  .sort();

/** Mean absolute difference (0-255, on 250 px thumbnails) two spreads must exceed: below it they read as one picture. */
const MIN_DIFFERENCE = 12;

async function thumbnail(svg: string): Promise<Buffer> {
  // Rendered at half size then scaled down: the same thumbnail as a full render, in a quarter of the time.
  return sharp(Buffer.from(svg), { density: 36 }).resize(250, 175, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('the ready-made books on disk', () => {
  it('are every book the shop tells and draws', () => {
    expect(ON_DISK.length).toBeGreaterThanOrEqual(16);
    expect(Object.keys(READY_STORIES).sort()).toEqual(ON_DISK);
    expect(Object.keys(THEMES).sort()).toEqual(ON_DISK);
  });

  it.each(ON_DISK)(
    '%s: one picture per spread of its story, the child in each, no two alike',
    async (slug) => {
      const theme = THEMES[slug]!;
      const { spreads } = theme;
      expect(spreads.length).toBe(READY_STORIES[slug]!.spreads.length);
      const thumbs: Buffer[] = [];
      for (const [i, scene] of spreads.entries()) {
        const picture = drawPicture(`${slug}/spread-${i}`, PAGE, (art) => scene(art, theme.hero), 'page', theme.hero);
        expect(picture.heads, `${slug} spread ${i + 1}: the child, once`).toHaveLength(1);
        thumbs.push(await thumbnail(picture.svg));
      }
      for (let a = 0; a < thumbs.length; a++)
        for (let b = a + 1; b < thumbs.length; b++)
          expect(
            meanDifference(thumbs[a]!, thumbs[b]!),
            `${slug}: spreads ${a + 1} and ${b + 1} look alike`,
          ).toBeGreaterThan(MIN_DIFFERENCE);
    },
    120_000,
  );
});
