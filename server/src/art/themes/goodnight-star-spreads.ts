import { child, lyingChild, reachingTo } from '../child';
import { type Art, circle, ellipse, g, line, rect, shade, shape, tint } from '../core';
import { glow } from '../finish';
import { band, cloud, grassField, hills, moon, roundTree, sea, sky, sparkle, star5, starField } from '../landscape';
import { bed, bedroom, nightWindow, smilingStar, teddy, teddyUnderArm } from '../props/bedtime';
import {
  bus,
  cat,
  clockTower,
  moonFace,
  rose,
  rubberDuck,
  sailBoat,
  snail,
  toyBox,
  toyTrain,
  townHouse,
} from '../props/c4-bedtime-friends';
import type { Scene } from './theme';

// One picture per spread of "Goodnight, Little Star", in the story's order. The star's light grows softer from
// spread to spread (its glow shrinks and warms), as the refrain says.

/** A rug on the floor seen in perspective. */
function rug(x: number, y: number, w: number, color: string): string {
  return [
    ellipse(x, y, w, w * 0.22, color),
    ellipse(x, y, w * 0.8, w * 0.16, 'none', {
      stroke: tint(color, 0.35),
      'stroke-width': 5,
      'stroke-dasharray': '10 8',
    }),
  ].join('');
}

/** A night-time village of pointed roofs; windows lit by the given pattern. */
function rooftops(art: Art, y: number, colors: readonly string[], lit: readonly boolean[]): string {
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    const w = 110 + (i % 3) * 25;
    const h = 110 + ((i * 37) % 60);
    out.push(
      townHouse(
        art,
        60 + i * 115,
        y + (i % 2) * 16,
        w,
        h,
        colors[i % colors.length]!,
        shade(colors[i % colors.length]!, 0.35),
        [lit[i % lit.length]!, false, !lit[(i + 1) % lit.length]!],
      ),
    );
  }
  return out.join('');
}

