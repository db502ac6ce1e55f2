// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { bothHands, child, type Hero } from '../../src/art/child';
import { shade, tint } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, type Pt, rect, shape, smooth } from '../../src/art/core';
import { outfit } from '../../src/art/custom/kit';
import { glow } from '../../src/art/finish';
import {
  band,
  birds,
  cloud,
  fern,
  flower,
  grassField,
  hills,
  leaf,
  leafFan,
  ridgeY,
  roundTree,
  sea,
  sky,
  sparkle,
  sun,
} from '../../src/art/landscape';
import { chest, compass, treasureMap } from '../../src/art/props/adventure';
import { bananas, elephant, monkey } from '../../src/art/props/c2-creatures';
import { cottage, grownup } from '../../src/art/props/c2-people';
import { bookshelf, rainbow } from '../../src/art/props/fantasy';
import { butterfly, songbird } from '../../src/art/props/nature';
import { canopy, vines } from '../../src/art/themes/theme';

/** Still at home in the attic: the explorer's hat and the backpack come in spread 2, when the text puts them on. */
export const atHome = outfit({ headwear: 'none', extra: 'none' });

// The brave little explorer, spread by spread: the attic, the garden gate, the jungle and its animals, the lost
// path, the hidden waterfall and its wobbly bridge, the treasure at sunset and the story told at home.

export const JUNGLE = ['#2b6b3f', '#3a8a4c', '#1f5a35'] as const;
export const ORANGE_BIRD = '#f28c38';

/** A flower as big as an umbrella, nodding on a long stem; (x, y) is where the stem leaves the ground. */
export function umbrellaFlower(x: number, y: number, h: number, r: number, petal: string, lean: number): string {
  const tx = x + lean;
  const ty = y - h;
  return [
    line(`M${x} ${y}Q${x + lean * 0.2} ${y - h * 0.7} ${tx} ${ty}`, '#3f8a3a', r * 0.12),
    leaf(x + lean * 0.05, y - h * 0.35, r * 0.9, r * 0.45, lean > 0 ? 50 : -50, '#4aa05a'),
    g(flower(0, 0, r, petal, '#ffd25e', 7), {
      transform: `translate(${tx} ${ty}) scale(1 0.55) rotate(${lean * 0.1})`,
    }),
    ellipse(tx, ty + r * 0.28, r * 0.7, r * 0.16, shade(petal, 0.3), { opacity: 0.35 }),
  ].join('');
}

/** Butterflies scattered like confetti over an area. */
export function confetti(art: Art, count: number, x0: number, y0: number, x1: number, y1: number): string {
  const colors = ['#f28c38', '#5fb0e5', '#f25c78', '#f6d04d', '#9b6bd8'];
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(
      butterfly(
        art.rng.range(x0, x1),
        art.rng.range(y0, y1),
        art.rng.range(0.45, 0.8),
        colors[i % colors.length]!,
        art.rng.range(-30, 30),
      ),
    );
  return out.join('');
}

/** Soft sunbeams slanting down through the canopy. */
export function sunbeams(art: Art, xs: readonly number[], tilt: number, opacity = 0.12): string {
  return xs
    .map((x) =>
      shape(`M${x} -10L${x + 60} -10L${x + 60 + tilt} ${art.h}L${x + tilt - 40} ${art.h}Z`, '#fff6c8', {
        opacity,
      }),
    )
    .join('');
}

/** A waterfall from `top` to `bottom`, `w` wide at x (centre), with falling streaks and a foaming pool. */
export function waterfall(art: Art, x: number, top: number, bottom: number, w: number): string {
  const out = [
    shape(
      `M${x - w / 2} ${top}Q${x - w * 0.56} ${(top + bottom) / 2} ${x - w * 0.62} ${bottom}L${x + w * 0.62} ${bottom}Q${x + w * 0.56} ${(top + bottom) / 2} ${x + w / 2} ${top}Z`,
      art.linear([
        [0, '#d8f4fa'],
        [0.6, '#9fdcec'],
        [1, '#e8fbff'],
      ]),
    ),
  ];
  for (let i = 0; i < 7; i++) {
    const sx = x - w * 0.4 + (i / 6) * w * 0.8;
    out.push(
      line(`M${sx} ${top + 10}L${sx + (sx - x) * 0.15} ${bottom - 10}`, '#ffffff', 3 + (i % 3), { opacity: 0.55 }),
    );
  }
  out.push(
    ellipse(x, bottom, w * 0.9, w * 0.16, '#ffffff', { opacity: 0.85 }),
    circle(x - w * 0.5, bottom - 10, w * 0.22, '#ffffff', { opacity: 0.6, filter: art.blur(6) }),
    circle(x + w * 0.5, bottom - 14, w * 0.26, '#ffffff', { opacity: 0.6, filter: art.blur(6) }),
  );
  return out.join('');
}

