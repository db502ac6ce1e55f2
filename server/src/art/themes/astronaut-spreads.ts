import { type Hero, type Pose, child } from '../child';
import { outfit } from '../custom/kit';
import { type Art, type Pt, blob, circle, ellipse, g, line, place, rect, shade, shape } from '../core';
import { ball, glow, softEllipse } from '../finish';
import { band, cloud, grassField, hill, moon, ridge, ridgeY, sparkle, starField } from '../landscape';
import {
  bigSun,
  bip,
  bootPrints,
  cake,
  earthDot,
  farSun,
  geyser,
  iceGround,
  jupiter,
  mercury,
  neptune,
  porthole,
  radio,
  radioBubble,
  rocketDoor,
  saturn,
  signal,
  space,
  speedLines,
  uranus,
  venus,
} from '../props/astronaut-space';
import { earth, moonGround, rocket, telescope } from '../props/nature';
import type { Scene } from './theme';

// The little astronaut, spread by spread: home hill, launch, the Moon, every planet out to Neptune, Triton and home.

/**
 * The rocket with the child riding it astride in the spacesuit, big enough to read as the hero of the page (a face
 * in a porthole was a few per cent of the page). The child stays upright even when the rocket flies sideways (a
 * tilted body reads as falling) and holds on with both hands in front.
 */
function rider(art: Art, hero: Hero, pose: Pose, x: number, y: number, s: number, rot: number, flame = true): string {
  const a = (rot * Math.PI) / 180;
  const px = x + 120 * s * Math.sin(a);
  const py = y - 120 * s * Math.cos(a);
  const cs = 0.78 * s;
  return (
    rocket(art, x, y, s, rot, flame) +
    child(
      art,
      hero,
      {
        hands: [
          [-40, -70],
          [52, -96],
        ],
        ...pose,
        sit: true,
      },
      px,
      py + 40 * cs,
      cs,
    )
  );
}

/** A little house in the valley with a lit window. */
function house(x: number, y: number, s: number, wall: string, lit: boolean): string {
  return g(
    [
      rect(-30, -40, 60, 40, wall),
      shape('M-36 -38L0 -68L36 -38Z', shade(wall, 0.25)),
      rect(-10, -30, 16, 14, lit ? '#ffd36b' : shade(wall, 0.3)),
      rect(14, -24, 9, 24, shade(wall, 0.35)),
    ],
    { transform: place(x, y, s) },
  );
}

/** A thought bubble: a cloud with a trail of little puffs to (tx, ty). */
function thought(x: number, y: number, w: number, tx: number, ty: number, inside: string): string {
  const puffs = [0.25, 0.5, 0.72].map((t, i) =>
    circle(tx + (x - tx) * t, ty + (y + w * 0.2 - ty) * t, 6 + i * 4, '#ffffff', { opacity: 0.95 }),
  );
  return [...puffs, cloud(x, y + w * 0.12, w, '#ffffff', '#e4e8f6'), inside].join('');
}

/**
 * At home the child has not yet pulled on the spacesuit (spread 2 does): a star-print sweater, no helmet and no
 * backpack. The storefront's first sample page is that same night at the telescope, so it dresses the child alike.
 */
export const atHome = outfit({
  top: '#3f6fb5',
  bottom: '#2f3f6a',
  shoes: '#7a5134',
  headwear: 'none',
  extra: 'none',
  print: { kind: 'stars', color: '#ffd36b' },
});

