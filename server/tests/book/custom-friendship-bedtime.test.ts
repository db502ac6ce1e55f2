/**
 * The friendship and bedtime plot families of the custom story: their texts read in every language for every
 * sample hero, and their pictures show the child large in each, the favourite hero exactly where the text has
 * it, and no two pictures alike (custom-family.ts).
 */
import { bedtimePictures } from '../../src/art/custom/bedtime';
import { friendshipPictures } from '../../src/art/custom/friendship';
import { bedtimePlot } from '../../src/book/custom/plots/bedtime';
import { friendshipPlot } from '../../src/book/custom/plots/friendship';
import { describeFamilies, type FamilyUnderTest } from './custom-family';

const FAMILIES: readonly FamilyUnderTest[] = [
  [friendshipPlot, friendshipPictures],
  [bedtimePlot, bedtimePictures],
];

describeFamilies('custom plot families: friendship and bedtime', FAMILIES, 'a big brown bear');
