/**
 * The shape of a personalised story. Every ready-made book has one script (`server/books/<slug>/story.json`); a custom
 * story's is made from its plot family (`custom/index.ts`). A script is data only: the book engine fills in
 * the child and lays out the pages.
 *
 * Page plan of a book of `pageCount` pages (24 or 32): 1 cover, 2 dedication, then one spread per entry of
 * `spreads` (an illustration page followed by a text page), then the end page and the back cover. So a
 * 24-page book has exactly 10 spreads and a 32-page book exactly 14: `spreads.length === (pageCount - 4) / 2`.
 *
 * Every text is an ICU MessageFormat string (intl-messageformat), never concatenated pieces, so each language
 * keeps its own grammar. Arguments the engine passes:
 * - `name`: the child's first name as the parent typed it. Never inflected in English and Russian: write the
 *   sentence so the name stands in the nominative (subject, address, apposition).
 * - `gender`: 'girl' | 'boy'. Russian past tense and adjectives agree with it:
 *   `{gender, select, girl {нашла} other {нашёл}}`. Always end a select with `other`.
 * - `age`: a number; use `{age, plural, …}` where a word follows it.
 * - Turkish and Azerbaijani only: the name with a case ending, harmonised to the name's last vowel and final
 *   sound — `nameGen` (tr Ayşe’nin / Ali’nin, az Aysunun / Əlinin), `nameDat` (Ayşe’ye, Əliyə), `nameAcc`,
 *   `nameLoc`, `nameAbl`, `nameIns` (with: Ali’yle / Əli ilə), and `nameToo`, the name with the particle
 *   de/da (də) harmonised (Burak da, Emir de, Əli də). Use these; never attach a suffix to `{name}`.
 * - Custom stories only: the favourite hero's arguments (`heroWords`, `hero` and its cases, `heroGender`,
 *   `heroKind`, `heroTitle`), listed in custom/plot-types.ts and made by custom/hero-words.ts.
 *
 * Apostrophes: write ’ (U+2019), because a straight ' is ICU's quoting character.
 */
/** Every book is told in each language the shop offers (the one list, @shop/shared/validation). */
import { STORY_LANGUAGES } from '@shop/shared/validation';
export const STORY_LOCALES = STORY_LANGUAGES;
export type StoryLocale = (typeof STORY_LOCALES)[number];

/** One text in each language. */
export type Localised = Readonly<Record<StoryLocale, string>>;

/** One spread; its picture is the book's scene of the same index (server/books/<slug>/scenes.json `spreads`). */
export interface StorySpread {
  /** The text page: two to four sentences a parent reads aloud in under a minute. */
  text: Localised;
}

export interface StoryScript {
  /** The book's slug, or 'custom'. */
  slug: string;
  /** The title printed on the cover, e.g. "{name} and the Dragon Who Was Afraid of the Dark". */
  title: Localised;
  /** Page 2, e.g. "For {name}, the bravest explorer I know." */
  dedication: Localised;
  spreads: readonly StorySpread[];
  /** The end page: a closing line after "The End", e.g. a good-night wish. */
  ending: Localised;
}
