import { child, type Hero } from '../child';
import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, place, rect, shape } from '../core';
import { keepClear } from '../favourite';
import { cloud, flowerMeadow, grassField, hill, ridge, roundTree, sky, sparkle, starField, sun } from '../landscape';
import { cottage, grownup } from '../props/c2-people';
import { oldTree, townHouse } from '../props/c4-bedtime-friends';
import { bunting } from '../props/fantasy';
import { picketFence } from '../props/nature';
import type { Scene, SceneContext } from '../themes/theme';
import type { PlotPictures } from './index';
import { favouriteHeroes, outfit } from './kit';

// The friendship plot (book/custom/plots/friendship.ts), spread by spread: moving day on Cherry Lane, the picnic
// blanket the wind steals, the boy with the red kite, the rainy oak, mending the kite, the sorry at Leo's door,
// the windless festival, the big shared picnic, the kites up at last, sunset, and the promise at the gate.

/** The child wears the same teal jumper in every picture, so the book reads as one day and the next. */
const JUMPER = '#3aa6a0';
/** The book's child in the jumper. */
const dressed = outfit({ top: JUMPER, collar: '#fff1b8', shoes: '#c8553d' });

/** Leo, the boy next door: drawn as a child but never the picture's subject, so only the book's child is found. */
const LEO: Hero = {
  skin: '#e8b890',
  hair: '#c0622e',
  hairStyle: 'short',
  top: '#f2c230',
  bottom: '#4a6fa5',
  shoes: '#5a3f2a',
  headwear: 'none',
};

const { favouriteOf, beside, pair } = favouriteHeroes('a cuddly bear');

// ───────────────────────────── props ─────────────────────────────

const RED = '#e0453a';
const RIBBONS = ['#e0453a', '#f2c230', '#3f7fd1'];

/** A diamond kite with its cross-sticks; `tail` adds the ribbon bows the child ties on (spread 6 onwards). */
function kite(
  x: number,
  y: number,
  s: number,
  color: string,
  rot = 0,
  tail = false,
  string: [number, number] | null = null,
) {
  const out = [
    shape('M0 -60L42 -6L0 70L-42 -6Z', color, { stroke: shade(color, 0.3), 'stroke-width': 3 }),
    shape('M0 -60L42 -6L0 -6Z', tint(color, 0.25)),
    shape('M0 -6L-42 -6L0 70Z', shade(color, 0.12)),
    line('M0 -60L0 70M-42 -6L42 -6', '#7a5134', 2.4),
  ];
  if (tail) {
    out.push(line('M0 70Q-20 110 6 150Q30 190 0 230', '#5a4a3a', 2, { fill: 'none' }));
    [
      [-8, 104],
      [12, 156],
      [-4, 206],
    ].forEach(([bx, by], i) => {
      const c = RIBBONS[i % 3] ?? RED;
      out.push(shape(`M${bx} ${by}l-16 -10l0 20Z`, c), shape(`M${bx} ${by}l16 -10l0 20Z`, c));
    });
  }
  const body = place(x, y, s, rot);
  const strung = string
    ? line(
        `M${x} ${y + 70 * s}Q${(x + string[0]) / 2} ${Math.max(y, string[1]) + 40} ${string[0]} ${string[1]}`,
        '#ffffff',
        1.6,
        {
          fill: 'none',
          opacity: 0.9,
        },
      )
    : '';
  return strung + g(out, { transform: body });
}

/** A fish- or star-shaped festival kite lying flat on the grass (the still morning) or flying. */
function shapeKite(x: number, y: number, s: number, kind: 'fish' | 'star', color: string, rot = 0): string {
  const body =
    kind === 'fish'
      ? [
          shape('M-50 0Q-10 -34 36 0Q-10 34 -50 0Z', color),
          shape('M36 0L64 -22L60 22Z', shade(color, 0.15)),
          circle(-28, -4, 5, '#ffffff'),
          circle(-28, -4, 2.4, '#2b1d1a'),
        ]
      : [shape('M0 -44L12 -14L44 -12L18 8L28 40L0 22L-28 40L-18 8L-44 -12L-12 -14Z', color)];
  return g(body, { transform: place(x, y, s, rot) });
}

