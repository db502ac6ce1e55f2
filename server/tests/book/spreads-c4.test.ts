import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { companionFromText } from '../../src/art/companion';
import { THEMES, drawPicture } from '../../src/art/pictures';
import type { SceneContext, Theme } from '../../src/art/themes/theme';
import { READY_STORIES } from '../../src/book/stories';

const BOOKS: readonly [string, Theme][] = (
  ['goodnight-little-star', 'the-sleepy-moon-boat', 'the-dream-train', 'the-lullaby-forest'] as const
).map((slug) => [slug, THEMES[slug]!]);

const script = (slug: string) => READY_STORIES[slug]!;

function draw(slug: string, theme: Theme, i: number, context: SceneContext): string {
  const scene = theme.spreads![i]!;
  return drawPicture(
    `${slug}/spread-${i}`,
    { w: 1000, h: 700 },
    (art) => scene(art, theme.hero, context),
    'page',
    theme.hero,
  ).svg;
}

/** The picture as a 250 px wide thumbnail, RGB bytes. */
async function thumb(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(250, 175).removeAlpha().raw().toBuffer();
}

function meanAbsDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += Math.abs(a[k]! - b[k]!);
  return sum / a.length;
}

// The custom story's pictures are its plot families' (tests/book/custom-*.test.ts).
describe('the bedtime books have a picture for every spread', () => {
  it.each(BOOKS)('%s: one scene per spread of its script', (slug, theme) => {
    expect(theme.spreads?.length).toBe(script(slug).spreads.length);
  });

  it.each(BOOKS)(
    '%s: no two spreads are near-identical',
    async (slug, theme) => {
      const thumbs: Buffer[] = [];
      for (let i = 0; i < theme.spreads!.length; i++)
        thumbs.push(await thumb(draw(slug, theme, i, { favouriteHero: 'a red dragon with wings' })));
      for (let a = 0; a < thumbs.length; a++)
        for (let b = a + 1; b < thumbs.length; b++)
          expect(meanAbsDiff(thumbs[a]!, thumbs[b]!), `${slug} spreads ${a} and ${b}`).toBeGreaterThan(12);
    },
    120_000,
  );
});

describe('the favourite hero, read from what the parent typed', () => {
  it('reads English', () => {
    expect(companionFromText('a pink fairy with wings')).toMatchObject({ kind: 'fairy', wings: true });
    expect(companionFromText('a pink fairy with wings').colors[0]).toBe('pink');
    expect(companionFromText('Spider-Man')).toMatchObject({ kind: 'hero', mask: true, colors: ['red', 'blue'] });
    expect(companionFromText('Elsa')).toMatchObject({ kind: 'princess', crown: true });
    expect(companionFromText('a green robot with a cape')).toMatchObject({ kind: 'robot', cape: true });
  });

  it('reads Russian', () => {
    expect(companionFromText('Человек-паук')).toMatchObject({ kind: 'hero', mask: true, colors: ['red', 'blue'] });
    expect(companionFromText('супермен')).toMatchObject({ kind: 'hero', cape: true });
    expect(companionFromText('Фиолетовый динозавр')).toMatchObject({ kind: 'dinosaur' });
    expect(companionFromText('Фиолетовый динозавр').colors[0]).toBe('purple');
    expect(companionFromText('принцесса в короне')).toMatchObject({ kind: 'princess', crown: true });
  });

  it('reads Turkish', () => {
    expect(companionFromText('dinozor')).toMatchObject({ kind: 'dinosaur' });
    expect(companionFromText('KIRMIZI pelerinli kedi')).toMatchObject({ kind: 'cat', cape: true });
    expect(companionFromText('KIRMIZI pelerinli kedi').colors[0]).toBe('red');
    expect(companionFromText('kanatlı mavi peri')).toMatchObject({ kind: 'fairy', wings: true });
  });

  it('reads Azerbaijani', () => {
    const dragon = companionFromText('qırmızı əjdaha');
    expect(dragon.kind).toBe('dragon');
    expect(dragon.colors[0]).toBe('red');
    expect(companionFromText('qara pişik')).toMatchObject({ kind: 'cat', colors: ['black', expect.any(String)] });
    expect(companionFromText('yaşıl qanadlı robot')).toMatchObject({ kind: 'robot', wings: true });
  });

  it('turns unknown words into a caped hero whose colour follows the words', () => {
    const a = companionFromText('Бабушка Зина');
    expect(a).toMatchObject({ kind: 'hero', cape: true });
    expect(companionFromText('Бабушка Зина')).toEqual(a);
    const colours = new Set(['x', 'y', 'Mr Blob', 'Zorg', 'Ayan', 'Тимур'].map((t) => companionFromText(t).primary));
    expect(colours.size).toBeGreaterThan(2);
  });
});
