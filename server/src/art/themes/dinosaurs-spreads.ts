import { bothHands, child, reachingTo } from '../child';
import { type Art, circle, ellipse, g, line, rect, shade, shape, tint } from '../core';
import { glow } from '../finish';
import { band, birds, cloud, fern, hills, leafFan, palmTree, sea, sky, sparkle, sun } from '../landscape';
import {
  apple,
  brachioNeck,
  brachiosaurus,
  burst,
  fallenLog,
  footprint,
  goldenTicket,
  mist,
  mudSplats,
  pteranodon,
  tRex,
  treeFern,
  triSkeleton,
} from '../props/dinosaurs-beasts';
import { grownup } from '../props/c2-people';
import { hatchling, songbird, triceratops, volcano } from '../props/nature';
import type { Scene } from './theme';

// A day with the dinosaurs, spread by spread: the museum, 150, 85 and 66 million years ago, and back by sunset.

const TINY = ['#8fd46f', '#6fbf55'] as const;
const MAMA = ['#e9a15a', '#f2c14e'] as const;

const tiny = (x: number, y: number, s: number, flip = false): string => triceratops(x, y, s, TINY[0], TINY[1], flip);
const mama = (x: number, y: number, s: number, flip = false): string => triceratops(x, y, s, MAMA[0], MAMA[1], flip);

/** The museum hall: warm wall, tall arched windows with light falling in, a polished floor. */
function museumHall(art: Art, light: string, floorY: number): string {
  const out = [
    band(art, ['#e9dcc4', '#d6c3a4'], 0, floorY),
    band(art, ['#b98f68', '#8a6446'], floorY),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      line(`M${-200 + i * 220} ${art.h}L${300 + i * 110} ${floorY}`, '#7a5438', 2, { opacity: 0.35 }),
    ),
    rect(0, floorY - 14, art.w, 14, '#a07a58'),
  ];
  for (const wx of [150, 500, 850]) {
    out.push(
      shape(
        `M${wx - 70} ${floorY - 120}L${wx - 70} 150Q${wx} 60 ${wx + 70} 150L${wx + 70} ${floorY - 120}Z`,
        '#fdf6e6',
      ),
      shape(`M${wx - 58} ${floorY - 130}L${wx - 58} 156Q${wx} 78 ${wx + 58} 156L${wx + 58} ${floorY - 130}Z`, light),
      line(`M${wx} 84L${wx} ${floorY - 130}M${wx - 58} 260L${wx + 58} 260`, '#fdf6e6', 8),
      shape(
        `M${wx - 58} ${floorY - 130}L${wx + 58} ${floorY - 130}L${wx + 160} ${art.h}L${wx - 20} ${art.h}Z`,
        '#fff6d0',
        {
          opacity: 0.18,
        },
      ),
    );
  }
  return out.join('');
}

/** Spread 1: the museum; beside the Triceratops skeleton the child finds the golden ticket. */
const museum: Scene = (art, hero) => [
  museumHall(
    art,
    art.linear([
      [0, '#bfe3f2'],
      [1, '#e8f4f0'],
    ]),
    520,
  ),
  triSkeleton(art, 620, 600, 1.35),
  // The rope barrier in front of the exhibit.
  ...[360, 880].map((px) => rect(px - 6, 520, 12, 110, '#c9a24a', { rx: 5 })),
  line('M360 540Q620 600 880 540', '#b0303a', 8),
  child(
    art,
    hero,
    {
      arms: [20, 100],
      mood: 'wonder',
      gaze: 1,
      hold: ([, r]) => goldenTicket(art, r[0] + 30, r[1] - 20, 0.9, -12, true),
    },
    250,
    650,
    1.5,
  ),
];