/** The red-and-white checked picnic blanket, as a quad with its corners at the four points. */
function blanket(corners: readonly [number, number][], color = RED): string {
  const [a, b, c, d] = corners as [[number, number], [number, number], [number, number], [number, number]];
  const at = (u: number, v: number): [number, number] => [
    a[0] + (b[0] - a[0]) * u + (d[0] - a[0]) * v + (a[0] - b[0] + c[0] - d[0]) * u * v,
    a[1] + (b[1] - a[1]) * u + (d[1] - a[1]) * v + (a[1] - b[1] + c[1] - d[1]) * u * v,
  ];
  const out = [shape(`M${a}L${b}L${c}L${d}Z`, '#fbf3e4')];
  const n = 6;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if ((i + j) % 2) continue;
      const p = [at(i / n, j / n), at((i + 1) / n, j / n), at((i + 1) / n, (j + 1) / n), at(i / n, (j + 1) / n)];
      out.push(shape(`M${p.join('L')}Z`, color, { opacity: 0.85 }));
    }
  }
  out.push(shape(`M${a}L${b}L${c}L${d}Z`, 'none', { stroke: shade(color, 0.3), 'stroke-width': 2 }));
  return out.join('');
}

function basket(x: number, y: number, s: number): string {
  return g(
    [
      line('M-34 -30Q0 -78 34 -30', '#8a5a2a', 6, { fill: 'none' }),
      shape('M-40 -32L40 -32L32 10L-32 10Z', '#c88a4a'),
      line('M-38 -20L38 -20M-36 -8L36 -8M-34 4L34 4', '#9a6a3a', 2),
      shape('M-42 -36L42 -36L40 -28L-40 -28Z', RED),
      circle(-14, -40, 7, RED),
      circle(0, -42, 6, '#d8303a'),
      ellipse(18, -38, 14, 8, '#f2dca8'),
    ],
    { transform: place(x, y, s) },
  );
}

function strawberry(x: number, y: number, r: number): string {
  return (
    shape(
      `M${x - r} ${y - r * 0.4}Q${x} ${y - r * 1.2} ${x + r} ${y - r * 0.4}Q${x + r * 0.6} ${y + r} ${x} ${y + r * 1.1}Q${x - r * 0.6} ${y + r} ${x - r} ${y - r * 0.4}Z`,
      RED,
    ) + shape(`M${x - r * 0.6} ${y - r * 0.6}L${x} ${y - r * 1.1}L${x + r * 0.6} ${y - r * 0.6}Z`, '#3f9a52')
  );
}

/** An ant carrying a strawberry over its head. */
function ant(x: number, y: number, s: number, load = true): string {
  const k = '#2b1d1a';
  return g(
    [
      ellipse(-10, 0, 6, 5, k),
      ellipse(0, -1, 5, 4, k),
      ellipse(9, -3, 5, 5, k),
      line('M-8 3l-6 8M0 3l0 9M4 2l6 8', k, 1.6),
      line('M11 -7l6 -8', k, 1.4),
      load ? strawberry(4, -16, 7) : '',
    ],
    { transform: place(x, y, s) },
  );
}

function movingBox(x: number, y: number, w: number, h: number, open = false): string {
  return [
    rect(x - w / 2, y - h, w, h, '#c89a62'),
    rect(x - w / 2, y - h, w, h * 0.14, '#b5874f'),
    rect(x - 6, y - h, 12, h * 0.5, '#e8d6a8', { opacity: 0.8 }),
    open ? shape(`M${x - w / 2} ${y - h}l-22 -26l${w * 0.4} 0l10 26Z`, '#d8aa72') : '',
  ].join('');
}

function movingVan(x: number, y: number, s: number): string {
  return g(
    [
      rect(-150, -130, 190, 120, '#f2f4f8', { rx: 8 }),
      rect(40, -90, 70, 80, '#3f7fd1', { rx: 10 }),
      rect(54, -82, 40, 30, '#cfe6f6', { rx: 4 }),
      circle(-100, -8, 22, '#2b2b38'),
      circle(-100, -8, 9, '#9aa5b8'),
      circle(70, -8, 22, '#2b2b38'),
      circle(70, -8, 9, '#9aa5b8'),
      line('M-200 -60l-40 0M-200 -90l-30 0M-200 -30l-44 0', '#ffffff', 4, { opacity: 0.8 }),
    ],
    { transform: place(x, y, s) },
  );
}

