/**
 * The custom story is not one book but a plot family chosen by the favourite hero's kind and the child's age
 * (book/custom/index.ts). A family is data like a ready-made story script (story-types.ts: ICU MessageFormat in
 * en, ru, tr, az, the child's name cases), with the favourite hero as ICU arguments instead of the parent's
 * phrase pasted everywhere. Its pictures live in art/custom/<family>.ts, one scene per spread, in order.
 *
 * The hero's arguments (book/custom/hero-words.ts makes them from the understood hero, for every language):
 * - `heroWords`: the parent's phrase exactly as typed. At most TWICE in a whole book (the validator counts),
 *   in a place where any phrase fits: apposition or after a colon/dash ("…stood a surprise: {heroWords}!").
 * - `hero`: the short form in the nominative: en "the superhero" / "the fire truck" / "Sparky" (with its article,
 *   or the hero's own name); ru "супергероиня", "пожарная машина"; tr "süper kahraman"; az "super qəhrəman".
 * - ru cases: `heroGen`, `heroDat`, `heroAcc`, `heroIns`, `heroPrep` (without a preposition: "о {heroPrep}").
 * - tr and az cases, like the name's: `heroGen`, `heroDat`, `heroAcc`, `heroLoc`, `heroAbl`, `heroIns`, `heroToo`.
 *   Never attach a suffix to `{hero}` yourself.
 * - `heroGender`: 'female' | 'male' | 'neuter' in every language, for agreement:
 *   ru `{heroGender, select, female {сказала} male {сказал} other {сказало}}`, en pronouns
 *   `{heroGender, select, female {she} male {he} other {it}}`. Always end with `other`.
 * - `heroKind`: the kind with underscores ('fire_truck'), for the rare sentence that must differ by body:
 *   `{heroKind, select, mermaid {swam} fire_truck {drove} plane {flew} other {hurried}}`. Prefer verbs that fit
 *   every kind the family is written for (came, hurried, helped, laughed, whispered).
 * The engine capitalises the first letter of every sentence after formatting (Turkish/Azerbaijani i → İ), so
 * `{hero}` may open a sentence; the validator still refuses a sentence that starts in lower case.
 */
import type { HeroKind } from '@shop/shared/characters';
import type { Localised } from '../story-types';

export const PLOT_FAMILIES = ['rescue', 'quest', 'friendship', 'explorer', 'space', 'bedtime'] as const;
export type PlotFamilyName = (typeof PLOT_FAMILIES)[number];

/** Spreads of a custom book: 12 spreads, 28 pages (cover, dedication, 12 × picture | text, end, back cover). */
export const CUSTOM_SPREADS = 12;

export interface PlotSpread {
  text: Localised;
  /** Whether the spread's picture shows the favourite hero: exactly the spreads whose text has the hero in it. */
  withHero: boolean;
}

export interface PlotFamily {
  family: PlotFamilyName;
  /** The hero kinds this plot is written for, best first; every sentence must read right for each of them. */
  kinds: readonly HeroKind[];
  /** The children's ages it suits, inclusive (2–12 overall). */
  ages: readonly [min: number, max: number];
  /** Page 2. */
  dedication: Localised;
  spreads: readonly PlotSpread[];
  /** The end page's closing line after "The End". */
  ending: Localised;
}

type Values = Record<string, string | number>;

/**
 * Hero arguments for two sample heroes per language, for writers' and validators' checks until hero-words.ts
 * makes them from any hero: a girl superhero and a fire truck.
 */
export const SAMPLE_HERO_VALUES: Readonly<Record<keyof Localised, readonly Values[]>> = {
  en: [
    {
      heroWords: 'a superhero girl with a red cape and a mask',
      hero: 'the superhero',
      heroGender: 'female',
      heroKind: 'superhero',
    },
    { heroWords: 'a big red fire truck', hero: 'the fire truck', heroGender: 'neuter', heroKind: 'fire_truck' },
  ],
  ru: [
    {
      heroWords: 'супергероиня в красном плаще и маске',
      hero: 'супергероиня',
      heroGen: 'супергероини',
      heroDat: 'супергероине',
      heroAcc: 'супергероиню',
      heroIns: 'супергероиней',
      heroPrep: 'супергероине',
      heroGender: 'female',
      heroKind: 'superhero',
    },
    {
      heroWords: 'большая красная пожарная машина',
      hero: 'пожарная машина',
      heroGen: 'пожарной машины',
      heroDat: 'пожарной машине',
      heroAcc: 'пожарную машину',
      heroIns: 'пожарной машиной',
      heroPrep: 'пожарной машине',
      heroGender: 'female',
      heroKind: 'fire_truck',
    },
  ],
  tr: [
    {
      heroWords: 'kırmızı pelerinli, maskeli süper kahraman bir kız',
      hero: 'süper kahraman',
      heroGen: 'süper kahramanın',
      heroDat: 'süper kahramana',
      heroAcc: 'süper kahramanı',
      heroLoc: 'süper kahramanda',
      heroAbl: 'süper kahramandan',
      heroIns: 'süper kahramanla',
      heroToo: 'süper kahraman da',
      heroGender: 'female',
      heroKind: 'superhero',
    },
    {
      heroWords: 'kocaman kırmızı bir itfaiye aracı',
      hero: 'itfaiye aracı',
      heroGen: 'itfaiye aracının',
      heroDat: 'itfaiye aracına',
      heroAcc: 'itfaiye aracını',
      heroLoc: 'itfaiye aracında',
      heroAbl: 'itfaiye aracından',
      heroIns: 'itfaiye aracıyla',
      heroToo: 'itfaiye aracı da',
      heroGender: 'neuter',
      heroKind: 'fire_truck',
    },
  ],
  az: [
    {
      heroWords: 'qırmızı plaşlı, maskalı super qəhrəman qız',
      hero: 'super qəhrəman',
      heroGen: 'super qəhrəmanın',
      heroDat: 'super qəhrəmana',
      heroAcc: 'super qəhrəmanı',
      heroLoc: 'super qəhrəmanda',
      heroAbl: 'super qəhrəmandan',
      heroIns: 'super qəhrəmanla',
      heroToo: 'super qəhrəman da',
      heroGender: 'female',
      heroKind: 'superhero',
    },
    {
      heroWords: 'böyük qırmızı yanğınsöndürən maşın',
      hero: 'yanğınsöndürən maşın',
      heroGen: 'yanğınsöndürən maşının',
      heroDat: 'yanğınsöndürən maşına',
      heroAcc: 'yanğınsöndürən maşını',
      heroLoc: 'yanğınsöndürən maşında',
      heroAbl: 'yanğınsöndürən maşından',
      heroIns: 'yanğınsöndürən maşınla',
      heroToo: 'yanğınsöndürən maşın da',
      heroGender: 'neuter',
      heroKind: 'fire_truck',
    },
  ],
};
