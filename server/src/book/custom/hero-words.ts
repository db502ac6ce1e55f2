/**
 * The favourite hero as the plot families' ICU arguments (plot-types.ts), in every story language: a short
 * form that names the hero after the parent's phrase has been said once ("the superhero", "супергероиня",
 * "süper kahraman"), its case forms, its gender for agreement, and the book's short title. Everything comes
 * from the understood hero (kind, gender, colours, own name), never from the parent's phrase, which is used
 * only as `heroWords`.
 *
 * Russian forms are listed whole (declension has too many exceptions to compute for 23 nouns); Turkish and
 * Azerbaijani forms are computed from the last word's vowel harmony, with the softened stem and possessive
 * compounds (itfaiye aracı, su pərisi take a buffer n) marked in the lexicon.
 */
import type { FavouriteHero, HeroColour, HeroKind } from '@shop/shared/characters';
import { mentionsTrademark } from '../../characters/favourite-hero/trademarks';
import { nameCases } from '../name-cases';
import type { StoryLocale } from '../story-types';

export type HeroGrammarGender = 'female' | 'male' | 'neuter';
export type HeroValues = Record<string, string>;

/** nominative | genitive | dative | accusative | instrumental | prepositional */
type RuForms = string;

interface RuNoun {
  forms: RuForms;
  gender: 'female' | 'male';
  /** The title's epithet when no colour is named: masculine | feminine. */
  epithet: string;
}

interface TurkicNoun {
  word: string;
  /** The stem before a vowel-initial ending, where the final consonant softens (köpek → köpeğ, pişik → pişiy). */
  soft?: string;
  /** A possessive compound (itfaiye aracı, deniz kızı, su pərisi): endings take a buffer n. */
  compound?: boolean;
  /** The title's words: the noun and the epithet without a colour, in title case. */
  title: string;
  epithet: string;
}

interface Entry {
  en: { noun: string; title: string; epithet: string };
  ru: RuNoun;
  ruGirl?: RuNoun;
  tr: TurkicNoun;
  az: TurkicNoun;
  /** The gender an ungendered hero of this kind is written with; vehicles are 'neuter'. */
  defaultGender: HeroGrammarGender;
}

const ru = (forms: string, gender: 'female' | 'male', epithet: string): RuNoun => ({ forms, gender, epithet });

