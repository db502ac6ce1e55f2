import { type Pose, child } from '../child';
import { type Art, blob, circle, ellipse, g, line, rect, shade, shape, tint } from '../core';
import { glow } from '../finish';
import {
  bareTree,
  fern,
  fireflies,
  flowerMeadow,
  grassField,
  hill,
  hills,
  leaf,
  moon,
  pineTree,
  ridge,
  ridgeY,
  sky,
  sparkle,
  starField,
  sun,
} from '../landscape';
import { cabin } from '../props/adventure';
import { forestRow } from '../props/bedtime';
import { bunting, cave, lantern } from '../props/fantasy';
import {
  constellation,
  dizzyStars,
  ember,
  fireflyFriend,
  foldedFlower,
  gust,
  hedgehog,
  moonFace,
  sleepingRabbit,
  torch,
  wiseOwl,
} from '../props/c3-night-friends';
import type { Scene } from './theme';

// One picture per spread of "The Dragon Who Was Afraid of the Dark", in the story's order.
// Ember's colours repeat the theme's (dragon-dark.ts) rather than importing them, so the two modules stay acyclic.
const GRANITE = '#8d93a6';
const AMBER = '#e59a5c';
const PLUM = '#9a7ad0';

/** The child holding the lantern in the right hand (the pose most of the night walk uses). */
const withLantern = (art: Art, pose: Pose, s = 0.9): Pose => ({
  arms: [20, 105],
  ...pose,
  hold: ([, r]) => lantern(art, r[0] + 6, r[1] - 6, s),
});

/** A bramble bush: a dark green mound with blackberries and a few lighter leaves. */
function bramble(art: Art, x: number, y: number, w: number, tone: string): string {
  const out = [shape(blob(art.rng, x, y - w * 0.3, w * 0.5, w * 0.32, 9, 0.2), tone)];
  out.push(shape(blob(art.rng, x - w * 0.1, y - w * 0.42, w * 0.3, w * 0.16, 7, 0.2), tint(tone, 0.12)));
  for (let i = 0; i < 7; i++)
    out.push(circle(x + art.rng.range(-0.35, 0.35) * w, y - art.rng.range(0.1, 0.5) * w, w * 0.045, '#5a2a6a'));
  return out.join('');
}

/** Bramble Hill with the cave at the top, lights glowing in its mouth. */
function brambleHill(art: Art, peakX: number, peakY: number, tone: string, lights: number): string {
  const out = [
    shape(
      `M${peakX - 520} ${art.h + 10}Q${peakX - 260} ${peakY + 60} ${peakX - 60} ${peakY}Q${peakX} ${peakY - 14} ${
        peakX + 60
      } ${peakY}Q${peakX + 260} ${peakY + 60} ${peakX + 520} ${art.h + 10}Z`,
      art.linear([
        [0, tint(tone, 0.1)],
        [1, shade(tone, 0.25)],
      ]),
    ),
    line(
      `M${peakX - 300} ${art.h}Q${peakX - 120} ${art.h - 60} ${peakX - 200} ${peakY + 260}Q${peakX - 260} ${peakY + 190} ${
        peakX - 60
      } ${peakY + 150}Q${peakX + 60} ${peakY + 120} ${peakX} ${peakY + 60}`,
      tint(tone, 0.25),
      10,
      { opacity: 0.55, 'stroke-dasharray': '18 10' },
    ),
    cave(art, peakX, peakY + 56, 80, shade(tone, 0.1)),
  ];
  for (let i = 0; i < lights; i++) {
    const a = Math.PI * (0.12 + (0.76 * i) / (lights - 1));
    const lx = peakX - Math.cos(a) * 26;
    const ly = peakY + 50 - Math.sin(a) * 34;
    out.push(glow(art, lx, ly, 20, '#ffb347', 0.6), circle(lx, ly, 2.6, '#fff1a8'));
  }
  return out.join('');
}

