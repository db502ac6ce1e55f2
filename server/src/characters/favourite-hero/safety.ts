/**
 * Whether the parent's favourite-hero words may go into a book: not offensive, not violent, and a character at
 * all. Lenient with real children's wishes ("grandma", "my dog Rex", "dinosaurs!"); the lists are in
 * safety-words.ts and the rules in docs/favourite-hero.md.
 */
import { matchesStem, normaliseWords } from './lexicon';
import { FILLER, OBJECTS, OFFENSIVE, VIOLENT } from './safety-words';

export type HeroWordsCheck = { ok: true } | { ok: false; reason: 'offensive' | 'violent' | 'not_a_character' };

/** More words than this is an instruction or a story, not a character. */
export const HERO_WORDS_MAX_COUNT = 12;

const stemHit = (stem: string, word: string) =>
  stem.endsWith('$') ? word === stem.slice(0, -1) : word.startsWith(stem);

/** Whether the word list contains an entry: a stem on one word, or a phrase ("eats people") on consecutive words. */
function contains(list: readonly string[], words: readonly string[]): boolean {
  return list.some((entry) => {
    const parts = entry.split(' ');
    if (parts.length === 1) return words.some((w) => stemHit(entry, w));
    return words.some((_, at) => parts.every((p, i) => stemHit(p, words[at + i] ?? '\u0000')));
  });
}

const VOWELS = /[aeiouyıöüəаеёиоуыэюяaeiou]/u;
const KEYBOARD = ['qwert', 'asdf', 'zxcv', 'йцук', 'фыва', 'ячсм', 'hjkl', 'sdfg', 'dfgh', 'werty'];

function isGibberishWord(word: string): boolean {
  if (!/\p{L}/u.test(word)) return false;
  if (/(.)\1{3,}/u.test(word)) return true;
  if (KEYBOARD.some((k) => word.includes(k))) return true;
  if (word.length >= 4 && !VOWELS.test(word)) return true;
  // Five consonants in a row happen in no word of the four languages a parent would type.
  return /[^aeiouyıöüəаеёиоуыэюя\d]{5,}/u.test(word) && word.length >= 6;
}

export function checkHeroWords(words: string): HeroWordsCheck {
  const text = words.trim();
  if (/https?:\/\/|www\.|\b[\w-]+\.(com|ru|org|net|az|tr|io|info)\b/i.test(text) || /\S+@\S+\.\S+/.test(text)) {
    return { ok: false, reason: 'not_a_character' };
  }
  if ((text.match(/\d/g) ?? []).length >= 7) return { ok: false, reason: 'not_a_character' };
  const list = normaliseWords(text);
  if (contains(OFFENSIVE, list)) return { ok: false, reason: 'offensive' };
  if (contains(VIOLENT, list)) return { ok: false, reason: 'violent' };
  const letterWords = list.filter((w) => /\p{L}/u.test(w));
  if (letterWords.length === 0) return { ok: false, reason: 'not_a_character' };
  if (list.length > HERO_WORDS_MAX_COUNT) return { ok: false, reason: 'not_a_character' };
  const gibberish = letterWords.filter(isGibberishWord).length;
  if (gibberish * 2 >= letterWords.length) return { ok: false, reason: 'not_a_character' };
  const meaningful = letterWords.filter((w) => !FILLER.some((f) => matchesStem(w, f)));
  if (meaningful.length > 0 && meaningful.every((w) => contains(OBJECTS, [w]))) {
    return { ok: false, reason: 'not_a_character' };
  }
  return { ok: true };
}
