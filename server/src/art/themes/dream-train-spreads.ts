import { type Hero, type Pose, child, lyingChild } from '../child';
import { type Art, circle, ellipse, g, line, rect, shade, shape, tint } from '../core';
import { glow } from '../finish';
import { cloud, hills, moon, pineTree, sky, snowHill, snowfall, sparkle, star5, starField } from '../landscape';
import { outfit } from '../custom/kit';
import { cabin } from '../props/adventure';
import {
  carriage,
  cloudSea,
  lampPost,
  locomotive,
  lollipopTree,
  station,
  steam,
  teddy,
  teddyUnderArm,
  track,
} from '../props/bedtime';
import { cat, clockTower, fox, moonFace, paperCrane, penguin, pillow, townHouse } from '../props/c4-bedtime-friends';
import type { Scene } from './theme';

// One picture per spread of "The Dream Train", in the story's order: the platform by the house, Mr Fox and the
// ticket, up into the stars, the three dream doors, the pink, icy and paper-bird dreams, home, and the pillows.

const RED = '#e2453c';

/** The red engine with the child at the cab window. */
function engine(art: Art, hero: Hero, x: number, y: number, s: number, pose: Pose): string {
  return locomotive(art, x, y, s, RED, child(art, hero, pose, x - 75 * s, y - 40 * s, 0.82 * s));
}

/** A carriage wall seen close, with a door of the given colour and decoration. */
function dreamDoor(art: Art, x: number, y: number, color: string, deco: string): string {
  return [
    glow(art, x, y - 120, 110, tint(color, 0.4), 0.35),
    rect(x - 60, y - 250, 120, 250, shade(color, 0.25), { rx: 60 }),
    rect(x - 50, y - 240, 100, 240, color, { rx: 50 }),
    rect(x - 50, y - 240, 30, 240, '#ffffff', { opacity: 0.15, rx: 15 }),
    circle(x + 30, y - 110, 7, '#f2c14e'),
    deco,
  ].join('');
}

/** Asleep in the cosy carriage the child's cap is off: on a lying figure it hid the sleeping face. */
const asleep = outfit({ headwear: 'none' });

