/**
 * The character card: the child drawn head and shoulders from the character features, on a friendly
 * background of the chosen style. It is the picture of the character step and of the dedication page, drawn
 * by the same art engine and the same style painters as the book, so the card and the book's pages show the
 * same child. Nothing here sees the photo.
 */
import type { CharacterFeatures } from '@shop/shared/characters';
import { type Hero, child, heroWithFeatures } from '../art/child';
import {
  type Art,
  type IllustrationStyle,
  Rng,
  blob,
  g,
  hashString,
  rawEl,
  rect,
  shade,
  shape,
  tint,
} from '../art/core';
import { glow } from '../art/finish';
import { cloud, sparkle, star5 } from '../art/landscape';
import { styleFinish } from '../art/pictures';
import { styledArt } from '../art/style';

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

function pixarCard(art: Art): string {
  const out = [
    rect(
      0,
      0,
      S,
      S,
      art.radial(
        [
          [0, '#fff4d6'],
          [0.5, '#ffcf96'],
          [1, '#86b9ee'],
        ],
        0.5,
        0.32,
        0.85,
      ),
    ),
  ];
  for (let i = 0; i < 14; i++) {
    const x = art.rng.range(0, S);
    const y = art.rng.range(0, S * 0.75);
    out.push(glow(art, x, y, art.rng.range(18, 60), '#ffffff', art.rng.range(0.35, 0.7)));
  }
  out.push(glow(art, S / 2, S * 0.45, S * 0.45, '#fff8e0', 0.5));
  return out.join('');
}

function warnerCard(): string {
  const out = [rect(0, 0, S, S, '#ffb627')];
  const cx = S / 2;
  const cy = S * 0.42;
  for (let i = 0; i < 20; i++) {
    const a0 = (i / 20) * Math.PI * 2;
    const a1 = ((i + 0.5) / 20) * Math.PI * 2;
    const p = (a: number) => `${cx + Math.cos(a) * S} ${cy + Math.sin(a) * S}`;
    out.push(shape(`M${cx} ${cy}L${p(a0)}L${p(a1)}Z`, '#ffd23f', { opacity: 0.85 }));
  }
  return out.join('');
}

function watercolorCard(art: Art): string {
  // Warm white paper (unstyled, so the painter does not shade it), a clear sky-blue wash behind the head so the face
  // reads against it, and saturated blooms around it; each wash is see-through, lighter inside and pooled
  // darker at its rim, as pigment dries.
  const wash = (c: string, inner: number, rim: number) =>
    art.radial([
      [0, c, inner],
      [0.72, c, inner + 0.12],
      [0.9, shade(c, 0.18), rim],
      [0.97, shade(c, 0.3), rim + 0.08],
      [1, shade(c, 0.3), 0],
    ]);
  const out = [rawEl('rect', { x: 0, y: 0, width: S, height: S, fill: '#fdf4e4' })];
  out.push(shape(blob(art.rng, S * 0.5, S * 0.44, S * 0.5, S * 0.4, 9, 0.2), wash('#7ab8e8', 0.42, 0.75)));
  const blooms = ['#f28aa6', '#f6c244', '#7cc47a', '#a98be6', '#f59a5a', '#5fc0c8'];
  for (let i = 0; i < 7; i++) {
    const c = blooms[i % blooms.length]!;
    const corner = i % 4;
    const x = (corner % 2 === 0 ? 0.1 : 0.9) * S + art.rng.range(-60, 60);
    const y = (corner < 2 ? 0.12 : 0.82) * S + art.rng.range(-50, 50);
    const r = art.rng.range(80, 150);
    out.push(shape(blob(art.rng, x, y, r, r * art.rng.range(0.65, 1), 9, 0.22), wash(c, 0.32, 0.7)));
  }
  return out.join('');
}

function animeCard(art: Art): string {
  const out = [
    rect(
      0,
      0,
      S,
      S,
      art.linear([
        [0, '#4aa8f0'],
        [0.6, '#9fd6ff'],
        [1, '#e6f6ff'],
      ]),
    ),
  ];
  for (let i = 0; i < 6; i++) {
    const x = 80 + i * 130;
    out.push(shape(`M${x} -20L${x + 50} -20L${x - 140} ${S + 20}L${x - 190} ${S + 20}Z`, '#ffffff', { opacity: 0.14 }));
  }
  out.push(cloud(110, 640, 260, '#ffffff', '#d8ecfb'), cloud(690, 600, 300, '#ffffff', '#d8ecfb'));
  for (let i = 0; i < 8; i++) {
    const x = art.rng.range(30, S - 30);
    const y = art.rng.range(30, S * 0.5);
    if (Math.abs(x - S / 2) < 200) continue;
    out.push(sparkle(x, y, art.rng.range(8, 18), i % 2 ? '#ffffff' : '#fff1a0'));
  }
  return out.join('');
}

const CARDS: Record<IllustrationStyle, (art: Art) => string> = {
  '3dPixar': pixarCard,
  '2dWarner': warnerCard,
  watercolor: watercolorCard,
  anime: animeCard,
};

/** The card's frame, in each style's manner. */
function frame(style: IllustrationStyle): string {
  const ring = (inset: number, color: string, width: number, radius: number, extra = {}) =>
    rect(inset, inset, S - 2 * inset, S - 2 * inset, 'none', {
      rx: radius,
      stroke: color,
      'stroke-width': width,
      ...extra,
    });
  switch (style) {
    case '3dPixar':
      return ring(14, '#fffaf0', 28, 56) + ring(28, '#f2b45c', 4, 44, { opacity: 0.8 });
    case '2dWarner':
      return ring(16, '#e8413a', 32, 36) + ring(32, '#1b1626', 8, 24);
    case 'watercolor':
      return ring(40, '#8a7a6a', 2, 0, { opacity: 0.4 });
    case 'anime':
      return ring(14, '#ffffff', 28, 0) + ring(30, '#ff7eb6', 5, 0) + star5(S - 60, 60, 18, '#ffd84a');
  }
}

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
      CARDS[style](art),
      // Head and shoulders: head centre at 0.44 of the height, the head a little under half the width.
      child(art, hero, { arms: [6, 6] }, S / 2, S * 0.44 + 138 * 5, 5),
    ];
    return art.toSvg(g(body) + styleFinish(art, style) + frame(style));
  });
  return { svg, width: S, height: S };
}
