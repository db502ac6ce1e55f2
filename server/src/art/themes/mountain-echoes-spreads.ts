import { bothHands, child } from '../child';
import { type Art, type Pt, circle, ellipse, g, line, rect, shape, smooth } from '../core';
import { glow } from '../finish';
import {
  band,
  birds,
  cloud,
  hill,
  hills,
  mountain,
  pineTree,
  ridgeY,
  sky,
  snowHill,
  snowfall,
  sparkle,
  starField,
  sun,
} from '../landscape';
import { cabin, echoRings, flag } from '../props/adventure';
import { cloudSea } from '../props/bedtime';
import { eagle, goat } from '../props/c2-creatures';
import { bun, cottage, grownup } from '../props/c2-people';
import { lantern } from '../props/fantasy';
import type { Scene } from './theme';

// The mountain of echoes, spread by spread: the silent village, Grandma's scarf, the snowy path, the valley
// that whispers back, the shy goat, the storm and the shepherd's hut, the fallen eaglet, the summit at sunrise
// and the kind words that come ringing back down to the village.

const PINE = '#3d5f80';
const STICK = '#8a5a3a';

const walkingStick = (hands: readonly [Pt, Pt]): string => {
  const [, r] = hands;
  return line(`M${r[0]} ${r[1] - 40}L${r[0] + 8} ${r[1] + 60}`, STICK, 5);
};

/** A little row of snowy cottages: the village seen from afar (tiny roofs) or near. */
function village(art: Art, x: number, y: number, s: number, lit = false): string {
  const walls = ['#f2dcb4', '#e8c8a8', '#f4e4d0', '#dcc0a0', '#f0d8c0'];
  const roofs = ['#c0503c', '#7a3b34', '#b5704a', '#8a4a3a', '#c86a4a'];
  return walls
    .map((w, i) =>
      g(cabin(art, 0, 0, 0.5 + (i % 2) * 0.1, w, roofs[i]!, true, lit), {
        transform: `translate(${x + (i - 2) * 90 * s} ${y + (i % 2) * 10 * s}) scale(${s})`,
      }),
    )
    .join('');
}

