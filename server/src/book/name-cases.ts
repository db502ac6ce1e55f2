/**
 * The child's name with a case ending, for the Turkish and Azerbaijani stories (story-types.ts: nameGen,
 * nameDat, nameAcc, nameLoc, nameAbl, nameIns, nameToo). The ending follows vowel harmony with the name's last
 * vowel and whether the name ends in a vowel (buffer consonant n or y) or a voiceless consonant (Turkish
 * writes -ta/-tan after f s t k ç ş h p). Turkish puts an apostrophe between a proper name and its ending
 * (Ali’yi, Can’ı, Mert’e); Azerbaijani attaches it directly (Əlinin, Murada) and writes "ilə" apart.
 *
 * Names come from parents in any alphabet, so the last vowel is found on a lower-cased, Latin reading of
 * the name (Маша → a; Mary: a final y after a consonant is heard as i).
 */
import type { StoryLocale } from './story-types';

export interface NameCases {
  nameGen: string;
  nameDat: string;
  nameAcc: string;
  nameLoc: string;
  nameAbl: string;
  nameIns: string;
  /** The name with the particle "too / and … as well", written apart and harmonised: Burak da, Emir de, Əli də. */
  nameToo: string;
}

type Harmony = 'a' | 'ı' | 'o' | 'e' | 'i' | 'ö';

/** Each vowel (Latin, with the Turkic letters, and Cyrillic) mapped to its harmony class. */
const VOWEL_CLASS: Record<string, Harmony> = {
  a: 'a',
  â: 'a',
  á: 'a',
  à: 'a',
  ı: 'ı',
  o: 'o',
  ó: 'o',
  ô: 'o',
  u: 'o',
  ú: 'o',
  û: 'o',
  e: 'e',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  ä: 'e',
  ə: 'e',
  i: 'i',
  î: 'i',
  í: 'i',
  ï: 'i',
  ö: 'ö',
  ø: 'ö',
  ü: 'ö',
  а: 'a',
  я: 'a',
  ы: 'ı',
  о: 'o',
  ё: 'o',
  у: 'o',
  ю: 'o',
  е: 'e',
  э: 'e',
  и: 'i',
  і: 'i',
};
/** Which high vowel (ı i u ü) each class takes in four-way suffixes. */
const HIGH: Record<Harmony, string> = { a: 'ı', ı: 'ı', o: 'u', e: 'i', i: 'i', ö: 'ü' };
const isFront = (harmony: Harmony) => harmony === 'e' || harmony === 'i' || harmony === 'ö';

/**
 * Names whose final l is palatal take front endings in Turkish although their last vowel is back
 * (Kemal’e, Hilal’in, Hayal’in, Resul’ü), as Turkish spelling guides list them.
 */
const TR_PALATAL_L_NAMES = new Set([
  'kemal',
  'cemal',
  'celal',
  'hilal',
  'nihal',
  'iclal',
  'bilal',
  'meral',
  'hayal',
  'ikbal',
  'resul',
  'rasul',
]);
/** A palatal l fronts the vowel before it: a → e, ı → i, o/u → ö/ü. */
const FRONTED: Record<Harmony, Harmony> = { a: 'e', ı: 'i', o: 'ö', e: 'e', i: 'i', ö: 'ö' };
/** Letters only Turkish (and Azerbaijani) keyboards type: a name in capitals with one of them was typed on one. */
const TURKIC_CAPITALS = /[İŞĞÇÖÜƏ]/u;

const VOICELESS = new Set([...'fstkçşhp', ...'фсткчшхпцщ']);

interface Shape {
  harmony: Harmony;
  endsInVowel: boolean;
  voicelessEnd: boolean;
  /** The last word, lower-cased, letters only. */
  word: string[];
}

/**
 * Lower-cases for reading the name's sounds. Typed in capitals on a Latin keyboard (EMIR), an I is an i;
 * only a name with a Turkic capital (İLKNUR, IŞIK) was typed where I means ı.
 */
function lowerForSound(name: string, locale: 'tr' | 'az'): string {
  const allCapitals = name === name.toLocaleUpperCase(locale) && name !== name.toLocaleLowerCase(locale);
  return allCapitals && !TURKIC_CAPITALS.test(name) ? name.toLowerCase() : name.toLocaleLowerCase(locale);
}

