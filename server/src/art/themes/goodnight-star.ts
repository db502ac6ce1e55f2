import { child } from '../child';
import { g, place, rect, shape } from '../core';
import { glow } from '../finish';
import { crescentPath, hills, moon, sky, star5, starField } from '../landscape';
import { cabin } from '../props/adventure';
import { bed, bedroom, nightWindow, smilingStar, teddy } from '../props/bedtime';
import { goodnightStarSpreads } from './goodnight-star-spreads';
import type { Theme } from './theme';

// Goodnight, little star — navy night and honey gold; a child in starry blue pyjamas.
export const goodnightStar: Theme = {
  hero: {
    skin: '#b07a52',
    hair: '#2a1a10',
    hairStyle: 'short',
    top: '#7ea7e8',
    print: { kind: 'stars', color: '#ffe58a' },
    bottom: '#7ea7e8',
    shoes: '#f4f0ff',
    headwear: 'none',
  },
  cover: (art, hero) => [
    sky(art, ['#0e1640', '#22306e', '#3e4a8a']),
    starField(art, 120, 0, 600),
    g(shape(crescentPath(46, 20), '#fff2c0'), { transform: place(110, 150, 1, 120) }),
    smilingStar(art, 330, 260, 90),
    hills(art, 600, 40, 3, '#2e3f7a', '#24306a'),
    ...[70, 150, 480].map((x, i) =>
      g(cabin(art, 0, 0, 0.4, '#4a5490', '#2a2f60', false, i !== 1), { transform: `translate(${x} ${600 + i * 8})` }),
    ),
    hills(art, 680, 30, 3, '#3a4e8a', '#2e3f7a'),
    child(art, hero, { arms: [150, 40], mood: 'grin', lookUp: true, gaze: 0.5 }, 260, 760, 1.55),
    teddy(420, 770, 0.8),
  ],
  pages: [
    (art, hero) => [
      bedroom(art, '#5a6ab0', '#8a6a5a', 560),
      nightWindow(
        art,
        560,
        90,
        300,
        300,
        sky(art, ['#0e1640', '#2a3a7a']) + starField(art, 40, 90, 390) + smilingStar(art, 720, 200, 50),
        '#f28bb0',
      ),
      glow(art, 710, 250, 300, '#ffe38a', 0.25),
      child(art, hero, { arms: [140, 20], mood: 'wonder', lookUp: true, gaze: 1 }, 420, 640, 1.5),
      teddy(200, 640, 0.9, -8),
      rect(120, 620, 260, 20, '#6a4a3a', { rx: 10, opacity: 0.4 }),
    ],
    (art, hero) => [
      sky(art, ['#0c1438', '#1e2c68', '#3a4890']),
      starField(art, 140, 0, 500),
      moon(art, 860, 110, 40),
      smilingStar(art, 600, 360, 70, false, 10),
      hills(art, 560, 30, 4, '#2a3a74', '#1e2c60'),
      ...[100, 200, 820, 900].map((x, i) =>
        g(cabin(art, 0, 0, 0.5, '#4a5490', '#2a2f60', false, i % 2 === 0), {
          transform: `translate(${x} ${570 + (i % 2) * 10})`,
        }),
      ),
      hills(art, 630, 20, 3, '#3a4e8a', '#2e3f7a'),
      child(art, hero, { arms: [20, 110], mood: 'grin', gaze: 1 }, 400, 680, 1.5),
      ...[0, 1, 2, 3, 4].map((i) => star5(220 + i * 150, 160 + (i % 2) * 70, 8, '#fff1a8', i * 20)),
    ],
    (art, hero) => [
      bedroom(art, '#3e4a8a', '#6a4e44', 600, 0.25),
      nightWindow(
        art,
        120,
        110,
        200,
        240,
        sky(art, ['#0e1640', '#2a3a7a']) + starField(art, 30, 110, 350) + moon(art, 240, 180, 26),
        '#6a7ad0',
      ),
      smilingStar(art, 700, 200, 60, true),
      bed(
        art,
        480,
        620,
        420,
        '#f28bb0',
        g(child(art, hero, { mood: 'sleep' }, 0, 0, 1.1), { transform: 'translate(700 516) rotate(-84)' }),
      ),
      teddy(900, 520, 0.6, 12),
    ],
  ],
  spreads: goodnightStarSpreads,
};
