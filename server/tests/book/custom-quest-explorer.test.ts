/**
 * The quest and explorer plot families of the custom story: their texts read in every language for both genders
 * and every sample hero, with the parent's own phrase at most once; quest's pictures show the child large in
 * each, the favourite hero exactly where the text has it, and no two pictures alike (custom-family.ts).
 */
import { explorerPictures } from '../../src/art/custom/explorer';
import { questPictures } from '../../src/art/custom/quest';
import { explorerPlot } from '../../src/book/custom/plots/explorer';
import { questPlot } from '../../src/book/custom/plots/quest';
import { describeFamilies, type FamilyUnderTest } from './custom-family';

/** The families with their pictures: a family whose pictures are committed gets its line here. */
const FAMILIES: readonly FamilyUnderTest[] = [
  [questPlot, questPictures],
  [explorerPlot, explorerPictures],
];
/** The families whose texts are checked while their pictures are still being drawn. */
const TEXTS_ONLY = [explorerPlot].filter((plot) => !FAMILIES.some(([family]) => family === plot));

describeFamilies(
  'custom plot families: quest and explorer',
  [...FAMILIES, ...TEXTS_ONLY.map((plot): FamilyUnderTest => [plot, undefined])],
  'a big red fire truck',
);
