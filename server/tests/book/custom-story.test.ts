/**
 * The custom story's engine: the hero's words in every language, the short title, the choice of a
 * plot family by the hero's kind and the child's age, the capitals at every sentence's start, the validator,
 * and a whole composed custom book. Families the writers have registered are checked as they are; where a
 * test needs families the registry does not have yet, it builds its own (same shape, written here).
 */
import { DEFAULT_FEATURES, type FavouriteHero } from '@shop/shared/characters';
import { describe, expect, it } from 'vitest';
import { PLOT_PICTURES } from '../../src/art/custom';
import { bookPicture } from '../../src/art/index';
import type { Scene } from '../../src/art/themes/theme';
import { composeBook } from '../../src/book/book';
import { CUSTOM_PLOT_PAGE_COUNT, choosePlot, customStory, plotScript, registeredPlots } from '../../src/book/custom';
import { heroTitle, heroValues } from '../../src/book/custom/hero-words';
import { PLOT_FAMILIES, type PlotFamily, type PlotFamilyName } from '../../src/book/custom/plot-types';
import {
  lowerCaseStarts,
  SAMPLE_HEROES,
  sampleHero,
  validateCustomBook,
  validatePlotFamily,
} from '../../src/book/custom/validate';
import { type Localised, STORY_LOCALES, type StoryLocale } from '../../src/book/story-types';
import { capitaliseSentences, storyText } from '../../src/book/text';

const hero = (kind: FavouriteHero['kind'], more: Partial<FavouriteHero> = {}): FavouriteHero => ({
  kind,
  colours: {},
  accessories: [],
  gender: null,
  name: null,
  words: `a ${kind}`,
  ...more,
});

/** A family written here: twelve spreads naming the hero by its forms, sentences opening with {hero}. */
function family(name: PlotFamilyName, kinds: PlotFamily['kinds'], ages: [number, number], place: Localised) {
  const text = (i: number): Localised => ({
    en: `{hero} hurried to ${place.en} ${i + 1}. {name} found a shell there, and {heroGender, select, female {she} male {he} other {it}} laughed.`,
    ru: `{name} и {hero} пришли: ${place.ru} ${i + 1}. Там {name} {gender, select, girl {нашла} other {нашёл}} ракушку и {gender, select, girl {показала} other {показал}} её {heroDat}.`,
    tr: `{hero} ${place.tr} ${i + 1} yolunu tuttu. {name} orada {heroDat} bir deniz kabuğu gösterdi.`,
    az: `{hero} ${place.az} ${i + 1} yoluna düşdü. {name} orada {heroDat} bir balıqqulağı göstərdi.`,
  });
  const plot: PlotFamily = {
    family: name,
    kinds,
    ages,
    dedication: { en: 'For {name}.', ru: 'Для {name}.', tr: 'Sevgili {name} için.', az: 'Əziz {name} üçün.' },
    spreads: Array.from({ length: 12 }, (_, i) => ({ text: text(i), withHero: true })),
    ending: {
      en: 'Goodnight, {name}.',
      ru: 'Спокойной ночи, {name}.',
      tr: 'İyi geceler, {name}.',
      az: 'Gecən xeyrə, {name}.',
    },
  };
  return plot;
}

const SEA: Localised = { en: 'harbour', ru: 'гавань', tr: 'liman', az: 'liman' };
const SKY: Localised = { en: 'moon crater', ru: 'лунный кратер', tr: 'ay krateri', az: 'ay krateri' };
const FIXTURES = {
  rescue: family('rescue', ['fire truck', 'superhero', 'dog', 'knight'], [4, 8], SEA),
  space: family('space', ['astronaut', 'robot', 'plane', 'superhero'], [5, 10], SKY),
  explorer: family('explorer', ['dinosaur', 'dragon', 'pirate', 'horse'], [4, 9], SEA),
  friendship: family('friendship', ['unicorn', 'cat', 'bear', 'friend'], [3, 8], SKY),
  bedtime: family('bedtime', ['unicorn', 'bear', 'rabbit'], [2, 5], SKY),
} satisfies Partial<Record<PlotFamilyName, PlotFamily>>;
const ALL_FIXTURES = Object.values(FIXTURES);

