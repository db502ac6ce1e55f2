import { bothHands, child, type Hero, lyingChild } from '../child';
import { type Art, circle, ellipse, g, line, rect, shape } from '../core';
import { glow } from '../finish';
import { hill, ridge, roundTree, sky, sparkle, star5, starField, sun } from '../landscape';
import { bed, bedroom, huggingTeddy, lampPost, locomotive, nightWindow, station, steam, teddy } from '../props/bedtime';
import { cottage } from '../props/c2-people';
import { moonFace, pillow, rose, rubberDuck } from '../props/c4-bedtime-friends';
import { picketFence } from '../props/nature';
import type { Scene } from '../themes/theme';
import type { PlotPictures } from './index';
import { favouriteHeroes, outfit } from './kit';

// The bedtime plot (book/custom/plots/bedtime.ts), spread by spread: sunset on the lane, the hero at the gate,
// goodnight to the flowers, the ducks, the fire station, the sleepy train and the first star, then bath,
// pyjamas, a story, the hero settling down its own way, and the child asleep. Soft evening-to-night colours.

/** Out on the walk the child wears a lilac coat; from the bath on, star pyjamas: the same two in every book. */
const COAT: Partial<Hero> = { top: '#8a6ac8', collar: '#f2e4ff', shoes: '#5a4a8a' };
const PYJAMAS: Partial<Hero> = {
  top: '#f2c6d8',
  bottom: '#f2c6d8',
  shoes: '#f8e8f0',
  collar: '#ffffff',
  print: { kind: 'stars', color: '#fff3b0' },
  headwear: 'none',
};
const wardrobe = { coat: outfit(COAT), pyjamas: outfit(PYJAMAS) };
/** The book's child dressed for the walk or for bed. */
const dressed = (art: Art, hero: Hero, clothes: 'coat' | 'pyjamas'): Hero => wardrobe[clothes](art, hero);

const { favouriteOf, friend, beside, pair } = favouriteHeroes('a superhero');

const VEHICLES = new Set(['fire truck', 'car', 'train', 'plane']);

// ───────────────────────────── props ─────────────────────────────

const duskSky = (art: Art) => sky(art, ['#3a3a7a', '#8a6aa8', '#f2a88a']);
const nightSky = (art: Art) => sky(art, ['#141a48', '#2a3470', '#4a4a8a']);

