import { child } from '../child';
import { type Pt, g, rect } from '../core';
import { cloud, hills, moon, sky, star5, starField } from '../landscape';
import { carriage, cloudSea, lampPost, locomotive, lollipopTree, station, steam, teddy, track } from '../props/bedtime';
import { dreamTrainSpreads } from './dream-train-spreads';
import type { Theme } from './theme';

// The dream train — midnight teal and blue, a red locomotive, warm lit carriages, cream steam.
export const dreamTrain: Theme = {
  hero: {
    skin: '#e1a575',
    hair: '#141010',
    hairStyle: 'spiky',
    top: '#5fb59a',
    print: { kind: 'stripes', color: '#e8f5ef' },
    bottom: '#5fb59a',
    shoes: '#f4f0ff',
    headwear: 'cap',
    hatColor: '#2e4a7d',
  },
  cover: (art, hero) => {
    const rails: Pt[] = [
      [-40, 760],
      [160, 640],
      [360, 600],
      [660, 520],
    ];
    return [
      sky(art, ['#0e1a40', '#1e3a6a', '#3a5a8a']),
      starField(art, 120, 0, 700),
      moon(art, 430, 160, 56),
      cloud(120, 300, 140, '#c8d4f0', '#9aaad8', 0.8),
      cloudSea(art, 640, '#b8c8ec', '#7f94cc', 3),
      track(rails),
      g([carriage(art, 0, 0, 1, '#4a7ac0')], { transform: 'translate(130 662) rotate(-22)' }),
      steam(420, 420, 5, 1, '#f4f0ff'),
      g(locomotive(art, 0, 0, 1, '#e2453c', child(art, hero, { arms: [10, 150], mood: 'grin' }, -75, -40, 0.9)), {
        transform: 'translate(330 610) rotate(-12)',
      }),
    ];
  },
  pages: [
    (art, hero) => [
      sky(art, ['#101c44', '#24406e', '#3e5a88']),
      starField(art, 90, 0, 400),
      moon(art, 150, 110, 40),
      hills(art, 430, 30, 4, '#2a4468', '#20385a'),
      station(art, 40, 610),
      lampPost(art, 160, 520, 200),
      steam(940, 330, 5, 1),
      locomotive(art, 780, 600, 1.1, '#e2453c'),
      carriage(art, 520, 600, 1.1, '#4a7ac0'),
      child(art, hero, { arms: [20, 150], mood: 'grin' }, 300, 520, 1.3),
      teddy(380, 524, 0.55),
    ],
    (art, hero) => {
      const rails: Pt[] = [
        [-40, 520],
        [250, 440],
        [520, 430],
        [800, 380],
        [1040, 300],
      ];
      return [
        sky(art, ['#0a1434', '#1e2e68', '#4a3f8a']),
        starField(art, 150, 0, 600),
        moon(art, 840, 140, 56),
        cloudSea(art, 520, '#c0c8ec', '#7a84c0', 3),
        track(rails),
        g(carriage(art, 0, 0, 0.9, '#f2c14e'), { transform: 'translate(120 500) rotate(-12)' }),
        g(carriage(art, 0, 0, 0.9, '#4a7ac0'), { transform: 'translate(310 450) rotate(-4)' }),
        steam(600, 300, 5, 1, '#f4f0ff'),
        g(locomotive(art, 0, 0, 1.1, '#e2453c', child(art, hero, { arms: [10, 150], mood: 'grin' }, -75, -40, 0.85)), {
          transform: 'translate(560 424) rotate(-8)',
        }),
      ];
    },
    (art, hero) => [
      sky(art, ['#ffb8d8', '#ffe0c8', '#d8f0ff']),
      ...[0, 1, 2].map((i) => cloud(180 + i * 320, 100 + (i % 2) * 50, 140, '#ffffff', '#f8d8ec')),
      hills(art, 420, 60, 5, '#c8a8f0', '#b090e0'),
      hills(art, 500, 40, 4, '#ffb0d0', '#f090b8'),
      ...[0, 1, 2, 3].map((i) =>
        lollipopTree(80 + i * 120, 560, 160 - (i % 2) * 30, ['#ff8fb0', '#8fd8ff', '#ffe08a', '#9ff0c0'][i]!),
      ),
      track([
        [-20, 640],
        [1020, 640],
      ]),
      locomotive(art, 820, 640, 1, '#e2453c'),
      steam(900, 380, 4, -1, '#ffffff'),
      rect(0, 650, art.w, 60, '#a8e0a0'),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 560, 660, 1.3),
      ...[0, 1, 2, 3, 4].map((i) => star5(120 + i * 180, 60 + (i % 2) * 60, 10, '#ffe08a', i * 15)),
    ],
  ],
  spreads: dreamTrainSpreads,
};
