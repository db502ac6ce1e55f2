import { type Hero, type Pose, child } from '../child';
import { type Art, circle, ellipse, g, line, rect, shape } from '../core';
import { glow } from '../finish';
import { band, cloud, hills, pineTree, sky, snowHill, snowfall, sparkle, starField, sun } from '../landscape';
import { cabin } from '../props/adventure';
import { forestRow, musicNote } from '../props/bedtime';
import { aurora, owl, unicorn } from '../props/fantasy';
import {
  arcticFox,
  husky,
  iceCave,
  mitten,
  reindeer,
  restingUnicorn,
  sledBack,
  sledFront,
  villageHouse,
  villager,
} from '../props/c3-arctic';
import type { Scene } from './theme';

// One picture per spread of "The Unicorn of the Northern Lights", in the story's order. The aurora and mane colours
// repeat the theme's (unicorn-lights.ts) so the two modules stay acyclic.
const AURORA = ['#5ef0b0', '#4fd2e0', '#a07cf0'] as const;
const MANE = ['#ff9ad0', '#c8a0ff', '#8fd8ff', '#9ff0c0', '#ffe08a'] as const;
const GREY_MANE = ['#b8bcc8', '#a8adb8', '#c4c6d0', '#9ea2ae', '#b0b4c0'] as const;
const SNOW_PINE = '#24465a';

/** The unicorn flying with the child on her back; (x, y) is where her hooves would be, `rot` tips her climb. */
function ride(art: Art, hero: Hero, x: number, y: number, k: number, rot: number, pose: Pose, flip = false): string {
  const seat = g(child(art, hero, { sit: true, ...pose }, -9 * (flip ? -1 : 1), -82, 0.82, flip), {
    transform: `translate(${x} ${y}) rotate(${rot}) scale(${k})`,
  });
  return g(unicorn(art, 0, 0, k, MANE, flip, true), { transform: `translate(${x} ${y}) rotate(${rot})` }) + seat;
}

