import { type Hero, type Pose, child } from '../child';
import { type Art, type Pt, circle, ellipse, g, line, rect, shape, smooth } from '../core';
import { glow } from '../finish';
import {
  band,
  birds,
  cloud,
  flowerMeadow,
  grassField,
  hill,
  hills,
  moon,
  palmTree,
  ridge,
  roundTree,
  sea,
  sky,
  sparkle,
  starField,
  sun,
} from '../landscape';
import { balloon, balloonWithChild, barn, cabin, patchwork } from '../props/adventure';
import { camel, monkey, parrot, polarBear, seagull, sloth, sparrow } from '../props/c2-creatures';
import { grownup } from '../props/c2-people';
import { outfit } from '../custom/kit';
import { picketFence } from '../props/nature';
import type { Scene } from './theme';

// The theme's own colours (balloon-journey.ts), repeated here because that file imports this one.
const BALLOON_COLORS = ['#e4563e', '#f6c945', '#e4563e', '#4fb3bf'] as const;
const FIELD_COLORS = ['#9ccf6a', '#c9df7a', '#7fbf5f', '#e6d27a', '#a8d86f'] as const;
const QUILT_COLORS = ['#9ccf6a', '#e6d27a', '#b08a58', '#7fbf5f', '#f0dc84', '#a8d86f', '#c49a64'] as const;

// The great balloon journey, spread by spread: the balloon behind the barn, lift-off, the patchwork fields,
// Egypt, Istanbul, Baku, the rainforest, the Arctic, a city at night and the landing at sunrise.

/** The balloon with the child in the basket and Pip the sparrow on its rim; `extra` is drawn over the basket. */
function flight(
  art: Art,
  hero: Hero,
  x: number,
  y: number,
  R: number,
  pose: Pose,
  pip: 'rim' | 'fly' | 'none' = 'rim',
  extra = '',
): string {
  // A close-up: the balloon twice as big with its basket rim where the scene put it, so the envelope runs
  // off the top of the page and the child in the basket reads big (at the scenes' own size the child was a head
  // above the rim, a twentieth of the page).
  const rimY = y + R * 1.47;
  const big = R * 2.1;
  const bw = big * 0.36;
  return [
    balloonWithChild(art, hero, pose, x, rimY - big * 1.47, big, BALLOON_COLORS),
    pip === 'rim' ? sparrow(x + bw * 0.75, rimY, big * 0.009) : '',
    pip === 'fly' ? sparrow(x + bw * 1.6, rimY - big * 0.5, big * 0.009, { fly: true }) : '',
    extra,
  ].join('');
}

const BEAD = '#2f7fe0';

function bead(x: number, y: number, r: number): string {
  return circle(x, y, r, BEAD) + circle(x, y, r * 0.45, '#ffffff') + circle(x, y, r * 0.22, '#1a2a5a');
}

function simit(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, 'none', { stroke: '#c8823a', 'stroke-width': r * 0.55 }) +
    circle(x, y, r, 'none', { stroke: '#f4e0b0', 'stroke-width': r * 0.12, 'stroke-dasharray': '2 5', opacity: 0.9 })
  );
}

function carpet(x: number, y: number, w: number, rot = 0): string {
  return g(
    [
      rect(-w / 2, -w * 0.3, w, w * 0.6, '#c0302c', { rx: 3 }),
      rect(-w * 0.4, -w * 0.2, w * 0.8, w * 0.4, 'none', { stroke: '#f2c14e', 'stroke-width': w * 0.05 }),
      shape(`M0 ${-w * 0.12}L${w * 0.14} 0L0 ${w * 0.12}L${-w * 0.14} 0Z`, '#f2c14e'),
      line(
        `M${-w / 2} ${-w * 0.3}L${-w / 2 - 6} ${-w * 0.3}M${-w / 2} ${w * 0.3}L${-w / 2 - 6} ${w * 0.3}M${w / 2} ${-w * 0.3}L${w / 2 + 6} ${-w * 0.3}M${w / 2} ${w * 0.3}L${w / 2 + 6} ${w * 0.3}`,
        '#f2c14e',
        2,
      ),
    ],
    { transform: `translate(${x} ${y}) rotate(${rot}) skewX(-14)` },
  );
}

