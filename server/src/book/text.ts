/**
 * Every text of one child's book, formatted from the story script (ICU MessageFormat) in the book's
 * language — the child's story_language, not the language of the site the parent used.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { nameCases } from './name-cases';
import type { Localised, SceneIndex, StoryLocale, StoryScript } from './story-types';

export interface BookChild {
  name: string;
  gender: 'girl' | 'boy';
  age: number;
  /** Custom stories only; empty when the parent left it out. */
  favouriteHero?: string | undefined;
}

export interface BookText {
  locale: StoryLocale;
  title: string;
  dedication: string;
  spreads: Array<{ scene: SceneIndex; text: string }>;
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
  return { name, gender: child.gender, age: child.age, hero, ...nameCases(locale, name) };
}

export function formatText(source: string, locale: StoryLocale, values: MessageValues): string {
  return String(new IntlMessageFormat(source, locale).format(values)).trim();
}

export function storyText(script: StoryScript, child: BookChild, locale: StoryLocale): BookText {
  const values = messageValues(child, locale);
  const format = (text: Localised) => formatText(text[locale], locale, values);
  return {
    locale,
    title: format(script.title),
    dedication: format(script.dedication),
    spreads: script.spreads.map((spread) => ({ scene: spread.scene, text: format(spread.text) })),
    theEnd: format(THE_END),
    ending: format(script.ending),
    backCover: format(BACK_COVER),
  };
}