describe('the hero’s words in every language', () => {
  it.each([
    // kind, gender, locale, hero, genitive, dative, accusative, and (ru) instrumental or (tr/az) instrumental
    ['superhero', 'girl', 'ru', 'супергероиня', 'супергероини', 'супергероине', 'супергероиню', 'супергероиней'],
    ['superhero', 'boy', 'ru', 'супергерой', 'супергероя', 'супергерою', 'супергероя', 'супергероем'],
    ['knight', 'girl', 'ru', 'воительница', 'воительницы', 'воительнице', 'воительницу', 'воительницей'],
    [
      'fire truck',
      null,
      'ru',
      'пожарная машина',
      'пожарной машины',
      'пожарной машине',
      'пожарную машину',
      'пожарной машиной',
    ],
    ['train', null, 'ru', 'паровозик', 'паровозика', 'паровозику', 'паровозик', 'паровозиком'],
    ['horse', null, 'ru', 'конь', 'коня', 'коню', 'коня', 'конём'],
    [
      'superhero',
      'girl',
      'tr',
      'süper kahraman',
      'süper kahramanın',
      'süper kahramana',
      'süper kahramanı',
      'süper kahramanla',
    ],
    [
      'fire truck',
      null,
      'tr',
      'itfaiye aracı',
      'itfaiye aracının',
      'itfaiye aracına',
      'itfaiye aracını',
      'itfaiye aracıyla',
    ],
    ['mermaid', null, 'tr', 'deniz kızı', 'deniz kızının', 'deniz kızına', 'deniz kızını', 'deniz kızıyla'],
    ['dragon', null, 'tr', 'ejderha', 'ejderhanın', 'ejderhaya', 'ejderhayı', 'ejderhayla'],
    ['dog', null, 'tr', 'köpek', 'köpeğin', 'köpeğe', 'köpeği', 'köpekle'],
    ['plane', null, 'tr', 'uçak', 'uçağın', 'uçağa', 'uçağı', 'uçakla'],
    [
      'unicorn',
      null,
      'tr',
      'tek boynuzlu at',
      'tek boynuzlu atın',
      'tek boynuzlu ata',
      'tek boynuzlu atı',
      'tek boynuzlu atla',
    ],
    [
      'superhero',
      null,
      'az',
      'super qəhrəman',
      'super qəhrəmanın',
      'super qəhrəmana',
      'super qəhrəmanı',
      'super qəhrəmanla',
    ],
    ['cat', null, 'az', 'pişik', 'pişiyin', 'pişiyə', 'pişiyi', 'pişiklə'],
    ['mermaid', null, 'az', 'su pərisi', 'su pərisinin', 'su pərisinə', 'su pərisini', 'su pərisi ilə'],
    ['dragon', null, 'az', 'əjdaha', 'əjdahanın', 'əjdahaya', 'əjdahanı', 'əjdaha ilə'],
    [
      'fire truck',
      null,
      'az',
      'yanğınsöndürən maşın',
      'yanğınsöndürən maşının',
      'yanğınsöndürən maşına',
      'yanğınsöndürən maşını',
      'yanğınsöndürən maşınla',
    ],
    ['dog', null, 'az', 'it', 'itin', 'itə', 'iti', 'itlə'],
  ] as const)('%s (%s) in %s', (kind, gender, locale, nom, gen, dat, acc, ins) => {
    const values = heroValues(hero(kind, { gender }), locale);
    expect([values.hero, values.heroGen, values.heroDat, values.heroAcc, values.heroIns]).toEqual([
      nom,
      gen,
      dat,
      acc,
      ins,
    ]);
  });

  it('gives the locative, ablative and "too" forms with Turkish devoicing and Azerbaijani without it', () => {
    const tr = heroValues(hero('plane'), 'tr');
    expect([tr.heroLoc, tr.heroAbl, tr.heroToo]).toEqual(['uçakta', 'uçaktan', 'uçak da']);
    const az = heroValues(hero('cat'), 'az');
    expect([az.heroLoc, az.heroAbl, az.heroToo]).toEqual(['pişikdə', 'pişikdən', 'pişik də']);
    expect(heroValues(hero('fire truck'), 'tr').heroLoc).toBe('itfaiye aracında');
  });

  it('names the hero shortly in English with its article and pronoun, or by its own name', () => {
    expect(heroValues(hero('fire truck', { words: 'a big red fire truck' }), 'en')).toMatchObject({
      heroWords: 'a big red fire truck',
      hero: 'the fire truck',
      heroGender: 'neuter',
      heroKind: 'fire_truck',
    });
    expect(heroValues(hero('superhero', { gender: 'girl' }), 'en')).toMatchObject({
      hero: 'the superhero',
      heroGender: 'female',
    });
    const sparky = hero('dragon', { name: 'Sparky', words: 'a dragon called Sparky' });
    expect(heroValues(sparky, 'en').hero).toBe('Sparky');
    expect(heroValues(sparky, 'tr')).toMatchObject({ hero: 'Sparky', heroDat: 'Sparky’ye', heroToo: 'Sparky de' });
    expect(heroValues(sparky, 'ru')).toMatchObject({ hero: 'дракон Sparky', heroIns: 'драконом Sparky' });
  });

  it('never prints a trademarked phrase or name: the short form stands in', () => {
    const elsa = hero('princess', { gender: 'girl', words: 'Elsa from Frozen', colours: { dress: 'light blue' } });
    expect(heroValues(elsa, 'en').heroWords).toBe('the princess');
    expect(heroValues({ ...elsa, words: 'Эльза' }, 'ru').heroWords).toBe('принцесса');
    expect(heroValues({ ...elsa, name: 'Elsa' }, 'en').hero).toBe('the princess');
  });
});