/** Curly gust lines. */
function gusts(x: number, y: number, w: number, opacity = 0.75): string {
  return [0, 1, 2]
    .map((i) =>
      line(`M${x} ${y + i * 26}q${w * 0.3} -18 ${w * 0.6} 0t${w * 0.3} -6q18 -18 0 -26`, '#ffffff', 4 - i, {
        opacity: opacity - i * 0.15,
        fill: 'none',
      }),
    )
    .join('');
}

function rain(art: Art, count: number, top: number, bottom: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.range(-20, art.w + 20);
    const y = art.rng.range(top, bottom);
    const len = art.rng.range(14, 26);
    out.push(line(`M${x} ${y}l3 ${len}`, '#e4f0ff', 2.2, { opacity: art.rng.range(0.45, 0.8) }));
  }
  return out.join('');
}

function hedge(art: Art, x0: number, x1: number, y: number, h: number): string {
  const out = [rect(x0, y - h * 0.7, x1 - x0, h * 0.7, '#3f8a4a')];
  for (let x = x0; x <= x1; x += h * 0.5) {
    out.push(circle(x + art.rng.range(-6, 6), y - h * 0.7, h * art.rng.range(0.3, 0.4), '#4f9a52'));
  }
  return out.join('');
}

/** The yellow house on Cherry Lane. */
function yellowHouse(_art: Art, x: number, y: number, w: number, _h: number, lit = false): string {
  return cottage(x, y, w / 160, { wall: '#f4d46a', roof: '#c8553d', lit });
}

function pie(x: number, y: number, s: number): string {
  return g(
    [
      ellipse(0, 0, 40, 14, '#e8e4dc'),
      ellipse(0, -6, 32, 11, '#d89a52'),
      line('M-24 -6L24 -6M-16 -12L16 0M-16 0L16 -12', '#b8743a', 3),
      circle(-8, -8, 4, '#a01a2a'),
      circle(10, -4, 4, '#a01a2a'),
    ],
    { transform: place(x, y, s) },
  );
}

function lemonade(x: number, y: number, s: number): string {
  return g(
    [
      shape('M-16 -60L16 -60L20 0L-20 0Z', '#fff3a0', { opacity: 0.9 }),
      rect(-18, -66, 36, 8, '#ffffff', { opacity: 0.8 }),
      circle(6, -48, 5, '#ffffff', { opacity: 0.6 }),
      ellipse(0, 0, 20, 5, '#e8d860'),
    ],
    { transform: place(x, y, s) },
  );
}

function cup(x: number, y: number, s: number, color: string): string {
  return shape(`M${x - 10 * s} ${y - 22 * s}L${x + 10 * s} ${y - 22 * s}L${x + 7 * s} ${y}L${x - 7 * s} ${y}Z`, color);
}

const daySky = (art: Art) => sky(art, ['#8ec5ec', '#bfe0f4', '#eef6e8']);

/** Does the hero belong in the water (a mermaid waits in the stream instead of on the grass)? */
const swims = (context?: SceneContext) => favouriteOf(context).kind === 'mermaid';

// ───────────────────────────── the cover ─────────────────────────────

const cover: Scene = (art, hero, context) => [
  daySky(art),
  cloud(120, 150, 170, '#ffffff', '#e4ecf4'),
  cloud(470, 110, 140, '#ffffff', '#e4ecf4'),
  kite(470, 330, 0.7, '#3f7fd1', 14, true),
  kite(120, 390, 0.55, '#9a5ac8', -10, true),
  hill(art, ridge(art, 560, 30, 3), '#8ccf6a', '#6fb255'),
  yellowHouse(art, 110, 570, 150, 130),
  flowerMeadow(art, 600, 800, 30, ['#ffffff', '#f2c230', '#e85d9a']),
  beside(art, context, 'wave', 250, 820, 2.0, 'right'),
  child(
    art,
    dressed(art, hero),
    {
      arms: [20, 165],
      hands: [
        [-30, -60],
        [36, -160],
      ],
      mood: 'beam',
      gaze: 0.3,
      lookUp: true,
    },
    250,
    820,
    2.0,
  ),
  kite(330, 250, 0.9, RED, -8, true, [322, 505]),
];