function pebble(x: number, y: number, r: number): string {
  return (
    ellipse(x, y, r, r * 0.75, '#f4f6fa', { stroke: '#c8d0dc', 'stroke-width': 1.5 }) +
    ellipse(x - r * 0.3, y - r * 0.25, r * 0.3, r * 0.15, '#ffffff')
  );
}

function yellowFlower(x: number, y: number, r: number): string {
  const petals = [0, 72, 144, 216, 288].map((a) =>
    ellipse(0, -r * 0.6, r * 0.38, r * 0.6, '#ffd21e', { transform: `rotate(${a})` }),
  );
  return g([...petals, circle(0, 0, r * 0.35, '#f28c28')], { transform: `translate(${x} ${y})` });
}

function pyramid(x: number, y: number, w: number, h: number): string {
  return (
    shape(`M${x - w / 2} ${y}L${x} ${y - h}L${x + w / 2} ${y}Z`, '#e8c27a') +
    shape(`M${x} ${y - h}L${x + w / 2} ${y}L${x + w * 0.1} ${y}Z`, '#c89a58') +
    line(
      `M${x - w * 0.3} ${y - h * 0.4}L${x + w * 0.1} ${y - h * 0.4}M${x - w * 0.16} ${y - h * 0.7}L${x + w * 0.04} ${y - h * 0.7}`,
      '#c89a58',
      2,
      { opacity: 0.6 },
    )
  );
}