/** A cave seen from inside: rock all round, an arched mouth at `mouth` showing the evening outside. */
function caveInside(art: Art, outside: string, mx: number, mw: number, mTop: number, rock: string): string {
  const arch = `M${mx - mw / 2} ${art.h}L${mx - mw / 2} ${mTop + mw * 0.5}Q${mx - mw / 2} ${mTop} ${mx} ${mTop}Q${
    mx + mw / 2
  } ${mTop} ${mx + mw / 2} ${mTop + mw * 0.5}L${mx + mw / 2} ${art.h}Z`;
  const walls = `M-10 -10L${art.w + 10} -10L${art.w + 10} ${art.h + 10}L-10 ${art.h + 10}Z${arch}`;
  const out = [
    outside,
    shape(
      walls,
      art.radial(
        [
          [0, tint(rock, 0.12)],
          [0.7, rock],
          [1, shade(rock, 0.35)],
        ],
        0.55,
        0.55,
        0.75,
      ),
      { 'fill-rule': 'evenodd' },
    ),
  ];
  // Rock bulges give the walls some relief.
  for (let i = 0; i < 14; i++) {
    const x = art.rng.range(0, art.w);
    const y = art.rng.range(0, art.h * 0.8);
    if (Math.abs(x - mx) < mw * 0.7 && y > mTop - 20) continue;
    out.push(
      shape(blob(art.rng, x, y, art.rng.range(30, 70), art.rng.range(18, 40)), shade(rock, 0.12), { opacity: 0.6 }),
    );
  }
  out.push(
    shape(
      `M-10 ${art.h - 80}Q${art.w * 0.5} ${art.h - 120} ${art.w + 10} ${art.h - 90}L${art.w + 10} ${art.h + 10}L-10 ${art.h + 10}Z`,
      shade(rock, 0.05),
    ),
  );
  return out.join('');
}

