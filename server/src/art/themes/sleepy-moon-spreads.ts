import { type Hero, type Pose, child, lyingChild } from '../child';
import { type Art, circle, ellipse, g, line, rect, shade, shape } from '../core';
import { glow } from '../finish';
import { band, cloud, grassField, hills, sky, sparkle, star5, starField, sun } from '../landscape';
import { cabin } from '../props/adventure';
import { cloudSea, moonBoat, musicNote, smilingStar, teddy } from '../props/bedtime';
import { owl } from '../props/fantasy';
import {
  bear,
  cat,
  crescentMoon,
  giraffe,
  sheep,
  starLighthouse,
  townHouse,
  whale,
  yawnBubble,
} from '../props/c4-bedtime-friends';
import type { Scene } from './theme';

// One picture per spread of "The Sleepy Moon Boat", in the story's order: the voyage moves from the house, over
// the sea of clouds, past lighthouses, whales, sheep and the Island of Yawns, and home again at dawn.

const POLAR = '#f4f6fb';
const HAT = '#e2553c';

/**
 * The moon boat with its crew: the child sitting (with Teddy) and Captain Pom-Pom, both drawn inside the bowl.
 * `s` scales the boat; the crew follows it.
 */
function boatWithCrew(
  art: Art,
  hero: Hero,
  x: number,
  y: number,
  s: number,
  pose: Pose,
  captain: { yawn?: boolean; sleepy?: boolean; rod?: boolean } = {},
  teddyToo = true,
): string {
  const cx = x - 50 * s;
  const crew =
    bear(x + 92 * s, y + 84 * s, 0.58 * s, POLAR, { hat: HAT, sit: true, yawn: captain.yawn, sleepy: captain.sleepy }) +
    (captain.rod
      ? line(
          `M${x + 96 * s} ${y + 20 * s}Q${x + 200 * s} ${y - 150 * s} ${x + 300 * s} ${y - 170 * s}`,
          '#8a6a4a',
          4 * s,
        ) +
        line(`M${x + 300 * s} ${y - 170 * s}L${x + 300 * s} ${y - 110 * s}`, '#fff1c8', 1.5 * s) +
        smilingStar(art, x + 300 * s, y - 96 * s, 18 * s, false, 0)
      : '') +
    // The child sits up high enough in the bowl that shoulders and hands show over the rim, and Teddy peeps out
    // at their side: the crew is who the page is about, not the boat.
    child(art, hero, { sit: true, ...pose }, cx, y + 76 * s, 0.9 * s) +
    (teddyToo ? teddy(x - 2 * s, y + 74 * s, 0.42 * s, 6) : '');
  return moonBoat(art, x, y, s, crew);
}

