import { type Pose, bothHands, child } from '../child';
import { type Art, type Pt, circle, ellipse, g, line, rect, shade, shape } from '../core';
import { glow } from '../finish';
import {
  band,
  cloud,
  fireflies,
  grassField,
  hill,
  hills,
  moon,
  ridge,
  ridgeY,
  roundTree,
  sky,
  sparkle,
  star5,
  starField,
} from '../landscape';
import { bed, bedroom, nightWindow, teddy } from '../props/bedtime';
import { bookshelf, candle, flyingBook, owl, wand, wizardTower } from '../props/fantasy';
import { bookFace, merlo, portrait, sirClank, sparklePath, spiralStairs, starBurst } from '../props/c3-wizard';
import type { Scene } from './theme';

// One picture per spread of "The Wizard's Lost Wand", in the story's order.
const OWL = '#a0785a';
const BOOK_COLORS = ['#e2453c', '#5fb0e5', '#9bbb59', '#f2c14e', '#d86f9a', '#8064a2'] as const;
const BLUE_BOOK = '#2f6fd0';

/** The child with a candle in the right hand. */
const withCandle = (art: Art, pose: Pose): Pose => ({
  arms: [20, 110],
  ...pose,
  hold: ([, r]) => candle(art, r[0], r[1] + 8, 0.7),
});

/** Merlo's study: stone wall, shelves, a rug and a warm lamp glow. */
function study(art: Art, wall: string): string {
  return [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.linear([
        [0, shade(wall, 0.2)],
        [1, wall],
      ]),
    ),
    rect(0, 0, art.w, 600, art.pattern(90, 46, line('M0 1H90M0 24H90M45 1V24M1 24V47', shade(wall, 0.18), 2))),
    band(art, ['#6a4a3a', '#4a3028'], 590, 110),
  ].join('');
}

/** A moonlit hill with the crooked tower; returns the ground line too so figures stand on it. */
function towerHill(art: Art, towerX: number, baseY: number, s: number): { svg: string; pts: Pt[] } {
  const pts = ridge(art, baseY, 30, 4);
  const ty = ridgeY(pts, towerX) + 10;
  return {
    svg: [
      g(wizardTower(art, 0, 0, s, '#8a84b0', '#5a3a8a'), { transform: `translate(${towerX} ${ty}) rotate(-4)` }),
      hill(art, pts, '#3a4a7a', '#2a3460'),
    ].join(''),
    pts,
  };
}