export const goodnightStarSpreads: readonly Scene[] = [
  // 0 — high above the rooftops the smallest star is wide awake, counting clouds and tickling the giggling moon;
  // below, in one lit window of a sleepy house, the child is putting on starry pyjamas.
  (art, hero) => [
    sky(art, ['#0a1238', '#1a2a66', '#2e3e80']),
    starField(art, 130, 0, 420),
    cloud(200, 170, 170, '#3a4a8a', '#2a3674', 0.9),
    cloud(520, 110, 130, '#3a4a8a', '#2a3674', 0.8),
    moonFace(art, 830, 130, 62),
    line('M760 170Q740 190 720 180M770 190Q750 214 728 206', '#fff1b8', 4, { opacity: 0.6 }),
    smilingStar(art, 600, 200, 34, false, 14),
    line('M612 240Q640 260 660 250', '#fff1a8', 3, { opacity: 0.5 }),
    rooftops(art, 560, ['#3a4680', '#44508c', '#36407a'], [false, true, false, false]),
    // the sleepy house in front, its big window lit, the child inside pulling on a pyjama top
    g(
      [
        rect(-170, -300, 340, 300, '#5a64a8'),
        shape('M-200 -296L0 -430L200 -296Z', '#2e3672', {
          stroke: '#2e3672',
          'stroke-width': 10,
          'stroke-linejoin': 'round',
        }),
        ellipse(-80, -350, 26, 12, '#ffffff', { opacity: 0.15 }),
        rect(90, -420, 34, 80, '#3a3f66'),
      ],
      { transform: 'translate(360 720)' },
    ),
    glow(art, 360, 560, 200, '#ffd36b', 0.45),
    rect(250, 470, 220, 190, '#ffe6a8', { rx: 10 }),
    rect(
      250,
      470,
      220,
      190,
      art.radial([
        [0, '#fff4cc'],
        [1, '#ffcf7a'],
      ]),
      { rx: 10 },
    ),
    star5(300, 510, 6, '#f6c35a'),
    star5(420, 530, 5, '#f6c35a'),
    g(child(art, hero, { arms: [165, 150], mood: 'smile', gaze: 0.3 }, 360, 720, 0.9), {
      'clip-path': art.clip(rect(250, 470, 220, 190, '#000')),
    }),
    line('M250 470Q300 560 262 660', '#f28bb0', 16),
    line('M470 470Q420 560 458 660', '#f28bb0', 16),
    rect(236, 456, 248, 218, 'none', { stroke: '#f4e6cf', 'stroke-width': 14, rx: 12 }),
    rect(220, 664, 280, 16, '#e8d4b4', { rx: 6 }),
  ],

  // 1 — tap, tap! The child peeps from behind the curtain: the little star has slid down a moonbeam to the glass.
  (art, hero) => [
    bedroom(art, '#4a5aa0', '#7a5a4a', 600, 0.3),
    nightWindow(
      art,
      470,
      80,
      380,
      400,
      sky(art, ['#0a1238', '#24347a']) +
        starField(art, 40, 80, 480) +
        shape('M860 60L560 330L640 360L900 90Z', '#fff1b8', { opacity: 0.35 }) +
        moon(art, 800, 140, 30),
      '#f28bb0',
    ),
    glow(art, 640, 330, 220, '#ffe38a', 0.55),
    smilingStar(art, 640, 320, 58, false, -12),
    ...[0, 1, 2].map((i) => line(`M${700 + i * 16} ${260 - i * 20}l12 -8`, '#fff1a8', 4)),
    // the curtain the child peeps from behind, drawn over the child's far side
    child(art, hero, { arms: [20, 120], mood: 'wonder', gaze: 1 }, 330, 650, 1.55),
    shape('M170 40L330 40Q300 330 360 640L170 640Z', '#e07aa0'),
    line('M230 60Q220 340 250 630M290 60Q270 340 320 630', shade('#e07aa0', 0.15), 6, { opacity: 0.6 }),
    rug(330, 660, 200, '#c86a8a'),
  ],
  // 2 — "Goodnight, Cat": the cat curled like a cinnamon bun on the windowsill, the star whispering too.
  (art, hero) => [
    rect(0, 0, art.w, art.h, '#3e4c92'),
    rect(0, 0, art.w, art.h, art.pattern(70, 70, star5(18, 18, 5, '#56639e') + circle(52, 52, 3, '#56639e'))),
    glow(art, 560, 260, 380, '#ffe38a', 0.18),
    // a close view of the window: panes, deep sill
    rect(240, 40, 560, 390, '#f4e6cf', { rx: 16 }),
    g(sky(art, ['#0a1238', '#263a80']) + starField(art, 30, 50, 420) + moon(art, 700, 130, 40), {
      'clip-path': art.clip(rect(260, 60, 520, 350, '#000', { rx: 10 })),
    }),
    line('M520 60L520 410', '#f4e6cf', 12),
    rect(200, 420, 640, 40, '#e8d4b4', { rx: 8 }),
    rect(200, 452, 640, 14, shade('#e8d4b4', 0.2), { rx: 6 }),
    cat(560, 424, 1.5, '#e8a05a', true, true),
    // The star whispers beside the child: a double page keeps only the band round the child's head, and its words
    // sit over the far half.
    smilingStar(art, 400, 390, 40, true, 10),
    ...[0, 1, 2].map((i) => circle(450 + i * 18, 420 + i * 8, 3, '#fff1a8', { opacity: 0.7 })),
    child(art, hero, { arms: [60, 30], mood: 'smile', gaze: 1 }, 200, 780, 1.9),
  ],
  // 3 — "Goodnight, toys": ball, blocks, wooden train and drum into their box; the star tucks in the rubber duck.
  (art, hero) => [
    bedroom(art, '#5a6ab0', '#9a7a5a', 380),
    glow(art, 820, 160, 260, '#ffd9a0', 0.35),
    // a little bedside lamp makes the warm corner of the room
    rect(800, 250, 40, 130, '#c08a5a'),
    shape('M770 250L870 250L850 180L790 180Z', '#ffe6a8'),
    rug(480, 560, 360, '#7a8ad0'),
    toyBox(440, 560, 1.3),
    toyTrain(690, 600, 1.1),
    child(art, hero, { sit: true, hands: reachingTo(40, -70), mood: 'smile', gaze: 1 }, 200, 640, 1.3),
    rubberDuck(760, 470, 1.2, true),
    ellipse(770, 478, 46, 10, '#f28bb0', { opacity: 0.8 }),
    smilingStar(art, 830, 420, 36, false, -6),
    circle(130, 520, 20, '#f2c14e'),
  ],
  // 4 — out into the moonlit garden, Teddy under one arm: roses folding, the snail pulling in its horns, the old
  // apple tree.
  (art, hero) => [
    sky(art, ['#0e1640', '#22306e', '#3a4a88']),
    starField(art, 80, 0, 300),
    moon(art, 160, 110, 44),
    hills(art, 380, 30, 4, '#2a3a6a', '#24305e'),
    roundTree(art, 780, 560, 420, '#2f5a5a', '#5a4036', '#e2553c'),
    band(art, ['#2f5a52', '#1e3a3a'], 520, 200),
    shape('M300 720Q380 600 520 540L580 540Q480 620 500 720Z', '#8a9ab8', { opacity: 0.5 }),
    grassField(art, 540, 700, 40, '#3f7a62', 20),
    ...[
      [120, 480, true],
      [170, 500, true],
      [70, 520, false],
      [230, 470, true],
      [900, 600, true],
    ].map(([x, y, closed]) => rose(x as number, y as number, 14, '#e2557a', closed as boolean)),
    snail(660, 650, 0.9, true),
    child(art, hero, { walk: true, arms: [20, 35], mood: 'smile', gaze: 1, hold: teddyUnderArm(0.5) }, 420, 660, 1.35),
    smilingStar(art, 560, 380, 30, false, 8),
    glow(art, 420, 540, 200, '#fff1c0', 0.12),
  ],
  // 5 — from the little hill at the end of the garden: the sea silver under the moon, little boats rocking; the
  // star yawns for the first time.
  (art, hero) => [
    sky(art, ['#0e1640', '#27357a', '#5a6aa8']),
    starField(art, 70, 0, 260),
    moon(art, 640, 150, 54),
    sea(art, 330, '#5a70b0', '#1e2a60', 22),
    shape('M560 330L720 330L780 700L500 700Z', '#e8f0ff', { opacity: 0.18 }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      line(`M${600 + (i % 3) * 30 - i * 6} ${360 + i * 48}h${40 + i * 12}`, '#ffffff', 3, { opacity: 0.6 }),
    ),
    sailBoat(300, 400, 0.7, '#c0564a', '#fdf6ec', -6),
    sailBoat(820, 430, 0.9, '#4a7ac0', '#fdf6ec', 5),
    sailBoat(480, 370, 0.45, '#f2c14e', '#fdf6ec', 3),
    shape(
      'M-20 720L-20 560Q200 500 420 560Q520 600 560 720Z',
      art.linear([
        [0, '#3a5a50'],
        [1, '#1e3430'],
      ]),
    ),
    grassField(art, 560, 700, 16, '#4f7a62', 18),
    child(art, hero, { arms: [15, 30], mood: 'smile', gaze: 1, hold: teddyUnderArm(0.48) }, 230, 610, 1.15),
    smilingStar(art, 400, 430, 34, true, 0),
    ellipse(400, 442, 7, 9, '#8a2f3a'),
  ],
  // 6 — goodnight to the sleepy town: houses, the bakery, the big red bus, the clock tower; windows going dark.
  (art, hero) => [
    sky(art, ['#101a48', '#26347a', '#3e4a8e']),
    starField(art, 60, 0, 200),
    clockTower(art, 500, 520, 1.1, '#7a6aa8', 10),
    townHouse(art, 140, 530, 170, 260, '#8a5a7a', '#4a2f4a', [false, true, false, false]),
    townHouse(art, 320, 530, 150, 220, '#5a6aa8', '#333c70', [false, false, true, false]),
    townHouse(art, 690, 530, 160, 240, '#6a7a5a', '#3a4a3a', [false, false, false, false]),
    // the bakery: striped awning, a sign with a loaf
    rect(800, 330, 200, 200, '#c08a6a'),
    shape('M790 330L1000 330L1000 290L800 290Z', '#7a3a3a'),
    ...[0, 1, 2, 3, 4].map((i) => rect(800 + i * 40, 380, 20, 34, i % 2 ? '#fff1e0' : '#e2553c')),
    ellipse(900, 360, 40, 16, '#f2c88a'),
    line('M876 356l6 -8M894 356l6 -8M912 356l6 -8', '#c0864a', 3),
    rect(820, 430, 70, 60, '#3d4b6b', { rx: 4 }),
    rect(0, 530, art.w, 200, '#3a3f66'),
    rect(0, 530, art.w, 20, '#5a5f88'),
    line('M0 620L1000 620', '#f2e6b8', 5, { 'stroke-dasharray': '40 30', opacity: 0.5 }),
    bus(760, 640, 1.05, false),
    child(
      art,
      hero,
      { walk: true, arms: [20, 150], mood: 'smile', gaze: -1, hold: teddyUnderArm(0.46) },
      330,
      680,
      1.2,
      true,
    ),
    glow(art, 200, 470, 90, '#ffe8b0', 0.5),
    smilingStar(art, 200, 470, 24, false, 0),
  ],
  // 7 — the child looks up and waves at the sky: the big stars twinkle back, the moon gives a sleepy smile.
  (art, hero) => [
    sky(art, ['#0c1438', '#1e2c6a', '#3a4a90']),
    starField(art, 160, 0, 520),
    ...[
      [660, 110, 16],
      [400, 60, 12],
      [470, 200, 14],
      [900, 330, 12],
      [90, 330, 10],
    ].map(([x, y, r]) => glow(art, x!, y!, r! * 4, '#fff1a8', 0.45) + sparkle(x!, y!, r!, '#fff8dc')),
    // The moon low over the hill on the child's side, level with the waving hand: a double page keeps only the band
    // round the child's head, and its words sit over the other half.
    moonFace(art, 110, 340, 70),
    smilingStar(art, 520, 360, 40, true, -10),
    shape(
      'M-20 720L-20 600Q300 540 620 600Q860 640 1020 620L1020 720Z',
      art.linear([
        [0, '#2e3e7a'],
        [1, '#1e2a5a'],
      ]),
    ),
    child(art, hero, { arms: [160, 30], mood: 'grin', lookUp: true, gaze: 0.6 }, 300, 690, 1.7),
    teddy(460, 690, 0.7, 8),
  ],
  // 8 — back in the bedroom under the pink blanket with Teddy; the little star floats over the pillow, asking.
  (art, hero) => [
    bedroom(art, '#4a5496', '#6a4e44', 600, 0.2),
    nightWindow(art, 700, 90, 200, 220, sky(art, ['#0e1640', '#2a3a7a']) + starField(art, 24, 90, 310), '#6a7ad0'),
    glow(art, 360, 300, 260, '#ffe38a', 0.35),
    g(
      bed(
        art,
        0,
        0,
        420,
        '#f28bb0',
        lyingChild(art, hero, 236, -106, 1.1, { mood: 'smile', gaze: -1 }) + teddy(200, -98, 0.45, -30),
      ),
      { transform: 'translate(110 690) scale(1.4)' },
    ),
    smilingStar(art, 330, 260, 50, false, -8),
  ],
  // 9 — "Goodnight, {name}": a close view over the pillow; the child asleep and the smallest star asleep above.
  (art, hero) => [
    rect(0, 0, art.w, art.h, '#1e2452'),
    glow(art, 520, 250, 420, '#ffd98a', 0.32),
    rect(0, 380, art.w, 340, '#f6ecdc'),
    ellipse(420, 420, 330, 110, '#ffffff'),
    ellipse(420, 400, 300, 80, '#fffaf2'),
    lyingChild(art, hero, 880, 470, 2.9, { mood: 'sleep' }, -86),
    shape('M470 460Q700 420 1020 440L1020 720L430 720Z', '#f28bb0'),
    shape(
      'M470 460Q700 420 1020 440L1020 720L430 720Z',
      art.pattern(70, 70, star5(18, 18, 9, '#f8b8cc') + circle(52, 52, 6, '#f8b8cc')),
    ),
    line('M470 462Q700 422 1020 442', '#fcd0de', 12),
    teddy(820, 470, 0.9, -20),
    smilingStar(art, 470, 150, 62, true, 6),
    ...[0, 1, 2].map((i) =>
      shape(`M${560 + i * 34} ${110 - i * 26}h16l-16 16h16`, 'none', {
        stroke: '#fff1c0',
        'stroke-width': 3,
        opacity: 0.7,
      }),
    ),
  ],
];
