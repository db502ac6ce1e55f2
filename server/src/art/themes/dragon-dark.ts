import { child } from '../child';
import { shape } from '../core';
import { fern, fireflies, hills, leafFan, moon, sky, sparkle, starField } from '../landscape';
import { forestRow } from '../props/bedtime';
import { cave, dragon, lantern } from '../props/fantasy';
import { dragonDarkSpreads } from './dragon-dark-spreads';
import type { Theme } from './theme';

// The dragon who was afraid of the dark — deep blue night, a green dragon, warm lantern gold.
export const DRAGON_GREEN = '#6cc08a';
export const DRAGON_BELLY = '#f6e3a1';
export const dragonDark: Theme = {
  hero: {
    skin: '#f6d7bf',
    hair: '#2a1d14',
    hairStyle: 'bob',
    top: '#f2c14e',
    bottom: '#354a7a',
    shoes: '#d94f5c',
    headwear: 'none',
    extra: 'cape',
    extraColor: '#d94f5c',
  },
  cover: (art, hero) => [
    sky(art, ['#141a44', '#2c3a78', '#4a5a9a']),
    starField(art, 90, 0, 520),
    moon(art, 470, 150, 44),
    forestRow(art, 560, 150, '#2a3566', 7),
    hills(art, 640, 30, 3, '#2e4a5e', '#22384a'),
    lantern(art, 300, 560, 1.1),
    dragon(art, 420, 740, 1.25, DRAGON_GREEN, DRAGON_BELLY, 'happy', true, true),
    child(art, hero, { sit: true, arms: [20, 120], mood: 'grin', gaze: 1 }, 180, 740, 1.45),
    fireflies(art, 14, 40, 380, 560, 720),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#3a3a7a', '#8a6aa8', '#f0a08a']),
      starField(art, 40, 0, 200),
      hills(art, 440, 40, 4, '#5a5a8a', '#4a4a78'),
      cave(art, 680, 600, 300, '#6a6a8a'),
      dragon(art, 690, 600, 0.9, DRAGON_GREEN, DRAGON_BELLY, 'shy', true),
      hills(art, 600, 10, 3, '#3f5a5a', '#304848'),
      child(
        art,
        hero,
        { arms: [20, 110], mood: 'smile', gaze: 1, hold: ([, r]) => lantern(art, r[0] + 6, r[1] - 6, 0.9) },
        300,
        650,
        1.45,
      ),
      fern(40, 700, 200, 20, '#2f5a4a'),
    ],
    (art, hero) => [
      sky(art, ['#101638', '#24306a']),
      starField(art, 60, 0, 300),
      moon(art, 160, 110, 36),
      forestRow(art, 420, 220, '#24305e', 9),
      forestRow(art, 520, 200, '#1c2650', 8),
      shape('M300 700Q420 600 520 540L620 540Q640 600 760 700Z', '#34406e'),
      fireflies(art, 24, 0, 200, 1000, 620),
      child(
        art,
        hero,
        { arms: [20, 110], walk: true, mood: 'grin', gaze: 1, hold: ([, r]) => lantern(art, r[0] + 6, r[1] - 6, 0.9) },
        400,
        660,
        1.4,
      ),
      dragon(art, 620, 670, 1, DRAGON_GREEN, DRAGON_BELLY, 'shy', true),
      leafFan(1010, 720, 180, -15, -85, 5, ['#1a2a40', '#22354f']),
    ],
    (art, hero) => [
      sky(art, ['#0f1436', '#263a7a', '#4a5aa0']),
      starField(art, 160, 0, 560),
      hills(art, 560, 60, 3, '#2e4a6a', '#22384f'),
      dragon(art, 580, 580, 1.3, DRAGON_GREEN, DRAGON_BELLY, 'happy', true, true),
      ...[0, 1, 2, 3, 4].map((i) => sparkle(640 + i * 60, 260 - i * 30 + (i % 2) * 40, 10 + (i % 3) * 4, '#fff1a8')),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 360, 600, 1.4),
      fireflies(art, 10, 0, 300, 1000, 680),
    ],
  ],
  spreads: dragonDarkSpreads,
};