export const wizardWandSpreads: readonly Scene[] = [
  // 1. Bedtime: a sleepy owl taps at the window with a star-sealed letter; the hat and robe unfold onto the child.
  (art, hero) => [
    bedroom(art, '#5a4a8a', '#8a6a5a', 560),
    nightWindow(
      art,
      560,
      110,
      220,
      260,
      sky(art, ['#141238', '#2e2a70']) + starField(art, 30, 100, 380) + moon(art, 740, 170, 26),
      '#4a6ab0',
    ),
    owl(670, 370, 0.9, OWL, true),
    rect(650, 320, 44, 30, '#fff6e0', { rx: 3, transform: 'rotate(-8 672 335)' }),
    star5(672, 335, 8, '#cfd8e8'),
    bed(art, 60, 640, 300, '#6a8ad0'),
    teddy(120, 545, 0.55),
    child(art, hero, { arms: [150, 120], mood: 'wonder', gaze: 1 }, 470, 650, 1.45),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      sparkle(380 + (i % 3) * 90, 330 + Math.floor(i / 3) * 150 + (i % 2) * 30, 7 + (i % 3) * 3, '#fff1a8'),
    ),
  ],
  // 2. The crooked tower at the top of the hill: Merlo wails in the doorway, beard tucked into his socks.
  (art, hero) => {
    const t = towerHill(art, 640, 430, 1);
    return [
      sky(art, ['#120f3a', '#2c2470', '#4e3f92']),
      starField(art, 90, 0, 420),
      moon(art, 140, 110, 48),
      t.svg,
      merlo(art, 800, ridgeY(t.pts, 800) + 40, 0.8, { arms: 'up' }),
      hills(art, 600, 20, 3, '#26305a', '#1e2850'),
      // The child walks up in the middle of the picture, so the book never spreads it over two pages with the
      // words over Merlo and his tower.
      child(art, hero, withCandle(art, { walk: true, mood: 'smile', gaze: 1 }), 480, 660, 1.2),
      owl(300, 430, 0.55, OWL, false),
      grassField(art, 620, 700, 20, '#1a2448', 20),
    ];
  },
  // 3. Merlo's study: books flap off the shelves like pigeons, the owl dozes on a bookcase, Merlo scratches his head.
  (art, hero) => [
    study(art, '#6a5a8a'),
    bookshelf(art, 20, 120, 280, 480),
    bookshelf(art, 700, 120, 280, 480),
    owl(840, 122, 0.7, OWL, true),
    ...[0, 1, 2, 3, 4].map((i) => flyingBook(340 + i * 80, 150 + (i % 2) * 70, 0.8, -20 + i * 10, BOOK_COLORS[i]!)),
    ellipse(500, 650, 280, 40, '#a03a4a', { opacity: 0.8 }),
    rect(560, 520, 110, 14, '#7a4a2e', { rx: 4 }),
    rect(600, 534, 14, 110, '#5a3a22'),
    rect(596, 488, 26, 32, '#f2f0ea', { rx: 5 }),
    line('M602 482q4 -10 0 -18M614 482q4 -10 0 -18', '#ffffff', 2, { opacity: 0.6 }),
    child(art, hero, { arms: [20, 40], mood: 'smile', gaze: 1 }, 300, 660, 1.4),
    // Merlo stands close to the child: on a double page the words cover the far half.
    merlo(art, 520, 660, 1.2, { arms: 'scratch', flip: true }),
  ],
  // 4. The finding spell goes wrong: Merlo's hat turns into a cabbage. The teapot, the rug, the child giggling.
  (art, hero) => [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.radial(
        [
          [0, '#a07ac8'],
          [1, '#4a3470'],
        ],
        0.5,
        0.4,
        0.8,
      ),
    ),
    band(art, ['#7a5a4a', '#5a3e30'], 560, 140),
    shape('M80 640Q250 600 420 640L400 690L100 690Z', '#b0485a'),
    shape('M420 640Q450 600 500 610L470 650Z', '#d06a7a'),
    g(
      [
        ellipse(0, -30, 46, 36, '#f2e6d8'),
        line('M40 -40Q70 -50 76 -70', '#f2e6d8', 9),
        shape('M-46 -40Q-70 -34 -62 -14', 'none', { stroke: '#f2e6d8', 'stroke-width': 8 }),
        ellipse(0, -64, 16, 6, '#d8c8b4'),
        circle(0, -72, 6, '#d8c8b4'),
      ],
      { transform: 'translate(170 600)' },
    ),
    ...[0, 1, 2].map((i) => cloud(660 + i * 50, 160 + i * 30, 110 - i * 20, '#f2eefa', '#d8d0ea', 0.9)),
    merlo(art, 720, 660, 1.35, { arms: 'spoon', cabbage: true }),
    child(art, hero, { arms: [30, 30], mood: 'grin', gaze: 1 }, 400, 670, 1.45),
    ...[0, 1, 2, 3].map((i) => star5(600 + i * 60, 250 + (i % 2) * 50, 8, '#ffd84d')),
  ],
  // 5. A gap on the top shelf where the Big Blue Book should be, and golden sparkles on the windowsill.
  (art, hero) => [
    study(art, '#5a4a7a'),
    nightWindow(
      art,
      560,
      140,
      240,
      300,
      sky(art, ['#141238', '#3a2e80']) + starField(art, 30, 140, 440) + moon(art, 620, 200, 24),
      '#7a3050',
    ),
    sparklePath([
      [590, 460],
      [650, 440],
      [720, 420],
      [770, 360],
      [760, 280],
      [800, 200],
    ]),
    bookshelf(art, 40, 240, 380, 360),
    rect(40, 228, 380, 16, '#7a4a2e'),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) =>
      i === 5 ? '' : rect(50 + i * 36, 164 - (i % 3) * 6, 28, 64 + (i % 3) * 6, BOOK_COLORS[i % 6]!, { rx: 3 }),
    ),
    owl(380, 228, 0.6, OWL),
    child(art, hero, { arms: [20, 150], mood: 'wonder', gaze: 1, lookUp: true }, 380, 660, 1.45),
  ],
  // 6. Candle in hand, following the zigzag trail through the moonlit garden, round the pond, over the cabbages.
  (art, hero) => [
    sky(art, ['#0f1a40', '#22347a', '#3a4e92']),
    starField(art, 60, 0, 250),
    moon(art, 820, 90, 44),
    hills(art, 300, 30, 3, '#2a3a6a', '#24305e'),
    band(art, ['#2e4a5a', '#3a5a4a'], 300, 400),
    ellipse(640, 420, 190, 56, '#3a6aa0'),
    ellipse(610, 410, 120, 26, '#8ab8e8', { opacity: 0.35 }),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      circle(140 + (i % 4) * 60, 420 + Math.floor(i / 4) * 50, 20, i % 2 ? '#7ab860' : '#8fcf6a'),
    ),
    sparklePath([
      [900, 340],
      [760, 360],
      [820, 480],
      [560, 500],
      [460, 380],
      [330, 460],
      [240, 520],
      [380, 600],
    ]),
    roundTree(art, 60, 380, 220, '#2a4a5a'),
    child(art, hero, withCandle(art, { walk: true, mood: 'wonder', gaze: 1 }), 520, 680, 1.3),
    owl(720, 590, 0.55, OWL, false),
    fireflies(art, 10, 0, 300, 1000, 650, '#c8f0ff'),
  ],
  // 7. Behind the tower: Sir Clank, an old suit of armour, sulks with his arms folded. The child asks for help.
  (art, hero) => [
    sky(art, ['#1a1646', '#3a2a7a']),
    starField(art, 40, 0, 300),
    rect(
      0,
      0,
      460,
      620,
      art.linear(
        [
          [0, '#8a84b0'],
          [1, '#5a5488'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    rect(0, 0, 460, 620, art.pattern(80, 40, line('M0 1H80M0 21H80M40 1V21M1 21V41', '#4a4478', 2))),
    shape('M-10 610Q500 580 1010 620L1010 710L-10 710Z', '#2a3a5a'),
    // Sir Clank stands on the child's half: on a double page the words cover the other half.
    sirClank(art, 450, 650, 1.35),
    child(art, hero, { hands: bothHands(8, -96), mood: 'smile', gaze: 1 }, 220, 660, 1.4),
    candle(art, 80, 660, 0.9),
    grassField(art, 620, 700, 20, '#1e2a48', 18),
  ],
  // 8. The festival flag! Sir Clank's visor pops open; he tells the secret: the wand flew up into the tower.
  (art, hero) => [
    sky(art, ['#22205a', '#4a3a8a', '#7a5aa8']),
    starField(art, 40, 0, 260),
    g(wizardTower(art, 0, 0, 0.8, '#8a84b0', '#5a3a8a'), { transform: 'translate(160 520) rotate(-4)' }),
    glow(art, 155, 340, 60, '#ffd36b', 0.7),
    hills(art, 520, 20, 3, '#3a4a7a', '#2e3a68'),
    sirClank(art, 620, 660, 1.25, { visorOpen: true, arms: 'flag' }),
    child(art, hero, withCandle(art, { mood: 'grin', gaze: 1 }), 400, 670, 1.3),
    ...[0, 1, 2].map((i) => sparkle(560 + i * 40, 230 - i * 20, 8, '#fff1a8')),
  ],
  // 9. Up the winding stairs with the candle, the owl puffing behind; wing shadows at the glowing top window.
  (art, hero) => [
    sky(art, ['#2a2048', '#4a3a6a']),
    rect(0, 0, art.w, art.h, art.pattern(100, 50, line('M0 1H100M0 26H100M50 1V26M1 26V51', '#3a2e58', 2))),
    glow(art, 860, 80, 160, '#ffd36b', 0.7),
    rect(800, 30, 120, 100, '#ffd36b', { rx: 50 }),
    shape('M820 70Q850 40 870 80Q880 50 900 70L880 100Q860 86 840 100Z', '#5a3a2a', { opacity: 0.6 }),
    rect(
      360,
      0,
      200,
      art.h,
      art.linear(
        [
          [0, '#3a2e58'],
          [0.4, '#6a5a8a'],
          [1, '#2a2048'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    rect(120, 160, 34, 110, '#141238', { rx: 17 }),
    starField(art, 4, 175, 255),
    spiralStairs(art, 120, 680, 780, 200, 14),
    child(art, hero, withCandle(art, { walk: true, mood: 'smile', gaze: 1, lookUp: true }), 470, 450, 1.1),
    owl(300, 560, 0.5, OWL, true),
  ],
  // 10. Halfway up: Mirabel's talking portrait asks her riddle. "A book!"
  (art, hero) => [
    sky(art, ['#3a2a50', '#5a4070']),
    rect(0, 0, art.w, art.h, art.pattern(100, 50, line('M0 1H100M0 26H100M50 1V26M1 26V51', '#4a3a60', 2))),
    ...[0, 1, 2, 3].map((i) =>
      shape(
        `M${-20 + i * 260} ${700 - i * 60}L${260 + i * 260} ${700 - i * 60}L${260 + i * 260} 710L${-20 + i * 260} 710Z`,
        i % 2 ? '#6a5a84' : '#5e4f78',
      ),
    ),
    portrait(art, 640, 300, 240),
    candle(art, 860, 600, 0.9),
    child(art, hero, withCandle(art, { arms: [150, 110], mood: 'grin', gaze: 1 }), 330, 680, 1.5),
    flyingBook(170, 200, 0.9, -12, BLUE_BOOK),
  ],
  // 11. The top room: books whirl like paper birds round the Big Blue Book, and the wand glows between its pages.
  (art, hero) => [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.radial(
        [
          [0, '#7a5ac8'],
          [1, '#241a48'],
        ],
        0.55,
        0.45,
        0.7,
      ),
    ),
    band(art, ['#4a3a5a', '#2e2440'], 600, 100),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => {
      const a = (i / 10) * Math.PI * 2;
      return flyingBook(520 + Math.cos(a) * 300, 380 + Math.sin(a) * 170, 0.75, Math.cos(a) * 30, BOOK_COLORS[i % 6]!);
    }),
    // The Big Blue Book floats level with the child's reach: a double page keeps only the band round the child's
    // head and covers the far half's corner with the words.
    glow(art, 500, 380, 200, '#fff1a8', 0.6),
    wand(art, 500, 330, 0.8, 20, true),
    bookFace(500, 400, 2, -4, BLUE_BOOK, 'happy'),
    child(art, hero, { arms: [20, 130], mood: 'wonder', gaze: 1, lookUp: true }, 260, 680, 1.45),
  ],
  // 12. The books flutter down, rather sorry: "We only borrowed it." The child laughs, wand in hand.
  (art, hero) => [
    study(art, '#7a6494'),
    bookshelf(art, 640, 100, 340, 500),
    ...[0, 1, 2, 3, 4].map((i) =>
      bookFace(140 + i * 100, 620 - (i % 2) * 16, 0.8, i % 2 ? 6 : -6, BOOK_COLORS[i]!, 'sorry'),
    ),
    bookFace(560, 470, 1.5, 4, BLUE_BOOK, 'sorry'),
    child(
      art,
      hero,
      { arms: [20, 150], mood: 'grin', gaze: 1, hold: ([, r]) => wand(art, r[0] + 4, r[1] - 50, 0.6, 10, true) },
      360,
      660,
      1.45,
    ),
    owl(780, 102, 0.6, OWL, false, true),
  ],
  // 13. The Great Spell Festival: golden stars burst, Sir Clank marches with the flag, the books fly a heart.
  (art, hero) => [
    sky(art, ['#0c0a30', '#241c64', '#3e2e88']),
    starField(art, 60, 0, 500),
    starBurst(art, 230, 150, 90),
    starBurst(art, 520, 80, 50, '#ffe6a0'),
    starBurst(art, 820, 170, 100),
    // The books' thank-you: eighteen of them, close enough to read as one shining heart above the child's hat.
    glow(art, 530, 220, 170, '#ffd36b', 0.35),
    ...Array.from({ length: 18 }, (_, i) => {
      const t = (i / 18) * Math.PI * 2;
      const hx = 530 + 16 * Math.sin(t) ** 3 * 8;
      const hy = 214 - (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) * 6.4;
      return flyingBook(hx, hy, 0.5, 0, BOOK_COLORS[i % 6]!);
    }),
    hills(art, 530, 30, 4, '#2a2a5e', '#22224e'),
    merlo(art, 200, 660, 1.15, { arms: 'wand', mood: 'happy' }),
    sirClank(art, 780, 660, 0.95, { visorOpen: true, arms: 'flag', flip: true }),
    child(art, hero, { arms: [150, 160], mood: 'grin' }, 480, 670, 1.3),
    grassField(art, 620, 700, 30, '#1a1c44', 20),
  ],
  // 14. Apprentice Wizard: walking home under the stars with the sleepy owl, the crooked tower glowing behind.
  (art, hero) => {
    const pts = ridge(art, 430, 20, 4);
    return [
      sky(art, ['#0e1238', '#1e2a66', '#34488a']),
      starField(art, 140, 0, 420),
      moon(art, 860, 100, 34),
      g(wizardTower(art, 0, 0, 0.45, '#8a84b0', '#5a3a8a'), {
        transform: `translate(180 ${ridgeY(pts, 180) + 6}) rotate(-4)`,
      }),
      glow(art, 180, ridgeY(pts, 180) - 80, 80, '#ffd36b', 0.6),
      hill(art, pts, '#2e3a6a', '#26305a'),
      line('M120 470Q360 520 480 600Q560 660 700 700', '#5a6a9a', 26, { opacity: 0.6 }),
      rect(760, 440, 220, 200, '#8a6a5a'),
      shape('M740 450L870 350L1000 450Z', '#5a3a4a'),
      rect(820, 520, 60, 120, '#4a2e28', { rx: 6 }),
      glow(art, 930, 500, 50, '#ffd36b', 0.6),
      rect(910, 480, 40, 40, '#ffd36b'),
      circle(868, 580, 4, '#f2c14e'),
      child(art, hero, { walk: true, arms: [20, 40], mood: 'sleep', gaze: 1 }, 620, 660, 1.3),
      owl(500, 360, 0.6, OWL, true),
      grassField(art, 630, 700, 20, '#1e2850', 18),
    ];
  },
];