/** A ribbon of light unrolling behind a galloping hoof: one aurora band from a point. */
function ribbon(art: Art, x0: number, y0: number, x1: number, y1: number, color: string, width: number): string {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  return g(
    [
      shape(
        `M${x0} ${y0}Q${mx} ${my - 80} ${x1} ${y1}L${x1} ${y1 - width}Q${mx} ${my - 80 - width * 1.2} ${x0} ${y0 - width * 0.3}Z`,
        art.linear(
          [
            [0, color, 0.05],
            [0.5, color, 0.6],
            [1, color, 0.2],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    ],
    { filter: art.blur(6) },
  );
}

/** Snow ground with a few snowy pines: the arctic stage most spreads share, in their own light. */
function snowStage(art: Art, y: number, pines: readonly number[], h = 150): string {
  return [
    snowHill(art, y, 30, 5),
    ...pines.map((x, i) => pineTree(x, y + 20 + (i % 2) * 12, h * (0.8 + (i % 3) * 0.15), SNOW_PINE, '#ffffff')),
  ].join('');
}

export const unicornLightsSpreads: readonly Scene[] = [
  // 1. From the cabin window the child watches Aurora gallop across the sky, green and violet ribbons behind her.
  // Indoors, so no hood yet (spread 3 pulls it on); the head the child's face goes on is this one.
  (art, outdoors) => {
    const hero: Hero = { ...outdoors, headwear: 'none' };
    art.subject = hero;
    return [
      rect(0, 0, art.w, art.h, '#8a5a3e'),
      rect(
        0,
        0,
        art.w,
        art.h,
        art.pattern(1000, 44, line('M0 2H1000', '#6a4230', 4) + line('M0 24H1000', '#9a6a4a', 2)),
      ),
      rect(380, 70, 540, 420, '#5a3a28', { rx: 16 }),
      g(
        [
          sky(art, ['#0a1434', '#1c3466', '#2e4a7e']),
          starField(art, 60, 80, 480),
          aurora(art, 150, AURORA),
          g(unicorn(art, 0, 0, 0.55, MANE, false, true), { transform: 'translate(720 300) rotate(-8)' }),
          snowStage(art, 430, [440, 520, 860], 90),
        ],
        { 'clip-path': art.clip(rect(400, 90, 500, 380, '#000', { rx: 8 })) },
      ),
      line('M650 90L650 470M400 280L900 280', '#5a3a28', 12),
      rect(360, 470, 580, 30, '#b07a52', { rx: 6 }),
      ...[0, 1].map((i) => circle(700 + i * 120, 456, 10, '#fff4d0')),
      glow(art, 760, 470, 80, '#ffcf5a', 0.4),
      rect(0, 600, art.w, 100, '#6a4230'),
      child(
        art,
        hero,
        {
          hands: [
            [30, -112],
            [40, -96],
          ],
          mood: 'wonder',
          gaze: 1,
          lookUp: true,
        },
        350,
        650,
        1.6,
      ),
      ellipse(150, 640, 90, 20, '#c04a5a', { opacity: 0.8 }),
    ];
  },
  // 2. The sky stays dark: reindeer stare upward, a fox whimpers by its den, the village lights extra candles.
  (art, hero) => [
    sky(art, ['#03050f', '#0a1026', '#16203e']),
    starField(art, 70, 0, 380, '#cfd8f0'),
    forestRow(art, 420, 120, '#0e1a2c', 12),
    snowHill(art, 440, 20, 5),
    ...[120, 280, 760, 900].map((x, i) =>
      villageHouse(art, x, 470 + (i % 2) * 12, 0.7 + (i % 2) * 0.1, i % 2 ? '#8a5a4a' : '#7a6a5a'),
    ),
    band(art, ['#c8d4ec', '#8ea0c8'], 480, 220),
    reindeer(650, 600, 1.1, true),
    reindeer(820, 620, 0.9, true, true),
    ellipse(150, 640, 50, 20, '#3a4a6a'),
    arcticFox(170, 640, 0.9, { sad: true, flip: true }),
    child(
      art,
      hero,
      {
        hands: [
          [-30, -58],
          [30, -84],
        ],
        mood: 'wonder',
        lookUp: true,
        gaze: 0.5,
      },
      420,
      680,
      1.55,
    ),
  ],
  // 3. A little arctic fox scratches at the door with a strand of shimmering mane; the huskies are whistled up.
  (art, hero) => [
    sky(art, ['#0c1838', '#1c3466']),
    starField(art, 40, 0, 260),
    rect(0, 60, 560, 580, '#9a6a4a'),
    rect(0, 60, 560, 580, art.pattern(560, 36, line('M0 2H560', '#7a4a32', 4))),
    shape('M-20 70L300 -20L600 70Z', '#5a3a3a'),
    shape('M-24 74L300 -28L604 74Q460 40 300 14Q140 40 -24 74Z', '#ffffff'),
    rect(180, 300, 180, 340, '#ffcf7a'),
    glow(art, 270, 520, 220, '#ffcf5a', 0.55),
    rect(170, 290, 200, 14, '#5a3a28'),
    snowHill(art, 620, 10, 4),
    child(art, hero, { arms: [20, 100], mood: 'wonder', gaze: 1 }, 270, 640, 1.35),
    arcticFox(450, 650, 1.3, { strand: true, flip: true }),
    husky(730, 660, 1.2, { run: true, flip: true }),
    husky(880, 640, 1, { run: true, flip: true, coat: '#5a5a6a' }),
    snowfall(art, 30),
  ],
  // 4. The huskies pull the sled over the frozen lake, the fox riding in front; the ice sings pling, plong.
  (art, hero) => [
    sky(art, ['#081430', '#183060', '#2e4a7e']),
    starField(art, 90, 0, 400),
    ...[0, 1, 2, 3, 4].map((i) =>
      line(`M${100 + i * 180} ${80 + (i % 3) * 60}l-90 12`, '#ffffff', 2, { opacity: 0.5 }),
    ),
    hills(art, 420, 30, 5, '#d8e4f8', '#b8c8e8'),
    band(art, ['#6a9ad0', '#2e5a90'], 430, 270),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      line(`M${60 + i * 170} ${470 + (i % 3) * 60}l120 -10`, '#e8f8ff', 3, { opacity: 0.5 }),
    ),
    ...[0, 1, 2].map((i) => line(`M${500 + i * 40} ${640 - i * 6}q10 -14 20 0`, '#e8f8ff', 2.5, { opacity: 0.8 })),
    sledBack(280, 660, 1.7),
    child(
      art,
      hero,
      {
        sit: true,
        hands: [
          [-24, -60],
          [40, -82],
        ],
        mood: 'grin',
        gaze: 1,
      },
      270,
      650,
      1.45,
    ),
    sledFront(280, 660, 1.7),
    line('M450 620L640 610M450 620L800 610', '#6a4a3a', 4),
    husky(680, 630, 1.1, { run: true }),
    husky(860, 620, 1.1, { run: true, coat: '#5a5a6a' }),
    arcticFox(385, 606, 0.75),
    ellipse(520, 660, 400, 16, '#ffffff', { opacity: 0.15 }),
  ],
  // 5. The ice caves glitter like the inside of a jewel; a snowy owl at the entrance points the way.
  (art, hero) => [
    sky(art, ['#0e2a4e', '#2a5a8a', '#5a8ab8']),
    starField(art, 30, 0, 200),
    iceCave(art, 560, 620, 360),
    snowHill(art, 610, 10, 3),
    owl(760, 470, 0.9, '#f2f2f6'),
    child(
      art,
      hero,
      {
        hands: [
          [-28, -58],
          [56, -84],
        ],
        mood: 'wonder',
        gaze: 1,
      },
      240,
      690,
      1.6,
    ),
    husky(100, 670, 0.8, { coat: '#5a5a6a' }),
    sparkle(460, 300, 12, '#ffffff'),
    sparkle(640, 260, 9, '#ffffff'),
  ],
  // 6. In a snowy glade under the tallest fir, Aurora lies curled up, her mane gone grey. The child sits very still.
  (art, hero) => [
    sky(art, ['#141c3e', '#2a3868', '#4a5a8a']),
    starField(art, 50, 0, 320),
    forestRow(art, 430, 200, '#2a4058', 10),
    pineTree(640, 540, 500, '#1e3a4e', '#ffffff'),
    snowHill(art, 520, 14, 4),
    restingUnicorn(art, 600, 640, 1.8, GREY_MANE),
    child(
      art,
      hero,
      {
        sit: true,
        hands: [
          [-16, -72],
          [16, -72],
        ],
        mood: 'smile',
        gaze: 1,
      },
      170,
      660,
      1.4,
    ),
    snowfall(art, 50),
  ],
  // 7. Close by, Aurora lifts her head and tells of the storm; a single silver tear freezes on her cheek.
  (art, hero) => [
    sky(art, ['#1a2444', '#34406a', '#5a6890']),
    glow(art, 620, 300, 300, '#dde8ff', 0.3),
    pineTree(120, 560, 420, '#1e3a4e', '#ffffff'),
    snowHill(art, 520, 10, 3),
    restingUnicorn(art, 560, 650, 1.9, GREY_MANE, { headUp: true, tear: true, flip: true }),
    child(
      art,
      hero,
      {
        sit: true,
        hands: [
          [-16, -72],
          [16, -72],
        ],
        mood: 'wonder',
        gaze: -1,
      },
      840,
      670,
      1.5,
    ),
    snowfall(art, 20),
  ],
  // 8. A warm mitten held out; Aurora rests her soft nose in it and sighs.
  (art, hero) => [
    sky(art, ['#22305a', '#4a5a8a', '#7a88b0']),
    starField(art, 30, 0, 200),
    forestRow(art, 440, 160, '#3a5070', 10),
    snowHill(art, 500, 10, 3),
    restingUnicorn(art, 400, 660, 1.6, GREY_MANE, { headUp: true }),
    child(
      art,
      hero,
      {
        hands: [
          [-60, -84],
          [30, -72],
        ],
        mood: 'smile',
        gaze: -1,
        hold: ([l]) => mitten(l[0] - 6, l[1] + 4, 0.7, '#f28bb0', -60),
      },
      690,
      660,
      1.45,
    ),
  ],
  // 9. The child sings Grandma's song; the notes float over the glade and one strand of the mane glows green.
  (art, hero) => [
    sky(art, ['#0e1a3c', '#223a6a', '#3a5a8a']),
    starField(art, 70, 0, 360),
    forestRow(art, 470, 180, '#20384e', 11),
    snowHill(art, 520, 16, 4),
    restingUnicorn(art, 660, 640, 1.35, ['#5ef0b0', ...GREY_MANE.slice(1)], { headUp: true, glow: '#9ff0c0' }),
    ...[0, 1, 2, 3, 4].map((i) =>
      musicNote(340 + i * 70, 300 - (i % 2) * 50 - i * 10, 1.2, i % 2 ? '#ffe08a' : '#ffffff', -10 + i * 8),
    ),
    child(
      art,
      hero,
      {
        hands: [
          [-56, -98],
          [14, -72],
        ],
        mood: 'wonder',
        gaze: 1,
      },
      260,
      670,
      1.6,
    ),
    snowfall(art, 25),
  ],
  // 10. Strands light up violet and pink; Aurora kneels in the snow and the child climbs onto her back.
  (art, hero) => [
    sky(art, ['#141c46', '#2e3e7a', '#5a5a9a']),
    starField(art, 60, 0, 320),
    aurora(art, 120, ['#a07cf0']),
    snowStage(art, 500, [80, 180, 880], 160),
    restingUnicorn(art, 470, 640, 1.5, ['#5ef0b0', '#a07cf0', '#ff9ad0', '#c4c6d0', '#b0b4c0'], {
      headUp: true,
      glow: '#f0d8ff',
    }),
    child(
      art,
      hero,
      {
        sit: true,
        hands: [
          [-20, -66],
          [44, -88],
        ],
        mood: 'grin',
        gaze: 1,
      },
      470,
      585,
      1.15,
    ),
    snowfall(art, 20),
  ],
  // 11. Up over the fir trees and the ice caves: her hooves touch the first star and a green ribbon unrolls.
  (art, hero) => [
    sky(art, ['#08102e', '#16285a', '#24427a']),
    starField(art, 110, 0, 600),
    // The ribbons unroll from her hooves, green first, then violet, then pink (as the text has them).
    ribbon(art, 80, 470, 600, 400, '#5ef0b0', 70),
    ribbon(art, 40, 530, 560, 440, '#a07cf0', 50),
    ribbon(art, 0, 590, 520, 470, '#ff9ad0', 40),
    iceCave(art, 180, 700, 160),
    forestRow(art, 700, 130, '#1e3a4e', 14),
    ...[0, 1, 2, 3, 4, 5].map((i) => pineTree(360 + i * 110, 720, 170, SNOW_PINE, '#ffffff')),
    sparkle(700, 390, 18, '#ffffff'),
    glow(art, 700, 390, 60, '#e0fff0', 0.6),
    ride(art, hero, 560, 420, 1.45, -14, {
      hands: [
        [-16, -68],
        [22, -74],
      ],
      mood: 'grin',
    }),
  ],
  // 12. Galloping faster than the wind: the whole sky bursts into curtains of light; the child laughs for joy.
  (art, hero) => [
    sky(art, ['#050a26', '#101c4a', '#1a2e66']),
    starField(art, 80, 0, 700),
    aurora(art, 60, ['#5ef0b0', '#ff9ad0']),
    aurora(art, 260, ['#4fd2e0', '#a07cf0', '#5ef0b0']),
    ribbon(art, 0, 600, 600, 420, '#ff9ad0', 60),
    ride(art, hero, 540, 500, 1.5, -6, {
      hands: [
        [-18, -70],
        [50, -96],
      ],
      mood: 'laugh',
    }),
    ...[0, 1, 2, 3, 4, 5].map((i) => sparkle(300 - i * 48, 500 + i * 14, 12 - i, '#ffffff')),
  ],
  // 13. Down below: reindeer bellow, foxes dance, the huskies howl, the village points and cheers in slippers.
  (art, hero) => [
    sky(art, ['#0a1238', '#1e3270', '#2e4a86']),
    starField(art, 40, 0, 300),
    aurora(art, 40, AURORA),
    ride(art, hero, 600, 350, 1.3, -8, {
      hands: [
        [-18, -70],
        [52, -98],
      ],
      mood: 'grin',
    }),
    villageHouse(art, 90, 470, 0.8, '#8a5a4a'),
    villageHouse(art, 930, 480, 0.8, '#7a6a5a'),
    snowHill(art, 480, 20, 5),
    reindeer(140, 580, 0.8, true),
    reindeer(820, 560, 0.7, true, true),
    villager(300, 620, 0.8, '#c05050', '#3a6ab0'),
    villager(420, 640, 0.7, '#4a8a5a', '#d0a040'),
    villager(720, 630, 0.75, '#5a5aa0', '#e86a8a', true),
    arcticFox(560, 660, 0.9, { dance: true }),
    arcticFox(640, 680, 0.8, { dance: true, flip: true }),
    husky(860, 680, 0.9, { howl: true, flip: true }),
    husky(200, 690, 0.85, { howl: true, coat: '#5a5a6a' }),
  ],
  // 14. Just before dawn Aurora lands outside the little cabin and touches the warm hood with her horn.
  (art, hero) => [
    sky(art, ['#3a4a8a', '#b08ab8', '#ffc8a8', '#ffe8c0']),
    sun(art, 840, 560, 30, '#fff0c0', '#ffb890'),
    ribbon(art, 60, 260, 940, 160, '#5ef0b0', 60),
    starField(art, 20, 0, 150),
    cloud(200, 380, 140, '#ffe8f0', '#f0c8d8', 0.8),
    hills(art, 500, 30, 4, '#e8e4f4', '#c8c4e0'),
    cabin(art, 180, 600, 1.4, '#a06a4a', '#5a3a3a', true),
    snowHill(art, 600, 10, 3),
    unicorn(art, 620, 660, 1.15, MANE, true),
    child(
      art,
      hero,
      {
        hands: [
          [-30, -58],
          [40, -84],
        ],
        mood: 'grin',
        gaze: 1,
        lookUp: true,
      },
      430,
      680,
      1.5,
    ),
    sparkle(500, 400, 12, '#ffffff'),
  ],
];
