import { bothHands, child, reachingTo } from '../child';
import { type Art, circle, ellipse, g, line, rect, shape } from '../core';
import { glow } from '../finish';
import { band, cloud, flower, grassField, hills, leaf, roundTree, sky, sparkle, sun } from '../landscape';
import { musicNote } from '../props/bedtime';
import {
  bee,
  beehive,
  gardenerMole,
  gust,
  numberSeed,
  rainbow7,
  roseArch,
  shoot,
  singingFlower,
  snail,
  spider,
  web,
} from '../props/magic-garden-count';
import { butterfly, carryingCan, ladybird, picketFence, sunflower, tulip, wateringCan } from '../props/nature';
import type { Scene } from './theme';

// Numbers in the magic garden, spread by spread: every page shows exactly the number its text counts.

/** A soil bed seen from the front. */
function soil(art: Art, x: number, y: number, w: number, h: number): string {
  return (
    rect(
      x,
      y,
      w,
      h,
      art.linear([
        [0, '#9a6a48'],
        [1, '#7a5034'],
      ]),
      { rx: h / 2 },
    ) + ellipse(x + w / 2, y + 4, w / 2 - 6, 6, '#b07a54', { opacity: 0.7 })
  );
}

/** Spread 1: an arch of climbing roses that was never there before; the child steps towards it. */
const roseArchway: Scene = (art, hero) => [
  sky(art, ['#aee0ff', '#eaf8e8']),
  sun(art, 140, 100, 44),
  cloud(760, 110, 140),
  hills(art, 410, 30, 4, '#b5e0a0', '#9ed08a'),
  picketFence(-10, 420, 470, 70),
  picketFence(820, 1010, 470, 70),
  // Through the arch the magic garden glows brighter than the rest.
  glow(art, 620, 360, 220, '#fff3b0', 0.7),
  ...[0, 1, 2, 3, 4].map((i) => sparkle(560 + i * 30, 280 + (i % 2) * 40, 7, '#fffbe0')),
  hills(art, 470, 10, 3, '#9ed08a', '#8cc774'),
  // The path runs from the front up to the arch.
  shape('M300 700Q520 560 580 470L680 470Q700 560 860 700Z', '#efdcb4'),
  ...[0, 1, 2, 3, 4].map((i) => ellipse(560 + i * 18 - i * i * 2, 660 - i * 42, 40 - i * 5, 10 - i, '#e2cb9c')),
  roseArch(630, 480, 230, 330),
  sparkle(660, 330, 10, '#ffffff'),
  child(art, hero, { ...carryingCan('#4fb3bf'), walk: true, mood: 'wonder', gaze: 1 }, 330, 640, 1.45),
  ...[0, 1, 2, 3].map((i) => tulip(60 + i * 60, 690 - (i % 2) * 10, 110, i % 2 ? '#ff8fb0' : '#f6c945')),
  grassField(art, 620, 700, 18, '#5e9e4a', 22),
];

/** Spread 2: one enormous smiling sunflower, and ONE green shoot from seed number 1. */
const one: Scene = (art, hero) => [
  sky(art, ['#c8ecff', '#f4fbe8']),
  hills(art, 430, 30, 4, '#b5e0a0', '#9ed08a'),
  sunflower(760, 690, 540),
  band(art, ['#8cc774', '#6fb05e'], 590, 110),
  soil(art, 340, 600, 200, 34),
  shoot(430, 612, 1.5),
  numberSeed(art, 470, 500, 1.6, 1),
  child(
    art,
    hero,
    {
      sit: true,
      hands: [
        [-26, -60],
        [40, -80],
      ],
      mood: 'grin',
      gaze: 1,
      hold: ([, r]) => wateringCan(r[0] + 24, r[1] + 34, 0.6, '#4fb3bf'),
    },
    240,
    650,
    1.4,
  ),
  ...[0, 1, 2, 3, 4].map((i) => circle(372 + i * 9, 574 + i * i * 1.6, 3.5, '#8fd3ff')),
  grassField(art, 640, 700, 16, '#5e9e4a', 20),
];

