/**
 * The checks every plot family of the custom story must pass, declared once for the family test files: its
 * texts read in every language for both genders and every sample hero (the parent's own phrase at most once),
 * and, when its pictures are given, the child is drawn large in each, the favourite hero exactly where the text
 * has it, and no two pictures alike.
 */
import { DEFAULT_FEATURES } from '@shop/shared/characters';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heroWithFeatures } from '../../src/art/child';
import type { PlotPictures } from '../../src/art/custom';
import { COVER, drawPicture, PAGE } from '../../src/art/pictures';
import { custom } from '../../src/art/themes/custom';
import { CUSTOM_SPREADS, type PlotFamily, SAMPLE_HERO_VALUES } from '../../src/book/custom/plot-types';
import { validatePlotFamily } from '../../src/book/custom/validate';
import { nameCases } from '../../src/book/name-cases';
import { STORY_LOCALES } from '../../src/book/story-types';
import { formatText } from '../../src/book/text';
import { understandHero } from '../../src/characters/favourite-hero';

/** A family and its pictures; `undefined` while the pictures are still being drawn (only the texts are checked). */
export type FamilyUnderTest = readonly [PlotFamily, PlotPictures | undefined];

const THUMB = { w: 250, h: 175 } as const;
/** Mean absolute difference (0-255) two pictures of one book must exceed: below it they read as the same picture. */
const MIN_DIFFERENCE = 12;
/** The child's head radius as a share of the picture's height: head and hands span well over 12% of it. */
const MIN_HEAD = 0.045;
const NAMES = [
  ['Aylin', 'girl'],
  ['Murad', 'boy'],
  ['Ayşe', 'girl'],
  ['Ali', 'boy'],
] as const;

async function thumbnail(svg: string): Promise<Buffer> {
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

const child = heroWithFeatures(custom.hero, DEFAULT_FEATURES, 'girl', 0, 6);
const superhero = understandHero('a superhero girl with a red cape and a mask');

/**
 * Declares the describe/it blocks for `families`. `otherHero` is the second favourite drawn to see where the hero
 * is in the pictures: it must look different from the superhero in every scene that has one.
 */
export function describeFamilies(title: string, families: readonly FamilyUnderTest[], otherHero: string): void {
  const other = understandHero(otherHero);
  describe(title, () => {
    for (const [plot, pictures] of families) {
      it(`${plot.family}: 12 spreads whose texts format in every language, gender and sample hero`, () => {
        expect(plot.spreads).toHaveLength(CUSTOM_SPREADS);
        // The parent's own phrase at most once: the engine may add one more in the dedication or the ending.
        for (const locale of STORY_LOCALES) {
          const words = plot.spreads.map((spread) => spread.text[locale]).join(' ');
          expect(words.split('{heroWords}').length - 1).toBeLessThanOrEqual(1);
          expect(`${plot.dedication[locale]} ${plot.ending[locale]}`).not.toContain('{heroWords}');
        }
        for (const locale of STORY_LOCALES) {
          for (const [name, gender] of NAMES) {
            for (const hero of SAMPLE_HERO_VALUES[locale]) {
              const values = { name, gender, age: 6, ...nameCases(locale, name), ...hero };
              for (const source of [plot.dedication, plot.ending, ...plot.spreads.map((spread) => spread.text)]) {
                const text = formatText(source[locale], locale, values);
                expect(text, `${plot.family} ${locale}: ${text.slice(0, 60)}`).not.toMatch(/[{}]/);
                expect(text).not.toContain("'");
              }
            }
          }
        }
        expect(validatePlotFamily(plot)).toEqual([]);
      });

      if (!pictures) continue;
      it(`${plot.family}: the child large in every picture, the hero exactly where the text has it, none alike`, {
        timeout: 180_000,
      }, async () => {
        expect(pictures.spreads).toHaveLength(plot.spreads.length);
        const scenes = [pictures.cover, ...pictures.spreads];
        const thumbs: Buffer[] = [];
        for (const [i, scene] of scenes.entries()) {
          const size = i === 0 ? COVER : PAGE;
          const seed = `${plot.family}/${i}`;
          const draw = (favourite = superhero) =>
            drawPicture(seed, size, (art) => scene(art, child, { favourite }), 'page', child);
          const picture = draw();
          expect(picture.heads, `${plot.family} picture ${i}: the child once`).toHaveLength(1);
          expect(
            picture.heads[0]!.r / size.h,
            `${plot.family} picture ${i}: the child drawn large`,
          ).toBeGreaterThanOrEqual(MIN_HEAD);
          // Another hero changes the picture exactly when the hero is in it (the cover always has the hero).
          const withHero = i === 0 || plot.spreads[i - 1]!.withHero;
          expect(draw(other).svg !== picture.svg, `${plot.family} picture ${i}: the hero drawn = ${withHero}`).toBe(
            withHero,
          );
          if (i > 0) thumbs.push(await thumbnail(picture.svg));
        }
        for (let a = 0; a < thumbs.length; a++) {
          for (let b = a + 1; b < thumbs.length; b++) {
            const difference = meanDifference(thumbs[a]!, thumbs[b]!);
            expect(difference, `${plot.family}: spreads ${a + 1} and ${b + 1} look alike`).toBeGreaterThan(
              MIN_DIFFERENCE,
            );
          }
        }
      });
    }
  });
}