/** Spread 1: a clear night at home; the telescope, a crackling radio and a rocket glowing on the hill. */
const homeHill: Scene = (art, hero) => {
  const home = atHome(art, hero);
  const near = ridge(art, 560, 40, 4);
  const top: Pt[] = [
    [-80, 660],
    [300, 610],
    [620, 520],
    [820, 470],
    [1080, 500],
  ];
  return [
    space(art, ['#0d1240', '#24256a', '#463e8c'], ['#6f5ad6', '#2f7fbf'], 170),
    // The Milky Way: a soft diagonal band of light.
    softEllipse(art, 520, 220, 620, 70, '#c9c2ff', 0.16, 30, { transform: 'rotate(-18 520 220)' }),
    starField(art, 60, 120, 320, '#ffffff'),
    hill(art, near, '#2c3868', '#222b52'),
    ...[90, 180, 260, 360].map((x, i) => house(x, ridgeY(near, x) + 8, 0.8 + (i % 2) * 0.15, '#3b3f74', i !== 2)),
    hill(art, top, '#2f5a5e', '#1f3c46'),
    glow(art, 800, 380, 200, '#ffd36b', 0.25),
    rocket(art, 800, 478, 0.95, 0, false),
    rocketDoor(art, 800, 478, 0.95),
    // The telescope stands on its tripod, its feet on the hill.
    telescope(230, 540, 1.25),
    child(
      art,
      home,
      {
        arms: [20, 112],
        hands: [
          [-44, -58],
          [62, -110],
        ],
        mood: 'wonder',
        gaze: 1,
        hold: ([l]) => radio(l[0] - 4, l[1] + 6, 0.8, -25),
      },
      380,
      640,
      1.4,
    ),
    signal(300, 470, 20, '#ffe38a', -150),
    sparkle(720, 300, 10, '#fff6c8'),
    grassField(art, 620, 700, 26, '#1f3a3e', 24),
  ];
};

/** Spread 2: Bip has gone quiet; the child in the spacesuit at the rocket's door: "Ready!" */
const ready: Scene = (art, hero) => {
  const bipScene = [
    rect(0, 0, art.w, art.h, '#0f1840'),
    starField(art, 30, 80, 300, '#dfe8ff'),
    ellipse(230, 290, 160, 40, '#dfe6f5'),
    bip(230, 292, 0.55, { lights: '#5a6378', mood: 'sad', antenna: 40 }),
  ].join('');
  return [
    space(art, ['#121a4a', '#2b3a7a', '#5b5fa8'], ['#4f8fd6'], 90),
    // Floodlight beams from the pad sweep up the rocket.
    shape('M80 700L300 0L420 0L160 700Z', '#fff6d0', { opacity: 0.07 }),
    shape('M980 700L900 0L800 0L900 700Z', '#fff6d0', { opacity: 0.06 }),
    // The launch tower: a lattice of girders beside the rocket.
    rect(880, 120, 70, 560, 'none', { stroke: '#8a4a4a', 'stroke-width': 8 }),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => line(`M880 ${140 + i * 80}L950 ${200 + i * 80}`, '#8a4a4a', 5)),
    line('M880 260L840 260', '#8a4a4a', 10),
    band(art, ['#5a5f7a', '#3a3d55'], 600, 100),
    ellipse(690, 640, 230, 26, '#2a2d45', { opacity: 0.6 }),
    rocket(art, 690, 650, 2.4, 0, false),
    rocketDoor(art, 690, 650, 2.4),
    // Steps up to the open door.
    ...[0, 1, 2].map((i) =>
      rect(580 - i * 18, 624 - i * 0, 90 + i * 36, 10, '#b8c2d6', { rx: 3, transform: `translate(0 ${-i * 22})` }),
    ),
    child(
      art,
      hero,
      {
        hands: [
          [-66, -140],
          [66, -144],
        ],
        mood: 'grin',
      },
      430,
      660,
      1.75,
    ),
    radioBubble(art, 200, 180, 130, [392, 330], bipScene),
    signal(330, 110, 18, '#8fd3ff', -30, 2),
    sparkle(520, 90, 10, '#fff6c8'),
  ];
};

/** Spread 3: lift-off, up through the blue into black; the Earth a big blue ball below. */
const liftOff: Scene = (art, hero) => [
  space(art, ['#050823', '#0d1650', '#1e3a8a'], ['#2f6fcf'], 140),
  // The Earth sits high enough to show in the band round the child's head, all a double page keeps of it.
  glow(art, 260, 540, 420, '#5fb7ff', 0.45),
  earth(art, 260, 530, 250),
  // The launch trail curves up from the Earth to the rocket.
  line('M340 300Q430 220 600 300', '#ffffff', 26, { opacity: 0.25, filter: art.blur(6) }),
  line('M370 292Q460 232 600 300', '#fff1c8', 10, { opacity: 0.5, filter: art.blur(3) }),
  rider(art, hero, { mood: 'wonder', gaze: -1 }, 700, 300, 1.45, 60),
  ...[0, 1, 2, 3].map((i) => sparkle(120 + i * 250, 80 + (i % 2) * 60, 8, '#fff6c8')),
];

