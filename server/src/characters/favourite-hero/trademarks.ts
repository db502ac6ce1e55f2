/**
 * Trademarked characters a parent may name. The reader turns each into its generic kind and usual colours and
 * never keeps the name; the story validator uses mentionsTrademark to refuse a book that would print one.
 * Spellings are normalised phrases (see normaliseWords), matched as whole-word sequences.
 */
import type { HeroAccessory, HeroColour, HeroGender, HeroKind, HeroPart } from '@shop/shared/characters';
import { normaliseWords } from './lexicon';

export interface Trademark {
  id: string;
  spellings: readonly string[];
  kind: HeroKind;
  colours: Partial<Record<HeroPart, HeroColour>>;
  accessories: HeroAccessory[];
  gender: HeroGender | null;
}

export const TRADEMARKED_NAMES: readonly Trademark[] = [
  {
    id: 'spider-man',
    spellings: [
      'spider man',
      'spiderman',
      'человек паук',
      'спайдермен',
      'örümcek adam',
      'orumcek adam',
      'hörümçək adam',
      'hörümçək adamı',
      'spayder men',
    ],
    kind: 'superhero',
    colours: { suit: 'red', mask: 'red' },
    accessories: ['mask'],
    gender: 'boy',
  },
  {
    id: 'superman',
    spellings: ['superman', 'super man', 'супермен', 'süpermen', 'supermen'],
    kind: 'superhero',
    colours: { suit: 'blue', cape: 'red' },
    accessories: [],
    gender: 'boy',
  },
  {
    id: 'batman',
    spellings: ['batman', 'бэтмен', 'бетмен', 'betmen', 'batmen'],
    kind: 'superhero',
    colours: { suit: 'black', cape: 'black', mask: 'black' },
    accessories: ['mask'],
    gender: 'boy',
  },
  {
    id: 'wonder woman',
    spellings: ['wonder woman', 'чудо женщина', 'wonder kadın', 'harika kadın'],
    kind: 'superhero',
    colours: { suit: 'red', cape: 'blue' },
    accessories: ['crown'],
    gender: 'girl',
  },
  {
    id: 'hulk',
    spellings: ['hulk', 'халк', 'xalk'],
    kind: 'superhero',
    colours: { body: 'green', suit: 'purple' },
    accessories: [],
    gender: 'boy',
  },
  {
    id: 'iron man',
    spellings: ['iron man', 'ironman', 'железный человек', 'айрон мен', 'demir adam', 'dəmir adam'],
    kind: 'superhero',
    colours: { armour: 'red', suit: 'red' },
    accessories: ['helmet'],
    gender: 'boy',
  },
  {
    id: 'captain america',
    spellings: ['captain america', 'капитан америка', 'kaptan amerika', 'kapitan amerika'],
    kind: 'superhero',
    colours: { suit: 'blue' },
    accessories: ['shield'],
    gender: 'boy',
  },
  {
    id: 'elsa',
    spellings: ['elsa', 'эльза', 'эльзу', 'эльзы', 'elza'],
    kind: 'princess',
    colours: { dress: 'light blue', hair: 'white' },
    accessories: [],
    gender: 'girl',
  },
  {
    id: 'anna',
    spellings: [
      'anna from frozen',
      'princess anna',
      'анна из холодного сердца',
      'принцесса анна',
      'prenses anna',
      'şahzadə anna',
    ],
    kind: 'princess',
    colours: { dress: 'green', hair: 'orange' },
    accessories: [],
    gender: 'girl',
  },
  {
    id: 'frozen',
    spellings: ['frozen', 'холодное сердце', 'холодного сердца', 'karlar ülkesi', 'buz ürək', 'soyuq ürək'],
    kind: 'princess',
    colours: { dress: 'light blue', hair: 'white' },
    accessories: [],
    gender: 'girl',
  },
  {
    id: 'moana',
    spellings: ['moana', 'моана', 'ваяна', 'vaiana'],
    kind: 'princess',
    colours: { dress: 'red', hair: 'black' },
    accessories: [],
    gender: 'girl',
  },
  {
    id: 'ariel',
    spellings: ['ariel', 'ариэль', 'ариель'],
    kind: 'mermaid',
    colours: { tail: 'green', hair: 'red' },
    accessories: [],
    gender: 'girl',
  },
  {
    id: 'rapunzel',
    spellings: ['rapunzel', 'рапунцель', 'rapunzəl'],
    kind: 'princess',
    colours: { dress: 'purple', hair: 'yellow' },
    accessories: [],
    gender: 'girl',
  },
  {
    id: 'cinderella',
    spellings: ['cinderella', 'золушка', 'золушку', 'золушки', 'sindirella', 'külkedisi', 'kül kedisi', 'zoluşka'],
    kind: 'princess',
    colours: { dress: 'light blue', hair: 'yellow' },
    accessories: ['crown'],
    gender: 'girl',
  },
  {
    id: 'buzz lightyear',
    spellings: ['buzz lightyear', 'buzz', 'базз лайтер', 'базз', 'баз лайтер'],
    kind: 'astronaut',
    colours: { suit: 'white' },
    accessories: ['helmet'],
    gender: 'boy',
  },
  {
    id: 'lightning mcqueen',
    spellings: [
      'lightning mcqueen',
      'mcqueen',
      'маккуин',
      'молния маккуин',
      'şimşek mcqueen',
      'makkuin',
      'şimşək makkuin',
    ],
    kind: 'car',
    colours: { body: 'red' },
    accessories: [],
    gender: null,
  },
  {
    id: 'paw patrol',
    spellings: ['paw patrol', 'щенячий патруль', 'щенячьего патруля', 'pati devriyesi', 'paw patrul'],
    kind: 'dog',
    colours: { body: 'brown' },
    accessories: ['helmet'],
    gender: null,
  },
  {
    id: 'chase',
    spellings: ['chase', 'гонщик', 'чейз'],
    kind: 'dog',
    colours: { body: 'brown', suit: 'blue' },
    accessories: ['helmet'],
    gender: 'boy',
  },
  {
    id: 'marshall',
    spellings: ['marshall', 'маршал', 'маршалл'],
    kind: 'dog',
    colours: { body: 'white', suit: 'red' },
    accessories: ['helmet'],
    gender: 'boy',
  },
  {
    id: 'skye',
    spellings: ['skye', 'скай', 'skay'],
    kind: 'dog',
    colours: { body: 'brown', suit: 'pink' },
    accessories: ['helmet'],
    gender: 'girl',
  },
  {
    id: 'peppa pig',
    spellings: ['peppa', 'peppa pig', 'свинка пеппа', 'пеппа', 'пеппу', 'peppa domuz'],
    kind: 'friend',
    colours: { body: 'pink', dress: 'red' },
    accessories: [],
    gender: 'girl',
  },
  {
    id: 'mickey mouse',
    spellings: ['mickey', 'mickey mouse', 'микки маус', 'микки', 'miki maus', 'miki fare'],
    kind: 'friend',
    colours: { body: 'black', suit: 'red' },
    accessories: [],
    gender: 'boy',
  },
  {
    id: 'minnie mouse',
    spellings: ['minnie', 'minnie mouse', 'минни маус', 'минни', 'mini maus', 'mini fare'],
    kind: 'friend',
    colours: { body: 'black', dress: 'red' },
    accessories: ['bow'],
    gender: 'girl',
  },
  {
    id: 'pikachu',
    spellings: ['pikachu', 'пикачу', 'pikaçu'],
    kind: 'friend',
    colours: { body: 'yellow' },
    accessories: [],
    gender: null,
  },
  {
    id: 'sonic',
    spellings: ['sonic', 'соник', 'sonik'],
    kind: 'friend',
    colours: { body: 'blue' },
    accessories: [],
    gender: 'boy',
  },
  {
    id: 'thomas the tank engine',
    spellings: [
      'thomas the tank engine',
      'thomas the train',
      'паровозик томас',
      'томас и его друзья',
      'tomas tren',
      'thomas tren',
      'tomas qatar',
    ],
    kind: 'train',
    colours: { body: 'blue' },
    accessories: [],
    gender: null,
  },
  {
    id: 'harry potter',
    spellings: ['harry potter', 'гарри поттер', 'гарри поттера', 'hari potter', 'harri potter'],
    kind: 'wizard',
    colours: { cape: 'black' },
    accessories: ['glasses', 'wand'],
    gender: 'boy',
  },
  {
    id: 'barbie',
    spellings: ['barbie', 'барби', 'barbi'],
    kind: 'princess',
    colours: { dress: 'pink', hair: 'yellow' },
    accessories: [],
    gender: 'girl',
  },
  {
    id: 'ladybug',
    spellings: ['miraculous', 'ladybug', 'леди баг', 'ледибаг', 'uğur böceği', 'ugur bocegi', 'ledi bag'],
    kind: 'superhero',
    colours: { suit: 'red', mask: 'red' },
    accessories: ['mask'],
    gender: 'girl',
  },
];

