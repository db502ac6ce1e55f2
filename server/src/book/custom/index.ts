/**
 * The custom story of an order: the plot family its favourite hero and the child's age choose, made into a
 * story script the book engine lays out like a ready-made one (28 pages: cover, dedication, 12 spreads, end,
 * back cover). A family can be chosen once its texts (plots/index.ts) and its pictures (art/custom/index.ts)
 * are both registered.
 */
import type { FavouriteHero, HeroKind } from '@shop/shared/characters';
import { PLOT_PICTURES } from '../../art/custom';
import type { Localised, StoryScript } from '../story-types';
import { CUSTOM_SPREADS, PLOT_FAMILIES, type PlotFamily, type PlotFamilyName } from './plot-types';
import { PLOTS } from './plots';

/** The page count of a custom book made from a plot family (story-types.ts: 4 pages + 2 per spread). */
export const CUSTOM_PLOT_PAGE_COUNT = 4 + 2 * CUSTOM_SPREADS;
/** Children this young get the bedtime family whatever their hero (short sentences, a calm ending). */
const BEDTIME_AGE = 3;

/** A family can be chosen only once both its texts and its pictures are registered. */
export function registeredPlots(): PlotFamily[] {
  return PLOT_FAMILIES.flatMap((name) => {
    const plot = PLOTS[name];
    return plot && PLOT_PICTURES[name] ? [plot] : [];
  });
}

const accepts = (plot: PlotFamily, kind: HeroKind) => plot.kinds.includes(kind);
const suits = (plot: PlotFamily, age: number) => age >= plot.ages[0] && age <= plot.ages[1];
/** How high the kind stands in a family's list (0 is the family's best kind). */
const rank = (plot: PlotFamily, kind: HeroKind) => plot.kinds.indexOf(kind);

/** The lowest rank wins; ties go to the family listed first in PLOT_FAMILIES, so the choice is deterministic. */
function best(plots: readonly PlotFamily[], kind: HeroKind): PlotFamily | undefined {
  let chosen: PlotFamily | undefined;
  for (const plot of plots) if (!chosen || rank(plot, kind) < rank(chosen, kind)) chosen = plot;
  return chosen;
}

/**
 * The plot family for a hero kind and a child's age, or null when none is registered. Toddlers get bedtime;
 * otherwise the family that ranks the kind best among those that accept the kind and the age (an adventure
 * before bedtime), then any family that accepts the kind, then friendship, then any family for the age.
 */
export function choosePlot(
  kind: HeroKind,
  age: number,
  plots: readonly PlotFamily[] = registeredPlots(),
): PlotFamilyName | null {
  if (plots.length === 0) return null;
  const bedtime = plots.find((plot) => plot.family === 'bedtime');
  if (age <= BEDTIME_AGE && bedtime) return 'bedtime';
  const forKind = plots.filter((plot) => accepts(plot, kind));
  const forAge = forKind.filter((plot) => suits(plot, age));
  // Bedtime is written for every kind; past the toddler years an adventure for the kind goes first.
  const chosen =
    best(
      forAge.filter((plot) => plot.family !== 'bedtime'),
      kind,
    ) ??
    best(forAge, kind) ??
    best(forKind, kind) ??
    plots.find((plot) => plot.family === 'friendship') ??
    plots.find((plot) => suits(plot, age)) ??
    plots[0];
  return chosen?.family ?? null;
}

/** The title of every plot book: short, the child and the hero's title form (hero-words.ts heroTitle). */
export const CUSTOM_TITLE: Localised = {
  en: '{name} and {heroTitle}',
  ru: '{name} и {heroTitle}',
  tr: '{name} ve {heroTitle}',
  az: '{name} və {heroTitle}',
};

/** A plot family as a story script (the spreads' pictures are the family's, in order). */
export function plotScript(plot: PlotFamily): StoryScript {
  return {
    slug: `custom-${plot.family}`,
    title: CUSTOM_TITLE,
    dedication: plot.dedication,
    spreads: plot.spreads.map((spread) => ({ text: spread.text })),
    ending: plot.ending,
  };
}

export interface CustomStory {
  script: StoryScript;
  plot: PlotFamilyName;
  pageCount: number;
  /** The hero the book is written and drawn with: the order's, or the stand-in before the parent typed one. */
  favourite: FavouriteHero;
}

/**
 * Before the parent types a hero the preview still shows a whole book: a red-caped superhero, named in the
 * one place for the parent's phrase by the engine's stand-in name (text.ts DEFAULT_HERO).
 */
export const STAND_IN_HERO: FavouriteHero = {
  kind: 'superhero',
  colours: { cape: 'red' },
  accessories: [],
  gender: null,
  name: null,
  words: '',
};

/** The custom story for a hero (null before the parent typed one) and a child's age. */
export function customStory(
  hero: FavouriteHero | null,
  age: number,
  plots: readonly PlotFamily[] = registeredPlots(),
): CustomStory {
  const favourite = hero ?? STAND_IN_HERO;
  const plot = choosePlot(favourite.kind, age, plots);
  const family = plots.find((candidate) => candidate.family === plot);
  // The registry always holds a family (the custom tests check it); an empty one is the shop's fault.
  if (!family) throw new Error('no plot family is registered for custom stories');
  return { script: plotScript(family), plot: family.family, pageCount: CUSTOM_PLOT_PAGE_COUNT, favourite };
}
