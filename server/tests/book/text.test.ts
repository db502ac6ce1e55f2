/**
 * The book's words: the child's name with Turkish and Azerbaijani case endings, every story script
 * against its book's page plan, and real sentences of a real script in the four languages for a girl and
 * a boy.
 */
import { describe, expect, it } from 'vitest';
import { customStory, plotScript, registeredPlots } from '../../src/book/custom';
import { printedTexts, SAMPLE_HEROES, sampleHero } from '../../src/book/custom/validate';
import { font, textWidth } from '../../src/book/fonts';
import { layoutBook } from '../../src/book/layout';
import { nameCases } from '../../src/book/name-cases';
import type { ImageSource } from '../../src/book/page-model';
import { PAGE_HEIGHT, PAGE_WIDTH, SAFE_MARGIN } from '../../src/book/page-model';
import { READY_STORIES } from '../../src/book/stories';
import { validateStory } from '../../src/book/stories/validate';
import type { StoryScript } from '../../src/book/story-types';
import { STORY_LOCALES } from '../../src/book/story-types';
import { storyText } from '../../src/book/text';
import { resolveFavouriteHero } from '../../src/characters/favourite-hero';
import { books } from '../../src/db/seed-data/books';

const cases = (locale: 'tr' | 'az', name: string) => {
  const forms = nameCases(locale, name);
  if (!forms) throw new Error(`no case forms for ${locale}`);
  return [forms.nameGen, forms.nameDat, forms.nameAcc, forms.nameLoc, forms.nameAbl, forms.nameIns];
};

