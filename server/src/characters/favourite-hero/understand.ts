/**
 * Reads the parent's words (en/ru/tr/az) into a FavouriteHero (@shop/shared/characters): kind, part colours,
 * accessories, gender and the hero's own name. Pure; the vocabulary is in lexicon.ts, trademarks in
 * trademarks.ts, and docs/favourite-hero.md explains the rules.
 */
import type { FavouriteHero, HeroAccessory, HeroColour, HeroGender, HeroKind, HeroPart } from '@shop/shared/characters';
import { HERO_NAME_MAX } from '@shop/shared/characters';
import {
  ACCESSORY_WORDS,
  COLOUR_WORDS,
  DEFAULT_PARTS,
  GENDER_WORDS,
  KIND_PHRASES,
  KIND_WORDS,
  MAIN_PART,
  matchesStem,
  NAME_AFTER,
  NAME_BEFORE,
  normaliseWords,
  PART_DEFAULT,
  PART_WORDS,
  type Stems,
} from './lexicon';
import { findTrademarks, trademarkWordIndices } from './trademarks';

function lookup<T>(table: ReadonlyArray<readonly [T, Stems]>, word: string): T | null {
  for (const [value, stems] of table) if (stems.some((stem) => matchesStem(word, stem))) return value;
  return null;
}

/** Multi-word entries ("tek boynuzlu at", "açık mavi") found in the word list: value and the indices they cover. */
function phrases<T>(table: ReadonlyArray<readonly [T, Stems]>, words: readonly string[]) {
  const found: Array<{ value: T; at: number; length: number }> = [];
  for (const [value, stems] of table) {
    for (const stem of stems) {
      const phrase = stem.split(' ');
      if (phrase.length < 2) continue;
      for (let at = 0; at + phrase.length <= words.length; at++) {
        // The last word of a phrase may carry a suffix ("arabası", "atı").
        if (
          phrase.every((w, i) =>
            i === phrase.length - 1 ? (words[at + i] ?? '').startsWith(w) : (words[at + i] ?? '') === w,
          )
        )
          found.push({ value, at, length: phrase.length });
      }
    }
  }
  return found;
}

const isNameWord = (raw: string) => /^\p{Lu}[\p{L}'-]*$/u.test(raw);

function heroName(raw: string[], words: string[], taken: Set<number>): string | null {
  const pick = (i: number) => {
    if (i < 0 || i >= raw.length || taken.has(i)) return null;
    const name = (raw[i] ?? '').replace(/^['"«»“”]+|['"«»“”.,!?]+$/g, '');
    if (!name || name.length > HERO_NAME_MAX || !/\p{L}/u.test(name)) return null;
    if (lookup(KIND_WORDS, words[i] ?? '') || lookup(COLOUR_WORDS, words[i] ?? '')) return null;
    return name;
  };
  for (let i = 0; i < words.length; i++) {
    if (NAME_BEFORE.some((s) => (words[i] ?? '').startsWith(s))) {
      // "по имени Искорка", "called Sparky", "his name is Rex", "зовут Тузик".
      for (let j = i + 1; j <= i + 2 && j < words.length; j++) {
        if (['is', 'was', 'по'].includes(words[j] ?? '')) continue;
        const name = pick(j);
        if (name) return name;
        break;
      }
    }
    if (NAME_AFTER.some((s) => (words[i] ?? '') === s || (words[i] ?? '').startsWith(s)) && i > 0) {
      const name = pick(i - 1);
      if (name) return name;
    }
  }
  // "my dog Rex": a capitalised word right after the kind word.
  for (let i = 1; i < words.length; i++) {
    if (lookup(KIND_WORDS, words[i - 1] ?? '') && isNameWord(raw[i] ?? '') && !lookup(PART_WORDS, words[i] ?? '')) {
      const name = pick(i);
      if (name && !['I', 'A'].includes(name)) return name;
    }
  }
  return null;
}

export function understandHero(words: string): FavouriteHero {
  const raw = words.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const norm = normaliseWords(words);
  // Keep the raw and normalised lists aligned word for word.
  const rawAligned = raw.length === norm.length ? raw : norm;
  const marks = findTrademarks(words);
  const taken = trademarkWordIndices(norm);
  const mark = marks[0] ?? null;

  const covered = new Set<number>();
  const kindPhrase = phrases(KIND_PHRASES, norm)[0];
  let kind: HeroKind | null = mark?.kind ?? null;
  if (kindPhrase) {
    kind ??= kindPhrase.value;
    for (let i = kindPhrase.at; i < kindPhrase.at + kindPhrase.length; i++) covered.add(i);
  }
  // The first kind word wins over later ones except that a superhero outranks the "girl"/"boy" it is.
  const kindsSeen: Array<{ kind: HeroKind; at: number }> = [];
  norm.forEach((w, i) => {
    if (covered.has(i) || taken.has(i)) return;
    const k = lookup(KIND_WORDS, w);
    if (k) kindsSeen.push({ kind: k, at: i });
  });
  kind ??= kindsSeen[0]?.kind ?? 'friend';

  const colours: Partial<Record<HeroPart, HeroColour>> = {};
  const accessories: HeroAccessory[] = [];
  const add = (a: HeroAccessory) => accessories.includes(a) || accessories.push(a);
  if (mark) {
    Object.assign(colours, mark.colours);
    for (const a of mark.accessories) add(a);
  }

  const colourAt = new Map<number, HeroColour>();
  for (const p of phrases(COLOUR_WORDS, norm)) {
    colourAt.set(p.at, p.value);
    for (let i = p.at + 1; i < p.at + p.length; i++) covered.add(i);
  }
  norm.forEach((w, i) => {
    if (covered.has(i) || colourAt.has(i)) return;
    const c = lookup(COLOUR_WORDS, w);
    if (c) colourAt.set(i, c);
  });
  const partAt = new Map<number, HeroPart>();
  norm.forEach((w, i) => {
    if (covered.has(i) || colourAt.has(i) || taken.has(i)) return;
    const p = lookup(PART_WORDS, w);
    if (p) partAt.set(i, p);
    const a = lookup(ACCESSORY_WORDS, w);
    if (a) add(a);
  });

  // A colour belongs to the part it stands before (en/tr/az adjectives, Russian "в красном плаще"); a colour
  // with no part in the next two words colours the hero itself, i.e. the kind's main part.
  const main = MAIN_PART[kind];
  const usedParts = new Set<number>();
  for (const [i, colour] of [...colourAt].sort((a, b) => a[0] - b[0])) {
    let part: HeroPart | null = null;
    for (let j = i + 1; j <= i + 2 && j < norm.length; j++) {
      if (colourAt.has(j)) break;
      const p = partAt.get(j);
      if (p) {
        part = p;
        usedParts.add(j);
        break;
      }
    }
    const target = part ?? main;
    if (part || !(target in colours) || !mark) colours[target] = colour;
  }
  for (const [j, part] of partAt) if (!usedParts.has(j) && !(part in colours)) colours[part] = PART_DEFAULT[part];
  // A mask named is both an accessory and a part; a mask colour without the word still means a mask.
  if (colours.mask) add('mask');
  for (const [part, colour] of Object.entries(DEFAULT_PARTS[kind]) as Array<[HeroPart, HeroColour]>) {
    if (!(part in colours)) colours[part] = colour;
  }

  let gender: HeroGender | null = null;
  for (const w of norm) {
    const g = lookup(GENDER_WORDS, w);
    if (g) {
      gender = g;
      break;
    }
  }
  gender ??= mark?.gender ?? null;

  const name = heroName(rawAligned, norm, taken);
  return { kind, colours, accessories, gender, name, words };
}
