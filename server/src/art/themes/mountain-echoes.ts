import { bothHands, child } from '../child';
import { line, shape } from '../core';
import { birds, cloud, hills, mountain, pineTree, sky, snowHill, snowfall, starField, sun } from '../landscape';
import { cabin, echoRings, flag } from '../props/adventure';
import { cloudSea } from '../props/bedtime';
import { mountainEchoesSpreads } from './mountain-echoes-spreads';
import type { Theme } from './theme';

// The mountain of echoes — dawn over snowy peaks: violet mountains, peach sky, white snow.
export const mountainEchoes: Theme = {
  hero: {
    skin: '#f3cfb0',
    hair: '#c46a2d',
    hairStyle: 'pigtails',
    top: '#d9473b',
    bottom: '#2f4a7a',
    shoes: '#5b3a29',
    headwear: 'beanie',
    hatColor: '#f2c94c',
    extra: 'scarf',
    extraColor: '#3f8fd1',
  },
  spreads: mountainEchoesSpreads,
  cover: (art, hero) => [
    sky(art, ['#5a64a8', '#b884b8', '#ffb894', '#ffe2b0']),
    starField(art, 30, 0, 180),
    sun(art, 330, 380, 62, '#fff3c0', '#ffb36b'),
    mountain(100, 470, 380, 250, '#a7a0d0', '#fbf8ff'),
    mountain(330, 460, 520, 340, '#8f88c4', '#ffffff'),
    mountain(560, 480, 380, 270, '#9a93c9', '#fbf8ff'),
    snowHill(art, 520, 30, 5),
    ...[60, 130, 470, 540].map((x, i) => pineTree(x, 560 + (i % 2) * 10, 110, '#4f6f8f', '#ffffff')),
    hills(art, 640, 40, 4, '#f4f6ff', '#d4dcf2'),
    echoRings(350, 560, 36, '#ffffff'),
    child(art, hero, { hands: bothHands(14, -120), mood: 'wonder', gaze: 0.8 }, 250, 740, 1.7),
    pineTree(560, 800, 230, '#3d5f80', '#ffffff'),
    pineTree(20, 810, 200, '#3d5f80', '#ffffff'),
    snowfall(art, 40),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#8fb4e6', '#f6c8c8', '#ffe6c4']),
      sun(art, 180, 160, 48, '#fff6d0', '#ffc98a'),
      mountain(650, 470, 700, 420, '#9c98cf', '#ffffff'),
      mountain(280, 480, 480, 260, '#aeaad8', '#fbf8ff'),
      line('M640 120Q560 200 700 260Q560 320 660 380Q560 420 600 480', '#ffffff', 5, {
        'stroke-dasharray': '4 12',
        opacity: 0.8,
      }),
      snowHill(art, 500, 20, 5),
      ...[560, 620, 880, 940].map((x, i) => pineTree(x, 530 + i * 8, 120, '#4f6f8f', '#ffffff')),
      cabin(art, 250, 560, 1.1, '#b5704a', '#7a3b34', true),
      hills(art, 600, 20, 4, '#ffffff', '#d8e0f4'),
      child(
        art,
        hero,
        {
          arms: [20, 60],
          walk: true,
          mood: 'grin',
          hold: ([, r]) => line(`M${r[0]} ${r[1] - 40}L${r[0] + 6} ${r[1] + 58}`, '#8a5a3a', 5),
        },
        560,
        670,
        1.45,
      ),
      pineTree(960, 720, 260, '#3d5f80', '#ffffff'),
      snowfall(art, 30),
    ],
    (art, hero) => [
      sky(art, ['#9ec2ee', '#e0e8fa']),
      mountain(220, 420, 500, 300, '#a4a8d8', '#ffffff'),
      mountain(820, 430, 560, 360, '#9096cc', '#ffffff'),
      echoRings(430, 330, 40, '#ffffff'),
      echoRings(760, 250, 30, '#ffffff', -1),
      cloud(520, 420, 200, '#ffffff', '#e2e8f8', 0.9),
      birds(art, 620, 140, 3, '#4a4a6a', 16),
      shape(
        'M-10 700L-10 520Q200 440 380 460Q520 480 600 540Q700 600 1010 560L1010 700Z',
        art.linear([
          [0, '#ffffff'],
          [1, '#cfd8f0'],
        ]),
      ),
      child(art, hero, { hands: bothHands(14, -120), mood: 'wonder', gaze: 1 }, 380, 490, 1.45),
      pineTree(900, 640, 200, '#3d5f80', '#ffffff'),
      snowfall(art, 35),
    ],
    (art, hero) => [
      sky(art, ['#6f7ac0', '#f2a6b4', '#ffd6a0', '#fff0c8']),
      sun(art, 720, 380, 90, '#fff6d0', '#ffb36b'),
      cloudSea(art, 430, '#fff2e4', '#f2c6d0', 3),
      mountain(160, 470, 300, 160, '#9c94c8', '#ffffff'),
      shape(
        'M260 700L420 470Q500 440 580 470L780 700Z',
        art.linear([
          [0, '#ffffff'],
          [1, '#d0d8f2'],
        ]),
      ),
      flag(560, 470, 120, '#e2453c'),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 470, 480, 1.3),
      birds(art, 300, 180, 3, '#5a4a6a'),
      cloud(880, 560, 180, '#fff4ec', '#f4cfd6'),
    ],
  ],
};
