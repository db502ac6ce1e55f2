import { child } from '../child';
import { shade } from '../colour';
import { g, line, place, rect, shape, smooth } from '../core';
import { glow } from '../finish';
import {
  birds,
  cloud,
  fireflies,
  flower,
  flowerMeadow,
  grassField,
  hills,
  leaf,
  leafFan,
  moon,
  mountain,
  pineTree,
  roundTree,
  sky,
  sparkle,
  starField,
  sun,
} from '../landscape';
import { cabin } from '../props/adventure';
import { forestRow, lampPost, mushroom } from '../props/bedtime';
import { castle } from '../props/fantasy';
import { butterfly, picketFence } from '../props/nature';
import type { Theme } from './theme';

/*
 * The custom story's theme: the hero a custom book dresses, and four generic places of an adventure — a gate at
 * sunrise, an enchanted forest, a castle at golden hour, home under the stars — all page-sized (1000×700), the cover
 * too. A custom book is drawn by its plot family's pictures (art/custom); these places only when it has none.
 */

/**
 * A garden gate standing open under a rose arch: two posts 220 apart, a wooden panel swung out towards the viewer
 * and the arch framing whoever stands in the gateway. A bare gap in a fence does not read as "gate" at page size;
 * the arch and the warm wood against the white fence do.
 */
export function gardenGate(x: number, y: number, s: number): string {
  const wood = '#c08a5a';
  const post = (px: number): string =>
    rect(px - 10, -150, 20, 150, '#a0703f') + shape(`M${px - 12} -150L${px} -164L${px + 12} -150Z`, '#8a5a34');
  // Foreshortened (narrowed and skewed) so the panel reads as swung open, hinged on the right post.
  const panel = g(
    [
      rect(0, -96, 90, 10, shade(wood, 0.15)),
      rect(0, -42, 90, 10, shade(wood, 0.15)),
      line('M4 -40L84 -92', shade(wood, 0.15), 8),
      ...[0, 1, 2, 3].map((i) =>
        shape(`M${4 + i * 22} 0L${4 + i * 22} -104L${12 + i * 22} -114L${20 + i * 22} -104L${20 + i * 22} 0Z`, wood),
      ),
    ],
    { transform: 'translate(114 0) skewY(18) scale(0.62 1)' },
  );
  const arch = 'M-110 -150Q0 -400 110 -150';
  const roses: string[] = [];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    // Points on the quadratic arch: (1-t)²·P0 + 2t(1-t)·P1 + t²·P2.
    const ax = -110 * (1 - t) ** 2 + 110 * t * t;
    const ay = -150 * (1 - t) ** 2 + 2 * t * (1 - t) * -400 - 150 * t * t;
    roses.push(
      leaf(ax - 12, ay + 6, 20, 11, i % 2 ? 200 : 150, '#4f9a55'),
      flower(ax, ay, 12, i % 3 ? '#f27a9a' : '#ffffff', '#ffd84d', 5),
    );
  }
  return g([post(-110), post(110), line(arch, '#8a5a34', 9), ...roses, panel], { transform: place(x, y, s) });
}