describe('nameCases', () => {
  it.each([
    // Vowel-final names take the buffer n (genitive) and y (dative, accusative, with).
    ['Ali', ['Ali’nin', 'Ali’ye', 'Ali’yi', 'Ali’de', 'Ali’den', 'Ali’yle']],
    ['Ayşe', ['Ayşe’nin', 'Ayşe’ye', 'Ayşe’yi', 'Ayşe’de', 'Ayşe’den', 'Ayşe’yle']],
    ['Öykü', ['Öykü’nün', 'Öykü’ye', 'Öykü’yü', 'Öykü’de', 'Öykü’den', 'Öykü’yle']],
    ['Duygu', ['Duygu’nun', 'Duygu’ya', 'Duygu’yu', 'Duygu’da', 'Duygu’dan', 'Duygu’yla']],
    ['Elif', ['Elif’in', 'Elif’e', 'Elif’i', 'Elif’te', 'Elif’ten', 'Elif’le']],
    // Consonant-final: four-way and two-way harmony from the last vowel.
    ['Can', ['Can’ın', 'Can’a', 'Can’ı', 'Can’da', 'Can’dan', 'Can’la']],
    ['Aylin', ['Aylin’in', 'Aylin’e', 'Aylin’i', 'Aylin’de', 'Aylin’den', 'Aylin’le']],
    ['Umut', ['Umut’un', 'Umut’a', 'Umut’u', 'Umut’ta', 'Umut’tan', 'Umut’la']],
    ['Ümit', ['Ümit’in', 'Ümit’e', 'Ümit’i', 'Ümit’te', 'Ümit’ten', 'Ümit’le']],
    ['Göktürk', ['Göktürk’ün', 'Göktürk’e', 'Göktürk’ü', 'Göktürk’te', 'Göktürk’ten', 'Göktürk’le']],
    // -ta/-tan after a voiceless consonant; proper names keep their spelling (Burak’a, not Burağ’a).
    ['Mert', ['Mert’in', 'Mert’e', 'Mert’i', 'Mert’te', 'Mert’ten', 'Mert’le']],
    ['Burak', ['Burak’ın', 'Burak’a', 'Burak’ı', 'Burak’ta', 'Burak’tan', 'Burak’la']],
    // y after a vowel is a consonant; Kemal takes front endings (palatal l).
    ['Koray', ['Koray’ın', 'Koray’a', 'Koray’ı', 'Koray’da', 'Koray’dan', 'Koray’la']],
    ['Kemal', ['Kemal’in', 'Kemal’e', 'Kemal’i', 'Kemal’de', 'Kemal’den', 'Kemal’le']],
    // Names from other alphabets and languages: harmony from how they sound.
    ['Маша', ['Маша’nın', 'Маша’ya', 'Маша’yı', 'Маша’da', 'Маша’dan', 'Маша’yla']],
    ['Mary', ['Mary’nin', 'Mary’ye', 'Mary’yi', 'Mary’de', 'Mary’den', 'Mary’yle']],
    ['İLKNUR', ['İLKNUR’un', 'İLKNUR’a', 'İLKNUR’u', 'İLKNUR’da', 'İLKNUR’dan', 'İLKNUR’la']],
    // Capitals from a Latin keyboard: that I is an i (Emir), while IŞIK was typed where I is ı.
    ['EMIR', ['EMIR’in', 'EMIR’e', 'EMIR’i', 'EMIR’de', 'EMIR’den', 'EMIR’le']],
    ['IŞIK', ['IŞIK’ın', 'IŞIK’a', 'IŞIK’ı', 'IŞIK’ta', 'IŞIK’tan', 'IŞIK’la']],
    // A palatal final l fronts the ending: Hayal’in, Resul’ü.
    ['Hayal', ['Hayal’in', 'Hayal’e', 'Hayal’i', 'Hayal’de', 'Hayal’den', 'Hayal’le']],
    ['Resul', ['Resul’ün', 'Resul’e', 'Resul’ü', 'Resul’de', 'Resul’den', 'Resul’le']],
  ])('Turkish: %s', (name, expected) => {
    expect(cases('tr', name)).toEqual(expected);
  });

  it.each([
    // Azerbaijani attaches the ending directly; the accusative buffer is n; "ilə" stands apart.
    ['Əli', ['Əlinin', 'Əliyə', 'Əlini', 'Əlidə', 'Əlidən', 'Əli ilə']],
    ['Leyla', ['Leylanın', 'Leylaya', 'Leylanı', 'Leylada', 'Leyladan', 'Leyla ilə']],
    ['Ülvi', ['Ülvinin', 'Ülviyə', 'Ülvini', 'Ülvidə', 'Ülvidən', 'Ülvi ilə']],
    ['Murad', ['Muradın', 'Murada', 'Muradı', 'Muradda', 'Muraddan', 'Murad ilə']],
    ['Aysun', ['Aysunun', 'Aysuna', 'Aysunu', 'Aysunda', 'Aysundan', 'Aysun ilə']],
    ['Nigar', ['Nigarın', 'Nigara', 'Nigarı', 'Nigarda', 'Nigardan', 'Nigar ilə']],
    ['Nərmin', ['Nərminin', 'Nərminə', 'Nərmini', 'Nərmində', 'Nərmindən', 'Nərmin ilə']],
    ['Günay', ['Günayın', 'Günaya', 'Günayı', 'Günayda', 'Günaydan', 'Günay ilə']],
    ['Tofiq', ['Tofiqin', 'Tofiqə', 'Tofiqi', 'Tofiqdə', 'Tofiqdən', 'Tofiq ilə']],
    ['Orxan', ['Orxanın', 'Orxana', 'Orxanı', 'Orxanda', 'Orxandan', 'Orxan ilə']],
    // A final k softens to y and q to ğ before a vowel, in names of more than one syllable.
    ['Çiçək', ['Çiçəyin', 'Çiçəyə', 'Çiçəyi', 'Çiçəkdə', 'Çiçəkdən', 'Çiçək ilə']],
    ['Mələk', ['Mələyin', 'Mələyə', 'Mələyi', 'Mələkdə', 'Mələkdən', 'Mələk ilə']],
    ['Sadıq', ['Sadığın', 'Sadığa', 'Sadığı', 'Sadıqda', 'Sadıqdan', 'Sadıq ilə']],
  ])('Azerbaijani: %s', (name, expected) => {
    expect(cases('az', name)).toEqual(expected);
  });

  it.each([
    ['tr', 'Burak', 'Burak da'],
    ['tr', 'Leyla', 'Leyla da'],
    ['tr', 'Emir', 'Emir de'],
    ['tr', 'Kemal', 'Kemal de'],
    ['az', 'Leyla', 'Leyla da'],
    ['az', 'Murad', 'Murad da'],
    ['az', 'Əli', 'Əli də'],
    ['az', 'Çiçək', 'Çiçək də'],
  ] as const)('the particle de/da after a %s name: %s → %s', (locale, name, expected) => {
    expect(nameCases(locale, name)?.nameToo).toBe(expected);
  });

  it('trims what the parent typed and gives English and Russian no case forms', () => {
    expect(nameCases('tr', '  Ali ')?.nameDat).toBe('Ali’ye');
    expect(nameCases('en', 'Ali')).toBeUndefined();
    expect(nameCases('ru', 'Маша')).toBeUndefined();
  });
});

