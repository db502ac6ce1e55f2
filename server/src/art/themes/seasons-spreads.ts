import { bothHands, child, reachingTo } from '../child';
import { outfit } from '../custom/kit';
import { type Art, circle, ellipse, g, line, rect, shape, tint } from '../core';
import { glow, sheen } from '../finish';
import {
  band,
  birds,
  cloud,
  flower,
  grassField,
  hills,
  leaf,
  pineTree,
  roundTree,
  sky,
  snowHill,
  sparkle,
  sun,
} from '../landscape';
import { butterfly, leafPile, snowman, songbird, tulip, wateringCan } from '../props/nature';
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
} from '../props/seasons-year';
import type { Scene } from './theme';

// The secret of the seasons, spread by spread: Grandfather Oak's muddle, the golden acorn, and the year put right.

const SUMMER_CROWN = ['#5fae4a', '#6fbf55', '#4f9a3f'] as const;
const AUTUMN = ['#f0913a', '#e2553c', '#f6c945', '#c0503c'] as const;

/** Leaves tumbling through the air, in autumn colours. */
function fallingLeaves(art: Art, count: number, x0: number, x1: number, y0: number, y1: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(leaf(art.rng.range(x0, x1), art.rng.range(y0, y1), 22, 15, art.rng.range(0, 360), art.rng.pick(AUTUMN)));
  return out.join('');
}

/** Spread 1: a summer morning gone wrong — snow on the strawberries, yellow leaves on the tulips, a melting snowman. */
const muddle: Scene = (art, hero) => [
  sky(art, ['#a8dcf8', '#e8f6ff']),
  sun(art, 140, 100, 42),
  cloud(820, 90, 140, '#eef2f8', '#c8d2e4'),
  hills(art, 420, 30, 4, '#a8d88c', '#92c878'),
  // The lane leads to Grandfather Oak.
  shape('M380 700Q520 560 600 470L660 470Q660 560 760 700Z', '#e8d2a8'),
  grandfatherOak(art, 640, 480, 420, SUMMER_CROWN, 'worried'),
  hills(art, 560, 16, 4, '#8cc774', '#7aba66'),
  // Snow falls from one small grey cloud onto the strawberry patch.
  cloud(200, 330, 150, '#d4dae6', '#a8b2c6'),
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
    snowflake(130 + (i % 5) * 35, 390 + Math.floor(i / 3) * 60 + (i % 2) * 18, 7),
  ),
  strawberries(150, 640, 1.3, true, true),
  strawberries(260, 660, 1.1, true, true),
  ...[0, 1, 2].map((i) => tulip(820 + i * 55, 660 - (i % 2) * 12, 100, i % 2 ? '#ff8fb0' : '#e2453c')),
  fallingLeaves(art, 9, 780, 960, 420, 560).replace(/#e2553c|#c0503c|#f0913a/g, '#f6c945'),
  meltingSnowman(520, 640, 0.9),
  child(
    art,
    hero,
    {
      arms: [20, 40],
      mood: 'wonder',
      gaze: 1,
      hold: ([l]) => basket(l[0], l[1] + 40, 0.9, ellipse(0, -30, 26, 8, '#e2453c')),
    },
    360,
    660,
    1.35,
  ),
];

