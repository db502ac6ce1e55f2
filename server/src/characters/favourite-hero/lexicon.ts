/**
 * The four-language vocabulary of the favourite-hero reader (en/ru/tr/az). Entries are STEMS matched against the
 * start of a normalised word (see normaliseWords), so Russian cases ("плащом", "красном") and Turkish/Azerbaijani
 * suffixes ("pelerinli", "plaşlı") match without a stemmer. English stems are whole words plus plural/'s'.
 */
import type { HeroAccessory, HeroColour, HeroGender, HeroKind, HeroPart } from '@shop/shared/characters';

/** Lower-cases with Turkish İ/I handled, folds ё and accents but keeps ı ə ö ü ş ç ğ, which are letters here. */
export function normaliseWords(text: string): string[] {
  const lowered = text.replace(/İ/g, 'i').toLowerCase().replace(/ё/g, 'е');
  const folded = lowered
    .normalize('NFD')
    .replace(/(?<=[a-zа-я])[\u0300-\u0303]/g, '')
    .normalize('NFC');
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export type Stems = readonly string[];

/** A word matches a stem when it starts with it (and stems shorter than 4 letters only match whole words). */
export function matchesStem(word: string, stem: string): boolean {
  if (stem.includes(' ')) return false;
  if (stem.endsWith('$')) return word === stem.slice(0, -1);
  if (stem.length < 4 && /^[a-z]+$/.test(stem)) return word === stem || word === `${stem}s` || word === `${stem}es`;
  return word.startsWith(stem);
}

export const KIND_WORDS: ReadonlyArray<readonly [HeroKind, Stems]> = [
  ['fire truck', ['firetruck', 'fireengine', 'пожарн', 'itfaiye', 'yanğınsöndür', 'yanğın']],
  ['mermaid', ['mermaid', 'русалк', 'русалоч', 'denizkız', 'suparisi', 'su pərisi', 'suprisi', 'pərisi']],
  [
    'superhero',
    [
      'superhero',
      'hero',
      'супергер',
      'герой',
      'героин',
      'süperkahraman',
      'kahraman',
      'superqəhrəman',
      'qəhrəman',
      'ninja',
      'ниндзя',
    ],
  ],
  ['princess', ['princess', 'queen', 'принцесс', 'королев', 'царевн', 'prenses', 'kraliçe', 'şahzad', 'kraliça']],
  ['prince', ['prince', 'king', 'принц', 'корол', 'царевич', 'prens', 'kral', 'şahzadə oğlan']],
  ['knight', ['knight', 'рыцар', 'богатыр', 'şövalye', 'cəngavər', 'pəhləvan']],
  [
    'wizard',
    ['wizard', 'witch', 'magician', 'волшебни', 'маг$', 'мага$', 'колдун', 'büyücü', 'sihirbaz', 'sehrbaz', 'cadugər'],
  ],
  ['fairy', ['fairy', 'фея', 'феей', 'феи', 'фею', 'peri', 'pəri']],
  ['pirate', ['pirate', 'пират', 'korsan', 'pirat', 'dəniz qulduru', 'quldur']],
  ['astronaut', ['astronaut', 'spaceman', 'космонавт', 'астронавт', 'astronot', 'kosmonavt', 'astronavt']],
  ['robot', ['robot', 'робот']],
  ['dinosaur', ['dinosaur', 'dino', 'trex', 'динозавр', 'дино', 'тираннозавр', 'dinozor', 'dinozavr']],
  ['dragon', ['dragon', 'дракон', 'змей горыныч', 'ejderha', 'ejder', 'əjdaha', 'əjdəha']],
  ['unicorn', ['unicorn', 'единорог', 'tekboynuz', 'təkbuynuz', 'təkbuynuzlu']],
  ['cat', ['cat', 'kitten', 'kitty', 'кот', 'кош', 'котен', 'котик', 'kedi', 'pisik', 'pişik']],
  ['dog', ['dog', 'puppy', 'собак', 'пес$', 'пса', 'щен', 'köpek', 'köpeğ', 'kuçu', 'köpək']],
  ['bear', ['bear', 'teddy', 'медвед', 'мишк', 'ayı', 'ayıcık', 'ayi']],
  ['rabbit', ['rabbit', 'bunny', 'кролик', 'заяц', 'зайч', 'зайк', 'tavşan', 'dovşan']],
  ['horse', ['horse', 'pony', 'лошад', 'конь', 'пони', 'коня', 'midilli', 'poni']],
  ['car', ['car', 'racecar', 'машин', 'машинк', 'автомоб', 'araba', 'maşın', 'avtomobil']],
  ['train', ['train', 'locomotive', 'поезд', 'паровоз', 'tren', 'lokomotif', 'qatar']],
  ['plane', ['plane', 'airplane', 'aeroplane', 'jet', 'самол', 'uçak', 'təyyarə']],
];

/** Multi-word kinds, matched on the joined normalised text before single words. */
export const KIND_PHRASES: ReadonlyArray<readonly [HeroKind, Stems]> = [
  [
    'fire truck',
    ['fire truck', 'fire engine', 'пожарная машина', 'itfaiye arabası', 'yanğın maşını', 'yanğınsöndürən maşın'],
  ],
  ['horse', ['bir at', 'bir atı']],
  ['unicorn', ['tek boynuzlu at', 'tək buynuzlu at', 'tekboynuzlu at']],
  ['mermaid', ['deniz kızı', 'su pərisi']],
  ['dinosaur', ['t rex']],
  ['superhero', ['süper kahraman', 'super hero']],
];

export const COLOUR_WORDS: ReadonlyArray<readonly [HeroColour, Stems]> = [
  ['light blue', ['lightblue', 'голуб', 'açık mavi', 'buz mavisi', 'açıq mavi', 'göy', 'gök']],
  ['red', ['red', 'красн', 'kırmızı', 'kirmizi', 'qırmızı', 'qirmizi']],
  ['orange', ['orange', 'оранж', 'рыж', 'turuncu', 'narıncı', 'narinci']],
  ['yellow', ['yellow', 'желт', 'sarı', 'sari']],
  ['green', ['green', 'зелен', 'yeşil', 'yesil', 'yaşıl', 'yasil']],
  ['blue', ['blue', 'син', 'mavi', 'lacivert']],
  ['purple', ['purple', 'violet', 'фиолет', 'сирен', 'mor', 'bənövşəyi', 'benövşeyi']],
  ['pink', ['pink', 'розов', 'pembe', 'çəhrayı', 'cehrayi']],
  ['brown', ['brown', 'коричн', 'kahverengi', 'qəhvəyi']],
  ['black', ['black', 'черн', 'siyah', 'kara', 'qara']],
  ['white', ['white', 'бел', 'beyaz', 'ağ']],
  ['gold', ['gold', 'golden', 'золот', 'altın', 'qızıl', 'qızılı']],
  ['silver', ['silver', 'серебр', 'gümüş']],
];

export const PART_WORDS: ReadonlyArray<readonly [HeroPart, Stems]> = [
  ['cape', ['cape', 'cloak', 'плащ', 'накидк', 'мантия', 'мантии', 'pelerin', 'plaş', 'plas', 'örtük']],
  ['suit', ['suit', 'costume', 'outfit', 'костюм', 'комбинезон', 'kostüm', 'kıyafet', 'kostyum', 'geyim', 'paltar']],
  ['mask', ['mask', 'маск', 'maske', 'maska']],
  ['dress', ['dress', 'gown', 'плать', 'elbise', 'don$']],
  ['hair', ['hair', 'волос', 'saç', 'sac']],
  ['body', ['fur', 'skin', 'scales', 'шерст', 'чешу', 'tüy', 'pul']],
  ['tail', ['tail', 'хвост', 'kuyruk', 'quyruq']],
  ['armour', ['armour', 'armor', 'доспех', 'брон', 'zırh', 'zireh']],
  ['wings', ['wing', 'крыл', 'kanat', 'qanad']],
  ['hat', ['hat', 'шляп', 'шапк', 'колпак', 'şapka', 'papaq', 'şlyapa']],
];

export const ACCESSORY_WORDS: ReadonlyArray<readonly [HeroAccessory, Stems]> = [
  ['mask', ['mask', 'маск', 'maske', 'maska']],
  ['crown', ['crown', 'tiara', 'корон', 'диадем', 'taç', 'tac']],
  ['wand', ['wand', 'палочк', 'asa', 'değnek', 'çubuq', 'çubuğ']],
  ['sword', ['sword', 'меч', 'kılıç', 'qılınc']],
  ['shield', ['shield', 'щит', 'kalkan', 'qalxan']],
  ['helmet', ['helmet', 'шлем', 'kask', 'miğfer', 'dəbilqə']],
  ['glasses', ['glasses', 'goggles', 'очк', 'gözlük', 'eynək']],
  ['bow', ['bow', 'бант', 'fiyonk', 'kurdele', 'bant']],
];

export const GENDER_WORDS: ReadonlyArray<readonly [HeroGender, Stems]> = [
  [
    'girl',
    [
      'girl',
      'she',
      'princess',
      'queen',
      'fairy',
      'mermaid',
      'woman',
      'lady',
      'девоч',
      'девушк',
      'она',
      'героин',
      'супергероин',
      'принцесс',
      'королев',
      'фея',
      'феей',
      'русалк',
      'волшебниц',
      'kız',
      'kiz',
      'qız',
      'qiz',
      'prenses',
      'kraliçe',
      'peri',
      'pəri',
      'kraliça',
      'cadı',
      'witch',
      'ведьм',
    ],
  ],
  [
    'boy',
    [
      'boy',
      'prince',
      'king',
      'мальчик',
      'парен',
      'принц',
      'корол',
      'oğlan',
      'oglan',
      'erkek',
      'prens',
      'kral',
      'çocuk oğlan',
    ],
  ],
];

/** Words that introduce the hero's own name, in the order the languages put them. */
export const NAME_BEFORE = ['called', 'named', 'name', 'зовут', 'имени', 'назван', 'кличк'];
/** Turkish/Azerbaijani put the name first: "Pamuk adında bir kedi", "Bəbir adlı pişik". */
export const NAME_AFTER = ['adında', 'adlı', 'isimli', 'adli', 'adinda'];

/** The part drawn in the hero's main colour ("a pink unicorn" → body pink), per kind. */
export const MAIN_PART: Readonly<Record<HeroKind, HeroPart>> = {
  superhero: 'suit',
  princess: 'dress',
  prince: 'suit',
  knight: 'armour',
  wizard: 'cape',
  fairy: 'dress',
  mermaid: 'tail',
  pirate: 'suit',
  astronaut: 'suit',
  robot: 'body',
  dinosaur: 'body',
  dragon: 'body',
  unicorn: 'body',
  cat: 'body',
  dog: 'body',
  bear: 'body',
  rabbit: 'body',
  horse: 'body',
  'fire truck': 'body',
  car: 'body',
  train: 'body',
  plane: 'body',
  friend: 'suit',
};

/** What each kind wears when the words say nothing, and the usual colour of a part named without one. */
export const DEFAULT_PARTS: Readonly<Record<HeroKind, Partial<Record<HeroPart, HeroColour>>>> = {
  superhero: { suit: 'blue' },
  princess: { dress: 'pink' },
  prince: { suit: 'blue' },
  knight: { armour: 'silver' },
  wizard: { cape: 'purple', hat: 'purple' },
  fairy: { dress: 'pink', wings: 'light blue' },
  mermaid: { tail: 'green', hair: 'red' },
  pirate: { suit: 'black', hat: 'black' },
  astronaut: { suit: 'white' },
  robot: { body: 'silver' },
  dinosaur: { body: 'green' },
  dragon: { body: 'green', wings: 'green' },
  unicorn: { body: 'white', hair: 'pink' },
  cat: { body: 'orange' },
  dog: { body: 'brown' },
  bear: { body: 'brown' },
  rabbit: { body: 'white' },
  horse: { body: 'brown', hair: 'black' },
  'fire truck': { body: 'red' },
  car: { body: 'red' },
  train: { body: 'blue' },
  plane: { body: 'white' },
  friend: { suit: 'blue' },
};

/** The usual colour of a part named without one ("a superhero with a cape" → cape red). */
export const PART_DEFAULT: Readonly<Record<HeroPart, HeroColour>> = {
  cape: 'red',
  suit: 'blue',
  mask: 'black',
  dress: 'pink',
  hair: 'brown',
  body: 'brown',
  tail: 'green',
  armour: 'silver',
  wings: 'white',
  hat: 'black',
};
