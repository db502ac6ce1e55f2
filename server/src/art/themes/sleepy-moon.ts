import { bothHands, child } from '../child';
import { g } from '../core';
import { cloud, hills, moon, sky, star5, starField, sun } from '../landscape';
import { cabin } from '../props/adventure';
import { cloudSea, moonBoat, smilingStar, teddy } from '../props/bedtime';
import { sleepyMoonSpreads } from './sleepy-moon-spreads';
import type { Theme } from './theme';

// The sleepy moon boat — lavender and rose clouds, a golden crescent boat, pink pyjamas and a nightcap.
export const sleepyMoon: Theme = {
  hero: {
    skin: '#f0c8a8',
    hair: '#b5651d',
    hairStyle: 'ponytail',
    top: '#f5a7b8',
    print: { kind: 'dots', color: '#ffffff' },
    bottom: '#f5a7b8',
    shoes: '#ffffff',
    headwear: 'nightcap',
    hatColor: '#f5a7b8',
  },
  // A boy's pyjamas and nightcap in the sky's lavender-blue instead of pink.
  otherHero: { top: '#a8b4ee', bottom: '#a8b4ee', hatColor: '#a8b4ee' },
  cover: (art, hero) => [
    sky(art, ['#2a2a6a', '#6a5aa8', '#c89ad0']),
    starField(art, 100, 0, 500),
    moonBoat(
      art,
      300,
      420,
      1.5,
      child(art, hero, { sit: true, arms: [20, 140], mood: 'smile' }, 290, 540, 1.25) + teddy(400, 536, 0.6),
    ),
    cloudSea(art, 600, '#f4d0ec', '#b08ad0', 3),
    star5(90, 220, 10, '#fff1a8', 12),
    star5(500, 160, 8, '#fff1a8'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#1e2460', '#4a4a98', '#9a80c8']),
      starField(art, 90, 0, 400),
      moonBoat(art, 680, 250, 0.9),
      ...[0, 1, 2, 3, 4].map((i) => star5(600 - i * 70, 320 + i * 55, 10, '#fff1a8', i * 15)),
      hills(art, 560, 40, 4, '#4a3f88', '#3a3274'),
      g(cabin(art, 0, 0, 0.8, '#6a5aa8', '#3a3274'), { transform: 'translate(140 580)' }),
      child(art, hero, { arms: [20, 140], mood: 'wonder', lookUp: true, gaze: 1 }, 360, 660, 1.45),
      cloudSea(art, 640, '#c8a8e0', '#a088d0', 1),
    ],
    (art, hero) => [
      sky(art, ['#322e78', '#7a66b8', '#e0a8d0']),
      starField(art, 80, 0, 380),
      moon(art, 160, 120, 30),
      cloudSea(art, 430, '#fbe0f0', '#c8a0dc', 2),
      moonBoat(art, 520, 420, 1.1, child(art, hero, { sit: true, arms: [20, 140], mood: 'grin' }, 520, 510, 0.95)),
      cloudSea(art, 560, '#f0c8e8', '#b090d8', 3),
      ...[0, 1, 2].map((i) => smilingStar(art, 820 + i * 60, 200 + i * 60, 16, true, i * 10)),
    ],
    (art, hero) => [
      sky(art, ['#8a9ee0', '#f4b8c8', '#ffe0c0']),
      sun(art, 820, 520, 60, '#fff3d0', '#ffc0a0'),
      cloudSea(art, 480, '#fff0f4', '#f0c0d0', 3),
      ...[80, 160, 240].map((x, i) =>
        g(cabin(art, 0, 0, 0.45, '#f4e4f0', '#c07a9a', false, false), { transform: `translate(${x} ${500 + i * 4})` }),
      ),
      moonBoat(
        art,
        500,
        400,
        1.1,
        child(art, hero, { sit: true, mood: 'sleep', hands: bothHands(18, -40) }, 500, 490, 0.95) +
          teddy(570, 484, 0.5),
      ),
      cloud(200, 620, 240, '#ffffff', '#f4d8e4'),
      cloud(860, 640, 220, '#ffffff', '#f4d8e4'),
    ],
  ],
  spreads: sleepyMoonSpreads,
};