/** Spread 2: 150 million years ago — a steamy fern forest, a smoking volcano, and an egg going crack. */
const hatching: Scene = (art, hero) => [
  sky(art, ['#f4e2b8', '#d8ecc8', '#b8dcb0']),
  volcano(art, 780, 380, 300, 190),
  hills(art, 390, 20, 5, '#9cc890', '#86b87c'),
  mist(art, 380, 5, 0.45),
  treeFern(120, 560, 480, '#4f9a55'),
  treeFern(930, 580, 420, '#3f8f4a'),
  treeFern(330, 470, 300, '#6aae6a'),
  hills(art, 560, 20, 4, '#7fbf5f', '#5fa04a'),
  mist(art, 520, 4, 0.3),
  ellipse(650, 620, 110, 24, '#a07a4a'),
  ...[0, 1, 2, 3, 4, 5].map((i) => line(`M${560 + i * 36} 616l24 -10`, '#8a6a3a', 5)),
  hatchling(650, 624, 1.15, TINY[0]),
  burst(650, 520, 60, '#ffffff', 200, 340),
  // The child near the middle keeps this picture on one page: across two, the words covered the volcano.
  child(art, hero, { arms: [40, 40], mood: 'wonder', gaze: 1 }, 440, 660, 1.35),
  fern(30, 720, 200, 25, '#3f8f4a'),
  fern(990, 720, 180, -25, '#3f8f4a'),
];

/** Spread 3: close up — Tiny, the baby Triceratops with three little bumps and a frill, meets the child. */
const meetTiny: Scene = (art, hero) => [
  sky(art, ['#cfe8c0', '#eaf4d8']),
  leafFan(-40, 420, 260, -20, 80, 5, ['#5fa04a', '#4f8f3a']),
  leafFan(1040, 380, 260, -80, 20, 5, ['#6aae54', '#4f8f3a']),
  glow(art, 520, 260, 300, '#fff6c8', 0.5),
  band(art, ['#8cc070', '#6aa04a'], 520, 180),
  ellipse(660, 640, 150, 20, '#4f7a3a', { opacity: 0.35 }),
  shape('M770 648Q770 600 800 596L808 612L820 598L834 612L846 600Q856 620 850 648Z', '#fbf5e4'),
  ellipse(810, 648, 42, 6, '#4f7a3a', { opacity: 0.3 }),
  fern(150, 560, 180, -40, '#6aae54'),
  fern(880, 560, 160, 40, '#5fa04a'),
  // Just out of the egg, so smaller than the child sitting beside her, not a pony-sized dinosaur.
  tiny(600, 650, 1.15),
  child(art, hero, { sit: true, arms: [30, 80], mood: 'grin', gaze: 1 }, 290, 650, 1.6),
  ...[0, 1, 2].map((i) => sparkle(560 + i * 70, 360 - (i % 2) * 30, 8, '#fffbe0')),
];

/** Spread 4: a Brachiosaurus lowers its head from the treetops; Tiny squeezes her eyes shut. */
const brachioHello: Scene = (art, hero) => [
  sky(art, ['#a8dcd8', '#e2f4dc']),
  ...[80, 300, 760, 940].map((x, i) => rect(x - 22, 0, 44, 620, shade('#7a5134', i % 2 ? 0.1 : 0))),
  ...[0, 1, 2, 3, 4, 5].map((i) => circle(i * 200, 20, 150, i % 2 ? '#4f9a55' : '#3f8a4a')),
  ...[0, 1, 2, 3, 4].map((i) => circle(100 + i * 200, 90, 90, i % 2 ? '#5fa85f' : '#4a954f')),
  band(art, ['#9acb78', '#6aa04a'], 560, 140),
  brachioNeck(880, -40, 560, 330, 1.5),
  child(art, hero, { arms: [70, 95], mood: 'wonder', lookUp: true, gaze: 1 }, 380, 640, 1.5),
  // Tiny hides behind the child's legs, eyes squeezed shut.
  g(
    [
      triceratops(0, 0, 0.7, TINY[0], TINY[1], true),
      rect(-82, -60, 34, 16, TINY[0], { rx: 8 }),
      line('M-72 -52Q-66 -48 -60 -52', '#2b1d1a', 2.5),
    ],
    { transform: 'translate(270 650)' },
  ),
  fern(30, 720, 200, 25, '#3f8f4a'),
  fern(980, 720, 200, -25, '#4f9a55'),
];

/** Spread 5: riding on the Brachiosaurus's back high above the treetops. */
const brachioRide: Scene = (art, hero) => {
  const riders =
    child(
      art,
      hero,
      {
        sit: true,
        hands: [
          [-62, -128],
          [34, -60],
        ],
        mood: 'grin',
        gaze: 1,
      },
      415,
      420,
      0.8,
    ) + triceratops(478, 406, 0.42, TINY[0], TINY[1]);
  return [
    sky(art, ['#8fcfe8', '#d8f0ec', '#f2f4d8']),
    sun(art, 860, 110, 40),
    cloud(200, 120, 150),
    cloud(620, 80, 110),
    hills(art, 450, 60, 5, '#b4d6a0', '#a0c88c'),
    volcano(art, 140, 470, 200, 120),
    brachiosaurus(460, 700, 1.12, '#8aa9b8', false, riders),
    // The forest canopy in front hides the giant's legs: the riders are above the treetops.
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
      circle(i * 130 - 20, 640 + (i % 2) * 30, 110, i % 2 ? '#4f9a55' : '#5fa85f'),
    ),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => circle(i * 140 + 40, 700, 90, i % 2 ? '#3f8a4a' : '#468f4c')),
  ];
};

