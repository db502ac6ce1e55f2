import { child, type Hero } from '../child';
import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, shape } from '../core';
import { glow } from '../finish';
import { cloud, moon, sky, sparkle, star5, starField } from '../landscape';
import { earthDot, saturn, space } from '../props/astronaut-space';
import { bedroom, nightWindow, smilingStar } from '../props/bedtime';
import { townHouse } from '../props/c4-bedtime-friends';
import { moonGround, picketFence } from '../props/nature';
import type { Scene } from '../themes/theme';
import type { PlotPictures } from './index';
import { favouriteHeroes, outfit } from './kit';

// The space plot (book/custom/plots/space.ts), spread by spread: a cardboard-box rocket in the back garden at
// dusk, the night flight (the Moon, a ring planet, meteors), the little lost star put back into the Great Bear's
// ladle, and the garden again at dawn. Deep blues and violets, warm cardboard brown, the star's gold.

/** The child flies in star-print pyjamas in every picture. */
const dressed = outfit({
  top: '#3f5fb8',
  bottom: '#3f5fb8',
  shoes: '#f2c230',
  collar: '#ffe27a',
  print: { kind: 'stars', color: '#ffe27a' },
  dress: false,
  extra: 'none',
});

const { beside, pair } = favouriteHeroes('an astronaut');

// ───────────────────────────── props ─────────────────────────────

const CARD = '#c8955a';

/**
 * The cardboard-box rocket lying on its side, base centre at (x, y): an open-topped box with a paper cone nose
 * to the right, fins and (when `real`) a flame to the left, drawn round windows on the side. `real` turns the
 * cardboard to shining metal. Drawn in two parts so a child can sit inside: `back` (the far inner wall) behind
 * the child, `front` over their legs.
 */
