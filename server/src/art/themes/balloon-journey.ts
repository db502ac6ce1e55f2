import { child } from '../child';
import { type Pt, g, line, smooth } from '../core';
import { birds, cloud, flowerMeadow, grassField, hills, ridge, roundTree, sky, sun } from '../landscape';
import { balloon, balloonWithChild, barn, cabin, patchwork } from '../props/adventure';
import { picketFence } from '../props/nature';
import { balloonJourneySpreads } from './balloon-journey-spreads';
import type { Theme } from './theme';

// The great balloon journey — a bright day: sky blue, cream clouds, a red-and-yellow balloon, quilted fields.
export const BALLOON_COLORS = ['#e4563e', '#f6c945', '#e4563e', '#4fb3bf'] as const;
export const FIELD_COLORS = ['#9ccf6a', '#c9df7a', '#7fbf5f', '#e6d27a', '#a8d86f'] as const;
export const balloonJourney: Theme = {
  hero: {
    skin: '#f0c29b',
    hair: '#e8c16a',
    hairStyle: 'long',
    top: '#5a9be0',
    bottom: '#f7f0e0',
    shoes: '#7a4a8c',
    collar: '#ffffff',
    headwear: 'cap',
    hatColor: '#f6c945',
  },
  spreads: balloonJourneySpreads,
  cover: (art, hero) => [
    sky(art, ['#6cbcec', '#bfe6fa', '#fff2d8']),
    sun(art, 500, 120, 45),
    cloud(120, 200, 150),
    balloon(art, 470, 430, 34, ['#4fb3bf', '#ffffff']),
    patchwork(art, ridge(art, 600, 40, 5), FIELD_COLORS, 24),
    cloud(480, 650, 200, '#ffffff', '#e2ecf8', 0.95),
    balloonWithChild(art, hero, { arms: [30, 150], mood: 'grin' }, 290, 250, 150, BALLOON_COLORS),
    birds(art, 150, 420, 3, '#3b3552', 14),
    cloud(90, 720, 220, '#ffffff', '#e2ecf8'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#8fd0f4', '#e6f6ff']),
      sun(art, 140, 110, 45),
      cloud(420, 100, 140),
      hills(art, 440, 40, 5, '#a7d88a', '#8cc774'),
      barn(200, 470, 0.9),
      hills(art, 520, 20, 4, '#8cc774', '#6fb05e'),
      picketFence(0, 330, 580, 60),
      balloon(art, 660, 560 - 1.95 * 130, 130, BALLOON_COLORS),
      line('M620 560L560 640', '#8a6a4a', 3),
      child(art, hero, { arms: [10, 160], mood: 'grin', gaze: 1, lookUp: true }, 420, 640, 1.45),
      flowerMeadow(art, 600, 700, 40, ['#ffffff', '#ffd84d', '#ff8fb0']),
      grassField(art, 600, 700, 20, '#5e9e4a', 24),
    ],
    (art, hero) => {
      const river: Pt[] = [
        [-20, 520],
        [200, 560],
        [420, 500],
        [640, 600],
        [820, 560],
        [1020, 640],
      ];
      return [
        sky(art, ['#5fb4ea', '#c8ecfc', '#fff6e0']),
        cloud(820, 110, 180),
        patchwork(art, ridge(art, 380, 30, 6), FIELD_COLORS, -18),
        line(smooth(river), '#7fcde0', 26),
        line(smooth(river), '#bfeaf4', 8),
        birds(art, 780, 260, 4, '#3b3552', 16),
        balloonWithChild(art, hero, { arms: [100, 20], mood: 'grin', gaze: 1 }, 360, 200, 145, BALLOON_COLORS),
        cloud(140, 600, 260, '#ffffff', '#e2ecf8', 0.95),
        cloud(850, 640, 240, '#ffffff', '#e2ecf8', 0.95),
      ];
    },
    (art, hero) => [
      sky(art, ['#f7a07a', '#ffc98f', '#ffe8b8']),
      sun(art, 760, 420, 80, '#fff3c0', '#ffa95e'),
      hills(art, 460, 50, 5, '#d8a67a', '#c48f6a'),
      ...[540, 600, 660].map((x, i) =>
        g(cabin(art, 0, 0, 0.35, '#f4e4d0', '#c0503c'), { transform: `translate(${x} ${470 + i * 6})` }),
      ),
      hills(art, 540, 30, 4, '#b4b06a', '#8e9a58'),
      balloonWithChild(art, hero, { arms: [20, 160], mood: 'grin' }, 330, 220, 140, BALLOON_COLORS),
      birds(art, 620, 200, 4, '#7a4a5a', 14),
      hills(art, 650, 20, 4, '#7f9a50', '#5f7e40'),
      roundTree(art, 900, 690, 230, '#6f9a4a'),
    ],
  ],
};