/** Spread 6: 85 million years ago on a sunny beach; Pteranodons glide, one scoops up a fish. */
const beach: Scene = (art, hero) => [
  sky(art, ['#7fc8f0', '#c8ecf6', '#fff4d8']),
  sun(art, 150, 110, 50),
  cloud(640, 110, 130),
  sea(art, 350, '#5ec4d8', '#2a8aa8', 16),
  ellipse(760, 420, 60, 12, '#ffffff', { opacity: 0.7 }),
  ...[0, 1, 2, 3].map((i) => circle(730 + i * 20, 408 - (i % 2) * 16, 7, '#ffffff', { opacity: 0.85 })),
  pteranodon(760, 380, 0.7, false, 20, true),
  pteranodon(380, 150, 0.8, false, -6),
  pteranodon(620, 230, 0.55, true, 8),
  shape(
    'M-20 520Q300 470 600 500Q820 520 1020 470L1020 720L-20 720Z',
    art.linear([
      [0, '#f7dca0'],
      [1, '#e6b877'],
    ]),
  ),
  line('M-20 520Q300 470 600 500Q820 520 1020 470', '#ffffff', 6, { opacity: 0.6 }),
  palmTree(930, 560, 300, -0.12, '#8a6a4a', '#4f9a55'),
  child(
    art,
    hero,
    {
      hands: [
        [-30, -62],
        [64, -142],
      ],
      mood: 'grin',
      lookUp: true,
      gaze: 1,
    },
    // Near the middle, so the picture stays on one page: across two, the words covered the Pteranodons.
    470,
    640,
    1.4,
  ),
  tiny(320, 650, 0.75),
];

/** Spread 7: 66 million years ago — soft mud and enormous three-toed footprints. */
const footprints: Scene = (art, hero) => [
  sky(art, ['#d8d0b0', '#e8e2c4']),
  hills(art, 230, 20, 5, '#7f9a5a', '#6a8a4a'),
  ...[60, 240, 760, 930].map((x, i) => treeFern(x, 300, 220 + (i % 2) * 40, '#4a8a4a')),
  band(art, ['#8a6a4a', '#6e5038'], 280, 420),
  ...[0, 1, 2, 3, 4, 5].map((i) => ellipse(120 + i * 170, 340 + (i % 3) * 120, 70, 10, '#9a7a56', { opacity: 0.6 })),
  footprint(860, 350, 1.5, -40),
  footprint(680, 450, 2.0, -48),
  footprint(450, 590, 2.6, -50),
  child(
    art,
    hero,
    {
      sit: true,
      hands: [
        [-40, -60],
        [60, -64],
      ],
      mood: 'wonder',
      gaze: 1,
    },
    180,
    650,
    1.4,
  ),
  tiny(640, 640, 0.7, true),
  fern(990, 720, 180, -25, '#4f8a3a'),
];

/** Spread 8: THUD — a T. rex pushes through the ferns; the child dives behind a fallen tree holding Tiny. */
const tRexComes: Scene = (art, hero) => [
  sky(art, ['#b8d8c0', '#e0ecd0']),
  hills(art, 380, 20, 5, '#7fae6a', '#6a9a5a'),
  ...[120, 420, 900].map((x, i) => treeFern(x, 520, 380 - i * 40, '#3f7f45')),
  tRex(720, 600, 1.2),
  burst(740, 600, 40, '#5a4a3a', 200, 340),
  fern(560, 640, 240, -20, '#3f8f4a'),
  fern(980, 660, 260, -30, '#4f9a55'),
  band(art, ['#7a9a5a', '#5a7a44'], 560, 140),
  child(
    art,
    hero,
    {
      sit: true,
      hands: [
        [-20, -62],
        [22, -58],
      ],
      mood: 'wonder',
      gaze: 1,
      hold: () => triceratops(0, -40, 0.45, TINY[0], TINY[1], false),
    },
    260,
    640,
    1.45,
  ),
  fallenLog(300, 700, 520, 110),
];

