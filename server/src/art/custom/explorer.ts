import { bothHands, buildFor, child, type Hero, lyingChild } from '../child';
import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, shape } from '../core';
import type { FavouritePose } from '../favourite';
import { glow } from '../finish';
import { VEHICLES } from '../heroes/vehicles';
import {
  band,
  birds,
  cloud,
  fern,
  grassField,
  leaf,
  leafFan,
  palmTree,
  sea,
  sky,
  sparkle,
  starField,
  sun,
} from '../landscape';
import { compass } from '../props/adventure';
import { monkey, parrot, seagull } from '../props/c2-creatures';
import { moonFace, pillow } from '../props/c4-bedtime-friends';
import { rainbow } from '../props/fantasy';
import { canopy, type Scene, type SceneContext, vines } from '../themes/theme';
import type { PlotPictures } from './index';
import { favouriteHeroes, outfit } from './kit';

// The explorer plot (book/custom/plots/explorer.ts), spread by spread: the bottle with the map on a windy
// morning beach, the red rowing boat across the bay, the island's waterfall, jungle and pink-puffing volcano,
// the cave of glowing shells, the hatching turtles guided to the sea, the bottle thrown back at sunset, and bed.
// Sea blues and sand, jungle greens, the volcano's candyfloss pink.

/** On the island the child wears a striped sailor top and red shorts; at night, pyjamas. */
const wardrobe = {
  sailor: outfit({
    top: '#f4f1e8',
    print: { kind: 'stripes', color: '#2f6fb3' },
    bottom: '#d9483b',
    shoes: '#3f8fd1',
    collar: '#2f6fb3',
    dress: false,
    extra: 'none',
  }),
  pyjamas: outfit({
    top: '#9fd3d0',
    bottom: '#9fd3d0',
    shoes: '#e8f4f2',
    collar: '#ffffff',
    print: { kind: 'dots', color: '#ffffff' },
    dress: false,
    headwear: 'none',
    extra: 'none',
  }),
};
const dressed = (art: Art, hero: Hero, clothes: keyof typeof wardrobe = 'sailor'): Hero => wardrobe[clothes](art, hero);

const { favouriteOf, friend, beside, pair } = favouriteHeroes('a pirate');

/** How the hero travels by sea: the text has a mermaid swim beside the boat, a plane fly above, others aboard. */
function travels(context?: SceneContext): 'swims' | 'flies' | 'aboard' {
  const kind = favouriteOf(context).kind;
  return kind === 'mermaid' ? 'swims' : kind === 'plane' ? 'flies' : 'aboard';
}

/**
 * The hero on the island by kind, as the co-star of the child drawn at (x, y, s): beside the child on `side`
 * (kit.ts beside), or, for a plane, circling in the sky at `air` rather than parked on the sand.
 */
function onLand(
  art: Art,
  context: SceneContext | undefined,
  pose: FavouritePose,
  x: number,
  y: number,
  s: number,
  side: 'left' | 'right',
  air: Pt,
  options: Parameters<typeof beside>[7] = {},
): string {
  if (favouriteOf(context).kind === 'plane') {
    // The plane (400 long, flying 330 above its wheels' line at size 1; favourite.ts shrinks it to 0.75) kept
    // whole in the sky.
    const size = s * 0.8 * 0.75;
    const ax = Math.min(art.w - 200 * size - 6, Math.max(200 * size + 6, air[0]));
    return friend(art, context, 'fly', ax, Math.max(air[1], 330 * size + 10), s * 0.8, side === 'right');
  }
  return beside(art, context, pose, x, y, s, side, options);
}

/**
 * The hero squeezed aboard the boat, feet (or wheels) about `y`: a vehicle, about twice the child's height long at
 * s = 1, is drawn smaller and sits up on the rim to show.
 */
function aboard(
  art: Art,
  context: SceneContext | undefined,
  pose: FavouritePose,
  x: number,
  y: number,
  s: number,
): string {
  const vehicle = VEHICLES.has(favouriteOf(context).kind);
  return friend(art, context, pose, x, vehicle ? y - 12 * s : y, vehicle ? s * 0.65 : s, true);
}

// ───────────────────────────── props ─────────────────────────────

const BOAT = '#d9483b';
const INK_BLUE = '#2f5fb8';