/** Spread 2: the oak's secret — four messengers who pass a golden acorn round the year, all come at once. */
const secret: Scene = (art, hero) => [
  sky(art, ['#c8e8ff', '#f0f8f0']),
  glow(art, 760, 260, 320, '#fff6c8', 0.5),
  grandfatherOak(art, 210, 760, 900, SUMMER_CROWN, 'whisper'),
  band(art, ['#8cc774', '#6fb05e'], 620, 80),
  yearRing(art, 700, 300, 150, ['#f7a8c4', '#ffd25e', '#e2773c', '#cfe6ff']),
  // All four messengers crowd together at once, with nobody holding the acorn.
  messenger(art, 560, 560, 0.95, 'spring'),
  messenger(art, 680, 520, 0.95, 'summer'),
  messenger(art, 800, 560, 0.95, 'autumn'),
  messenger(art, 920, 520, 0.95, 'winter'),
  shape('M700 260q0 -26 22 -26q22 0 22 22q0 16 -22 22l0 18', 'none', {
    stroke: '#c8901e',
    'stroke-width': 8,
    'stroke-linecap': 'round',
    opacity: 0.8,
  }),
  circle(722, 322, 5, '#c8901e', { opacity: 0.8 }),
  child(art, hero, { sit: true, arms: [30, 30], mood: 'wonder', gaze: 1 }, 420, 660, 1.3),
];

/** Spread 3: a squirrel digs among the roots, and something glitters in the earth: the golden acorn. */
const foundAcorn: Scene = (art, hero) => [
  sky(art, ['#bfe6ff', '#eaf6ee']),
  hills(art, 300, 20, 4, '#a8d88c', '#92c878'),
  // Close to the ground: the oak's great roots across the picture.
  // Grandfather Oak's trunk, close up, its roots flaring into the ground.
  shape(
    'M720 -10L716 290Q700 390 560 470L1060 470L1060 430Q930 380 900 290L890 -10Z',
    art.linear(
      [
        [0, '#9a6a48'],
        [0.6, '#8a5a3a'],
        [1, '#6e4630'],
      ],
      0,
      0,
      1,
      0,
    ),
  ),
  line('M760 0Q750 150 770 300M820 20Q830 160 812 320M860 0Q872 140 866 280', '#6e4630', 6, { opacity: 0.6 }),
  line('M740 380Q690 430 610 462M880 360Q930 420 1010 448', '#6e4630', 8, { opacity: 0.5 }),
  ellipse(805, 200, 26, 34, '#5e3c25'),
  rect(0, 460, art.w, 20, '#7fc460'),
  band(art, ['#8a6244', '#5e402a'], 470, 230),
  ...[0, 1, 2, 3, 4, 5].map((i) => ellipse(100 + i * 170, 560 + (i % 2) * 70, 26, 10, '#5a3e2a', { opacity: 0.5 })),
  grassField(art, 480, 700, 22, '#6ab04f', 24),
  ...[0, 1, 2].map((i) => acorn(120 + i * 330, 600 + (i % 2) * 50, 0.9)),
  ...[0, 1, 2, 3].map((i) => leaf(60 + i * 260, 520 + (i % 2) * 120, 26, 16, i * 80, '#c8a050')),
  // The squirrel's hole, earth flying, the golden acorn half-buried.
  ellipse(560, 520, 90, 24, '#4a3222'),
  ...[0, 1, 2, 3].map((i) => circle(470 + i * 18, 470 - (i % 2) * 20, 6, '#7a5638')),
  squirrel(650, 520, 1.4, true),
  goldenAcorn(art, 560, 510, 1.4),
  ...[0, 1, 2].map((i) => sparkle(520 + i * 40, 460 - (i % 2) * 30, 10, '#fffbe0')),
  child(art, hero, { sit: true, hands: reachingTo(60, -70), mood: 'wonder', gaze: 1 }, 300, 640, 1.45),
];

