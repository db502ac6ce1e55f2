/**
 * Every text of one child's book, formatted from the story script (ICU MessageFormat) in the book's
 * language — the child's story_language, not the language of the site the parent used.
 */
import type { FavouriteHero } from '@shop/shared/characters';
import { IntlMessageFormat } from 'intl-messageformat';
import { heroValues } from './custom/hero-words';
import { nameCases } from './name-cases';
import type { Localised, StoryLocale, StoryScript } from './story-types';

export interface BookChild {
  name: string;
  gender: 'girl' | 'boy';
  age: number;
  /** Custom stories only; empty when the parent left it out. */
  favouriteHero?: string | undefined;
  /**
   * The favourite hero understood (custom stories): the plot families name it by its short forms and cases
   * (custom/hero-words.ts), the parent's phrase only as `heroWords`.
   */
  favourite?: FavouriteHero | null | undefined;
}

export interface BookText {
  locale: StoryLocale;
  title: string;
  dedication: string;
  spreads: Array<{ text: string }>;
  /** "The End" in the book's language. */
  theEnd: string;
  ending: string;
  /** The back cover's line about who the hero is. */
  backCover: string;
}

/** The engine's own lines, written like the scripts (ICU, the name never inflected). */
const THE_END: Localised = { en: 'The End', ru: 'Конец', tr: 'Son', az: 'Son' };
const BACK_COVER: Localised = {
  en: 'The hero of this story is {name}.',
  ru: '{gender, select, girl {Главная героиня} other {Главный герой}} этой истории — {name}.',
  tr: 'Bu hikâyenin kahramanı: {name}.',
  az: 'Bu nağılın qəhrəmanı: {name}.',
};
/**
 * A custom story cannot be paid without a favourite hero (orders/completeness.ts), but its preview can be
 * drawn before the parent types one: a name-like stand-in that fits anywhere a name can (subject,
 * apposition), so the scripts' sentences hold.
 */
const DEFAULT_HERO: Localised = {
  en: 'Captain Star',
  ru: 'Капитан Звезда',
  tr: 'Yıldız Kaptan',
  az: 'Ulduz Kapitan',
};

type MessageValues = Record<string, string | number>;

/** The ICU arguments every script text gets (story-types.ts lists them). */
export function messageValues(child: BookChild, locale: StoryLocale): MessageValues {
  const name = child.name.trim();
  const hero = child.favouriteHero?.trim() || DEFAULT_HERO[locale];
  const base = { name, gender: child.gender, age: child.age, hero, ...nameCases(locale, name) };
  if (!child.favourite) return base;
  const values = heroValues(child.favourite, locale);
  return { ...base, ...values, heroWords: values.heroWords || DEFAULT_HERO[locale] };
}

/**
 * Upper-cases the first letter of every sentence: a custom story's sentence may open with the hero's short
 * form ("the fire truck", "süper kahraman"), in the locale's casing (Turkish and Azerbaijani i → İ). A sentence
 * starts at the text's start (past an opening quote or dash) or after . ! ? … and a space (past an opening
 * quote). A lower-case word after a closing quote or a dash is a speech tag (“Yes!” giggled Aylin;
 * — Привет! — говорит он) and stays.
 */
export function capitaliseSentences(text: string, locale: StoryLocale): string {
  return text.replace(
    /(^[\s“«„"‘—–-]*|[.!?…]\s+[“«„"‘]*)(\p{Ll})/gu,
    (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase(locale)}`,
  );
}

export function formatText(source: string, locale: StoryLocale, values: MessageValues): string {
  return String(new IntlMessageFormat(source, locale).format(values)).trim();
}

export function storyText(script: StoryScript, child: BookChild, locale: StoryLocale): BookText {
  const values = messageValues(child, locale);
  // Only custom stories put the hero's lower-case short form at a sentence's start; ready books are printed
  // exactly as written.
  const capitalise = Boolean(child.favourite) || script.slug.startsWith('custom');
  const format = (text: Localised) => {
    const out = formatText(text[locale], locale, values);
    return capitalise ? capitaliseSentences(out, locale) : out;
  };
  return {
    locale,
    title: format(script.title),
    dedication: format(script.dedication),
    spreads: script.spreads.map((spread) => ({ text: format(spread.text) })),
    theEnd: format(THE_END),
    ending: format(script.ending),
    backCover: format(BACK_COVER),
  };
}