/** Every kind in every language (a girl's noun in Russian where it differs). */
const LEXICON: Readonly<Record<HeroKind, Entry>> = {
  superhero: {
    en: { noun: 'superhero', title: 'Superhero', epithet: 'Brave' },
    ru: ru('супергерой|супергероя|супергерою|супергероя|супергероем|супергерое', 'male', 'храбрый|храбрая'),
    ruGirl: ru(
      'супергероиня|супергероини|супергероине|супергероиню|супергероиней|супергероине',
      'female',
      'храбрый|храбрая',
    ),
    tr: { word: 'süper kahraman', title: 'Süper Kahraman', epithet: 'Cesur' },
    az: { word: 'super qəhrəman', title: 'Super Qəhrəman', epithet: 'Cəsur' },
    defaultGender: 'male',
  },
  princess: {
    en: { noun: 'princess', title: 'Princess', epithet: 'Kind' },
    ru: ru('принцесса|принцессы|принцессе|принцессу|принцессой|принцессе', 'female', 'добрый|добрая'),
    tr: { word: 'prenses', title: 'Prenses', epithet: 'İyi Kalpli' },
    az: { word: 'şahzadə qız', title: 'Şahzadə Qız', epithet: 'Mehriban' },
    defaultGender: 'female',
  },
  prince: {
    en: { noun: 'prince', title: 'Prince', epithet: 'Brave' },
    ru: ru('принц|принца|принцу|принца|принцем|принце', 'male', 'храбрый|храбрая'),
    tr: { word: 'prens', title: 'Prens', epithet: 'Cesur' },
    az: { word: 'şahzadə', title: 'Şahzadə', epithet: 'Cəsur' },
    defaultGender: 'male',
  },
  knight: {
    en: { noun: 'knight', title: 'Knight', epithet: 'Brave' },
    ru: ru('рыцарь|рыцаря|рыцарю|рыцаря|рыцарем|рыцаре', 'male', 'храбрый|храбрая'),
    ruGirl: ru('воительница|воительницы|воительнице|воительницу|воительницей|воительнице', 'female', 'храбрый|храбрая'),
    tr: { word: 'şövalye', title: 'Şövalye', epithet: 'Cesur' },
    az: { word: 'cəngavər', title: 'Cəngavər', epithet: 'Cəsur' },
    defaultGender: 'male',
  },
  wizard: {
    en: { noun: 'wizard', title: 'Wizard', epithet: 'Wise' },
    ru: ru('волшебник|волшебника|волшебнику|волшебника|волшебником|волшебнике', 'male', 'мудрый|мудрая'),
    ruGirl: ru('волшебница|волшебницы|волшебнице|волшебницу|волшебницей|волшебнице', 'female', 'добрый|добрая'),
    tr: { word: 'büyücü', title: 'Büyücü', epithet: 'Bilge' },
    az: { word: 'sehrbaz', title: 'Sehrbaz', epithet: 'Müdrik' },
    defaultGender: 'male',
  },
  fairy: {
    en: { noun: 'fairy', title: 'Fairy', epithet: 'Tiny' },
    ru: ru('фея|феи|фее|фею|феей|фее', 'female', 'маленький|маленькая'),
    tr: { word: 'peri', title: 'Peri', epithet: 'Minik' },
    az: { word: 'pəri', title: 'Pəri', epithet: 'Balaca' },
    defaultGender: 'female',
  },
  mermaid: {
    en: { noun: 'mermaid', title: 'Mermaid', epithet: 'Singing' },
    ru: ru('русалка|русалки|русалке|русалку|русалкой|русалке', 'female', 'весёлый|весёлая'),
    tr: { word: 'deniz kızı', compound: true, title: 'Deniz Kızı', epithet: 'Neşeli' },
    az: { word: 'su pərisi', compound: true, title: 'Su Pərisi', epithet: 'Şən' },
    defaultGender: 'female',
  },
  pirate: {
    en: { noun: 'pirate', title: 'Pirate', epithet: 'Jolly' },
    ru: ru('пират|пирата|пирату|пирата|пиратом|пирате', 'male', 'весёлый|весёлая'),
    ruGirl: ru('пиратка|пиратки|пиратке|пиратку|пираткой|пиратке', 'female', 'весёлый|весёлая'),
    tr: { word: 'korsan', title: 'Korsan', epithet: 'Neşeli' },
    az: { word: 'pirat', title: 'Pirat', epithet: 'Şən' },
    defaultGender: 'male',
  },
  astronaut: {
    en: { noun: 'astronaut', title: 'Astronaut', epithet: 'Brave' },
    ru: ru('космонавт|космонавта|космонавту|космонавта|космонавтом|космонавте', 'male', 'отважный|отважная'),
    tr: { word: 'astronot', title: 'Astronot', epithet: 'Cesur' },
    az: { word: 'kosmonavt', title: 'Kosmonavt', epithet: 'Cəsur' },
    defaultGender: 'male',
  },
  robot: {
    en: { noun: 'robot', title: 'Robot', epithet: 'Friendly' },
    ru: ru('робот|робота|роботу|робота|роботом|роботе', 'male', 'добрый|добрая'),
    tr: { word: 'robot', title: 'Robot', epithet: 'Sevimli' },
    az: { word: 'robot', title: 'Robot', epithet: 'Mehriban' },
    defaultGender: 'male',
  },
  dinosaur: {
    en: { noun: 'dinosaur', title: 'Dinosaur', epithet: 'Friendly' },
    ru: ru('динозавр|динозавра|динозавру|динозавра|динозавром|динозавре', 'male', 'добрый|добрая'),
    tr: { word: 'dinozor', title: 'Dinozor', epithet: 'Sevimli' },
    az: { word: 'dinozavr', title: 'Dinozavr', epithet: 'Mehriban' },
    defaultGender: 'male',
  },
  dragon: {
    en: { noun: 'dragon', title: 'Dragon', epithet: 'Kind' },
    ru: ru('дракон|дракона|дракону|дракона|драконом|драконе', 'male', 'добрый|добрая'),
    tr: { word: 'ejderha', title: 'Ejderha', epithet: 'İyi Kalpli' },
    az: { word: 'əjdaha', title: 'Əjdaha', epithet: 'Mehriban' },
    defaultGender: 'male',
  },
  unicorn: {
    en: { noun: 'unicorn', title: 'Unicorn', epithet: 'Magic' },
    ru: ru('единорог|единорога|единорогу|единорога|единорогом|единороге', 'male', 'волшебный|волшебная'),
    tr: { word: 'tek boynuzlu at', title: 'Tek Boynuzlu At', epithet: 'Sihirli' },
    az: { word: 'təkbuynuz', title: 'Təkbuynuz', epithet: 'Sehrli' },
    defaultGender: 'female',
  },
  cat: {
    en: { noun: 'cat', title: 'Cat', epithet: 'Clever' },
    ru: ru('кот|кота|коту|кота|котом|коте', 'male', 'умный|умная'),
    ruGirl: ru('кошка|кошки|кошке|кошку|кошкой|кошке', 'female', 'умный|умная'),
    tr: { word: 'kedi', title: 'Kedi', epithet: 'Akıllı' },
    az: { word: 'pişik', soft: 'pişiy', title: 'Pişik', epithet: 'Ağıllı' },
    defaultGender: 'female',
  },
  dog: {
    en: { noun: 'dog', title: 'Dog', epithet: 'Loyal' },
    ru: ru('пёс|пса|псу|пса|псом|псе', 'male', 'верный|верная'),
    ruGirl: ru('собака|собаки|собаке|собаку|собакой|собаке', 'female', 'верный|верная'),
    tr: { word: 'köpek', soft: 'köpeğ', title: 'Köpek', epithet: 'Sadık' },
    az: { word: 'it', title: 'İt', epithet: 'Sadiq' },
    defaultGender: 'male',
  },
  bear: {
    en: { noun: 'bear', title: 'Bear', epithet: 'Cuddly' },
    ru: ru('медвежонок|медвежонка|медвежонку|медвежонка|медвежонком|медвежонке', 'male', 'добрый|добрая'),
    ruGirl: ru('медведица|медведицы|медведице|медведицу|медведицей|медведице', 'female', 'добрый|добрая'),
    tr: { word: 'ayı', title: 'Ayı', epithet: 'Sevimli' },
    az: { word: 'ayı', title: 'Ayı', epithet: 'Mehriban' },
    defaultGender: 'male',
  },
  rabbit: {
    en: { noun: 'rabbit', title: 'Rabbit', epithet: 'Bouncy' },
    ru: ru('кролик|кролика|кролику|кролика|кроликом|кролике', 'male', 'быстрый|быстрая'),
    ruGirl: ru('крольчиха|крольчихи|крольчихе|крольчиху|крольчихой|крольчихе', 'female', 'быстрый|быстрая'),
    tr: { word: 'tavşan', title: 'Tavşan', epithet: 'Hızlı' },
    az: { word: 'dovşan', title: 'Dovşan', epithet: 'Cəld' },
    defaultGender: 'female',
  },
  horse: {
    en: { noun: 'horse', title: 'Horse', epithet: 'Swift' },
    ru: ru('конь|коня|коню|коня|конём|коне', 'male', 'быстрый|быстрая'),
    ruGirl: ru('лошадка|лошадки|лошадке|лошадку|лошадкой|лошадке', 'female', 'быстрый|быстрая'),
    tr: { word: 'at', title: 'At', epithet: 'Hızlı' },
    az: { word: 'at', title: 'At', epithet: 'Çevik' },
    defaultGender: 'male',
  },
  'fire truck': {
    en: { noun: 'fire truck', title: 'Fire Truck', epithet: 'Little' },
    ru: ru(
      'пожарная машина|пожарной машины|пожарной машине|пожарную машину|пожарной машиной|пожарной машине',
      'female',
      'маленький|маленькая',
    ),
    tr: { word: 'itfaiye aracı', compound: true, title: 'İtfaiye Aracı', epithet: 'Küçük' },
    az: { word: 'yanğınsöndürən maşın', title: 'Yanğınsöndürən Maşın', epithet: 'Balaca' },
    defaultGender: 'neuter',
  },
  car: {
    en: { noun: 'car', title: 'Car', epithet: 'Speedy' },
    ru: ru('машина|машины|машине|машину|машиной|машине', 'female', 'быстрый|быстрая'),
    tr: { word: 'araba', title: 'Araba', epithet: 'Hızlı' },
    az: { word: 'maşın', title: 'Maşın', epithet: 'Sürətli' },
    defaultGender: 'neuter',
  },
  train: {
    en: { noun: 'train', title: 'Train', epithet: 'Little' },
    ru: ru('паровозик|паровозика|паровозику|паровозик|паровозиком|паровозике', 'male', 'весёлый|весёлая'),
    tr: { word: 'tren', title: 'Tren', epithet: 'Küçük' },
    az: { word: 'qatar', title: 'Qatar', epithet: 'Balaca' },
    defaultGender: 'neuter',
  },
  plane: {
    en: { noun: 'plane', title: 'Plane', epithet: 'Little' },
    ru: ru('самолёт|самолёта|самолёту|самолёт|самолётом|самолёте', 'male', 'весёлый|весёлая'),
    tr: { word: 'uçak', soft: 'uçağ', title: 'Uçak', epithet: 'Küçük' },
    az: { word: 'təyyarə', title: 'Təyyarə', epithet: 'Balaca' },
    defaultGender: 'neuter',
  },
  friend: {
    en: { noun: 'new friend', title: 'New Friend', epithet: '' },
    ru: ru('друг|друга|другу|друга|другом|друге', 'male', 'верный|верная'),
    ruGirl: ru('подруга|подруги|подруге|подругу|подругой|подруге', 'female', 'верный|верная'),
    tr: { word: 'arkadaş', title: 'Arkadaş', epithet: 'Yeni' },
    az: { word: 'dost', title: 'Dost', epithet: 'Yeni' },
    defaultGender: 'male',
  },
};

