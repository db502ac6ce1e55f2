// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { bothHands, child, reachingTo } from '../../src/art/child';
import { shade, tint } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, Rng, rect, shape } from '../../src/art/core';
import { outfit } from '../../src/art/custom/kit';
import { glow, sheen } from '../../src/art/finish';
import {
  band,
  bareTree,
  birds,
  cloud,
  flower,
  grassField,
  hill,
  hills,
  leaf,
  pineTree,
  roundTree,
  sky,
  snowfall,
  snowHill,
  sparkle,
  sun,
} from '../../src/art/landscape';
import { butterfly, carryingCan, leafPile, snowman, songbird, tulip, wateringCan } from '../../src/art/props/nature';
import {
  acorn,
  basket,
  bulb,
  flakes,
  goldenAcorn,
  grandfatherOak,
  hedge,
  hedgehog,
  meltingSnowman,
  messenger,
  snowdrop,
  snowflake,
  squirrel,
  strawberries,
  yearRing,
} from '../../src/art/props/seasons-year';

// The secret of the seasons, spread by spread: Grandfather Oak's muddle, the golden acorn, and the year put right.

/** Falling leaves all in autumn's gold: the leaves that turned early, on a summer page. */
export function goldenLeaves(art: Art, n: number, x0: number, x1: number, y0: number, y1: number): string {
  return fallingLeaves(art, n, x0, x1, y0, y1).replace(/#e2553c|#c0503c|#f0913a/g, '#f6c945');
}

export const SUMMER_CROWN = ['#5fae4a', '#6fbf55', '#4f9a3f'] as const;
export const AUTUMN = ['#f0913a', '#e2553c', '#f6c945', '#c0503c'] as const;

/** Leaves tumbling through the air, in autumn colours. */
export function fallingLeaves(art: Art, count: number, x0: number, x1: number, y0: number, y1: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(leaf(art.rng.range(x0, x1), art.rng.range(y0, y1), 22, 15, art.rng.range(0, 360), art.rng.pick(AUTUMN)));
  return out.join('');
}

/**
 * The child's winter clothes for the two snowy spreads: a warm coat, a woolly hat and a scarf, not the striped
 * summer top of the rest of the book.
 */
export const wrappedUp = outfit({
  top: '#2f6fb0',
  print: undefined,
  headwear: 'beanie',
  hatColor: '#f2c94c',
  extra: 'scarf',
  extraColor: '#f2c94c',
});

// The secret of the seasons — one tree through the year: pink spring, green summer, amber autumn, blue winter.
export const SEASONS = [
  { sky: '#ffdbe8', leaf: '#f7a8c4', ground: '#a8dc8c' },
  { sky: '#bfe6ff', leaf: '#5fae4a', ground: '#7fc460' },
  { sky: '#ffd9a8', leaf: '#f0913a', ground: '#d8b060' },
  { sky: '#b4c6ea', leaf: '#ffffff', ground: '#f4f8ff' },
] as const;
// Four panels, one per season, cut through one tree: the same crown blossoms, fruits, turns and goes bare.
export const EDGES = [0, 150, 300, 450, 600];
// A cloud-shaped crown of overlapping balls; each panel paints it in its season, with a darker underside.
export const BALLS: readonly (readonly [number, number, number])[] = [
  [-175, 50, 95],
  [-95, -55, 120],
  [15, -100, 130],
  [125, -50, 120],
  [180, 50, 95],
  [-100, 80, 110],
  [90, 90, 110],
  [0, 20, 150],
];
export function crown(fill: string, dy: number): string {
  return BALLS.map(([bx, by, br]) => circle(300 + bx, 290 + by + dy, br, fill)).join('');
}
/** One season's panel of the cover: the sky, the ground and the tree's crown in that season, clipped to its strip. */
export function panel(art: Art, i: number): string {
  const s = SEASONS[i]!;
  const x0 = EDGES[i]!;
  const x1 = EDGES[i + 1]!;
  const clip = art.clip(rect(x0, 0, x1 - x0 + 0.5, art.h, '#000'));
  const details: string[] = [];
  const scatter = (n: number, draw: (x: number, y: number) => string, y0: number, y1: number): void => {
    for (let k = 0; k < n; k++) details.push(draw(art.rng.range(x0 + 8, x1 - 8), art.rng.range(y0, y1)));
  };
  if (i === 0) scatter(14, (x, y) => flower(x, y, 7, '#ffffff', '#ffd25e', 5), 120, 460);
  if (i === 1)
    scatter(9, (x, y) => circle(x, y, 9, '#e2453c') + circle(x - 3, y - 3, 3, '#ffffff', { opacity: 0.5 }), 160, 440);
  if (i === 2)
    scatter(12, (x, y) => leaf(x, y, 20, 14, art.rng.range(0, 360), art.rng.pick(['#e2553c', '#f6c945'])), 120, 700);
  if (i === 3) scatter(8, (x, y) => ellipse(x, y, 18, 6, '#ffffff'), 140, 460);
  if (i === 3) scatter(30, (x, y) => circle(x, y, art.rng.range(2, 4.5), '#ffffff'), 0, 720);
  return g(
    [
      sky(art, [tint(s.sky, 0.35), s.sky]),
      hill(
        art,
        [
          [-80, 690],
          [300, 676],
          [680, 690],
        ],
        s.ground,
        shade(s.ground, 0.1),
      ),
      shape('M272 700Q290 560 286 380L314 380Q310 560 328 700Z', '#7a5134'),
      line('M296 470Q260 420 220 400M304 450Q340 410 380 396', '#7a5134', 16),
      crown(shade(i === 3 ? '#dfe8fa' : s.leaf, 0.14), 14),
      crown(i === 3 ? '#f4f8ff' : s.leaf, 0),
      ...BALLS.slice(1, 4).map(([bx, by, br]) =>
        circle(300 + bx - br * 0.25, 290 + by - br * 0.3, br * 0.4, '#ffffff', { opacity: 0.14 }),
      ),
      ...details,
    ],
    { 'clip-path': clip },
  );
}

/** The bare winter tree, the same branches every time (its own seed), drawn twice: bark, then snow along it. */
export function winterTree(x: number, y: number, width: number, color: string): string {
  return bareTree(new Rng(42), x, y, 170, 0, width, color);
}

// Shared props the scenes use by name.
export {
  acorn,
  band,
  basket,
  birds,
  bothHands,
  bulb,
  butterfly,
  carryingCan,
  child,
  circle,
  cloud,
  ellipse,
  flakes,
  flower,
  g,
  glow,
  goldenAcorn,
  grandfatherOak,
  grassField,
  hedge,
  hedgehog,
  hills,
  leaf,
  leafPile,
  line,
  meltingSnowman,
  messenger,
  pineTree,
  reachingTo,
  rect,
  roundTree,
  shape,
  sheen,
  sky,
  snowdrop,
  snowfall,
  snowflake,
  snowHill,
  snowman,
  songbird,
  sparkle,
  squirrel,
  strawberries,
  sun,
  tint,
  tulip,
  wateringCan,
  yearRing,
};