/** Spread 3: TWO snails in the slowest race in the world; seed number 2 rides on the second one's shell. */
const two: Scene = (art, hero) => [
  sky(art, ['#d4f0ff', '#f2fbea']),
  hills(art, 360, 20, 4, '#b5e0a0', '#9ed08a'),
  picketFence(-10, 1010, 400, 70),
  band(art, ['#9ed08a', '#7aba66'], 400, 300),
  // Two sprouts already in the ground behind: seeds 1 and 2.
  soil(art, 560, 430, 260, 26),
  shoot(630, 440, 1.0),
  shoot(750, 440, 1.0),
  // The stepping-stone race track with a finish flag of a leaf.
  ...[0, 1, 2, 3, 4].map((i) => ellipse(380 + i * 130, 610, 58, 18, '#d8d2c0')),
  line('M920 620L920 520', '#7a5134', 4),
  leaf(920, 520, 50, 30, 90, '#7fc860'),
  snail(560, 600, 1.2, '#f2a65a'),
  snail(740, 620, 1.2, '#b48ae0', numberSeed(art, 0, 0, 0.9, 2)),
  child(art, hero, { sit: true, hands: bothHands(14, -68), mood: 'smile', gaze: 1 }, 260, 660, 1.45),
  grassField(art, 650, 700, 16, '#5e9e4a', 20),
];

/** Spread 4: THREE ladybirds hiding under the tulips; the child points them out. */
const three: Scene = (art, hero) => [
  sky(art, ['#bfe8ff', '#f0faea']),
  sun(art, 880, 100, 40),
  hills(art, 420, 30, 4, '#b5e0a0', '#9ed08a'),
  roundTree(art, 120, 460, 260, '#6fb35a', '#7a5134'),
  band(art, ['#8cc774', '#6fb05e'], 500, 200),
  ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
    tulip(460 + i * 75, 640 - (i % 2) * 14, 190 - (i % 3) * 20, ['#e2453c', '#ff8fb0', '#f6c945'][i % 3]!),
  ),
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => leaf(480 + i * 75, 650, 70, 40, i % 2 ? 60 : -60, '#5ea346')),
  // One, two, three: each ladybird peeks out under the tulip leaves.
  ladybird(530, 620, 1.1, 2, -20),
  ladybird(690, 604, 1.1, 3, 10),
  ladybird(850, 626, 1.1, 4, 25),
  numberSeed(art, 850, 660, 0.9, 3),
  child(art, hero, { hands: reachingTo(68, -96), mood: 'grin', gaze: 1 }, 300, 660, 1.45),
  grassField(art, 650, 700, 18, '#5e9e4a', 20),
];

/** Spread 5: FOUR butterflies — on the sunflower, on a tulip, on the fence, and on the child's nose. */
const four: Scene = (art, hero) => [
  sky(art, ['#c8ecff', '#fdf6e6']),
  cloud(500, 100, 130),
  hills(art, 430, 30, 4, '#b5e0a0', '#9ed08a'),
  picketFence(560, 1010, 560, 110),
  sunflower(160, 680, 520),
  tulip(900, 680, 220, '#ff8fb0'),
  band(art, ['#8cc774', '#6fb05e'], 620, 80),
  butterfly(238, 96, 0.8, '#8c7be0', 20),
  butterfly(900, 430, 0.8, '#ffb347', -10),
  butterfly(700, 450, 0.8, '#ff6f91', 5),
  child(art, hero, { arms: [40, 40], mood: 'wonder', gaze: 0 }, 480, 670, 1.55),
  // The fourth butterfly sits right on the child's nose.
  butterfly(480, 670 - 129 * 1.55, 0.5, '#4fb3e8', -8),
  numberSeed(art, 610, 290, 1.1, 4, 15),
  line('M640 230q-20 20 0 40', '#ffffff', 2, { opacity: 0.7, 'stroke-dasharray': '4 6' }),
  grassField(art, 650, 700, 16, '#5e9e4a', 20),
];