const VEHICLES = new Set<HeroKind>(['fire truck', 'car', 'train', 'plane']);

/** Colour names as adjectives: en (title case, and the compound form "Sky-Blue-Caped"), ru m|f|prep|ins, tr, az. */
const COLOUR_WORDS: Readonly<
  Record<HeroColour, { en: string; enCompound: string; ru: string; tr: string; az: string }>
> = {
  red: { en: 'Red', enCompound: 'Red', ru: 'красный|красная|красном|красным', tr: 'Kırmızı', az: 'Qırmızı' },
  orange: {
    en: 'Orange',
    enCompound: 'Orange',
    ru: 'оранжевый|оранжевая|оранжевом|оранжевым',
    tr: 'Turuncu',
    az: 'Narıncı',
  },
  yellow: { en: 'Yellow', enCompound: 'Yellow', ru: 'жёлтый|жёлтая|жёлтом|жёлтым', tr: 'Sarı', az: 'Sarı' },
  green: { en: 'Green', enCompound: 'Green', ru: 'зелёный|зелёная|зелёном|зелёным', tr: 'Yeşil', az: 'Yaşıl' },
  blue: { en: 'Blue', enCompound: 'Blue', ru: 'синий|синяя|синем|синим', tr: 'Mavi', az: 'Göy' },
  'light blue': {
    en: 'Light Blue',
    enCompound: 'Sky-Blue',
    ru: 'голубой|голубая|голубом|голубым',
    tr: 'Açık Mavi',
    az: 'Mavi',
  },
  purple: {
    en: 'Purple',
    enCompound: 'Purple',
    ru: 'фиолетовый|фиолетовая|фиолетовом|фиолетовым',
    tr: 'Mor',
    az: 'Bənövşəyi',
  },
  pink: { en: 'Pink', enCompound: 'Pink', ru: 'розовый|розовая|розовом|розовым', tr: 'Pembe', az: 'Çəhrayı' },
  brown: {
    en: 'Brown',
    enCompound: 'Brown',
    ru: 'коричневый|коричневая|коричневом|коричневым',
    tr: 'Kahverengi',
    az: 'Qəhvəyi',
  },
  black: { en: 'Black', enCompound: 'Black', ru: 'чёрный|чёрная|чёрном|чёрным', tr: 'Siyah', az: 'Qara' },
  white: { en: 'White', enCompound: 'White', ru: 'белый|белая|белом|белым', tr: 'Beyaz', az: 'Ağ' },
  gold: { en: 'Golden', enCompound: 'Golden', ru: 'золотой|золотая|золотом|золотым', tr: 'Altın', az: 'Qızılı' },
  silver: {
    en: 'Silver',
    enCompound: 'Silver',
    ru: 'серебряный|серебряная|серебряном|серебряным',
    tr: 'Gümüş',
    az: 'Gümüşü',
  },
};