export const dragonDarkSpreads: readonly Scene[] = [
  // 1. Bramble Hill at sunset: the child's cottage at the foot, Ember's eleven torches glowing in the cave on top.
  (art, hero) => [
    sky(art, ['#2f2a66', '#7a4f92', '#e98a78', '#ffcf8a']),
    sun(art, 860, 470, 40, '#ffe2a0', '#ff9a5a'),
    starField(art, 20, 0, 160),
    hills(art, 470, 40, 5, '#8a5a8a', '#6a4a7a'),
    brambleHill(art, 640, 190, '#4e4a7a', 11),
    ember(art, 650, 244, 0.2, { mood: 'shy', flip: true }),
    ...[430, 560, 780, 880].map((x, i) => bramble(art, x, 360 + i * 50 + (i % 2) * 40, 80, '#2e4a48')),
    hills(art, 600, 24, 4, '#3f5a52', '#2e4640'),
    cabin(art, 170, 620, 1.05, '#c48a5a', '#7a3a3a'),
    child(art, hero, { arms: [20, 150], mood: 'wonder', lookUp: true, gaze: 1 }, 360, 660, 1.15),
    grassField(art, 620, 700, 26, '#27403a', 22),
  ],
  // 2. The other dragons laugh until smoke puffs out; Ember hides under his wing. Far below, the child looks up.
  (art, hero) => {
    const top = ridge(art, 380, 20, 4);
    return [
      sky(art, ['#1a1c4e', '#3c3a7a', '#7a5a9a']),
      starField(art, 70, 0, 330),
      moon(art, 120, 90, 30),
      hill(
        art,
        top.map(([x, y]) => [x, y + (x < 300 ? 140 : 0)] as const),
        '#45507e',
        '#2c3460',
      ),
      cave(art, 880, 420, 120, '#565f8c'),
      ...[0, 1, 2, 3, 4, 5].map((i) => torch(art, 836 + i * 17, 410 - (i % 2) * 6, 0.42)),
      ember(art, 300 + 560, 430, 0.62, { mood: 'shy', flip: true, hideWing: true }),
      ember(art, 470, 410, 1.15, { mood: 'happy', color: GRANITE, belly: '#d9dbe6', smoke: true }),
      ember(art, 690, 416, 0.75, { mood: 'happy', color: AMBER, belly: '#fbe2b8', smoke: true, flip: true }),
      ember(art, 640, 424, 0.6, { mood: 'happy', color: PLUM, belly: '#efe0ff', smoke: true }),
      hills(art, 600, 20, 3, '#2e3f58', '#223046'),
      bramble(art, 60, 640, 120, '#1e2a40'),
      // The child stands near the middle so the picture keeps to one page: across two, only the band round the
      // child's head was kept and the laughing dragons on the hilltop were cut off.
      child(art, hero, { arms: [20, 20], mood: 'wonder', lookUp: true, gaze: 1 }, 440, 668, 1.05),
      grassField(art, 630, 700, 20, '#1c2a3c', 20),
    ];
  },
  // 3. The child climbs up with a lantern and peeks into the cave: Ember sniffs in the corner, red-nosed.
  (art, hero) => [
    caveInside(
      art,
      sky(art, ['#2a2a6a', '#8a5a9a', '#f0a080']) + hills(art, 520, 40, 3, '#5a4a7a', '#4a3a6a'),
      170,
      240,
      210,
      '#4a3a52',
    ),
    ...[360, 470, 600, 720, 840, 930].map((x, i) => torch(art, x, 300 + (i % 2) * 60, 0.7)),
    ember(art, 780, 620, 1.05, { mood: 'shy', flip: true, tears: true }),
    child(art, hero, withLantern(art, { mood: 'wonder', gaze: 1 }), 220, 630, 1.35),
    ...[0, 1, 2].map((i) => ellipse(460 + i * 150, 660 + (i % 2) * 14, 40, 12, '#3a2c40', { opacity: 0.6 })),
  ],
  // 4. Face to face by the torches: the child offers to go and look at the dark together, Ember's tail twitches.
  (art, hero) => [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.radial(
        [
          [0, '#8a5a4a'],
          [0.6, '#4a3040'],
          [1, '#2a1c2c'],
        ],
        0.5,
        0.4,
        0.7,
      ),
    ),
    ...[120, 300, 700, 880].map((x) => torch(art, x, 330, 1)),
    shape('M-10 560Q500 520 1010 570L1010 710L-10 710Z', '#3a2832'),
    child(art, hero, withLantern(art, { sit: true, arms: [20, 80], mood: 'smile', gaze: 1 }, 1), 330, 640, 1.7),
    ember(art, 700, 650, 1.55, { mood: 'shy', flip: true }),
    line('M860 470q10 -14 22 -6M872 492q14 -8 22 4', '#ffe9b0', 3, { opacity: 0.8 }),
  ],
  // 5. Into the dark forest: the child in front with the lantern, Ember behind holding a sleeve, bumping a branch.
  (art, hero) => [
    sky(art, ['#0e1434', '#1c2a58']),
    starField(art, 30, 0, 200),
    forestRow(art, 420, 260, '#1c2a52', 10),
    forestRow(art, 520, 240, '#16214a', 8),
    shape('M-10 600Q500 560 1010 590L1010 710L-10 710Z', '#243056'),
    line('M180 80Q300 150 420 200', '#2a1e24', 22),
    line('M330 150L360 110M380 180L410 150', '#2a1e24', 8),
    // The stars circle Ember's own head (he bumped it), and he stays close enough to hold the child's sleeve.
    ember(art, 440, 640, 0.9, { mood: 'shy' }),
    dizzyStars(482, 470, 36),
    child(art, hero, withLantern(art, { walk: true, arms: [50, 100], mood: 'smile', gaze: -1 }), 600, 650, 1.35),
    shape('M760 330Q772 310 784 330Q790 350 772 360Q754 350 760 330Z', '#8a5a3a'),
    line('M772 305L772 295', '#5a3a2a', 3),
    line('M752 378l-10 10M792 378l10 10', '#d8d0ff', 2.5, { opacity: 0.7 }),
    fern(60, 700, 180, 22, '#1e3a3a'),
    fern(980, 700, 160, -24, '#1e3a3a'),
  ],
  // 6. A hundred fireflies light the path; the smallest one talks, Ember's mouth falls open.
  (art, hero) => [
    sky(art, ['#0c2030', '#143a48']),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      rect(60 + i * 150 + art.rng.range(-30, 30), 0, 26 + (i % 3) * 10, 620, '#0e2a30'),
    ),
    forestRow(art, 520, 220, '#123038', 9),
    shape('M-10 580Q500 540 1010 580L1010 710L-10 710Z', '#1c4040'),
    fireflies(art, 110, 0, 60, 1000, 600),
    ...[
      [200, 220],
      [320, 150],
      [780, 180],
      [880, 300],
      [120, 420],
    ].map(([x, y], i) => fireflyFriend(art, x!, y!, 0.9, i % 2 === 1)),
    fireflyFriend(art, 560, 320, 1.5, true),
    child(art, hero, { arms: [110, 120], mood: 'wonder', lookUp: true, gaze: 1 }, 430, 650, 1.4),
    ember(art, 690, 650, 1.05, { mood: 'happy', flip: true }),
    grassField(art, 600, 700, 30, '#143030', 22),
  ],
  // 7. "Whoo goes there?" An old owl in spectacles high in a tree; Ember dives behind the child, tail tip out.
  (art, hero) => [
    sky(art, ['#16183e', '#2c3468', '#47508a']),
    starField(art, 50, 0, 420),
    forestRow(art, 560, 160, '#252e5a', 10),
    shape(
      'M640 710Q690 420 660 -10L820 -10Q800 420 880 710Z',
      art.linear(
        [
          [0, '#4a3a3a'],
          [1, '#2a2028'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    line('M700 230Q600 210 480 250', '#3a2c2c', 26),
    ...[0, 1, 2, 3, 4].map((i) => leaf(520 + i * 40, 248 - (i % 2) * 12, 40, 24, -20 + i * 30, '#2e4a3a')),
    wiseOwl(560, 240, 1.1, '#a0785a'),
    shape('M-10 620Q400 600 1010 640L1010 710L-10 710Z', '#1e2844'),
    // Near the middle, so the picture keeps to one page and the owl high in the tree is not cut off.
    ember(art, 400, 640, 0.78, { mood: 'shy' }),
    child(art, hero, { arms: [20, 150], mood: 'smile', lookUp: true, gaze: 1 }, 420, 660, 1.4),
    fern(40, 710, 160, 24, '#1c3030'),
  ],
  // 8. The owl names the stars: the Great Bear, the Swan and the North Star over a clearing.
  (art, hero) => [
    sky(art, ['#060a24', '#121c48', '#2a3a6e']),
    starField(art, 180, 0, 520),
    constellation(
      art,
      [
        [110, 170],
        [170, 160],
        [225, 180],
        [280, 205],
        [300, 265],
        [370, 265],
        [380, 200],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 6],
        [6, 3],
      ],
    ),
    constellation(
      art,
      [
        [700, 90],
        [720, 170],
        [735, 240],
        [750, 320],
        [650, 190],
        [800, 155],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [4, 1],
        [1, 5],
      ],
    ),
    glow(art, 500, 70, 80, '#fff8dc', 0.6),
    sparkle(500, 70, 22, '#ffffff'),
    forestRow(art, 560, 130, '#182448', 12),
    shape('M-10 590Q500 560 1010 600L1010 710L-10 710Z', '#263a52'),
    rect(820, 560, 80, 50, '#5a4038', { rx: 10 }),
    ellipse(860, 560, 40, 10, '#8a6a50'),
    wiseOwl(860, 562, 0.9, '#a0785a', true, true),
    child(art, hero, { sit: true, arms: [30, 160], mood: 'wonder', lookUp: true, gaze: -0.5 }, 430, 660, 1.15),
    ember(art, 600, 664, 0.8, { mood: 'happy', flip: true }),
    grassField(art, 610, 700, 24, '#1a2c3c', 20),
  ],
  // 9. A gust blows the lantern out. In the dark the child holds Ember's trembling paw: "count to ten with me".
  (art, hero) => [
    sky(art, ['#05060f', '#0c1024', '#141a34']),
    forestRow(art, 470, 300, '#0c1022', 10),
    shape('M-10 600Q500 570 1010 610L1010 710L-10 710Z', '#10162a'),
    gust(100, 160, 320, '#7a8ab8', 0.55),
    gust(620, 240, 300, '#7a8ab8', 0.45),
    ...[0, 1, 2, 3, 4, 5].map((i) => leaf(200 + i * 130, 140 + (i % 3) * 60, 26, 15, i * 60, '#2a3a4a')),
    child(
      art,
      hero,
      {
        arms: [20, 80],
        mood: 'sleep',
        gaze: 1,
        hold: ([l]) =>
          g([
            line(`M${l[0]} ${l[1]}L${l[0]} ${l[1] + 12}`, '#2a2222', 3),
            rect(l[0] - 14, l[1] + 12, 28, 34, '#3a3442', { rx: 5 }),
            line(`M${l[0]} ${l[1] + 8}Q${l[0] - 8} ${l[1] - 10} ${l[0] + 4} ${l[1] - 26}`, '#8a90a8', 3, {
              opacity: 0.6,
            }),
          ]),
      },
      // The two of them together on the left half: this is the picture the book runs across two pages, the
      // words over the black forest on the right, which hides nothing the text names.
      250,
      640,
      1.4,
    ),
    ember(art, 420, 640, 1.05, { mood: 'shy', flip: true, tears: true }),
    // The dark presses in from every side; only a cold rim of light keeps the two of them visible.
    rect(
      0,
      0,
      art.w,
      art.h,
      art.radial(
        [
          [0, '#05060f', 0],
          [0.55, '#05060f', 0.15],
          [1, '#05060f', 0.8],
        ],
        0.33,
        0.62,
        0.6,
      ),
    ),
  ],
  // 10. Eyes open: silver trees, glowing fireflies, and a big round moon who says hello.
  (art, hero) => [
    sky(art, ['#24346a', '#5470a8', '#9ab0d8']),
    starField(art, 40, 0, 300),
    moonFace(art, 700, 200, 120),
    ...[90, 230, 880, 960].map((x, i) => pineTree(x, 560 + (i % 2) * 20, 260 + (i % 2) * 40, '#8a9ac0')),
    hills(art, 540, 30, 4, '#b8c8e4', '#8ea0c8'),
    ...[0, 1, 2].map((i) => bareTree(art.rng, 120 + i * 380, 600, 90, -8 + i * 8, 12, '#c8d4ec')),
    shape('M-10 590Q500 560 1010 600L1010 710L-10 710Z', '#6a80b0'),
    fireflies(art, 26, 0, 300, 1000, 620),
    child(art, hero, { arms: [20, 130], mood: 'wonder', lookUp: true, gaze: 1 }, 380, 660, 1.3),
    ember(art, 540, 664, 0.95, { mood: 'happy' }),
    grassField(art, 620, 700, 24, '#4e6494', 20),
  ],
  // 11. Close up: Ember gives the lantern a tiny careful puff of fire "just for the way home", and laughs.
  (art, hero) => [
    sky(art, ['#1a2456', '#3a4a86', '#6a78b0']),
    moon(art, 860, 120, 50),
    starField(art, 30, 0, 260),
    hills(art, 440, 50, 3, '#4a5a8a', '#3a4a78'),
    hills(art, 560, 30, 3, '#35506a', '#2a4058'),
    child(art, hero, withLantern(art, { arms: [20, 96], mood: 'grin', gaze: 1 }, 1.1), 270, 700, 1.85),
    ember(art, 760, 700, 1.9, { mood: 'happy', flip: true, fire: 0.55 }),
    sparkle(560, 360, 10, '#fff1a8'),
    sparkle(600, 330, 7, '#fff1a8'),
  ],
  // 12. On the soft grass: a hedgehog snuffles past, the flowers are folded, a rabbit snores. The child yawns.
  (art, hero) => [
    sky(art, ['#101a40', '#22346a', '#3a4e84']),
    starField(art, 80, 0, 380),
    moon(art, 160, 110, 36),
    hills(art, 430, 30, 4, '#2e4a60', '#28405a'),
    hills(art, 500, 20, 5, '#35606a', '#2c5060'),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) =>
      foldedFlower(
        80 + i * 95 + (i % 2) * 20,
        560 + (i % 3) * 40,
        30 + (i % 2) * 14,
        ['#e8a0c0', '#f0d080', '#c0a0f0'][i % 3]!,
      ),
    ),
    sleepingRabbit(810, 560, 1.1),
    hedgehog(150, 660, 1.1),
    child(art, hero, { sit: true, arms: [150, 20], mood: 'sleepy' }, 460, 640, 1.35),
    ember(art, 640, 648, 1, { mood: 'happy', flip: true }),
    grassField(art, 600, 700, 30, '#2a4a50', 22),
  ],
  // 13. Ember flies a loop-the-loop across the starry sky; the dragons creep out; Granite whispers to the child.
  (art, hero) => {
    const hillPts = ridge(art, 470, 40, 4);
    return [
      sky(art, ['#0e1440', '#26307a', '#4a4c9a']),
      starField(art, 140, 0, 460),
      line('M140 330C120 180 300 120 360 210C420 300 280 340 300 240C320 150 520 120 620 170', '#fff1a8', 4, {
        'stroke-dasharray': '3 14',
        opacity: 0.9,
      }),
      g(ember(art, 0, 0, 0.7, { mood: 'happy', glowBelly: true }), { transform: 'translate(690 250) rotate(-18)' }),
      hill(art, hillPts, '#3a4670', '#2a3458'),
      ...[150, 420, 600].map((x) => cave(art, x, ridgeY(hillPts, x) + 90, 60, '#4a5680')),
      ember(art, 150, ridgeY(hillPts, 150) + 88, 0.45, { mood: 'shy', color: AMBER, belly: '#fbe2b8' }),
      ember(art, 420, ridgeY(hillPts, 420) + 88, 0.45, { mood: 'happy', color: PLUM, belly: '#efe0ff', flip: true }),
      ember(art, 600, ridgeY(hillPts, 600) + 88, 0.4, { mood: 'shy', color: '#5ab0c8', belly: '#e0f4f8' }),
      shape('M-10 600Q500 560 1010 600L1010 710L-10 710Z', '#2a3450'),
      ember(art, 820, 670, 1.5, { mood: 'happy', flip: true, color: GRANITE, belly: '#d9dbe6' }),
      child(art, hero, { arms: [20, 30], mood: 'grin', gaze: 1 }, 560, 670, 1.3),
      grassField(art, 620, 700, 24, '#1e2840', 20),
    ];
  },
  // 14. The party on Bramble Hill: fireflies dance, the owl names the stars, one torch still lit out of eleven.
  (art, hero) => [
    sky(art, ['#141c50', '#2e3a80', '#5a5aa0']),
    starField(art, 110, 0, 400),
    moonFace(art, 840, 120, 60, true),
    hills(art, 460, 30, 3, '#40507e', '#36446e'),
    bunting(40, 230, 480, 260, ['#ffd36b', '#f28bb0', '#8fd8ff', '#9ff0c0']),
    bunting(480, 260, 980, 240, ['#f28bb0', '#ffd36b', '#9ff0c0', '#8fd8ff']),
    shape('M-10 540Q500 500 1010 550L1010 710L-10 710Z', '#355a5a'),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => torch(art, 60 + i * 34, 560 - (i % 2) * 6, 0.5, false)),
    torch(art, 940, 560, 0.9, true),
    ember(art, 180, 640, 0.75, { mood: 'happy', color: AMBER, belly: '#fbe2b8' }),
    ember(art, 860, 660, 1.1, { mood: 'happy', flip: true, color: GRANITE, belly: '#d9dbe6' }),
    wiseOwl(760, 540, 0.6, '#a0785a', true, true),
    fireflies(art, 40, 0, 200, 1000, 600),
    child(art, hero, { arms: [160, 150], mood: 'grin' }, 440, 640, 1.35),
    g(ember(art, 0, 0, 1, { mood: 'happy', glowBelly: true }), { transform: 'translate(610 610) rotate(-8)' }),
    flowerMeadow(art, 620, 700, 24, ['#f28bb0', '#ffd36b', '#ffffff']),
  ],
];
