import { child } from '../child';
import { g } from '../core';
import { glow } from '../finish';
import { hills, pineTree, sky, snowHill, snowfall, sparkle, starField } from '../landscape';
import { cabin } from '../props/adventure';
import { forestRow } from '../props/bedtime';
import { aurora, unicorn } from '../props/fantasy';
import type { Theme } from './theme';
import { unicornLightsSpreads } from './unicorn-lights-spreads';

// The unicorn of the northern lights — arctic night: teal-green-violet aurora, snow blues, a pastel-maned unicorn.
export const AURORA = ['#5ef0b0', '#4fd2e0', '#a07cf0'] as const;
export const MANE = ['#ff9ad0', '#c8a0ff', '#8fd8ff', '#9ff0c0', '#ffe08a'] as const;
export const unicornLights: Theme = {
  hero: {
    skin: '#f2d0b5',
    hair: '#f0d48a',
    hairStyle: 'long',
    top: '#5fb8d6',
    bottom: '#e0e6f5',
    shoes: '#b25a7a',
    headwear: 'hood',
    hatColor: '#5fb8d6',
    extra: 'scarf',
    extraColor: '#f28bb0',
  },
  cover: (art, hero) => [
    sky(art, ['#0e1a3e', '#1e3a6a', '#3a5a8a']),
    starField(art, 80, 0, 500),
    aurora(art, 140, AURORA),
    snowHill(art, 540, 40, 4),
    ...[60, 150, 470, 550].map((x, i) => pineTree(x, 560 + (i % 2) * 14, 130, '#24465a', '#ffffff')),
    hills(art, 640, 30, 3, '#f4f8ff', '#cfdcf4'),
    unicorn(art, 360, 740, 1.05, MANE, true),
    child(art, hero, { arms: [20, 120], mood: 'grin', gaze: -1 }, 150, 750, 1.5),
    snowfall(art, 40),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#0c1838', '#1c3466', '#2e4a7e']),
      starField(art, 90, 0, 400),
      aurora(art, 110, AURORA),
      snowHill(art, 470, 30, 5),
      cabin(art, 780, 540, 1.3, '#a06a4a', '#5a3a3a', true),
      ...[80, 180, 940].map((x) => pineTree(x, 520, 170, '#24465a', '#ffffff')),
      hills(art, 580, 20, 4, '#f4f8ff', '#d4e0f4'),
      child(art, hero, { arms: [20, 150], mood: 'wonder', lookUp: true }, 420, 650, 1.45),
      snowfall(art, 40),
    ],
    (art, hero) => [
      sky(art, ['#10204a', '#24406e', '#3e5e8e']),
      starField(art, 60, 0, 300),
      aurora(art, 80, AURORA),
      forestRow(art, 440, 200, '#2a4a64', 9),
      snowHill(art, 500, 20, 4),
      glow(art, 560, 420, 260, '#e8f4ff', 0.45),
      unicorn(art, 600, 640, 1.2, MANE, true),
      child(art, hero, { arms: [20, 95], mood: 'grin', gaze: 1 }, 300, 650, 1.45),
      pineTree(960, 720, 300, '#1e3c52', '#ffffff'),
      pineTree(40, 720, 260, '#1e3c52', '#ffffff'),
      snowfall(art, 40),
    ],
    (art, hero) => [
      sky(art, ['#0a1434', '#182e60', '#2e4a80']),
      starField(art, 110, 0, 700),
      aurora(art, 200, AURORA),
      snowHill(art, 600, 30, 5),
      ...[120, 220, 820, 900].map((x, i) => pineTree(x, 630 + (i % 2) * 10, 120, '#24465a', '#ffffff')),
      g(unicorn(art, 0, 0, 1.1, MANE, false, true), { transform: 'translate(480 440) rotate(-10)' }),
      child(art, hero, { sit: true, arms: [130, 150], mood: 'grin' }, 470, 350, 0.9),
      ...[0, 1, 2, 3, 4].map((i) => sparkle(260 - i * 50, 470 + i * 20, 10 - i, '#ffffff')),
    ],
  ],
  spreads: unicornLightsSpreads,
};