/** A duck asleep on the water, its head tucked under a wing. */
function sleepingDuck(x: number, y: number, s: number, flip = false): string {
  return g(
    [
      ellipse(0, 0, 34, 18, '#f4f0e4'),
      shape('M-30 -4Q-46 -24 -24 -22Q-16 -14 -20 -2Z', '#f4f0e4'),
      shape('M-6 -14Q14 -24 30 -6Q10 -2 -6 -6Z', '#e2dccb'),
      ellipse(-28, -16, 10, 9, '#3f8a5a'),
      line('M-20 2l-6 4', '#c8a040', 3),
      ellipse(0, 14, 40, 5, '#ffffff', { opacity: 0.25 }),
    ],
    { transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` },
  );
}

function reeds(x: number, y: number, h: number): string {
  return [-14, 0, 12]
    .map(
      (dx, i) =>
        line(`M${x + dx} ${y}Q${x + dx + 6} ${y - h * 0.5} ${x + dx - 4} ${y - h + i * 14}`, '#4a6a4a', 4) +
        ellipse(x + dx - 4, y - h + i * 14 + 16, 5, 16, '#7a5a3a'),
    )
    .join('');
}

/** The fire station: red doors rolling down, a lit upstairs window with firefighters waving. */
function fireStation(art: Art, x: number, y: number, s: number, doors: number): string {
  const out = [
    rect(-220, -330, 440, 330, '#c8a890'),
    rect(-236, -350, 472, 30, '#8a4a3a'),
    rect(-190, -300, 380, 80, '#ffd98a'),
    ...[-120, 0, 120].map((fx) => circle(fx, -266, 16, '#f0c8a8') + rect(fx - 18, -250, 36, 30, '#2b3a5a')),
    line('M-140 -276l-16 -22M120 -276l16 -22', '#f0c8a8', 6),
    ...[-105, 105].map(
      (dx) =>
        rect(dx - 90, -200, 180, 200, '#3a3040') +
        rect(dx - 90, -200, 180, 200 * doors, '#d8403a') +
        [0.25, 0.5, 0.75]
          .filter((t) => t < doors)
          .map((t) => line(`M${dx - 90} ${-200 + 200 * t}h180`, '#a8302a', 3))
          .join(''),
    ),
    circle(0, -380, 26, '#f2f4f8', { stroke: '#8a4a3a', 'stroke-width': 6 }),
  ];
  return glow(art, x, y - 260 * s, 200 * s, '#ffd98a', 0.3) + g(out, { transform: `translate(${x} ${y}) scale(${s})` });
}

function bathtub(x: number, y: number, w: number, h: number): string {
  return [
    rect(x, y - h, w, h, '#f6f4fa', { rx: h * 0.4 }),
    rect(x + 10, y - h + 8, w - 20, 14, '#dfe6f2', { rx: 7 }),
    circle(x + 40, y + 10, 12, '#c8b890'),
    circle(x + w - 40, y + 10, 12, '#c8b890'),
  ].join('');
}

function bubbles(art: Art, x0: number, x1: number, y: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = art.rng.range(10, 26);
    out.push(
      circle(art.rng.range(x0, x1), y - art.rng.range(-10, 20), r, '#ffffff', { opacity: 0.85 }) +
        circle(0, 0, 0, 'none'),
    );
  }
  return out.join('');
}

function floatingBubble(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, '#ffffff', { opacity: 0.35, stroke: '#ffffff', 'stroke-width': 2 }) +
    circle(x - r * 0.35, y - r * 0.35, r * 0.2, '#ffffff', { opacity: 0.8 })
  );
}

function storyBook(x: number, y: number, s: number): string {
  return g(
    [
      shape('M0 0L-60 -10L-60 -80L0 -70Z', '#fffaf0'),
      shape('M0 0L60 -10L60 -80L0 -70Z', '#fff4e0'),
      line('M-50 -60l40 6M-50 -48l40 6M10 -64l40 -6M10 -52l40 -6', '#c8b8a0', 3),
      star5(34, -34, 10, '#f2c230'),
      shape('M0 0L-64 -8L-64 -4L0 4L64 -4L64 -8Z', '#3f7fd1'),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

function zzz(x: number, y: number, color = '#fff1c0'): string {
  return [0, 1, 2]
    .map((i) =>
      shape(`M${x + i * 30} ${y - i * 24}h${14 + i * 3}l${-14 - i * 3} ${14 + i * 3}h${14 + i * 3}`, 'none', {
        stroke: color,
        'stroke-width': 3,
        opacity: 0.75,
      }),
    )
    .join('');
}

// ───────────────────────────── the cover ─────────────────────────────

const cover: Scene = (art, hero, context) => [
  nightSky(art),
  starField(art, 60, 0, 420),
  moonFace(art, 460, 140, 60),
  hill(art, ridge(art, 520, 40, 2), '#3a4a7a', '#2a3a6a'),
  cottage(130, 560, 0.9, { wall: '#e8c890', roof: '#8a4a5a', lit: true }),
  lampPost(art, 560, 600, 220),
  rect(0, 600, art.w, 200, '#4a4a82'),
  beside(art, context, 'stand', 250, 820, 2.0, 'right'),
  child(art, dressed(art, hero, 'pyjamas'), { mood: 'smile', gaze: 0.4, ...huggingTeddy(0.55, 40) }, 250, 820, 2.0),
  sparkle(90, 200, 14, '#fff8dc'),
];

// ───────────────────────────── the spreads ─────────────────────────────

/** 1: the sun slides down behind the hill; the child sets off down the lane in the lilac coat. */
const sunsetLane: Scene = (art, hero) => [
  sky(art, ['#f2a0a8', '#f8c890', '#fde4b8']),
  sun(art, 760, 420, 80, '#fff0c0', '#f8b060'),
  hill(art, ridge(art, 440, 40, 2), '#c88a9a', '#a87a8a'),
  cottage(180, 500, 1.2, { wall: '#f2dca8', roof: '#a85a5a', lit: true }),
  shape('M300 700Q420 560 620 470L660 470Q520 580 520 700Z', '#e8c8a0'),
  roundTree(art, 900, 520, 240, '#8a7a6a'),
  child(
    art,
    dressed(art, hero, 'coat'),
    { walk: true, arms: [20, 40], mood: 'smile', gaze: 0.6, turn: 0.4 },
    420,
    680,
    1.5,
  ),
];

/** 2: at the gate under the first lamp, the hero is waiting; the child says yes. */
const gate: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 40, 470, 1.6, 'right', 8);
  return [
    duskSky(art),
    starField(art, 12, 0, 180),
    hill(art, ridge(art, 470, 20, 2), '#5a5a8a', '#4a4a7a'),
    rect(0, 500, art.w, 200, '#6a6a9a'),
    lampPost(art, 860, 600, 300),
    picketFence(0, 1000, 560, 90, '#e8dcf0'),
    rect(440, 470, 120, 110, '#d8c8e8', { opacity: 0.6 }),
    beside(art, context, 'wave', p.x, 700, p.s, 'right', { gap: p.gap, within: p.within }),
    child(art, dressed(art, hero, 'coat'), { arms: [20, 150], mood: 'beam', gaze: 0.7, turn: 0.3 }, p.x, 700, p.s),
  ];
};

/** 3: the flowers close one by one; the child bends close and whispers, the hero beside. */
const garden: Scene = (art, hero, context) => [
  sky(art, ['#5a5a9a', '#a888b8', '#e8b8b0']),
  rect(0, 420, art.w, 280, '#5a7a5a'),
  ...[
    [120, 470, '#e85d9a'],
    [240, 500, '#f2c230'],
    [620, 470, '#f29b38'],
    [760, 520, '#e85d9a'],
    [900, 480, '#ffffff'],
  ].map(([x, y, c]) => rose(x as number, y as number, 20, c as string, true)),
  rose(430, 520, 26, '#f2a0c0', true),
  beside(art, context, 'stand', 520, 720, 1.75, 'right'),
  child(
    art,
    dressed(art, hero, 'coat'),
    {
      arms: [40, 40],
      hands: [
        [-14, -124],
        [14, -124],
      ],
      mood: 'smile',
      gaze: -0.6,
      turn: -0.3,
    },
    520,
    720,
    1.75,
  ),
];

/** 4: by the pond the ducks tuck their heads in; the child kneels on the bank, finger to lips. */
const pond: Scene = (art, hero) => [
  sky(art, ['#4a4a8a', '#8a78b0', '#d8a8b0']),
  ellipse(500, 470, 620, 150, '#7a8ac0'),
  ellipse(500, 460, 560, 120, '#8a9ad0'),
  line('M200 470h180M600 440h160M420 510h140', '#c8d0f0', 3, { opacity: 0.5 }),
  sleepingDuck(430, 440, 1.2),
  sleepingDuck(560, 470, 1, true),
  sleepingDuck(700, 430, 0.9),
  reeds(120, 560, 160),
  reeds(880, 540, 140),
  rect(0, 570, art.w, 130, '#4a6a5a'),
  child(
    art,
    dressed(art, hero, 'coat'),
    {
      sit: true,
      arms: [20, 60],
      hands: [
        [-30, -60],
        [6, -128],
      ],
      mood: 'smile',
      gaze: 0.8,
      turn: 0.5,
    },
    260,
    690,
    1.7,
  ),
];

/** 5: the fire station's red doors roll down, firefighters wave from upstairs; the child and the hero wave. */
const firehouse: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 40, 470, 1.55, 'right', 8);
  return [
    duskSky(art),
    starField(art, 16, 0, 160),
    fireStation(art, 780, 560, 1.05, 0.7),
    rect(0, 560, art.w, 140, '#6a6480'),
    beside(art, context, 'wave', p.x, 690, p.s, 'right', { gap: p.gap, within: p.within }),
    child(art, dressed(art, hero, 'coat'), { arms: [20, 160], mood: 'beam', lookUp: true, gaze: 0.5 }, p.x, 690, p.s),
  ];
};

/** 6: the last little train puffs into the station; the child on the platform waves goodnight. */
const sleepyTrain: Scene = (art, hero) => [
  sky(art, ['#2a2e6a', '#5a4a8a', '#a87aa0']),
  starField(art, 24, 0, 260),
  station(art, 60, 600),
  locomotive(art, 560, 600, 1.1, '#3f7fd1'),
  steam(640, 330, 5, -1, '#f2eefa'),
  lampPost(art, 120, 520, 260),
  child(art, dressed(art, hero, 'coat'), { arms: [30, 150], mood: 'smile', gaze: 0.8, turn: 0.4 }, 230, 560, 1.3),
];

/** 7: the moon rises and the first star blinks; the child points up, the hero yawns. */
const firstStar: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 40, 470, 1.5, 'right', 8);
  return [
    nightSky(art),
    starField(art, 30, 0, 400),
    moonFace(art, 720, 170, 80),
    star5(380, 120, 26, '#fff3b0'),
    sparkle(380, 120, 44, '#fff8dc', 0.7),
    hill(art, ridge(art, 540, 30, 2), '#2a3a6a', '#1e2c58'),
    beside(art, context, 'stand', p.x, 700, p.s, 'right', { gap: p.gap, within: p.within }),
    zzz(780, 430),
    child(
      art,
      dressed(art, hero, 'coat'),
      {
        arms: [20, 150],
        hands: [
          [-30, -60],
          [20, -210],
        ],
        mood: 'wonder',
        lookUp: true,
        gaze: -0.3,
      },
      p.x,
      700,
      p.s,
    ),
  ];
};

/** 8: bath time: bubbles everywhere, a rubber duck, the child laughing in the tub, the hero laughing beside. */
const bath: Scene = (art, hero, context) => [
  rect(0, 0, art.w, art.h, '#cfe4ec'),
  art.pattern ? rect(0, 0, art.w, 430, art.pattern(50, 50, rect(0, 0, 48, 48, '#dcecf2'))) : '',
  rect(0, 560, art.w, 140, '#a8c0d0'),
  child(art, dressed(art, hero, 'pyjamas'), { arms: [130, 150], mood: 'laugh', gaze: 0.5 }, 430, 640, 1.6),
  bubbles(art, 230, 660, 500, 26),
  bathtub(180, 660, 520, 170),
  rubberDuck(600, 470, 1),
  floatingBubble(300, 240, 30),
  floatingBubble(620, 180, 22),
  floatingBubble(520, 120, 14),
  beside(art, context, 'cheer', 430, 690, 1.6, 'right', { gap: 170, keepSide: true }),
];

/** 9: soft pyjamas, clean teeth, a hug for teddy by the bed. */
const pyjamas: Scene = (art, hero) => [
  bedroom(art, '#8a7ab8', '#8a6a5a', 580, 0.1),
  nightWindow(art, 640, 90, 220, 220, nightSky(art) + starField(art, 20, 90, 310), '#e8a0b8'),
  glow(art, 300, 300, 260, '#ffe38a', 0.3),
  g(bed(art, 0, 0, 420, '#a8d0f0'), { transform: 'translate(520 690) scale(1.1)' }),
  rect(80, 440, 90, 140, '#c8a080'),
  rect(96, 410, 20, 40, '#f2f4f8'),
  line('M106 410l0 -30', '#3f7fd1', 5),
  child(art, dressed(art, hero, 'pyjamas'), { mood: 'beam', gaze: 0.2, ...huggingTeddy(0.6, 40) }, 330, 700, 1.6),
];

/** 10: one more story: the child sits up in bed turning the pages, the hero listening close. */
const story: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 40, 480, 1.5, 'right', 8);
  // The bed, the pillow and the book grow with the pair.
  const k = p.s / 1.5;
  const blanket = `M20 ${600 - 40 * k}Q280 ${600 - 80 * k} 560 ${600 - 40 * k}L560 700L20 700Z`;
  return [
    bedroom(art, '#6a5aa0', '#6a4e44', 600, 0.2),
    glow(art, 140, 260, 240, '#ffe38a', 0.45),
    line('M140 120L140 60', '#5a4a3a', 3),
    shape('M100 160L180 160L164 120L116 120Z', '#f2c230'),
    pillow(p.x - 90 * k, 600 - 160 * k, 200 * k, 80 * k, '#ffffff'),
    child(
      art,
      dressed(art, hero, 'pyjamas'),
      {
        sit: true,
        hands: bothHands(34, -44),
        mood: 'smile',
        gaze: 0.3,
      },
      p.x,
      600,
      p.s,
    ),
    shape(blanket, '#a8d0f0'),
    shape(blanket, art.pattern(60, 60, star5(15, 15, 7, '#d8ecfa')), {
      opacity: 0.8,
    }),
    // Drawn over the blanket's edge, so the book shows in the child's lap rather than sinking under it.
    storyBook(p.x, 600 - 52 * k, 0.8 * k),
    beside(art, context, 'sit', p.x, 690, p.s, 'right', { gap: p.gap, within: p.within }),
  ];
};

/** 11: the hero settles down its own way: a garage or hangar for a vehicle, a shell for a mermaid, a cushion. */
const heroSleeps: Scene = (art, hero, context) => {
  const kind = favouriteOf(context).kind;
  const home = VEHICLES.has(kind)
    ? shape('M560 690L560 470Q720 360 880 470L880 690Z', '#8a5a4a') +
      shape('M600 690L600 490Q720 410 840 490L840 690Z', '#2a2440')
    : kind === 'mermaid'
      ? shape('M540 690Q520 420 720 400Q920 420 900 690Z', '#f2b8c8') +
        line('M600 680Q620 500 720 420M840 680Q820 500 720 420M720 690L720 420', '#e898b0', 5)
      : ellipse(720, 660, 190, 50, '#c85a7a');
  return [
    bedroom(art, '#3a3a7a', '#4a3e44', 620, 0.35),
    nightWindow(art, 120, 80, 200, 200, nightSky(art) + starField(art, 18, 80, 280), '#6a7ad0'),
    // A vehicle's garage grows with the vehicle, drawn at its co-star size.
    VEHICLES.has(kind) ? g(home, { transform: 'translate(720 690) scale(1.45) translate(-720 -690)' }) : home,
    friend(art, context, 'sleep', 720, 660, 1.5),
    zzz(800, 380),
    pillow(320, 470, 220, 90, '#ffffff'),
    child(
      art,
      dressed(art, hero, 'pyjamas'),
      {
        sit: true,
        arms: [20, 40],
        hands: [
          [-30, -60],
          [10, -126],
        ],
        mood: 'sleepy',
        gaze: 0.8,
        turn: 0.5,
      },
      300,
      600,
      1.45,
    ),
    shape('M60 580Q300 540 520 580L520 700L60 700Z', '#f28bb0'),
  ];
};

/** 12: the moon peeps in; a close view over the pillow, the child asleep with teddy. */
const asleep: Scene = (art, hero) => [
  rect(0, 0, art.w, art.h, '#1e2452'),
  nightWindow(
    art,
    620,
    40,
    260,
    200,
    nightSky(art) + starField(art, 14, 40, 240) + moonFace(art, 760, 130, 44),
    '#4a5aa0',
  ),
  glow(art, 420, 320, 380, '#ffd98a', 0.25),
  rect(0, 380, art.w, 340, '#f6ecdc'),
  ellipse(420, 420, 330, 110, '#ffffff'),
  ellipse(420, 400, 300, 80, '#fffaf2'),
  lyingChild(art, dressed(art, hero, 'pyjamas'), 880, 470, 2.9, { mood: 'sleep' }, -86),
  shape('M470 460Q700 420 1020 440L1020 720L430 720Z', '#a8d0f0'),
  shape('M470 460Q700 420 1020 440L1020 720L430 720Z', art.pattern(70, 70, star5(18, 18, 9, '#d8ecfa'))),
  teddy(820, 470, 0.9, -20),
  zzz(480, 250),
];

export const bedtimePictures: PlotPictures = {
  cover,
  spreads: [
    sunsetLane,
    gate,
    garden,
    pond,
    firehouse,
    sleepyTrain,
    firstStar,
    bath,
    pyjamas,
    story,
    heroSleeps,
    asleep,
  ],
};