// ───────────────────────────── the spreads ─────────────────────────────

/** 1: moving day; the van rumbles off, the child peeps out beside the biggest box, a red kite far away. */
const movingDay: Scene = (art, hero) => [
  daySky(art),
  cloud(200, 110, 150, '#ffffff', '#e4ecf4'),
  townHouse(art, 820, 420, 150, 170, '#e8a0a0', '#8a4a5a', [false, true, false, false]),
  townHouse(art, 980, 420, 140, 190, '#a8c8e8', '#4a6a8a', [true, false, false, false]),
  kite(880, 130, 0.45, RED, 10, false, [860, 390]),
  child(art, LEO, { arms: [20, 150], mood: 'laugh' }, 860, 420, 0.45),
  rect(0, 420, art.w, 60, '#9aa5b0'),
  line('M0 450L1000 450', '#ffffff', 3, { 'stroke-dasharray': '30 24', opacity: 0.7 }),
  movingVan(690, 470, 0.8),
  rect(0, 480, art.w, 220, '#8ccf6a'),
  yellowHouse(art, 210, 560, 330, 330),
  picketFence(0, 420, 600, 60),
  movingBox(560, 690, 160, 150),
  movingBox(700, 690, 110, 90, true),
  movingBox(610, 540, 100, 70),
  child(
    art,
    dressed(art, hero),
    {
      arms: [40, 60],
      hands: [
        [-26, -60],
        [30, -70],
      ],
      mood: 'wonder',
      gaze: 0.8,
      turn: 0.3,
    },
    420,
    690,
    1.5,
  ),
];

/** 2: the hero peeps round the box; the child, smiling a small smile, holds the packed picnic basket. */
const peep: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.9, 'right', 20);
  // Seen close, the feet below the picture's edge; a smaller pair stands further up.
  const feet = 700 + 60 * (p.s / 1.9);
  return [
    sky(art, ['#a8d4f0', '#dceef8']),
    yellowHouse(art, 300, 540, 440, 460),
    rect(0, 520, art.w, 180, '#8ccf6a'),
    movingBox(850, 700, 220, 200),
    movingBox(900, 500, 140, 110, true),
    beside(art, context, 'wave', p.x, feet, p.s, 'right', { gap: p.gap, within: p.within }),
    // The picnic blanket spread out on the lawn, clear of the two of them.
    blanket([
      [560, 600],
      [700, 590],
      [710, 660],
      [570, 672],
    ]),
    child(
      art,
      dressed(art, hero),
      {
        arms: [30, 30],
        hands: [
          [-22, -52],
          [22, -52],
        ],
        mood: 'smile',
        gaze: 0.6,
        turn: 0.3,
        hold: ([l, r]) => basket((l[0] + r[0]) / 2, l[1] + 36, 0.9),
      },
      p.x,
      feet,
      (p.s * 2.0) / 1.9,
    ),
  ];
};

/** 3: on the hilltop the wind snatches the checked blanket; the child runs after it, the hero hurries behind. */
const windy: Scene = (art, hero, context) => [
  sky(art, ['#7fb8e8', '#c8e4f4']),
  cloud(760, 90, 200, '#ffffff', '#dfe8f2'),
  gusts(120, 140, 260),
  gusts(420, 300, 200, 0.6),
  hill(art, ridge(art, 520, 60, 2), '#7cc35e', '#5fa84a'),
  hedge(art, 600, 1000, 520, 90),
  blanket([
    [640, 180],
    [820, 120],
    [880, 250],
    [700, 300],
  ]),
  basket(150, 600, 1),
  beside(art, context, 'walk', 470, 680, 1.45, 'left'),
  child(
    art,
    dressed(art, hero),
    { run: true, arms: [60, 160], mood: 'determined', lookUp: true, gaze: 0.8 },
    470,
    680,
    1.45,
  ),
  grassField(art, 600, 700, 30, '#5fa84a'),
];

