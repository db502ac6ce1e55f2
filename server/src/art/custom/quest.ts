import { bothHands, buildFor, child, type Hero, reachingTo } from '../child';
import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, shape } from '../core';
import { keepClear } from '../favourite';
import { glow } from '../finish';
import { cloud, flower, grassField, hill, ridge, sky, sparkle, star5, starField } from '../landscape';
import { echoRings } from '../props/adventure';
import { bed, bedroom, nightWindow } from '../props/bedtime';
import { cottage, grownup } from '../props/c2-people';
import { singingFlower } from '../props/magic-garden-count';
import type { Scene } from '../themes/theme';
import type { PlotPictures } from './index';
import { favouriteHeroes, outfit } from './kit';

// The quest plot (book/custom/plots/quest.ts), spread by spread: Glimmerdale hung with paper lanterns on
// festival day, the dark Great Lantern at sunset, the trail of golden crumbs, the talking-flower meadow, the
// riddle bridge and its lonely mossy troll, the Mirror Lake and the magpie, the grey Mountain of Echoes, the
// Seed found in the quiet, the whole kingdom lit, and bed. Warm lantern golds against dusk blues and meadow greens.

/** On the quest the child wears a teal tunic with a golden collar; in bed, moon pyjamas. */
const TUNIC: Partial<Hero> = {
  top: '#2f8a86',
  bottom: '#5a4636',
  shoes: '#b8553a',
  collar: '#f2c14e',
  dress: false,
  extra: 'none',
};
const PYJAMAS: Partial<Hero> = {
  top: '#9ab8e8',
  bottom: '#9ab8e8',
  shoes: '#e8eef8',
  collar: '#ffffff',
  print: { kind: 'dots', color: '#fff3b0' },
  dress: false,
  headwear: 'none',
  extra: 'none',
};
const wardrobe = { tunic: outfit(TUNIC), pyjamas: outfit(PYJAMAS) };
const dressed = (art: Art, hero: Hero, clothes: 'tunic' | 'pyjamas' = 'tunic'): Hero => wardrobe[clothes](art, hero);

const { beside, pair } = favouriteHeroes('a brave knight');

// ───────────────────────────── props ─────────────────────────────

const GOLD = '#ffd45a';
const PAPER = ['#f2784a', '#f2c14e', '#e85a7a', '#7ac0e8', '#9ad06a'] as const;

/**
 * The child's own paper lantern hanging from a little stick: a crooked moon painted on the side we see and the
 * smiling fish peeping round the curve. `lit` makes it glow. The stick's top (the hand) at (x, y).
 */
