/**
 * Checks the custom books a plot family makes, for the unit tests and for writers: every family is formatted in
 * every language, for a girl and a boy and for heroes of several kinds, and each printed book must name the
 * parent's phrase at most twice, start every sentence with a capital and print no trademarked name. Returns
 * what is wrong, one line each; an empty list means the family is usable.
 */
import type { FavouriteHero } from '@shop/shared/characters';
import { mentionsTrademark } from '../../characters/favourite-hero/trademarks';
import { type Localised, STORY_LOCALES, type StoryLocale } from '../story-types';
import { type BookText, storyText } from '../text';
import { heroValues } from './hero-words';
import { plotScript } from './index';
import { CUSTOM_SPREADS, type PlotFamily } from './plot-types';

/** The parent's phrase may be printed this often in a whole book. */
export const HERO_WORDS_MAX = 2;

type SampleHero = Omit<FavouriteHero, 'words'> & { words: Localised };

const hero = (kind: FavouriteHero['kind'], rest: Partial<Omit<SampleHero, 'kind'>>, words: Localised) =>
  ({ kind, colours: {}, accessories: [], gender: null, name: null, ...rest, words }) as SampleHero;

/** The heroes parents ask for, as the reader understands them, in each language's words. */
export const SAMPLE_HEROES: readonly SampleHero[] = [
  hero(
    'superhero',
    { colours: { cape: 'red' }, accessories: ['mask'], gender: 'girl' },
    {
      en: 'a superhero girl with a red cape and a mask',
      ru: 'супергероиня в красном плаще и маске',
      tr: 'kırmızı pelerinli, maskeli süper kahraman bir kız',
      az: 'qırmızı plaşlı, maskalı super qəhrəman qız',
    },
  ),
  hero(
    'unicorn',
    { colours: { body: 'pink' } },
    { en: 'a pink unicorn', ru: 'розовый единорог', tr: 'pembe bir tek boynuzlu at', az: 'çəhrayı təkbuynuz' },
  ),
  hero(
    'mermaid',
    { colours: { tail: 'purple' }, gender: 'girl' },
    {
      en: 'a mermaid with a purple tail',
      ru: 'русалка с фиолетовым хвостом',
      tr: 'mor kuyruklu bir deniz kızı',
      az: 'bənövşəyi quyruqlu su pərisi',
    },
  ),
  hero(
    'fire truck',
    { colours: { body: 'red' } },
    {
      en: 'a big red fire truck',
      ru: 'большая красная пожарная машина',
      tr: 'kocaman kırmızı bir itfaiye aracı',
      az: 'böyük qırmızı yanğınsöndürən maşın',
    },
  ),
  hero(
    'dinosaur',
    { colours: { body: 'green' } },
    { en: 'a green dinosaur', ru: 'зелёный динозавр', tr: 'yeşil bir dinozor', az: 'yaşıl dinozavr' },
  ),
  hero(
    'princess',
    { colours: { dress: 'light blue', hair: 'white' }, gender: 'girl' },
    {
      en: 'Elsa from Frozen',
      ru: 'Эльза из «Холодного сердца»',
      tr: 'Karlar Ülkesi’nden Elsa',
      az: '«Frozen»dan Elsa',
    },
  ),
  hero(
    'dragon',
    { name: 'Sparky' },
    {
      en: 'a dragon called Sparky',
      ru: 'дракон по имени Sparky',
      tr: 'Sparky adında bir ejderha',
      az: 'Sparky adlı əjdaha',
    },
  ),
];

export function sampleHero(sample: SampleHero, locale: StoryLocale): FavouriteHero {
  return { ...sample, words: sample.words[locale] };
}

/** Every text of a printed book, in reading order. */
export function printedTexts(text: BookText): string[] {
  return [text.title, text.dedication, ...text.spreads.map((spread) => spread.text), text.ending, text.backCover];
}

/** Where a sentence begins: the text's start (past an opening quote or dash), or after . ! ? … and a space. */
const SENTENCE_START = /(?:^[\s“«„"‘—–-]*|[.!?…]\s+[“«„"‘]*)(\p{L})/gu;