function boxRocket(x: number, y: number, s: number, real: boolean, part: 'back' | 'front', rot = 0): string {
  const body = real ? '#dfe4ef' : CARD;
  const edge = real ? '#9aa3bb' : shade(CARD, 0.25);
  const nose = real ? '#e0453a' : '#f3ecdc';
  if (part === 'back')
    return g([rect(-100, -150, 200, 40, shade(body, 0.35), { rx: 4 })], { transform: place(x, y, s, rot) });
  return g(
    [
      real ? shape('M-110 -90Q-230 -60 -110 -20Z', '#ffb347') : '',
      real ? shape('M-110 -76Q-180 -60 -110 -34Z', '#fff1a8') : '',
      shape('M-100 -120L-140 -150L-100 -70Z', real ? '#e0453a' : shade(CARD, 0.15)),
      shape('M-100 -20L-140 12L-100 -60Z', real ? '#e0453a' : shade(CARD, 0.15)),
      shape('M100 -124L200 -62L100 0Z', nose),
      line('M100 -124L200 -62L100 0', real ? '#b5332b' : '#d8cdb8', 4, { fill: 'none' }),
      rect(-100, -124, 200, 124, body, { rx: real ? 14 : 2 }),
      line('M-100 -124L100 -124', edge, 6),
      line('M0 -124L0 0', edge, 2, { opacity: real ? 0 : 0.5 }),
      circle(-50, -60, 22, real ? '#6fb6e8' : '#f3ecdc', { stroke: edge, 'stroke-width': 5 }),
      circle(50, -60, 22, real ? '#6fb6e8' : '#f3ecdc', { stroke: edge, 'stroke-width': 5 }),
      real ? '' : line('M-70 -18L-30 -26M24 -20L74 -26', '#3f5fb8', 5),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** The child sitting up inside the box rocket, waist-deep, hands on the rim or holding something. */
function riding(
  art: Art,
  hero: Hero,
  x: number,
  y: number,
  s: number,
  real: boolean,
  pose: Parameters<typeof child>[2],
  rot = 0,
): string {
  return [
    boxRocket(x, y, s, real, 'back', rot),
    g(child(art, hero, { sit: true, ...pose }, -10, -104, 1.15), { transform: place(x, y, s, rot) }),
    boxRocket(x, y, s, real, 'front', rot),
  ].join('');
}

/** The saucepan-lid steering wheel, held in front. */
const lid = (x: number, y: number, r: number): string =>
  circle(x, y, r, '#aab2c6') + circle(x, y, r * 0.7, '#c7cede') + circle(x, y, r * 0.2, '#3a3550');

/** The little lost star: a smiling golden star, `dim` when it is lost. */
function littleStar(art: Art, x: number, y: number, r: number, dim = false): string {
  return dim
    ? g(smilingStar(art, x, y, r, true), { opacity: 0.8 })
    : glow(art, x, y, r * 3, '#ffe27a', 0.6) + smilingStar(art, x, y, r, false);
}

/** The Great Bear's ladle: seven stars joined by faint lines, the last (handle end) maybe missing. */
const LADLE: readonly Pt[] = [
  [0, 0],
  [70, 10],
  [80, 70],
  [0, 70],
  [-60, 40],
  [-120, 30],
  [-180, 50],
];

function ladle(art: Art, x: number, y: number, s: number, withLast: boolean, lines = true): string {
  const pts = LADLE.map(([px, py]) => [x + px * s, y + py * s] as const);
  const path = `M${pts[3]![0]} ${pts[3]![1]}L${pts[0]![0]} ${pts[0]![1]}L${pts[1]![0]} ${pts[1]![1]}L${pts[2]![0]} ${pts[2]![1]}L${pts[3]![0]} ${pts[3]![1]}L${pts[4]![0]} ${pts[4]![1]}L${pts[5]![0]} ${pts[5]![1]}L${pts[6]![0]} ${pts[6]![1]}`;
  return [
    lines ? line(path, '#bcd0ff', 2.5, { opacity: 0.6, fill: 'none', 'stroke-dasharray': '6 6' }) : '',
    ...pts
      .slice(0, withLast ? 7 : 6)
      .map(([px, py]) => glow(art, px, py, 16 * s, '#fff6c8', 0.5) + star5(px, py, 7 * s, '#fff6c8')),
    withLast
      ? ''
      : circle(pts[6]![0], pts[6]![1], 10 * s, 'none', {
          stroke: '#fff6c8',
          'stroke-width': 2,
          'stroke-dasharray': '4 4',
        }),
  ].join('');
}

/** Meteors: long bright streaks from the top right. */
function meteors(art: Art, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = art.rng.range(100, art.w + 100);
    const y = art.rng.range(-40, art.h * 0.7);
    const len = art.rng.range(90, 200);
    const c = ['#ffb347', '#ffe27a', '#ff7a5c'][i % 3]!;
    out.push(line(`M${x} ${y}l${-len} ${len * 0.55}`, c, 5, { opacity: 0.7, 'stroke-linecap': 'round' }));
    out.push(circle(x - len, y + len * 0.55, 7, '#fff6c8'));
  }
  return out.join('');
}

/** A notebook with the sky drawn in it: dots joined into shapes. */
function notebook(x: number, y: number, s: number): string {
  return g(
    [
      rect(-70, -50, 140, 100, '#fdf6ec', { rx: 4 }),
      line('M0 -50L0 50', '#d8cdb8', 2),
      line('M-60 -30L-40 -20L-30 0L-50 20M10 -30L30 -10L50 -20L60 10', '#3f5fb8', 2.5, { fill: 'none' }),
      ...(
        [
          [-60, -30],
          [-40, -20],
          [-30, 0],
          [-50, 20],
          [10, -30],
          [30, -10],
          [50, -20],
          [60, 10],
        ] as const
      ).map(([px, py]) => circle(px, py, 3.2, '#e0453a')),
    ],
    { transform: place(x, y, s) },
  );
}

function torchBeam(x: number, y: number, tx: number, ty: number): string {
  const a = Math.atan2(ty - y, tx - x);
  const n = [Math.cos(a + Math.PI / 2), Math.sin(a + Math.PI / 2)];
  return shape(`M${x} ${y}L${tx + n[0]! * 60} ${ty + n[1]! * 60}L${tx - n[0]! * 60} ${ty - n[1]! * 60}Z`, '#fff6c8', {
    opacity: 0.25,
  });
}

const nightSky = (art: Art) => space(art, ['#0b1033', '#1d2260', '#3a2f78'], ['#6f5ad6', '#2f7fbf'], 160);

// ───────────────────────────── scenes ─────────────────────────────

/** Cover: the child holding the little star, the box rocket and the hero behind, the Moon above. */
const cover: Scene = (art, hero, context) => [
  space(art, ['#0d1240', '#2b2f7a', '#5b4a9a'], ['#6f5ad6'], 120),
  // The Moon below the title's calm top third.
  moon(art, 480, 330, 40),
  shape('M0 650Q300 610 600 650L600 800L0 800Z', '#2a3a5e'),
  boxRocket(170, 640, 0.8, true, 'back', -30),
  boxRocket(170, 640, 0.8, true, 'front', -30),
  beside(art, context, 'wave', 300, 790, 2.0, 'right'),
  child(
    art,
    dressed(art, hero),
    {
      arms: [40, 40],
      hands: [
        [-26, -78],
        [26, -78],
      ],
      mood: 'beam',
      gaze: 0,
      hold: () => littleStar(art, 0, -88, 18),
    },
    300,
    790,
    2.0,
  ),
];

/** Spread 1: dusk in the back garden; the child builds the cardboard rocket, the first star above the fence. */
const building: Scene = (art, hero) => [
  sky(art, ['#2f3a78', '#8a6aa8', '#f2a06b']),
  star5(820, 110, 9, '#fff6c8'),
  glow(art, 820, 110, 40, '#fff6c8', 0.5),
  townHouse(art, 130, 430, 200, 160, '#8a7ab0', '#4b3f6a', [true, false]),
  picketFence(0, 1000, 470, 80, '#d8cdb8'),
  rect(0, 470, art.w, 230, '#4f7a4a'),
  boxRocket(680, 640, 1.5, false, 'back'),
  boxRocket(680, 640, 1.5, false, 'front'),
  // Scraps of paper and a roll of tape on the grass.
  rect(820, 640, 40, 10, '#f3ecdc', { transform: 'rotate(20 840 645)' }),
  circle(880, 660, 16, '#bcd0e6'),
  circle(880, 660, 8, '#4f7a4a'),
  child(
    art,
    dressed(art, hero),
    {
      arms: [40, 100],
      hands: [
        [-30, -70],
        [90, -100],
      ],
      mood: 'determined',
      gaze: 1,
      turn: 0.5,
      hold: ([, r]) =>
        g([line('M0 0L22 -14M0 0L24 4', '#9aa3bb', 5), circle(-6, 4, 6, '#e0453a')], {
          transform: place(r[0], r[1], 1),
        }),
    },
    340,
    680,
    1.6,
  ),
];

/** Spread 2: midnight; the hero comes down in a bright light and the box turns into a real rocket. */
const launch: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 70, 470, 1.5, 'right', 110);
  return [
    nightSky(art),
    glow(art, 700, 200, 260, '#fff6c8', 0.35),
    shape('M620 0L780 0L820 620L560 620Z', '#fff6c8', { opacity: 0.12 }),
    picketFence(0, 1000, 520, 70, '#3a4470'),
    rect(0, 560, art.w, 140, '#23345a'),
    beside(art, context, 'wave', p.x, 660, p.s, 'right', { gap: p.gap, within: p.within }),
    riding(art, dressed(art, hero), p.x, 660, (p.s * 1.3) / 1.5, true, {
      arms: [60, 130],
      hands: [
        [-40, -60],
        [60, -40],
      ],
      mood: 'wonder',
      gaze: 1,
    }),
    ...[0, 1, 2, 3, 4, 5].map((i) => sparkle(180 + i * 60, 340 - (i % 2) * 40, 8, '#fff6c8')),
  ];
};

