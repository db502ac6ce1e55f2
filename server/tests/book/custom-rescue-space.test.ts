/**
 * The rescue and space plot families of the custom story: their texts read in every language for every sample
 * hero, and their pictures show the child large in each, the favourite hero exactly where the text has it, and
 * no two pictures alike (custom-family.ts).
 */
import { rescuePictures } from '../../src/art/custom/rescue';
import { spacePictures } from '../../src/art/custom/space';
import { rescuePlot } from '../../src/book/custom/plots/rescue';
import { spacePlot } from '../../src/book/custom/plots/space';
import { describeFamilies, type FamilyUnderTest } from './custom-family';

const FAMILIES: readonly FamilyUnderTest[] = [
  [rescuePlot, rescuePictures],
  [spacePlot, spacePictures],
];

describeFamilies('custom plot families: rescue and space', FAMILIES, 'a big red fire truck');