export const sleepyMoonSpreads: readonly Scene[] = [
  // 0 — the house is quiet; a golden glow: the crescent moon glides down and comes to rest just outside. The child,
  // in a nightcap, steps out of the door to see.
  (art, hero) => [
    sky(art, ['#1a1e58', '#3a3a88', '#7a68b0']),
    starField(art, 90, 0, 380),
    ...[0, 1, 2, 3].map((i) => sparkle(770 - i * 50, 130 + i * 60, 6 - i, '#fff1b3', 0.7)),
    crescentMoon(art, 740, 420, 120, 200),
    hills(art, 470, 30, 4, '#3a3480', '#2e2a6e'),
    band(art, ['#3e4a7a', '#2a3260'], 560, 160),
    grassField(art, 560, 700, 26, '#55609a', 18),
    // the house, its door open and warm
    rect(60, 260, 300, 320, '#a890c8'),
    shape('M30 270L210 140L390 270Z', '#5a4a8a', { stroke: '#5a4a8a', 'stroke-width': 10, 'stroke-linejoin': 'round' }),
    rect(90, 330, 70, 70, '#3d3a6b', { rx: 4 }),
    glow(art, 270, 480, 140, '#ffd36b', 0.5),
    rect(230, 420, 90, 160, '#ffcf7a', { rx: 6 }),
    shape('M230 420L200 430L200 590L230 580Z', '#6a4a3a'),
    child(art, hero, { walk: true, arms: [20, 70], mood: 'wonder', gaze: 1 }, 360, 640, 1.25),
    glow(art, 740, 420, 300, '#fff1b3', 0.25),
  ],
  // 1 — the moon grows a mast and a little white sail with a star: a golden boat! Captain Pom-Pom, a polar bear
  // in a knitted pom-pom hat, peeps out from behind the sail.
  (art, hero) => [
    sky(art, ['#222464', '#4a4a98', '#8a78c0']),
    starField(art, 80, 0, 360),
    band(art, ['#3e4a7a', '#2a3260'], 540, 180),
    grassField(art, 540, 700, 22, '#55609a', 18),
    bear(720, 470, 0.7, POLAR, { hat: HAT, wave: true }),
    moonBoat(art, 640, 400, 1.25),
    child(art, hero, { arms: [40, 25], mood: 'wonder', gaze: 1 }, 200, 660, 1.5),
    sparkle(330, 250, 10, '#fff1b3'),
    sparkle(900, 200, 8, '#fff1b3'),
  ],
  // 2 — aboard with Teddy; Captain Pom-Pom hangs a little star on his fishing rod to light the way, the sail
  // puffs out and the boat lifts away over the roofs.
  (art, hero) => [
    sky(art, ['#1c2260', '#3e4090', '#7a6ab8']),
    starField(art, 100, 0, 420),
    ...[60, 180, 300, 760, 880].map((x, i) =>
      townHouse(art, x, 720, 110, 120 + (i % 3) * 30, '#4a4a8a', '#2e2e66', [i % 2 === 0, false]),
    ),
    boatWithCrew(
      art,
      hero,
      440,
      300,
      1.6,
      {
        hands: [
          [-22, -86],
          [52, -100],
        ],
        mood: 'grin',
        gaze: 1,
      },
      { rod: true },
    ),
    ...[0, 1, 2].map((i) => circle(300 - i * 60, 520 + i * 30, 10 - i * 2, '#fff1b3', { opacity: 0.5 })),
  ],
  // 3 — out on the sea of clouds, pink and lilac; the child trails a hand in the cloud-cream, little stars bob
  // past smiling sleepy smiles.
  (art, hero) => [
    sky(art, ['#4a3a8a', '#a078c0', '#f0b0d0']),
    starField(art, 40, 0, 240),
    cloudSea(art, 380, '#fbe0f0', '#d0a8e0', 2),
    boatWithCrew(
      art,
      hero,
      470,
      340,
      1.65,
      {
        hands: [
          [-56, -54],
          [30, -92],
        ],
        mood: 'smile',
        gaze: 1,
      },
      {},
      true,
    ),
    cloudSea(art, 560, '#f6cce8', '#c098dc', 3),
    ...[
      [120, 560, 24, 0],
      [260, 620, 18, 12],
      [830, 540, 26, -10],
      [930, 640, 18, 8],
    ].map(([x, y, r, rot]) => smilingStar(art, x!, y!, r!, true, rot!)),
  ],
  // 4 — the lighthouses made of starlight, blinking ever so slowly; the boat passes small between them.
  (art, hero) => [
    sky(art, ['#101a50', '#2a2a78', '#5a4a98']),
    starField(art, 120, 0, 420),
    cloudSea(art, 520, '#7a74c0', '#4a4490', 3),
    starLighthouse(art, 120, 560, 1.2, true),
    starLighthouse(art, 890, 540, 0.9, false),
    starLighthouse(art, 760, 470, 0.5, true),
    boatWithCrew(art, hero, 500, 350, 1.55, {
      hands: [
        [-22, -90],
        [-2, -110],
      ],
      mood: 'wonder',
      gaze: -1,
      lookUp: true,
    }),
    cloudSea(art, 640, '#8a84d0', '#5a54a0', 1),
  ],
  // 5 — out of the clouds rise the whales, big, round and silvery, singing in whispers; the child hums along.
  (art, hero) => [
    sky(art, ['#1e2a66', '#3e4a90', '#8a8ac8']),
    starField(art, 70, 0, 300),
    // The big whale rises right beside the boat, her face near the child's, so the words of a double-page
    // layout (set on the other half) can cover only her back; a second whale further off.
    whale(110, 230, 0.5, '#b0bce0'),
    whale(740, 470, 1.8, '#9aa8d8', true),
    cloudSea(art, 430, '#c8c8ec', '#8a8ad0', 2),
    boatWithCrew(art, hero, 290, 370, 1.55, {
      hands: [
        [-18, -90],
        [18, -92],
      ],
      mood: 'smile',
      gaze: 1,
    }),
    ...[0, 1, 2, 3, 4].map((i) => musicNote(520 + i * 80, 200 - (i % 2) * 40 - i * 12, 1.1, '#f4f0ff', -10 + i * 8)),
    cloudSea(art, 600, '#b8b8e8', '#7a7ac8', 2),
  ],
  // 6 — on a little cloud a flock of woolly sheep count themselves to sleep; "Seventeen!" whispers the child.
  (art, hero) => [
    sky(art, ['#2a2a70', '#5a4a98', '#a888c8']),
    starField(art, 70, 0, 260),
    cloud(690, 460, 580, '#f6eefa', '#d8c8ec'),
    sheep(560, 450, 0.9, true),
    sheep(670, 440, 1.0, false, true),
    sheep(780, 455, 0.85, true),
    sheep(890, 442, 0.8, true, true),
    ...['1', '2', '3'].map((_, i) => circle(630 + i * 24, 300 - i * 10, 10, '#fff6dc', { opacity: 0.6 })),
    boatWithCrew(art, hero, 250, 380, 1.55, {
      hands: [
        [-8, -96],
        [40, -80],
      ],
      mood: 'smile',
      gaze: 1,
    }),
    cloudSea(art, 610, '#d8c0ec', '#a088d0', 2),
  ],
  // 7 — the Island of Yawns: soft sleepy hills; kittens, owls and a giraffe yawning, yawns floating up as bubbles.
  (art, hero) => [
    sky(art, ['#3a3a88', '#8a78c0', '#e8b8d8']),
    starField(art, 40, 0, 220),
    cloudSea(art, 520, '#f0d0ec', '#c8a8e0', 2),
    shape(
      'M60 560Q200 330 420 380Q560 250 760 360Q900 340 980 560Z',
      art.linear([
        [0, '#a8d0a0'],
        [1, '#7aa890'],
      ]),
    ),
    shape('M260 560Q360 440 520 470Q640 420 760 560Z', '#94c49a'),
    giraffe(780, 470, 0.85, true),
    cat(520, 470, 0.6, '#f2a65a', false, true),
    cat(590, 480, 0.5, '#b0b0c0', false, true, true),
    owl(900, 470, 0.55, '#b08a6a', true),
    owl(640, 400, 0.5, '#8a7aa0', true),
    ...[
      [420, 250, 22],
      [560, 180, 30],
      [700, 120, 18],
      [310, 160, 16],
      [800, 220, 26],
    ].map(([x, y, r]) => yawnBubble(art, x!, y!, r!)),
    boatWithCrew(art, hero, 250, 400, 1.5, {
      hands: [
        [-20, -92],
        [36, -84],
      ],
      mood: 'wonder',
      gaze: 1,
    }),
    cloudSea(art, 640, '#f6dcf0', '#d0b0e4', 1),
  ],
  // 8 — a tiny yawn floats over to the child — "Haaaah!" — and Captain Pom-Pom yawns the biggest polar-bear yawn.
  (art, hero) => [
    sky(art, ['#5a4a98', '#b088c8', '#f6c0d8']),
    cloud(160, 180, 200, '#fbe8f4', '#e8c8e4', 0.8),
    cloud(860, 140, 160, '#fbe8f4', '#e8c8e4', 0.8),
    moonBoat(
      art,
      500,
      300,
      1.75,
      bear(640, 468, 0.95, POLAR, { hat: HAT, sit: true, yawn: true }) +
        child(art, hero, { sit: true, arms: [150, 30], mood: 'wonder', gaze: 0.6, lookUp: true }, 400, 468, 1.4) +
        teddy(300, 466, 0.6, -8),
    ),
    yawnBubble(art, 330, 170, 30),
    yawnBubble(art, 250, 110, 14),
    cloudSea(art, 600, '#fbe0f0', '#e0b8e0', 2),
  ],
  // 9 — home at dawn: the child asleep against Teddy under a cloud blanket, the boat drifting over the rooftops.
  (art, hero) => [
    sky(art, ['#9aa8e8', '#f4b8cc', '#ffdcc0']),
    sun(art, 160, 620, 70, '#fff3d0', '#ffc0a0'),
    ...[40, 150, 260, 380, 640, 760, 880].map((x, i) =>
      townHouse(art, x, 730, 120, 110 + (i % 3) * 40, '#c8a0c0', '#8a5a8a', [false]),
    ),
    g(cabin(art, 0, 0, 0.9, '#e8c0b0', '#a05a6a', false, true), { transform: 'translate(520 720)' }),
    moonBoat(
      art,
      520,
      260,
      1.7,
      g(
        lyingChild(art, hero, 604, 312, 1.08, {}, -80) +
          teddy(522, 300, 0.45, -20) +
          bear(650, 352, 0.74, POLAR, { hat: HAT, sit: true, sleepy: true }) +
          [
            [500, 318, 24],
            [540, 300, 30],
            [590, 298, 30],
            [632, 316, 24],
            [560, 322, 26],
          ]
            .map(([cx, cy, r]) => circle(cx!, cy!, r!, '#ffffff', { opacity: 0.96 }))
            .join(''),
        // The sleepers were laid out for a boat of 1.35 at (520, 250): scaled with the bigger boat.
        { transform: `translate(520 260) scale(${1.7 / 1.35}) translate(-520 -250)` },
      ),
    ),
    ...[0, 1, 2].map((i) => star5(820 + i * 50, 100 + i * 30, 6, '#fff6dc', i * 12)),
    ellipse(560, 420, 120, 10, shade('#f4b8cc', 0.2), { opacity: 0.2 }),
  ],
];