/** Spread 3: up over the town's chimneys; the town a handful of lights below; the hero keeps close. */
const flight: Scene = (art, hero, context) => [
  space(art, ['#101a4a', '#24306e', '#3a4a8a'], ['#4f8fd6'], 90),
  cloud(200, 520, 260, '#5a6aa8', '#46558f', 0.8),
  cloud(760, 580, 300, '#5a6aa8', '#46558f', 0.8),
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => townHouse(art, 60 + i * 125, 700, 70, 50, '#2a3560', '#1c2444', [true])),
  beside(art, context, 'fly', 420, 420, 1.27, 'right', { gap: 90 }),
  riding(
    art,
    dressed(art, hero),
    420,
    440,
    1.1,
    true,
    {
      arms: [70, 70],
      hands: [
        [-24, -36],
        [24, -36],
      ],
      mood: 'laugh',
      gaze: 1,
      hold: () => lid(0, -36, 20),
    },
    -12,
  ),
];

/** Spread 4: on the Moon; the child bounces high, the name scribbled in the dust, the Earth in the black sky. */
const onTheMoon: Scene = (art, hero, context) => [
  space(art, ['#05060f', '#0d1030', '#1a1a40'], [], 140),
  earthDot(art, 820, 140, 56),
  moonGround(art, 470),
  boxRocket(130, 560, 1.0, true, 'back'),
  boxRocket(130, 560, 1.0, true, 'front'),
  // The name written with a finger, and the boot prints.
  line('M300 620q20 -30 40 0t40 0t40 0M440 600l10 30l10 -30l10 30', '#8f8aa8', 5, { fill: 'none' }),
  ...[0, 1, 2, 3].map((i) => ellipse(560 + i * 60, 640 - i * 20, 14, 6, '#9f9bb8')),
  beside(art, context, 'cheer', 520, 620, 1.5, 'right'),
  child(art, dressed(art, hero), { arms: [150, 150], mood: 'laugh', gaze: 0.5 }, 520, 430, 1.5),
  ellipse(520, 560, 70, 14, '#1a1a40', { opacity: 0.35 }),
];

