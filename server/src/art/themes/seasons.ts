import { child } from '../child';
import { Rng, circle, ellipse, g, line, rect, shade, shape, tint } from '../core';
import { bareTree, flower, hill, hills, leaf, pineTree, roundTree, sky, snowHill, snowfall, sun } from '../landscape';
import { butterfly, carryingCan, leafPile, snowman, songbird, tulip } from '../props/nature';
import { seasonSpreads } from './seasons-spreads';
import type { Theme } from './theme';

// The secret of the seasons — one tree through the year: pink spring, green summer, amber autumn, blue winter.
export const SEASONS = [
  { sky: '#ffdbe8', leaf: '#f7a8c4', ground: '#a8dc8c' },
  { sky: '#bfe6ff', leaf: '#5fae4a', ground: '#7fc460' },
  { sky: '#ffd9a8', leaf: '#f0913a', ground: '#d8b060' },
  { sky: '#b4c6ea', leaf: '#ffffff', ground: '#f4f8ff' },
] as const;
export const seasons: Theme = {
  hero: {
    skin: '#d7a27a',
    hair: '#3d2414',
    hairStyle: 'ponytail',
    top: '#e8864a',
    print: { kind: 'stripes', color: '#f3c46b' },
    bottom: '#3d5a8a',
    shoes: '#a8462f',
    headwear: 'none',
  },
  cover: (art, hero) => {
    // Four panels, one per season, cut through one tree: the same crown blossoms, fruits, turns and goes bare.
    const edges = [0, 150, 300, 450, 600];
    // A cloud-shaped crown of overlapping balls; each panel paints it in its season, with a darker underside.
    const balls: readonly (readonly [number, number, number])[] = [
      [-175, 50, 95],
      [-95, -55, 120],
      [15, -100, 130],
      [125, -50, 120],
      [180, 50, 95],
      [-100, 80, 110],
      [90, 90, 110],
      [0, 20, 150],
    ];
    const crown = (fill: string, dy: number): string =>
      balls.map(([bx, by, br]) => circle(300 + bx, 290 + by + dy, br, fill)).join('');
    const panel = (i: number): string => {
      const s = SEASONS[i]!;
      const x0 = edges[i]!;
      const x1 = edges[i + 1]!;
      const clip = art.clip(rect(x0, 0, x1 - x0 + 0.5, art.h, '#000'));
      const details: string[] = [];
      const scatter = (n: number, draw: (x: number, y: number) => string, y0: number, y1: number): void => {
        for (let k = 0; k < n; k++) details.push(draw(art.rng.range(x0 + 8, x1 - 8), art.rng.range(y0, y1)));
      };
      if (i === 0) scatter(14, (x, y) => flower(x, y, 7, '#ffffff', '#ffd25e', 5), 120, 460);
      if (i === 1)
        scatter(
          9,
          (x, y) => circle(x, y, 9, '#e2453c') + circle(x - 3, y - 3, 3, '#ffffff', { opacity: 0.5 }),
          160,
          440,
        );
      if (i === 2)
        scatter(
          12,
          (x, y) => leaf(x, y, 20, 14, art.rng.range(0, 360), art.rng.pick(['#e2553c', '#f6c945'])),
          120,
          700,
        );
      if (i === 3) scatter(8, (x, y) => ellipse(x, y, 18, 6, '#ffffff'), 140, 460);
      if (i === 3) scatter(30, (x, y) => circle(x, y, art.rng.range(2, 4.5), '#ffffff'), 0, 720);
      return g(
        [
          sky(art, [tint(s.sky, 0.35), s.sky]),
          hill(
            art,
            [
              [-80, 690],
              [300, 676],
              [680, 690],
            ],
            s.ground,
            shade(s.ground, 0.1),
          ),
          shape('M272 700Q290 560 286 380L314 380Q310 560 328 700Z', '#7a5134'),
          line('M296 470Q260 420 220 400M304 450Q340 410 380 396', '#7a5134', 16),
          crown(shade(i === 3 ? '#dfe8fa' : s.leaf, 0.14), 14),
          crown(i === 3 ? '#f4f8ff' : s.leaf, 0),
          ...balls
            .slice(1, 4)
            .map(([bx, by, br]) =>
              circle(300 + bx - br * 0.25, 290 + by - br * 0.3, br * 0.4, '#ffffff', { opacity: 0.14 }),
            ),
          ...details,
        ],
        { 'clip-path': clip },
      );
    };
    return [
      ...[0, 1, 2, 3].map(panel),
      ...[1, 2, 3].map((i) => rect(edges[i]! - 1.5, 0, 3, art.h, '#ffffff', { opacity: 0.7 })),
      sun(art, 250, 70, 26),
      child(art, hero, { arms: [20, 150], mood: 'grin' }, 420, 760, 1.5),
    ];
  },
  pages: [
    (art, hero) => [
      sky(art, ['#ffe4ee', '#e8f6ff']),
      sun(art, 860, 110, 45),
      hills(art, 460, 30, 4, '#bfe6a8', '#a8dc8c'),
      roundTree(art, 330, 560, 480, '#f7a8c4', '#7a5134', '#ffffff'),
      songbird(430, 250, 1, '#6fb7ff', true),
      hills(art, 560, 20, 4, '#a8dc8c', '#8cc774'),
      ...[0, 1, 2, 3, 4].map((i) => tulip(620 + i * 70, 660 - (i % 2) * 10, 110, i % 2 ? '#ff8fb0' : '#ffd84d')),
      child(art, hero, { ...carryingCan('#6fb7ff', 0.7), mood: 'smile', gaze: 1 }, 520, 650, 1.4),
      ...[0, 1, 2, 3, 4, 5].map((i) => circle(200 + i * 110, 160 + (i % 3) * 70, 6, '#ffc0d8')),
      butterfly(720, 330, 0.8, '#ffb347'),
    ],
    (art, hero) => {
      const falling: string[] = [];
      for (let i = 0; i < 24; i++)
        falling.push(
          leaf(
            art.rng.range(80, 900),
            art.rng.range(60, 560),
            22,
            15,
            art.rng.range(0, 360),
            art.rng.pick(['#f0913a', '#e2553c', '#f6c945']),
          ),
        );
      return [
        sky(art, ['#ffcf9a', '#ffeed0']),
        sun(art, 150, 120, 45, '#fff3c0', '#ffb36b'),
        hills(art, 460, 30, 4, '#e6c07a', '#d8b060'),
        roundTree(art, 700, 560, 500, '#f0913a', '#7a5134', '#e2553c'),
        hills(art, 560, 20, 4, '#d8a85a', '#c0904a'),
        leafPile(art, 380, 660, 360, ['#f0913a', '#e2553c', '#f6c945', '#c0503c']),
        child(art, hero, { arms: [150, 150], mood: 'grin' }, 380, 560, 1.35),
        ...falling,
      ];
    },
    (art, hero) => [
      sky(art, ['#b8c8ec', '#e8f0fc']),
      hills(art, 450, 30, 4, '#f4f8ff', '#dfe8f8'),
      bareTree(new Rng(42), 700, 570, 170, 0, 34, '#6b4a3a'),
      bareTree(new Rng(42), 700, 566, 170, 0, 12, '#ffffff'),
      snowHill(art, 560, 20, 4),
      snowman(880, 660, 0.9, '#e2453c'),
      child(art, hero, { arms: [40, 120], mood: 'grin', gaze: 1 }, 420, 660, 1.45),
      pineTree(120, 680, 260, '#3d6f6a', '#ffffff'),
      snowfall(art, 70),
    ],
  ],
  spreads: seasonSpreads,
};