/** Spread 9: rolled in stinky mud, hidden behind the log; the T. rex sniffs — "Pooh! Only mud." */
const mudHide: Scene = (art, hero) => [
  sky(art, ['#cfe0c0', '#e8eed8']),
  ...[80, 880].map((x) => treeFern(x, 420, 320, '#4a8a4a')),
  tRex(800, 600, 1.2, { sniff: true, flip: true }),
  // Stink lines rising from the mud.
  ...[0, 1, 2].map((i) => line(`M${200 + i * 70} 420q-14 -20 0 -40t0 -40`, '#8a7a4a', 4, { opacity: 0.6 })),
  fallenLog(560, 560, 1000, 150),
  ellipse(300, 640, 320, 50, '#6e4a2c'),
  ellipse(280, 630, 240, 30, '#80583a'),
  child(art, hero, { sit: true, arms: [60, 40], mood: 'grin', gaze: 1 }, 230, 660, 1.4),
  mudSplats(230, 660, 1.4, true),
  g([triceratops(0, 0, 0.8, '#8a6a42', '#7a5a3a', false)], { transform: 'translate(420 660)' }),
];

/** Spread 10: Tiny sneezes, the T. rex roars — and out of the ferns bursts Tiny's huge mother. */
const mamaCharge: Scene = (art, hero) => [
  sky(art, ['#f0c8a0', '#f8e4c0']),
  hills(art, 380, 20, 5, '#8ab070', '#789e60'),
  ...[500, 940].map((x) => treeFern(x, 480, 300, '#4a8a4a')),
  tRex(900, 630, 1.0, { roar: true, flip: true }),
  burst(690, 330, 36, '#8a2f3a', 150, 260),
  fern(60, 660, 280, 10, '#3f8f4a'),
  mama(170, 660, 2.0),
  fern(-20, 720, 260, 30, '#4f9a55'),
  band(art, ['#7a9a5a', '#5a7a44'], 640, 60),
  child(
    art,
    hero,
    {
      hands: [
        [-24, -70],
        [26, -64],
      ],
      mood: 'wonder',
      gaze: 1,
      hold: () => triceratops(4, -46, 0.42, TINY[0], TINY[1], false) + cloud(60, -100, 40, '#ffffff', '#e6e6e6', 0.9),
    },
    540,
    690,
    1.25,
  ),
];

/** Spread 11: the T. rex stomps off; Mama Triceratops nuzzles Tiny and thanks the child. */
const reunion: Scene = (art, hero) => [
  sky(art, ['#a8d8e0', '#e8f4dc']),
  volcano(art, 830, 360, 260, 160),
  hills(art, 380, 30, 5, '#a6d08a', '#8cc070'),
  tRex(120, 400, 0.38, { flip: true }),
  ...[260, 60].map((x) => treeFern(x, 420, 200, '#4f9a55')),
  hills(art, 470, 20, 4, '#8cc774', '#6fb05e'),
  mama(640, 640, 2.1, true),
  tiny(420, 646, 0.75),
  circle(450, 540, 10, '#ff8fb0', { opacity: 0.8 }),
  child(art, hero, { hands: bothHands(16, -64), mood: 'smile', gaze: 1 }, 240, 660, 1.4),
  fern(990, 720, 200, -25, '#3f8f4a'),
];

/** Spread 12: a pink sunset snack — ferns for the Triceratops, an apple for the child. */
const sunsetSnack: Scene = (art, hero) => [
  sky(art, ['#f58aa0', '#ffb89a', '#ffe2b0']),
  sun(art, 520, 400, 80, '#fff3c0', '#ffa95e'),
  hills(art, 430, 30, 5, '#c8908a', '#b07a74'),
  palmTree(120, 560, 260, 0.08, '#7a5a4a', '#5f7f4a'),
  hills(art, 520, 20, 4, '#8a9a5a', '#6f8444'),
  mama(740, 620, 1.8, true),
  fern(640, 600, 120, -10, '#4f8a3a'),
  tiny(560, 640, 0.8),
  fern(640, 650, 90, 20, '#5f9a44'),
  child(
    art,
    hero,
    { sit: true, hands: reachingTo(28, -100), mood: 'smile', gaze: 1, hold: ([, r]) => apple(r[0], r[1] - 6, 0.9) },
    300,
    650,
    1.45,
  ),
  fern(40, 720, 200, 20, '#5f7f3a'),
];