describe('the title', () => {
  it.each([
    [hero('superhero', { colours: { cape: 'red' }, gender: 'girl' }), 'en', 'the Red-Caped Hero'],
    [hero('superhero', { colours: { cape: 'red' }, gender: 'girl' }), 'ru', 'супергероиня в красном плаще'],
    [hero('superhero', { colours: { cape: 'red' }, gender: 'girl' }), 'tr', 'Kırmızı Pelerinli Kahraman'],
    [hero('superhero', { colours: { cape: 'red' }, gender: 'girl' }), 'az', 'Qırmızı Plaşlı Qəhrəman'],
    [hero('unicorn', { colours: { body: 'pink' } }), 'en', 'the Pink Unicorn'],
    [hero('unicorn', { colours: { body: 'pink' } }), 'ru', 'розовый единорог'],
    [hero('unicorn', { colours: { body: 'pink' } }), 'az', 'Çəhrayı Təkbuynuz'],
    [hero('fire truck'), 'en', 'the Little Fire Truck'],
    [hero('fire truck'), 'ru', 'маленькая пожарная машина'],
    [hero('fire truck'), 'tr', 'Küçük İtfaiye Aracı'],
    [hero('mermaid', { colours: { tail: 'purple' } }), 'ru', 'русалка с фиолетовым хвостом'],
    [hero('mermaid', { colours: { tail: 'purple' } }), 'tr', 'Mor Kuyruklu Deniz Kızı'],
    [hero('dinosaur', { colours: { body: 'green' } }), 'tr', 'Yeşil Dinozor'],
    [
      hero('princess', { colours: { dress: 'light blue' }, words: 'Elsa', name: 'Elsa' }),
      'en',
      'the Princess in Light Blue',
    ],
  ] as const)('%#: %s in %s', (favourite, locale, expected) => {
    expect(heroTitle(favourite, locale)).toBe(expected);
  });

  it('is short in every language: the child, "and", at most six words of hero', () => {
    for (const sample of SAMPLE_HEROES) {
      for (const locale of STORY_LOCALES) {
        const title = heroTitle(sampleHero(sample, locale), locale);
        expect(title.split(/\s+/).length, title).toBeLessThanOrEqual(6);
        // A short phrase may be the title itself ("розовый единорог"); a long one is never pasted in.
        const words = sample.words[locale];
        if (words.split(/\s+/).length > 4) {
          expect(title.toLocaleLowerCase(locale)).not.toContain(words.toLocaleLowerCase(locale));
        }
      }
    }
  });
});

describe('capitals at the start of every sentence', () => {
  it('upper-cases the hero’s short form where it opens a sentence, in the locale’s casing', () => {
    expect(capitaliseSentences('the fire truck came. “the superhero!” shouted Aylin.', 'en')).toBe(
      'The fire truck came. “The superhero!” shouted Aylin.',
    );
    expect(capitaliseSentences('Bilin bakalım? itfaiye aracı geldi.', 'tr')).toBe(
      'Bilin bakalım? İtfaiye aracı geldi.',
    );
    expect(capitaliseSentences('it də gəldi!', 'az')).toBe('İt də gəldi!');
  });

  it('leaves speech tags after a closing quote or a dash in lower case', () => {
    expect(capitaliseSentences('“Bless you!” giggled Aylin.', 'en')).toBe('“Bless you!” giggled Aylin.');
    expect(capitaliseSentences('— доброе утро! — улыбается супергероиня.', 'ru')).toBe(
      '— Доброе утро! — улыбается супергероиня.',
    );
    expect(capitaliseSentences('«Hə!» deyə qışqırdı.', 'az')).toBe('«Hə!» deyə qışqırdı.');
  });
});

