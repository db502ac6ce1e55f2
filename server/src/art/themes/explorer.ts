import { bothHands, child } from '../child';
import { type Pt, ellipse, line, shape, smooth } from '../core';
import { birds, fern, grassField, hills, leafFan, ridgeY, roundTree, sea, sky, sun } from '../landscape';
import { chest, compass, treasureMap } from '../props/adventure';
import { butterfly, songbird } from '../props/nature';
import { explorerSpreads } from './explorer-spreads';
import { type Theme, canopy, vines } from './theme';

// The brave little explorer — warm jungle morning; greens with sunny yellow and a terracotta backpack.
export const explorer: Theme = {
  hero: {
    skin: '#e0a878',
    hair: '#5a3318',
    hairStyle: 'short',
    top: '#d8b676',
    bottom: '#6b7d4a',
    shoes: '#6b4226',
    collar: '#efe0b8',
    headwear: 'explorer',
    hatColor: '#f0dcaa',
    extra: 'backpack',
    extraColor: '#c8583a',
  },
  spreads: explorerSpreads,
  cover: (art, hero) => [
    sky(art, ['#fff3c4', '#ffd98e', '#c9e6a6']),
    sun(art, 420, 200, 60),
    canopy(art, 470, 160, '#a9d39a', 6),
    canopy(art, 560, 120, '#6fb26d', 5),
    hills(art, 650, 30, 4, '#4f9a55', '#3d7f45'),
    shape('M250 800Q280 700 300 660Q320 700 380 800Z', '#d9c08a', { opacity: 0.8 }),
    butterfly(140, 470, 0.9, '#f28c38', -15),
    butterfly(470, 420, 0.7, '#5fb0e5', 20),
    child(
      art,
      hero,
      { arms: [30, 140], mood: 'grin', hold: ([l]) => compass(l[0] - 6, l[1] + 10, 16, 30) },
      300,
      720,
      1.75,
    ),
    vines(art, 5, '#3f8f4a', 260),
    leafFan(-10, 820, 230, 10, 80, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
    leafFan(610, 820, 230, -10, -80, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
    fern(90, 800, 170, 15, '#4aa05a'),
    fern(520, 800, 150, -15, '#4aa05a'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#fff6d2', '#ffe3a0', '#d5ebb2']),
      sun(art, 820, 130, 55),
      canopy(art, 380, 150, '#b4d9a0', 8),
      canopy(art, 470, 120, '#79b873', 7),
      hills(art, 560, 25, 5, '#62a85e', '#4a8d4c'),
      shape('M380 700Q520 600 640 520Q690 500 760 480L800 484Q720 520 690 560Q600 640 620 700Z', '#e0c58f'),
      roundTree(art, 880, 560, 380, '#3f8f4a', '#7a5134'),
      child(
        art,
        hero,
        {
          hands: bothHands(32, -72),
          mood: 'smile',
          gaze: 0.6,
          hold: ([l, r]) => treasureMap((l[0] + r[0]) / 2, l[1] + 6, 96, -4),
        },
        330,
        640,
        1.55,
      ),
      compass(560, 640, 26, -30),
      butterfly(640, 300, 0.8, '#f28c38'),
      grassField(art, 600, 700, 30, '#3d8a47', 26),
      leafFan(-20, 720, 220, 20, 90, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
      vines(art, 4, '#3f8f4a', 200),
    ],
    (art, hero) => {
      const bridge: Pt[] = [
        [-20, 330],
        [250, 390],
        [500, 420],
        [750, 390],
        [1020, 330],
      ];
      const rail = bridge.map(([x, y]) => [x, y - 60] as const);
      return [
        sky(art, ['#fff1c4', '#ffd896', '#bfe0b0']),
        sun(art, 500, 120, 45),
        canopy(art, 260, 90, '#a8d49a', 7),
        // Two cliffs with a waterfall in the gap: the drop the bridge crosses.
        shape(
          'M-10 180Q120 170 330 200Q360 330 350 520L-10 520Z',
          art.linear([
            [0, '#9a8a78'],
            [1, '#6e5e54'],
          ]),
        ),
        shape(
          'M1010 170Q860 160 650 200Q630 330 640 520L1010 520Z',
          art.linear([
            [0, '#8e7e70'],
            [1, '#62544c'],
          ]),
        ),
        canopy(art, 200, 70, '#5fa15f', 4, false),
        shape(
          'M340 200L650 200L640 520L350 520Z',
          art.linear([
            [0, '#bfe9f2'],
            [1, '#7fcde0'],
          ]),
        ),
        line('M400 200L396 520M470 200L478 520M560 200L556 520M610 200L620 520', '#ffffff', 7, { opacity: 0.6 }),
        sea(art, 510, '#7fcde0', '#3f95b8', 10),
        ellipse(500, 520, 190, 22, '#ffffff', { opacity: 0.75 }),
        ellipse(200, 620, 46, 14, '#7a7a8a'),
        ellipse(780, 650, 60, 16, '#7a7a8a'),
        line(smooth(rail), '#8a5a2b', 5),
        ...[80, 200, 320, 680, 800, 920].map((x) =>
          line(`M${x} ${ridgeY(bridge, x) - 60}L${x} ${ridgeY(bridge, x)}`, '#8a5a2b', 4),
        ),
        line(smooth(bridge), '#6b4226', 14, { 'stroke-dasharray': '26 8', 'stroke-linecap': 'butt' }),
        child(art, hero, { arms: [80, 80], walk: true, mood: 'grin' }, 500, 418, 1.3),
        line(smooth(rail.map(([x, y]) => [x, y + 4] as const)), '#8a5a2b', 5),
        songbird(860, 150, 1.2, '#f28c38', true),
        vines(art, 3, '#3f8f4a', 160),
        leafFan(-10, 720, 200, 15, 85, 5, ['#2b6b3f', '#3a8a4c']),
        leafFan(1010, 720, 200, -15, -85, 5, ['#2b6b3f', '#3a8a4c']),
      ];
    },
    (art, hero) => [
      sky(art, ['#ffd3a0', '#ffb98a', '#f6d29a']),
      sun(art, 500, 330, 80, '#fff0b0', '#ffb25e'),
      canopy(art, 420, 120, '#c7b184', 8),
      canopy(art, 500, 100, '#7fa56a', 7),
      hills(art, 580, 20, 4, '#6ea062', '#4f8650'),
      chest(art, 640, 640, 1.15, true),
      treasureMap(300, 660, 110, 10),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 420, 650, 1.45),
      songbird(800, 460, 1.3, '#e2453c', true),
      birds(art, 760, 160, 4, '#7a4a5a'),
      leafFan(-20, 720, 240, 20, 90, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
      leafFan(1020, 720, 240, -20, -90, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
    ],
  ],
};