const PHRASES = TRADEMARKED_NAMES.flatMap((mark) =>
  mark.spellings.map((spelling) => ({ mark, words: normaliseWords(spelling) })),
).sort((a, b) => b.words.length - a.words.length);

function findIn(words: readonly string[]): Array<{ mark: Trademark; at: number; length: number }> {
  const found: Array<{ mark: Trademark; at: number; length: number }> = [];
  for (const { mark, words: phrase } of PHRASES) {
    for (let at = 0; at + phrase.length <= words.length; at++) {
      if (phrase.every((w, i) => words[at + i] === w)) found.push({ mark, at, length: phrase.length });
    }
  }
  return found;
}

/** The trademarked characters the text names, first the longest spelling matched. */
export function findTrademarks(text: string): Trademark[] {
  return [...new Set(findIn(normaliseWords(text)).map((f) => f.mark))];
}

/** Whether the text names a trademarked character (whole-word match, any of the four languages). */
export function mentionsTrademark(text: string): boolean {
  return findTrademarks(text).length > 0;
}

/** Indices of normalised words that belong to a trademarked name (never taken as the hero's own name). */
export function trademarkWordIndices(words: readonly string[]): Set<number> {
  const taken = new Set<number>();
  for (const { at, length } of findIn(words)) for (let i = at; i < at + length; i++) taken.add(i);
  return taken;
}
