import { child } from '../child';
import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, place, rect, shape } from '../core';
import { keepClear } from '../favourite';
import { glow } from '../finish';
import { cloud, grassField, roundTree, sky, sparkle } from '../landscape';
import { cat, clockTower, townHouse } from '../props/c4-bedtime-friends';
import { bunting, partyBalloon, rainbow } from '../props/fantasy';
import { picketFence } from '../props/nature';
import type { Scene } from '../themes/theme';
import type { PlotPictures } from './index';
import { favouriteHeroes, outfit } from './kit';

// The rescue plot (book/custom/plots/rescue.ts), spread by spread: one windy, rainy afternoon in the child's
// small town, from the window at home to the rainbow party and back home to the boots by the door.

/** The child is dressed for the storm in every picture: a yellow raincoat and yellow boots. */
const RAINCOAT = '#f2c230';
/** The book's child in the raincoat. */
const dressed = outfit({ top: RAINCOAT, shoes: '#e8b21e', collar: '#fff1b8' });

const { friend, beside, pair } = favouriteHeroes('a superhero');

// ───────────────────────────── props ─────────────────────────────

/** Slanted rain streaks; `wind` leans them (the storm blows from the left). */
function rain(art: Art, count: number, top: number, bottom: number, wind = 10, color = '#e4f0ff'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.range(-20, art.w + 20);
    const y = art.rng.range(top, bottom);
    const len = art.rng.range(16, 30);
    out.push(line(`M${x} ${y}l${wind * (len / 24)} ${len}`, color, 2.4, { opacity: art.rng.range(0.45, 0.8) }));
  }
  return out.join('');
}

/** Wind gusts: curly white lines across the picture. */
function gusts(x: number, y: number, w: number, opacity = 0.7): string {
  return [0, 1, 2]
    .map((i) =>
      line(`M${x} ${y + i * 26}q${w * 0.3} ${-18} ${w * 0.6} 0t${w * 0.3} ${-6}q18 -18 0 -26`, '#ffffff', 4 - i, {
        opacity: opacity - i * 0.15,
        fill: 'none',
      }),
    )
    .join('');
}

function puddle(x: number, y: number, w: number, color = '#7fa6c8'): string {
  return (
    ellipse(x, y, w, w * 0.16, color, { opacity: 0.8 }) +
    ellipse(x - w * 0.2, y - w * 0.03, w * 0.4, w * 0.04, '#ffffff', { opacity: 0.35 })
  );
}

/** Rings where raindrops hit the water. */
function ripples(art: Art, n: number, x0: number, x1: number, y0: number, y1: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = art.rng.range(x0, x1);
    const y = art.rng.range(y0, y1);
    out.push(ellipse(x, y, 12, 3.5, 'none', { stroke: '#ffffff', 'stroke-width': 1.6, opacity: 0.5 }));
  }
  return out.join('');
}

/** An umbrella, canopy up (or `upside` down as a boat), handle at its base point (x, y). */
function umbrella(x: number, y: number, s: number, color: string, rot = 0, upside = false): string {
  const canopy =
    'M-70 0Q-70 -62 0 -66Q70 -62 70 0Q58 -12 47 0Q35 -12 23 0Q12 -12 0 0Q-12 -12 -23 0Q-35 -12 -47 0Q-58 -12 -70 0Z';
  const parts = [
    line('M0 -66L0 40Q0 54 -12 54', '#5a4632', 5),
    shape(canopy, color),
    shape('M0 -66Q-30 -40 -23 0Q-12 -12 0 0Z', tint(color, 0.25)),
    shape('M0 -66Q30 -40 23 0Q12 -12 0 0Z', shade(color, 0.12)),
    circle(0, -68, 5, '#5a4632'),
  ];
  return g(parts, { transform: `${place(x, y, s, rot)}${upside ? ' scale(1 -1)' : ''}` });
}