/** The sentences of `text` that start with a lower-case letter, as their first few words. */
export function lowerCaseStarts(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SENTENCE_START)) {
    const letter = match[1] ?? '';
    if (letter !== letter.toLocaleUpperCase() && letter === letter.toLocaleLowerCase()) {
      const at = (match.index ?? 0) + match[0].length - 1;
      found.push(text.slice(at, at + 30));
    }
  }
  return found;
}

function occurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  return haystack.toLocaleLowerCase().split(needle.toLocaleLowerCase()).length - 1;
}

/**
 * What is wrong with one printed custom book whose parent typed `words`. `shortForm` is the hero's short name
 * in the book (hero-words.ts `hero`): a parent who typed just that ("русалка") is not repeated by naming it.
 */
export function validateCustomBook(text: BookText, words: string, shortForm = ''): string[] {
  const problems: string[] = [];
  const printed = printedTexts(text);
  const phrase = words.trim();
  const same = phrase.toLocaleLowerCase() === shortForm.trim().toLocaleLowerCase();
  const repeats = same ? 0 : occurrences(printed.join('\n'), phrase);
  if (repeats > HERO_WORDS_MAX) problems.push(`the parent’s phrase “${words}” is printed ${repeats} times`);
  for (const part of printed) {
    for (const start of lowerCaseStarts(part)) problems.push(`a sentence starts in lower case: “${start}…”`);
    if (mentionsTrademark(part)) problems.push(`a trademarked name is printed: “${part.slice(0, 60)}…”`);
  }
  return problems;
}

/** The family's own texts, before formatting: the writers' rules (a capital after a full stop, ’ not '). */
function sourceProblems(plot: PlotFamily): string[] {
  const problems: string[] = [];
  const texts: Array<[string, Localised]> = [
    ['dedication', plot.dedication],
    ...plot.spreads.map((spread, i) => [`spread ${i + 1}`, spread.text] as [string, Localised]),
    ['ending', plot.ending],
  ];
  let heroWords = 0;
  for (const [where, text] of texts) {
    for (const locale of STORY_LOCALES) {
      const source = text[locale];
      if (!source?.trim()) problems.push(`${plot.family} ${where} ${locale}: empty`);
      if (source.includes("'")) problems.push(`${plot.family} ${where} ${locale}: straight apostrophe, write ’`);
      if (/[,;:]\s*[.!?]|\s[,.](?!\.)/.test(source))
        problems.push(`${plot.family} ${where} ${locale}: stray punctuation`);
      // A sentence the writer starts with a word (not an argument) starts with a capital.
      for (const start of lowerCaseStarts(source)) {
        problems.push(`${plot.family} ${where} ${locale}: a sentence starts in lower case: “${start}…”`);
      }
      if (locale === 'en') heroWords += occurrences(source, '{heroWords}');
    }
  }
  if (heroWords > 1) problems.push(`${plot.family}: {heroWords} ${heroWords} times, at most once`);
  return problems;
}

/** Every check of a family, over every language, both genders and every sample hero. */
export function validatePlotFamily(plot: PlotFamily): string[] {
  const problems = sourceProblems(plot);
  if (plot.spreads.length !== CUSTOM_SPREADS) {
    problems.push(`${plot.family}: ${plot.spreads.length} spreads, a custom book has ${CUSTOM_SPREADS}`);
  }
  const script = plotScript(plot);
  for (const locale of STORY_LOCALES) {
    for (const gender of ['girl', 'boy'] as const) {
      for (const sample of SAMPLE_HEROES) {
        const favourite = sampleHero(sample, locale);
        const child = { name: gender === 'girl' ? 'Aylin' : 'Murad', gender, age: 6, favourite };
        const where = `${plot.family} ${locale} ${gender} ${sample.kind}`;
        let text: BookText;
        try {
          text = storyText(script, child, locale);
        } catch (error) {
          problems.push(`${where}: ${(error as Error).message}`);
          continue;
        }
        for (const part of printedTexts(text)) {
          if (/[{}]/.test(part)) problems.push(`${where}: braces left in “${part.slice(0, 60)}…”`);
        }
        const { hero: shortForm = '' } = heroValues(favourite, locale);
        problems.push(...validateCustomBook(text, favourite.words, shortForm).map((problem) => `${where}: ${problem}`));
      }
    }
  }
  return [...new Set(problems)];
}