/**
 * Spread 13: the sun going down (the ticket's last stop is "back by sunset", and the museum window shows the same
 * sunset); the golden ticket glows, Tiny snuggles up, and birds — the dinosaurs' grandchildren — fly by.
 */
const goodbye: Scene = (art, hero) => [
  sky(art, ['#6a4a8a', '#d8788a', '#ffb27a']),
  sun(art, 180, 440, 56, '#fff0b0', '#ff9a5e'),
  hills(art, 440, 30, 5, '#8a5a7a', '#6a4a6a'),
  birds(art, 700, 140, 6, '#2a2440', 26),
  mama(760, 610, 1.7, true),
  cloud(880, 430, 50, '#ffffff', '#e6e6f0', 0.7),
  hills(art, 560, 16, 4, '#4a6a5a', '#3a5a4a'),
  glow(art, 380, 480, 260, '#ffe27a', 0.35),
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => {
    const a = (i / 7) * Math.PI * 2;
    return sparkle(380 + Math.cos(a) * 170, 470 + Math.sin(a) * 120, 8 + (i % 3) * 3, '#fff6c8');
  }),
  child(
    art,
    hero,
    {
      sit: true,
      hands: [
        [-62, -58],
        [50, -70],
      ],
      mood: 'smile',
      gaze: 1,
      hold: ([l]) => goldenTicket(art, l[0] - 30, l[1] - 14, 0.9, -20, true),
    },
    380,
    650,
    1.5,
  ),
  tiny(500, 660, 0.85, true),
];

/** Spread 14: back in the museum at sunset, muddy shoes, the teacher, a sparrow hopping on the window sill. */
const sparrow: Scene = (art, hero) => [
  sky(art, ['#e0c8a8', '#cdb08c']),
  // One tall window, close up, glowing with the sunset.
  rect(430, 60, 460, 450, '#fdf6e6'),
  rect(
    450,
    80,
    420,
    410,
    art.linear([
      [0, '#f59a8a'],
      [0.6, '#ffc39a'],
      [1, '#ffe6b8'],
    ]),
  ),
  sun(art, 760, 380, 46, '#fff3c0', '#ffa95e'),
  shape('M450 440Q600 400 870 430L870 490L450 490Z', '#a8786a'),
  roundTreeSilhouette(510, 470),
  line('M660 80L660 490M450 290L870 290', '#fdf6e6', 10),
  rect(410, 490, 500, 26, '#fdf6e6'),
  songbird(790, 476, 1.7, '#9a6a42', true),
  band(art, ['#b98f68', '#8a6446'], 580, 120),
  g(triSkeleton(art, 0, 0, 1.2), { transform: 'translate(120 640)' }),
  // The teacher who asks about the muddy shoes, looking down at them.
  grownup(940, 690, 1.4, { kind: 'lady', top: '#5a7ab0', arms: [12, 12], mood: 'smile', gaze: -0.4 }, true),
  child(
    art,
    hero,
    {
      hands: [
        [-30, -66],
        [38, -100],
      ],
      mood: 'smile',
      gaze: 1,
    },
    630,
    660,
    1.5,
  ),
  ...[-14, 14].map((dx) => ellipse(630 + dx * 1.5, 652, 22, 10, '#6e4a2c', { opacity: 0.85 })),
  ...[0, 1, 2].map((i) => ellipse(420 + i * 60, 670 + (i % 2) * 8, 14, 5, '#6e4a2c', { opacity: 0.7 })),
];

/** A soft sunset tree seen through the window. */
function roundTreeSilhouette(x: number, y: number): string {
  return [
    line(`M${x} ${y}L${x} ${y - 60}`, '#7a5040', 10),
    circle(x, y - 90, 46, '#b0705a'),
    circle(x - 30, y - 70, 32, '#a0644e'),
    circle(x + 32, y - 72, 30, tint('#a0644e', 0.1)),
  ].join('');
}

export const dinosaurSpreads: readonly Scene[] = [
  museum,
  hatching,
  meetTiny,
  brachioHello,
  brachioRide,
  beach,
  footprints,
  tRexComes,
  mudHide,
  mamaCharge,
  reunion,
  sunsetSnack,
  goodbye,
  sparrow,
];