function shapeOf(name: string, locale: 'tr' | 'az'): Shape {
  // The last word decides (Ali Kemal → Kemal’e); only letters count (Jean-Luc, Ayşe!).
  const word = [...(lowerForSound(name, locale).split(/\s+/).at(-1) ?? '')].filter((char) => /\p{L}/u.test(char));
  const last = word.at(-1) ?? '';
  const beforeLast = word.at(-2) ?? '';
  // A final y after a consonant is heard as i (Mary, Henry); after a vowel it is a consonant (Koray).
  const finalYIsVowel = (last === 'y' || last === 'й') && beforeLast !== '' && !(beforeLast in VOWEL_CLASS);
  let harmony: Harmony = finalYIsVowel ? 'i' : 'e';
  if (!finalYIsVowel) {
    for (let i = word.length - 1; i >= 0; i -= 1) {
      const found = VOWEL_CLASS[word[i] as string];
      if (found) {
        harmony = found;
        break;
      }
    }
  }
  if (locale === 'tr' && TR_PALATAL_L_NAMES.has(word.join(''))) harmony = FRONTED[harmony];
  return { harmony, endsInVowel: finalYIsVowel || last in VOWEL_CLASS, voicelessEnd: VOICELESS.has(last), word };
}

function turkish(name: string): NameCases {
  const { harmony, endsInVowel, voicelessEnd } = shapeOf(name, 'tr');
  const wide = isFront(harmony) ? 'e' : 'a';
  const high = HIGH[harmony];
  const d = voicelessEnd ? 't' : 'd';
  const base = `${name}’`;
  return {
    nameGen: `${base}${endsInVowel ? 'n' : ''}${high}n`,
    nameDat: `${base}${endsInVowel ? 'y' : ''}${wide}`,
    nameAcc: `${base}${endsInVowel ? 'y' : ''}${high}`,
    nameLoc: `${base}${d}${wide}`,
    nameAbl: `${base}${d}${wide}n`,
    nameIns: `${base}${endsInVowel ? 'y' : ''}l${wide}`,
    nameToo: `${name} d${wide}`,
  };
}

/**
 * Azerbaijani softens a final k to y and q to ğ before a vowel (Çiçək → Çiçəyin, Sadıq → Sadığın) in
 * words of more than one syllable. Arabic names in -iq keep their q (Tofiqin, Rəfiqə).
 */
function azerbaijaniStem(name: string, word: string[]): string {
  const last = word.at(-1);
  const syllables = word.filter((char) => char in VOWEL_CLASS).length;
  if (syllables < 2 || (last !== 'k' && last !== 'q')) return name;
  const vowelBefore = word.at(-2) ?? '';
  if (!(vowelBefore in VOWEL_CLASS)) return name;
  if (last === 'q' && vowelBefore === 'i') return name;
  const upper =
    name.at(-1) === name.at(-1)?.toLocaleUpperCase('az') && name.at(-1) !== name.at(-1)?.toLocaleLowerCase('az');
  const soft = last === 'k' ? 'y' : 'ğ';
  return `${name.slice(0, -1)}${upper ? soft.toLocaleUpperCase('az') : soft}`;
}

function azerbaijani(name: string): NameCases {
  const { harmony, endsInVowel, word } = shapeOf(name, 'az');
  const wide = isFront(harmony) ? 'ə' : 'a';
  const high = HIGH[harmony];
  // Before a vowel-initial ending only (a consonant-final name takes the vowel directly).
  const stem = endsInVowel ? name : azerbaijaniStem(name, word);
  return {
    nameGen: `${stem}${endsInVowel ? 'n' : ''}${high}n`,
    nameDat: `${stem}${endsInVowel ? 'y' : ''}${wide}`,
    // Azerbaijani's accusative buffer is n (Əlini, Leylanı), unlike Turkish y.
    nameAcc: `${stem}${endsInVowel ? 'n' : ''}${high}`,
    nameLoc: `${name}d${wide}`,
    nameAbl: `${name}d${wide}n`,
    nameIns: `${name} ilə`,
    nameToo: `${name} d${wide}`,
  };
}

/** The six case forms of `name` for a Turkish or Azerbaijani story; undefined for other languages. */
export function nameCases(locale: StoryLocale, name: string): NameCases | undefined {
  const trimmed = name.trim();
  if (locale === 'tr') return turkish(trimmed);
  if (locale === 'az') return azerbaijani(trimmed);
  return undefined;
}
