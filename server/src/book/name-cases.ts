/**
 * The child's name with a case ending, for the Turkish and Azerbaijani stories (story-types.ts: nameGen,
 * nameDat, nameAcc, nameLoc, nameAbl, nameIns). The ending follows vowel harmony with the name's last
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
 * Arabic names whose final l is palatal take front endings in Turkish although their last vowel is a
 * (Kemal’e, Hilal’in), as Turkish spelling guides list them.
 */
const TR_PALATAL_L_NAMES = new Set(['kemal', 'cemal', 'celal', 'hilal', 'nihal', 'iclal', 'bilal', 'meral']);

const VOICELESS = new Set([...'fstkçşhp', ...'фсткчшхпцщ']);

interface Shape {
  harmony: Harmony;
  endsInVowel: boolean;
  voicelessEnd: boolean;
}

function shapeOf(name: string, locale: 'tr' | 'az'): Shape {
  // The last word decides (Ali Kemal → Kemal’e); only letters count (Jean-Luc, Ayşe!).
  const word = [...(name.toLocaleLowerCase(locale).split(/\s+/).at(-1) ?? '')].filter((char) => /\p{L}/u.test(char));
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
  if (locale === 'tr' && TR_PALATAL_L_NAMES.has(word.join(''))) harmony = 'e';
  return { harmony, endsInVowel: finalYIsVowel || last in VOWEL_CLASS, voicelessEnd: VOICELESS.has(last) };
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
  };
}

function azerbaijani(name: string): NameCases {
  const { harmony, endsInVowel } = shapeOf(name, 'az');
  const wide = isFront(harmony) ? 'ə' : 'a';
  const high = HIGH[harmony];
  return {
    nameGen: `${name}${endsInVowel ? 'n' : ''}${high}n`,
    nameDat: `${name}${endsInVowel ? 'y' : ''}${wide}`,
    // Azerbaijani's accusative buffer is n (Əlini, Leylanı), unlike Turkish y.
    nameAcc: `${name}${endsInVowel ? 'n' : ''}${high}`,
    nameLoc: `${name}d${wide}`,
    nameAbl: `${name}d${wide}n`,
    nameIns: `${name} ilə`,
  };
}

/** The six case forms of `name` for a Turkish or Azerbaijani story; undefined for other languages. */
export function nameCases(locale: StoryLocale, name: string): NameCases | undefined {
  const trimmed = name.trim();
  if (locale === 'tr') return turkish(trimmed);
  if (locale === 'az') return azerbaijani(trimmed);
  return undefined;
}