/** Which named colour a title shows, and how: a cape or a dress or a tail describes the hero; else the body. */
type TitlePart = 'cape' | 'dress' | 'tail' | 'plain';

function titleColour(hero: FavouriteHero): { part: TitlePart; colour: HeroColour } | null {
  const { colours, kind } = hero;
  if (kind === 'friend') return null;
  if (kind === 'superhero' && colours.cape) return { part: 'cape', colour: colours.cape };
  if (kind === 'superhero' && colours.suit) return { part: 'plain', colour: colours.suit };
  if ((kind === 'princess' || kind === 'fairy') && colours.dress) return { part: 'dress', colour: colours.dress };
  if (kind === 'mermaid' && colours.tail) return { part: 'tail', colour: colours.tail };
  if (kind === 'knight' && colours.armour) return { part: 'plain', colour: colours.armour };
  if (colours.body) return { part: 'plain', colour: colours.body };
  return null;
}

/** The hero's own name, unless it is missing or someone else's trademark. */
function ownName(hero: FavouriteHero, isTrademark: (text: string) => boolean): string | null {
  const name = hero.name?.trim();
  return name && !isTrademark(name) ? name : null;
}

function genderOf(hero: FavouriteHero): HeroGrammarGender {
  const entry = LEXICON[hero.kind];
  if (VEHICLES.has(hero.kind)) return 'neuter';
  if (hero.gender === 'girl') return 'female';
  if (hero.gender === 'boy') return 'male';
  return entry.defaultGender;
}