const dragon = READY_STORIES['the-dragon-who-was-afraid-of-the-dark']!;

describe('story scripts', () => {
  it('has a script for every book of the catalogue, and only for those', () => {
    expect(Object.keys(READY_STORIES).sort()).toEqual(books.map((book) => book.slug).sort());
  });

  const scripts: Array<[string, StoryScript, number]> = [
    ...books
      .filter((book) => Object.hasOwn(READY_STORIES, book.slug))
      .map(
        (book) => [book.slug, READY_STORIES[book.slug] as StoryScript, book.pageCount] as [string, StoryScript, number],
      ),
  ];
  it.each(scripts)('%s fits its page plan and formats in every language', (slug, script, pageCount) => {
    expect(script.slug).toBe(slug);
    expect(validateStory(script, pageCount)).toEqual([]);
  });

  it('refuses a Turkish case form in an English text, where the engine gives none', () => {
    const broken: StoryScript = {
      ...dragon,
      title: { ...dragon.title, en: 'A story for {nameDat}' },
    };
    expect(validateStory(broken, 32).join('\n')).toContain('title en');
  });
});

describe('storyText', () => {
  const text = (locale: 'en' | 'ru' | 'tr' | 'az', name: string, gender: 'girl' | 'boy') =>
    storyText(dragon, { name, gender, age: 5 }, locale);

  it('writes English with the name as typed, the same for a girl and a boy', () => {
    for (const gender of ['girl', 'boy'] as const) {
      const book = text('en', 'Ayşe', gender);
      expect(book.title).toBe('Ayşe and the Dragon Who Was Afraid of the Dark');
      expect(book.spreads[2]?.text).toContain(
        'One evening Ayşe took a lantern and climbed all the way up Bramble Hill.',
      );
      expect(book.theEnd).toBe('The End');
      expect(book.backCover).toBe('The hero of this story is Ayşe.');
    }
  });

  it('makes Russian past-tense verbs agree with a girl', () => {
    const book = text('ru', 'Маша', 'girl');
    expect(book.title).toBe('Маша и дракон, который боялся темноты');
    expect(book.spreads[2]?.text).toContain('Однажды вечером Маша взяла фонарь и поднялась на самую вершину холма.');
    expect(book.spreads[2]?.text).toContain('«Привет, — тихо сказала Маша. — Почему ты плачешь?»');
    expect(book.backCover).toBe('Главная героиня этой истории — Маша.');
    expect(book.theEnd).toBe('Конец');
  });

  it('makes Russian past-tense verbs agree with a boy', () => {
    const book = text('ru', 'Миша', 'boy');
    expect(book.spreads[2]?.text).toContain('Однажды вечером Миша взял фонарь и поднялся на самую вершину холма.');
    expect(book.spreads[2]?.text).toContain('Миша заглянул внутрь.');
    expect(book.backCover).toBe('Главный герой этой истории — Миша.');
  });

  it('gives Turkish names their harmonised, apostrophised case endings', () => {
    for (const [name, gender, dative] of [
      ['Ayşe', 'girl', 'Ayşe’ye'],
      ['Mert', 'boy', 'Mert’e'],
      ['Can', 'boy', 'Can’a'],
    ] as const) {
      const book = text('tr', name, gender);
      expect(book.title).toBe(`${name} ve Karanlıktan Korkan Ejderha`);
      expect(book.dedication).toBe(`En karanlık geceyi bile dostça bir geceye çeviren sevgili ${dative}.`);
      expect(book.spreads[2]?.text).toContain(`Bir akşam ${name} fenerini aldı ve Böğürtlen Tepesi’ne tırmandı.`);
      expect(book.theEnd).toBe('Son');
    }
  });

  it('harmonises de/da after the child’s name in the printed text', () => {
    expect(
      text('tr', 'Burak', 'boy')
        .spreads.map((spread) => spread.text)
        .join(' '),
    ).toContain('Burak da biraz korkmuştu');
    expect(
      text('tr', 'Elif', 'girl')
        .spreads.map((spread) => spread.text)
        .join(' '),
    ).toContain('Elif de biraz korkmuştu');
    expect(
      text('az', 'Leyla', 'girl')
        .spreads.map((spread) => spread.text)
        .join(' '),
    ).toContain('Leyla da bir az qorxmuşdu');
    expect(
      text('az', 'Əli', 'boy')
        .spreads.map((spread) => spread.text)
        .join(' '),
    ).toContain('Əli də bir az qorxmuşdu');
  });

  it('attaches Azerbaijani endings directly', () => {
    for (const [name, gender, dative] of [
      ['Əli', 'boy', 'Əliyə'],
      ['Nigar', 'girl', 'Nigara'],
      ['Aysun', 'girl', 'Aysuna'],
    ] as const) {
      const book = text('az', name, gender);
      expect(book.dedication).toBe(`Ən qaranlıq gecəni belə mehriban edən əziz ${dative}.`);
      expect(book.spreads[2]?.text).toContain(`Bir axşam ${name} fənərini götürüb Böyürtkən təpəsinə dırmaşdı.`);
      expect(book.backCover).toBe(`Bu nağılın qəhrəmanı: ${name}.`);
    }
  });

  it('gives a custom story the favourite hero by its short form, or a stand-in when none was given', () => {
    const spiderMan = resolveFavouriteHero('custom', { favouriteHero: 'Spider-Man' });
    const withHero = customStory(spiderMan, 6);
    const leo = storyText(withHero.script, { name: 'Leo', gender: 'boy', age: 6, favourite: withHero.favourite }, 'en');
    expect(leo.title).toMatch(/^Leo and the /);
    expect(printedTexts(leo).join('\n')).not.toContain('Spider-Man');
    const without = customStory(null, 6);
    const liza = storyText(
      without.script,
      { name: 'Лиза', gender: 'girl', age: 6, favourite: without.favourite },
      'ru',
    );
    expect(liza.title).toBe('Лиза и супергерой в красном плаще');
  });
});