/** A felucca: a little Nile boat with a tall slanted sail and a waving boy aboard. */
function felucca(x: number, y: number, s: number): string {
  return g(
    [
      line('M0 -10L0 -140', '#6b4a2a', 4),
      shape('M4 -136L70 -20L4 -24Z', '#fbf4e4'),
      grownup(-26, -14, 0.22, { kind: 'neighbour', top: '#f2c14e', arms: [10, 160], mood: 'laugh' }),
      shape('M-70 -14L80 -14Q66 10 40 12L-46 12Q-66 8 -70 -14Z', '#8a5a2b'),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** Galata Tower: a round stone tower with a ring of arched windows, a balcony and a pointed cap. */
function galataTower(x: number, y: number, s: number, top = ''): string {
  return g(
    [
      rect(-50, -300, 100, 300, '#d8c8a8'),
      rect(10, -300, 40, 300, '#b8a484'),
      ...[-250, -190, -130].map((yy) => [-30, -6, 18].map((xx) => rect(xx, yy, 12, 24, '#6a5a4a', { rx: 6 })).join('')),
      rect(-62, -330, 124, 30, '#c8b494'),
      line('M-62 -330L62 -330', '#8a7a64', 6),
      ...[-40, -14, 12, 38].map((xx) => rect(xx - 6, -326, 12, 20, '#4a3a3a', { rx: 6 })),
      shape('M-60 -334L0 -440L60 -334Z', '#5a6a8a'),
      shape('M0 -440L60 -334L20 -334Z', '#4a5a7a'),
      circle(0, -446, 6, '#f2c14e'),
      top,
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** A mosque on the skyline: a big dome, small domes and two slender minarets. */
function mosque(x: number, y: number, s: number, c: string): string {
  return g(
    [
      rect(-120, -70, 240, 70, c),
      shape('M-70 -70A70 70 0 0 1 70 -70Z', c),
      shape('M-120 -40A30 30 0 0 1 -60 -40Z', c),
      shape('M60 -40A30 30 0 0 1 120 -40Z', c),
      rect(-150, -190, 12, 190, c),
      rect(138, -190, 12, 190, c),
      shape('M-150 -190L-144 -220L-138 -190Z', c),
      shape('M138 -190L144 -220L150 -190Z', c),
      line('M0 -140L0 -160', c, 3),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** A small ship with a funnel, seen side on. */
function ship(x: number, y: number, s: number, hull: string): string {
  return g(
    [
      shape('M-60 0L60 0L48 18L-50 18Z', hull),
      rect(-40, -20, 70, 20, '#f4f0e8'),
      rect(0, -40, 14, 20, '#e2453c'),
      line('M-30 -10L20 -10', '#6a8ab8', 4, { 'stroke-dasharray': '6 6' }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** Baku's Flame Towers: three curved glass towers shaped like flames, glowing at dusk. */
function flameTower(art: Art, x: number, y: number, h: number, lean: number): string {
  const w = h * 0.34;
  const d = `M${x - w / 2} ${y}Q${x - w * 0.6} ${y - h * 0.5} ${x + lean} ${y - h}Q${x + w * 0.7} ${y - h * 0.5} ${x + w / 2} ${y}Z`;
  return [
    glow(art, x, y - h * 0.5, h * 0.7, '#ff8a3d', 0.45),
    shape(
      d,
      art.linear([
        [0, '#ffe08a'],
        [0.5, '#ff8a3d'],
        [1, '#e2453c'],
      ]),
    ),
    line(
      Array.from(
        { length: 7 },
        (_, i) => `M${x - w * 0.5} ${y - (i + 1) * h * 0.12}L${x + w * 0.5} ${y - (i + 1) * h * 0.12}`,
      ).join(''),
      '#fff2c0',
      2,
      { opacity: 0.45, 'clip-path': undefined },
    ),
  ].join('');
}

/** An iceberg floating at `waterY`: the small tip above, the much bigger body below, seen through the water. */
function iceberg(x: number, waterY: number, s: number): string {
  return g(
    [
      shape('M-150 0Q-190 120 -100 220Q0 280 120 210Q200 120 160 0Z', '#bfe4f4', { opacity: 0.55 }),
      shape('M-90 0L-60 -70L-20 -60L10 -130L60 -60L100 -40L130 0Z', '#ffffff'),
      shape('M10 -130L60 -60L100 -40L130 0L40 0Z', '#d4ecf8'),
    ],
    { transform: `translate(${x} ${waterY}) scale(${s})` },
  );
}

/** A city skyline with lit windows (some dark), drawn from the back row forward. */
function skyline(art: Art, baseY: number, color: string, rows: number, tall: number): string {
  const out: string[] = [];
  let x = -20;
  while (x < art.w + 20) {
    const w = art.rng.range(50, 110);
    const h = art.rng.range(tall * 0.4, tall);
    out.push(rect(x, baseY - h, w, h, color));
    for (let wy = baseY - h + 14; wy < baseY - 10; wy += 22)
      for (let wx = x + 10; wx < x + w - 12; wx += 18)
        if (art.rng.next() < 0.55)
          out.push(rect(wx, wy, 8, 10, art.rng.next() < 0.8 ? '#ffd86b' : '#fff4c8', { opacity: 0.9 }));
    x += w + art.rng.range(2, 10);
  }
  void rows;
  return out.join('');
}

// ── 1: a windy morning behind the barn: the striped balloon tied to its post, a note, a sparrow ──
const behindTheBarn: Scene = (art, hero) => {
  const R = 150;
  const bx = 680;
  const by = 626 - 1.95 * R;
  return [
    sky(art, ['#88c8f0', '#d8f0fc', '#fff4dc']),
    sun(art, 130, 110, 40),
    ...[0, 1, 2].map((i) =>
      line(`M${80 + i * 260} ${180 + i * 40}q60 -14 120 0t120 0`, '#ffffff', 4, { opacity: 0.75 }),
    ),
    cloud(860, 100, 130),
    hills(art, 470, 30, 5, '#a7d88a', '#8cc774'),
    barn(150, 500, 1.2),
    roundTree(art, 330, 500, 170, '#5f9e4a', '#7a5134', '#e2453c'),
    hills(art, 560, 16, 4, '#8cc774', '#6fb05e'),
    g(balloon(art, bx, by, R, BALLOON_COLORS), { transform: `rotate(4 ${bx} 626)` }),
    line('M900 650L900 540', '#8a6a4a', 12),
    line(`M${bx + 44} 600Q800 590 900 556`, '#c8a070', 4),
    sparrow(820, 586, 1.2, { flip: true }),
    g(
      [
        line('M0 -30L0 -8', '#8a7a64', 2),
        rect(-20, -8, 40, 48, '#fffbe8', { stroke: '#c8b080', 'stroke-width': 2 }),
        line('M-12 6L10 6M-12 16L8 16M-12 26L4 26', '#8a7a64', 2),
      ],
      { transform: `translate(${bx - 20} 580) rotate(-6)` },
    ),
    grassField(art, 600, 700, 24, '#5e9e4a', 24),
    child(art, hero, { mood: 'wonder', lookUp: true, gaze: 1, arms: [14, 120] }, 430, 660, 1.45),
    flowerMeadow(art, 640, 700, 22, ['#ffffff', '#ffd84d', '#ff8fb0']),
  ];
};

// ── 2: whoosh! up over the barn, the apple trees and the red rooftops; Pip the co-pilot on the rim ──
const liftOff: Scene = (art, hero) => {
  const ground = ridge(art, 430, 20, 5);
  return [
    sky(art, ['#6cbcec', '#c4e8fa']),
    cloud(160, 120, 150),
    hill(art, ground, '#a7d88a', '#7fbf5f'),
    barn(560, 560, 0.7),
    ...[620, 700, 780, 660, 740].map((x, i) =>
      roundTree(art, x + 60, 600 + (i % 2) * 40, 90, '#5f9e4a', '#7a5134', '#e2453c'),
    ),
    ...[120, 220, 300].map((x, i) => cabin(art, x, 520 + i * 30, 0.42, '#f4e4d0', '#c0503c', false, false)),
    picketFence(380, 560, 640, 26),
    line('M580 660L580 620', '#8a6a4a', 5),
    flight(art, hero, 380, 150, 110, { arms: [14, 160], mood: 'grin' }),
    line('M330 400L320 440M380 410L380 452M430 400L440 440', '#ffffff', 4, { opacity: 0.8 }),
    birds(art, 760, 180, 3),
  ];
};

// ── 3: fields like a patchwork quilt, stitched by a winding river; Pip points south ──
const patchworkQuilt: Scene = (art, hero) => {
  const river: Pt[] = [
    [-20, 700],
    [220, 600],
    [160, 480],
    [420, 420],
    [600, 330],
    [820, 290],
    [1020, 250],
  ];
  // Close up over the fields: the envelope runs off the top, the child leans over the rim big on the page.
  const R = 190;
  const x = 720;
  const y = 130;
  const land = (top: readonly Pt[]): string => {
    // "Green, yellow and brown squares": the strips cut across by hedges into a quilt of square fields.
    const first = top[0]!;
    const last = top[top.length - 1]!;
    const cells: string[] = [];
    for (let i = -8; i < 16; i++) {
      for (let j = -6; j < 10; j++) {
        const color =
          QUILT_COLORS[(((i * 3 + j * 5) % QUILT_COLORS.length) + QUILT_COLORS.length) % QUILT_COLORS.length]!;
        cells.push(rect(i * 100 - 300, j * 100 + 100, 100, 100, color, { stroke: '#3d6b3a', 'stroke-width': 3 }));
      }
    }
    const clip = art.clip(shape(`${smooth(top)}L${last[0]} ${art.h + 20}L${first[0]} ${art.h + 20}Z`, '#000'));
    return [
      patchwork(art, top, FIELD_COLORS, 30),
      g(g(cells, { transform: 'rotate(30 500 700)', opacity: 0.92 }), { 'clip-path': clip }),
    ].join('');
  };
  return [
    sky(art, ['#8ccaf0', '#f8e8b8']),
    rect(
      0,
      200,
      art.w,
      80,
      art.linear([
        [0, '#f4d890'],
        [1, '#e8c070'],
      ]),
      { opacity: 0.9 },
    ),
    land(ridge(art, 250, 8, 6)),
    line(smooth(river), '#5fb8d8', 30),
    line(smooth(river), '#bfeaf4', 8),
    ...[300, 480, 760].map((cx, i) =>
      g(cabin(art, 0, 0, 0.25, '#f4e4d0', '#c0503c'), { transform: `translate(${cx} ${430 + i * 60})` }),
    ),
    cloud(200, 300, 180, '#ffffff', '#e2ecf8', 0.9),
    balloonWithChild(art, hero, { arms: [14, 100], mood: 'smile', gaze: 1 }, x, y, R, BALLOON_COLORS),
    sparrow(x + R * 0.3, y + R * 1.47, 1.7),
    line(`M${x + R * 0.6} ${y + R * 1.3}L${x + R * 1.2} ${y + R * 1.9}`, '#ffffff', 3, { 'stroke-dasharray': '6 6' }),
    shape(`M${x + R * 1.2} ${y + R * 1.9}l-14 -2l10 -10Z`, '#ffffff'),
    cloud(900, 640, 220, '#ffffff', '#e2ecf8', 0.9),
  ];
};

// ── 4: Egypt: dunes like waves, a camel with long eyelashes, the pyramids by the Nile, a blue bead for luck ──
const egypt: Scene = (art, hero) => {
  const dunes = (y: number, c: string, d: string): string => hills(art, y, 30, 4, c, d);
  return [
    sky(art, ['#8ad0f4', '#fff0c8']),
    sun(art, 860, 100, 44, '#fffbe0', '#ffd166'),
    pyramid(620, 420, 300, 190),
    pyramid(800, 420, 220, 140),
    pyramid(480, 420, 140, 90),
    dunes(420, '#f2d28a', '#e8c070'),
    band(art, ['#4fb0c8', '#3a90b0'], 450, 50),
    line('M0 452L1000 452', '#bfeaf4', 3),
    ...[180, 300, 820, 920].map((x, i) => palmTree(x, 456, 90 + (i % 2) * 20, i % 2 ? 0.15 : -0.15)),
    felucca(620, 476, 0.7),
    line('M604 380Q560 300 470 250', '#ffffff', 2.5, { 'stroke-dasharray': '6 8' }),
    bead(462, 244, 9),
    dunes(560, '#f4d894', '#e6bc74'),
    line('M40 600q40 -10 80 0t80 0M600 640q40 -10 80 0t80 0', '#e0b06a', 3),
    camel(800, 650, 1.1, true),
    flight(art, hero, 300, 110, 90, { arms: [14, 150], mood: 'grin', gaze: 1 }),
  ];
};

// ── 5: Istanbul: ships between two continents, the Galata Tower, a simit tossed up to share ──
const istanbul: Scene = (art, hero) => {
  const girl = grownup(0, -330, 0.26, { kind: 'lady', top: '#e2453c', arms: [150, 20], mood: 'laugh' });
  return [
    sky(art, ['#a8d8f4', '#ffe8c8']),
    mosque(160, 400, 0.9, '#a8a4c8'),
    mosque(880, 410, 0.7, '#b4b0d0'),
    hills(art, 400, 10, 5, '#c8c4dc', '#b4b0cc'),
    sea(art, 420, '#5ab8d8', '#2a78a8', 16),
    ship(200, 520, 1, '#2a4a7a'),
    ship(620, 600, 0.8, '#8a2f3a'),
    ship(860, 470, 0.6, '#2a4a7a'),
    shape('M560 700Q600 560 760 520Q880 500 1010 520L1010 700Z', '#c8b4a0'),
    ...[600, 680, 760, 840].map((x, i) =>
      rect(x, 560 - i * 8, 60, 120, ['#e8c8a0', '#f0d8b8', '#d8b090', '#e8d0b0'][i]!),
    ),
    galataTower(860, 700, 0.95, girl),
    seagull(740, 250, 0.7),
    seagull(980, 300, 0.6, { flip: true }),
    seagull(800, 330, 0.5),
    line('M850 370Q700 200 470 250', '#ffffff', 2.5, { 'stroke-dasharray': '6 8' }),
    simit(478, 262, 14),
    flight(art, hero, 380, 110, 100, { arms: [20, 150], mood: 'grin', gaze: 1 }, 'fly'),
  ];
};

// ── 6: Baku at sunset by the Caspian Sea: the Flame Towers glow; a little red-and-gold carpet floats up ──
const baku: Scene = (art, hero) => [
  sky(art, ['#4a3a7a', '#c8607a', '#ffa86a', '#ffd89a']),
  sun(art, 820, 380, 60, '#fff0b0', '#ff9a5e'),
  hills(art, 400, 40, 4, '#7a5a7a', '#6a4a6a'),
  flameTower(art, 260, 400, 200, -10),
  flameTower(art, 350, 400, 230, 0),
  flameTower(art, 440, 400, 190, 12),
  ...[120, 540, 640].map((x, i) => rect(x, 360 - i * 10, 60, 40 + i * 10, '#6a4a6a')),
  sea(art, 440, '#e88a7a', '#5a3a6a', 14),
  line('M780 450L860 450M790 480L850 480M800 510L840 510', '#ffd89a', 5, { opacity: 0.6 }),
  rect(0, 600, art.w, 100, '#8a6a6a'),
  line(Array.from({ length: 25 }, (_, i) => `M${i * 42} 600L${i * 42} 612`).join(''), '#5a4a4a', 4),
  line('M0 600L1000 600', '#5a4a4a', 4),
  ...[160, 420].map((x) => lantern2(art, x)),
  grownup(300, 690, 0.45, { kind: 'grandpa', top: '#5a6a8a', arms: [10, 160], mood: 'laugh' }),
  line('M330 560Q450 420 560 280', '#ffe0a0', 2.5, { 'stroke-dasharray': '6 8' }),
  carpet(570, 270, 40, -10),
  flight(art, hero, 700, 120, 100, { arms: [140, 20], mood: 'wonder', gaze: -1 }),
];

function lantern2(art: Art, x: number): string {
  return (
    line(`M${x} 600L${x} 520`, '#3a3040', 4) + glow(art, x, 516, 30, '#ffd36b', 0.7) + circle(x, 516, 7, '#fff2c0')
  );
}

// ── 7: the rainforest: skimming the treetops; parrots, a yawning sloth, a monkey with a yellow flower ──
const rainforest: Scene = (art, hero) => {
  const tops: string[] = [];
  const greens = ['#2f7a3f', '#3a8a4c', '#4f9a55', '#2b6b3f'];
  for (let i = 0; i < 14; i++) {
    const x = i * 80 + art.rng.range(-20, 20);
    tops.push(circle(x, 520 + art.rng.range(-40, 30), art.rng.range(70, 100), greens[i % 4]!));
  }
  return [
    sky(art, ['#9cc8b8', '#d8ece0']),
    ...[0, 1, 2].map((i) => cloud(200 + i * 320, 180 + (i % 2) * 50, 220, '#ffffff', '#dce8e4', 0.55)),
    ...Array.from({ length: 30 }, () => {
      const x = art.rng.range(0, 1000);
      const y = art.rng.range(0, 300);
      return line(`M${x} ${y}l-4 14`, '#ffffff', 1.6, { opacity: 0.5 });
    }),
    rect(0, 520, art.w, 180, '#2b6b3f'),
    ...tops,
    ...tops.map((t) => t.replace(/fill="[^"]+"/, 'fill="#ffffff" opacity="0.08"')),
    line('M560 470Q700 440 880 470', '#6b4a30', 12),
    sloth(760, 456, 0.9),
    parrot(180, 470, 0.9, { hat: false }),
    g(parrot(0, 0, 0.8, { hat: false, wingsUp: true, flip: true }), { transform: 'translate(900 220) rotate(-10)' }),
    monkey(560, 470, 1, { armsUp: true, laugh: true }),
    // The monkey hands the flower up to the basket, tossed like the other places' souvenirs.
    line('M540 380Q560 300 512 262', '#ffffff', 2.5, { 'stroke-dasharray': '6 8' }),
    yellowFlower(508, 252, 16),
    flight(art, hero, 420, 90, 100, { arms: [14, 140], mood: 'grin', gaze: 1 }),
  ];
};

/** At the top of the world the child wears a woolly hat and scarf over the jumper Pip hides in, not the summer cap. */
const wrappedUp = outfit({ headwear: 'beanie', hatColor: '#e4563e', extra: 'scarf', extraColor: '#f6c945' });

// ── 8: the top of the world: icebergs (mostly hidden under the water), a polar bear and her cub ──
const arctic: Scene = (art, given) => {
  const hero = wrappedUp(art, given);
  return [
    sky(art, ['#a8d4f0', '#e8f6fc']),
    sun(art, 160, 120, 30, '#ffffff', '#e0f0ff'),
    band(art, ['#5aa8d0', '#1f5a88'], 380, 320),
    line('M0 380L1000 380', '#ffffff', 3, { opacity: 0.8 }),
    iceberg(150, 380, 0.8),
    iceberg(880, 380, 0.6),
    shape('M380 380L420 340L760 336L800 380Z', '#ffffff'),
    shape('M380 380Q400 420 600 426Q760 420 800 380Z', '#bfe4f4', { opacity: 0.6 }),
    polarBear(540, 372, 1.05),
    polarBear(716, 372, 1.1, { cub: true, flip: false }),
    pebble(760, 300, 8),
    line('M756 288Q560 200 400 260', '#ffffff', 2.5, { 'stroke-dasharray': '6 8' }),
    flight(art, hero, 330, 96, 90, { mood: 'grin', gaze: 1, arms: [14, 130] }, 'none'),
    fish2(200, 600, '#2a6a98'),
    fish2(260, 630, '#2a6a98'),
    fish2(700, 560, '#356fa0'),
    ...Array.from({ length: 20 }, () =>
      circle(art.rng.range(0, 1000), art.rng.range(0, 360), art.rng.range(1.5, 3), '#ffffff', { opacity: 0.8 }),
    ),
  ];
};

/** A small silvery fish far down in the cold water. */
function fish2(x: number, y: number, c: string): string {
  return ellipse(x, y, 16, 6, c) + shape(`M${x - 14} ${y}l-10 -7l0 14Z`, c);
}

// ── 9: night over a city that sparkles like a box of jewels; the bag of souvenirs ──
const cityNight: Scene = (art, hero) => {
  const R = 150;
  const x = 560;
  const y = 60;
  // The open bag hangs by its strap from the basket's rim beside the child, the souvenirs spilling out of it:
  // held in the hands it sank behind the basket and the souvenirs floated over the child's face.
  const rimY = y + R * 1.47;
  const bx = x - 150;
  const by = rimY + 40;
  const bag = [
    line(`M${bx - 30} ${by - 34}Q${bx + 10} ${by - 90} ${bx + 50} ${rimY}`, '#7a4f2a', 5),
    shape(
      `M${bx - 52} ${by - 34}Q${bx - 62} ${by + 48} ${bx} ${by + 52}Q${bx + 62} ${by + 48} ${bx + 52} ${by - 34}Z`,
      '#b07a4a',
      { stroke: '#7a4f2a', 'stroke-width': 3 },
    ),
    ellipse(bx, by - 34, 52, 12, '#6a4222'),
    bead(bx - 62, by - 58, 11),
    simit(bx - 30, by - 66, 15),
    carpet(bx + 8, by - 56, 34, -12),
    yellowFlower(bx + 34, by - 40, 14),
    pebble(bx - 80, by - 28, 10),
    sparkle(bx - 40, by - 110, 10, '#fff6c8'),
  ].join('');
  return [
    sky(art, ['#0e1440', '#2a2a6a', '#5a3a7a']),
    starField(art, 50, 0, 300),
    moon(art, 130, 110, 40),
    skyline(art, 560, '#2a2a5a', 1, 260),
    skyline(art, 620, '#1e1e48', 1, 180),
    line('M-20 640Q250 560 500 640T1020 640', '#ffd86b', 5),
    ...[100, 250, 400, 550, 700, 850].map((bx) =>
      line(`M${bx} ${640 - 30 * Math.sin((bx / 1000) * Math.PI * 2) - 10}L${bx} 700`, '#ffd86b', 3, { opacity: 0.6 }),
    ),
    line('M-20 680Q400 650 1020 690', '#ff5a5a', 4, { opacity: 0.8 }),
    line('M-20 690Q400 662 1020 700', '#fff4a0', 4, { opacity: 0.8 }),
    flight(art, hero, x, y, R, { mood: 'grin', gaze: -1, arms: [150, 30] }, 'rim', bag),
  ];
};

// ── 10: sunrise landing behind the barn; the rope tied tight, souvenirs on the windowsill, Pip's nest ──
const landing: Scene = (art, hero) => {
  const R = 105;
  const bx = 260;
  const by = 626 - 1.95 * R;
  return [
    sky(art, ['#ffb88a', '#ffdcae', '#fff4dc']),
    sun(art, 560, 470, 70, '#fff6d0', '#ffb36b'),
    hills(art, 500, 30, 5, '#c8d88a', '#a8c878'),
    balloon(art, bx, by, R, BALLOON_COLORS),
    rect(600, 250, 380, 380, '#f4e4d0'),
    shape('M580 260L790 120L1000 260Z', '#c0503c', {
      stroke: '#c0503c',
      'stroke-width': 10,
      'stroke-linejoin': 'round',
    }),
    ellipse(640, 274, 34, 14, '#8a6a44'),
    sparrow(640, 268, 1),
    rect(700, 340, 200, 140, '#ffe8a8', { stroke: '#8a5a3a', 'stroke-width': 8 }),
    line('M800 340L800 480M700 410L900 410', '#8a5a3a', 5),
    rect(690, 480, 220, 14, '#8a5a3a', { rx: 4 }),
    bead(720, 470, 9),
    simit(756, 466, 12),
    carpet(800, 468, 26),
    yellowFlower(846, 462, 12),
    pebble(884, 472, 8),
    hills(art, 600, 10, 4, '#8cc774', '#6fb05e'),
    line('M470 660L470 560', '#8a6a4a', 12),
    line(`M${bx + 40} 600Q380 610 470 590`, '#c8a070', 4),
    child(
      art,
      hero,
      {
        hands: [
          [40, -70],
          [44, -60],
        ],
        mood: 'grin',
        gaze: 1,
      },
      420,
      660,
      1.4,
    ),
    grassField(art, 620, 700, 22, '#5e9e4a', 24),
  ];
};

export const balloonJourneySpreads: readonly Scene[] = [
  behindTheBarn,
  liftOff,
  patchworkQuilt,
  egypt,
  istanbul,
  baku,
  rainforest,
  arctic,
  cityNight,
  landing,
];