function ruNoun(hero: FavouriteHero): RuNoun {
  const entry = LEXICON[hero.kind];
  const girl = hero.gender === 'girl' || (hero.gender === null && entry.defaultGender === 'female');
  return girl && entry.ruGirl ? entry.ruGirl : entry.ru;
}

// ───────────────────────────── Turkish and Azerbaijani endings ─────────────────────────────

const BACK = new Set([...'aıouâ']);
const VOWELS = new Set([...'aıoueiöüəâî']);
/** The high vowel a four-way ending takes after each last vowel. */
const HIGH: Record<string, string> = {
  a: 'ı',
  ı: 'ı',
  â: 'ı',
  o: 'u',
  u: 'u',
  e: 'i',
  ə: 'i',
  i: 'i',
  î: 'i',
  ö: 'ü',
  ü: 'ü',
};
const VOICELESS = new Set([...'fstkçşhp']);

function turkicCases(noun: TurkicNoun, locale: 'tr' | 'az'): HeroValues {
  const { word, compound } = noun;
  const letters = [...word.toLocaleLowerCase(locale)];
  const lastVowel = [...letters].reverse().find((char) => VOWELS.has(char)) ?? 'e';
  const wide = BACK.has(lastVowel) ? 'a' : locale === 'az' ? 'ə' : 'e';
  const high = HIGH[lastVowel] ?? 'i';
  const last = letters.at(-1) ?? '';
  const vowelEnd = VOWELS.has(last);
  const stem = vowelEnd ? word : (noun.soft ?? word);
  // Turkish devoices the d of -da/-dan after a voiceless consonant (uçakta); Azerbaijani does not (pişikdə).
  const d = locale === 'tr' && !vowelEnd && VOICELESS.has(last) ? 't' : 'd';
  const n = compound ? 'n' : '';
  const withIns =
    locale === 'az' ? (vowelEnd ? `${word} ilə` : `${word}l${wide}`) : `${word}${vowelEnd ? 'y' : ''}l${wide}`;
  return {
    hero: word,
    heroGen: compound ? `${word}n${high}n` : vowelEnd ? `${word}n${high}n` : `${stem}${high}n`,
    heroDat: compound ? `${word}n${wide}` : vowelEnd ? `${word}y${wide}` : `${stem}${wide}`,
    heroAcc: compound
      ? `${word}n${high}`
      : vowelEnd
        ? `${word}${locale === 'az' ? 'n' : 'y'}${high}`
        : `${stem}${high}`,
    heroLoc: `${word}${n}${d}${wide}`,
    heroAbl: `${word}${n}${d}${wide}n`,
    heroIns: withIns,
    heroToo: `${word} d${wide}`,
  };
}