export const dreamTrainSpreads: readonly Scene[] = [
  // 0 — puff-puff, toot! Under a glowing street lamp a little red steam train pulls up to a brand-new platform by
  // the house; the child tiptoes out with Teddy.
  (art, hero) => [
    sky(art, ['#0e1a40', '#1e3462', '#38527e']),
    starField(art, 90, 0, 380),
    moon(art, 880, 100, 34),
    hills(art, 430, 26, 4, '#23385e', '#1c2e50'),
    g(cabin(art, 0, 0, 1.5, '#8a78a8', '#4a3a6a', false, false), { transform: 'translate(150 520)' }),
    station(art, 46, 612, 100),
    lampPost(art, 400, 520, 230),
    steam(960, 330, 4, 1),
    locomotive(art, 820, 600, 1.15, RED),
    child(art, hero, { walk: true, arms: [20, 30], mood: 'wonder', gaze: 1, hold: teddyUnderArm() }, 560, 530, 1.15),
  ],
  // 1 — Mr Fox hops down in his smart blue cap and golden watch, holds up the ticket with the child's name and
  // punches it: click! "All aboard!"
  (art, hero) => [
    sky(art, ['#14204a', '#2a4474', '#4a6890']),
    starField(art, 50, 0, 240),
    glow(art, 180, 160, 240, '#ffd36b', 0.35),
    // close on the side of the engine, warm light from its lamp
    rect(-20, 120, 560, 360, RED, { rx: 40 }),
    rect(
      -20,
      120,
      560,
      360,
      art.linear([
        [0, '#ffffff', 0.25],
        [0.5, '#ffffff', 0],
        [1, '#1d1330', 0.3],
      ]),
      { rx: 40 },
    ),
    ...[100, 300].map((x) => rect(x, 110, 24, 380, '#f2c14e')),
    circle(160, 540, 120, '#3a3550'),
    circle(160, 540, 86, RED),
    circle(160, 540, 20, '#f2c14e'),
    rect(0, 560, art.w, 160, '#b8a090'),
    rect(0, 552, art.w, 12, '#d8c8b0'),
    fox(art, 520, 660, 2.2, { ticket: true }),
    child(art, hero, { arms: [20, 120], mood: 'grin', gaze: -1, hold: teddyUnderArm() }, 820, 690, 1.7, true),
    ...[0, 1, 2].map((i) => sparkle(700 + i * 40, 260 - i * 30, 8 - i * 2, '#ffffff')),
  ],
  // 2 — right up front in the engine, the child pulls the whistle — toot-toooot! — and the train climbs a track
  // straight into the starry sky; round puffs of steam, the moon leaning closer.
  (art, hero) => [
    sky(art, ['#070f30', '#142a5a', '#2a4a7a']),
    starField(art, 180, 0, 700),
    moonFace(art, 820, 150, 90),
    track([
      [-40, 760],
      [260, 600],
      [560, 460],
      [1040, 200],
    ]),
    steam(560, 240, 6, 1, '#f4f0ff'),
    g(carriage(art, 0, 0, 1, '#4a7ac0'), { transform: 'translate(210 640) rotate(-26)' }),
    g(engine(art, hero, 0, 0, 1.25, { arms: [10, 170], mood: 'grin', lookUp: true, gaze: 1 }), {
      transform: 'translate(470 500) rotate(-26)',
    }),
    ...[0, 1, 2].map((i) =>
      shape(`M${610 + i * 20} ${210 - i * 26}l18 -6`, 'none', { stroke: '#fff6c8', 'stroke-width': 4 }),
    ),
  ],
  // 3 — high above a sea of clouds: "Every carriage holds a different dream." Three doors — pink, icy blue and one
  // with a paper bird — and the child points at the pink one. Mr Fox checks his golden watch.
  (art, hero) => [
    sky(art, ['#1a2466', '#3a4a98', '#7a8ac8']),
    starField(art, 60, 0, 200),
    cloudSea(art, 560, '#d8dcf4', '#9aa4dc', 3),
    rect(0, 170, art.w, 400, '#6a4a7a'),
    rect(0, 170, art.w, 24, '#8a6a9a'),
    rect(0, 548, art.w, 24, '#4a3a5a'),
    dreamDoor(
      art,
      260,
      540,
      '#f28bb0',
      star5(260, 400, 14, '#fff1f6') + circle(230, 340, 8, '#ffd6e6') + circle(290, 460, 6, '#ffd6e6'),
    ),
    dreamDoor(art, 500, 540, '#9fd8f0', sparkle(500, 380, 18, '#ffffff') + sparkle(470, 440, 10, '#ffffff')),
    dreamDoor(
      art,
      740,
      540,
      '#f4ead8',
      shape('M700 420L770 380L760 400L800 396L740 440Z', '#c8b8a0') + shape('M740 440L760 400L700 420Z', '#e0d2bc'),
    ),
    fox(art, 920, 560, 1.05, { watch: true }, true),
    child(art, hero, { arms: [20, 120], mood: 'grin', gaze: -1 }, 120, 610, 1.35),
  ],
  // 4 — behind the pink door: rolling pink hills where lollipops grow on trees; "Hooray!" cheers the child, arms
  // in the air, while a tree showers sprinkles and Teddy gets very sticky paws.
  (art, hero) => [
    sky(art, ['#ffb0d0', '#ffd4dc', '#fff0e0']),
    ...[0, 1, 2].map((i) => cloud(160 + i * 340, 110 + (i % 2) * 50, 150, '#ffffff', '#f8d8ec')),
    hills(art, 380, 60, 5, '#f8b8d8', '#f0a0c8'),
    hills(art, 480, 50, 4, '#ff98c0', '#f080b0'),
    ...[0, 1, 2, 3, 4].map((i) =>
      lollipopTree(
        90 + i * 200,
        470 + (i % 2) * 20,
        170 + (i % 3) * 30,
        ['#ff6f91', '#ffe08a', '#7fb8ff', '#9ff0c0', '#ff6f91'][i]!,
      ),
    ),
    hills(art, 600, 30, 3, '#ffb8d4', '#ff9cc2'),
    ...Array.from({ length: 40 }, (_, i) =>
      rect(
        640 + ((i * 53) % 300),
        120 + ((i * 89) % 300),
        12,
        4,
        ['#ff5f8f', '#ffe05a', '#5fb8ff', '#7fe0a0', '#ffffff'][i % 5]!,
        { rx: 2, transform: `rotate(${(i * 47) % 180} ${646 + ((i * 53) % 300)} ${122 + ((i * 89) % 300)})` },
      ),
    ),
    lollipopTree(800, 620, 360, '#ff6f91'),
    child(art, hero, { arms: [160, 160], mood: 'grin', gaze: 0.5, lookUp: true }, 470, 670, 1.5),
    teddy(620, 670, 0.65, 6),
    circle(596, 636, 8, '#ff6f91', { opacity: 0.8 }),
    circle(644, 636, 8, '#ff6f91', { opacity: 0.8 }),
  ],
  // 5 — behind the icy blue door: penguins on a snowy hill playing hide-and-seek, very badly — behind a snowball,
  // behind each other, one covering its eyes; the child laughs so much the iceberg giggles.
  (art, hero) => [
    sky(art, ['#9ac8ec', '#cfe6f8', '#eef8ff']),
    shape('M600 420L700 230L760 280L820 200L900 420Z', '#e8f6ff'),
    shape('M700 230L760 280L820 200L840 420L760 420Z', '#c8e4f4'),
    line('M740 330Q760 346 780 330', '#6a8aa8', 4),
    circle(730, 310, 4, '#6a8aa8'),
    circle(790, 300, 4, '#6a8aa8'),
    snowHill(art, 430, 60, 4),
    snowHill(art, 560, 30, 3),
    penguin(262, 520, 0.9),
    circle(260, 566, 64, '#ffffff'),
    ellipse(272, 588, 52, 30, '#dfeaf6', { opacity: 0.6 }),
    penguin(520, 520, 0.95),
    penguin(545, 525, 0.95, false, true),
    penguin(880, 610, 1.0, true),
    child(art, hero, { arms: [40, 40], mood: 'grin', gaze: 1 }, 690, 670, 1.45, true),
    snowfall(art, 50),
  ],
  // 6 — on the back of a paper crane, as big as a kite, over the sleeping city: a cat on a chimney, the clock
  // tower going tick-tock, dark windows; the child spots home and waves.
  (art, hero) => [
    sky(art, ['#0c1640', '#1e2e66', '#3a4a88']),
    starField(art, 90, 0, 360),
    moon(art, 140, 110, 34),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      townHouse(
        art,
        60 + i * 125,
        720,
        110,
        130 + ((i * 53) % 90),
        ['#3a4a80', '#44508a', '#34406e'][i % 3]!,
        '#232c58',
        [i === 5, false, false],
      ),
    ),
    clockTower(art, 330, 720, 1.05, '#5a5a98', 12),
    rect(760, 500, 26, 50, '#34406e'),
    cat(773, 502, 0.45, '#2a2a48', false, true),
    g(paperCrane(0, 0, 1.6, '#fdf6ec'), { transform: 'translate(560 330) rotate(-6)' }),
    child(art, hero, { sit: true, arms: [20, 160], mood: 'grin', gaze: 0.6 }, 540, 300, 1.0),
  ],
  // 7 — "Sleepy o'clock": the child drives the engine back down through the stars, past the moon, round the
  // clouds; the train puffs slower and slower.
  (art, hero) => [
    sky(art, ['#0a1238', '#1c2a62', '#34467e']),
    starField(art, 140, 0, 600),
    moon(art, 200, 170, 70),
    cloud(820, 200, 220, '#c8d0f0', '#9aa6d8', 0.9),
    cloud(140, 520, 260, '#c8d0f0', '#9aa6d8', 0.85),
    track([
      [1040, 180],
      [760, 300],
      [480, 460],
      [-40, 700],
    ]),
    steam(800, 240, 3, -1, '#e8ecff'),
    g(carriage(art, 0, 0, 1, '#f2c14e'), { transform: 'translate(880 280) rotate(24) scale(-1 1)' }),
    g(engine(art, hero, 0, 0, 1.3, { arms: [30, 60], mood: 'smile', gaze: 1 }), {
      transform: 'translate(560 460) rotate(24) scale(-1 1)',
    }),
    cloudSea(art, 640, '#b0bce8', '#7a88c4', 1),
  ],
  // 8 — the very last door: a carriage full of pillows, big and little and fluffy, and a quilt as soft as a cloud;
  // Mr Fox whispers with a wink.
  (art, hero) => [
    rect(0, 0, art.w, art.h, '#5a4a7a'),
    rect(0, 0, art.w, 90, '#4a3a6a'),
    ...[150, 500, 850].map((x) => glow(art, x, 60, 160, '#ffd98a', 0.4) + circle(x, 40, 14, '#fff1c0')),
    ...[120, 420, 720].map(
      (x) =>
        rect(x, 130, 200, 140, '#1e2a5a', { rx: 20 }) +
        g(starField(art, 8, 130, 270), { 'clip-path': art.clip(rect(x, 130, 200, 140, '#000', { rx: 20 })) }) +
        rect(x, 130, 200, 140, 'none', { rx: 20, stroke: '#c8a06a', 'stroke-width': 10 }),
    ),
    rect(0, 420, art.w, 300, '#7a5a8a'),
    pillow(200, 470, 220, 120, '#f4c0d8', -6),
    pillow(420, 450, 260, 140, '#c8d8f8', 4),
    pillow(660, 470, 220, 120, '#fff1c0', -4),
    pillow(860, 480, 180, 100, '#c8f0d8', 8),
    shape('M-20 560Q200 500 500 540Q800 500 1020 550L1020 720L-20 720Z', '#f8eefa'),
    shape(
      'M-20 560Q200 500 500 540Q800 500 1020 550L1020 720L-20 720Z',
      art.pattern(
        90,
        90,
        rect(0, 0, 45, 45, '#f4d8ec') + rect(45, 45, 45, 45, '#d8e4f8') + star5(67, 22, 8, '#fff1c0'),
      ),
    ),
    pillow(320, 590, 140, 80, '#ffd0b0', -10),
    fox(art, 820, 640, 1.4, { watch: false }, true),
    child(art, hero, { arms: [40, 150], mood: 'wonder', gaze: 1 }, 540, 690, 1.3),
  ],
  // 9 — back at the little station by the house: the train has pulled in, one carriage window glowing, and in it
  // the child fast asleep in the pillows with Teddy, still holding the silver ticket.
  (art, hero) => [
    sky(art, ['#0a1434', '#18285a', '#2a3e6e']),
    starField(art, 110, 0, 360),
    moon(art, 120, 110, 30),
    hills(art, 420, 20, 4, '#1a2c4c', '#162644'),
    pineTree(60, 470, 200, '#142438'),
    g(cabin(art, 0, 0, 1.1, '#6a5a88', '#3a2e5a', false, true), { transform: 'translate(900 470)' }),
    rect(0, 470, art.w, 40, '#8a7a70'),
    lampPost(art, 110, 480, 200),
    // The carriage seen close: one big lit window, and in it the child large enough to read as asleep. The cap
    // comes off for sleeping (it covered the face once the figure lay down), Teddy is tucked beside the cheek
    // instead of over the face, and the hand with the silver ticket rests on the quilt.
    rect(140, 130, 780, 410, '#3a6aa8', { rx: 30 }),
    rect(
      140,
      130,
      780,
      410,
      art.linear([
        [0, '#ffffff', 0.2],
        [0.5, '#ffffff', 0],
        [1, '#1d1330', 0.35],
      ]),
      { rx: 30 },
    ),
    glow(art, 530, 330, 340, '#ffd36b', 0.45),
    rect(210, 170, 640, 300, '#ffe6b0', { rx: 22 }),
    g(
      [
        pillow(470, 372, 320, 130, '#f4c0d8', -4),
        pillow(760, 350, 220, 100, '#c8d8f8', 6),
        teddy(548, 384, 0.62, -40),
        lyingChild(
          art,
          asleep(art, hero),
          830,
          404,
          1.4,
          {
            hands: [
              [-4, -74],
              [26, -66],
            ],
          },
          -84,
        ),
        shape('M740 384Q800 366 860 372L860 480L722 480Q716 430 740 384Z', '#f8eefa'),
        line('M740 384Q800 366 860 372', '#d8c8e8', 5),
        // The silver ticket, its top in the hand that rests on the quilt.
        rect(728, 352, 46, 28, '#dfe3f2', {
          rx: 4,
          stroke: '#aab0cc',
          'stroke-width': 2,
          transform: 'rotate(14 742 358)',
        }),
        line('M738 366L762 372M736 374L754 378', '#aab0cc', 2, { transform: 'rotate(14 742 358)' }),
        sparkle(786, 350, 10, '#ffffff'),
      ],
      { 'clip-path': art.clip(rect(210, 170, 640, 300, '#000', { rx: 22 })) },
    ),
    rect(210, 170, 640, 300, 'none', { rx: 22, stroke: '#c8a06a', 'stroke-width': 12 }),
    rect(120, 520, 820, 26, '#2a2f48', { rx: 10 }),
    ...[260, 800].map((x) => circle(x, 580, 44, '#3a3550') + circle(x, 580, 28, RED) + circle(x, 580, 9, '#f2c14e')),
    rect(0, 620, art.w, 100, '#1c2a48'),
    steam(930, 200, 3, -1, '#e8ecff'),
  ],
];