describe('choosing the plot family', () => {
  it('gives toddlers the bedtime family whatever their hero', () => {
    expect(choosePlot('fire truck', 3, ALL_FIXTURES)).toBe('bedtime');
    expect(choosePlot('dinosaur', 2, ALL_FIXTURES)).toBe('bedtime');
  });

  it('picks the family that ranks the kind best among those for the child’s age', () => {
    expect(choosePlot('fire truck', 6, ALL_FIXTURES)).toBe('rescue');
    expect(choosePlot('astronaut', 6, ALL_FIXTURES)).toBe('space');
    expect(choosePlot('dinosaur', 5, ALL_FIXTURES)).toBe('explorer');
    // superhero: rescue ranks it second, space fourth.
    expect(choosePlot('superhero', 6, ALL_FIXTURES)).toBe('rescue');
    // at 10 only space takes the age.
    expect(choosePlot('superhero', 10, ALL_FIXTURES)).toBe('space');
  });

  it('prefers an adventure for the kind to bedtime once the child is past three', () => {
    // Bedtime ranks the superhero first, rescue second: at five the rescue still wins.
    const everyKind = family('bedtime', ['superhero', 'dinosaur', 'unicorn'], [2, 6], SKY);
    const plots = [FIXTURES.explorer, FIXTURES.rescue, everyKind];
    expect(choosePlot('superhero', 5, plots)).toBe('rescue');
    expect(choosePlot('superhero', 3, plots)).toBe('bedtime');
    expect(choosePlot('unicorn', 5, plots)).toBe('bedtime');
  });

  it('falls back to any family with the kind, then friendship, then any family', () => {
    expect(choosePlot('fire truck', 11, ALL_FIXTURES)).toBe('rescue');
    expect(choosePlot('mermaid', 6, ALL_FIXTURES)).toBe('friendship');
    expect(choosePlot('mermaid', 6, [FIXTURES.space])).toBe('space');
    expect(choosePlot('mermaid', 6, [])).toBeNull();
    expect(() => customStory(hero('mermaid'), 6, [])).toThrow(/no plot family/);
    // The shop always has one: the old single custom story is gone.
    expect(registeredPlots().length).toBeGreaterThan(0);
  });

  it('only chooses families registered with both texts and pictures', () => {
    const names = registeredPlots().map((plot) => plot.family);
    for (const kind of ['superhero', 'mermaid', 'dinosaur', 'fire truck'] as const) {
      for (const age of [2, 5, 9]) expect(names).toContain(choosePlot(kind, age));
    }
  });
});

describe('the validator', () => {
  it('accepts the families written here and every registered family', () => {
    for (const plot of [FIXTURES.rescue, ...registeredPlots()])
      expect(validatePlotFamily(plot), plot.family).toEqual([]);
  });

  it('refuses the parent’s phrase printed more than twice', () => {
    const bad = family('rescue', ['superhero'], [4, 8], SEA);
    const spreads = bad.spreads.map((spread, i) =>
      i < 3 ? { ...spread, text: { ...spread.text, en: `${spread.text.en} It was {heroWords}!` } } : spread,
    );
    const problems = validatePlotFamily({ ...bad, spreads });
    expect(problems.some((problem) => /printed 3 times/.test(problem))).toBe(true);
    expect(problems.some((problem) => /\{heroWords\} 3 times/.test(problem))).toBe(true);
  });

  it('refuses a sentence that starts in lower case', () => {
    const bad = family('rescue', ['superhero'], [4, 8], SEA);
    const [first, ...rest] = bad.spreads;
    const spreads = [{ ...first!, text: { ...first!.text, az: `${first!.text.az} sonra hamı güldü.` } }, ...rest];
    expect(validatePlotFamily({ ...bad, spreads }).some((problem) => /lower case/.test(problem))).toBe(true);
    expect(lowerCaseStarts('Aylin ran. then she stopped! “wait,” she said.')).toEqual([
      'then she stopped! “wait,” she ',
      'wait,” she said.',
    ]);
  });

  it('refuses a trademarked name in the printed book', () => {
    const bad = family('rescue', ['superhero'], [4, 8], SEA);
    const [first, ...rest] = bad.spreads;
    const spreads = [{ ...first!, text: { ...first!.text, en: `${first!.text.en} Spider-Man waved.` } }, ...rest];
    expect(validatePlotFamily({ ...bad, spreads }).some((problem) => /trademarked/.test(problem))).toBe(true);
    const favourite = hero('princess', { words: 'a princess' });
    const text = storyText(plotScript(FIXTURES.rescue), { name: 'Lily', gender: 'girl', age: 5, favourite }, 'en');
    expect(validateCustomBook({ ...text, ending: 'Elsa says goodnight.' }, 'a princess')).toEqual([
      'a trademarked name is printed: “Elsa says goodnight.…”',
    ]);
  });
});