/** 4: the blanket has landed on Leo and his red kite; the child stands by the hedge, cheeks hot. */
const tangled: Scene = (art, hero) => [
  sky(art, ['#a8d4f0', '#e4f2f8']),
  townHouse(art, 820, 470, 300, 280, '#d8c8e8', '#6a5a8a', [false, true, false, true]),
  rect(0, 470, art.w, 230, '#8ccf6a'),
  hedge(art, -20, 360, 520, 110),
  flowerMeadow(art, 520, 560, 12, ['#f2c230', '#e85d9a']),
  child(art, LEO, { arms: [120, 140], mood: 'determined', gaze: -0.8, turn: -0.4 }, 700, 640, 1.05, true),
  blanket([
    [590, 560],
    [800, 540],
    [820, 660],
    [610, 670],
  ]),
  kite(700, 560, 0.8, RED, 40),
  line('M660 600q30 -40 60 0t60 -10q20 30 -40 40t-60 -20', '#ffffff', 2, { fill: 'none' }),
  // Leo tangled under the blanket is what the words are about: a double page's words keep off him.
  keepClear(580, 440, 250, 240),
  child(
    art,
    dressed(art, hero),
    {
      arms: [150, 150],
      hands: [
        [-26, -128],
        [26, -128],
      ],
      mood: 'wonder',
      gaze: 0.7,
      turn: 0.4,
    },
    330,
    690,
    1.5,
  ),
  circle(326, 490, 10, '#f08080', { opacity: 0.45 }),
  circle(382, 490, 10, '#f08080', { opacity: 0.45 }),
];

/** 5: rain on the hill; the child sits under the old oak, the hero close, ants marching off with strawberries. */
const rainyOak: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.5, 'left', 8);
  return [
    sky(art, ['#8a96ac', '#b8c2d0']),
    cloud(300, 80, 240, '#d8dde6', '#aab2c2'),
    cloud(760, 110, 220, '#d8dde6', '#aab2c2'),
    hill(art, ridge(art, 480, 40, 2), '#7aa86a', '#5f8a55'),
    oldTree(art, 420, 560, 560, '#6a4a30', '#4f7a4a'),
    basket(820, 640, 1),
    ...[0, 1, 2, 3, 4].map((i) => ant(760 - i * 52, 668 + (i % 2) * 6, 1.2, i % 2 === 0)),
    beside(art, context, 'sit', p.x, 660, p.s, 'left', { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      {
        sit: true,
        arms: [30, 30],
        hands: [
          [-20, -50],
          [20, -50],
        ],
        mood: 'sleepy',
        gaze: 0.4,
      },
      p.x,
      640,
      p.s,
    ),
    rain(art, 70, 0, 700),
  ];
};

/** 6: at home by the lamp the child untangles the kite string, the hero holding the end; new ribbon tail. */
const mending: Scene = (art, hero, context) => [
  rect(0, 0, art.w, art.h, '#f4e2c4'),
  rect(0, 0, art.w, 30, '#e8d0a8'),
  rect(620, 80, 220, 200, '#8ec5ec', { stroke: '#c89a62', 'stroke-width': 12 }),
  line('M730 80L730 280M620 180L840 180', '#c89a62', 8),
  rect(0, 520, art.w, 180, '#c8946a'),
  blanket([
    [80, 560],
    [300, 540],
    [330, 640],
    [100, 660],
  ]),
  circle(150, 150, 120, '#fff3c4', { opacity: 0.5 }),
  line('M150 120L150 40', '#5a4a3a', 3),
  shape('M110 150L190 150L172 110L128 110Z', '#f29b38'),
  kite(520, 470, 0.9, RED, -20, true),
  line('M420 540q60 -60 120 -10t120 -20q40 30 60 60', '#ffffff', 3, { fill: 'none' }),
  beside(art, context, 'sit', 380, 660, 1.6, 'right', { gap: 30 }),
  child(
    art,
    dressed(art, hero),
    {
      sit: true,
      arms: [40, 60],
      hands: [
        [-10, -60],
        [40, -64],
      ],
      mood: 'determined',
      gaze: 0.6,
      turn: 0.3,
    },
    380,
    660,
    1.6,
  ),
];