function duckling(x: number, y: number, s: number, flip = false): string {
  return g(
    [
      ellipse(0, -12, 17, 12, '#ffd93b'),
      ellipse(4, -14, 9, 6, '#ffe56e'),
      circle(-14, -27, 10, '#ffd93b'),
      shape('M-23 -28L-33 -25L-23 -22Z', '#f28c28'),
      circle(-16, -30, 2, '#2b1d1a'),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

function motherDuck(x: number, y: number, s: number, flip = false): string {
  return g(
    [
      ellipse(0, -22, 38, 22, '#f7f2e6'),
      shape('M20 -30Q44 -46 40 -20Z', '#e6dfcf'),
      line('M-22 -36Q-30 -52 -28 -64', '#f7f2e6', 16),
      circle(-28, -66, 14, '#f7f2e6'),
      shape('M-40 -66L-58 -62L-40 -58Z', '#f28c28'),
      circle(-31, -70, 2.6, '#2b1d1a'),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A small pony side on, facing left; `rearing` lifts its front. */
function pony(x: number, y: number, s: number, coat: string, rearing = false, flip = false): string {
  const mane = shade(coat, 0.45);
  const body = [
    line('M-44 -56L-50 0M-28 -56L-30 0', shade(coat, 0.1), 12),
    line('M30 -56L34 0M44 -56L50 0', shade(coat, 0.1), 12),
    ellipse(0, -72, 58, 30, coat),
    line('M54 -78Q80 -70 74 -30', mane, 12),
    shape('M-40 -86Q-58 -120 -70 -136L-44 -150Q-30 -120 -22 -92Z', coat),
    ellipse(-66, -146, 26, 16, coat, { transform: 'rotate(-30 -66 -146)' }),
    shape('M-50 -162L-46 -182L-38 -160Z', coat),
    shape('M-40 -150Q-20 -128 -24 -96Q-36 -112 -46 -140Z', mane),
    circle(-62, -152, 3.4, '#2b1d1a'),
    circle(-84, -136, 2.4, shade(coat, 0.4)),
  ];
  return g(body, { transform: `${place(x, y, s, rearing ? 24 : 0, flip)}` });
}

/** A plank, long and wooden, centred on (x, y). */
function plank(x: number, y: number, w: number, rot: number, muddy = false): string {
  const parts = [
    rect(-w / 2, -11, w, 22, '#a77a4e', { rx: 4 }),
    line(`M${-w / 2 + 10} -3L${w / 2 - 20} -3M${-w / 2 + 30} 5L${w / 2 - 40} 5`, '#8a5f3a', 2),
    circle(-w / 2 + 14, 0, 3, '#6d4a2c'),
    circle(w / 2 - 14, 0, 3, '#6d4a2c'),
  ];
  if (muddy) parts.push(rect(-w / 2, -11, w * 0.45, 22, '#6b4a32', { rx: 4, opacity: 0.75 }));
  return g(parts, { transform: place(x, y, 1, rot) });
}

const SCARVES = ['#e0453a', '#f5f0e6', '#3f9a52', '#3f7fd1', '#f29b38', '#9a5ac8', '#e85d9a'];

/** The rope of scarves: knotted coloured lengths along the points, a knot between each two. */
function scarfRope(pts: readonly (readonly [number, number])[], width = 16): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < pts.length; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[i + 1]!;
    const c = SCARVES[i % SCARVES.length]!;
    out.push(line(`M${x0} ${y0}L${x1} ${y1}`, c, width, { 'stroke-linecap': 'round' }));
    if (i % 2 === 0) {
      // Stripes on every other scarf, across the length.
      const steps = 4;
      for (let k = 1; k < steps; k++) {
        const t = k / steps;
        const mx = x0 + (x1 - x0) * t;
        const my = y0 + (y1 - y0) * t;
        out.push(circle(mx, my, width * 0.28, shade(c, 0.25)));
      }
    }
  }
  for (let i = 1; i + 1 < pts.length; i++) {
    const [x, y] = pts[i]!;
    out.push(circle(x, y, width * 0.62, shade(SCARVES[(i - 1) % SCARVES.length]!, 0.3)));
    out.push(line(`M${x} ${y}l-8 ${width * 1.2}M${x} ${y}l7 ${width * 1.3}`, SCARVES[i % SCARVES.length]!, 6));
  }
  return out.join('');
}

/** The yellow school bus, side on, facing left, with children's waving hands in the windows. */
function schoolBus(x: number, y: number, s: number, waving = true): string {
  const c = '#f4b81c';
  const windows = [-96, -54, -12, 30].map((wx, i) =>
    g([
      rect(wx, -96, 34, 34, '#bfe3f5', { rx: 5 }),
      circle(wx + 17, -70, 10, ['#e6b08a', '#8d5a3b', '#f1c9a5', '#c58c62'][i]!),
      waving ? ellipse(wx + 8, -88, 5, 8, ['#e6b08a', '#8d5a3b', '#f1c9a5', '#c58c62'][i]!) : '',
    ]),
  );
  return g(
    [
      rect(-124, -112, 248, 100, c, { rx: 16 }),
      rect(-124, -112, 248, 14, tint(c, 0.3), { rx: 10 }),
      ...windows,
      rect(72, -96, 34, 70, '#bfe3f5', { rx: 5 }),
      rect(-124, -48, 248, 7, '#2f2a40'),
      circle(-70, -12, 20, '#2f2a40'),
      circle(-70, -12, 8, '#9aa0b8'),
      circle(72, -12, 20, '#2f2a40'),
      circle(72, -12, 8, '#9aa0b8'),
      circle(-118, -30, 7, '#fff6c8'),
    ],
    { transform: place(x, y, s) },
  );
}

/** A round tin badge with a star. */
function badge(x: number, y: number, r: number): string {
  return [
    circle(x, y, r, '#f7c948'),
    circle(x, y, r * 0.78, '#ffe27a'),
    shape(
      `M${x} ${y - r * 0.6}L${x + r * 0.18} ${y - r * 0.18}L${x + r * 0.58} ${y - r * 0.14}L${x + r * 0.26} ${y + r * 0.12}L${x + r * 0.36} ${y + r * 0.55}L${x} ${y + r * 0.3}L${x - r * 0.36} ${y + r * 0.55}L${x - r * 0.26} ${y + r * 0.12}L${x - r * 0.58} ${y - r * 0.14}L${x - r * 0.18} ${y - r * 0.18}Z`,
      '#e0453a',
    ),
    sparkle(x + r * 0.9, y - r * 0.9, r * 0.5, '#fff6c8'),
  ].join('');
}

/** A townsperson pulling or cheering: a simple figure in a coloured coat, seen small in the distance. */
function townsperson(x: number, y: number, s: number, coat: string, skin: string, lean = 0): string {
  return g(
    [
      line('M-8 -40L-12 0M8 -40L12 0', '#3a3550', 9),
      shape('M-20 -40Q-22 -90 0 -96Q22 -90 20 -40Z', coat),
      circle(0, -108, 15, skin),
      shape('M-15 -112Q0 -132 15 -112Z', shade(coat, 0.3)),
      line('M-16 -80L-44 -70M16 -80L44 -72', coat, 8),
    ],
    { transform: place(x, y, s, lean) },
  );
}

function boot(x: number, y: number, s: number, flip = false): string {
  return g(
    [
      shape('M-14 -60L14 -60L14 -14Q34 -12 36 0L-16 0Z', RAINCOAT),
      rect(-16, -64, 32, 10, shade(RAINCOAT, 0.2), { rx: 4 }),
      rect(-16, -4, 52, 6, shade(RAINCOAT, 0.4), { rx: 3 }),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A steaming mug of cocoa. */
function mug(x: number, y: number, s: number): string {
  return g(
    [
      rect(-16, -30, 32, 30, '#e0453a', { rx: 6 }),
      ellipse(0, -30, 16, 5, '#7a4a2c'),
      ellipse(0, -31, 10, 3, '#f3e3cf'),
      line('M16 -22Q28 -20 26 -10Q24 -4 16 -6', '#e0453a', 5, { fill: 'none' }),
      line('M-5 -40q-6 -10 0 -18M6 -42q-6 -10 0 -18', '#ffffff', 3, { opacity: 0.6, fill: 'none' }),
    ],
    { transform: place(x, y, s) },
  );
}

/** Music notes drifting from (x, y). */
function notes(x: number, y: number, color: string): string {
  return [
    [0, 0, 1],
    [46, -40, 0.8],
    [96, -20, 0.9],
  ]
    .map(([dx, dy, k]) =>
      g([ellipse(0, 0, 9, 7, color, { transform: 'rotate(-20)' }), line('M8 -2L8 -36L22 -30', color, 3.4)], {
        transform: place(x + dx!, y + dy!, k!),
      }),
    )
    .join('');
}

const stormSky = (art: Art) => sky(art, ['#56607e', '#7d88a6', '#a6b0c4']);
const greyClouds = (y: number) =>
  [90, 330, 600, 860].map((x, i) => cloud(x, y + (i % 2) * 30, 260, '#8d96ae', '#6f7892', 0.95)).join('');

/** A row of houses along a street, back to front. */
function street(art: Art, baseY: number, s: number, lit: boolean): string {
  const walls = ['#c97b63', '#8fb0c9', '#e2c27a', '#9bbf8a', '#c99bc2', '#d9a36b'];
  const roofs = ['#6d3b3b', '#4b5a78', '#7a4f2f', '#3f6a4a', '#6b4a7a', '#8a4a2f'];
  return walls
    .map((wall, i) =>
      townHouse(art, 80 + i * 170, baseY, 130 * s, 150 * s + (i % 3) * 20, wall, roofs[i]!, [lit, false, lit]),
    )
    .join('');
}

// ───────────────────────────── scenes ─────────────────────────────

/** Cover: the child in the raincoat under a bright umbrella, the hero beside, the town and a rainbow behind. */
const cover: Scene = (art, hero, context) => [
  sky(art, ['#8fb8dc', '#c6dcec', '#f2e8d4']),
  rainbow(art, 300, 520, 320, 14, 0.7),
  cloud(110, 170, 200, '#ffffff', '#e4ecf4'),
  cloud(500, 120, 160, '#ffffff', '#e4ecf4'),
  street(art, 560, 0.8, false),
  clockTower(art, 470, 560, 0.7),
  rect(0, 560, art.w, 240, '#8a9aa8'),
  rect(0, 560, art.w, 14, '#6f7d8a'),
  puddle(180, 740, 120),
  puddle(470, 700, 80),
  beside(art, context, 'wave', 250, 780, 2.0, 'right'),
  child(
    art,
    dressed(art, hero),
    {
      arms: [20, 160],
      hands: [
        [-30, -60],
        [34, -150],
      ],
      mood: 'beam',
      gaze: 0.4,
      hold: ([, r]) => umbrella(r[0], r[1] - 40, 1.1, '#e0453a', 8),
    },
    250,
    780,
    2.0,
  ),
  rain(art, 40, 0, 760, 6, '#ffffff'),
];

/** Spread 1: at the window; outside the storm blows umbrellas, hats and a washing line about. */
const window: Scene = (art, hero) => {
  const outside = [
    stormSky(art),
    greyClouds(120),
    street(art, 520, 0.9, true),
    umbrella(620, 240, 0.6, '#3f7fd1', -50),
    ellipse(760, 470, 30, 10, '#5a3f7a'),
    shape('M740 470Q760 440 780 470Z', '#5a3f7a'),
    line('M520 200Q700 260 900 190', '#ffffff', 2),
    ...[0, 1, 2, 3].map((i) =>
      rect(560 + i * 80, 214 + Math.sin(i) * 14, 40, 54, ['#e0453a', '#f5f0e6', '#3f9a52', '#f29b38'][i]!, {
        transform: `rotate(${-20 + i * 14} ${580 + i * 80} 220)`,
      }),
    ),
    gusts(520, 320, 240),
    rain(art, 90, 0, 700, 18),
  ].join('');
  const clip = art.clip(rect(470, 70, 480, 520, '#000'));
  return [
    sky(art, ['#f0d6b0', '#e8c496']),
    // Wallpaper stripes of a warm sitting room.
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => rect(i * 110, 0, 40, 700, '#ffffff', { opacity: 0.1 })),
    g(outside, { 'clip-path': clip }),
    rect(462, 62, 496, 536, 'none', { stroke: '#f7f1e6', 'stroke-width': 18 }),
    line('M710 70L710 590M470 330L950 330', '#f7f1e6', 12),
    rect(440, 590, 540, 26, '#c99a6a'),
    rect(0, 616, art.w, 84, '#9a6e4a'),
    boot(150, 660, 1.2),
    child(
      art,
      dressed(art, hero),
      {
        arms: [60, 70],
        hands: [
          [-46, -70],
          [52, -86],
        ],
        mood: 'wonder',
        gaze: 1,
        turn: 0.6,
        hold: ([l]) => boot(l[0] - 4, l[1] + 56, 0.75, true),
      },
      360,
      790,
      2.6,
    ),
  ];
};

/** Spread 2: the hero splashes up to the garden gate; far down the street a kitten cries in a tree. */
const gate: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.5, 'right', 8);
  return [
    stormSky(art),
    greyClouds(90),
    roundTree(art, 880, 430, 300, '#4f7a4a'),
    cat(860, 282, 0.35, '#9a9aa6', false, false),
    street(art, 450, 0.7, true),
    rect(0, 450, art.w, 250, '#8a949e'),
    rect(0, 450, art.w, 10, '#6f7882'),
    picketFence(0, 330, 560, 90, '#f3ecdc'),
    rect(330, 470, 12, 90, '#d8cdb8'),
    puddle(640, 640, 170),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      circle(560 + i * 30, 600 - (i % 3) * 18, 6 + (i % 2) * 3, '#bcd8f0', { opacity: 0.85 }),
    ),
    beside(art, context, 'wave', p.x, 680, p.s, 'right', { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      {
        arms: [20, 120],
        hands: [
          [-30, -60],
          [80, -120],
        ],
        mood: 'wonder',
        gaze: 1,
        turn: 0.5,
      },
      p.x,
      680,
      p.s,
    ),
    rain(art, 80, 0, 700, 14),
  ];
};

/** Spread 3: up the tallest tree, the child reaches for the wet kitten; the hero waits below. */
const kitten: Scene = (art, hero, context) => [
  stormSky(art),
  street(art, 560, 0.6, true),
  rect(0, 560, art.w, 140, '#7f9a6e'),
  // The trunk and branches of the big tree fill the picture.
  shape('M400 700Q430 480 420 260Q418 150 440 60L500 60Q490 200 500 320Q510 520 540 700Z', '#6d4a32'),
  line('M470 200Q600 150 760 150', '#6d4a32', 26),
  line('M450 340Q330 300 230 320', '#6d4a32', 22),
  line('M480 470Q600 440 700 460', '#6d4a32', 20),
  ...[
    [250, 250, 120],
    [700, 110, 150],
    [470, 60, 170],
    [820, 200, 110],
    [150, 330, 90],
  ].map(([x, y, r]) => ellipse(x!, y!, r!, r! * 0.6, '#4f7a4a', { opacity: 0.9 })),
  cat(760, 138, 0.7, '#9a9aa6', false, false),
  friend(art, context, 'point', 780, 690, 1.4, true),
  child(
    art,
    dressed(art, hero),
    {
      climb: true,
      arms: [40, 150],
      hands: [
        [-40, -110],
        [110, -150],
      ],
      mood: 'determined',
      gaze: 1,
      lookUp: true,
    },
    560,
    430,
    1.3,
  ),
  rain(art, 70, 0, 700, 12),
];

/** Spread 4: the street by the bakery is a brown river; the ducklings sail in the child's upside-down umbrella. */
const ducklings: Scene = (art, hero, context) => {
  const water = shape('M0 430Q500 400 1000 440L1000 700L0 700Z', '#8a7356');
  return [
    stormSky(art),
    townHouse(art, 180, 430, 240, 200, '#e8c9a0', '#8a4a2f', [true, true]),
    rect(100, 300, 160, 34, '#f5efe2', { rx: 6 }),
    ...[0, 1, 2].map((i) => ellipse(140 + i * 40, 317, 14, 9, '#c98a4a')),
    townHouse(art, 760, 430, 220, 170, '#9bbf8a', '#3f6a4a', [false, true]),
    water,
    ...[0, 1, 2, 3, 4].map((i) =>
      line(`M${80 + i * 190} ${480 + (i % 2) * 60}q40 -12 80 0t80 0`, '#b69c7a', 4, { fill: 'none' }),
    ),
    ripples(art, 20, 0, 1000, 450, 690),
    motherDuck(880, 520, 1.1),
    // The pavement the child stands on, the river lapping at its kerb.
    shape('M0 610L560 640L600 700L0 700Z', '#9aa2aa'),
    line('M0 610L560 640', '#c4cad0', 6),
    umbrella(570, 560, 1.3, '#3f7fd1', 0, true),
    ...[0, 1, 2, 3, 4].map((i) => duckling(500 + i * 34, 560 - (i % 2) * 10, 0.9)),
    // The ducklings sailing in the umbrella are what the words are about: a double page's words keep off them.
    keepClear(470, 470, 230, 110),
    beside(art, context, 'cheer', 340, 700, 1.6, 'left'),
    child(
      art,
      dressed(art, hero),
      {
        arms: [40, 90],
        hands: [
          [-44, -70],
          [100, -70],
        ],
        mood: 'grin',
        gaze: 1,
        turn: 0.4,
      },
      340,
      700,
      1.6,
    ),
    rain(art, 70, 0, 700, 10),
  ];
};

/** Spread 5: thunder over the farm field; the child sings at the fence and the pony calms. */
const ponyField: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.75, 'left', 8);
  return [
    sky(art, ['#3e4566', '#5e6688', '#8a92ae']),
    line('M720 40L690 130L720 130L680 230', '#fff6c8', 8),
    glow(art, 700, 130, 120, '#fff6c8', 0.3),
    shape('M0 420Q300 380 600 410Q800 430 1000 400L1000 700L0 700Z', '#6f8f58'),
    // The red stable with its open door.
    rect(760, 250, 200, 170, '#b5473b'),
    shape('M740 252L860 170L980 252Z', '#7a2f2f'),
    rect(830, 320, 60, 100, '#3a2a2a'),
    pony(640, 520, 1.1, '#c58c62', false),
    // The pony is what this spread's words are about: a double page's words keep off it.
    g(keepClear(-95, -190, 180, 190), { transform: place(640, 520, 1.1) }),
    picketFence(0, 1000, 620, 70, '#e8dcc4'),
    grassField(art, 600, 700, 30, '#4f7a3a', 18),
    beside(art, context, 'stand', p.x, 700, p.s, 'left', { gap: p.gap, within: p.within }),
    notes(420, 300, '#fff6c8'),
    child(
      art,
      dressed(art, hero),
      {
        arms: [30, 30],
        hands: [
          [-30, -70],
          [34, -72],
        ],
        mood: 'smile',
        gaze: 1,
        turn: 0.7,
      },
      p.x,
      700,
      p.s,
    ),
    rain(art, 60, 0, 700, 8),
  ];
};

/** Spread 6: the town bell rings; the child and the hero race through the puddles towards the brook. */
const race: Scene = (art, hero, context) => [
  stormSky(art),
  greyClouds(70),
  clockTower(art, 160, 470, 1.0, '#8a7ab0', 4),
  ...[0, 1, 2].map((i) => line(`M${210 + i * 14} ${230 - i * 8}q20 -10 0 -24`, '#ffffff', 3, { fill: 'none' })),
  shape('M0 470L1000 420L1000 700L0 700Z', '#8a949e'),
  line('M0 560L1000 500', '#f4f0e0', 6, { 'stroke-dasharray': '40 30' }),
  roundTree(art, 900, 430, 180, '#4f7a4a'),
  puddle(300, 660, 140),
  puddle(760, 600, 110),
  ...[0, 1, 2, 3, 4].map((i) => circle(250 + i * 24, 620 - (i % 2) * 22, 7, '#bcd8f0', { opacity: 0.9 })),
  beside(art, context, 'walk', 430, 690, 1.6, 'right'),
  child(art, dressed(art, hero), { run: true, mood: 'determined', gaze: 1 }, 430, 690, 1.6, true),
  rain(art, 90, 0, 700, 16),
];

/** Spread 7: the biggest plank is stuck in the mud; the hero slides back; the child thinks hard on the bank. */
const stuck: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 2.2, 'right', 50);
  // Seen close, the feet below the picture's edge; a smaller pair stands further up, still on the bank.
  const feet = 700 + 80 * (p.s / 2.2);
  return [
    stormSky(art),
    shape('M0 300Q500 280 1000 300L1000 420L0 420Z', '#6f8f58'),
    // The brook between muddy banks, the broken bridge's posts sticking up.
    shape('M0 420Q500 400 1000 420L1000 560Q500 540 0 560Z', '#6a7f86'),
    ripples(art, 14, 0, 1000, 430, 540),
    rect(300, 360, 16, 140, '#6d4a32'),
    rect(660, 360, 16, 140, '#6d4a32'),
    plank(480, 500, 300, -14, true),
    plank(760, 470, 160, 20),
    shape('M0 540Q500 520 1000 540L1000 700L0 700Z', '#7a5a3e'),
    ...[0, 1, 2].map((i) => ellipse(560 + i * 80, 600 + i * 10, 30, 8, '#5e4430')),
    beside(art, context, 'stand', p.x, feet, p.s, 'right', { gap: p.gap, within: p.within }),
    ...[0, 1, 2, 3].map((i) => circle(620 + i * 30, 560 - (i % 2) * 20, 8, '#8a6a4a', { opacity: 0.9 })),
    child(
      art,
      dressed(art, hero),
      {
        arms: [20, 100],
        hands: [
          [-30, -60],
          [20, -118],
        ],
        mood: 'determined',
        gaze: 1,
        turn: 0.4,
      },
      p.x,
      feet,
      (p.s * 2.3) / 2.2,
    ),
    rain(art, 60, 0, 700, 10),
  ];
};