/** The sentences of a book's spreads, lower-cased. */
function sentences(favourite: FavouriteHero, age: number, locale: StoryLocale, plots: readonly PlotFamily[]) {
  const { script } = customStory(favourite, age, plots);
  const text = storyText(script, { name: 'Aylin', gender: 'girl', age, favourite }, locale);
  return text.spreads.flatMap((spread) =>
    spread.text
      .split(/(?<=[.!?…])\s+/)
      .map((sentence) => sentence.trim().toLocaleLowerCase(locale))
      .filter(Boolean),
  );
}

describe('two heroes, two books', () => {
  it('a superhero and a green dinosaur at five share fewer than half of their sentences', () => {
    const superhero = sampleHero(SAMPLE_HEROES[0]!, 'en');
    const dinosaurSample = SAMPLE_HEROES.find((sample) => sample.kind === 'dinosaur')!;
    const dinosaur = sampleHero(dinosaurSample, 'en');
    // The registry's families once they tell the two apart; until then the families written here.
    const registered = registeredPlots();
    const apart = choosePlot(superhero.kind, 5, registered) !== choosePlot(dinosaur.kind, 5, registered);
    const plots = registered.length > 1 && apart ? registered : ALL_FIXTURES;
    for (const locale of STORY_LOCALES) {
      const a = sentences(sampleHero(SAMPLE_HEROES[0]!, locale), 5, locale, plots);
      const b = new Set(sentences(sampleHero(dinosaurSample, locale), 5, locale, plots));
      const shared = a.filter((sentence) => b.has(sentence)).length;
      expect(shared / a.length, locale).toBeLessThan(0.5);
    }
  });
});

describe('a composed custom book', () => {
  it('has 28 pages and a short title naming the hero, not the parent’s phrase', async () => {
    const favourite = sampleHero(SAMPLE_HEROES[0]!, 'en');
    const story = customStory(favourite, 5);
    expect(story.pageCount).toBe(CUSTOM_PLOT_PAGE_COUNT);
    const book = await composeBook({
      script: story.script,
      artSlug: 'custom',
      plot: story.plot,
      pageCount: story.pageCount,
      child: { name: 'Lily', gender: 'girl', age: 5, favouriteHero: favourite.words, favourite },
      locale: 'en',
      features: DEFAULT_FEATURES,
      style: '2dWarner',
      variant: 0,
      siteName: 'Storybook Shop',
    });
    expect(book.pages).toHaveLength(28);
    expect(book.text.title).toBe('Lily and the Red-Caped Hero');
    // The front cover is a picture with the favourite hero in it, beside the child.
    const [art] = book.pages[0]!.ops;
    const index = Number(art?.op === 'image' ? /spread-(\d+)$/.exec(art.image.id)?.[1] : Number.NaN);
    const family = registeredPlots().find((plot) => plot.family === story.plot)!;
    expect(family.spreads[index]?.withHero).toBe(true);
    expect(book.text.spreads.every((spread) => lowerCaseStarts(spread.text).length === 0)).toBe(true);
  }, 120_000);
});

describe('a plot family’s pictures', () => {
  it('draws the family’s portrait cover and its spread scenes, each given the understood hero', () => {
    // A family without pictures yet gets two recording scenes for this test only.
    const name = PLOT_FAMILIES.find((candidate) => !PLOT_PICTURES[candidate]);
    const seen: Array<{ scene: string; kind?: string }> = [];
    const record =
      (scene: string): Scene =>
      (art, _hero, context) => {
        seen.push({ scene, ...(context?.favourite ? { kind: context.favourite.kind } : {}) });
        return [`<rect width="${art.w}" height="${art.h}" fill="#abcdef"/>`];
      };
    const family = name ?? PLOT_FAMILIES[0];
    if (name) PLOT_PICTURES[name] = { cover: record('cover'), spreads: [record('spread 0'), record('spread 1')] };
    try {
      const favourite = hero('mermaid', { colours: { tail: 'purple' } });
      const input = {
        slug: 'custom',
        plot: family,
        favourite,
        features: DEFAULT_FEATURES,
        gender: 'girl',
        style: '2dWarner',
        variant: 0,
      } as const;
      const cover = bookPicture({ ...input, picture: 'cover' });
      const spread = bookPicture({ ...input, picture: 1 });
      expect([cover.width, cover.height, spread.width, spread.height]).toEqual([600, 800, 1000, 700]);
      if (name)
        expect(seen).toEqual([
          { scene: 'cover', kind: 'mermaid' },
          { scene: 'spread 1', kind: 'mermaid' },
        ]);
    } finally {
      if (name) delete PLOT_PICTURES[name];
    }
  });
});