/** Spread 4: spring — watering the tulip shoots, the cherry tree in pink blossom, a bluebird building its nest. */
const spring: Scene = (art, hero) => [
  sky(art, ['#ffe4ee', '#eaf6ff']),
  sun(art, 870, 100, 40),
  hills(art, 430, 30, 4, '#c8eab0', '#b0dc98'),
  roundTree(art, 780, 560, 460, '#f7a8c4', '#7a5134', '#ffffff'),
  // The nest in the fork of the tree, with the bluebird bringing a twig.
  ellipse(740, 300, 40, 14, '#9a6a3a'),
  line('M706 296Q740 312 774 296', '#7a5134', 4),
  songbird(760, 280, 1.1, '#5fa8ff', true),
  line('M730 276L712 270', '#7a5134', 3),
  hills(art, 560, 16, 4, '#a8dc8c', '#8cc774'),
  band(art, ['#8a6244', '#6a4a32'], 600, 100),
  // The shoots: bulbs waking up, little green tips.
  ...[0, 1, 2, 3, 4].map(
    (i) =>
      line(`M${480 + i * 60} 606Q${476 + i * 60} 580 ${484 + i * 60} ${556 - (i % 2) * 12}`, '#6ab04f', 7) +
      leaf(480 + i * 60, 604, 40, 16, -24 + (i % 2) * 44, '#7fc860'),
  ),
  messenger(art, 160, 560, 1.1, 'spring', goldenAcorn(art, 0, 0, 0.8)),
  // Tipping the can over the shoots as the child sings them awake.
  child(
    art,
    hero,
    {
      hands: [
        [-30, -74],
        [46, -100],
      ],
      // The can hangs from the hand by its handle, turned so the spout points down at the shoots.
      hold: ([, r]) =>
        g(wateringCan(0, 0, 0.75, '#6fb7ff'), { transform: `translate(${r[0]} ${r[1]}) rotate(35) translate(0 50)` }),
      mood: 'grin',
      gaze: 1,
    },
    360,
    650,
    1.4,
  ),
  ...[0, 1, 2, 3, 4].map((i) => line(`M${474 + i * 12} ${566 + (i % 2) * 8}l8 22`, '#8fd3ff', 3, { opacity: 0.8 })),
  butterfly(620, 360, 0.8, '#ffb347'),
  ...[0, 1, 2, 3, 4, 5].map((i) => circle(520 + i * 80, 140 + (i % 3) * 60, 5, '#ffc0d8')),
];

/** Spread 5: summer — long bright days, red strawberries, racing Summer all afternoon. */
const summer: Scene = (art, hero) => [
  sky(art, ['#6ec3ff', '#bfe6ff', '#fff4c8']),
  sun(art, 500, 90, 60, '#fff7c8', '#ffd24a'),
  cloud(160, 150, 120),
  hills(art, 400, 40, 5, '#9cd47a', '#86c464'),
  roundTree(art, 880, 420, 220, '#4f9a3f', '#7a5134'),
  hills(art, 480, 20, 4, '#7fc460', '#6ab04f'),
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => flower(60 + i * 140, 540 + (i % 2) * 20, 9, '#ffffff', '#ffd25e')),
  messenger(art, 700, 560, 1.1, 'summer', goldenAcorn(art, 0, 0, 0.8)),
  child(art, hero, { walk: true, arms: [60, 130], mood: 'grin', gaze: 1 }, 420, 630, 1.4),
  line('M300 520L240 520M300 560L220 560M300 600L250 600', '#ffffff', 5, { opacity: 0.7 }),
  ...[0, 1, 2, 3, 4].map((i) => strawberries(90 + i * 205, 672 + (i % 2) * 10, 1.5)),
];

/** Spread 6: autumn — leaves twirling down, and a jump into the biggest pile. Crunch! */
const autumn: Scene = (art, hero) => [
  sky(art, ['#ffcf9a', '#ffeed0']),
  sun(art, 860, 120, 42, '#fff3c0', '#ffb36b'),
  hills(art, 440, 30, 4, '#e6c07a', '#d8b060'),
  grandfatherOak(art, 200, 600, 560, ['#f0913a', '#e2553c', '#f6c945']),
  hills(art, 560, 16, 4, '#d8a85a', '#c0904a'),
  messenger(art, 860, 520, 1.0, 'autumn', goldenAcorn(art, 0, 0, 0.8), true),
  leafPile(art, 560, 690, 460, [...AUTUMN]),
  child(art, hero, { hands: bothHands(62, -134), mood: 'grin' }, 560, 650, 1.4),
  leafPile(art, 560, 770, 600, [...AUTUMN]),
  // Leaves bursting up around the jump.
  ...[0, 1, 2, 3, 4, 5].map((i) => leaf(420 + i * 55, 470 - (i % 3) * 40, 24, 16, i * 60, AUTUMN[i % 4]!)),
  fallingLeaves(art, 16, 40, 960, 40, 420),
];