/** 7: knock, knock: at Leo's blue door the child holds out the mended kite; Leo grins. */
const sorry: Scene = (art, hero) => [
  sky(art, ['#f4d8a8', '#f8ecd4']),
  rect(0, 0, 560, 560, '#a8c8e8'),
  rect(120, 160, 240, 400, '#3f6fb0', { rx: 10 }),
  rect(140, 180, 200, 380, '#ffd79a'),
  circle(330, 380, 7, '#f2c14e'),
  rect(380, 220, 140, 120, '#fff3c4', { stroke: '#ffffff', 'stroke-width': 8 }),
  rect(0, 560, art.w, 140, '#b8a890'),
  rect(100, 550, 280, 18, '#9a8a72'),
  child(
    art,
    LEO,
    {
      arms: [40, 60],
      hands: [
        [-20, -60],
        [30, -70],
      ],
      mood: 'grin',
      gaze: 0.6,
      turn: 0.3,
    },
    250,
    570,
    1.1,
  ),
  ellipse(300, 486, 26, 10, '#ffffff'),
  strawberry(290, 478, 8),
  strawberry(310, 478, 8),
  child(
    art,
    dressed(art, hero),
    {
      arms: [20, 80],
      hands: [
        [-28, -60],
        [-46, -100],
      ],
      mood: 'smile',
      gaze: -0.7,
      turn: -0.4,
      hold: ([, r]) => kite(r[0] - 10, r[1] - 50, 0.75, RED, -30, true),
    },
    650,
    700,
    1.7,
    true,
  ),
];

/** 8: the still festival morning; kites lie flat on the grass, neighbours grumble in little groups. */
const stillFestival: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.45, 'right', 8);
  return [
    sky(art, ['#bfe0f4', '#eef6e8']),
    sun(art, 860, 110, 50),
    bunting(40, 140, 620, 170, ['#e0453a', '#f2c230', '#3f7fd1', '#3f9a52']),
    hill(art, ridge(art, 400, 30, 2), '#8ccf6a', '#6fb255'),
    roundTree(art, 90, 430, 200, '#4f9a52'),
    grownup(210, 480, 0.55, { kind: 'neighbour', mood: 'cross', gaze: -1 }),
    grownup(270, 480, 0.5, { kind: 'lady', mood: 'cross', gaze: 1, top: '#9a5ac8' }),
    grownup(820, 470, 0.55, { kind: 'grandpa', mood: 'cross', gaze: 1 }, true),
    grownup(880, 470, 0.5, { kind: 'grandma', mood: 'cross' }),
    shapeKite(260, 560, 1, 'fish', '#f29b38', 10),
    shapeKite(780, 580, 0.9, 'star', '#f2c230', -12),
    kite(640, 560, 0.6, '#9a5ac8', 80),
    beside(art, context, 'stand', p.x, 690, p.s, 'right', { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      { arms: [20, 20], mood: 'wonder', gaze: -0.4, turn: -0.2, lookUp: true },
      p.x,
      690,
      p.s,
    ),
  ];
};

/** 9: the child's idea: the blanket spread wide, the whole street sitting round with pie, lemonade and biscuits. */
const bigPicnic: Scene = (art, hero, context) => [
  sky(art, ['#bfe0f4', '#f2f4e0']),
  sun(art, 120, 100, 46),
  hill(art, ridge(art, 330, 24, 2), '#8ccf6a', '#6fb255'),
  grownup(170, 470, 0.55, { kind: 'neighbour', mood: 'laugh', gaze: 1 }),
  grownup(800, 470, 0.55, { kind: 'grandma', mood: 'smile', gaze: -1 }, true),
  blanket([
    [140, 520],
    [860, 500],
    [940, 680],
    [60, 690],
  ]),
  pie(620, 600, 1.2),
  lemonade(260, 610, 1),
  cup(330, 610, 1.1, '#3f7fd1'),
  cup(700, 640, 1.1, '#f2c230'),
  ...[0, 1, 2].map((i) => circle(460 + i * 26, 620, 10, '#d8a060')),
  child(art, LEO, { sit: true, arms: [40, 40], mood: 'laugh', gaze: 0.4 }, 800, 620, 0.8),
  beside(art, context, 'sit', 500, 680, 1.4, 'left', { keepSide: true }),
  child(
    art,
    dressed(art, hero),
    {
      arms: [100, 100],
      hands: [
        [-80, -100],
        [80, -100],
      ],
      mood: 'beam',
      gaze: 0,
    },
    500,
    560,
    1.35,
  ),
];