function ownLantern(art: Art, x: number, y: number, s: number, lit: boolean): string {
  const body = lit ? '#ffe6a0' : '#e8dcc0';
  return [
    lit ? glow(art, x, y + 70 * s, 120 * s, GOLD, 0.55) : '',
    g(
      [
        line('M0 0L0 26', '#6a4a2a', 3),
        rect(-18, 24, 36, 8, '#8a3a2a', { rx: 3 }),
        ellipse(0, 66, 38, 36, body),
        line('M-30 46Q0 40 30 46M-36 66Q0 60 36 66M-30 86Q0 80 30 86', shade(body, 0.15), 1.6, { fill: 'none' }),
        // The crooked moon: a crescent tipped over, its tip bent.
        shape('M-22 50Q-4 58 -6 80Q-10 92 -22 94Q-12 82 -14 70Q-16 58 -22 50Z', '#f2b02e'),
        // The smiling fish, half round the side.
        ellipse(16, 70, 13, 8, '#e8604a'),
        shape('M28 70L36 62L36 78Z', '#e8604a'),
        circle(11, 68, 1.8, '#2b1d1a'),
        line('M8 73q3 3 6 0', '#2b1d1a', 1.2, { fill: 'none' }),
        rect(-18, 100, 36, 8, '#8a3a2a', { rx: 3 }),
        line('M0 108L0 118', '#8a3a2a', 3),
        lit ? ellipse(0, 66, 38, 36, '#fff6c8', { opacity: 0.25 }) : '',
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** A string of round paper lanterns between two points, sagging in the middle; lit or waiting for the night. */
function lanternString(art: Art, x0: number, y0: number, x1: number, y1: number, n: number, lit: boolean): string {
  const sag = 50;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2 + sag * 2;
  const out = [line(`M${x0} ${y0}Q${cx} ${cy} ${x1} ${y1}`, '#4a3a3a', 2, { fill: 'none' })];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = (1 - t) * (1 - t) * x0 + 2 * t * (1 - t) * cx + t * t * x1;
    const py = (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * cy + t * t * y1;
    const c = PAPER[(i + Math.abs(Math.round(x0))) % PAPER.length]!;
    out.push(
      lit ? glow(art, px, py + 16, 38, GOLD, 0.5) : '',
      line(`M${px} ${py}l0 6`, '#4a3a3a', 2),
      ellipse(px, py + 18, 13, 12, lit ? tint(c, 0.45) : c),
      rect(px - 6, py + 5, 12, 3, '#4a3a3a'),
      rect(px - 6, py + 29, 12, 3, '#4a3a3a'),
      lit ? ellipse(px, py + 18, 6, 6, '#fff6c8', { opacity: 0.8 }) : '',
    );
  }
  return out.join('');
}

/**
 * The Great Lantern on its stone column in the square: a tall iron-and-glass lantern, grey and dark or blazing
 * gold. Base of the column at (x, y).
 */
function greatLantern(art: Art, x: number, y: number, s: number, lit: boolean): string {
  const glass = lit ? '#fff0a8' : '#5a6478';
  return [
    lit ? glow(art, x, y - 420 * s, 380 * s, GOLD, 0.7) : '',
    g(
      [
        rect(-60, -40, 120, 40, '#8a8478', { rx: 4 }),
        rect(-40, -260, 80, 222, '#a49c8c'),
        rect(-40, -260, 18, 222, '#ffffff', { opacity: 0.15 }),
        rect(-52, -280, 104, 24, '#8a8478', { rx: 4 }),
        // The lantern house: a hexagonal glass body under a pointed cap.
        shape('M-70 -300L70 -300L86 -480L-86 -480Z', glass),
        lit ? ellipse(0, -390, 42, 60, '#ffffff', { opacity: 0.6 }) : ellipse(0, -390, 30, 44, '#3a4052'),
        line('M-70 -300L-86 -480M70 -300L86 -480M0 -300L0 -480', '#3a3040', 8),
        rect(-80, -306, 160, 14, '#3a3040', { rx: 4 }),
        rect(-96, -492, 192, 16, '#3a3040', { rx: 4 }),
        shape('M-90 -490L0 -570L90 -490Z', '#3a3040'),
        circle(0, -578, 12, lit ? GOLD : '#6a6070'),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** The old queen: grey hair in a bun, a purple gown and a little gold crown. Feet at (x, y). */
function oldQueen(x: number, y: number, s: number, mood: 'worried' | 'glad', flip = false): string {
  const look = {
    kind: 'grandma' as const,
    top: '#7a4aa8',
    bottom: '#5a3488',
    mood: mood === 'glad' ? ('laugh' as const) : ('cross' as const),
    ...(mood === 'worried'
      ? {
          hands: [
            [-8, -180],
            [8, -176],
          ] as [Pt, Pt],
        }
      : { arms: [150, 150] as const }),
  };
  return (
    grownup(x, y, s, look, flip) +
    g(
      [shape('M-24 -282L-24 -306L-12 -294L0 -312L12 -294L24 -306L24 -282Z', '#f2c14e'), circle(0, -300, 4, '#e85a7a')],
      { transform: place(x, y, s, 0, flip) },
    )
  );
}

/** A golden crumb of the Seed: a tiny glowing grain with a glint. */
function crumb(art: Art, x: number, y: number, r: number): string {
  return glow(art, x, y, r * 4, GOLD, 0.55) + circle(x, y, r, '#f2b02e') + sparkle(x + r, y - r, r * 1.4, '#fff6c8');
}

/** The Lantern Seed: a warm golden seed, glowing. */
function seed(art: Art, x: number, y: number, r: number): string {
  return [
    glow(art, x, y, r * 6, GOLD, 0.8),
    ellipse(x, y, r * 0.8, r, '#f2b02e', { transform: `rotate(-20 ${x} ${y})` }),
    ellipse(x - r * 0.25, y - r * 0.35, r * 0.25, r * 0.35, '#fff6c8', { opacity: 0.8 }),
    sparkle(x + r * 1.3, y - r * 1.2, r * 0.7, '#ffffff'),
    sparkle(x - r * 1.4, y + r * 0.2, r * 0.5, '#fff6c8'),
  ].join('');
}

const MOSS = '#3f7a2e';
const TROLL = '#a09a8a';

/**
 * The bridge troll: big, round and grey-green, mossy ears, a long nose. `grumpy`, `sad` (a fat tear) or `laugh`;
 * sitting (legs out in front) or standing with the arms up to dance. Seat or feet at (x, y); faces the viewer.
 */
function troll(
  x: number,
  y: number,
  s: number,
  mood: 'grumpy' | 'sad' | 'laugh' | 'glad',
  pose: 'sit' | 'stand' | 'dance' | 'hug',
  flip = false,
): string {
  const skin = TROLL;
  const dark = shade(skin, 0.25);
  const sit = pose === 'sit';
  const legs = sit
    ? [
        shape('M-60 -20Q-90 10 -110 20L-100 40Q-60 30 -30 0Z', dark),
        shape('M60 -20Q90 10 110 20L100 40Q60 30 30 0Z', dark),
        ellipse(-112, 34, 26, 14, shade(skin, 0.4)),
        ellipse(112, 34, 26, 14, shade(skin, 0.4)),
      ]
    : [
        rect(-58, -60, 42, 62, dark, { rx: 16 }),
        rect(16, -60, 42, 62, dark, { rx: 16 }),
        ellipse(-40, -2, 32, 12, shade(skin, 0.4)),
        ellipse(40, -2, 32, 12, shade(skin, 0.4)),
      ];
  const lift = sit ? 0 : -40;
  const arm = (side: number): string => {
    const sx = side * 70;
    const [hx, hy] =
      pose === 'dance'
        ? [side * 130, -250]
        : pose === 'hug'
          ? [side * 30, -110]
          : mood === 'laugh'
            ? [side * 100, -40]
            : [side * 90, -20];
    return (
      line(`M${sx} ${-150 + lift}Q${side * 110} ${(-150 + hy) / 2 + lift} ${hx} ${hy + lift}`, skin, 30) +
      circle(hx, hy + lift, 20, tint(skin, 0.1))
    );
  };
  const mouth =
    mood === 'laugh'
      ? shape('M-36 -206Q0 -160 36 -206Z', '#6a2a2a') + shape('M-24 -206h12v8h-12ZM12 -206h12v8h-12Z', '#fffbe8')
      : mood === 'glad'
        ? line('M-30 -204Q0 -180 30 -204', '#4a2a2a', 6, { fill: 'none' })
        : line('M-30 -192Q0 -210 30 -192', '#4a2a2a', 6, { fill: 'none' });
  const brows =
    mood === 'grumpy'
      ? line('M-46 -262L-16 -250M46 -262L16 -250', '#3a4a2a', 8)
      : mood === 'sad'
        ? line('M-46 -250L-16 -262M46 -250L16 -262', '#3a4a2a', 7)
        : line('M-46 -262Q-30 -272 -16 -264M46 -262Q30 -272 16 -264', '#3a4a2a', 7);
  const eyes =
    mood === 'laugh'
      ? line('M-40 -236q10 -10 20 0M20 -236q10 -10 20 0', '#2b1d1a', 5, { fill: 'none' })
      : [-28, 28].map((ex) => circle(ex, -236, 9, '#2b1d1a') + circle(ex + 3, -239, 3, '#ffffff')).join('');
  // Moss: tufts on the ears and head, and a green patch on the tummy.
  const tuft = (tx: number, ty: number, r: number): string =>
    circle(tx, ty, r, MOSS) + circle(tx + r * 0.6, ty - r * 0.4, r * 0.7, tint(MOSS, 0.15));
  return g(
    [
      ...legs,
      g(
        [
          ellipse(0, -110, 96, 104, skin),
          ellipse(0, -90, 60, 64, tint(skin, 0.2)),
          tuft(-30, -70, 12),
          tuft(24, -120, 9),
          arm(-1),
          arm(1),
          // The head sits low on the shoulders, with big leafy ears.
          shape('M-112 -250Q-150 -290 -130 -200Q-110 -210 -84 -226Z', skin),
          shape('M112 -250Q150 -290 130 -200Q110 -210 84 -226Z', skin),
          tuft(-128, -262, 13),
          tuft(130, -256, 12),
          circle(0, -230, 86, skin),
          tuft(-40, -306, 14),
          tuft(0, -314, 16),
          tuft(40, -304, 12),
          brows,
          eyes,
          ellipse(0, -214, 22, 28, shade(skin, 0.1)),
          circle(-52, -206, 12, '#e89a8a', { opacity: 0.45 }),
          circle(52, -206, 12, '#e89a8a', { opacity: 0.45 }),
          mouth,
          mood === 'sad' ? ellipse(6, -178, 7, 10, '#9fd8ff') + circle(-34, -222, 5, '#9fd8ff') : '',
        ],
        { transform: `translate(0 ${lift})` },
      ),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/**
 * The magpie: black head and back, white belly and wing patch, a long blue-green tail. Perched with its feet at
 * (x, y), facing right. `sniffle` adds a tear.
 */
function magpie(x: number, y: number, s: number, flip = false, sniffle = false): string {
  return g(
    [
      shape('M-20 -8L-74 6L-70 16L-16 4Z', '#2a4a5a'),
      line('M-24 -2L-70 10', '#4a8a9a', 3),
      ellipse(0, -14, 26, 18, '#1e1e2a'),
      ellipse(6, -8, 16, 11, '#ffffff'),
      shape('M-16 -22Q0 -28 10 -18Q-2 -10 -18 -12Z', '#ffffff', { opacity: 0.9 }),
      circle(20, -32, 13, '#1e1e2a'),
      shape('M31 -34L44 -30L31 -26Z', '#3a3a3a'),
      circle(24, -35, 3, '#ffffff'),
      circle(24.5, -35, 1.8, '#1e1e2a'),
      sniffle ? ellipse(27, -24, 2.5, 4, '#9fd8ff') : '',
      line('M-2 2L-4 10M6 2L6 10', '#3a3a3a', 2.5),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A weeping willow: a short trunk and long hanging green strands, the branch for a bird at (x + 90h%, ...). */
function willow(art: Art, x: number, y: number, h: number): string {
  const out = [
    shape(
      `M${x - 20} ${y}Q${x - 8} ${y - h * 0.5} ${x - 40} ${y - h}L${x + 10} ${y - h}Q${x + 16} ${y - h * 0.5} ${x + 26} ${y}Z`,
      '#6a4a34',
    ),
    ellipse(x - h * 0.3, y - h * 0.95, h * 0.26, h * 0.14, '#6aa04a'),
    ellipse(x + h * 0.1, y - h * 1.02, h * 0.3, h * 0.16, '#78ae54'),
    ellipse(x - h * 0.05, y - h * 0.9, h * 0.42, h * 0.12, '#5f9644'),
  ];
  for (let i = 0; i < 26; i++) {
    const sx = x - h * 0.5 + (i / 25) * h * 0.95 + art.rng.range(-8, 8);
    const len = h * art.rng.range(0.45, 0.8);
    const top = y - h + art.rng.range(-20, 20);
    out.push(
      line(`M${sx} ${top}Q${sx + 10} ${top + len * 0.5} ${sx - 4} ${top + len}`, i % 2 ? '#7ab852' : '#5a9a40', 7, {
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    );
  }
  // The branch in front of the strands, so a bird can sit on it.
  out.push(
    line(`M${x - 10} ${y - h * 0.78}Q${x - 120} ${y - h * 0.9} ${x - 220} ${y - h * 0.7}`, '#6a4a34', 12, {
      fill: 'none',
    }),
  );
  return out.join('');
}

/** The old stone bridge: an arch of big stones over the river, parapet on top. Deck centre at (x, y), width w. */
function stoneBridge(x: number, y: number, w: number, arch: number): string {
  const l = x - w / 2;
  const r = x + w / 2;
  const stones: string[] = [];
  for (let i = 0; i < 9; i++) {
    const sx = l + 40 + i * ((w - 80) / 9);
    stones.push(rect(sx, y - 40, (w - 80) / 9 - 4, 28, '#b0a898', { rx: 5 }));
  }
  return [
    shape(
      `M${l} ${y}L${r} ${y}L${r + 40} ${y + arch + 60}L${x + w * 0.3} ${y + arch + 60}Q${x} ${y + 10} ${x - w * 0.3} ${y + arch + 60}L${l - 40} ${y + arch + 60}Z`,
      '#9a9284',
    ),
    line(`M${x - w * 0.3} ${y + arch + 60}Q${x} ${y + 10} ${x + w * 0.3} ${y + arch + 60}`, '#6a6458', 10, {
      fill: 'none',
    }),
    rect(l, y - 14, w, 16, '#8a8274'),
    ...stones,
    circle(l + 80, y + 40, 14, MOSS, { opacity: 0.8 }),
    circle(r - 120, y + 50, 18, MOSS, { opacity: 0.8 }),
  ].join('');
}

/** A mossy bank with a little round hole in the mud (the riddle's answer). */
function holeInBank(x: number, y: number, s: number): string {
  return g(
    [
      ellipse(0, 0, 46, 18, '#5a3e2a'),
      ellipse(0, 4, 34, 12, '#2e2018'),
      ellipse(-10, -10, 60, 8, '#7a5a3a', { opacity: 0.4 }),
    ],
    {
      transform: place(x, y, s),
    },
  );
}

/** A chalked hopscotch on the bridge stones, seen in perspective, from (x, y) going back. */
function hopscotch(x: number, y: number, s: number): string {
  const sq = (cx: number, cy: number, w: number, h: number): string =>
    rect(cx - w / 2, cy - h / 2, w, h, 'none', { stroke: '#fdf6ec', 'stroke-width': 4 });
  return g(
    [
      sq(0, 0, 90, 50),
      sq(-44, -54, 84, 46),
      sq(44, -54, 84, 46),
      sq(0, -104, 80, 42),
      sq(-40, -150, 76, 40),
      sq(40, -150, 76, 40),
      sq(0, -194, 72, 36),
    ],
    { transform: place(x, y, s), opacity: 0.9 },
  );
}

/** A ladder leaning up to the Great Lantern: rails from (x, y) to (x + lean, y - h). */
function ladder(x: number, y: number, h: number, lean: number): string {
  const out = [
    line(`M${x - 36} ${y}L${x - 36 + lean} ${y - h}M${x + 36} ${y}L${x + 36 + lean} ${y - h}`, '#8a5a34', 12),
  ];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    out.push(line(`M${x - 36 + lean * t} ${y - h * t}h72`, '#a0693f', 8));
  }
  return out.join('');
}

/** Grey echo mountains: craggy peaks filling the back, rocks in front. */
function echoPeaks(art: Art): string {
  return [
    shape('M-20 560L120 200L220 300L340 90L470 260L600 120L760 300L880 150L1020 330L1020 700L-20 700Z', '#8a8c98'),
    shape('M340 90L380 220L300 300L400 320L470 260Z', '#a4a6b2', { opacity: 0.7 }),
    shape('M600 120L640 240L560 300L700 290Z', '#a4a6b2', { opacity: 0.7 }),
    shape('M-20 600L200 420L380 520L560 400L760 500L1020 430L1020 700L-20 700Z', '#6e7080'),
    hill(art, ridge(art, 610, 40, 6), '#5a5c6a', '#4a4c58'),
  ].join('');
}

/** The Mirror Lake: the sky above the far shore and the same sky upside down in the still water below. */
function mirrorLake(art: Art, shoreY: number): string {
  const top = ['#8ab8e8', '#f2c8d8'];
  return [
    sky(art, [...top, '#fbe2c4']),
    cloud(260, 120, 200, '#ffffff', '#f2dcea'),
    cloud(720, 80, 160, '#ffffff', '#f2dcea'),
    // The far shore: a low green hill line.
    shape(
      `M0 ${shoreY}Q250 ${shoreY - 70} 500 ${shoreY - 30}Q760 ${shoreY - 80} 1000 ${shoreY - 20}L1000 ${shoreY}Z`,
      '#6a9a5a',
    ),
    // The second sky, the other way up.
    rect(
      0,
      shoreY,
      art.w,
      art.h - shoreY,
      art.linear([
        [0, '#fbe2c4'],
        [0.5, '#f2c8d8'],
        [1, '#8ab8e8'],
      ]),
    ),
    shape(
      `M0 ${shoreY}Q250 ${shoreY + 70} 500 ${shoreY + 30}Q760 ${shoreY + 80} 1000 ${shoreY + 20}L1000 ${shoreY}Z`,
      '#7aaa6a',
      { opacity: 0.7 },
    ),
    g(cloud(260, 2 * shoreY - 120, 200, '#ffffff', '#f2dcea'), { opacity: 0.55, transform: `scale(1 1)` }),
    g(cloud(720, 2 * shoreY - 80, 160, '#ffffff', '#f2dcea'), { opacity: 0.55 }),
    line(`M120 ${shoreY + 60}h120M600 ${shoreY + 100}h160M300 ${shoreY + 150}h90`, '#ffffff', 3, { opacity: 0.5 }),
  ].join('');
}

/** The village square's cobbles: rows of rounded stones receding from the bottom. */
function cobbles(art: Art, top: number, color: string): string {
  const out = [rect(0, top, art.w, art.h - top, color)];
  for (let row = 0; row < 6; row++) {
    const y = top + 14 + row * row * 6 + row * 18;
    const w = 30 + row * 10;
    for (let x = (row % 2) * (w / 2); x < art.w; x += w + 6) {
      out.push(ellipse(x, y, w / 2, 6 + row * 2, tint(color, 0.12), { opacity: 0.7 }));
    }
  }
  return out.join('');
}

/** A row of Glimmerdale cottages along the back of a picture. */
function village(art: Art, y: number, s: number, lit: boolean, walls: readonly string[]): string {
  const roofs = ['#b8553a', '#6a4a8a', '#3a6a8a', '#8a4a3a'];
  return walls
    .map((wall, i) =>
      cottage(60 + i * (art.w / (walls.length - 0.5)), y + (i % 2) * 10, s, { wall, roof: roofs[i % 4]!, lit }),
    )
    .join('');
}

/** The baker's star-shaped bun with white icing. */
const starBun = (x: number, y: number, r: number): string =>
  star5(x, y, r, '#d9964a') + star5(x, y - r * 0.1, r * 0.55, '#fdf6ec');

// ───────────────────────────── scenes ─────────────────────────────

/** Cover: festival night; the child large with the glowing painted lantern, the hero beside, the Great Lantern lit. */
const cover: Scene = (art, hero, context) => [
  sky(art, ['#1d2260', '#3a3a8a', '#8a5aa0']),
  starField(art, 40, 0, 260),
  greatLantern(art, 470, 620, 0.55, true),
  village(art, 640, 0.85, true, ['#e8c9a0', '#c8a8d8', '#f2d8b0']),
  lanternString(art, -20, 300, 620, 330, 9, true),
  cobbles(art, 640, '#6a5a7a'),
  beside(art, context, 'cheer', 230, 790, 2.2, 'right'),
  child(
    art,
    dressed(art, hero),
    {
      arms: [30, 130],
      hands: [
        [-28, -62],
        [40, -150],
      ],
      mood: 'beam',
      gaze: 0.3,
      hold: ([, r]) => ownLantern(art, r[0], r[1], 0.9, true),
    },
    230,
    790,
    2.2,
  ),
];

/** 1: festival afternoon; paper lanterns on every roof, the baker ices star buns, the child holds up the lantern. */
const festivalDay: Scene = (art, hero) => [
  sky(art, ['#7ab0e0', '#f2c8a8', '#ffd8a0']),
  cloud(780, 110, 180, '#ffffff', '#f2dcd0'),
  village(art, 470, 1.2, false, ['#f2d8b0', '#e8b8a0', '#c8d8b0', '#d8c0e0', '#f2e0c0']),
  lanternString(art, -20, 200, 520, 230, 8, false),
  lanternString(art, 480, 230, 1020, 190, 8, false),
  cobbles(art, 470, '#c8a888'),
  // The baker's stall: a table of star buns, the baker with the icing bag.
  grownup(780, 590, 0.75, {
    kind: 'baker',
    mood: 'smile',
    arms: [40, 70],
    hands: [
      [-40, -150],
      [30, -140],
    ],
    hold: ([, r]) => shape(`M${r[0]} ${r[1]}l26 16l-16 8Z`, '#fdf6ec'),
  }),
  rect(640, 500, 260, 20, '#a0693f'),
  rect(660, 520, 14, 80, '#7a4a2a'),
  rect(866, 520, 14, 80, '#7a4a2a'),
  ...[0, 1, 2, 3, 4].map((i) => starBun(672 + i * 48, 486, 20)),
  child(
    art,
    dressed(art, hero),
    {
      arms: [30, 140],
      hands: [
        [-26, -60],
        [76, -160],
      ],
      mood: 'wonder',
      lookUp: true,
      gaze: 0.6,
      turn: 0.3,
      hold: ([, r]) => ownLantern(art, r[0], r[1], 0.85, false),
    },
    330,
    690,
    1.75,
  ),
];

/** 2: sunset in the square; the Great Lantern dark, the old queen wringing her hands, the hero hurrying in. */
const darkLantern: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.75, 'left', 8);
  return [
    sky(art, ['#3a3a7a', '#b86a8a', '#f2a06a']),
    village(art, 430, 1.0, false, ['#8a7a9a', '#9a7a8a', '#7a7a9a', '#8a6a7a', '#9a8a9a']),
    greatLantern(art, 500, 520, 0.8, false),
    cobbles(art, 500, '#7a6a80'),
    // The worried crowd: dark shapes of townsfolk behind.
    ...[120, 200, 820, 900].map((x, i) =>
      grownup(x, 520, 0.6, { kind: i % 2 ? 'lady' : 'neighbour', top: '#5a4a6a', mood: 'cross' }, i > 1),
    ),
    oldQueen(620, 560, 0.85, 'worried', true),
    // The worried queen and the troll below are who the words are about: a double page's words keep off them.
    g(keepClear(-70, -320, 140, 320), { transform: place(620, 560, 0.85) }),
    beside(art, context, 'walk', p.x, 690, p.s, 'left', { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      {
        walk: true,
        arms: [30, 30],
        hands: bothHands(30, -66),
        mood: 'determined',
        gaze: 0.7,
        turn: 0.4,
        hold: ([l, r]) => ownLantern(art, (l[0] + r[0]) / 2, (l[1] + r[1]) / 2 - 34, 0.6, false),
      },
      p.x,
      690,
      p.s,
    ),
  ];
};

/** 3: the castle windowsill; a trail of golden crumbs runs out over the gate, the child crouches to sniff one. */
const crumbTrail: Scene = (art, hero, context) => {
  const view = [
    sky(art, ['#9ac8f0', '#f8e0c0']),
    hill(art, ridge(art, 250, 40, 5), '#8ac06a', '#6aa050'),
    flower(860, 260, 8, '#ffffff', '#f2c14e'),
    // The gate, the path and the crumbs twinkling off towards the meadow.
    rect(660, 150, 24, 120, '#8a8478'),
    rect(800, 150, 24, 120, '#8a8478'),
    shape('M660 160Q742 114 824 160L824 170Q742 128 660 170Z', '#6a6458'),
    shape('M700 420L750 260L780 260L860 420Z', '#e8d0a0'),
    ...[0, 1, 2, 3, 4, 5].map((i) => crumb(art, 780 - i * 8 + (i % 2) * 14, 400 - i * 26, 4.5 - i * 0.5)),
  ].join('');
  return [
    rect(0, 0, art.w, art.h, '#b8a890'),
    rect(0, 0, art.w, art.h, art.pattern(80, 40, rect(2, 2, 76, 36, '#c8b8a0', { rx: 4 }))),
    nightWindow(art, 580, 40, 360, 380, view, '#8a3a5a'),
    // The deep stone sill the Seed slept on; the crumbs lead along it to the window.
    rect(140, 420, 860, 44, '#d8d0c0'),
    rect(140, 460, 860, 16, '#a49c8c'),
    ...[0, 1, 2, 3, 4, 5].map((i) => crumb(art, 470 + i * 80, 432 - (i % 2) * 3, 5)),
    rect(0, 620, art.w, 80, '#b08a5e'),
    beside(art, context, 'stand', 390, 690, 2.0, 'right', { gap: 30 }),
    child(
      art,
      dressed(art, hero),
      {
        sit: true,
        arms: [30, 60],
        hands: [
          [-30, -60],
          [20, -122],
        ],
        mood: 'smile',
        gaze: 0.6,
        turn: 0.4,
        hold: ([, r]) => crumb(art, r[0] + 8, r[1] - 2, 4),
      },
      390,
      690,
      2.2,
    ),
  ];
};

/** 4: the talking-flower meadow; the child kneels and gives the daisies a drink from the flask, the hero claps. */
const meadow: Scene = (art, hero, context) => [
  sky(art, ['#7ac0f0', '#c8e8f8']),
  cloud(200, 110, 200),
  hill(art, ridge(art, 330, 50, 5), '#9ad06a', '#7ab852'),
  hill(art, ridge(art, 440, 30, 6), '#7ab852', '#5a9a40'),
  grassField(art, 450, 700, 60, '#4f8a3a'),
  // Bluebells giggling at the back, the chattering daisies in front of the child.
  ...[0, 1, 2, 3, 4, 5].map((i) => singingFlower(90 + i * 60, 470 + (i % 2) * 20, 16, '#7a8ae8', 40, i % 2 === 0)),
  beside(art, context, 'cheer', 300, 660, 1.7, 'right', { gap: 40 }),
  child(
    art,
    dressed(art, hero),
    {
      sit: true,
      arms: [40, 70],
      hands: [
        [-30, -60],
        [62, -92],
      ],
      mood: 'smile',
      gaze: 1,
      turn: 0.5,
      hold: ([, r]) =>
        g(
          [
            rect(-14, -20, 28, 40, '#6a8aa8', { rx: 8 }),
            rect(-6, -30, 12, 12, '#4a6a88'),
            line('M6 -30Q40 -30 50 40', '#9ad8ff', 5, { fill: 'none', opacity: 0.8 }),
          ],
          { transform: place(r[0], r[1], 1, 40) },
        ),
    },
    300,
    640,
    1.7,
  ),
  ...[0, 1, 2].map((i) => singingFlower(540 + i * 70, 600 + (i % 2) * 30, 34, '#ffffff', 60, true)),
  ...[0, 1, 2, 3].map((i) => sparkle(560 + i * 50, 520 - (i % 2) * 20, 8, '#ffffff')),
];

/** 5: the old stone bridge; the grumpy mossy troll asks his riddle, the child on the bank points at a little hole. */
const riddleBridge: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.7, 'left', 8);
  return [
    sky(art, ['#8ac0e8', '#e8f0e0']),
    hill(art, ridge(art, 300, 40, 5), '#8ab86a', '#6a9a50'),
    rect(0, 400, art.w, 300, '#5a9ab8'),
    line('M100 480h140M420 560h120M760 500h160', '#c8e8f8', 4, { opacity: 0.6 }),
    stoneBridge(560, 330, 700, 70),
    troll(600, 318, 0.7, 'grumpy', 'sit'),
    g(keepClear(-120, -240, 240, 240), { transform: place(600, 318, 0.7) }),
    // The near bank: mud, reeds and the little hole.
    shape('M0 560Q300 520 560 600Q640 640 700 700L0 700Z', '#7a9a4a'),
    shape('M0 600Q260 570 500 640L560 700L0 700Z', '#8a6a44'),
    holeInBank(470, 652, 1),
    // On the near bank with the child, both pointing at the little hole.
    beside(art, context, 'point', p.x, 690, p.s, 'left', { gap: p.gap, within: p.within }),
    child(
      art,
      dressed(art, hero),
      {
        arms: [20, 70],
        hands: reachingTo(96, -52),
        mood: 'grin',
        gaze: 0.9,
        turn: 0.5,
      },
      p.x,
      690,
      p.s,
    ),
  ];
};

/** 6: hopscotch on the bridge; the child hops, the troll laughs so hard the bridge shakes, the hero keeps score. */
const hopscotchScene: Scene = (art, hero, context) => [
  sky(art, ['#9ac8f0', '#f2e8d0']),
  hill(art, ridge(art, 330, 50, 5), '#8ab86a', '#6a9a50'),
  // The parapet behind and the deck under them, close up.
  rect(0, 360, art.w, 60, '#a49c8c'),
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(i * 150, 366, 140, 48, '#b8b0a0', { rx: 6 })),
  rect(0, 420, art.w, 280, '#9a9284'),
  rect(0, 420, art.w, 280, art.pattern(120, 60, rect(3, 3, 114, 54, '#a8a090', { rx: 8 }))),
  hopscotch(420, 650, 1.4),
  // The bridge shakes.
  line('M40 430q10 -12 20 0t20 0M900 430q10 -12 20 0t20 0', '#5a5448', 4, { fill: 'none' }),
  troll(790, 640, 0.95, 'laugh', 'sit'),
  beside(art, context, 'point', 420, 650, 1.6, 'left', { keepSide: true }),
  child(art, dressed(art, hero), { run: true, arms: [120, 120], mood: 'laugh', gaze: 1, turn: 0.3 }, 420, 560, 1.6),
  ellipse(420, 640, 60, 12, '#5a5448', { opacity: 0.3 }),
];

/** 7: goodbye on the hillside; the child hugs the troll round his mossy middle, the big golden crumb in hand. */
const trollHug: Scene = (art, hero) => [
  sky(art, ['#a8c8f0', '#f8d8c0']),
  hill(art, ridge(art, 380, 60, 4), '#8ab86a', '#6a9a50'),
  // The path away over the hill towards the lake.
  shape('M160 700Q220 560 400 470L430 470Q280 580 320 700Z', '#e0c898'),
  grassField(art, 480, 700, 40, '#4f8a3a'),
  troll(720, 730, 1.2, 'glad', 'hug', true),
  child(
    art,
    dressed(art, hero),
    {
      arms: [130, 80],
      hands: [
        [-66, -176],
        [84, -104],
      ],
      mood: 'beam',
      gaze: -0.5,
      turn: 0.5,
      hold: ([l]) => crumb(art, l[0] - 2, l[1] - 16, 9),
    },
    560,
    730,
    2.05,
  ),
];

/** 8: the Mirror Lake with its two skies; the magpie sniffles on a willow branch, the child strokes her feathers. */
const lake: Scene = (art, hero, context) => {
  // Composed for a double page: the child and the hero together in one half, the other left to calm scenery.
  const p = pair(context, 30, 470, 1.75, 'left', 8);
  return [
    mirrorLake(art, 360),
    willow(art, 910, 660, 460),
    // The near bank they stand on.
    shape('M0 600Q400 560 1000 610L1000 700L0 700Z', '#6a9a4a'),
    beside(art, context, 'stand', p.x, 700, p.s, 'left', { gap: p.gap, within: p.within }),
    magpie(720, 332, 1.3, true, true),
    child(
      art,
      dressed(art, hero),
      {
        arms: [20, 150],
        hands: [
          [-30, -60],
          [70, -204],
        ],
        mood: 'smile',
        lookUp: true,
        gaze: 0.6,
        turn: 0.5,
      },
      p.x,
      700,
      p.s,
    ),
  ];
};

/** 9: the grey Mountain of Echoes; the child shouts with hands round the mouth, the magpie hides at the collar. */
const echoes: Scene = (art, hero, context) => {
  const x = 520;
  const y = 700;
  const s = 1.8;
  return [
    sky(art, ['#6a7088', '#a8aab8']),
    echoPeaks(art),
    ...(
      [
        [200, 260],
        [400, 140],
        [640, 200],
        [860, 240],
        [300, 460],
        [780, 450],
      ] as const
    ).map(([ex, ey], i) => echoRings(ex, ey, 26, '#e8e8f0', i % 2 ? 1 : -1)),
    beside(art, context, 'cheer', x, y, s, 'left'),
    child(
      art,
      dressed(art, hero),
      {
        arms: [40, 40],
        hands: bothHands(36, -108),
        mood: 'wonder',
        gaze: 0,
        lookUp: true,
      },
      x,
      y,
      s,
    ),
    echoRings(x + 40 * s, y - 120 * s, 30, '#ffffff', 1),
    // The magpie peeps out from under the collar.
    magpie(x + 34 * s, y - 88 * s, 0.8, false),
  ];
};

/** 10: silence; the child's finger to the lips, the other hand reaching into the rock where the Seed glows. */
const quiet: Scene = (art, hero, context) => {
  const kid = dressed(art, hero);
  // The arms are drawn under the head, so the hushing finger is laid over the lips: the hand placed just under
  // the mouth of a child of this age (child.ts: the head sits 59 torso and 30 head units above the hips).
  const { torso, head } = buildFor(kid.age);
  const hushY = -108 + (26 - 14 * head) / torso;
  return [
    sky(art, ['#4a4e68', '#7a7c90']),
    shape('M-20 700L-20 120Q200 60 420 160L520 700Z', '#6e7080'),
    shape(
      'M-20 700L-20 120Q200 60 420 160L520 700Z',
      art.pattern(140, 90, shape('M10 40L60 20L120 50', 'none', { stroke: '#5e6070', 'stroke-width': 4 })),
    ),
    // The crack in the rock and the Seed's light pouring out of it.
    shape('M330 250L350 330L320 420L350 500L330 560L370 490L350 420L380 330Z', '#2a2a38'),
    glow(art, 352, 420, 160, GOLD, 0.6),
    seed(art, 360, 410, 14),
    sparkle(420, 360, 10, '#fff6c8'),
    sparkle(300, 470, 7, '#fff6c8'),
    rect(0, 610, art.w, 90, '#5a5c6a'),
    beside(art, context, 'stand', 560, 720, 2.1, 'right'),
    child(
      art,
      kid,
      {
        arms: [110, 30],
        hands: [
          [-100, -120],
          [4, hushY],
        ],
        mood: 'smile',
        gaze: -1,
        turn: -0.5,
        hold: ([, r]) => rect(r[0] - 11, r[1] - 34, 8, 32, kid.skin, { rx: 4 }) + circle(r[0] - 2, r[1], 10, kid.skin),
      },
      560,
      720,
      2.2,
    ),
  ];
};

/** 11: night; the child on the ladder sets the Seed in the blazing Great Lantern, the whole square lit. */
const lit: Scene = (art, hero, context) => [
  sky(art, ['#141a48', '#2a2f70', '#5a3a80']),
  starField(art, 40, 0, 300),
  village(art, 470, 1.0, true, ['#e8c9a0', '#c8a8d8', '#f2d8b0', '#d8c0a0', '#e8b8b0']),
  lanternString(art, -20, 150, 420, 190, 7, true),
  lanternString(art, 600, 180, 1020, 140, 7, true),
  cobbles(art, 520, '#6a5a7a'),
  greatLantern(art, 560, 620, 1.0, true),
  magpie(560, 44, 0.9),
  sparkle(600, 30, 12, '#fff6c8'),
  sparkle(520, 60, 8, '#fff6c8'),
  ladder(440, 700, 470, 60),
  ownLantern(art, 452, 380, 0.9, true),
  troll(180, 690, 0.6, 'laugh', 'dance'),
  grownup(300, 690, 0.7, { kind: 'baker', mood: 'laugh', arms: [150, 150] }),
  beside(art, context, 'cheer', 640, 695, 1.5, 'right', { keepSide: true }),
  child(
    art,
    dressed(art, hero),
    {
      climb: true,
      arms: [60, 150],
      hands: [
        [-40, -80],
        [50, -166],
      ],
      mood: 'beam',
      lookUp: true,
      gaze: 0.6,
      turn: 0.4,
      hold: ([, r]) => seed(art, r[0] + 6, r[1] - 10, 9),
    },
    478,
    420,
    1.4,
  ),
];

/** 12: late that night; the child tucked up in bed with a great big yawn, the hero says goodnight, the lantern on the sill. */
const goodnight: Scene = (art, hero, context) => {
  const view = [
    sky(art, ['#141a48', '#2a3470']),
    starField(art, 20, 0, 300),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => glow(art, 560 + i * 50, 300 - (i % 3) * 20, 16, GOLD, 0.8)),
  ].join('');
  // Composed for a double page: the bed and the hero in the left half, the window's night calm on the right. A
  // long hero (a fire truck) makes the bed and the child smaller rather than standing in the fold.
  const p = pair(context, 40, 480, 2.0, 'right', 10);
  const k = p.s / 2.0;
  return [
    bedroom(art, '#5a5a9a', '#8a6a4a', 560, 0.3),
    nightWindow(art, 520, 60, 340, 280, view, '#c2566a'),
    rect(500, 350, 380, 24, '#f4e6cf'),
    ownLantern(art, 770, 244, 0.9, true),
    g(
      [
        bed(
          art,
          60,
          660,
          560,
          '#e8a860',
          child(
            art,
            dressed(art, hero, 'pyjamas'),
            {
              sit: true,
              arms: [150, 150],
              mood: 'sleepy',
              gaze: 0.3,
            },
            260,
            600,
            2.0,
          ),
        ),
        // The quilt pulled up over the legs.
        shape('M110 560Q360 520 640 556L640 640L110 640Z', '#e8a860'),
        shape('M110 560Q360 520 640 556L640 640L110 640Z', art.pattern(60, 60, star5(18, 18, 8, '#f6c890'))),
      ].join(''),
      { transform: `translate(40 660) scale(${k}) translate(-60 -660)` },
    ),
    beside(art, context, 'wave', 40 + 200 * k, 680, 1.8 * k, 'right', { gap: 10, within: p.within }),
  ];
};

export const questPictures: PlotPictures = {
  cover,
  spreads: [
    festivalDay,
    darkLantern,
    crumbTrail,
    meadow,
    riddleBridge,
    hopscotchScene,
    trollHug,
    lake,
    echoes,
    quiet,
    lit,
    goodnight,
  ],
};