/** Spread 8: the child runs from door to door collecting scarves and knots them into a rope. */
const scarves: Scene = (art, hero) => {
  const doors = ['#3f7fd1', '#e0453a', '#3f9a52', '#9a5ac8'];
  return [
    sky(art, ['#6f7b98', '#9aa4bc']),
    ...doors.map((c, i) =>
      g([
        rect(i * 260 - 20, 120, 250, 460, ['#e2c27a', '#c97b63', '#8fb0c9', '#d9a36b'][i]!),
        rect(i * 260 + 60, 300, 90, 180, c, { rx: 8 }),
        circle(i * 260 + 136, 390, 6, '#f7c948'),
        rect(i * 260 + 30, 180, 60, 60, '#bfe3f5'),
        rect(i * 260 + 130, 180, 60, 60, '#bfe3f5'),
      ]),
    ),
    // A neighbour's arm holds a scarf out of the nearest door.
    line('M660 390L600 380', '#f1c9a5', 16),
    line('M600 380Q570 420 585 470', '#3f7fd1', 16),
    rect(0, 580, art.w, 120, '#8a949e'),
    scarfRope(
      [
        [20, 600],
        [90, 630],
        [160, 610],
        [240, 640],
        [310, 620],
        [360, 560],
      ],
      18,
    ),
    child(
      art,
      dressed(art, hero),
      {
        arms: [60, 60],
        hands: [
          [-40, -70],
          [42, -72],
        ],
        mood: 'laugh',
        gaze: 1,
        walk: true,
        hold: ([l, r]) =>
          scarfRope(
            [
              [l[0], l[1]],
              [0, -60],
              [r[0], r[1]],
            ],
            14,
          ),
      },
      430,
      680,
      1.7,
    ),
    rain(art, 50, 0, 700, 10),
  ];
};

