import { type FavouriteHero, favouriteHeroSchema } from '@shop/shared/characters';
import { describe, expect, it } from 'vitest';
import { mentionsTrademark, TRADEMARKED_NAMES } from '../../src/characters/favourite-hero/trademarks';
import { understandHero } from '../../src/characters/favourite-hero/understand';

type Expect = Partial<Omit<FavouriteHero, 'words' | 'colours'>> & { colours?: FavouriteHero['colours'] };

// colours lists only the parts each case is about; the rest (kind defaults) is checked by the schema.
const CASES: Array<[string, Expect]> = [
  [
    'a superhero girl with a red cape and a mask',
    { kind: 'superhero', colours: { cape: 'red' }, accessories: ['mask'], gender: 'girl', name: null },
  ],
  ['qırmızı plaşlı qəhrəman', { kind: 'superhero', colours: { cape: 'red' }, name: null }],
  ['qırmızı plaşlı', { kind: 'friend', colours: { cape: 'red' } }],
  ['русалка с фиолетовым хвостом', { kind: 'mermaid', colours: { tail: 'purple' }, gender: 'girl' }],
  ['с фиолетовым хвостом', { kind: 'friend', colours: { tail: 'purple' } }],
  ['mavi pelerinli bir kahraman', { kind: 'superhero', colours: { cape: 'blue' } }],
  ['mavi pelerinli', { colours: { cape: 'blue' } }],
  [
    'Elsa from Frozen',
    { kind: 'princess', colours: { dress: 'light blue', hair: 'white' }, gender: 'girl', name: null },
  ],
  ['Spider-Man', { kind: 'superhero', colours: { suit: 'red', mask: 'red' }, accessories: ['mask'], name: null }],
  ['a pink unicorn', { kind: 'unicorn', colours: { body: 'pink' }, gender: null }],
  ['a mermaid', { kind: 'mermaid', gender: 'girl', colours: { tail: 'green' } }],
  ['a fire truck', { kind: 'fire truck', colours: { body: 'red' } }],
  ['a big red fire truck', { kind: 'fire truck', colours: { body: 'red' } }],
  ['a green dinosaur', { kind: 'dinosaur', colours: { body: 'green' } }],
  ['в красном плаще', { colours: { cape: 'red' } }],
  ['супергероиня в красном плаще', { kind: 'superhero', colours: { cape: 'red' }, gender: 'girl' }],
  ['pembe bir tek boynuzlu at', { kind: 'unicorn', colours: { body: 'pink' } }],
  ['yaşıl dinozavr', { kind: 'dinosaur', colours: { body: 'green' } }],
  ['розовый единорог', { kind: 'unicorn', colours: { body: 'pink' } }],
  [
    'a girl superhero in a purple suit with a gold cape',
    { kind: 'superhero', colours: { suit: 'purple', cape: 'gold' }, gender: 'girl' },
  ],
  ['a superhero with a cape', { kind: 'superhero', colours: { cape: 'red', suit: 'blue' } }],
  ['a dragon called Sparky', { kind: 'dragon', name: 'Sparky', colours: { body: 'green' } }],
  ['дракон по имени Искорка', { kind: 'dragon', name: 'Искорка' }],
  ['Pamuk adında bir kedi', { kind: 'cat', name: 'Pamuk' }],
  ['Bəbir adlı pişik', { kind: 'cat', name: 'Bəbir' }],
  ['my dog Rex', { kind: 'dog', name: 'Rex' }],
  ['Человек-паук', { kind: 'superhero', colours: { suit: 'red' }, accessories: ['mask'], name: null }],
  ['Örümcek Adam', { kind: 'superhero', name: null }],
  ['Hörümçək adam', { kind: 'superhero', name: null }],
  ['Эльза', { kind: 'princess', colours: { dress: 'light blue' }, gender: 'girl', name: null }],
  ['Lightning McQueen', { kind: 'car', colours: { body: 'red' }, name: null }],
  ['Chase from Paw Patrol', { kind: 'dog', colours: { body: 'brown' }, name: null }],
  ['Harry Potter', { kind: 'wizard', name: null }],
  ['Batman', { kind: 'superhero', colours: { cape: 'black' }, name: null }],
  ['принцесса', { kind: 'princess', gender: 'girl', colours: { dress: 'pink' } }],
  ['фея с голубыми крыльями', { kind: 'fairy', gender: 'girl', colours: { wings: 'light blue' } }],
  [
    'мальчик-рыцарь с мечом и щитом',
    { kind: 'knight', gender: 'boy', accessories: ['sword', 'shield'], colours: { armour: 'silver' } },
  ],
  ['a knight with a sword', { kind: 'knight', accessories: ['sword'] }],
  ['sarı saçlı prenses', { kind: 'princess', colours: { hair: 'yellow' }, gender: 'girl' }],
  ['taçlı prenses', { kind: 'princess', accessories: ['crown'] }],
  ['kırmızı araba', { kind: 'car', colours: { body: 'red' } }],
  ['sarı qatar', { kind: 'train', colours: { body: 'yellow' } }],
  ['qız pəri', { kind: 'fairy', gender: 'girl' }],
  ['oğlan astronavt', { kind: 'astronaut', gender: 'boy', colours: { suit: 'white' } }],
  ['İTFAİYE ARABASI', { kind: 'fire truck', colours: { body: 'red' } }],
  ['ЗЕЛЁНЫЙ ДРАКОН', { kind: 'dragon', colours: { body: 'green' } }],
  ['a wizard with a wand and glasses', { kind: 'wizard', accessories: ['wand', 'glasses'] }],
  ['blargh', { kind: 'friend', gender: null, name: null }],
  ['grandma', { kind: 'friend' }],
  ['a pirate', { kind: 'pirate' }],
];

describe('understandHero', () => {
  it.each(CASES)('%s', (words, expected) => {
    const hero = understandHero(words);
    expect(favouriteHeroSchema.parse(hero)).toEqual(hero);
    expect(hero.words).toBe(words);
    const { colours, ...rest } = expected;
    expect(hero).toMatchObject(rest);
    if (colours) expect(hero.colours).toMatchObject(colours);
  });

  it('never keeps a trademarked name as the hero name', () => {
    for (const mark of TRADEMARKED_NAMES) {
      for (const spelling of mark.spellings) {
        const hero = understandHero(`${spelling} called ${spelling}`);
        expect(hero.name === null || !mentionsTrademark(hero.name), spelling).toBe(true);
      }
    }
  });

  it('finds trademarks by whole words only', () => {
    expect(mentionsTrademark('the hero Spider-Man')).toBe(true);
    expect(mentionsTrademark('ЧЕЛОВЕК-ПАУК')).toBe(true);
    expect(mentionsTrademark('a chasey dog')).toBe(false);
    expect(mentionsTrademark('Annabelle the cat')).toBe(false);
  });
});
