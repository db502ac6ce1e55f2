/**
 * Every plot family of the custom story, by name. A writer adds a family here once its texts (plots/<family>.ts)
 * and its pictures (art/custom/<family>.ts, registered in art/custom/index.ts) are committed.
 */
import type { PlotFamily, PlotFamilyName } from '../plot-types';
import { bedtimePlot } from './bedtime';
import { explorerPlot } from './explorer';
import { friendshipPlot } from './friendship';
import { questPlot } from './quest';
import { rescuePlot } from './rescue';
import { spacePlot } from './space';

export const PLOTS: Partial<Record<PlotFamilyName, PlotFamily>> = {
  bedtime: bedtimePlot,
  explorer: explorerPlot,
  friendship: friendshipPlot,
  // rescue, quest, friendship, explorer, space, bedtime: one line each, e.g. `rescue: rescuePlot,`
  quest: questPlot,
  rescue: rescuePlot,
  space: spacePlot,
};
