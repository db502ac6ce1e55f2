import { bothHands, child } from '../child';
import { type Pt, ellipse, line, smooth } from '../core';
import { glow } from '../finish';
import { band, fireflies, hills, moon, roundTree, sky, sparkle, starField } from '../landscape';
import { nightWindow } from '../props/bedtime';
import { bookshelf, candle, flyingBook, owl, wand, wizardTower } from '../props/fantasy';
import type { Theme } from './theme';
import { wizardWandSpreads } from './wizard-wand-spreads';

// The wizard's lost wand — indigo night and candlelight, a starry robe and a golden wand.
export const wizardWand: Theme = {
  hero: {
    skin: '#c98e63',
    hair: '#5a2e1a',
    hairStyle: 'curly',
    top: '#4048a0',
    dress: true,
    print: { kind: 'stars', color: '#f6d66b' },
    bottom: '#4048a0',
    shoes: '#6b3f2a',
    headwear: 'wizard',
    hatColor: '#4048a0',
  },
  cover: (art, hero) => [
    sky(art, ['#1a1646', '#3a2a7a', '#6a4a9a']),
    starField(art, 90, 0, 600),
    moon(art, 420, 170, 70),
    wizardTower(art, 470, 640, 0.95, '#8a84b0', '#5a3a8a'),
    hills(art, 620, 30, 3, '#3a3a6a', '#2a2a58'),
    line('M120 620Q40 480 200 420Q360 360 300 250Q260 170 340 120', '#fff1a8', 3, {
      'stroke-dasharray': '2 14',
      opacity: 0.9,
    }),
    ...[0, 1, 2, 3, 4, 5].map((i) => sparkle(120 + ((i * 53) % 250), 200 + i * 70, 6 + (i % 3) * 4, '#fff1a8')),
    flyingBook(120, 260, 1, -15, '#e2453c'),
    flyingBook(520, 440, 0.8, 20, '#5fb0e5'),
    child(
      art,
      hero,
      { arms: [30, 130], mood: 'wonder', lookUp: true, gaze: 1, hold: ([, r]) => candle(art, r[0], r[1] + 8, 0.7) },
      250,
      740,
      1.55,
    ),
    owl(520, 790, 0.9, '#a0785a'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#4a3258', '#2e2040']),
      nightWindow(
        art,
        430,
        90,
        140,
        180,
        sky(art, ['#1a1646', '#3a2a7a']) + moon(art, 500, 160, 30) + starField(art, 20, 90, 270),
        '#7a3050',
      ),
      bookshelf(art, 30, 80, 300, 520),
      bookshelf(art, 670, 80, 300, 520),
      band(art, ['#6a4a3a', '#4a3028'], 590, 110),
      ellipse(500, 640, 260, 40, '#a03a4a', { opacity: 0.8 }),
      owl(770, 165, 0.7, '#a0785a'),
      flyingBook(330, 330, 0.9, -10, '#4f81bd'),
      candle(art, 200, 640, 0.9),
      child(art, hero, { hands: bothHands(34, -90), mood: 'wonder', gaze: -1 }, 500, 650, 1.45),
      ...[0, 1, 2].map((i) => sparkle(380 + i * 120, 420 - i * 30, 8, '#fff1a8', 0.8)),
    ],
    (art, hero) => {
      const trail: Pt[] = [
        [180, 620],
        [330, 560],
        [480, 600],
        [640, 520],
        [720, 400],
        [760, 300],
      ];
      return [
        sky(art, ['#14123c', '#34287a', '#5a4a9a']),
        starField(art, 100, 0, 450),
        moon(art, 150, 120, 46),
        wizardTower(art, 800, 560, 1.05, '#8a84b0', '#5a3a8a'),
        hills(art, 520, 30, 4, '#2e3a6a', '#24305a'),
        line(smooth(trail), '#fff1a8', 4, { 'stroke-dasharray': '2 16' }),
        ...trail.map(([x, y], i) => sparkle(x, y - 20, 6 + (i % 3) * 3, '#fff6c8')),
        roundTree(art, 90, 620, 300, '#2f4a6a'),
        child(
          art,
          hero,
          { arms: [20, 110], walk: true, mood: 'grin', gaze: 1, hold: ([, r]) => candle(art, r[0], r[1] + 8, 0.7) },
          330,
          650,
          1.4,
        ),
        owl(90, 440, 0.7, '#a0785a', false, true),
        fireflies(art, 8, 400, 300, 1000, 600, '#c8f0ff'),
      ];
    },
    (art, hero) => [
      sky(art, ['#3a2a6a', '#2a1e48']),
      glow(art, 560, 260, 360, '#8a6ad0', 0.45),
      bookshelf(art, 30, 120, 260, 480),
      band(art, ['#5a3e3a', '#3e2a28'], 590, 110),
      ...[0, 1, 2, 3, 4].map((i) =>
        flyingBook(
          380 + i * 120,
          160 + (i % 2) * 90,
          0.8 + (i % 3) * 0.15,
          -20 + i * 12,
          ['#e2453c', '#5fb0e5', '#9bbb59', '#f2c14e', '#d86f9a'][i]!,
        ),
      ),
      wand(art, 620, 320, 1.3, 20, true),
      child(art, hero, { arms: [20, 135], mood: 'grin', gaze: 1 }, 500, 650, 1.45),
      owl(860, 650, 0.9, '#a0785a'),
      starField(art, 30, 100, 500, '#fff1a8'),
    ],
  ],
  spreads: wizardWandSpreads,
};