/** Spread 7: getting ready for the cold — the squirrel's larder, swallows flying south, a bed of leaves for the hedgehog. */
const readyForCold: Scene = (art, hero) => [
  sky(art, ['#c8c0d8', '#f0dcc0']),
  birds(art, 720, 110, 7, '#3b3552', 18),
  hills(art, 420, 30, 4, '#c8a870', '#b8985e'),
  // An old tree with the squirrel's larder in a hollow, nuts piled inside.
  rect(80, 100, 120, 540, '#7a5134'),
  line('M100 200L104 600M176 160L170 560', '#5e3c25', 4),
  ...[
    [60, 90, 90],
    [160, 40, 100],
    [250, 100, 80],
    [20, 10, 70],
  ].map(([cx, cy, r], i) => circle(cx!, cy!, r!, AUTUMN[i % 4]!)),
  ellipse(140, 330, 34, 46, '#3a2414'),
  ...[0, 1, 2, 3].map((i) => acorn(124 + (i % 2) * 28, 364 - Math.floor(i / 2) * 22, 0.8)),
  squirrel(210, 300, 1.0, true, acorn(34, -40, 0.7)),
  hills(art, 560, 16, 4, '#b8a060', '#a08a4e'),
  hedge(art, 560, 640, 420, 130, '#5a8a44'),
  ellipse(780, 640, 110, 26, '#d8904a'),
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => leaf(700 + i * 26, 640 - (i % 2) * 10, 22, 14, -60 + i * 20, AUTUMN[i % 4]!)),
  hedgehog(790, 636, 1.3, true),
  child(
    art,
    hero,
    {
      hands: [
        [-22, -64],
        [26, -62],
      ],
      mood: 'smile',
      gaze: 1,
      hold: () =>
        [0, 1, 2, 3, 4, 5]
          .map((i) => leaf(-20 + i * 9, -58 - (i % 3) * 5, 26, 16, -70 + i * 28, AUTUMN[i % 4]!))
          .join(''),
    },
    450,
    660,
    1.4,
  ),
  fallingLeaves(art, 5, 300, 700, 150, 400),
];

/**
 * The child's winter clothes for the two snowy spreads: a warm coat, a woolly hat and a scarf, not the striped
 * summer top of the rest of the book.
 */
const wrappedUp = outfit({
  top: '#2f6fb0',
  print: undefined,
  headwear: 'beanie',
  hatColor: '#f2c94c',
  extra: 'scarf',
  extraColor: '#f2c94c',
});

/** Spread 8: winter — six-pointed snowflakes drifting down, and a snowman with a red scarf. */
const winter: Scene = (art, given) => {
  const hero = wrappedUp(art, given);
  return [
    sky(art, ['#9fb4e0', '#dfe8f8']),
    hills(art, 430, 30, 4, '#f4f8ff', '#dfe8f8'),
    pineTree(110, 560, 300, '#3d6f6a', '#ffffff'),
    pineTree(900, 520, 240, '#35625e', '#ffffff'),
    snowHill(art, 560, 18, 4),
    snowman(100, 668, 1.0, '#e2453c'),
    // The snowman, Winter and the snowball all stand on the child's half: a double page covers the other half
    // with the words.
    messenger(art, 500, 640, 1.05, 'winter', goldenAcorn(art, 0, 0, 0.8), true),
    // A big snowball being rolled, with its track in the snow.
    line('M160 668Q240 664 340 668', '#dfe8f8', 22),
    circle(380, 620, 52, '#ffffff'),
    sheen(art, 392, 610, 52, [
      [0, '#ffffff', 0],
      [1, '#b8c8e8', 0.5],
    ]),
    child(
      art,
      hero,
      {
        hands: [
          [40, -70],
          [52, -50],
        ],
        mood: 'grin',
        gaze: 1,
      },
      280,
      670,
      1.35,
    ),
    flakes(art, 70, 9),
  ];
};

