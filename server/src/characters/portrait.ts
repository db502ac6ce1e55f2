/**
 * The character card: the child drawn head and shoulders from the character features, on a friendly
 * background of the chosen style. It is the picture of the character step and of the dedication page, drawn
 * by the same art engine and the same style painters as the book, so the card and the book's pages show the
 * same child. Nothing here sees the photo.
 */
import type { CharacterFeatures } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import { child, type Hero, heroWithFeatures } from '../art/child';
import { tint } from '../art/colour';
import { g, hashString, Rng } from '../art/core';
import { styleFinish } from '../art/pictures';
import { styledArt } from '../art/style';
import { STYLES } from '../art/styles';

/** The card's side in SVG units (and in pixels at its natural size). */
export const PORTRAIT_SIZE = 768;

/** T-shirt colours: another round, another shirt. */
const SHIRTS = ['#4f9fe0', '#f29a4a', '#5cbf8e', '#e2607a', '#8f72e0'] as const;

/** The child as the card shows them: a plain T-shirt, no hat, so hair and face are seen whole. */
export function portraitHero(features: CharacterFeatures, gender: 'girl' | 'boy', variant: number): Hero {
  const top = SHIRTS[Math.abs(Math.floor(variant)) % SHIRTS.length]!;
  const base: Hero = {
    skin: '#eebf98',
    hair: '#6a4429',
    hairStyle: gender === 'girl' ? 'long' : 'short',
    top,
    bottom: '#3f5a8a',
    shoes: '#3a3a48',
    collar: tint(top, 0.55),
    headwear: 'none',
    print: variant % 3 === 1 ? { kind: 'stripes', color: tint(top, 0.35) } : undefined,
  };
  return heroWithFeatures(base, features, gender, variant);
}

const S = PORTRAIT_SIZE;

/**
 * The child's character card in one style and round: head and shoulders, the same drawing as in the book's
 * pages. A pure function of its arguments.
 */
export function characterPortrait(
  features: CharacterFeatures,
  gender: 'girl' | 'boy',
  style: IllustrationStyle,
  variant: number,
): { svg: string; width: number; height: number } {
  const art = styledArt(S, S, new Rng(hashString(`portrait/${style}`)), style);
  const hero = portraitHero(features, gender, variant);
  const svg = art.draw(() => {
    const body = [
      STYLES[style].card.background(art, S),
      // Head and shoulders: head centre at 0.44 of the height, the head a little under half the width.
      child(art, hero, { arms: [6, 6] }, S / 2, S * 0.44 + 138 * 5, 5),
    ];
    return art.toSvg(g(body) + styleFinish(art, style) + STYLES[style].card.frame(S));
  });
  return { svg, width: S, height: S };
}
