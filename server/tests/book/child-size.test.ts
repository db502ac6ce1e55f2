import type { IllustrationStyle } from '@shop/shared/validation';
import { describe, expect, it } from 'vitest';
import { bookPicture, THEMES } from '../../src/art/pictures';
import { childSpan, DEEP_CHILD, LIGHT_CHILD } from './child-outline';

// The child must read big on every page of the ready-made books — no face in a porthole a twentieth of
// the page high. What is measured is the child's visible head, hair and hands (child-outline.ts).

/** Every spread: the child at least this share of the picture height. */
const MIN_SPAN = 0.12;
/** A typical picture of a book (its median spread): about a fifth of the page. */
const MIN_MEDIAN = 0.18;

/** Books also checked in a second style: the styles draw the child with different outlines and proportions. */
const SECOND_STYLE: Record<string, IllustrationStyle> = {
  'the-little-astronaut': 'watercolor',
  'the-great-balloon-journey': '3dPixar',
  'the-brave-little-explorer': 'anime',
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('the child reads big in every spread of the ready-made books', () => {
  const cases: { slug: string; gender: 'girl' | 'boy'; style: IllustrationStyle }[] = [];
  for (const slug of Object.keys(THEMES)) {
    cases.push({ slug, gender: 'girl', style: '2dWarner' }, { slug, gender: 'boy', style: '2dWarner' });
    const second = SECOND_STYLE[slug];
    if (second) cases.push({ slug, gender: 'girl', style: second });
  }
  for (const { slug, gender, style } of cases) {
    it(`${slug}, ${gender}, ${style}`, { timeout: 60_000 }, async () => {
      const spreads = THEMES[slug]!.spreads ?? [];
      const spans: number[] = [];
      for (let i = 0; i < spreads.length; i++) {
        const base = { slug, picture: i, gender, style, variant: 1 };
        const measured = await childSpan(
          bookPicture({ ...base, features: LIGHT_CHILD }),
          bookPicture({ ...base, features: DEEP_CHILD }),
        );
        spans.push(measured.span);
      }
      const small = spans.flatMap((span, i) => (span < MIN_SPAN ? [`spread ${i}: ${(span * 100).toFixed(0)}%`] : []));
      const typical = median(spans);
      if (small.length > 0 || typical < MIN_MEDIAN) {
        // Which spreads are too small, for whoever enlarges them next.
        process.stdout.write(
          `${slug} ${gender} ${style}: median ${(typical * 100).toFixed(0)}%; too small: ${small.join(', ')}\n`,
        );
      }
      expect(small, `${slug}: the child is too small in`).toEqual([]);
      expect(typical, `${slug}: the median child`).toBeGreaterThanOrEqual(MIN_MEDIAN);
    });
  }
});