/** Spread 9: everybody pulls the rope of scarves; the plank rises into place as the yellow bus comes. */
const heave: Scene = (art, hero, context) => [
  sky(art, ['#7d88a6', '#b8c2d4']),
  shape('M0 250L1000 220L1000 330L0 340Z', '#6f7882'),
  schoolBus(820, 300, 0.8),
  shape('M0 340L1000 330L1000 420L0 430Z', '#6f8f58'),
  shape('M0 420L1000 410L1000 520L0 530Z', '#6a7f86'),
  ripples(art, 12, 0, 1000, 430, 510),
  rect(140, 380, 14, 110, '#6d4a32'),
  rect(440, 380, 14, 110, '#6d4a32'),
  plank(300, 420, 320, -4),
  shape('M0 520L1000 510L1000 700L0 700Z', '#7a8f5e'),
  scarfRope(
    [
      [300, 420],
      [420, 470],
      [520, 500],
      [620, 530],
      [720, 560],
      [820, 590],
      [930, 610],
    ],
    14,
  ),
  townsperson(880, 640, 0.9, '#3f7fd1', '#8d5a3b', 10),
  townsperson(960, 650, 0.95, '#9a5ac8', '#f1c9a5', 10),
  motherDuck(990, 690, 0.6),
  beside(art, context, 'walk', 620, 690, 1.5, 'right'),
  child(
    art,
    dressed(art, hero),
    {
      arms: [80, 80],
      hands: [
        [-60, -84],
        [-30, -80],
      ],
      mood: 'determined',
      gaze: -1,
      turn: -0.4,
    },
    620,
    690,
    1.5,
  ),
  rain(art, 25, 0, 700, 6),
];