/** Spread 5: the giant golden ring planet; the child slides down its icy ring, the hero whooping alongside. */
const rings: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 20, 470, 1.4, 'left', 8);
  return [
    space(art, ['#1a1040', '#3a2470', '#5a3a8a'], ['#b06ad6'], 120),
    saturn(art, 560, 330, 190, -14),
    beside(art, context, 'fly', p.x, 500, p.s, 'left', { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      {
        sit: true,
        arms: [150, 140],
        mood: 'laugh',
        gaze: -0.5,
      },
      p.x,
      560,
      p.s,
    ),
    ...[0, 1, 2, 3, 4].map((i) => sparkle(260 + i * 30, 590 + (i % 2) * 12, 7, '#eaf4ff')),
  ];
};

/** Spread 6: the meteor shower; the child steers the rocket through the fiery tails. */
const meteorShower: Scene = (art, hero, context) => [
  space(art, ['#1a0f2a', '#3a1a40', '#5a2a4a'], ['#d66a5a'], 80),
  meteors(art, 14),
  beside(art, context, 'fly', 560, 500, 1.55, 'left', { gap: 90 }),
  riding(
    art,
    dressed(art, hero),
    560,
    560,
    1.35,
    true,
    {
      arms: [70, 70],
      hands: [
        [-26, -36],
        [26, -36],
      ],
      mood: 'determined',
      gaze: 1,
      hold: () => lid(0, -36, 20),
    },
    -8,
  ),
];

/** Spread 7: the little lost star crying on a floating rock; the child scoops it up. A close-up. */
const lostStar: Scene = (art, hero) => [
  space(art, ['#0d1240', '#1d2260', '#2a2a70'], ['#6f5ad6'], 110),
  shape('M520 560Q600 480 760 500Q900 520 920 600Q860 700 640 690Q520 660 520 560Z', '#6a6488'),
  ellipse(700, 520, 120, 20, '#8a84a8'),
  ellipse(640, 600, 30, 12, '#57517a'),
  ellipse(820, 620, 22, 9, '#57517a'),
  ellipse(760, 560, 16, 6, '#57517a'),
  ...[0, 1].map((i) => ellipse(640 + i * 40, 560 + i * 8, 6, 10, '#bcd8f0', { opacity: 0.8 })),
  child(
    art,
    dressed(art, hero),
    {
      arms: [60, 60],
      hands: [
        [-28, -70],
        [28, -70],
      ],
      mood: 'smile',
      gaze: 0.6,
      turn: 0.3,
      hold: () => littleStar(art, 0, -84, 22, true),
    },
    420,
    850,
    2.5,
  ),
];

/** Spread 8: the hero high above, among thousands of identical stars; the child below with the dim star. */
const tooMany: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 70, 470, 1.5, 'right', 90);
  return [
    space(art, ['#080c28', '#141c50', '#26307a'], ['#4f8fd6', '#6f5ad6'], 420),
    starField(art, 200, 0, 400, '#ffffff'),
    beside(art, context, 'fly', p.x, 600, p.s, 'right', { gap: p.gap, within: p.within }),
    riding(art, dressed(art, hero), p.x, 690, (p.s * 1.3) / 1.5, true, {
      arms: [40, 40],
      hands: [
        [-22, -40],
        [22, -40],
      ],
      mood: 'wonder',
      lookUp: true,
      gaze: 0.5,
      hold: () => littleStar(art, 0, -46, 15, true),
    }),
  ];
};