/** Spread 4: the Moon — a big floating hop, the orange flag and a trail of footprints; Earth in the sky. */
const moonHop: Scene = (art, hero) => [
  space(art, ['#05061c', '#14123c', '#2a2360'], [], 160),
  earth(art, 900, 110, 56),
  moonGround(art, 500),
  rocket(art, 150, 575, 1.05, 0, false),
  // The child hops in the middle of the picture, the flag on the right: with the child well inside one half the
  // book ran this across two pages, which keep only the band round the head and cut off the flag and footprints.
  bootPrints(220, 600, 440, 640, 7, 11),
  line('M460 640Q480 390 560 420', '#ffffff', 3, { opacity: 0.35, 'stroke-dasharray': '6 10' }),
  line('M820 625L820 430', '#8a6a4a', 5),
  shape('M820 430Q880 425 920 452Q880 478 820 474Z', '#f28c28'),
  circle(820, 430, 5, '#f2c14e'),
  bootPrints(660, 650, 790, 640, 3, 14),
  // The child's shadow stays on the ground far below the hop.
  ellipse(590, 660, 55, 10, '#1d1330', { opacity: 0.25 }),
  child(
    art,
    hero,
    {
      hands: [
        [-66, -124],
        [66, -130],
      ],
      mood: 'grin',
      walk: true,
    },
    590,
    430,
    1.3,
  ),
];

/** Spread 5: Mercury, tiny and close to a blazing Sun; the child dreams of four birthday cakes. */
const mercuryVisit: Scene = (art, hero) => [
  space(art, ['#2a0f2a', '#4a1f3a', '#2a1a40'], ['#ff9a5a'], 90),
  bigSun(art, -60, 330, 300),
  mercury(art, 450, 380, 100),
  rider(art, hero, { mood: 'grin', gaze: -1 }, 820, 640, 1.3, -55),
  thought(770, 190, 230, 720, 420, cake(770, 235, 0.95, 4)),
];