/** 10: the wind is back: the child and Leo run down the hill with the red kite, every kite rising behind. */
const windBack: Scene = (art, hero, context) => {
  const water = swims(context);
  return [
    sky(art, ['#6fb0e8', '#bfe0f4']),
    cloud(160, 90, 140, '#ffffff', '#e4ecf4'),
    shapeKite(200, 200, 0.9, 'fish', '#f29b38', -14),
    shapeKite(820, 120, 0.8, 'star', '#f2c230', 10),
    kite(640, 190, 0.5, '#9a5ac8', 12, true),
    kite(420, 110, 0.8, RED, -10, true, [560, 480]),
    gusts(40, 300, 220, 0.6),
    hill(art, ridge(art, 470, 70, 1), '#7cc35e', '#5fa84a'),
    water ? shape('M-20 640Q300 600 600 650T1020 630L1020 720L-20 720Z', '#7fb8e0') : '',
    water ? line('M80 660q40 -10 80 0M620 670q50 -10 90 0', '#ffffff', 3, { opacity: 0.6 }) : '',
    child(art, LEO, { run: true, arms: [60, 150], mood: 'laugh', lookUp: true }, 760, 560, 0.95),
    water ? beside(art, context, 'cheer', 540, 720, 1.4, 'left') : beside(art, context, 'walk', 540, 640, 1.4, 'left'),
    child(
      art,
      dressed(art, hero),
      { run: true, arms: [50, 160], mood: 'laugh', lookUp: true, gaze: 0.5 },
      540,
      640,
      1.4,
    ),
  ];
};

/** 11: sunset: the neighbours fold the blanket corner to corner; the old lady hugs the child. */
const sunset: Scene = (art, hero) => [
  sky(art, ['#f4a06a', '#f8c890', '#fbe4c0']),
  sun(art, 500, 420, 70, '#fff0c0', '#f8b060'),
  hill(art, ridge(art, 440, 30, 2), '#a8a060', '#8a8450'),
  grownup(130, 560, 0.7, {
    kind: 'neighbour',
    hands: [
      [-30, -120],
      [57, -186],
    ],
    mood: 'smile',
    gaze: 1,
  }),
  grownup(
    330,
    560,
    0.7,
    {
      kind: 'grandpa',
      hands: [
        [-30, -120],
        [57, -186],
      ],
      mood: 'laugh',
      gaze: -1,
    },
    true,
  ),
  blanket([
    [170, 390],
    [290, 390],
    [290, 470],
    [170, 470],
  ]),
  child(art, dressed(art, hero), { arms: [30, 60], mood: 'beam', gaze: 0.5, turn: 0.3 }, 620, 700, 1.35),
  // The old lady stands in front of the child's side, her arm round the child's shoulder: a hug.
  grownup(720, 700, 0.9, {
    kind: 'lady',
    arms: [60, 60],
    hands: [
      [-82, -141],
      [30, -150],
    ],
    mood: 'laugh',
    gaze: -0.6,
    top: '#9a5ac8',
  }),
  rect(0, 680, art.w, 20, '#8a7a4a', { opacity: 0.4 }),
];

/** 12: dusk at the gate of the yellow house: the child hugs the hero; Leo waves far down the lane. */
const promise: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.7, 'right', -16);
  return [
    sky(art, ['#2e3a6e', '#6a5a9a', '#d890a0']),
    starField(art, 40, 0, 260),
    sparkle(820, 90, 16, '#fff8dc'),
    yellowHouse(art, 260, 580, 400, 420, true),
    rect(0, 560, art.w, 140, '#4a6a5a'),
    child(art, LEO, { arms: [20, 160], mood: 'laugh' }, 900, 560, 0.5),
    roundTree(art, 960, 560, 220, '#3a5a4a'),
    picketFence(0, 1000, 640, 70, '#d8d0e0'),
    beside(art, context, 'stand', p.x, 720, p.s, 'right', { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      {
        arms: [60, 80],
        hands: [
          [30, -90],
          [70, -100],
        ],
        mood: 'beam',
        gaze: 0.6,
        turn: 0.4,
      },
      p.x,
      720,
      p.s,
    ),
  ];
};

export const friendshipPictures: PlotPictures = {
  cover,
  spreads: [
    movingDay,
    peep,
    windy,
    tangled,
    rainyOak,
    mending,
    sorry,
    stillFestival,
    bigPicnic,
    windBack,
    sunset,
    promise,
  ],
};