/** Spread 9: the child draws the sky in the notebook by torchlight and finds the gap in the Great Bear's ladle. */
const mapping: Scene = (art, hero, context) => [
  nightSky(art),
  ladle(art, 640, 150, 1.5, false),
  line('M120 120L180 160L240 140M200 80L190 200', '#bcd0ff', 2, { opacity: 0.5 }),
  ...(
    [
      [120, 120],
      [180, 160],
      [240, 140],
      [200, 80],
      [190, 200],
    ] as const
  ).map(([x, y]) => star5(x, y, 6, '#fff6c8')),
  torchBeam(380, 430, 380, 80),
  beside(art, context, 'point', 430, 700, 1.72, 'right', { gap: 120 }),
  riding(art, dressed(art, hero), 430, 700, 1.5, true, {
    arms: [60, 160],
    hands: [
      [-30, -70],
      [24, -170],
    ],
    mood: 'grin',
    gaze: 0.6,
    hold: ([l]) => notebook(l[0] - 10, l[1] - 6, 0.45),
  }),
];

/** Spread 10: the star clicks into the ladle's handle and blazes gold; the hero cheers, a comet turns to look. */
const home: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 70, 470, 1.61, 'right', 110);
  return [
    space(art, ['#0d1240', '#2b2f7a', '#4a3a8a'], ['#6f5ad6'], 120),
    ladle(art, 620, 220, 1.8, false, true),
    littleStar(art, 296, 310, 26),
    // A comet with a long tail, looking back.
    line('M900 80L780 180', '#bcd8f0', 10, { opacity: 0.5, 'stroke-linecap': 'round' }),
    circle(770, 188, 14, '#eaf4ff'),
    beside(art, context, 'cheer', p.x, 700, p.s, 'right', { gap: p.gap, within: p.within }),
    riding(art, dressed(art, hero), p.x, 700, (p.s * 1.4) / 1.61, true, {
      arms: [40, 160],
      hands: [
        [-30, -70],
        [-20, -200],
      ],
      mood: 'beam',
      lookUp: true,
      gaze: -0.5,
    }),
  ];
};

/** Spread 11: dawn in the back garden; the rocket is a cardboard box again; the hero says goodbye. */
const dawn: Scene = (art, hero, context) => [
  sky(art, ['#7a8ac8', '#f2a0b8', '#ffd8a8']),
  star5(160, 90, 6, '#ffffff'),
  townHouse(art, 860, 470, 220, 180, '#e8c9a0', '#8a4a2f', [true, false]),
  picketFence(0, 1000, 500, 80, '#f3ecdc'),
  rect(0, 520, art.w, 180, '#7aa86a'),
  boxRocket(220, 650, 1.1, false, 'back'),
  boxRocket(220, 650, 1.1, false, 'front'),
  beside(art, context, 'wave', 480, 700, 1.7, 'right'),
  child(
    art,
    dressed(art, hero),
    {
      arms: [20, 160],
      hands: [
        [-30, -60],
        [50, -175],
      ],
      mood: 'sleepy',
      gaze: 1,
      lookUp: true,
      turn: 0.4,
    },
    480,
    700,
    1.7,
  ),
];

/** Spread 12: that night at the bedroom window the child counts the ladle's seven stars; the last one winks. */
const winks: Scene = (art, hero) => {
  const view = [
    sky(art, ['#0b1033', '#1d2260']),
    ladle(art, 560, 170, 1.2, true, false),
    sparkle(344, 230, 16, '#fff6c8'),
  ].join('');
  return [
    bedroom(art, '#6a5a9a', '#8a6a4a', 560, 0.25),
    nightWindow(art, 330, 80, 380, 300, view, '#c2566a'),
    child(
      art,
      dressed(art, hero),
      {
        arms: [20, 150],
        hands: [
          [-30, -60],
          [-40, -180],
        ],
        mood: 'smile',
        lookUp: true,
        gaze: -0.6,
        turn: -0.4,
      },
      700,
      800,
      2.4,
    ),
    cloud(180, 640, 120, tint('#6a5a9a', 0.1), shade('#6a5a9a', 0.1), 0),
  ];
};

export const spacePictures: PlotPictures = {
  cover,
  spreads: [building, launch, flight, onTheMoon, rings, meteorShower, lostStar, tooMany, mapping, home, dawn, winks],
};