/** Spread 9: Winter won't let go; the snow falls faster and, underground, the tulip bulbs shiver. */
const winterHolds: Scene = (art, given) => {
  const hero = wrappedUp(art, given);
  return [
    sky(art, ['#6a7aa8', '#a8b8d8']),
    // A cut-away of the ground: snow on top, brown earth below with the bulbs.
    hills(art, 380, 20, 4, '#e8eef8', '#d0daf0'),
    band(art, ['#7a5a44', '#4a3424'], 520, 180),
    shape('M0 480Q250 460 500 486Q750 500 1000 470L1000 530L0 530Z', '#f4f8ff'),
    ...[0, 1, 2, 3, 4].map((i) => bulb(120 + i * 190, 610 + (i % 2) * 20, 1.1, true)),
    // Winter clutches the acorn in one hand; the child holds the other, icy one.
    messenger(art, 640, 470, 1.2, 'winter', goldenAcorn(art, -20, 20, 0.9)),
    child(
      art,
      hero,
      {
        hands: [
          [-24, -66],
          [54, -48],
        ],
        mood: 'smile',
        gaze: 1,
      },
      522,
      490,
      1.25,
    ),
    flakes(art, 150, 14, 0, 520),
    ...[0, 1, 2, 3, 4, 5].map((i) => line(`M${i * 180} ${60 + i * 30}l120 40`, '#ffffff', 3, { opacity: 0.35 })),
  ];
};

/** Spread 10: spring again — snowdrops through the melting snow, and a little acorn to plant. */
const roundAgain: Scene = (art, hero) => [
  sky(art, ['#d8ecff', '#fff0f4']),
  sun(art, 140, 110, 40),
  hills(art, 430, 24, 4, '#b8e0a0', '#a0d088'),
  grandfatherOak(art, 740, 620, 560, ['#9fdc8a', '#f7a8c4', '#b8e89a'], 'happy'),
  hills(art, 560, 14, 4, '#a0d088', '#8cc774'),
  // The last melting snow, with snowdrops peeping through.
  ellipse(200, 640, 160, 22, '#ffffff', { opacity: 0.9 }),
  ellipse(520, 672, 110, 16, '#ffffff', { opacity: 0.85 }),
  ...[0, 1, 2, 3, 4, 5].map((i) => snowdrop(120 + i * 34 + (i > 2 ? 300 : 0), 644 + (i % 2) * 20, 60)),
  messenger(art, 880, 560, 0.85, 'winter', '', true),
  messenger(art, 615, 520, 0.95, 'spring', goldenAcorn(art, 0, 0, 0.8)),
  child(
    art,
    hero,
    {
      hands: [
        [-30, -70],
        [64, -104],
      ],
      mood: 'grin',
      gaze: 1,
      hold: ([, r]) => acorn(r[0] + 6, r[1] - 16, 1.0) + sparkle(r[0] + 24, r[1] - 34, 8, '#fff6c8'),
    },
    // In the middle of the picture, so the book never spreads it over two pages with the words over Winter,
    // Spring and the Oak.
    470,
    650,
    1.4,
  ),
  ...[0, 1, 2, 3].map((i) => circle(560 + i * 90, 120 + (i % 2) * 50, 6, tint('#f7a8c4', 0.3))),
];

export const seasonSpreads: readonly Scene[] = [
  muddle,
  secret,
  foundAcorn,
  spring,
  summer,
  autumn,
  readyForCold,
  winter,
  winterHolds,
  roundAgain,
];