/** Spread 10: the clouds part; the thank-you party in the square under the rainbow. */
const party: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.8, 'right', 8);
  return [
    sky(art, ['#7fc0ea', '#bfe3f5', '#fff3d8']),
    rainbow(art, 500, 470, 460, 18),
    cloud(120, 140, 180, '#ffffff', '#e4ecf4'),
    street(art, 470, 0.75, false),
    rect(0, 470, art.w, 230, '#d9c7a8'),
    bunting(0, 140, 1000, 130, SCARVES),
    partyBalloon(90, 260, 28, '#e0453a'),
    partyBalloon(910, 240, 30, '#3f9a52'),
    partyBalloon(860, 290, 24, '#f29b38'),
    // The table of warm buns and cocoa.
    rect(560, 520, 300, 16, '#f5efe2'),
    rect(580, 536, 12, 90, '#8a5f3a'),
    rect(830, 536, 12, 90, '#8a5f3a'),
    ...[0, 1, 2, 3].map((i) => ellipse(610 + i * 40, 512, 18, 12, '#d9964a')),
    mug(780, 520, 0.9),
    mug(830, 520, 0.8),
    ...[0, 1, 2, 3, 4].map((i) => duckling(620 + i * 42, 690, 0.9)),
    motherDuck(560, 690, 0.9),
    beside(art, context, 'cheer', p.x, 700, p.s, 'right', { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      {
        arms: [40, 40],
        hands: [
          [-30, -80],
          [34, -82],
        ],
        mood: 'laugh',
        gaze: 0.4,
        hold: () => cat(28, -60, 0.55, '#9a9aa6', false, false, true),
      },
      p.x,
      700,
      p.s,
    ),
  ];
};

