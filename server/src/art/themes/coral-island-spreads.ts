import { type Hero, type Pose, bothHands, child } from '../child';
import { type Art, circle, ellipse, g, line, mix, rect, shape } from '../core';
import { glow } from '../finish';
import { band, birds, cloud, palmTree, sea, sky, sparkle, sun } from '../landscape';
import {
  bottle,
  bubbles,
  chest,
  coral,
  fish,
  island,
  rowBoat,
  seaweed,
  starfish,
  treasureMap,
} from '../props/adventure';
import { bigCrab, parrot, seagull, singingShell, turtle } from '../props/c2-creatures';
import { musicNote } from '../props/bedtime';
import type { Scene } from './theme';

// Treasure of the coral island, spread by spread: the bottle on the beach, Captain Coco, the clear sea and
// Grandma Turtle, the island, the reef and its singing shells, the grumpy crab's cave, the shared gold and the
// way home at sunset.

const BOAT = '#e4563e';
const REEF = ['#ff7d8a', '#c77dff', '#ffa55a', '#ff9ec8'] as const;

/** Warm wet sand with a foamy water line along `y` (the sea behind it). */
function beach(art: Art, y: number, light = '#f7e2b0', dark = '#e8c386'): string {
  return [
    shape(
      `M0 ${y}Q${art.w * 0.3} ${y - 30} ${art.w * 0.6} ${y - 6}T${art.w} ${y - 20}L${art.w} ${art.h}L0 ${art.h}Z`,
      art.linear([
        [0, light],
        [1, dark],
      ]),
    ),
    line(`M0 ${y}Q${art.w * 0.3} ${y - 30} ${art.w * 0.6} ${y - 6}T${art.w} ${y - 20}`, '#ffffff', 8, {
      opacity: 0.85,
    }),
    line(`M0 ${y + 14}Q${art.w * 0.3} ${y - 14} ${art.w * 0.6} ${y + 8}T${art.w} ${y - 4}`, '#d8b078', 3, {
      opacity: 0.5,
    }),
  ].join('');
}

/** Under the sea: deep-to-light water, slanting light from the surface and a sandy floor. */
function underwater(art: Art, top: string, deep: string, floorY: number): string {
  return [
    sky(art, [top, mix(top, deep, 0.5), deep]),
    ...[0, 1, 2, 3, 4].map((i) =>
      shape(
        `M${80 + i * 210} -10L${150 + i * 210} -10L${40 + i * 230} ${art.h}L${-30 + i * 230} ${art.h}Z`,
        '#ffffff',
        { opacity: 0.06 },
      ),
    ),
    shape(
      `M0 ${floorY}Q${art.w * 0.3} ${floorY - 40} ${art.w * 0.6} ${floorY - 10}T${art.w} ${floorY - 30}L${art.w} ${art.h}L0 ${art.h}Z`,
      art.linear([
        [0, '#f2d59a'],
        [1, '#d8b47a'],
      ]),
    ),
  ].join('');
}

/** A swimming child: the upright drawing turned to lie along the water, head towards `flip ? left : right`. */
function swimmer(art: Art, hero: Hero, x: number, y: number, s: number, pose: Pose, flip = false, tilt = 72): string {
  // Hands stretched past the head, so after the turn the arms reach ahead through the water.
  const reach: Pose = {
    hands: [
      [-24, -196],
      [26, -188],
    ],
  };
  return g(child(art, hero, { goggles: true, walk: true, ...reach, ...pose }, 0, 0, s), {
    transform: `translate(${x} ${y}) scale(${flip ? -1 : 1} 1) rotate(${tilt}) translate(0 ${90 * s})`,
  });
}

function coin(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, '#f6d04d', { stroke: '#d9a520', 'stroke-width': r * 0.18 }) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.25, '#fff6c0', { opacity: 0.8 })
  );
}