/** Spread 6: under a blossoming tree, through the magnifying glass: a five-petal rose and FIVE ladybirds. */
const five: Scene = (art, hero) => {
  const lx = 640;
  const ly = 360;
  const lr = 190;
  const inside = [
    rect(lx - lr, ly - lr, lr * 2, lr * 2, '#bfe8a0'),
    ...[0, 1, 2, 3, 4, 5].map((i) => leaf(lx - lr + i * 80, ly + lr, 120, 40, -20 + i * 8, '#8cc774')),
    flower(lx, ly, 70, '#ff8fb0', '#ffd25e', 5),
    ...[0, 1, 2, 3, 4].map((i) => {
      const a = -Math.PI / 2 + (i / 5) * Math.PI * 2 + 0.6;
      return ladybird(lx + Math.cos(a) * 140, ly + Math.sin(a) * 130, 1.0, i < 3 ? 2 : 4, (a * 180) / Math.PI + 90);
    }),
    numberSeed(art, lx, ly, 0.8, 5),
  ].join('');
  return [
    sky(art, ['#ffe8f0', '#eef8ea']),
    hills(art, 440, 30, 4, '#bfe6a8', '#a8dc8c'),
    roundTree(art, 200, 600, 520, '#f7a8c4', '#7a5134', '#ffffff'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => circle(100 + i * 130, 140 + (i % 3) * 80, 6, '#ffc0d8')),
    band(art, ['#a8dc8c', '#8cc774'], 600, 100),
    child(
      art,
      hero,
      {
        hands: [
          [-30, -66],
          [40, -84],
        ],
        mood: 'wonder',
        gaze: 1,
      },
      330,
      660,
      1.4,
    ),
    // The magnifying glass: handle from the child's hand to the big round lens.
    line(`M${330 + 40 * 1.4} ${660 - 84 * 1.4}L${lx - lr * 0.72} ${ly + lr * 0.72}`, '#8a5a2b', 16),
    circle(lx, ly, lr + 12, '#4a5a7a'),
    g(inside, { 'clip-path': art.clip(circle(lx, ly, lr, '#000')) }),
    circle(lx, ly, lr, '#ffffff', { opacity: 0.12 }),
    line(
      `M${lx - lr * 0.7} ${ly - lr * 0.3}Q${lx - lr * 0.55} ${ly - lr * 0.7} ${lx - lr * 0.1} ${ly - lr * 0.78}`,
      '#ffffff',
      8,
      {
        opacity: 0.6,
      },
    ),
    grassField(art, 640, 700, 14, '#5e9e4a', 20),
  ];
};

/** Spread 7: three squabbling flower beds — 3 pink, 4 yellow, 5 blue — and seed number 6 makes the blue row six. */
const six: Scene = (art, hero) => {
  const bed = (y: number, x0: number, x1: number, n: number, color: string, r: number, extra = 0): string => {
    const w = x1 - x0;
    const out = [soil(art, x0, y, w, r * 1.4)];
    const slots = n + extra;
    for (let i = 0; i < n; i++)
      out.push(singingFlower(x0 + ((i + 0.5) * w) / slots, y - r * 1.6, r, color, r * 1.6, true));
    return out.join('');
  };
  return [
    sky(art, ['#bfe8ff', '#fff8ea']),
    sun(art, 880, 90, 40),
    hills(art, 330, 30, 5, '#b5e0a0', '#9ed08a'),
    band(art, ['#9ed08a', '#7aba66'], 340, 360),
    bed(380, 150, 570, 3, '#ff8fb0', 26),
    bed(495, 90, 650, 4, '#ffd84d', 30),
    bed(630, 20, 740, 5, '#6fa8ff', 34, 1),
    // The sixth blue flower pops up at the end of the blue row, from seed number 6.
    shoot(680, 650, 1.3),
    flower(680, 560, 26, '#6fa8ff', '#ffd25e', 6),
    ...[0, 1, 2].map((i) => sparkle(630 + i * 34, 520 - (i % 2) * 20, 8, '#fffbe0')),
    numberSeed(art, 730, 520, 1.0, 6),
    child(
      art,
      hero,
      {
        hands: [
          [-72, -100],
          [30, -60],
        ],
        mood: 'grin',
        gaze: -1,
      },
      860,
      660,
      1.45,
    ),
  ];
};

/** Spread 8: sprinkling the thirsty garden — the sun makes a rainbow of seven colours, seed 7 at its end. */
const seven: Scene = (art, hero) => [
  sky(art, ['#9fd8ff', '#e8f6ff', '#f4fbe8']),
  sun(art, 120, 100, 44),
  hills(art, 460, 30, 4, '#b5e0a0', '#9ed08a'),
  rainbow7(art, 560, 560, 380, 20),
  hills(art, 560, 16, 4, '#8cc774', '#7aba66'),
  numberSeed(art, 920, 520, 1.3, 7),
  ...[0, 1, 2, 3].map((i) => sparkle(880 + i * 26, 470 + (i % 2) * 26, 8, '#fffbe0')),
  ...[0, 1, 2, 3, 4].map((i) =>
    flower(200 + i * 140, 620 + (i % 2) * 16, 16, ['#ff8fb0', '#ffd84d', '#ffffff'][i % 3]!, '#ffd25e', 6, 40),
  ),
  child(
    art,
    hero,
    {
      hands: [
        [-20, -80],
        [40, -120],
      ],
      mood: 'grin',
      gaze: 1,
      lookUp: true,
      hold: ([, r]) =>
        g(wateringCan(0, 0, 0.85, '#4fb3bf'), { transform: `translate(${r[0] + 20} ${r[1] + 30}) rotate(20)` }),
    },
    300,
    660,
    1.4,
  ),
  // The drops fly from the spout in an arc.
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => circle(440 + i * 26, 420 + i * i * 2.4, 4, '#8fd3ff')),
  grassField(art, 640, 700, 18, '#5e9e4a', 22),
];