/** Three generic places of an adventure after the gate; a custom book without a plot family shows them in turn. */
const pages: Theme['pages'] = [
  // 1 — the enchanted forest path, lit by glowing mushrooms and fireflies.
  (art, hero) => [
    sky(art, ['#232c64', '#3f5a92', '#8aa6cc']),
    starField(art, 24, 0, 170),
    forestRow(art, 390, 250, '#52709a', 9),
    forestRow(art, 480, 230, '#3c5a82', 8),
    // A pale magic light where the path disappears between the trees: where the adventure leads.
    glow(art, 610, 500, 260, '#d8f8ff', 0.5),
    forestRow(art, 570, 190, '#2a4466', 7),
    shape('M380 700Q440 620 500 560Q540 520 600 500L640 504Q600 540 590 580Q570 640 620 700Z', '#6a86a0'),
    glow(art, 270, 610, 170, '#ffb08a', 0.45),
    glow(art, 790, 600, 170, '#d0b0ff', 0.45),
    mushroom(250, 640, 1.1, '#e2553c', true, art),
    mushroom(320, 660, 0.7, '#f28c5a', true, art),
    mushroom(760, 620, 0.9, '#9a7ae0', true, art),
    mushroom(830, 650, 0.6, '#5fd0c0', true, art),
    mushroom(690, 540, 0.5, '#f2c14e', true, art),
    ...[
      [230, 540, 9],
      [300, 590, 6],
      [770, 520, 8],
      [850, 580, 6],
      [700, 470, 6],
    ].map(([x, y, r]) => sparkle(x!, y!, r!, '#fff6c8')),
    fireflies(art, 34, 40, 200, 960, 640),
    child(art, hero, { arms: [20, 60], walk: true, mood: 'wonder', gaze: 1 }, 500, 660, 1.4),
    pineTree(40, 720, 420, '#1a2c44'),
    leafFan(1010, 720, 200, -15, -85, 5, ['#1e3450', '#26405e']),
  ],
  // 2 — the castle on the hilltop, seen from a meadow at golden hour.
  (art, hero) => [
    sky(art, ['#f6b07a', '#ffd39a', '#fff0c8']),
    sun(art, 280, 260, 70, '#fff2c0', '#ffb25e'),
    mountain(620, 380, 460, 210, '#c89aa8', '#fff4ec'),
    mountain(900, 390, 380, 160, '#b888a0', '#fff4ec'),
    hills(art, 420, 40, 4, '#d8b878', '#c8a468'),
    // The castle's own hill, lit from the low sun, and the road winding up to its gate.
    shape(
      `${smooth([
        [500, 500],
        [600, 380],
        [700, 322],
        [820, 318],
        [930, 370],
        [1040, 470],
      ])}L1040 520L500 520Z`,
      art.linear([
        [0, '#c9c070'],
        [1, '#94a250'],
      ]),
    ),
    castle(art, 760, 330, 0.5, '#f6e8d8', '#c0564a', '#f2c14e'),
    line(
      smooth([
        [640, 520],
        [720, 470],
        [690, 420],
        [750, 380],
        [760, 334],
      ]),
      '#f0dcae',
      10,
    ),
    hills(art, 500, 30, 4, '#a8b860', '#94a650'),
    grassField(art, 560, 700, 30, '#7a8a40', 24),
    child(art, hero, { arms: [20, 120], mood: 'grin', gaze: 1 }, 300, 640, 1.45),
    flowerMeadow(art, 600, 700, 20, ['#ffd84d', '#ffffff', '#f28c38']),
  ],
  // 3 — home again under a starry sky, a warm light in the window.
  (art, hero) => [
    sky(art, ['#141a44', '#27306a', '#4a4a88']),
    starField(art, 70, 0, 360),
    moon(art, 840, 120, 40),
    hills(art, 470, 30, 4, '#2e3a6a', '#26305a'),
    pineTree(820, 500, 230, '#1e2850'),
    pineTree(900, 510, 180, '#1a2248'),
    cabin(art, 620, 520, 1.45, '#c8845a', '#7a3a3a'),
    glow(art, 676, 455, 160, '#ffd36b', 0.25),
    picketFence(-10, 420, 560, 70, '#b8b4d8'),
    lampPost(art, 470, 600, 190),
    hills(art, 560, 20, 3, '#3a4a7a', '#2e3a68'),
    child(art, hero, { arms: [150, 20], mood: 'smile', lookUp: true, gaze: -0.5 }, 300, 660, 1.4),
    fireflies(art, 10, 60, 420, 500, 660),
    leafFan(-10, 720, 180, 15, 85, 5, ['#1e2850', '#242e5c']),
  ],
];

export const custom: Theme = {
  hero: {
    skin: '#e6b08a',
    hair: '#6b3a1e',
    hairStyle: 'short',
    top: '#4fa3e0',
    bottom: '#3d5a8a',
    shoes: '#e4563e',
    collar: '#ffffff',
    headwear: 'none',
    extra: 'backpack',
    extraColor: '#f2a03d',
  },
  otherHero: { hairStyle: 'ponytail', top: '#f28b6b', collar: '#fff4e0' },
  // 0 — ready for an adventure: the child at the open garden gate, the sun just up over the fields.
  cover: (art, hero) => [
    sky(art, ['#ffd6a8', '#ffe7c4', '#fff4dc']),
    sun(art, 700, 385, 64, '#fff3c0', '#ffb46e'),
    cloud(180, 150, 190, '#fff6ea', '#f6d8c8'),
    cloud(860, 110, 150, '#fff6ea', '#f6d8c8'),
    birds(art, 700, 150, 4, '#8a5a6a'),
    hills(art, 400, 30, 5, '#b8dca0', '#a2cf8c'),
    hills(art, 470, 26, 4, '#93c878', '#7db865'),
    roundTree(art, 120, 470, 260, '#5fa85a'),
    roundTree(art, 920, 450, 200, '#6cb464'),
    // The path runs from the gate out into the open country.
    shape('M290 700Q310 600 330 560Q420 480 620 440L650 446Q500 500 470 560Q450 630 480 700Z', '#f0d9a8'),
    picketFence(-10, 262, 575, 95),
    picketFence(500, 1010, 575, 95),
    gardenGate(380, 575, 1),
    flowerMeadow(art, 580, 700, 34, ['#ff8fb0', '#ffd84d', '#ffffff', '#f2a03d']),
    child(art, hero, { arms: [20, 150], mood: 'grin', gaze: 1 }, 380, 650, 1.45),
    butterfly(560, 400, 0.8, '#f28c38', 15),
    leafFan(-10, 720, 200, 15, 85, 5, ['#3f8a4a', '#4f9a55']),
  ],
  pages,
  spreads: pages,
};