/** A whale-shaped grey rock: a round back, a tail fluke and a little hollow that looks like an eye. */
function whaleRock(art: Art, x: number, y: number, s: number): string {
  return g(
    [
      shape(
        'M-160 0Q-170 -90 -60 -110Q60 -120 120 -60Q150 -30 170 -60Q200 -90 210 -70Q190 -40 200 0Z',
        art.linear([
          [0, '#8e96a8'],
          [1, '#5e6678'],
        ]),
      ),
      ellipse(-90, -50, 9, 7, '#3e4658'),
      line('M-130 -20Q-90 -4 -40 -16', '#4e5668', 4, { opacity: 0.6 }),
      ellipse(-40, -90, 50, 10, '#ffffff', { opacity: 0.12 }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** A dark cave mouth in a reef rock; `open` shows the way in with a glint of gold. */
function reefCave(art: Art, x: number, y: number, s: number, open: boolean): string {
  return g(
    [
      shape(
        'M-200 0Q-210 -180 -40 -220Q150 -240 210 -100Q230 -40 220 0Z',
        art.linear([
          [0, '#7a7090'],
          [1, '#4a4464'],
        ]),
      ),
      shape('M-70 0Q-80 -120 0 -126Q80 -120 74 0Z', '#141028'),
      open ? glow(art, 0, -40, 80, '#ffd36b', 0.5) : '',
      open ? circle(0, -30, 6, '#ffd36b') : '',
      ellipse(-140, -150, 30, 14, '#c77dff', { opacity: 0.6 }),
      ellipse(150, -120, 26, 12, '#ff7d8a', { opacity: 0.6 }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

const oars = (hands: readonly [readonly [number, number], readonly [number, number]]): string =>
  line(`M${hands[0][0]} ${hands[0][1]}L${hands[0][0] - 90} ${hands[0][1] + 70}`, '#b07a4a', 7) +
  line(`M${hands[1][0]} ${hands[1][1]}L${hands[1][0] + 90} ${hands[1][1] + 70}`, '#b07a4a', 7);

// ── 1: a bottle with a map washes up; a crab and a starfish come to look ──
const bottleOnBeach: Scene = (art, hero) => [
  sky(art, ['#ffd8b8', '#ffeccc', '#d8f2f0']),
  sun(art, 170, 250, 56, '#fff4c8', '#ffc48a'),
  band(art, ['#8fd8e0', '#4fb8cc'], 300, 120),
  line('M0 306Q250 296 500 306T1000 306', '#ffffff', 4, { opacity: 0.7 }),
  beach(art, 430),
  child(
    art,
    hero,
    {
      hands: bothHands(34, -76),
      mood: 'wonder',
      gaze: -0.4,
      // The bottle lies across both hands below the chin, its rolled map showing through the glass.
      hold: ([l, r]) => bottle((l[0] + r[0]) / 2 + 44, l[1] + 2, 1.2, -90),
    },
    640,
    640,
    1.65,
  ),
  bigCrab(270, 610, 1.05, 'happy'),
  g(
    [
      starfish(0, 0, 34, '#ff8a5a', 12),
      circle(-8, -4, 3, '#2b1d1a'),
      circle(8, -4, 3, '#2b1d1a'),
      line('M-6 6Q0 11 6 6', '#2b1d1a', 2),
    ],
    {
      transform: 'translate(420 640)',
    },
  ),
  ellipse(880, 600, 30, 18, '#fbe3d0'),
  line('M860 598Q880 580 900 598', '#e8b8a0', 3),
  ellipse(120, 680, 22, 12, '#f4c8d8'),
  birds(art, 700, 160, 2),
];

// ── 2: Captain Coco lands; "Back by teatime!" and off to the little red boat ──
const captainCoco: Scene = (art, hero) => [
  sky(art, ['#8fd6f0', '#d8f4f4']),
  sun(art, 840, 90, 42),
  cloud(300, 110, 170),
  band(art, ['#5cc6d0', '#2f9bb8'], 320, 200),
  line('M0 326Q250 316 500 326T1000 326', '#ffffff', 4, { opacity: 0.7 }),
  island(art, 160, 330, 150),
  beach(art, 470),
  rowBoat(840, 520, 0.9, BOAT),
  line('M760 490Q700 520 640 560', '#c8a070', 3),
  parrot(240, 610, 1.5, { wingsUp: true, talking: true }),
  line('M300 440Q312 430 324 440M296 420Q314 404 332 420', '#3b3552', 3, { opacity: 0.6 }),
  child(art, hero, { arms: [40, 110], walk: true, mood: 'grin', gaze: 1 }, 520, 640, 1.5),
  ...[
    [380, 670],
    [430, 650],
  ].map(([x, y]) => ellipse(x!, y!, 12, 6, '#d8b078', { opacity: 0.7 })),
  birds(art, 620, 150, 3),
];

// ── 3: rowing over water so clear that every fish can be counted ──
const countingFish: Scene = (art, hero) => {
  const school: string[] = [];
  const kinds: readonly (readonly [string, string])[] = [
    ['#ffd84d', '#f28c38'],
    ['#8fd3ff', '#2f6fb3'],
    ['#ff8a7a', '#ffffff'],
  ];
  for (let i = 0; i < 26; i++) {
    const [b, st] = kinds[i % 3]!;
    school.push(fish(art.rng.range(30, 970), art.rng.range(360, 660), art.rng.range(0.35, 0.75), b, st, i % 2 === 0));
  }
  return [
    sky(art, ['#7ccdf0', '#c8eef6']),
    cloud(200, 90, 150),
    cloud(760, 130, 110),
    band(art, ['#7fdce4', '#3fb4c8', '#1f7aa0'], 250, 450),
    ...[120, 380, 640, 880].map((x) =>
      shape(`M${x} 250L${x + 50} 250L${x - 20} 700L${x - 80} 700Z`, '#ffffff', { opacity: 0.08 }),
    ),
    ...school,
    coral(art.rng, 120, 700, 140, '#ff7d8a'),
    coral(art.rng, 880, 700, 120, '#c77dff'),
    line('M0 252Q250 242 500 252T1000 252', '#ffffff', 5, { opacity: 0.8 }),
    rowBoat(
      480,
      262,
      1.15,
      BOAT,
      child(art, hero, { sit: true, mood: 'grin', gaze: 0.4, hands: bothHands(44, -62), hold: oars }, 470, 250, 1),
    ),
    parrot(604, 214, 0.75, { talking: true }),
  ];
};

// ── 4: a bump from below: "Sea monster!" — only Grandma Turtle ──
const grandmaTurtle: Scene = (art, hero) => [
  sky(art, ['#9cd8f0', '#e0f4f2']),
  cloud(760, 90, 180),
  sea(art, 360, '#4fc0d0', '#1f6f9a', 18),
  rect(
    0,
    360,
    art.w,
    340,
    art.linear([
      [0, '#ffffff', 0],
      [1, '#0b3a5a', 0.25],
    ]),
  ),
  rowBoat(
    380,
    400,
    1.6,
    BOAT,
    child(art, hero, { sit: true, mood: 'wonder', gaze: 1, arms: [40, 110] }, 400, 384, 1.25) +
      g(parrot(0, 0, 0.9, { wingsUp: true, talking: true, flip: true }), {
        transform: 'translate(250 396) rotate(-20)',
      }),
  ),
  line('M160 300Q150 290 160 280M140 306Q124 290 140 270', '#3b3552', 3, { opacity: 0.6 }),
  ellipse(760, 408, 150, 26, '#ffffff', { opacity: 0.35 }),
  turtle(740, 440, 1.9, true),
  rect(0, 432, art.w, 268, '#2f8fb0', { opacity: 0.35 }),
  line('M560 420Q620 410 680 420M820 430Q880 420 940 430', '#ffffff', 4, { opacity: 0.7 }),
  bubbles(art, 10, 600, 470, 900, 640),
];

// ── 5: the white sand of Coral Island; waving to the gulls, the map unrolled ──
const islandArrival: Scene = (art, hero) => [
  sky(art, ['#6cc8ec', '#c4ecf6', '#f0fbf6']),
  sun(art, 160, 90, 40),
  band(art, ['#4fc6d4', '#2fa0bc'], 280, 160),
  line('M0 284Q250 276 500 284T1000 284', '#ffffff', 3, { opacity: 0.6 }),
  beach(art, 400, '#fff8ea', '#f0dcb8'),
  palmTree(860, 560, 420, -0.22),
  palmTree(960, 600, 330, -0.1, '#a0713f', '#2f8a4a'),
  rowBoat(190, 470, 0.85, BOAT),
  parrot(260, 432, 0.7, { flip: true }),
  seagull(420, 150, 0.9),
  seagull(560, 100, 0.7, { flip: true }),
  seagull(680, 170, 0.6),
  child(
    art,
    hero,
    { arms: [150, 60], mood: 'grin', lookUp: true, hold: ([, r]) => treasureMap(r[0] + 40, r[1] + 6, 90, 10) },
    520,
    630,
    1.5,
  ),
  starfish(760, 650, 20, '#ff8a5a', 30),
  ellipse(320, 660, 24, 12, '#f4c8d8'),
];

// ── 6: diving in beside Grandma Turtle: coral trees, stripy fish, bubbles like silver balloons ──
const dive: Scene = (art, hero) => [
  underwater(art, '#5cd0dc', '#1a5a8a', 610),
  ellipse(500, -40, 700, 80, '#ffffff', { opacity: 0.25 }),
  coral(art.rng, 90, 660, 320, REEF[0]),
  coral(art.rng, 250, 650, 220, REEF[1]),
  coral(art.rng, 760, 640, 260, REEF[1]),
  coral(art.rng, 920, 660, 330, REEF[0]),
  seaweed(420, 680, 180, '#3fae7a'),
  seaweed(620, 670, 150, '#3fae7a'),
  turtle(680, 280, 1.2),
  swimmer(art, hero, 300, 350, 1.4, { mood: 'grin' }, false, 66),
  fish(200, 160, 0.7, '#ffd84d', '#2b3a5a', true),
  fish(880, 420, 0.8, '#8fd3ff', '#2f6fb3', true),
  fish(560, 500, 0.6, '#ff8a7a', '#ffffff'),
  fish(110, 460, 0.55, '#ffd84d', '#f28c38'),
  bubbles(art, 26, 320, 40, 560, 300),
  starfish(500, 640, 20, '#ff8a5a', 10),
];

// ── 7: three singing shells on a rock, and a riddle ──
const singingShells: Scene = (art, hero) => [
  underwater(art, '#6ad6d8', '#2a6a94', 640),
  glow(art, 620, 420, 260, '#fff6c8', 0.3),
  shape(
    'M380 640Q390 470 620 450Q860 460 880 640Z',
    art.linear([
      [0, '#9a94b8'],
      [1, '#6a6488'],
    ]),
  ),
  ellipse(600, 470, 160, 18, '#b8b2d4', { opacity: 0.6 }),
  singingShell(500, 478, 1.2, '#ffb4c8'),
  singingShell(620, 462, 1.3, '#ffd8a0'),
  singingShell(740, 478, 1.2, '#c8b4ff'),
  musicNote(560, 330, 1, '#ffffff', -10),
  musicNote(680, 300, 1.2, '#fff6c8', 10),
  musicNote(800, 340, 0.9, '#ffffff'),
  seaweed(920, 680, 220, '#3fae7a'),
  coral(art.rng, 60, 700, 240, REEF[2]),
  child(
    art,
    hero,
    {
      goggles: true,
      mood: 'wonder',
      gaze: 1,
      hands: [
        [-20, -104],
        [30, -60],
      ],
    },
    220,
    560,
    1.5,
  ),
  turtle(150, 170, 0.8),
  bubbles(art, 10, 180, 100, 320, 300),
  fish(900, 150, 0.6, '#ffd84d', '#f28c38', true),
];

// ── 8: past the tallest coral and the whale rock, to the grumpiest crab in the ocean ──
const grumbleCave: Scene = (art, hero) => [
  underwater(art, '#4ab8cc', '#163e6a', 600),
  coral(art.rng, 90, 660, 560, REEF[0]),
  coral(art.rng, 200, 640, 260, REEF[3]),
  whaleRock(art, 470, 600, 1),
  reefCave(art, 820, 640, 1.05, false),
  bigCrab(810, 640, 0.9, 'grumpy'),
  line('M730 500L744 486L758 500L772 486M850 490L864 476L878 490L892 476', '#ffffff', 3, { opacity: 0.8 }),
  // The swimmers low, level with the whale rock and the cave: a double page keeps only the band round the
  // child's head, and with the child high up it cut off the rock, the cave and the crab the text names.
  swimmer(art, hero, 340, 430, 0.85, { mood: 'smile' }, false, 80),
  turtle(200, 400, 0.6),
  fish(620, 330, 0.5, '#ffd84d', '#f28c38'),
  fish(680, 380, 0.4, '#8fd3ff', '#2f6fb3'),
  bubbles(art, 12, 300, 200, 460, 400),
  seaweed(620, 660, 130, '#3fae7a'),
];

// ── 9: "Go away!" — the crab clacks his claws; an idea ──
const grumpyCrab: Scene = (art, hero) => [
  underwater(art, '#3a9ab8', '#122f58', 560),
  reefCave(art, 560, 600, 1.6, false),
  child(art, hero, { goggles: true, mood: 'smile', arms: [20, 150], gaze: 0.6 }, 210, 520, 1.25),
  sparkle(300, 250, 16, '#fff6c8'),
  sparkle(326, 228, 8, '#fff6c8'),
  turtle(170, 190, 0.7),
  bigCrab(640, 690, 2.5, 'grumpy', true),
  line('M460 420L480 400M820 420L800 400M470 380L496 370M810 380L784 370', '#ffffff', 4, { opacity: 0.8 }),
  coral(art.rng, 940, 700, 260, REEF[0]),
  bubbles(art, 8, 500, 100, 700, 300),
];

// ── 10: "I bet you can't run sideways to the whale rock and back!" — off he scuttles ──
const crabRace: Scene = (art, hero) => [
  underwater(art, '#56c4d4', '#1d5084', 580),
  whaleRock(art, 170, 590, 0.8),
  reefCave(art, 800, 620, 1.05, true),
  // The crab scuttles level with the child's feet, in the band round the child's head a double page keeps.
  bigCrab(420, 598, 1.1, 'happy', true),
  line('M480 568L560 568M490 588L580 588M480 548L540 548', '#ffffff', 4, { opacity: 0.8 }),
  ...[500, 540, 580].map((x, i) => circle(x, 602 - i * 4, 14 - i * 3, '#f2e0b8', { opacity: 0.6 })),
  child(art, hero, { goggles: true, mood: 'grin', arms: [20, 95], gaze: -1 }, 640, 604, 1.2),
  turtle(900, 300, 0.8, true),
  fish(560, 200, 0.6, '#ffd84d', '#2b3a5a', true),
  fish(380, 260, 0.5, '#ff8a7a', '#ffffff', true),
  coral(art.rng, 960, 700, 200, REEF[1]),
  bubbles(art, 10, 600, 200, 720, 420),
];

// ── 11: inside the cave, in a shaft of sunlight: the chest and the shell with a message ──
const caveTreasure: Scene = (art, hero) => [
  sky(art, ['#1a2a4a', '#0e1630']),
  shape('M-10 -10L1010 -10L1010 120Q800 60 600 90Q520 40 420 90Q200 50 -10 140Z', '#2a2a4a'),
  shape('M-10 700L-10 300Q80 260 120 380Q140 520 200 700Z', '#2a2844'),
  shape('M1010 700L1010 260Q920 240 880 380Q860 540 800 700Z', '#2a2844'),
  shape('M430 -10L590 -10L700 700L330 700Z', '#fff6c8', { opacity: 0.16 }),
  glow(art, 520, 560, 280, '#ffd36b', 0.45),
  shape('M0 620Q300 580 520 600T1000 610L1000 700L0 700Z', '#5a5066'),
  chest(art, 560, 640, 1.4, true),
  ...[
    [420, 640],
    [460, 660],
    [660, 650],
    [700, 666],
    [690, 630],
  ].map(([x, y]) => coin(x!, y!, 10)),
  g([shape('M-26 0Q-30 -26 0 -32Q30 -26 26 0Z', '#ffd8e0'), line('M-14 -8L14 -8M-10 -16L10 -16', '#b07a8a', 2)], {
    transform: 'translate(560 470) rotate(-6)',
  }),
  // Whom the child looks round at: Grandma Turtle and the curious fish at the cave's mouth, the crab puffing
  // back from his race.
  turtle(190, 250, 0.85, false),
  fish(820, 200, 0.55, '#ffd84d', '#f28c38', true),
  fish(900, 270, 0.5, '#8fd3ff', '#2f6fb3', true),
  fish(760, 300, 0.45, '#ff8a7a', '#ffffff', true),
  bigCrab(880, 676, 0.75, 'grumpy', true),
  ...[836, 812].map((x, i) => circle(x, 650 - i * 14, 7 - i * 2, '#e8e0d0', { opacity: 0.7 })),
  child(art, hero, { goggles: true, mood: 'wonder', arms: [130, 130] }, 330, 650, 1.45),
  bubbles(art, 10, 300, 200, 420, 400),
  sparkle(620, 470, 12, '#fffbe0'),
];

// ── 12: "My treasure is all of you": a coin for everyone, the biggest for the crab, who smiles ──
const sharing: Scene = (art, hero) => [
  underwater(art, '#66d6dc', '#2a78a4', 620),
  coral(art.rng, 70, 680, 260, REEF[0]),
  coral(art.rng, 940, 680, 280, REEF[3]),
  seaweed(180, 690, 160, '#3fae7a'),
  child(
    art,
    hero,
    {
      goggles: true,
      mood: 'grin',
      arms: [100, 100],
      hold: ([l, r]) => coin(l[0] - 8, l[1], 13) + coin(r[0] + 8, r[1], 13),
    },
    470,
    610,
    1.35,
  ),
  bigCrab(740, 660, 1.4, 'happy', true),
  coin(680, 540, 28),
  turtle(200, 260, 1, false),
  coin(330, 240, 14),
  ...[
    [640, 140, '#ffd84d', '#f28c38'],
    [780, 220, '#8fd3ff', '#2f6fb3'],
    [880, 120, '#ff8a7a', '#ffffff'],
  ].map(
    ([x, y, b, st]) =>
      fish(Number(x), Number(y), 0.6, String(b), String(st), true) + coin(Number(x) - 46, Number(y) + 4, 9),
  ),
  sparkle(700, 500, 12, '#fffbe0'),
  bubbles(art, 12, 420, 120, 560, 300),
];

// ── 13: rowing home as the sun turns orange; Coco talks the whole way ──
const sunsetRow: Scene = (art, hero) => [
  sky(art, ['#f4845f', '#ffb36b', '#ffd89a']),
  sun(art, 780, 320, 70, '#fff0b0', '#ff9a5e'),
  island(art, 880, 340, 160),
  sea(art, 340, '#f2a070', '#8a4a6a', 16),
  line('M700 360L860 360M720 390L840 390M740 420L820 420', '#ffe0a0', 5, { opacity: 0.6 }),
  shape('M40 420Q90 380 150 400Q200 390 230 420Z', '#6a4a5a'),
  bigCrab(150, 396, 0.6, 'happy'),
  rowBoat(
    480,
    520,
    1.35,
    BOAT,
    child(art, hero, { sit: true, mood: 'grin', hands: bothHands(44, -62), hold: oars }, 470, 505, 1.1),
  ),
  parrot(640, 450, 0.9, { talking: true, flip: true }),
  line('M690 380Q704 372 716 382M700 360Q720 348 736 362', '#4a3048', 3, { opacity: 0.6 }),
  turtle(240, 560, 0.9),
  birds(art, 400, 150, 3, '#6a3a4a'),
];

// ── 14: back in time for tea: a new map in the bottle, thrown far out to sea ──
const bottleThrow: Scene = (art, hero) => [
  sky(art, ['#ffcf9a', '#ffe6bc', '#e8f4ec']),
  sun(art, 180, 200, 50, '#fff6d0', '#ffc98a'),
  cloud(720, 120, 150, '#ffffff', '#f4dcd0'),
  band(art, ['#6cc6d0', '#3a98b8'], 330, 180),
  line('M0 336Q250 326 500 336T1000 336', '#ffffff', 4, { opacity: 0.7 }),
  beach(art, 480),
  line('M560 420Q700 180 860 300', '#ffffff', 3, { 'stroke-dasharray': '8 10', opacity: 0.9 }),
  bottle(866, 310, 0.7, 120),
  sparkle(900, 280, 10, '#ffffff'),
  child(art, hero, { arms: [40, 165], mood: 'grin', gaze: 1, lookUp: true }, 460, 650, 1.5),
  rect(100, 560, 200, 90, '#e8604c', { rx: 6, opacity: 0.9, transform: 'skewX(-20)' }),
  rect(170, 560, 30, 90, '#ffffff', { opacity: 0.6, transform: 'skewX(-20)' }),
  g([ellipse(0, 0, 26, 20, '#f4f0e8'), rect(20, -8, 18, 6, '#f4f0e8'), ellipse(0, -20, 10, 4, '#d8d0c0')], {
    transform: 'translate(40 590)',
  }),
  line('M880 660L880 520', '#8a6a4a', 8),
  parrot(880, 520, 0.9, { talking: true, flip: true }),
  ...[
    [560, 680],
    [520, 700],
    [600, 660],
  ].map(([x, y]) => ellipse(x!, y!, 11, 6, '#d8b078', { opacity: 0.6 })),
];

export const coralIslandSpreads: readonly Scene[] = [
  bottleOnBeach,
  captainCoco,
  countingFish,
  grandmaTurtle,
  islandArrival,
  dive,
  singingShells,
  grumbleCave,
  grumpyCrab,
  crabRace,
  caveTreasure,
  sharing,
  sunsetRow,
  bottleThrow,
];
