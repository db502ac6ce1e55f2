/**
 * The quest and explorer plot families of the custom story: their texts read in every language for both genders and every sample
 * hero, with the parent's own phrase at most once. (Their pictures are still to come.)
 */
import { describe, expect, it } from 'vitest';
import { CUSTOM_SPREADS, SAMPLE_HERO_VALUES } from '../../src/book/custom/plot-types';
import { explorerPlot } from '../../src/book/custom/plots/explorer';
import { questPlot } from '../../src/book/custom/plots/quest';
import { validatePlotFamily } from '../../src/book/custom/validate';
import { nameCases } from '../../src/book/name-cases';
import { STORY_LOCALES } from '../../src/book/story-types';
import { formatText } from '../../src/book/text';

describe('custom plot families: quest and explorer', () => {
  for (const plot of [questPlot, explorerPlot])
    it(`${plot.family}: 12 spreads whose texts format in every language, gender and sample hero`, () => {
      expect(plot.spreads).toHaveLength(CUSTOM_SPREADS);
      // The parent's own phrase at most once: the engine may add one more in the dedication or the ending.
      for (const locale of STORY_LOCALES) {
        const words = plot.spreads.map((spread) => spread.text[locale]).join(' ');
        expect(words.split('{heroWords}').length - 1).toBeLessThanOrEqual(1);
        expect(`${plot.dedication[locale]} ${plot.ending[locale]}`).not.toContain('{heroWords}');
      }
      for (const locale of STORY_LOCALES) {
        for (const [name, gender] of [
          ['Aylin', 'girl'],
          ['Murad', 'boy'],
          ['Ayşe', 'girl'],
          ['Ali', 'boy'],
        ] as const) {
          for (const hero of SAMPLE_HERO_VALUES[locale]) {
            const values = { name, gender, age: 6, ...nameCases(locale, name), ...hero };
            for (const source of [plot.dedication, plot.ending, ...plot.spreads.map((spread) => spread.text)]) {
              const text = formatText(source[locale], locale, values);
              expect(text, `${locale}: ${text.slice(0, 60)}`).not.toMatch(/[{}]/);
              expect(text).not.toContain("'");
            }
          }
        }
      }
      expect(validatePlotFamily(plot)).toEqual([]);
    });
});