/** The green glass bottle, base at (x, y) lying along `rot`; `cork` in its neck, `paper` rolled inside. */
function greenBottle(x: number, y: number, s: number, rot: number, cork = true, paper = true): string {
  return g(
    [
      shape('M-16 0Q-18 -44 -9 -56L-7 -70L7 -70L9 -56Q18 -44 16 0Q0 6 -16 0Z', '#4fae6a', { opacity: 0.85 }),
      paper ? rect(-8, -46, 16, 38, '#f3dfae', { rx: 4, transform: 'rotate(6)' }) : '',
      cork ? rect(-7, -80, 14, 13, '#b07a4a', { rx: 3 }) : '',
      line('M-9 -48Q-11 -22 -9 -6', '#ffffff', 3.5, { opacity: 0.55 }),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/**
 * The treasure map from the bottle, centred on (x, y), `w` wide: the island with its waterfall, the smoking
 * mountain and the big red X. `soggy`: the ink has run into one big blue puddle.
 */
function islandMap(x: number, y: number, w: number, rot = 0, soggy = false): string {
  const h = w * 0.7;
  const k = w / 200;
  const drawing = [
    shape('M-70 30Q-86 -20 -40 -44Q10 -62 56 -36Q86 -10 64 28Q30 50 -20 46Q-56 46 -70 30Z', '#b8dca0', {
      stroke: '#6a8a4a',
      'stroke-width': 2,
    }),
    // The waterfall: a blue ribbon down a cliff.
    line('M-40 -24L-38 8', '#4f9ad8', 6),
    // The smoking mountain and its puffs.
    shape('M10 -6L28 -38L46 -6Z', '#8a6a5a'),
    circle(30, -48, 6, '#f2a6c8'),
    circle(38, -58, 8, '#f2a6c8'),
    line('M-60 34Q-30 20 -10 24T40 4', '#c0392b', 2.5, { 'stroke-dasharray': '5 4', fill: 'none' }),
    line('M40 10L54 24M54 10L40 24', '#c0392b', 5),
  ];
  return g(
    [
      shape(
        `M-100 ${-h / 2 / k}Q0 ${-h / 2 / k - 8} 100 ${-h / 2 / k}L100 ${h / 2 / k}Q0 ${h / 2 / k - 8} -100 ${h / 2 / k}Z`,
        soggy ? '#e8d6a8' : '#f3dfae',
        {
          stroke: '#c99a5b',
          'stroke-width': 3,
        },
      ),
      ellipse(-100, 0, 8, h / 2 / k + 2, '#e2c48a'),
      ellipse(100, 0, 8, h / 2 / k + 2, '#e2c48a'),
      soggy
        ? shape('M-64 -30Q-20 -60 30 -40Q80 -30 66 10Q60 44 10 40Q-30 50 -60 30Q-90 0 -64 -30Z', INK_BLUE, {
            opacity: 0.75,
          }) +
          ellipse(-70, 44, 12, 6, INK_BLUE, { opacity: 0.6 }) +
          ellipse(76, -40, 9, 5, INK_BLUE, { opacity: 0.5 })
        : g(drawing),
    ],
    { transform: `${place(x, y, k, rot)}` },
  );
}

/** A sandcastle with two towers and a shell flag, base centre at (x, y). */
function sandcastle(x: number, y: number, s: number): string {
  const sand = '#e8c386';
  const towers = [-60, 60].map((tx) =>
    g([
      rect(tx - 28, -120, 56, 120, sand),
      ...[-20, 0, 20].map((bx) => rect(tx + bx - 8, -136, 16, 18, sand)),
      rect(tx - 8, -80, 16, 22, shade(sand, 0.3), { rx: 8 }),
    ]),
  );
  return g(
    [
      ellipse(0, 0, 130, 18, shade(sand, 0.1)),
      rect(-60, -80, 120, 80, tint(sand, 0.05)),
      rect(-16, -46, 32, 46, shade(sand, 0.35), { rx: 16 }),
      ...towers,
      line('M60 -136L60 -186', '#8a5f3a', 4),
      shape('M60 -186L92 -176L60 -166Z', '#e0453a'),
      ellipse(-20, -100, 8, 5, '#f4c8d8'),
    ],
    { transform: place(x, y, s) },
  );
}

/** A red bucket, base centre at (x, y), tipped by `rot`. */
function bucket(x: number, y: number, s: number, rot = 0): string {
  return g(
    [
      shape('M-30 -56L30 -56L22 0L-22 0Z', '#e0453a'),
      rect(-32, -60, 64, 8, '#f0705a', { rx: 4 }),
      line('M-28 -58Q0 -96 28 -58', '#3a3550', 3, { fill: 'none' }),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A dolphin leaping in an arc, body centre at (x, y), nose to the right (flip: to the left). */
function dolphin(x: number, y: number, s: number, rot = -20, flip = false): string {
  const c = '#7fb2d8';
  return g(
    [
      shape('M-80 10Q-50 -38 12 -36Q50 -36 60 -16L88 -10Q72 0 56 2Q20 20 -40 16Q-60 14 -80 10Z', c),
      shape('M-40 12Q0 20 56 2Q20 26 -40 16Z', '#e4f2fa'),
      shape('M-12 -34Q-2 -62 22 -58Q8 -48 12 -32Z', shade(c, 0.12)),
      shape('M-80 10L-104 -8L-96 12L-104 30Z', shade(c, 0.1)),
      shape('M10 4L2 26L24 8Z', shade(c, 0.12)),
      circle(42, -18, 4.2, '#1d1330'),
      circle(43.5, -19.5, 1.4, '#ffffff'),
      line('M58 -4Q70 2 84 -6', '#1d1330', 2.2, { fill: 'none' }),
    ],
    { transform: place(x, y, s, rot, flip) },
  );
}

/** A splash ring where something meets the water. */
function splash(x: number, y: number, w: number): string {
  return [
    ellipse(x, y, w, w * 0.18, '#ffffff', { opacity: 0.7 }),
    ...[-1, -0.5, 0, 0.5, 1].map((k) =>
      circle(x + k * w * 0.8, y - w * 0.3 - Math.abs(k) * -w * 0.1, w * 0.09, '#ffffff'),
    ),
  ].join('');
}

/** Waves rolling in: curly white crests along y. */
function crests(x0: number, x1: number, y: number, n: number, color = '#ffffff'): string {
  const w = (x1 - x0) / n;
  return Array.from({ length: n }, (_, i) =>
    line(`M${x0 + i * w} ${y + (i % 2) * 8}q${w * 0.3} -18 ${w * 0.6} -4q-10 -12 -22 -4`, color, 4, {
      fill: 'none',
      opacity: 0.85,
    }),
  ).join('');
}

/** Warm wet sand from `y` down, a foamy line where the sea meets it. */
function beach(art: Art, y: number, light = '#f7e2b0', dark = '#e4bc80'): string {
  return [
    shape(
      `M0 ${y}Q${art.w * 0.3} ${y - 24} ${art.w * 0.6} ${y - 4}T${art.w} ${y - 16}L${art.w} ${art.h}L0 ${art.h}Z`,
      art.linear([
        [0, light],
        [1, dark],
      ]),
    ),
    line(`M0 ${y}Q${art.w * 0.3} ${y - 24} ${art.w * 0.6} ${y - 4}T${art.w} ${y - 16}`, '#ffffff', 8, {
      opacity: 0.85,
    }),
  ].join('');
}

/** A puff of the volcano's candyfloss-pink smoke; `fade` (0-1) pales it as it rises, never letting the sky through. */
const pinkPuff = (x: number, y: number, w: number, fade = 0): string =>
  cloud(x, y, w, tint('#ff9ccc', 0.2 + fade * 0.4), tint('#f27ab4', fade * 0.4));

/** The island's gentle volcano: a green-brown cone with a pink crater and pink puffs rising, no lava. */
function pinkVolcano(art: Art, x: number, y: number, w: number, h: number, puffs = 3): string {
  const top = y - h;
  return [
    shape(
      `M${x - w / 2} ${y}Q${x - w * 0.2} ${top + h * 0.3} ${x - w * 0.1} ${top}L${x + w * 0.1} ${top}Q${x + w * 0.2} ${top + h * 0.3} ${x + w / 2} ${y}Z`,
      art.linear([
        [0, '#9a7a6a'],
        [1, '#6a8a5a'],
      ]),
    ),
    shape(
      `M${x - w * 0.1} ${top}Q${x - w * 0.2} ${top + h * 0.3} ${x - w * 0.3} ${top + h * 0.55}Q${x - w * 0.12} ${top + h * 0.4} ${x - w * 0.05} ${top + h * 0.2}Z`,
      '#ffffff',
      { opacity: 0.12 },
    ),
    ellipse(x, top, w * 0.1, w * 0.025, '#ff9ac4'),
    ...Array.from({ length: puffs }, (_, i) =>
      pinkPuff(x + w * 0.06 * i, top - w * 0.1 - i * w * 0.16, w * (0.2 + i * 0.09), i / Math.max(1, puffs)),
    ),
  ].join('');
}

/** A waterfall from `top` to `bottom`, `w` wide at x: falling streaks and a foaming pool. */
function waterfall(art: Art, x: number, top: number, bottom: number, w: number, opacity = 1): string {
  const out = [
    shape(
      `M${x - w / 2} ${top}L${x - w * 0.56} ${bottom}L${x + w * 0.56} ${bottom}L${x + w / 2} ${top}Z`,
      art.linear([
        [0, '#d8f4fa'],
        [0.6, '#9fdcec'],
        [1, '#e8fbff'],
      ]),
      { opacity },
    ),
  ];
  for (let i = 0; i < 9; i++) {
    const sx = x - w * 0.44 + (i / 8) * w * 0.88;
    out.push(
      line(`M${sx} ${top + 10}L${sx + (sx - x) * 0.1} ${bottom - 10}`, '#ffffff', 3 + (i % 3) * 2, { opacity: 0.5 }),
    );
  }
  out.push(ellipse(x, bottom, w * 0.8, w * 0.12, '#ffffff', { opacity: 0.85 }));
  return out.join('');
}

/** A rock face filled from `d`, lit from the upper left. */
function rock(art: Art, d: string, base: string): string {
  return shape(
    d,
    art.linear(
      [
        [0, tint(base, 0.12)],
        [1, shade(base, 0.25)],
      ],
      0,
      0,
      0.4,
      1,
    ),
  );
}

/** Drips and droplets flying off someone soaked. */
function drips(art: Art, x: number, y: number, r: number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const px = x + Math.cos(a) * r * art.rng.range(0.8, 1.2);
    const py = y + Math.sin(a) * r * 0.8;
    out.push(
      ellipse(px, py, 4, 7, '#bfe6f8', { opacity: 0.9, transform: `rotate(${(a * 180) / Math.PI + 90} ${px} ${py})` }),
    );
  }
  return out.join('');
}

/** A round white egg in the sand; `crack` draws the zigzag and a baby turtle's head poking out. */
function egg(x: number, y: number, r: number, crack = false): string {
  return [
    ellipse(x, y, r, r * 1.1, '#fbf7ee'),
    ellipse(x - r * 0.3, y - r * 0.4, r * 0.25, r * 0.2, '#ffffff'),
    crack
      ? line(
          `M${x - r} ${y - r * 0.2}l${r * 0.4} ${-r * 0.3}l${r * 0.4} ${r * 0.3}l${r * 0.4} ${-r * 0.3}l${r * 0.4} ${r * 0.3}`,
          '#b8a888',
          2.5,
          { fill: 'none' },
        )
      : '',
  ].join('');
}

/** A baby sea turtle seen from above, centre at (x, y), heading along `rot` (0 = up). */
function babyTurtle(x: number, y: number, s: number, rot = 0): string {
  const skin = '#6fae7a';
  return g(
    [
      ellipse(-18, -10, 12, 5, skin, { transform: 'rotate(-30 -18 -10)' }),
      ellipse(18, -10, 12, 5, skin, { transform: 'rotate(30 18 -10)' }),
      ellipse(-12, 14, 8, 4, skin, { transform: 'rotate(30 -12 14)' }),
      ellipse(12, 14, 8, 4, skin, { transform: 'rotate(-30 12 14)' }),
      circle(0, -24, 8, skin),
      circle(-3.5, -27, 2, '#1d1330'),
      circle(3.5, -27, 2, '#1d1330'),
      ellipse(0, 0, 15, 19, '#5a7a4a'),
      ellipse(0, 0, 10, 13, '#7a9a5a'),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A baby turtle seen side on (hatching, waving), feet at (x, y), facing right. */
function sideTurtle(x: number, y: number, s: number, wave = false, flip = false): string {
  const skin = '#6fae7a';
  return g(
    [
      shape('M-22 -6Q-20 -30 2 -30Q22 -28 22 -6Z', '#5a7a4a'),
      line('M-14 -18Q0 -26 14 -18', '#7a9a5a', 3, { fill: 'none' }),
      rect(-22, -8, 44, 6, '#c8b07a', { rx: 3 }),
      circle(28, -16, 9, skin),
      circle(31, -19, 2.2, '#1d1330'),
      line('M28 -11Q32 -9 35 -12', '#1d1330', 1.5, { fill: 'none' }),
      wave
        ? ellipse(12, -30, 5, 12, skin, { transform: 'rotate(30 12 -30)' })
        : ellipse(12, -2, 10, 4, skin, { transform: 'rotate(20 12 -2)' }),
      ellipse(-16, -2, 8, 4, skin, { transform: 'rotate(-20 -16 -2)' }),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A shell glowing on the cave wall or a pillow. */
function glowShell(art: Art, x: number, y: number, r: number, color: string, rot = 0, halo = true): string {
  return [
    halo ? glow(art, x, y, r * 3.2, color, 0.55) : '',
    g(
      [
        shape(`M0 ${r * 0.6}L${-r} ${-r * 0.4}Q0 ${-r * 1.3} ${r} ${-r * 0.4}Z`, tint(color, 0.35)),
        line(
          `M0 ${r * 0.6}L${-r * 0.6} ${-r * 0.7}M0 ${r * 0.6}L0 ${-r * 0.85}M0 ${r * 0.6}L${r * 0.6} ${-r * 0.7}`,
          shade(color, 0.1),
          r * 0.1,
        ),
        circle(0, r * 0.6, r * 0.22, tint(color, 0.2)),
      ],
      { transform: place(x, y, 1, rot) },
    ),
  ].join('');
}

/**
 * A big fan palm leaf held by its stalk at (x, y): the leaflets spread from the top of the stalk (fx, fy) and droop
 * all round, like an umbrella.
 */
function palmLeaf(x: number, y: number, fx: number, fy: number, r: number): string {
  return [
    line(`M${x} ${y}L${fx} ${fy}`, '#8a6a3a', r * 0.07),
    leafFan(fx, fy, r, 96, 264, 13, ['#3f9a52', '#4fae62', '#368a48']),
    circle(fx, fy, r * 0.06, '#8a6a3a'),
  ].join('');
}

/** The jungle's big leaves in the foreground corners. */
function jungleLeaves(x: number, y: number, s: number, flip = false): string {
  return g(
    [
      leaf(0, 0, 130, 50, -60, '#2f7a3f'),
      leaf(20, -20, 150, 56, -20, '#3a8a4c'),
      leaf(0, -10, 120, 44, 20, '#256a38'),
      fern(-20, 0, 160, -30, '#3f8a4a'),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

const morningSky = (art: Art) => sky(art, ['#9fd0ee', '#d8eef6', '#fff2d8']);
const daySky = (art: Art) => sky(art, ['#7fc4ea', '#bfe6f4', '#eaf8f4']);

/** The rowing boat (props/adventure rowBoat's shape, without its fixed oar): hull and rim around a passenger. */
function boat(x: number, y: number, s: number, passenger = '', rot = 0): string {
  const hull = 'M-120 -40L120 -40Q104 12 44 16L-44 16Q-104 12 -120 -40Z';
  return [
    g(shape('M-112 -40L112 -40L108 -50L-108 -50Z', shade(BOAT, 0.35)), { transform: place(x, y, s, rot) }),
    passenger,
    g(
      [
        shape(hull, BOAT),
        rect(-120, -46, 240, 12, tint(BOAT, 0.4), { rx: 6 }),
        line('M-98 -14Q0 -2 98 -14', tint(BOAT, 0.25), 5),
        circle(108, -30, 5, '#f4f1e8'),
      ],
      { transform: place(x, y, s, rot) },
    ),
  ].join('');
}

// ───────────────────────────── scenes ─────────────────────────────

/** Cover: on the island's beach the child holds the map open, the hero beside, the pink-puffing volcano behind. */
const cover: Scene = (art, hero, context) => [
  daySky(art),
  // The title's top third stays calm sky: the sun and the volcano's puffs sit below it.
  sun(art, 370, 320, 32),
  pinkVolcano(art, 150, 480, 340, 150, 2),
  band(art, ['#5cc6d0', '#2f8fb8'], 470, 130),
  crests(0, 600, 500, 6),
  palmTree(570, 640, 300, -0.15),
  beach(art, 580),
  greenBottle(110, 760, 0.9, -70),
  onLand(art, context, 'wave', 280, 790, 2.1, 'right', [440, 380]),
  child(
    art,
    dressed(art, hero),
    {
      hands: [
        [-44, -84],
        [44, -84],
      ],
      mood: 'beam',
      gaze: 0.3,
      hold: ([l, r]) => islandMap((l[0] + r[0]) / 2, l[1] + 14, r[0] - l[0] + 4, -4),
    },
    280,
    790,
    2.1,
  ),
];

/** Spread 1: a windy morning; by the sandcastle the child unrolls the map from the green bottle. */
const bottleBeach: Scene = (art, hero) => [
  morningSky(art),
  sun(art, 840, 140, 46, '#fff4c8', '#ffd08a'),
  cloud(220, 110, 200, '#ffffff', '#e4ecf4'),
  cloud(600, 80, 140, '#ffffff', '#e4ecf4'),
  // Wind streaks across the sky.
  ...[0, 1, 2].map((i) =>
    line(`M${380 + i * 60} ${170 + i * 30}q80 -20 160 0t120 -10`, '#ffffff', 4 - i, { opacity: 0.7, fill: 'none' }),
  ),
  band(art, ['#6cc6d8', '#3a98b8'], 290, 150),
  crests(0, 1000, 330, 9),
  beach(art, 420),
  // The wave that brought the bottle, its foam still reaching the bucket.
  shape('M0 470Q200 440 420 470Q300 490 0 500Z', '#ffffff', { opacity: 0.6 }),
  sandcastle(180, 600, 1.2),
  bucket(370, 610, 1.1, 14),
  greenBottle(420, 650, 1.1, -80, false, false),
  g(rect(-7, -7, 14, 14, '#b07a4a', { rx: 3 }), { transform: 'translate(480 668) rotate(30)' }),
  seagull(880, 560, 1.1, { stand: true, flip: true }),
  birds(art, 600, 220, 3),
  child(
    art,
    dressed(art, hero),
    {
      sit: true,
      hands: [
        [-50, -60],
        [50, -60],
      ],
      mood: 'wonder',
      gaze: 0,
      hold: ([l, r]) => islandMap((l[0] + r[0]) / 2, l[1] + 18, r[0] - l[0] - 6, 3),
    },
    640,
    640,
    1.9,
  ),
];

/** Spread 2: the child pushes the little red boat into the water; the hero swims, flies, or squeezes aboard. */
const pushOff: Scene = (art, hero, context) => {
  const way = travels(context);
  // The boat's stern still on the wet sand where the child pushes, its bow already afloat (lower with a passenger).
  const boatX = 580;
  const boatY = way === 'aboard' ? 570 : 556;
  const passenger = way === 'aboard' ? aboard(art, context, 'wave', boatX + 40, boatY - 40, 1.75) : '';
  return [
    morningSky(art),
    cloud(760, 110, 180, '#ffffff', '#e4ecf4'),
    // The island across the bay: a hump with the volcano's pink puff.
    shape('M700 300Q800 230 900 250Q960 260 1000 300Z', '#5a9a5a'),
    pinkPuff(860, 210, 60),
    sea(art, 300, '#6cc6d8', '#2f7fa8', 10),
    // The wet sand slopes down from the lower left into the water.
    shape('M0 420Q260 480 480 700L0 700Z', '#e4c08a'),
    line('M0 420Q260 480 480 700', '#ffffff', 8, { opacity: 0.8 }),
    way === 'flies' ? friend(art, context, 'fly', 740, 360, 1.4, true) : '',
    splash(boatX + 40, boatY + 14, 150),
    boat(boatX, boatY, 1.5, passenger, -5),
    way === 'swims'
      ? g(friend(art, context, 'wave', 880, 650, 1.7, true), {
          'clip-path': art.clip(rect(700, 0, 300, 590, '#000')),
        }) + splash(880, 590, 80)
      : '',
    child(
      art,
      dressed(art, hero),
      {
        walk: true,
        arms: [80, 80],
        hands: [
          [70, -84],
          [84, -74],
        ],
        mood: 'determined',
        gaze: 1,
        turn: 0.6,
      },
      272,
      660,
      1.75,
    ),
  ];
};

/** Spread 3: at sea, dolphins leaping, a gull captain on the bow; map in one hand, compass in the other. */
const atSea: Scene = (art, hero, context) => {
  const way = travels(context);
  const seated = child(
    art,
    dressed(art, hero),
    {
      sit: true,
      arms: [70, 150],
      hands: [
        [-70, -70],
        [54, -150],
      ],
      mood: 'grin',
      gaze: 0.6,
      hold: ([l, r]) => islandMap(l[0] - 20, l[1] + 6, 90, -12) + compass(r[0], r[1] - 6, 18, 30),
    },
    0,
    0,
    1,
  );
  // A close view of the boat, the child the largest in any picture with the hero: the book's cover takes it.
  return [
    sky(art, ['#6fb8e8', '#b8e2f4']),
    cloud(160, 110, 180, '#ffffff', '#e4ecf4'),
    cloud(640, 80, 140, '#ffffff', '#e4ecf4'),
    way === 'flies' ? friend(art, context, 'fly', 740, 360, 1.4, true) : '',
    sea(art, 300, '#4fb0d0', '#1f6f9a', 18),
    dolphin(150, 360, 1.1, -25),
    splash(60, 400, 50),
    dolphin(880, 330, 0.8, 20, true),
    way === 'swims'
      ? g(friend(art, context, 'cheer', 880, 660, 1.9, true), {
          'clip-path': art.clip(rect(740, 0, 260, 600, '#000')),
        }) + splash(910, 600, 70)
      : '',
    // The oars rest in the rowlocks while both hands are busy.
    line('M230 580L90 700M760 580L900 700', '#b07a4a', 10),
    boat(
      490,
      690,
      2.5,
      [
        way === 'aboard' ? aboard(art, context, 'cheer', 700, 640, 1.7) : '',
        g(seated, { transform: place(450, 640, 2.1) }),
        seagull(800, 590, 1.3, { stand: true }),
      ].join(''),
      -3,
    ),
    crests(0, 1000, 690, 10),
  ];
};

/** Spread 4: soaked and laughing on the secret ledge behind the waterfall; the hero by kind. */
const behindTheFall: Scene = (art, hero, context) => {
  const kind = favouriteOf(context).kind;
  // Composed for a double page: the child and the hero together on the ledge in the left half, the falling water
  // on the right where the words can sit.
  const p = pair(context, 60, 480, 1.8, 'right', 8);
  return [
    sky(art, ['#7fc4ea', '#cdeef6']),
    rock(art, 'M0 0L1000 0L1000 700L0 700Z', '#7a8a6a'),
    // The secret hollow behind the water, dark and damp, ferns and moss round its mouth.
    shape('M130 570Q110 170 420 120Q720 90 880 220L880 570Z', '#2a3434'),
    shape('M170 570Q160 230 420 180Q680 160 840 260L840 570Z', '#34403e'),
    canopy(art, 40, 90, '#3f7a3f', 6, false),
    fern(120, 300, 120, -40, '#4f8a4a'),
    fern(110, 420, 100, -70, '#3f7a3f'),
    fern(900, 300, 110, 40, '#4f8a4a'),
    // The waterfall's curtain, in front of the hollow's right side.
    waterfall(art, 650, -10, 640, 330, 0.92),
    kind === 'plane' ? rainbow(art, 650, 560, 240, 12, 0.55) : rainbow(art, 650, 600, 200, 10, 0.35),
    // The ledge the child stands on, the pool foaming below. The child stands mid-picture, so the spread stays on
    // one page (a double page shows only the band round the head: the pool and a mermaid in it would be cut).
    rock(art, 'M120 560L700 540L680 600L140 620Z', '#8a8a7a'),
    band(art, ['#9fdcec', '#5fb0d0'], 610),
    crests(0, 1000, 650, 8),
    kind === 'plane'
      ? friend(art, context, 'fly', 700, 360, 1.3, true)
      : kind === 'mermaid'
        ? g(friend(art, context, 'wave', 820, 730, 1.7, true), {
            'clip-path': art.clip(rect(700, 0, 300, 640, '#000')),
          }) + splash(820, 640, 70)
        : onLand(art, context, 'cheer', p.x, 560, p.s, 'right', [660, 420], { gap: p.gap, within: p.within }) +
          drips(art, 600, 400, 70, 8),
    ...[0, 1, 2, 3, 4, 5].map((i) => circle(560 + i * 12, 160 + i * 56, 10, '#ffffff', { opacity: 0.5 })),
    child(
      art,
      dressed(art, hero),
      {
        arms: [140, 150],
        mood: 'laugh',
        gaze: 0.5,
      },
      p.x,
      560,
      p.s,
    ),
    // The spray the child has just run through still falls in front of the ledge.
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      line(`M${250 + i * 40} 430L${246 + i * 40} 600`, '#e8fbff', 6, { opacity: 0.45 }),
    ),
    drips(art, p.x, 380, 150, 14),
  ];
};

/** Spread 5: deep in the green jungle, the soggy map's ink a blue puddle; every path looks the same. */
const soggyMap: Scene = (art, hero) => [
  sky(art, ['#4f8a4a', '#6aa85a']),
  canopy(art, 120, 220, '#2b6b3f', 7),
  canopy(art, 300, 180, '#3a8a4c', 6),
  rect(0, 430, art.w, 270, '#2f5a32'),
  // Three identical paths winding off, each into its own dark gap between the trunks, grass along their edges.
  ...[180, 500, 820].map(
    (x) =>
      shape(`M${x - 46} 440Q${x} 360 ${x + 46} 440Z`, '#143a22') +
      shape(
        `M${x - 28} 440Q${x + 60} 520 ${x - 40} 600Q${x - 120} 660 ${x - 90} 700L${x + 110} 700Q${x + 60} 640 ${x + 90} 590Q${x + 130} 510 ${x + 28} 440Z`,
        '#c8b080',
      ),
  ),
  grassField(art, 450, 700, 40, '#4a8a3a', 22),
  ...[20, 340, 660, 980].map((x) => rect(x - 22, 200, 44, 250, '#5a4030', { rx: 10 })),
  vines(art, 6, '#4aa05a', 260),
  monkey(860, 160, 0.9, { hang: true, laugh: true }),
  parrot(120, 250, 0.9, { hat: false, talking: true }),
  parrot(930, 330, 0.7, { hat: false, flip: true }),
  jungleLeaves(40, 700, 1.4),
  jungleLeaves(960, 700, 1.3, true),
  child(
    art,
    dressed(art, hero),
    {
      hands: [
        [-50, -70],
        [50, -70],
      ],
      mood: 'wonder',
      gaze: -0.7,
      turn: -0.3,
      hold: ([l, r]) => islandMap((l[0] + r[0]) / 2, l[1] + 16, r[0] - l[0] + 30, 6, true),
    },
    500,
    800,
    2.6,
  ),
  // Turning round and round: curved motion marks either side.
  line('M240 420Q220 480 250 540M760 420Q780 480 750 540', '#ffffff', 5, { opacity: 0.7, fill: 'none' }),
];

/** Spread 6: the child's head pops out above the treetops; far away a mountain puffs pink smoke. */
const treeTop: Scene = (art, hero) => {
  const kid = dressed(art, hero);
  // The head just clear of the leaves at any age: the child's head centre sits 56·(1 − legs) + 49 + 59·torso +
  // 30·head units above the feet (child.ts), so the feet go that far below the head's place.
  const { legs, torso, head } = buildFor(kid.age);
  const s = 2.2;
  const feet = 440 + (56 * legs - 56 + 49 + 59 * torso + 30 * head) * s;
  return [
    sky(art, ['#7fc0ea', '#c8e8f4', '#f2f4e0']),
    cloud(160, 140, 160, '#ffffff', '#e4ecf4'),
    band(art, ['#6cc6d8', '#4aa0c0'], 420, 60),
    pinkVolcano(art, 780, 440, 300, 200, 4),
    // The jungle's roof rolling away, then the leaves round the tree the child has climbed.
    canopy(art, 470, 80, '#3f8a4a', 9),
    birds(art, 520, 220, 3),
    child(
      art,
      kid,
      {
        climb: true,
        arms: [60, 120],
        hands: [
          [-62, -96],
          [96, -150],
        ],
        mood: 'beam',
        gaze: 1,
        turn: 0.5,
      },
      330,
      feet,
      s,
    ),
    // The branch the child holds on to, and the leaves up to the chest.
    line('M0 600Q120 560 196 548', '#6d4a32', 18),
    ...[
      [150, 620, 170],
      [330, 650, 190],
      [500, 630, 150],
      [60, 560, 110],
      [620, 590, 100],
    ].map(([x, y, r]) => ellipse(x!, y!, r!, r! * 0.55, '#2f7a3f')),
    ...[
      [240, 600, 120],
      [420, 580, 110],
      [110, 640, 100],
    ].map(([x, y, r]) => ellipse(x!, y!, r!, r! * 0.5, '#3a8a4c')),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => leaf(100 + i * 80, 560 + (i % 2) * 30, 40, 16, -40 + i * 15, '#4aa05a')),
  ];
};

/** Spread 7: up the warm slope after the pink puffs; steps lead down to a hidden beach and a dark cave. */
const volcanoSlope: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 440, 1.75, 'left', 8);
  return [
    sky(art, ['#f7d8e8', '#fbe8ee', '#eaf4f6']),
    pinkVolcano(art, 720, 380, 600, 320, 4),
    pinkPuff(300, 150, 120, 0.5),
    pinkPuff(480, 90, 90, 0.6),
    // Little strawberries drifting in the puffs: the smell of jam.
    ...[
      [330, 140],
      [500, 80],
      [700, 40],
    ].map(([x, y]) =>
      g([shape('M0 -8Q10 -8 8 4Q0 14 -8 4Q-10 -8 0 -8Z', '#e0453a'), shape('M-6 -8L0 -14L6 -8Z', '#3f9a52')], {
        transform: place(x!, y!, 1.3),
      }),
    ),
    // The warm slope rising from the lower left.
    shape('M0 700L0 520Q400 380 1000 330L1000 700Z', '#8a9a5a'),
    shape('M0 700L0 560Q420 430 1000 400L1000 700Z', '#a8a46a'),
    // The steps down on the right to the hidden beach and the cave.
    ...[0, 1, 2, 3, 4].map((i) => rect(760 + i * 30, 420 + i * 36, 90, 14, '#c8b48a', { rx: 4 })),
    shape('M820 700Q880 600 1000 590L1000 700Z', '#f2d8a0'),
    shape('M880 600Q920 520 1000 500L1000 600Z', '#5a5048'),
    shape('M920 600Q940 550 1000 540L1000 600Z', '#161228'),
    onLand(art, context, 'walk', p.x, 600, p.s, 'left', [200, 250], { gap: p.gap, within: p.within }),
    child(art, dressed(art, hero), { run: true, mood: 'laugh', gaze: 1, lookUp: true }, p.x, 600, p.s),
  ];
};

/** Spread 8: tiptoeing along the shining path through the cave of glowing shells; sunlight at its end. */
const shellCave: Scene = (art, hero, context) => {
  const colors = ['#7fc8ff', '#ff9ac8', '#ffd36b'];
  const shells: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = art.rng.range(20, 980);
    const y = art.rng.range(30, 420);
    // Keep the opening at the end of the cave clear.
    if (x > 380 && x < 620 && y > 180) continue;
    shells.push(glowShell(art, x, y, art.rng.range(10, 18), colors[i % 3]!, art.rng.range(-40, 40)));
  }
  return [
    rect(0, 0, art.w, art.h, '#161228'),
    shape(
      'M0 0L1000 0L1000 700L0 700Z',
      art.radial([
        [0, '#2a2450'],
        [1, '#0e0a1e'],
      ]),
    ),
    // The opening at the far end: sunlight and the sea.
    shape('M400 470Q400 250 500 240Q600 250 600 470Z', '#bfe6f4'),
    band(art, ['#4fb0d0', '#3a98b8'], 400, 70),
    shape('M400 470Q400 250 500 240Q600 250 600 470L600 480L400 480Z', 'none', {
      stroke: '#2a2450',
      'stroke-width': 20,
    }),
    glow(art, 500, 380, 260, '#fff6c8', 0.4),
    ...shells,
    // The path of shells lighting up where the child steps.
    shape('M140 700Q380 560 460 470L540 470Q560 560 760 700Z', '#2e2850'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      glowShell(art, 470 + (i % 2 ? 30 : -30) * (1 + i * 0.3), 480 + i * 32, 6 + i * 2.5, colors[i % 3]!, 0, i > 3),
    ),
    onLand(art, context, 'walk', 330, 690, 1.8, 'right', [780, 200]),
    child(
      art,
      dressed(art, hero),
      {
        walk: true,
        arms: [40, 60],
        mood: 'wonder',
        gaze: -0.3,
        lookUp: true,
      },
      330,
      690,
      1.8,
    ),
    glow(art, 330, 690, 90, '#7fc8ff', 0.5),
  ];
};

/** Spread 9: kneeling where the X was, digging gently: white eggs, one cracking, tiny turtles popping out. */
const hatching: Scene = (art, hero, context) => {
  // Composed for a double page: the child, the nest and the hero in the left half, the sea and the palm calm on the
  // right. A long hero (a fire truck) makes the child and the nest in its lap smaller.
  const p = pair(context, 30, 480, 2.0, 'left', 8);
  const nest = `translate(${p.x} 600) scale(${p.s / 2.0}) translate(-460 -600)`;
  return [
    sky(art, ['#8fd0ec', '#d8f0f4']),
    band(art, ['#5cc6d0', '#2f8fb8'], 250, 80),
    crests(0, 1000, 280, 8),
    beach(art, 330),
    palmTree(900, 420, 330, -0.2),
    // The sand from the hollow heaped behind it, then the child kneeling at its far side, digging.
    g(
      [
        ellipse(300, 560, 120, 34, '#e8c88a'),
        ellipse(470, 610, 230, 70, '#d8a868'),
        ellipse(470, 604, 205, 54, '#c8985a'),
      ],
      { transform: nest },
    ),
    onLand(art, context, 'stand', p.x, 600 + (50 * p.s) / 2.0, (p.s * 1.8) / 2.0, 'left', [250, 160], {
      within: p.within,
    }),
    child(
      art,
      dressed(art, hero),
      {
        sit: true,
        arms: [40, 40],
        hands: [
          [-46, -6],
          [48, -8],
        ],
        mood: 'beam',
        gaze: 0.6,
        turn: 0.3,
      },
      p.x,
      600,
      p.s,
    ),
    // The eggs in the child's lap of sand, one cracking, the first babies out.
    g(
      [
        egg(400, 650, 28),
        egg(460, 664, 28),
        egg(530, 646, 28, true),
        egg(590, 668, 25),
        sideTurtle(540, 624, 1.0),
        shape('M524 612l10 -14l10 12Z', '#fbf7ee'),
        sideTurtle(350, 690, 1.1, true),
        babyTurtle(680, 660, 1.1, 50),
        sparkle(560, 580, 12, '#ffffff'),
      ],
      { transform: nest },
    ),
  ];
};

/** Spread 10: the palm-leaf umbrella over the babies, gulls flying off, the path in the sand to the waves. */
const umbrellaLeaf: Scene = (art, hero, context) => [
  sky(art, ['#7fc4ea', '#c8e8f4']),
  seagull(560, 90, 1.0),
  seagull(720, 150, 0.8),
  seagull(400, 60, 0.7),
  // The sea on the right, the beach sloping down to it.
  shape('M1000 200L1000 700L780 700Q860 450 1000 200Z', '#3a98b8'),
  crests(820, 1000, 440, 2),
  shape('M0 240L1000 200Q860 450 780 700L0 700Z', '#f2d8a0'),
  line('M1000 200Q860 450 780 700', '#ffffff', 8, { opacity: 0.8 }),
  // The smooth path drawn with a stick from the nest to the waves, the turtles scurrying down it.
  line('M560 546Q720 520 900 420', '#d8b478', 44, { 'stroke-linecap': 'round', fill: 'none' }),
  babyTurtle(680, 530, 0.9, 75),
  babyTurtle(780, 500, 0.9, 60),
  babyTurtle(860, 450, 0.9, 55),
  ellipse(540, 552, 100, 28, '#d8a868'),
  // The leaf's shade on the sand over the nest.
  ellipse(540, 560, 150, 30, '#1d1330', { opacity: 0.12 }),
  sideTurtle(500, 548, 1.1),
  sideTurtle(590, 558, 1.0),
  sideTurtle(470, 572, 0.9, true),
  line('M150 690L250 610', '#8a6a3a', 6),
  onLand(art, context, 'point', 330, 650, 1.75, 'left', [200, 140], { keepSide: true }),
  child(
    art,
    dressed(art, hero),
    {
      arms: [20, 100],
      hands: [
        [-30, -64],
        [92, -104],
      ],
      mood: 'grin',
      gaze: 0.6,
      turn: 0.4,
      // The leaf's stalk in the outstretched hand, its fan spread over the nest (in the child's own scale).
      hold: ([, r]) => palmLeaf(r[0], r[1], r[0] + 50, r[1] - 50, 72),
    },
    330,
    650,
    1.75,
  ),
];

/** Spread 11: sunset; the last turtle waves goodbye and the bottle flies far out to sea. */
const sunsetThrow: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 2.0, 'left', -10);
  return [
    sky(art, ['#f4845f', '#ffb36b', '#ffd89a']),
    sun(art, 700, 340, 80, '#fff0b0', '#ff9a5e'),
    sea(art, 360, '#f2a070', '#8a4a6a', 14),
    line('M620 390L780 390M640 420L760 420M660 450L740 450', '#ffe0a0', 5, { opacity: 0.6 }),
    // The bottle's arc over the water.
    line('M330 300Q560 120 760 280', '#ffffff', 3, { 'stroke-dasharray': '8 10', opacity: 0.9, fill: 'none' }),
    greenBottle(770, 290, 0.7, 120),
    sparkle(800, 270, 10, '#ffffff'),
    // The last turtle and the hero stay near the child: a double page keeps only the band round the child's head
    // and lays the words over the far half.
    sideTurtle(480, 470, 1.1, true),
    ellipse(480, 472, 40, 6, '#ffffff', { opacity: 0.5 }),
    shape('M0 520Q400 480 1000 540L1000 700L0 700Z', '#e8b080'),
    line('M0 520Q400 480 1000 540', '#ffe0c0', 6, { opacity: 0.7 }),
    favouriteOf(context).kind === 'mermaid'
      ? g(friend(art, context, 'wave', 110, 560, 1.6), { 'clip-path': art.clip(rect(0, 0, 220, 500, '#000')) }) +
        splash(110, 500, 60)
      : onLand(art, context, 'stand', p.x, 690, p.s, 'left', [200, 250], { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      {
        arms: [20, 170],
        hands: [
          [-30, -64],
          [40, -200],
        ],
        mood: 'beam',
        gaze: 1,
        lookUp: true,
        turn: 0.6,
      },
      p.x,
      690,
      p.s,
    ),
  ];
};

/** Spread 12: in bed at night, the glowing shell on the pillow; out of the window the dark sea and the turtles. */
const homeInBed: Scene = (art, hero) => {
  const view = [
    sky(art, ['#0f1840', '#26306a']),
    starField(art, 30, 40, 200),
    moonFace(art, 320, 110, 34),
    band(art, ['#1a2a5a', '#0e1838'], 220),
    line('M240 250L400 250M260 270L380 270', '#fff6c8', 3, { opacity: 0.5 }),
    ...[0, 1, 2, 3, 4, 5].map((i) => babyTurtle(110 + i * 36, 280 + (i % 2) * 18, 0.42, 90)),
    greenBottle(360, 300, 0.35, 70),
  ].join('');
  const clip = art.clip(rect(80, 50, 320, 280, '#000'));
  return [
    rect(0, 0, art.w, art.h, '#2a2e5a'),
    g(view, { 'clip-path': clip }),
    rect(72, 42, 336, 296, 'none', { stroke: '#d8c8a8', 'stroke-width': 16 }),
    line('M240 50L240 330M80 190L400 190', '#d8c8a8', 10),
    // Shhh, shhh: the sea's whisper drifting in.
    line('M460 140q20 10 40 0M470 180q20 10 40 0', '#bcd0ff', 3, { opacity: 0.6, fill: 'none' }),
    rect(0, 560, art.w, 140, '#3a3460'),
    // The bed: headboard on the left, the mattress across.
    rect(420, 300, 40, 300, '#8a5632', { rx: 16 }),
    rect(440, 480, 600, 100, '#f7efe2', { rx: 12 }),
    pillow(610, 470, 300, 110, '#ffffff', -3),
    lyingChild(art, dressed(art, hero, 'pyjamas'), 1000, 520, 2.3, { mood: 'smile', hands: bothHands(20, -60) }, -84),
    // The blanket over the body from the shoulders down.
    shape('M770 450Q880 420 1010 430L1010 600L750 600Z', '#4f6ab8'),
    line('M770 450Q880 420 1010 430', '#7f9ad8', 10, { fill: 'none' }),
    ...[0, 1, 2].map((i) => circle(820 + i * 70, 500 + (i % 2) * 40, 8, '#7f9ad8')),
    glowShell(art, 520, 440, 26, '#ff9ac8', -20),
  ];
};

export const explorerPictures: PlotPictures = {
  cover,
  spreads: [
    bottleBeach,
    pushOff,
    atSea,
    behindTheFall,
    soggyMap,
    treeTop,
    volcanoSlope,
    shellCave,
    hatching,
    umbrellaLeaf,
    sunsetThrow,
    homeInBed,
  ],
};