describe('layout', () => {
  // Layout only measures text; the pictures are drawn by the renderers, never here.
  const picture: ImageSource = {
    id: 'unused',
    render: () => Promise.reject(new Error('layout draws no pictures')),
  };
  const pictures = { cover: picture, spread: () => picture, portrait: picture };
  const design = { accent: '#202760', siteName: 'Storybook Shop' };

  it.each(
    [...Object.values(READY_STORIES), ...registeredPlots().map(plotScript)].map(
      (script) => [script.slug, script] as const,
    ),
  )('%s: every page keeps its words inside the frame, in glyphs the fonts have, in every language', (_slug, script) => {
    for (const locale of STORY_LOCALES) {
      // A long name and the longer Russian verb forms make the fullest pages.
      const text = storyText(
        script,
        {
          name: 'Maximilian',
          gender: 'girl',
          age: 8,
          favouriteHero: 'Spider-Man',
          // Custom stories: the fire truck has the longest forms (yanğınsöndürən maşın, пожарной машиной).
          ...(script.slug.startsWith('custom') ? { favourite: sampleHero(SAMPLE_HEROES[3]!, locale) } : {}),
        },
        locale,
      );
      for (const page of layoutBook(text, pictures, design)) {
        for (const op of page.ops) {
          if (op.op !== 'text') continue;
          // Glyph 0 is the font's "missing character" box.
          const missing = op.lines.filter((line) =>
            font(op.font)
              .layout(line)
              .glyphs.some((glyph) => glyph.id === 0),
          );
          expect(missing, `${locale} page ${page.number}`).toEqual([]);
          // Every line inside the printer's safe area: clear of the cut and of the binding.
          op.lines.forEach((line, i) => {
            const width = textWidth(op.font, line, op.size);
            const left = op.x + (op.w - width) / 2;
            expect(left, `${locale} page ${page.number}: ${line}`).toBeGreaterThanOrEqual(SAFE_MARGIN);
            expect(left + width, `${locale} page ${page.number}: ${line}`).toBeLessThanOrEqual(
              PAGE_WIDTH - SAFE_MARGIN,
            );
            const baseline = op.y + i * op.leading;
            expect(baseline - op.size, `${locale} page ${page.number}`).toBeGreaterThanOrEqual(SAFE_MARGIN);
            expect(baseline + op.size * 0.3, `${locale} page ${page.number}`).toBeLessThanOrEqual(
              PAGE_HEIGHT - SAFE_MARGIN,
            );
          });
          if (op.lines.length < 2) continue;
          const lastBaseline = op.y + (op.lines.length - 1) * op.leading;
          expect(lastBaseline, `${locale} page ${page.number}`).toBeLessThan(PAGE_HEIGHT - 70);
          expect(op.y - op.size, `${locale} page ${page.number}`).toBeGreaterThan(30);
        }
      }
    }
  });
});
