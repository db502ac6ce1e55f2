import { child } from '../child';
import { ellipse, line } from '../core';
import { birds, fern, hills, palmTree, sky, sun } from '../landscape';
import { hatchling, sauropod, triceratops, volcano } from '../props/nature';
import { dinosaurSpreads } from './dinosaurs-spreads';
import type { Theme } from './theme';

// A day with the dinosaurs — warm prehistoric morning: teal sky, lush greens, coral-orange volcano glow.
export const dinosaurs: Theme = {
  hero: {
    skin: '#f1c9a5',
    hair: '#7b4a26',
    hairStyle: 'spiky',
    top: '#f0a830',
    bottom: '#4f6d3a',
    shoes: '#8a5a2b',
    headwear: 'cap',
    hatColor: '#3f8a5f',
    extra: 'backpack',
    extraColor: '#3f8a5f',
  },
  cover: (art, hero) => [
    sky(art, ['#8fd6d0', '#d8f0d8', '#ffe6b0']),
    volcano(art, 170, 470, 360, 270),
    hills(art, 480, 40, 4, '#a6d08a', '#8cc070'),
    palmTree(520, 520, 220, -0.15, '#8a6a4a', '#4f9a55'),
    hills(art, 600, 30, 4, '#7fbf5f', '#5fa04a'),
    sauropod(470, 700, 1.25, '#5aa9c8', true, true),
    child(art, hero, { arms: [30, 150], mood: 'grin', lookUp: true, gaze: 1 }, 200, 730, 1.6),
    fern(40, 800, 220, 20, '#3f8f4a'),
    fern(580, 800, 200, -20, '#3f8f4a'),
    fern(330, 810, 150, 0, '#4fa05a'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#9adcd4', '#e6f4dc']),
      volcano(art, 820, 400, 360, 220),
      hills(art, 420, 30, 5, '#a6d08a', '#8cc070'),
      palmTree(120, 500, 260, 0.1, '#8a6a4a', '#4f9a55'),
      hills(art, 520, 20, 4, '#7fbf5f', '#6aae54'),
      ellipse(560, 610, 130, 34, '#b08a5a'),
      line('M440 606Q560 560 680 606', '#8a6a4a', 10),
      hatchling(560, 610, 1.1, '#8fd46f'),
      ellipse(680, 600, 26, 30, '#f6efd9'),
      child(
        art,
        hero,
        {
          sit: true,
          hands: [
            [-20, -40],
            [24, -62],
          ],
          mood: 'wonder',
          gaze: 1,
        },
        330,
        650,
        1.3,
      ),
      fern(950, 720, 220, -20, '#3f8f4a'),
      fern(30, 720, 200, 20, '#3f8f4a'),
    ],
    (art, hero) => [
      sky(art, ['#8ed2e2', '#e2f4e0']),
      volcano(art, 200, 380, 380, 240),
      hills(art, 400, 30, 5, '#b0d890', '#98c878'),
      triceratops(820, 470, 0.9, '#e9a15a', '#f2c14e', true),
      hills(art, 500, 20, 4, '#8ccb6c', '#6fb05e'),
      sauropod(480, 620, 1.5, '#5aa9c8'),
      child(art, hero, { sit: true, arms: [150, 140], mood: 'grin' }, 450, 452, 0.9),
      fern(980, 710, 200, -15, '#3f8f4a'),
      fern(60, 720, 180, 15, '#4fa05a'),
      birds(art, 620, 120, 3),
    ],
    (art, hero) => [
      sky(art, ['#f59a8a', '#ffc39a', '#ffe6b8']),
      sun(art, 500, 380, 70, '#fff3c0', '#ffa95e'),
      volcano(art, 840, 420, 300, 200),
      hills(art, 460, 30, 5, '#d8b070', '#c0985a'),
      hills(art, 560, 20, 4, '#9aae5a', '#7f9444'),
      triceratops(740, 640, 1.1, '#e9a15a', '#f2c14e', true),
      hatchling(560, 650, 0.9, '#8fd46f'),
      child(art, hero, { sit: true, arms: [140, 20], mood: 'grin' }, 330, 650, 1.3),
      fern(40, 720, 200, 20, '#5f7f3a'),
      fern(980, 720, 180, -20, '#5f7f3a'),
    ],
  ],
  spreads: dinosaurSpreads,
};