/** A small stone hut with a turf roof heavy with snow; `door` light spills out when open. */
function stoneHut(art: Art, x: number, y: number, s: number, open: boolean): string {
  const stones: string[] = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 6; c++)
      stones.push(ellipse(-100 + c * 40 + (r % 2) * 20, -14 - r * 26, 19, 12, r % 2 ? '#9a94a4' : '#aaa4b4'));
  return g(
    [
      rect(-110, -140, 220, 140, '#8a8494'),
      ...stones,
      open ? glow(art, 0, -50, 160, '#ffcf6b', 0.6) : '',
      rect(-28, -96, 56, 96, open ? '#ffcf6b' : '#4a3a3a', { rx: 26 }),
      rect(50, -110, 36, 30, '#ffd36b', { stroke: '#5a5060', 'stroke-width': 5 }),
      shape('M-130 -130Q0 -220 130 -130Q130 -116 0 -118Q-130 -116 -130 -130Z', '#ffffff'),
      ellipse(0, -150, 120, 26, '#ffffff'),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** Kind words flying: little hearts and rings spreading from a point. */
function kindWords(x: number, y: number, s: number, color = '#ffffff'): string {
  return g(
    [
      echoRings(0, 0, 30, color),
      shape('M60 -40C60 -52 76 -52 76 -40C76 -52 92 -52 92 -40C92 -28 76 -18 76 -14C76 -18 60 -28 60 -40Z', '#ff8aa0'),
      shape('M110 10C110 2 120 2 120 10C120 2 130 2 130 10C130 18 120 24 120 26C120 24 110 18 110 10Z', '#ffb0c0'),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

// ── 1: the quiet village: the baker and the shoemaker have quarrelled; the echo sleeps ──
const silentVillage: Scene = (art, hero) => [
  sky(art, ['#a8b8d4', '#d8dcea', '#eef0f4']),
  mountain(520, 420, 900, 380, '#9c98c0', '#ffffff'),
  mountain(140, 430, 420, 200, '#aaa6cc', '#fbf8ff'),
  line('M560 120L574 120L560 134L574 134M590 96L600 96L590 106L600 106', '#6a6a8a', 2.5, { opacity: 0.6 }),
  snowHill(art, 440, 16, 5),
  ...[60, 940].map((x) => pineTree(x, 470, 130, PINE, '#ffffff')),
  cottage(240, 530, 1.1, { wall: '#f2dcb4', roof: '#c0503c', snow: true, sign: 'bread' }),
  cottage(760, 530, 1.1, { wall: '#e4d0b8', roof: '#5a6a8a', snow: true, sign: 'boot' }),
  hills(art, 560, 12, 4, '#ffffff', '#d4dcf0'),
  grownup(330, 640, 1.05, { kind: 'baker', mood: 'cross', gaze: -1, arms: [20, 30] }, true),
  grownup(680, 640, 1.05, { kind: 'shoemaker', mood: 'cross', gaze: 1, arms: [30, 20] }),
  child(art, hero, { mood: 'wonder', arms: [14, 14], gaze: -0.3 }, 505, 670, 1.25),
  snowfall(art, 20),
];

// ── 2: Grandma ties a woolly scarf; a warm hat, a walking stick and kind words to carry ──
const grandmaScarf: Scene = (art, hero) => [
  sky(art, ['#c8d8ee', '#f2e8e4']),
  mountain(760, 380, 700, 300, '#b0acd4', '#ffffff'),
  hills(art, 400, 20, 5, '#ffffff', '#dce4f4'),
  rect(0, 80, 420, 560, '#e8c8a0'),
  rect(0, 80, 420, 560, art.pattern(60, 40, rect(0, 0, 58, 38, 'none', { stroke: '#c8a070', 'stroke-width': 2 }))),
  shape('M-20 100L440 100L400 40L-20 40Z', '#7a3b34'),
  shape('M-20 100L440 100L420 80L-20 80Z', '#ffffff'),
  rect(130, 250, 170, 390, '#ffcf6b', { rx: 8 }),
  glow(art, 215, 460, 300, '#ffcf6b', 0.45),
  rect(120, 240, 190, 14, '#6a4a3a'),
  band(art, ['#ffffff', '#d8e0f2'], 630, 70),
  grownup(250, 650, 1.3, {
    kind: 'grandma',
    hands: [
      [70, -168],
      [96, -150],
    ],
    gaze: 1,
  }),
  child(art, hero, { arms: [20, 40], mood: 'grin', gaze: -0.6, hold: walkingStick }, 430, 660, 1.45),
  pineTree(880, 660, 280, PINE, '#ffffff'),
  snowfall(art, 16),
];

// ── 3: up the winding path past the last cabin; the village grows small below ──
const windingPath: Scene = (art, hero) => {
  const slope: Pt[] = [
    [-80, 640],
    [200, 560],
    [460, 440],
    [760, 300],
    [1080, 200],
  ];
  const path: Pt[] = [
    [600, 720],
    [520, 580],
    [660, 480],
    [600, 400],
    [720, 320],
  ];
  return [
    sky(art, ['#9cc0ec', '#dce8f8']),
    sun(art, 160, 110, 36, '#fff8e0', '#ffe0a0'),
    mountain(820, 260, 560, 230, '#a4a8d8', '#ffffff'),
    hill(art, slope, '#ffffff', '#cad4ee'),
    village(art, 170, 650, 0.55),
    line(smooth(path), '#dfe6f6', 40),
    line(smooth(path), '#c8d2ea', 4, { 'stroke-dasharray': '6 14' }),
    cabin(art, 800, 360, 0.75, '#b5704a', '#7a3b34', true),
    ...[0, 1, 2].map((i) => cloud(770 + i * 12, 220 - i * 40, 40 + i * 16, '#e8ecf4', '#cfd6e6', 0.8 - i * 0.2)),
    ...[330, 390, 900, 960].map((x) => pineTree(x, ridgeY(slope, x) + 30, 120, PINE, '#ffffff')),
    line('M80 240Q160 220 240 240M120 300Q220 280 320 300M60 360Q140 344 200 360', '#ffffff', 3, { opacity: 0.7 }),
    child(art, hero, { arms: [20, 50], walk: true, mood: 'smile', gaze: 1, hold: walkingStick }, 540, 600, 1.3),
    pineTree(980, 720, 300, PINE, '#ffffff'),
    snowfall(art, 24),
  ];
};

// ── 4: the wide white valley: "Hello, Echo!" — and at last a whisper back ──
const whisperValley: Scene = (art, hero) => [
  sky(art, ['#b4d0f0', '#eaf0fa']),
  mountain(200, 360, 460, 240, '#b0b0dc', '#ffffff'),
  mountain(800, 350, 560, 280, '#a0a4d4', '#ffffff'),
  mountain(500, 380, 420, 170, '#bcbce0', '#ffffff'),
  g(echoRings(820, 160, 14, '#ffffff'), { opacity: 0.55 }),
  g(echoRings(190, 200, 10, '#ffffff', -1), { opacity: 0.4 }),
  snowHill(art, 420, 10, 4),
  shape(
    'M-10 700L-10 560Q300 470 500 480Q700 490 1010 560L1010 700Z',
    art.linear([
      [0, '#ffffff'],
      [1, '#d4dcf2'],
    ]),
  ),
  child(art, hero, { hands: bothHands(14, -122), mood: 'smile', lookUp: true }, 500, 520, 1.05),
  echoRings(530, 390, 12, '#ffffff'),
  ...[120, 880].map((x) => pineTree(x, 640, 180, PINE, '#ffffff')),
  snowfall(art, 20),
];

// ── 5: a shy young goat behind a rock, and half an apple shared in the snow ──
const shyGoat: Scene = (art, hero) => [
  sky(art, ['#a4c4ec', '#e4ecf8']),
  mountain(820, 300, 500, 200, '#b0acd4', '#ffffff'),
  hills(art, 380, 20, 4, '#ffffff', '#d8e0f2'),
  goat(700, 600, 1.5, { flip: true, shy: true }),
  shape(
    'M560 660Q540 520 640 470Q760 440 820 520Q860 600 840 660Z',
    art.linear([
      [0, '#9a94a8'],
      [1, '#6a6478'],
    ]),
  ),
  shape('M590 500Q660 450 760 460Q800 480 806 500Q700 470 590 510Z', '#ffffff'),
  band(art, ['#ffffff', '#dce4f4'], 640, 60),
  child(
    art,
    hero,
    {
      sit: true,
      mood: 'smile',
      gaze: 1,
      arms: [20, 80],
      hold: ([, r]) =>
        circle(r[0] + 10, r[1] - 6, 13, '#e2453c') +
        shape(`M${r[0] + 10} ${r[1] - 19}l2 -8`, 'none', { stroke: '#6a4a2a', 'stroke-width': 3 }) +
        circle(r[0], r[1], 9, '#e2453c'),
    },
    340,
    650,
    1.6,
  ),
  rect(150, 620, 60, 40, '#c8a070', { rx: 8 }),
  pineTree(80, 660, 300, PINE, '#ffffff'),
  snowfall(art, 14),
];

// ── 6: the goat skips ahead on a secret path; "Thank you, my friend!" rings back clearly ──
const secretPath: Scene = (art, hero) => {
  const steps: Pt[] = [
    [260, 640],
    [420, 560],
    [560, 500],
    [700, 420],
    [840, 360],
  ];
  return [
    sky(art, ['#8cb8ec', '#d8e8f8']),
    mountain(640, 320, 900, 300, '#9a9ed4', '#ffffff'),
    kindWords(160, 150, 1.1),
    g(echoRings(820, 140, 26, '#ffffff', -1), { opacity: 0.9 }),
    shape(
      'M-10 700L-10 420Q200 380 320 460L280 700Z',
      art.linear([
        [0, '#a8a2b8'],
        [1, '#7a7488'],
      ]),
    ),
    shape(
      'M1010 700L1010 300Q880 280 800 380Q760 520 720 700Z',
      art.linear([
        [0, '#a8a2b8'],
        [1, '#7a7488'],
      ]),
    ),
    shape(
      'M240 700Q420 560 560 500T860 360L900 380Q720 470 600 560T420 700Z',
      art.linear([
        [0, '#ffffff'],
        [1, '#d4dcf2'],
      ]),
    ),
    ...steps.slice(1).map(([x, y]) => ellipse(x, y + 8, 12, 5, '#c8d0e8')),
    goat(760, 400, 0.95, { leap: true }),
    child(
      art,
      hero,
      {
        arms: [20, 160],
        mood: 'grin',
        gaze: 1,
        hold: ([l]) => line(`M${l[0]} ${l[1] - 40}L${l[0] - 8} ${l[1] + 60}`, STICK, 5),
      },
      380,
      640,
      1.35,
    ),
    pineTree(120, 720, 260, PINE, '#ffffff'),
    snowfall(art, 14),
  ];
};

// ── 7: the storm; an old shepherd with a swinging lantern in the door of a stone hut ──
const storm: Scene = (art, hero) => {
  const swirls: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = art.rng.range(0, 1000);
    const y = art.rng.range(40, 600);
    swirls.push(line(`M${x} ${y}q40 -20 80 0t80 0`, '#ffffff', 3, { opacity: 0.5 }));
  }
  return [
    sky(art, ['#5a6078', '#8a90a4', '#b4b8c8']),
    mountain(500, 420, 1000, 380, '#7a7a94', '#c8ccd8'),
    hills(art, 470, 20, 4, '#e4e8f0', '#b8c0d4'),
    stoneHut(art, 700, 560, 1.3, true),
    grownup(
      700,
      560,
      0.9,
      { kind: 'shepherd', arms: [10, 120], gaze: -1, hold: ([, r]) => lantern(art, r[0], r[1], 1.1) },
      true,
    ),
    hills(art, 600, 16, 4, '#ffffff', '#c8d0e4'),
    goat(180, 650, 0.8),
    child(art, hero, { arms: [120, 160], walk: true, mood: 'wonder', gaze: 1 }, 380, 660, 1.35),
    ...swirls,
    snowfall(art, 150),
  ];
};

// ── 8: inside the hut: a crackling fire, warm milk with honey, "…saving us…" ──
const hutInside: Scene = (art, hero) => {
  const view = [rect(0, 0, art.w, art.h, '#7a8aa8'), snowfall(art, 30)].join('');
  const clip = art.clip(rect(640, 150, 180, 150, '#000', { rx: 8 }));
  const stones: string[] = [];
  for (let r = 0; r < 12; r++)
    for (let c = 0; c < 14; c++)
      stones.push(ellipse(c * 80 + (r % 2) * 40, r * 50 + 20, 38, 22, r % 2 ? '#8a7a72' : '#968678', { opacity: 0.9 }));
  return [
    rect(0, 0, art.w, art.h, '#7a6a62'),
    ...stones,
    g(view, { 'clip-path': clip }),
    rect(640, 150, 180, 150, 'none', { stroke: '#5a4030', 'stroke-width': 12 }),
    echoRings(730, 220, 14, '#ffffff'),
    rect(60, 200, 280, 400, '#5e524e'),
    rect(100, 360, 200, 240, '#2a1e1a', { rx: 80 }),
    glow(art, 200, 520, 360, '#ffa040', 0.6),
    shape('M140 590Q160 490 200 450Q236 500 260 590Z', '#ff8a3d'),
    shape('M166 590Q184 520 202 496Q220 530 232 590Z', '#ffd36b'),
    line('M130 596L270 590M140 584L260 600', '#6a4a30', 10),
    rect(0, 600, art.w, 100, '#5a4a40'),
    ellipse(480, 640, 260, 40, '#b04a3a', { opacity: 0.8 }),
    goat(220, 660, 0.7),
    child(
      art,
      hero,
      {
        sit: true,
        mood: 'smile',
        gaze: 0.5,
        hands: bothHands(14, -70),
        hold: ([l, r]) =>
          rect((l[0] + r[0]) / 2 - 16, l[1] - 30, 32, 36, '#f4efe6', { rx: 6 }) +
          line(`M${(l[0] + r[0]) / 2 + 16} ${l[1] - 20}q12 4 0 16`, '#f4efe6', 4) +
          line(
            `M${(l[0] + r[0]) / 2 - 6} ${l[1] - 40}q-6 -10 0 -20M${(l[0] + r[0]) / 2 + 6} ${l[1] - 40}q6 -10 0 -20`,
            '#ffffff',
            2.5,
            {
              opacity: 0.7,
            },
          ),
      },
      470,
      650,
      1.55,
    ),
    grownup(760, 660, 1.35, {
      kind: 'shepherd',
      hands: [
        [-50, -170],
        [-10, -150],
      ],
      gaze: -1,
      hold: ([l]) =>
        g(rect(-16, -40, 32, 44, '#c8a070', { rx: 8 }), { transform: `translate(${l[0]} ${l[1]}) rotate(-40)` }),
    }),
  ];
};

// ── 9: a sparkling morning; a fallen young eagle carried gently up the rocks ──
const eaglet: Scene = (art, hero) => {
  const sparkles: string[] = [];
  for (let i = 0; i < 18; i++)
    sparkles.push(sparkle(art.rng.range(0, 1000), art.rng.range(420, 700), art.rng.range(4, 9), '#ffffff'));
  return [
    sky(art, ['#5aa8ec', '#bfe0fa']),
    sun(art, 850, 110, 48, '#fffbe0', '#ffe8a0'),
    mountain(300, 400, 640, 320, '#9a9ed4', '#ffffff'),
    shape(
      'M420 700L480 460Q560 300 700 250Q840 220 1010 240L1010 700Z',
      art.linear([
        [0, '#a8a2b8'],
        [1, '#7a7488'],
      ]),
    ),
    shape('M470 470Q520 400 560 380L600 400Q540 430 500 480Z', '#ffffff'),
    shape('M700 260Q840 230 1010 250L1010 270Q840 250 700 280Z', '#ffffff'),
    shape('M-10 700L-10 560Q200 520 420 600L460 700Z', '#ffffff'),
    line('M560 520L620 440M660 410L720 340', '#ffffff', 10, { opacity: 0.5 }),
    child(
      art,
      hero,
      {
        walk: true,
        mood: 'smile',
        gaze: 0.5,
        hands: [
          [-20, -70],
          [22, -70],
        ],
        hold: ([l, r]) => eagle((l[0] + r[0]) / 2, l[1] + 6, 0.85, { chick: true }),
      },
      560,
      560,
      1.45,
    ),
    ...sparkles,
    ellipse(280, 640, 60, 14, '#dce4f4'),
    ...[260, 300, 330].map((x, i) => line(`M${x} ${630 - i * 6}l10 -16`, '#b08a64', 3)),
  ];
};

// ── 10: the nest on the high ledge; mother eagle swoops; "Well done!" rings like silver bells ──
const nest: Scene = (art, hero) => [
  sky(art, ['#4a90dc', '#a8d4f6', '#e8f4fc']),
  mountain(180, 700, 500, 520, '#9a9ed4', '#ffffff'),
  mountain(840, 700, 520, 560, '#8e92cc', '#ffffff'),
  echoRings(300, 200, 18, '#ffffff'),
  echoRings(720, 170, 18, '#ffffff', -1),
  line('M400 120Q500 60 620 120Q700 170 640 230', '#ffffff', 3, { 'stroke-dasharray': '10 12', opacity: 0.7 }),
  // The mother swoops low over the child: a double page keeps only the band round the child's head.
  eagle(430, 210, 1.0, { fly: true, flip: true }),
  shape(
    'M-10 700L-10 470Q200 430 560 470L620 520Q400 520 300 700Z',
    art.linear([
      [0, '#b0aac0'],
      [1, '#7a7488'],
    ]),
  ),
  shape('M-10 472Q200 430 560 470L570 486Q300 456 -10 492Z', '#ffffff'),
  ellipse(470, 466, 72, 22, '#8a6a44'),
  line('M410 462L530 470M420 472L520 456M430 452L500 480', '#6a4a30', 4),
  eagle(470, 462, 0.8, { chick: true }),
  child(art, hero, { arms: [160, 150], mood: 'grin', lookUp: true }, 240, 470, 1.35),
];

// ── 11: the very top at sunrise: the red flag, a sea of pink clouds and the tiny roofs of home ──
const summit: Scene = (art, hero) => [
  sky(art, ['#ff9aa8', '#ffc8a8', '#fff0d0']),
  // The rising sun and the roofs of home lie just beyond the child's pointing hand: a double page keeps only the
  // band round the child's head and lays the words over the far half.
  sun(art, 540, 300, 58, '#fff6d0', '#ffb36b'),
  cloudSea(art, 420, '#ffe0e8', '#f4b8c8', 3),
  g([village(art, 560, 470, 0.4, false)], { opacity: 0.85 }),
  shape('M450 500Q560 440 690 470Q740 490 780 500L780 516Q600 500 450 516Z', '#f8d0d8', { opacity: 0.9 }),
  eagle(760, 150, 0.5, { fly: true }),
  eagle(880, 200, 0.4, { fly: true, flip: true }),
  shape(
    'M-10 700L-10 470Q120 380 260 360Q400 380 520 700Z',
    art.linear([
      [0, '#ffffff'],
      [1, '#e0d4ec'],
    ]),
  ),
  flag(270, 364, 150, '#e2453c'),
  goat(180, 420, 0.8),
  child(art, hero, { arms: [20, 100], mood: 'wonder', gaze: 1 }, 380, 470, 1.35),
  birds(art, 600, 160, 2, '#8a4a6a'),
];

// ── 12: "I'm sorry! Thank you! Let's be friends again!" — carried over the clouds and down the slopes ──
const callFromTop: Scene = (art, hero) => [
  sky(art, ['#ffd0a8', '#ffe8c8', '#e8f0fa']),
  sun(art, 140, 140, 44, '#fff6d0', '#ffc98a'),
  // Far below, the other peaks stand out of the sea of clouds the words fly over.
  mountain(820, 470, 300, 200, '#b4acd8', '#ffffff'),
  mountain(120, 480, 260, 160, '#b4acd8', '#ffffff'),
  cloudSea(art, 430, '#ffffff', '#f0d8e0', 2),
  g(echoRings(700, 260, 30, '#ffffff'), { transform: 'rotate(20 700 260)' }),
  g(echoRings(860, 380, 36, '#ffffff'), { opacity: 0.9 }),
  kindWords(900, 520, 0.8),
  // The summit under the child's boots, and the child large on it, hands cupped round the mouth, calling.
  shape('M-20 720Q120 560 330 540Q560 530 700 600Q800 650 1020 720Z', '#ffffff'),
  shape('M120 640Q300 590 520 600', 'none', { stroke: '#d8d4ec', 'stroke-width': 6, 'stroke-linecap': 'round' }),
  child(art, hero, { hands: bothHands(14, -122), mood: 'grin', gaze: 1 }, 330, 640, 1.6),
  kindWords(560, 250, 1.2),
];

// ── 13: down in the village the baker and the shoemaker laugh; doors open, neighbours wave ──
const makeUp: Scene = (art, hero) => [
  sky(art, ['#8ec0ee', '#e4f0fa']),
  mountain(500, 400, 900, 360, '#a4a8d8', '#ffffff'),
  line('M520 100Q480 180 540 240Q480 300 520 360', '#ffffff', 4, { 'stroke-dasharray': '4 10', opacity: 0.9 }),

  echoRings(600, 170, 16, '#ffffff'),
  snowHill(art, 420, 14, 5),
  cottage(170, 520, 1.05, { wall: '#f2dcb4', roof: '#c0503c', snow: true, sign: 'bread', open: true }),
  cottage(830, 520, 1.05, { wall: '#e4d0b8', roof: '#5a6a8a', snow: true, sign: 'boot', open: true }),
  grownup(70, 540, 0.6, { kind: 'lady', arms: [10, 150], mood: 'laugh' }),
  grownup(950, 540, 0.6, { kind: 'neighbour', arms: [150, 10], mood: 'laugh' }),
  hills(art, 560, 12, 4, '#ffffff', '#d4dcf0'),
  grownup(420, 660, 1.1, {
    kind: 'baker',
    mood: 'laugh',
    hands: [
      [-40, -150],
      [60, -190],
    ],
    hold: ([l]) => bun(l[0], l[1] - 6, 16),
  }),
  grownup(590, 660, 1.1, {
    kind: 'shoemaker',
    mood: 'laugh',
    hands: [
      [-60, -190],
      [40, -150],
    ],
  }),
  // The child comes down into the village, waving back, in front of the shoemaker's.
  child(art, hero, { arms: [20, 150], walk: true, mood: 'grin', gaze: -1 }, 790, 690, 1.3, true),
  snowfall(art, 12),
];

// ── 14: home in the evening: warm buns and cheers, and Grandma's big hug ──
const homecoming: Scene = (art, hero) => [
  sky(art, ['#3a3a7a', '#8a6aa8', '#f0a8a0']),
  starField(art, 40, 0, 220),
  mountain(500, 430, 900, 360, '#5a5888', '#dcdcf4'),
  echoRings(620, 150, 16, '#fff6c8'),
  snowHill(art, 430, 14, 5),
  village(art, 500, 500, 0.9, true),
  hills(art, 560, 12, 4, '#eef0fa', '#b8c0dc'),
  lantern(art, 120, 360, 1),
  line('M120 360L120 640', '#4a3a2a', 6),
  grownup(160, 660, 1, { kind: 'neighbour', arms: [150, 40], mood: 'laugh', hold: ([l]) => bun(l[0], l[1] - 10, 16) }),
  grownup(
    850,
    660,
    1,
    { kind: 'lady', arms: [40, 150], mood: 'laugh', hold: ([, r]) => bun(r[0], r[1] - 10, 16) },
    true,
  ),
  grownup(580, 670, 1.2, {
    kind: 'grandma',
    hands: [
      [-70, -150],
      [-20, -130],
    ],
    mood: 'laugh',
    gaze: -1,
  }),
  // Pressed against Grandma's side, both arms round her: the big hug of the text.
  child(
    art,
    hero,
    {
      hands: [
        [36, -72],
        [72, -70],
      ],
      mood: 'grin',
      gaze: 1,
      turn: 0.4,
    },
    470,
    670,
    1.35,
  ),
  ...[
    [260, 660],
    [300, 672],
  ].map(([x, y]) => bun(x!, y!, 14)),
  rect(250, 676, 80, 8, '#8a5a3a', { rx: 4 }),
  snowfall(art, 16),
];

export const mountainEchoesSpreads: readonly Scene[] = [
  silentVillage,
  grandmaScarf,
  windingPath,
  whisperValley,
  shyGoat,
  secretPath,
  storm,
  hutInside,
  eaglet,
  nest,
  summit,
  callFromTop,
  makeUp,
  homecoming,
];
