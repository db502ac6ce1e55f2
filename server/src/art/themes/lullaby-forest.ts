import { child, lyingChild } from '../child';
import { ellipse, line, shape } from '../core';
import { fireflies, grassField, hills, leaf, leafFan, moon, sky, starField, sun } from '../landscape';
import { forestRow, huggingTeddy, log, mushroom, musicNote } from '../props/bedtime';
import { lantern, owl } from '../props/fantasy';
import { lullabyForestSpreads } from './lullaby-forest-spreads';
import type { Theme } from './theme';

// The lullaby forest — dusk violets and teal, glowing fireflies, soft owls, a nightgown in lavender.
export const lullabyForest: Theme = {
  hero: {
    skin: '#8b5a3c',
    hair: '#1c1410',
    hairStyle: 'long',
    top: '#c8b7e8',
    dress: true,
    print: { kind: 'dots', color: '#f4efff' },
    bottom: '#c8b7e8',
    shoes: '#f2c94c',
    headwear: 'none',
  },
  cover: (art, hero) => [
    sky(art, ['#3a2e6e', '#7a5aa0', '#e89aa8']),
    starField(art, 30, 0, 220),
    moon(art, 300, 170, 40),
    forestRow(art, 470, 220, '#5a4a88', 6),
    forestRow(art, 580, 200, '#3e3470', 5),
    shape('M200 800Q280 700 300 600Q330 700 420 800Z', '#5a4e88'),
    line('M40 300Q300 330 560 290', '#3a2a3a', 14),
    owl(200, 308, 0.7, '#b08a6a'),
    owl(420, 312, 0.6, '#8a7aa0', true),
    fireflies(art, 26, 20, 340, 580, 760),
    child(
      art,
      hero,
      { arms: [20, 110], mood: 'smile', gaze: 1, hold: ([, r]) => lantern(art, r[0] + 6, r[1] - 6, 0.85) },
      290,
      740,
      1.5,
    ),
    leafFan(-10, 820, 200, 10, 80, 5, ['#2a2450', '#342c60']),
    leafFan(610, 820, 200, -10, -80, 5, ['#2a2450', '#342c60']),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#5a4a8a', '#c88aa8', '#ffc0a0']),
      sun(art, 260, 430, 50, '#fff0c0', '#ffb090'),
      forestRow(art, 440, 240, '#7a5a98', 8),
      forestRow(art, 540, 220, '#4a3a78', 7),
      hills(art, 600, 20, 3, '#3a3068', '#2e2658'),
      mushroom(720, 640, 1, '#e2553c', true, art),
      mushroom(790, 650, 0.7, '#f28c5a', true, art),
      fireflies(art, 14, 500, 300, 1000, 640),
      child(art, hero, { ...huggingTeddy(0.45, 30), mood: 'wonder', gaze: 1 }, 450, 650, 1.45),
      leafFan(-10, 720, 200, 15, 85, 5, ['#2a2450', '#342c60']),
    ],
    (art, hero) => [
      sky(art, ['#2a2460', '#4e3f88', '#8a6aa8']),
      starField(art, 40, 0, 260),
      moon(art, 880, 110, 36),
      forestRow(art, 460, 240, '#4a3e80', 8),
      line('M-20 220Q300 250 600 200Q760 170 1020 210', '#3a2a3a', 18),
      owl(280, 234, 0.8, '#b08a6a'),
      owl(500, 218, 0.7, '#8a7aa0'),
      owl(700, 196, 0.75, '#c0a080', false, true),
      ...[0, 1, 2, 3, 4].map((i) => musicNote(340 + i * 90, 130 - (i % 2) * 30, 0.9, '#fff1c8', -10 + i * 6)),
      hills(art, 560, 20, 3, '#2e2658', '#241e4a'),
      log(600, 620, 260),
      child(art, hero, { sit: true, arms: [20, 30], mood: 'smile', lookUp: true }, 560, 600, 1.25),
      fireflies(art, 20, 0, 260, 1000, 660),
    ],
    (art, hero) => [
      sky(art, ['#141238', '#2e2a66', '#4a3a80']),
      starField(art, 60, 0, 300),
      forestRow(art, 420, 240, '#2e2a5e', 8),
      hills(art, 520, 20, 3, '#24305a', '#1e284e'),
      // A mossy mound for a bed, a moss pillow, and a big leaf for a blanket.
      shape(
        'M160 660Q200 560 500 556Q800 560 850 660Z',
        art.linear([
          [0, '#5f9a78'],
          [1, '#3e6a5a'],
        ]),
      ),
      grassField(art, 600, 650, 16, '#7fbf8f', 18),
      ellipse(420, 566, 70, 26, '#8cc8a0'),
      lyingChild(art, hero, 596, 566, 1.2, {}, -80),
      leaf(470, 586, 360, 150, 84, '#7a6aa8', '#5a4a88'),
      owl(860, 380, 0.8, '#8a7aa0', true),
      line('M800 382L960 372', '#3a2a3a', 12),
      fireflies(art, 30, 250, 300, 800, 620),
      mushroom(200, 620, 0.9, '#8a7aa0', true, art),
    ],
  ],
  spreads: lullabyForestSpreads,
};