/** Spread 6: Venus in thick yellow clouds, seen through the porthole; the child waves "Bye-bye!" */
const venusWave: Scene = (art, hero) => {
  const inside = [
    rect(
      400,
      100,
      520,
      520,
      art.linear([
        [0, '#2a2a5a'],
        [1, '#15163a'],
      ]),
    ),
    glow(art, 480, 330, 260, '#ffc85a', 0.35),
    // The pilot's seat, then the child waving, then the control panel in front.
    rect(555, 260, 170, 260, '#c0392b', { rx: 40 }),
    rect(570, 275, 140, 230, '#d9534a', { rx: 34 }),
    child(
      art,
      hero,
      {
        sit: true,
        hands: [
          [-64, -122],
          [30, -60],
        ],
        mood: 'grin',
        gaze: -1,
      },
      640,
      540,
      1.7,
    ),
    rect(420, 500, 460, 120, '#3a4560', { rx: 20 }),
    ...[0, 1, 2, 3, 4].map((i) =>
      circle(500 + i * 70, 530, 9, ['#7cf29a', '#ffd36b', '#ff7d8a', '#8fd3ff', '#7cf29a'][i]!),
    ),
  ].join('');
  const hull = art.linear(
    [
      [0, '#ffffff'],
      [0.5, '#eef0f5'],
      [1, '#b9bfcc'],
    ],
    0,
    0,
    1,
    0,
  );
  const rivets: string[] = [];
  for (let i = 0; i < 8; i++)
    rivets.push(circle(370 + i * 85, 660, 5, '#b8c2d6'), circle(370 + i * 85, 40, 5, '#b8c2d6'));
  return [
    space(art, ['#2a1a0a', '#4a2f1a', '#3a2040'], ['#ffb347'], 70),
    venus(art, 90, 420, 360),
    ...[0, 1, 2].map((i) =>
      line(`M${250 + i * 30} ${120 + i * 20}q20 -12 40 0t40 0t40 0`, '#fff3c4', 3, { opacity: 0.45 - i * 0.1 }),
    ),
    shape('M330 -10Q300 350 330 710L1010 710L1010 -10Z', hull),
    rect(330, 560, 680, 34, '#e2453c'),
    ...rivets,
    porthole(art, 650, 330, 215, inside),
    // The glass reflects Venus's golden glow.
    circle(
      650,
      330,
      215,
      art.linear(
        [
          [0, '#ffd77a', 0.18],
          [0.5, '#ffd77a', 0],
          [1, '#ffffff', 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  ];
};

/** Spread 7: low over red Mars; Olympus Mons, the biggest volcano of all, and swirling red dust. */
const marsVolcano: Scene = (art, hero) => {
  const ground = art.linear([
    [0, '#d9714a'],
    [0.5, '#b84a2e'],
    [1, '#7a2e22'],
  ]);
  const dust: string[] = [];
  for (let i = 0; i < 6; i++)
    dust.push(
      ellipse(
        art.rng.range(0, 1000),
        art.rng.range(470, 680),
        art.rng.range(90, 180),
        art.rng.range(14, 26),
        '#f4a37a',
        {
          opacity: 0.35,
          filter: art.blur(10),
        },
      ),
    );
  const craters: string[] = [];
  for (let i = 0; i < 7; i++) {
    const cx = art.rng.range(0, 1000);
    const cy = art.rng.range(560, 690);
    const r = art.rng.range(18, 40);
    craters.push(
      ellipse(cx, cy, r, r * 0.3, '#8a3322', { opacity: 0.7 }),
      ellipse(cx, cy + 2, r * 0.8, r * 0.2, '#c4583a'),
    );
  }
  return [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.linear([
        [0, '#120a2a'],
        [0.45, '#5a2a4a'],
        [0.7, '#e0906a'],
      ]),
    ),
    starField(art, 70, 0, 220),
    earthDot(art, 150, 90, 5),
    circle(820, 120, 12, '#a08a7a'),
    circle(620, 70, 7, '#9a8070'),
    // Olympus Mons: so wide and gentle it fills the horizon, with a sunken caldera on top.
    shape('M-40 520Q120 470 300 370Q420 320 560 318Q700 320 820 380Q960 460 1060 520Z', '#c25a38'),
    shape('M300 370Q420 320 560 318Q700 320 820 380Q700 352 560 350Q420 352 300 370Z', '#e07a52'),
    ellipse(560, 325, 90, 14, '#8a3322'),
    ellipse(560, 328, 70, 9, '#6a2418'),
    shape('M-40 520Q200 470 500 500Q800 530 1060 480L1060 720L-40 720Z', ground),
    ...craters,
    ...dust,
    rider(art, hero, { mood: 'wonder', gaze: 1 }, 250, 250, 1.15, 105),
    glow(art, 120, 250, 60, '#ffb347', 0.3),
  ];
};

/** Spread 8: racing the winds of Jupiter past the Great Red Spot. */
const jupiterRace: Scene = (art, hero) => {
  const winds: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 240 + i * 60;
    winds.push(line(`M${-20 + i * 30} ${y}q120 -30 240 0t240 0`, '#fff6e6', 3, { opacity: 0.35 }));
  }
  return [
    space(art, ['#0a0a24', '#1e1840', '#3a2a50'], ['#c98e5e'], 120),
    jupiter(art, 300, 700, 560, [0.05, -0.62]),
    ...winds,
    speedLines(640, 205, 220, 3, '#ffffff', 0),
    speedLines(640, 318, 220, 3, '#ffffff', 0),
    rider(art, hero, { mood: 'grin', gaze: 1 }, 740, 262, 1.35, 78),
    circle(880, 560, 10, '#d9d0c0'),
    circle(930, 620, 6, '#c9b89a'),
  ];
};

/** Spread 9: a spacewalk among Saturn's rings, between pieces of ice as small as sand and as big as houses. */
const saturnWalk: Scene = (art, hero) => {
  const chunks: string[] = [];
  for (let i = 0; i < 40; i++) {
    const t = art.rng.next();
    const x = -50 + t * 1100;
    const y = 700 - t * 520 + art.rng.range(-70, 70);
    const r = art.rng.range(3, 14);
    const c = art.rng.pick(['#e8e4f0', '#c9c1d6', '#f6efe0']);
    chunks.push(
      shape(blob(art.rng, x, y, r, r * 0.8, 6, 0.25), shade(c, 0.25)),
      shape(blob(art.rng, x - r * 0.15, y - r * 0.15, r * 0.8, r * 0.6, 6, 0.2), c),
    );
  }
  const rock = (x: number, y: number, r: number, seed: number): string => {
    const d = blob(art.rng, x, y, r, r * 0.75, 8, 0.22);
    return [
      shape(d, '#a79fc2'),
      shape(blob(art.rng, x - r * 0.1, y - r * 0.12, r * 0.85, r * 0.6, 8, 0.15), '#dcd8ea'),
      shape(
        d,
        art.radial(
          [
            [0, '#ffffff', 0.5],
            [0.5, '#ffffff', 0],
            [1, '#2a2450', 0.45],
          ],
          0.3,
          0.3,
          0.8,
        ),
      ),
      circle(x - r * 0.3 + seed, y - r * 0.2, r * 0.12, '#b8b0cc'),
    ].join('');
  };
  return [
    space(art, ['#07061e', '#171338', '#2a1f48'], ['#e0c08a'], 150),
    saturn(art, 720, 230, 140, -16),
    ...chunks,
    rock(860, 560, 90, 0),
    rock(160, 620, 60, 2),
    rock(620, 130, 40, 1),
    rocket(art, 110, 330, 0.85, 25, false),
    line('M150 240Q250 480 430 410', '#f2f4f8', 4, { opacity: 0.85 }),
    g(child(art, hero, { arms: [105, 120], mood: 'grin', gaze: 1 }, 0, 0, 1.45), {
      transform: 'translate(440 520) rotate(14)',
    }),
    rock(520, 690, 35, 1),
  ];
};

/** Spread 10: Uranus, pale blue-green and lying on its side; the radio stays silent. */
const uranusRoll: Scene = (art, hero) => [
  space(art, ['#04141e', '#0e2e3e', '#1c4a5a'], ['#5fe0d6', '#4f6fd6'], 150),
  uranus(art, 690, 300, 190),
  // A curved arrow around the planet: it rolls round the Sun like a ball.
  line('M420 470A310 120 0 0 0 960 420', '#dff8f6', 4, { opacity: 0.5, 'stroke-dasharray': '10 12' }),
  shape('M960 420L940 402L972 404Z', '#dff8f6', { opacity: 0.6 }),
  rider(art, hero, { mood: 'grin', gaze: 1 }, 240, 560, 1.1, 55),
  // An empty speech bubble: no beep, no bip.
  shape('M300 330L330 382L350 330Z', '#ffffff', { opacity: 0.85 }),
  rect(230, 250, 170, 86, '#ffffff', { rx: 40, opacity: 0.85 }),
  ...[0, 1, 2].map((i) => circle(280 + i * 35, 293, 8, '#9aa5b8')),
  circle(80, 120, 4, '#6d9cf5'),
];

/** Spread 11: deep blue, windy Neptune; a faint signal from its moon Triton. */
const neptuneSignal: Scene = (art, hero) => [
  space(art, ['#02061c', '#0a1644', '#122a6a'], ['#3f7cff'], 160),
  neptune(art, 280, 380, 260),
  ...[0, 1, 2, 3].map((i) =>
    line(`M${60 + i * 40} ${250 + i * 70}q90 -16 180 0t180 0`, '#e9f1ff', 3, { opacity: 0.35 }),
  ),
  farSun(art, 930, 640, 3),
  // Triton, Neptune's biggest moon, calling with a faint beep.
  glow(art, 830, 150, 70, '#fff1e0', 0.4),
  ball(art, 830, 150, 38, [
    [0, '#fff6f2'],
    [1, '#d8c8d8'],
  ]),
  signal(830, 150, 34, '#7cf29a', 200, 3),
  rider(art, hero, { mood: 'grin', gaze: 1 }, 620, 560, 1.3, 40),
];

/** Spread 12: icy Triton with tall geysers; Bip on his back, the child lifting him carefully. */
const tritonFound: Scene = (art, hero) => [
  space(art, ['#050a26', '#13205a', '#2a3a7a'], [], 140),
  neptune(art, 820, 140, 150),
  iceGround(art, 470),
  geyser(art, 180, 480, 330, 0.25),
  geyser(art, 900, 520, 250, 0.2),
  geyser(art, 620, 470, 170, 0.3),
  rocket(art, 90, 560, 0.6, 0, false),
  ellipse(450, 650, 120, 16, '#9f98bf', { opacity: 0.5 }),
  bip(560, 628, 1.05, { lights: '#c25a5a', mood: 'sad', antenna: 55, rot: -86 }),
  child(
    art,
    hero,
    {
      sit: true,
      hands: [
        [-62, -40],
        [-40, -56],
      ],
      mood: 'wonder',
      gaze: -1,
    },
    660,
    660,
    1.45,
  ),
];

/** Spread 13: the Sun, a small bright star out here; the antenna turned to it, Bip blinks green. */
const messageSent: Scene = (art, hero) => {
  const antennaTop: Pt = [778, 452];
  return [
    space(art, ['#03041a', '#0b1240', '#1a2356'], ['#6f5ad6'], 180),
    farSun(art, 170, 130, 6),
    earthDot(art, 205, 150, 3),
    // The message flies towards the Sun, where the Earth must be.
    ...[0, 1, 2, 3].map((i) => {
      const t = 0.15 + i * 0.18;
      const x = antennaTop[0] + (170 - antennaTop[0]) * t;
      const y = antennaTop[1] + (130 - antennaTop[1]) * t;
      return glow(art, x, y, 40, '#7cf29a', 0.25) + signal(x, y, 26, '#9cffb4', 204, 2, 7);
    }),
    iceGround(art, 560),
    bip(820, 640, 1.35, { lights: '#7cf29a', mood: 'happy', antenna: -62, wave: true }),
    child(
      art,
      hero,
      {
        hands: [
          [-72, -134],
          [40, -62],
        ],
        mood: 'grin',
        gaze: -1,
        lookUp: true,
      },
      560,
      670,
      1.55,
    ),
  ];
};

/** Spread 14: home again; the rocket rests on the hill and the child waves goodnight to Bip among the stars. */
const goodnightBip: Scene = (art, hero) => {
  const hillPts: Pt[] = [
    [-80, 520],
    [200, 470],
    [500, 560],
    [800, 600],
    [1080, 590],
  ];
  return [
    space(art, ['#0a0f36', '#1c2360', '#3d3b84'], ['#4f8fd6'], 160),
    moon(art, 120, 110, 34),
    farSun(art, 820, 120, 3),
    signal(820, 120, 20, '#7cf29a', 210, 2),
    hill(art, hillPts, '#2f5a5e', '#1f3c46'),
    ...[640, 740, 900].map((x, i) => house(x, ridgeY(hillPts, x) + 10, 0.9 + (i % 2) * 0.2, '#3b4478', i !== 1)),
    ...[0, 1, 2].map((i) => cloud(150 + i * 60, 480, 60, '#c8cde0', '#9aa2c0', 0.5)),
    rocket(art, 210, 485, 0.9, 0, false),
    child(
      art,
      hero,
      {
        hands: [
          [-36, -60],
          [68, -138],
        ],
        mood: 'smile',
        lookUp: true,
        gaze: 1,
      },
      460,
      600,
      1.5,
    ),
    grassField(art, 600, 700, 26, '#1f3a3e', 24),
    ...[0, 1, 2].map((i) => sparkle(620 + i * 110, 80 + (i % 2) * 90, 7, '#fff6c8')),
  ];
};

export const astronautSpreads: readonly Scene[] = [
  homeHill,
  ready,
  liftOff,
  moonHop,
  mercuryVisit,
  venusWave,
  marsVolcano,
  jupiterRace,
  saturnWalk,
  uranusRoll,
  neptuneSignal,
  tritonFound,
  messageSent,
  goodnightBip,
];
