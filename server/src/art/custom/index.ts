/**
 * The pictures of every plot family of the custom story: a cover (600×800, the child large with the favourite
 * hero beside them) and one 1000×700 scene per spread, in the order of the family's spreads
 * (book/custom/plots/<family>.ts). A writer adds a family here once its scenes are committed.
 */
import type { PlotFamilyName } from '../../book/custom/plot-types';
import type { Scene } from '../themes/theme';
import { bedtimePictures } from './bedtime';
import { explorerPictures } from './explorer';
import { friendshipPictures } from './friendship';
import { questPictures } from './quest';
import { rescuePictures } from './rescue';
import { spacePictures } from './space';

export interface PlotPictures {
  cover: Scene;
  spreads: readonly Scene[];
}

export const PLOT_PICTURES: Partial<Record<PlotFamilyName, PlotPictures>> = {
  bedtime: bedtimePictures,
  explorer: explorerPictures,
  friendship: friendshipPictures,
  // rescue: rescuePictures, …
  quest: questPictures,
  rescue: rescuePictures,
  space: spacePictures,
};