// ───────────────────────────── titles ─────────────────────────────

function enTitle(hero: FavouriteHero, name: string | null): string {
  const { en } = LEXICON[hero.kind];
  if (name) return `${name} the ${en.title}`;
  const colour = titleColour(hero);
  if (!colour) return `the ${en.epithet ? `${en.epithet} ` : ''}${en.title}`;
  const words = COLOUR_WORDS[colour.colour];
  if (colour.part === 'cape') return `the ${words.enCompound}-Caped Hero`;
  if (colour.part === 'tail') return `the ${words.enCompound}-Tailed ${en.title}`;
  if (colour.part === 'dress') return `the ${en.title} in ${words.en}`;
  return `the ${words.en} ${en.title}`;
}

function ruTitle(hero: FavouriteHero, name: string | null): string {
  const noun = ruNoun(hero);
  const [nominative = ''] = noun.forms.split('|');
  if (name) return `${nominative} ${name}`;
  const colour = titleColour(hero);
  const pick = (adjectives: string) => adjectives.split('|')[noun.gender === 'female' ? 1 : 0];
  if (!colour) return `${pick(noun.epithet)} ${nominative}`;
  const [, , prep, ins] = COLOUR_WORDS[colour.colour].ru.split('|');
  if (colour.part === 'cape') return `${nominative} в ${prep} плаще`;
  if (colour.part === 'dress') return `${nominative} в ${prep} платье`;
  if (colour.part === 'tail') return `${nominative} с ${ins} хвостом`;
  return `${pick(COLOUR_WORDS[colour.colour].ru)} ${nominative}`;
}

const TURKIC_PART: Record<'tr' | 'az', Record<'cape' | 'dress' | 'tail', string>> = {
  tr: { cape: 'Pelerinli', dress: 'Elbiseli', tail: 'Kuyruklu' },
  az: { cape: 'Plaşlı', dress: 'Paltarlı', tail: 'Quyruqlu' },
};

