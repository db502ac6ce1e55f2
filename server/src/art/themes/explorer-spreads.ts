import { type Hero, bothHands, child } from '../child';
import { type Art, type Pt, circle, ellipse, g, line, rect, shade, shape, smooth, tint } from '../core';
import { glow } from '../finish';
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
} from '../landscape';
import { chest, compass, treasureMap } from '../props/adventure';
import { bananas, elephant, monkey } from '../props/c2-creatures';
import { cottage, grownup } from '../props/c2-people';
import { bookshelf, rainbow } from '../props/fantasy';
import { butterfly, songbird } from '../props/nature';
import { outfit } from '../custom/kit';
import { type Scene, canopy, vines } from './theme';

/** Still at home in the attic: the explorer's hat and the backpack come in spread 2, when the text puts them on. */
const atHome = outfit({ headwear: 'none', extra: 'none' });

// The brave little explorer, spread by spread: the attic, the garden gate, the jungle and its animals, the lost
// path, the hidden waterfall and its wobbly bridge, the treasure at sunset and the story told at home.

const JUNGLE = ['#2b6b3f', '#3a8a4c', '#1f5a35'] as const;
const ORANGE_BIRD = '#f28c38';

/** A flower as big as an umbrella, nodding on a long stem; (x, y) is where the stem leaves the ground. */
function umbrellaFlower(x: number, y: number, h: number, r: number, petal: string, lean: number): string {
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
function confetti(art: Art, count: number, x0: number, y0: number, x1: number, y1: number): string {
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
function sunbeams(art: Art, xs: readonly number[], tilt: number, opacity = 0.12): string {
  return xs
    .map((x) =>
      shape(`M${x} -10L${x + 60} -10L${x + 60 + tilt} ${art.h}L${x + tilt - 40} ${art.h}Z`, '#fff6c8', {
        opacity,
      }),
    )
    .join('');
}

/** A waterfall from `top` to `bottom`, `w` wide at x (centre), with falling streaks and a foaming pool. */
function waterfall(art: Art, x: number, top: number, bottom: number, w: number): string {
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
function rock(art: Art, d: string, base: string): string {
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
function mossCap(top: readonly Pt[]): string {
  const lower = [...top].reverse().map(([x, y]) => [x, y + 22] as const);
  return shape(`${smooth(top)}L${lower[0]![0]} ${lower[0]![1]}${smooth(lower).replace(/^M[^C]*/, '')}Z`, '#5fa15f', {
    stroke: '#4f8f3a',
    'stroke-width': 3,
  });
}

/** A rope bridge along `deck` (planks) with a hand rope `railH` above it; returns back rope, deck and front rope. */
function ropeBridge(deck: readonly Pt[], railH: number, width = 14): { back: string; deck: string; front: string } {
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
function flappingBird(x: number, y: number, s: number, color: string): string {
  return g(
    [
      shape('M-4 -4Q-18 -40 -38 -44Q-30 -20 -12 2Z', shade(color, 0.2)),
      songbird(0, 0, 1, color),
      shape('M0 -6Q6 -44 -8 -58Q-24 -34 -14 -2Z', tint(color, 0.15)),
    ],
    { transform: `translate(${x} ${y}) scale(${s}) rotate(-24)` },
  );
}

function footprint(x: number, y: number, w: number): string {
  return g([
    ellipse(x, y, w, w * 0.42, '#8a6a44', { opacity: 0.55 }),
    ellipse(x, y + w * 0.04, w * 0.82, w * 0.32, '#a48256', { opacity: 0.6 }),
    ...[-0.6, -0.2, 0.2, 0.6].map((k) =>
      ellipse(x + k * w * 0.8, y - w * 0.38, w * 0.13, w * 0.08, '#7a5a38', { opacity: 0.6 }),
    ),
  ]);
}

const jungleFloor = (art: Art, y: number, top: string, bottom: string): string => hills(art, y, 20, 5, top, bottom);

// ── 1: the dusty attic on a rainy morning, the map fluttering out of an old book ──
const attic: Scene = (art, hero) => {
  const view = [
    sky(art, ['#8aa0b8', '#c4d0dc']),
    cloud(470, 140, 120, '#d8e0ea', '#b4c0d0'),
    ...Array.from({ length: 24 }, () => {
      const rx = art.rng.range(410, 590);
      const ry = art.rng.range(90, 250);
      return line(`M${rx} ${ry}l-6 18`, '#ffffff', 2, { opacity: 0.7 });
    }),
  ].join('');
  const clip = art.clip(circle(500, 170, 76, '#000'));
  const motes = Array.from({ length: 22 }, () =>
    circle(art.rng.range(380, 660), art.rng.range(230, 580), art.rng.range(1.5, 3.5), '#fff4d0', { opacity: 0.7 }),
  );
  return [
    sky(art, ['#b88a5e', '#8a5e3c']),
    line(Array.from({ length: 15 }, (_, i) => `M${i * 72} 0L${i * 72} 600`).join(''), '#7a4e30', 3, { opacity: 0.45 }),
    shape('M-10 -10L400 -10L-10 360Z', '#5e3a22'),
    shape('M1010 -10L600 -10L1010 360Z', '#5e3a22'),
    line('M-10 360L400 -10M1010 360L600 -10', '#4a2c18', 26),
    line('M80 280L320 60M920 280L680 60', '#4a2c18', 10, { opacity: 0.5 }),
    g(view, { 'clip-path': clip }),
    circle(500, 170, 80, 'none', { stroke: '#6b4426', 'stroke-width': 14 }),
    line('M500 92L500 248M422 170L578 170', '#6b4426', 8),
    shape('M440 210L560 210L760 640L260 640Z', '#fff6d8', { opacity: 0.1 }),
    ...motes,
    band(art, ['#7a5032', '#5e3a22'], 560, 140),
    line('M0 600L1000 600M0 650L1000 650', '#4a2c18', 3, { opacity: 0.5 }),
    line('M30 20Q60 40 40 80M10 50Q50 60 70 30M20 30L70 70', '#f4ead8', 1.5, { opacity: 0.5 }),
    bookshelf(art, 690, 240, 250, 330),
    chest(art, 150, 610, 0.95, false),
    rect(40, 470, 110, 80, '#c8a070', { rx: 4 }),
    rect(40, 470, 110, 14, '#a8804e'),
    rect(210, 520, 80, 46, '#d4b07a', { rx: 3 }),
    g(
      [
        rect(-30, -22, 60, 44, '#c0504d', { rx: 4 }),
        rect(-26, -18, 52, 36, '#f4ecd8'),
        rect(-30, -22, 8, 44, '#8a2f2f'),
      ],
      {
        transform: 'translate(640 300) rotate(-32)',
      },
    ),
    line('M660 250Q680 236 700 250M610 262Q600 244 620 236', '#f4ecd8', 3, { opacity: 0.8 }),
    treasureMap(545, 375, 96, -22),
    line('M600 330Q620 320 632 330M598 356Q618 352 628 362', '#fff6d8', 3, { opacity: 0.8 }),
    child(art, atHome(art, hero), { arms: [40, 125], mood: 'wonder', lookUp: true, gaze: 0.6 }, 400, 650, 1.5),
    grownup(
      820,
      665,
      1.3,
      {
        kind: 'grandpa',
        hands: [
          [-34, -238],
          [40, -150],
        ],
        gaze: -0.8,
      },
      false,
    ),
  ];
};

// ── 2: the garden path into the jungle; Grandpa waves from the door, the compass in hand ──
const gardenGate: Scene = (art, hero) => {
  const path: Pt[] = [
    [260, 720],
    [420, 620],
    [620, 560],
    [760, 470],
    [820, 420],
  ];
  return [
    sky(art, ['#bfe4f6', '#e8f6ee', '#fff2cc']),
    sun(art, 860, 110, 44),
    cloud(520, 110, 150, '#ffffff', '#e2ecf4'),
    canopy(art, 360, 130, '#8fc58a', 7),
    canopy(art, 420, 110, '#5ea35e', 6),
    hills(art, 470, 14, 5, '#9fd27a', '#7fbf5f'),
    line(smooth(path), '#e6cf98', 64),
    line(smooth(path), '#f2e0b0', 36),
    cottage(140, 520, 1.25, { wall: '#f2dcb4', roof: '#c0503c' }),
    ...[40, 240].map((x) => flower(x, 560, 14, '#f25c78', '#ffd25e')),
    roundTree(art, 940, 520, 300, '#4f9a4f', '#7a5134', '#f25c78'),
    leafFan(980, 470, 200, -20, -100, 6, JUNGLE),
    grownup(180, 560, 1.05, { kind: 'grandpa', arms: [10, 150], mood: 'laugh', gaze: 1 }),
    child(
      art,
      hero,
      { arms: [14, 70], walk: true, mood: 'grin', gaze: -0.6, hold: ([, r]) => compass(r[0] + 14, r[1] + 4, 15, 0) },
      560,
      650,
      1.45,
    ),
    bananas(505, 488, 0.8, -20),
    grassField(art, 560, 700, 26, '#4f8f3a', 24),
    birds(art, 640, 200, 3, '#4a4a6a'),
  ];
};

// ── 3: "Hello, jungle!": umbrella flowers and butterflies like confetti ──
const jungleHello: Scene = (art, hero) => [
  sky(art, ['#e8f4c8', '#bfe0a4', '#8fc87e']),
  sunbeams(art, [160, 520, 780], 120, 0.16),
  canopy(art, 330, 130, '#7fbf78', 7),
  canopy(art, 430, 120, '#4f9a55', 6),
  jungleFloor(art, 580, '#5a9a48', '#3f7a3a'),
  shape('M380 700Q440 620 500 580Q560 620 640 700Z', '#c8ac78', { opacity: 0.85 }),
  umbrellaFlower(120, 640, 360, 90, '#f25c78', 60),
  umbrellaFlower(880, 650, 380, 100, '#f28c38', -70),
  umbrellaFlower(700, 600, 240, 62, '#c77dff', -30),
  umbrellaFlower(260, 600, 220, 56, '#ffd25e', 30),
  confetti(art, 14, 60, 90, 940, 460),
  child(
    art,
    hero,
    {
      arms: [150, 120],
      mood: 'grin',
      hold: ([l]) => compass(l[0], l[1] - 16, 18, 0) + sparkle(l[0] + 26, l[1] - 40, 10, '#fffbe0'),
    },
    500,
    660,
    1.5,
  ),
  fern(30, 720, 190, 20, '#3d8a47'),
  fern(970, 720, 200, -20, '#3d8a47'),
  vines(art, 5, '#3f8f4a', 220),
];

// ── 4: the cheeky monkeys take the hat; the banana buys it back ──
const monkeys: Scene = (art, hero) => {
  // The monkeys have the hat: the child is drawn without it, and stays the picture's subject (its head reported).
  const hatless: Hero = { ...hero, headwear: 'none' };
  const subject = art.subject === hero;
  if (subject) art.subject = hatless;
  const hatlessChild = child(
    art,
    hatless,
    { arms: [30, 160], mood: 'grin', lookUp: true, hold: ([, r]) => bananas(r[0] + 4, r[1] + 6, 1, 20) },
    470,
    660,
    1.5,
  );
  if (subject) art.subject = hero;
  return [
    sky(art, ['#d8eebc', '#a8d48e']),
    canopy(art, 520, 120, '#6fb26d', 7),
    jungleFloor(art, 610, '#4f9a4f', '#3a7a40'),
    shape('M-20 150Q300 110 600 160Q820 196 1020 150L1020 190Q800 230 600 200Q300 160 -20 196Z', '#7a5134'),
    shape('M600 180Q700 240 760 330L744 338Q690 250 590 196Z', '#7a5134'),
    ...[
      [40, 120],
      [300, 100],
      [560, 130],
      [860, 150],
    ].map(([x, y]) => leafFan(x!, y!, 120, -70, 70, 5, JUNGLE)),
    monkey(130, 162, 0.95, { laugh: true }),
    monkey(330, 142, 1.05, { hat: true, laugh: true, flip: true }),
    monkey(820, 176, 0.95, { armsUp: true, laugh: true, flip: true }),
    monkey(746, 338, 0.85, { laugh: true }),
    monkey(560, 182, 1.15, { hang: true, armsUp: true }),
    hatlessChild,
    fern(60, 720, 170, 15, '#3d8a47'),
    leafFan(1010, 720, 210, -20, -90, 5, JUNGLE),
  ];
};

// ── 5: a sad baby elephant behind the ferns ──
const babyElephant: Scene = (art, hero) => [
  sky(art, ['#7fae7a', '#5a8e5e']),
  canopy(art, 300, 140, '#4f8a52', 7),
  canopy(art, 420, 120, '#3d7444', 6),
  jungleFloor(art, 590, '#4a7e44', '#34603a'),
  sunbeams(art, [600], 60, 0.14),
  glow(art, 640, 500, 260, '#e8f4c0', 0.25),
  elephant(660, 640, 1.25, { flip: true, mood: 'sad' }),
  // Leaning away from the trunk, which droops all the way to the ground as the text says.
  fern(600, 700, 170, 28, '#3f8f4a'),
  fern(800, 700, 230, 25, '#4aa05a'),
  fern(900, 700, 180, 40, '#3f8f4a'),
  child(art, hero, { arms: [14, 75], mood: 'wonder', gaze: 1 }, 330, 660, 1.5),
  fern(380, 720, 180, 10, '#4aa05a'),
  leafFan(-20, 720, 260, 10, 85, 6, JUNGLE),
  vines(art, 4, '#2f7a3f', 200),
];

// ── 6: following the giant footprints, calling "Mummy Elephant!" ──
const footprints: Scene = (art, hero) => {
  const trail: Pt[] = [
    [120, 720],
    [300, 620],
    [520, 560],
    [760, 500],
    [1020, 470],
  ];
  return [
    sky(art, ['#f4f0c0', '#cfe6a8']),
    canopy(art, 360, 140, '#9ccf8a', 8),
    canopy(art, 450, 100, '#5fa15f', 7),
    jungleFloor(art, 500, '#6aa85a', '#4a8a48'),
    line(smooth(trail), '#c8a870', 180),
    line(smooth(trail), '#d8bc84', 136),
    // "Each one as big as a paddling pool": the near prints wider than the child is tall is wide.
    footprint(200, 668, 84),
    footprint(430, 590, 62),
    footprint(640, 536, 46),
    footprint(810, 498, 34),
    footprint(950, 478, 24),
    elephant(320, 640, 0.8, { trunk: 'down' }),
    child(art, hero, { hands: bothHands(16, -122), walk: true, mood: 'grin', gaze: 1 }, 600, 610, 1.2),
    line('M650 430Q662 442 650 456M666 420Q684 442 666 466M682 410Q704 442 682 476', '#ffffff', 4, { opacity: 0.85 }),
    butterfly(820, 300, 0.7, '#5fb0e5'),
    fern(960, 720, 190, -20, '#3d8a47'),
    grassField(art, 620, 700, 20, '#3d8a47', 24),
  ];
};

// ── 7: Mummy Elephant, tall as a house, hugs her baby and showers the explorer ──
const mummyElephant: Scene = (art, hero) => {
  const drops: string[] = [];
  for (let i = 0; i < 40; i++) {
    const t = art.rng.next();
    const x = 210 + art.rng.range(-90, 90) * t;
    const y = 190 + t * 300;
    drops.push(ellipse(x, y, 4, 7, '#bfe8ff', { opacity: 0.85, stroke: '#7fc0e8', 'stroke-width': 1 }));
  }
  return [
    sky(art, ['#fff2c0', '#d8eeaa']),
    sun(art, 140, 90, 40),
    canopy(art, 380, 130, '#a8d49a', 7),
    canopy(art, 470, 110, '#6fb26d', 6),
    jungleFloor(art, 600, '#6aa85a', '#4f8a48'),
    elephant(640, 650, 2.55, { flip: true, trunk: 'up' }),
    elephant(470, 668, 0.8, { flip: false, trunk: 'up' }),
    ...drops,
    shape('M120 180Q210 140 250 200', 'none', {
      stroke: '#bfe8ff',
      'stroke-width': 10,
      'stroke-linecap': 'round',
      opacity: 0.8,
    }),
    child(art, hero, { arms: [150, 150], mood: 'grin' }, 200, 660, 1.35),
    ellipse(200, 664, 90, 12, '#7fc0e8', { opacity: 0.5 }),
    fern(30, 720, 170, 20, '#3d8a47'),
    leafFan(1010, 720, 200, -20, -90, 5, JUNGLE),
  ];
};

// ── 8: lost: the path vanishes under ferns; the map turned upside down ──
const lostPath: Scene = (art, hero) => [
  sky(art, ['#5e8e62', '#446e4c']),
  canopy(art, 200, 150, '#3f7444', 7),
  canopy(art, 330, 130, '#2f5e3a', 6),
  jungleFloor(art, 520, '#3f6e40', '#2a5234'),
  glow(art, 500, 360, 300, '#d8f0b0', 0.22),
  ...[120, 260, 760, 900].map((x, i) =>
    fern(x, 720, 260 + (i % 2) * 40, i < 2 ? 25 : -25, i % 2 ? '#3f8f4a' : '#2f7a3f'),
  ),
  child(
    art,
    hero,
    {
      hands: bothHands(36, -70),
      mood: 'wonder',
      gaze: -0.5,
      hold: ([l, r]) => treasureMap((l[0] + r[0]) / 2, l[1] + 10, 110, 180),
    },
    500,
    760,
    1.95,
  ),
  leafFan(-30, 720, 300, 5, 80, 6, JUNGLE),
  leafFan(1030, 720, 300, -5, -80, 6, JUNGLE),
  fern(420, 760, 220, -10, '#2f7a3f'),
  fern(600, 760, 200, 15, '#3f8f4a'),
  vines(art, 9, '#2f6e3a', 330),
];

// ── 9: the compass finds north; east is to the right, towards a faraway rumble ──
const compassWay: Scene = (art, hero) => [
  sky(art, ['#e6f2c4', '#b8dca0']),
  sunbeams(art, [700, 880], -80, 0.2),
  canopy(art, 340, 120, '#8cc47e', 8),
  canopy(art, 430, 100, '#5a9e5a', 7),
  cloud(900, 300, 160, '#ffffff', '#e4f2f2', 0.55),
  jungleFloor(art, 560, '#5e9e50', '#467e44'),
  line('M880 250Q900 270 880 290M900 236Q928 270 900 304M920 222Q956 270 920 318', '#ffffff', 4, { opacity: 0.8 }),
  fern(740, 640, 170, 10, '#3f8f4a'),
  child(
    art,
    hero,
    { arms: [14, 70], walk: true, mood: 'smile', gaze: 1, hold: ([, r]) => compass(r[0] + 16, r[1] - 6, 15, 0) },
    560,
    640,
    1.35,
  ),
  g(
    [
      circle(0, 0, 118, '#6b4226', { opacity: 0.25, transform: 'translate(6 8)' }),
      compass(0, 0, 110, 0),
      shape('M0 -96L-9 -70L9 -70Z', '#e2453c'),
      sparkle(80, -90, 16, '#fffbe0'),
    ],
    { transform: 'translate(190 540) rotate(-8)' },
  ),
  leafFan(1010, 720, 220, -15, -85, 5, JUNGLE),
  fern(470, 720, 160, -20, '#2f7a3f'),
];

// ── 10: the hidden waterfall with a rainbow in its spray, and the wobbly bridge across ──
const hiddenWaterfall: Scene = (art, hero) => {
  // The cliffs, the bridge and the top of the rainbow sit high, near the child's head: a double page keeps only
  // the band round the head, and with the bridge lower it showed neither the bridge nor the rainbow the text names.
  const bridge = ropeBridge(
    [
      [318, 316],
      [520, 352],
      [726, 310],
    ],
    38,
    9,
  );
  return [
    sky(art, ['#fff4c8', '#cde8c0']),
    canopy(art, 230, 80, '#b4d9a0', 8),
    rock(art, 'M370 150Q640 96 910 160L930 580L350 580Z', '#a0907e'),
    canopy(art, 150, 50, '#6fb26d', 6, false),
    waterfall(art, 640, 130, 570, 140),
    rainbow(art, 640, 560, 250, 12, 0.6),
    sea(art, 560, '#8fd6e4', '#4f9ec0', 8),
    rock(art, 'M1010 300Q870 284 722 310Q700 520 716 700L1010 700Z', '#8e7e70'),
    mossCap([
      [722, 310],
      [870, 284],
      [1010, 300],
    ]),
    bridge.back,
    bridge.deck,
    bridge.front,
    rock(art, 'M-10 298Q160 284 322 318Q346 540 336 700L-10 700Z', '#a59482'),
    mossCap([
      [-10, 298],
      [160, 284],
      [322, 318],
    ]),
    child(
      art,
      hero,
      { arms: [110, 20], mood: 'wonder', gaze: 1, hold: ([l]) => leaf(l[0] - 20, l[1] + 80, 260, 150, -20, '#3f9a52') },
      180,
      300,
      1.45,
    ),
    leafFan(-20, 720, 240, 15, 70, 5, JUNGLE),
    fern(300, 720, 200, 10, '#3f8f4a'),
    sparkle(590, 350, 12, '#ffffff'),
    sparkle(720, 248, 9, '#ffffff'),
    songbird(870, 286, 1, ORANGE_BIRD, true),
  ];
};

// ── 11: on the swaying bridge, scared; the little orange bird on the rope says "take one step" ──
const scaredOnBridge: Scene = (art, hero) => {
  const bridge = ropeBridge(
    [
      [-40, 440],
      [500, 520],
      [1040, 440],
    ],
    120,
    18,
  );
  const foam = Array.from({ length: 14 }, () =>
    ellipse(art.rng.range(0, 1000), art.rng.range(600, 690), art.rng.range(20, 60), 6, '#ffffff', { opacity: 0.7 }),
  );
  return [
    sky(art, ['#7a8e84', '#4a6a6a']),
    rock(art, 'M-10 -10L340 -10Q300 300 330 700L-10 700Z', '#8a7a6c'),
    rock(art, 'M1010 -10L660 -10Q700 300 670 700L1010 700Z', '#7e6e62'),
    waterfall(art, 500, -10, 600, 220),
    canopy(art, 20, 60, '#4f8a52', 6, false),
    sea(art, 580, '#6fc0d4', '#2f6e8e', 16),
    ...foam,
    ellipse(240, 640, 60, 18, '#6a6a7a'),
    ellipse(800, 660, 70, 20, '#6a6a7a'),
    bridge.back,
    bridge.deck,
    child(art, hero, { arms: [76, 76], mood: 'wonder', gaze: 0, lookUp: false }, 500, 512, 1.6),
    bridge.front,
    songbird(652, 418, 1.1, ORANGE_BIRD, true),
    line('M700 380Q712 370 724 380M700 366Q716 352 732 366', '#ffffff', 3, { opacity: 0.8 }),
    vines(art, 5, '#3f8f4a', 160),
  ];
};

// ── 12: the last hop onto the other side, seen from afar ──
const lastHop: Scene = (art, hero) => {
  const bridge = ropeBridge(
    [
      [150, 330],
      [470, 410],
      [800, 340],
    ],
    44,
    9,
  );
  return [
    sky(art, ['#ffe8b0', '#ffd08a', '#cfe6b0']),
    sun(art, 480, 140, 46),
    canopy(art, 300, 100, '#b8d49a', 8),
    waterfall(art, 470, 260, 640, 150),
    sea(art, 620, '#8fd6e4', '#4f9ec0', 6),
    rock(art, 'M-10 330Q90 320 170 336Q200 500 190 700L-10 700Z', '#9a8a78'),
    rock(art, 'M1010 350Q880 330 780 346Q750 500 770 700L1010 700Z', '#8e7e70'),
    shape('M-10 340Q90 318 176 340L176 362Q90 340 -10 364Z', '#6fb26d'),
    shape('M1010 360Q880 332 776 350L776 372Q880 352 1010 382Z', '#6fb26d'),
    bridge.back,
    bridge.deck,
    bridge.front,
    child(art, hero, { arms: [150, 150], mood: 'grin' }, 850, 318, 0.95),
    line('M790 300Q810 290 826 300M782 318Q800 310 816 318', '#ffffff', 3, { opacity: 0.9 }),
    songbird(700, 250, 0.8, ORANGE_BIRD, true),
    roundTree(art, 930, 356, 200, '#4f9a4f'),
    leafFan(-20, 720, 240, 10, 80, 5, JUNGLE),
    leafFan(1020, 720, 240, -10, -80, 5, JUNGLE),
  ];
};

// ── 13: the mossy chest beside the waterfall, gold in the setting sun: "Hooray!" ──
const treasure: Scene = (art, hero) => [
  sky(art, ['#f79a6a', '#ffc080', '#ffe2a8']),
  sun(art, 260, 300, 70, '#fff0b0', '#ffa95e'),
  canopy(art, 420, 110, '#b89a70', 8),
  rock(art, 'M1010 60Q860 40 760 80Q730 300 740 560L1010 560Z', '#8a6e66'),
  waterfall(art, 860, 70, 560, 140),
  glow(art, 860, 420, 220, '#ffd0a0', 0.35),
  jungleFloor(art, 560, '#6a8a4a', '#4a6a3a'),
  chest(art, 600, 640, 1.25, true),
  ...[
    [540, 515],
    [600, 508],
    [652, 518],
  ].map(([x, y]) => ellipse(x!, y!, 26, 9, '#6faa4a')),
  rect(580, 555, 44, 30, '#fff6e0', { transform: 'rotate(-8 602 570)' }),
  line('M588 564L612 562M588 572L606 570', '#8a6a4a', 2),
  child(art, hero, { arms: [135, 135], mood: 'laugh' }, 380, 650, 1.45),
  line('M40 700Q70 420 60 100', '#6b4a30', 34),
  line('M62 250Q160 250 240 214', '#6b4a30', 12),
  leafFan(60, 110, 170, -120, 120, 8, ['#4a6a3a', '#5a7a40']),
  leafFan(230, 214, 80, -60, 60, 4, ['#4a6a3a', '#5a7a40']),
  // The red bird flaps off its branch at the "Hooray!", wings up, with a feather left behind.
  flappingBird(300, 96, 1.3, '#e2453c'),
  line('M236 150Q250 130 262 140M250 170Q268 156 280 166', '#7a4a5a', 2.5),
  ellipse(232, 190, 9, 3.5, '#e2453c', { transform: 'rotate(-30 232 190)' }),
  birds(art, 500, 120, 3, '#7a4a5a'),
  leafFan(-20, 720, 240, 20, 90, 5, JUNGLE),
  fern(980, 720, 180, -20, '#3f6e3a'),
];

// ── 14: home in the evening; Grandpa listens to the whole story by the fire ──
const homeStory: Scene = (art, hero) => {
  const view = [
    sky(art, ['#2a2f6a', '#8a5a8a']),
    canopy(art, 330, 60, '#1f2f3a', 8, true),
    ...Array.from({ length: 14 }, () => circle(art.rng.range(560, 860), art.rng.range(110, 260), 1.6, '#fff8dc')),
  ].join('');
  const clip = art.clip(rect(580, 110, 260, 200, '#000', { rx: 10 }));
  const coins = [
    [470, 520],
    [490, 516],
    [510, 522],
    [480, 510],
  ]
    .map(([x, y]) => ellipse(x!, y!, 11, 5, '#f6d04d', { stroke: '#d9a520', 'stroke-width': 1.5 }))
    .join('');
  return [
    sky(art, ['#c88a5a', '#a06a42']),
    rect(0, 0, art.w, art.h, art.pattern(80, 80, rect(0, 0, 40, 80, '#ffffff', { opacity: 0.04 }))),
    g(view, { 'clip-path': clip }),
    rect(570, 100, 280, 220, 'none', { stroke: '#f4e6cf', 'stroke-width': 14, rx: 12 }),
    line('M710 110L710 310M580 200L840 200', '#f4e6cf', 8),
    rect(60, 260, 230, 330, '#8a6a5a', { rx: 8 }),
    rect(96, 380, 158, 210, '#3a2420', { rx: 70 }),
    glow(art, 175, 520, 260, '#ffb347', 0.55),
    shape('M130 580Q150 490 175 460Q200 500 220 580Z', '#ff8a3d'),
    shape('M150 580Q165 520 178 500Q192 530 200 580Z', '#ffd36b'),
    rect(40, 250, 270, 24, '#6a4a3a', { rx: 6 }),
    compass(120, 228, 18, 0),
    rect(0, 590, art.w, 110, '#6e4630'),
    ellipse(520, 640, 330, 46, '#c0503c', { opacity: 0.8 }),
    rect(400, 530, 200, 14, '#7a4a2e', { rx: 5 }),
    line('M420 544L420 610M580 544L580 610', '#7a4a2e', 10),
    treasureMap(540, 520, 70, 6),
    coins,
    child(art, hero, { arms: [110, 120], mood: 'grin', gaze: 1 }, 340, 650, 1.45),
    grownup(760, 660, 1.3, {
      kind: 'grandpa',
      hands: bothHands(20, -150),
      mood: 'laugh',
      gaze: -1,
    }),
  ];
};

export const explorerSpreads: readonly Scene[] = [
  attic,
  gardenGate,
  jungleHello,
  monkeys,
  babyElephant,
  footprints,
  mummyElephant,
  lostPath,
  compassWay,
  hiddenWaterfall,
  scaredOnBridge,
  lastHop,
  treasure,
  homeStory,
];