/** A rocky cliff face as a filled outline, lit from the upper left. */
export function rock(art: Art, d: string, base: string): string {
  return shape(
    d,
    art.linear(
      [
        [0, tint(base, 0.12)],
        [1, shade(base, 0.22)],
      ],
      0,
      0,
      0.4,
      1,
    ),
  );
}

/** A strip of moss and grass along a cliff's top edge. */
export function mossCap(top: readonly Pt[]): string {
  const lower = [...top].reverse().map(([x, y]) => [x, y + 22] as const);
  return shape(`${smooth(top)}L${lower[0]![0]} ${lower[0]![1]}${smooth(lower).replace(/^M[^C]*/, '')}Z`, '#5fa15f', {
    stroke: '#4f8f3a',
    'stroke-width': 3,
  });
}

/** A rope bridge along `deck` (planks) with a hand rope `railH` above it; returns back rope, deck and front rope. */
export function ropeBridge(
  deck: readonly Pt[],
  railH: number,
  width = 14,
): { back: string; deck: string; front: string } {
  const rail = deck.map(([x, y]) => [x, y - railH] as const);
  const posts: string[] = [];
  const x0 = deck[0]![0];
  const x1 = deck[deck.length - 1]![0];
  for (let x = x0 + 40; x < x1; x += 70) {
    const y = ridgeY(deck, x);
    posts.push(`M${x} ${y - railH}L${x} ${y}`);
  }
  return {
    back: line(smooth(rail.map(([x, y]) => [x, y - 6] as const)), '#8a5a2b', width * 0.35),
    deck:
      line(smooth(deck), '#6b4226', width, {
        'stroke-dasharray': `${width * 1.8} ${width * 0.6}`,
        'stroke-linecap': 'butt',
      }) + line(posts.join(''), '#8a5a2b', width * 0.25),
    front: line(smooth(rail), '#a0703a', width * 0.38),
  };
}

/** A big oval footprint with four toe marks, seen in perspective on the trail. */
/** A songbird taking off: tilted up, one wing raised over the body and the other below it. */
export function flappingBird(x: number, y: number, s: number, color: string): string {
  return g(
    [
      shape('M-4 -4Q-18 -40 -38 -44Q-30 -20 -12 2Z', shade(color, 0.2)),
      songbird(0, 0, 1, color),
      shape('M0 -6Q6 -44 -8 -58Q-24 -34 -14 -2Z', tint(color, 0.15)),
    ],
    { transform: `translate(${x} ${y}) scale(${s}) rotate(-24)` },
  );
}

export function footprint(x: number, y: number, w: number): string {
  return g([
    ellipse(x, y, w, w * 0.42, '#8a6a44', { opacity: 0.55 }),
    ellipse(x, y + w * 0.04, w * 0.82, w * 0.32, '#a48256', { opacity: 0.6 }),
    ...[-0.6, -0.2, 0.2, 0.6].map((k) =>
      ellipse(x + k * w * 0.8, y - w * 0.38, w * 0.13, w * 0.08, '#7a5a38', { opacity: 0.6 }),
    ),
  ]);
}

export const jungleFloor = (art: Art, y: number, top: string, bottom: string): string =>
  hills(art, y, 20, 5, top, bottom);

/**
 * Draws the child dressed differently for one picture (`other`) as the picture's subject when the child is, so the
 * head the real face goes on is the one drawn.
 */
export function asSubject(art: Art, hero: Hero, other: Hero, draw: () => string): string {
  const subject = art.subject === hero;
  if (subject) art.subject = other;
  const drawn = draw();
  if (subject) art.subject = hero;
  return drawn;
}

// Shared props the scenes use by name.
export {
  bananas,
  band,
  birds,
  bookshelf,
  bothHands,
  butterfly,
  canopy,
  chest,
  child,
  circle,
  cloud,
  compass,
  cottage,
  elephant,
  ellipse,
  fern,
  flower,
  g,
  glow,
  grassField,
  grownup,
  hills,
  leaf,
  leafFan,
  line,
  monkey,
  rainbow,
  rect,
  ridgeY,
  roundTree,
  sea,
  shape,
  sky,
  smooth,
  songbird,
  sparkle,
  sun,
  treasureMap,
  vines,
};
