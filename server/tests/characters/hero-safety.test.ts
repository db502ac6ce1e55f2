import { describe, expect, it } from 'vitest';
import { checkHeroWords } from '../../src/characters/favourite-hero/safety';

type Reason = 'offensive' | 'violent' | 'not_a_character';

const REFUSED: Array<[string, Reason]> = [
  // en
  ['fuck', 'offensive'],
  ['a shitty dragon', 'offensive'],
  ['sexy princess', 'offensive'],
  ['a superhero with a gun', 'violent'],
  ['a zombie that eats people', 'violent'],
  ['killer robot', 'violent'],
  ['blood and death', 'violent'],
  ['a bomb', 'violent'],
  ['asdfghjkl', 'not_a_character'],
  ['12345', 'not_a_character'],
  ['https://example.com/hero', 'not_a_character'],
  ['mum@example.com', 'not_a_character'],
  ['+1 555 123 4567', 'not_a_character'],
  ['my homework', 'not_a_character'],
  ['a table', 'not_a_character'],
  ['please write a long story where the hero goes to the park and then comes home and eats', 'not_a_character'],
  // ru
  ['сука', 'offensive'],
  ['пиздец', 'offensive'],
  ['говнюк', 'offensive'],
  ['дракон убийца', 'violent'],
  ['рыцарь в крови', 'violent'],
  ['солдат с пистолетом', 'violent'],
  ['герой с ножом', 'violent'],
  ['война', 'violent'],
  ['йцукенг', 'not_a_character'],
  ['стол', 'not_a_character'],
  ['ввввввв', 'not_a_character'],
  ['мои уроки', 'not_a_character'],
  // tr
  ['orospu', 'offensive'],
  ['siktir', 'offensive'],
  ['aptal kedi', 'offensive'],
  ['silahlı kahraman', 'violent'],
  ['bıçaklı korsan', 'violent'],
  ['insanları öldüren ejderha', 'violent'],
  ['savaş', 'violent'],
  ['kanlı şövalye', 'violent'],
  ['masa', 'not_a_character'],
  ['ödevim', 'not_a_character'],
  ['sdfgsdfg', 'not_a_character'],
  // az
  ['qəhbə', 'offensive'],
  ['axmaq pişik', 'offensive'],
  ['sikdir', 'offensive'],
  ['qanlı cəngavər', 'violent'],
  ['silahlı qəhrəman', 'violent'],
  ['müharibə', 'violent'],
  ['bıçaqlı pirat', 'violent'],
  ['adam yeyən əjdaha', 'violent'],
  ['stol', 'not_a_character'],
  ['ev tapşırığı', 'not_a_character'],
  ['qwerty', 'not_a_character'],
];

const ACCEPTED: string[] = [
  // en
  'grandma',
  'my dog Rex',
  'a big red fire truck',
  'dinosaurs!',
  'a knight with a sword',
  'a pirate',
  'Scunthorpe the cat',
  'a shooting star',
  'a superhero girl with a red cape and a mask',
  // ru
  'бабушка',
  'рыцарь с мечом',
  'пират',
  'кот в сапогах',
  'дракон по имени Искорка',
  'большая пожарная машина',
  'русалка с фиолетовым хвостом',
  'фея на кровати',
  // tr
  'anneannem',
  'kılıçlı şövalye',
  'korsan',
  'Pamuk adında bir kedi',
  'mavi pelerinli kahraman',
  'kanatlı at',
  'masal perisi',
  'büyük itfaiye arabası',
  // az
  'nənəm',
  'qılınclı cəngavər',
  'pirat',
  'Bəbir adlı pişik',
  'qırmızı plaşlı qəhrəman',
  'yaşıl dinozavr',
  'qanadlı at',
  'böyük yanğınsöndürən maşın',
];

describe('checkHeroWords', () => {
  it.each(REFUSED)('refuses %s as %s', (words, reason) => {
    expect(checkHeroWords(words)).toEqual({ ok: false, reason });
  });
  it.each(ACCEPTED)('accepts %s', (words) => {
    expect(checkHeroWords(words)).toEqual({ ok: true });
  });
});