/** Spread 11: sunset at the gate, the badge on the raincoat, the hero says goodbye. */
const goodbye: Scene = (art, hero, context) => [
  sky(art, ['#f2a06b', '#f7c98a', '#fbe6c0']),
  circle(760, 380, 70, '#ffd88a'),
  glow(art, 760, 380, 220, '#ffd88a', 0.45),
  shape('M0 420Q300 400 600 430Q800 440 1000 420L1000 700L0 700Z', '#b0985e'),
  roundTree(art, 120, 450, 240, '#7a8a3a'),
  picketFence(0, 1000, 560, 80, '#f3ecdc'),
  rect(520, 490, 14, 80, '#d8cdb8'),
  rect(0, 600, art.w, 100, '#a38a5a'),
  beside(art, context, 'wave', 360, 790, 2.3, 'right'),
  child(
    art,
    dressed(art, hero),
    {
      arms: [20, 160],
      hands: [
        [-30, -60],
        [60, -170],
      ],
      mood: 'beam',
      gaze: 1,
      turn: 0.5,
      hold: () => badge(-10, -104, 9),
    },
    360,
    790,
    2.3,
  ),
];

/** Spread 12: home, the boots by the door, the child wrapped in a blanket with cocoa; the rain whispers. */
const home: Scene = (art, hero) => {
  const clip = art.clip(rect(640, 90, 280, 300, '#000'));
  return [
    sky(art, ['#5a4a6e', '#7a5e7e']),
    rect(0, 0, art.w, 560, '#e8c9a0', { opacity: 0.55 }),
    glow(art, 300, 250, 360, '#ffd88a', 0.35),
    g([sky(art, ['#1e2748', '#3a4470']), rain(art, 40, 90, 390, 4, '#c9d8f0')].join(''), { 'clip-path': clip }),
    rect(632, 82, 296, 316, 'none', { stroke: '#f7f1e6', 'stroke-width': 16 }),
    line('M780 90L780 390', '#f7f1e6', 10),
    rect(0, 560, art.w, 140, '#8a5f3a'),
    // The door with the boots side by side and their drips.
    rect(60, 170, 150, 390, '#7a4f8a', { rx: 6 }),
    circle(186, 380, 7, '#f7c948'),
    boot(100, 600, 0.9),
    boot(160, 600, 0.9),
    ...[0, 1, 2].map((i) => ellipse(120 + i * 20, 606, 10, 3, '#9ad0f0', { opacity: 0.8 })),
    // The sofa and the blanket around the child.
    rect(300, 430, 420, 150, '#c2566a', { rx: 30 }),
    rect(280, 380, 460, 80, '#d8677a', { rx: 30 }),
    badge(680, 440, 14),
    // The warm blanket wrapped round the child's back and shoulders, the mug held in front of it.
    shape('M380 580Q360 420 500 380Q640 420 620 580Z', '#6f9ad0'),
    line('M392 520L608 520M384 550L616 550', '#ffffff', 4, { opacity: 0.4 }),
    child(
      art,
      dressed(art, hero),
      {
        sit: true,
        arms: [40, 40],
        hands: [
          [-18, -44],
          [20, -44],
        ],
        mood: 'sleepy',
        gaze: 0.3,
        hold: ([l, r]) => mug((l[0] + r[0]) / 2, l[1] + 14, 0.9),
      },
      500,
      560,
      1.75,
    ),
  ];
};

export const rescuePictures: PlotPictures = {
  cover,
  spreads: [window, gate, kitten, ducklings, ponyField, race, stuck, scarves, heave, party, goodbye, home],
};