function turkicTitle(hero: FavouriteHero, name: string | null, locale: 'tr' | 'az'): string {
  const noun = LEXICON[hero.kind][locale];
  if (name) return `${noun.title} ${name}`;
  const colour = titleColour(hero);
  if (!colour) return `${noun.epithet} ${noun.title}`;
  const adjective = COLOUR_WORDS[colour.colour][locale];
  // A caped hero is "the Red-Caped Hero": the cape says "super" already.
  if (colour.part === 'cape')
    return `${adjective} ${TURKIC_PART[locale].cape} ${locale === 'tr' ? 'Kahraman' : 'Qəhrəman'}`;
  if (colour.part === 'plain') return `${adjective} ${noun.title}`;
  return `${adjective} ${TURKIC_PART[locale][colour.part]} ${noun.title}`;
}

/** The hero in the book's title, after "{name} and": "the Red-Caped Hero", "розовый единорог", "Yeşil Dinozor". */
export function heroTitle(
  hero: FavouriteHero,
  locale: StoryLocale,
  isTrademark: (text: string) => boolean = mentionsTrademark,
): string {
  const name = ownName(hero, isTrademark);
  if (locale === 'en') return enTitle(hero, name);
  if (locale === 'ru') return ruTitle(hero, name);
  return turkicTitle(hero, name, locale);
}

// ───────────────────────────── the arguments ─────────────────────────────

/** The hero's short nominative: its own name, or the kind's noun (with "the" in English). */
function shortForm(hero: FavouriteHero, locale: StoryLocale, name: string | null): string {
  if (locale === 'en') return name ?? `the ${LEXICON[hero.kind].en.noun}`;
  if (locale === 'ru') return `${ruNoun(hero).forms.split('|')[0]}${name ? ` ${name}` : ''}`;
  return name ?? LEXICON[hero.kind][locale].word;
}

/**
 * The hero's ICU arguments for a plot family's texts in `locale` (plot-types.ts lists them), and `heroTitle`
 * for the title. `isTrademark` screens the hero's own name (a trademarked one is never printed).
 */
export function heroValues(
  hero: FavouriteHero,
  locale: StoryLocale,
  isTrademark: (text: string) => boolean = mentionsTrademark,
): HeroValues {
  const name = ownName(hero, isTrademark);
  const words = hero.words.trim();
  const common = {
    // A trademarked phrase ("Elsa from Frozen") is never printed: the hero's short form stands in its place.
    heroWords: isTrademark(words) ? shortForm(hero, locale, name) : words,
    heroKind: hero.kind.replace(/ /g, '_'),
    heroTitle: heroTitle(hero, locale, isTrademark),
  };
  if (locale === 'en') {
    return { ...common, hero: shortForm(hero, locale, name), heroGender: genderOf(hero) };
  }
  if (locale === 'ru') {
    const noun = ruNoun(hero);
    // The own name stands beside the noun uninflected ("с драконом Sparky"), as a foreign name may.
    const [nom, gen, dat, acc, ins, prep] = noun.forms.split('|').map((form) => (name ? `${form} ${name}` : form));
    return {
      ...common,
      hero: nom ?? '',
      heroGen: gen ?? '',
      heroDat: dat ?? '',
      heroAcc: acc ?? '',
      heroIns: ins ?? '',
      heroPrep: prep ?? '',
      heroGender: noun.gender,
    };
  }
  const gender = genderOf(hero);
  if (name) {
    const cases = nameCases(locale, name);
    return {
      ...common,
      hero: name,
      heroGen: cases?.nameGen ?? name,
      heroDat: cases?.nameDat ?? name,
      heroAcc: cases?.nameAcc ?? name,
      heroLoc: cases?.nameLoc ?? name,
      heroAbl: cases?.nameAbl ?? name,
      heroIns: cases?.nameIns ?? name,
      heroToo: cases?.nameToo ?? name,
      heroGender: gender,
    };
  }
  return { ...common, ...turkicCases(LEXICON[hero.kind][locale], locale), heroGender: gender };
}