/** Spread 9: WHOOSH — seed 8 caught in a spider's web, seed 9 in the watering can, seed 10 over the tree. */
const whoosh: Scene = (art, hero) => [
  sky(art, ['#a8c8e8', '#dceaf0']),
  hills(art, 440, 30, 4, '#a8d090', '#92c078'),
  roundTree(art, 820, 560, 400, '#5fa04a', '#7a5134'),
  numberSeed(art, 870, 110, 1.2, 10, 20),
  line('M760 180Q800 120 850 112', '#ffffff', 3, { opacity: 0.7, 'stroke-dasharray': '6 8' }),
  // The web between two fence posts at the left, with the spider and seed number 8.
  picketFence(-10, 330, 560, 200),
  web(160, 300, 110),
  line('M50 200L270 200', '#ffffff', 1.5, { opacity: 0.6 }),
  numberSeed(art, 190, 290, 1.0, 8),
  spider(120, 330, 1.2),
  band(art, ['#8cc774', '#6fb05e'], 560, 140),
  ...[0, 1, 2, 3].map((i) => gust(200 + i * 200, 160 + (i % 2) * 180, 140)),
  ...[0, 1, 2, 3, 4, 5].map((i) => leaf(300 + i * 110, 200 + (i % 3) * 90, 22, 14, i * 70, '#7fc860')),
  child(
    art,
    hero,
    {
      hands: bothHands(34, -152),
      mood: 'grin',
      gaze: 0,
      lookUp: true,
      hold: () => wateringCan(0, -178, 0.8, '#4fb3bf'),
    },
    520,
    660,
    1.4,
  ),
  numberSeed(art, 520, 660 - 300 * 1.4, 0.9, 9),
  line('M520 200L520 230', '#ffffff', 2, { opacity: 0.7 }),
  grassField(art, 640, 700, 16, '#5e9e4a', 22),
];

/** Spread 10: TEN bees bring seed 10 home; Gardener Pip the mole pops up, and the flowers sing. */
const ten: Scene = (art, hero) => {
  const bees: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    bees.push(bee(640 + Math.cos(a) * 110, 230 + Math.sin(a) * 70, 1.05, Math.sin(a) * 10, Math.cos(a) > 0.3));
  }
  return [
    sky(art, ['#b8e4ff', '#fff4e0']),
    sun(art, 120, 100, 42),
    hills(art, 440, 30, 4, '#b5e0a0', '#9ed08a'),
    beehive(890, 560, 1.0),
    numberSeed(art, 640, 230, 1.4, 10),
    ...bees,
    band(art, ['#8cc774', '#6fb05e'], 560, 140),
    ...[0, 1, 2, 3, 4].map((i) =>
      singingFlower(
        70 + i * 90 + (i > 2 ? 520 : 0),
        560 - (i % 2) * 20,
        24,
        ['#ff8fb0', '#ffd84d', '#6fa8ff'][i % 3]!,
        70,
      ),
    ),
    ...[0, 1, 2, 3].map((i) =>
      musicNote(120 + i * 120 + (i > 1 ? 400 : 0), 430 - (i % 2) * 40, 1, '#8c5bd8', -10 + i * 8),
    ),
    gardenerMole(600, 660, 1.2),
    child(art, hero, { hands: bothHands(62, -136), mood: 'grin', gaze: 1 }, 330, 660, 1.45),
    grassField(art, 650, 700, 16, '#5e9e4a', 20),
  ];
};

export const magicGardenSpreads: readonly Scene[] = [roseArchway, one, two, three, four, five, six, seven, whoosh, ten];
