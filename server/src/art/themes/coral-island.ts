import { child } from '../child';
import { ellipse, g, line, rect, shape } from '../core';
import { glow } from '../finish';
import { band, birds, cloud, sea, sky, sun } from '../landscape';
import { bottle, bubbles, chest, coral, crab, fish, island, rowBoat, seaweed, starfish } from '../props/adventure';
import { coralIslandSpreads } from './coral-island-spreads';
import type { Theme } from './theme';

// Treasure of the coral island — turquoise sea, coral pinks, warm sand.
export const coralIsland: Theme = {
  hero: {
    skin: '#8d5a3b',
    hair: '#1f1512',
    hairStyle: 'curly',
    top: '#ffffff',
    print: { kind: 'stripes', color: '#2f6fb3' },
    bottom: '#f2a03d',
    shoes: '#e4563e',
    headwear: 'bandana',
    hatColor: '#e4563e',
  },
  spreads: coralIslandSpreads,
  cover: (art, hero) => [
    sky(art, ['#9fe0f0', '#d8f4f4']),
    sun(art, 470, 110, 45),
    cloud(150, 120, 140),
    island(art, 380, 380, 360),
    rect(
      0,
      380,
      art.w,
      420,
      art.linear([
        [0, '#5cc6d0'],
        [0.4, '#2f9bb8'],
        [1, '#1e5f8a'],
      ]),
    ),
    line('M0 384Q150 376 300 384T600 384', '#ffffff', 5, { opacity: 0.7 }),
    glow(art, 300, 700, 200, '#ffe27a', 0.4),
    coral(art.rng, 80, 800, 260, '#ff7d8a'),
    coral(art.rng, 530, 800, 220, '#ffa55a'),
    seaweed(170, 800, 200, '#3fae7a'),
    seaweed(460, 800, 170, '#3fae7a'),
    shape('M0 800Q300 700 600 780L600 800Z', '#f2d59a'),
    chest(art, 300, 780, 0.9, true),
    fish(150, 520, 0.9, '#ffd84d', '#f28c38'),
    fish(470, 600, 0.8, '#ff8a7a', '#ffffff', true),
    fish(420, 470, 0.5, '#8fd3ff', '#2f6fb3', true),
    bubbles(art, 14, 60, 420, 560, 740),
    child(art, hero, { arms: [20, 150], mood: 'grin' }, 250, 356, 1.05),
    starfish(520, 770, 18, '#ff8a5a', 10),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#a8e4f2', '#e4f7f4']),
      sun(art, 860, 110, 50),
      cloud(220, 120, 160),
      cloud(640, 80, 110),
      band(art, ['#5cc6d0', '#3aa8c0'], 330, 200),
      island(art, 760, 340, 180),
      line('M0 336Q250 326 500 336T1000 336', '#ffffff', 4, { opacity: 0.7 }),
      shape(
        'M0 470Q300 420 600 450T1000 430L1000 700L0 700Z',
        art.linear([
          [0, '#f7dfa8'],
          [1, '#e8bf7d'],
        ]),
      ),
      line('M0 470Q300 420 600 450T1000 430', '#ffffff', 7, { opacity: 0.8 }),
      child(
        art,
        hero,
        {
          hands: [
            [-26, -80],
            [28, -96],
          ],
          mood: 'wonder',
          hold: ([, r]) => bottle(r[0] + 4, r[1] + 30, 0.9, 30),
        },
        400,
        620,
        1.5,
      ),
      crab(700, 620, 1),
      starfish(160, 640, 24, '#ff8a5a', 20),
      ellipse(860, 600, 30, 18, '#fbe3d0'),
      line('M840 598Q860 580 880 598', '#e8b8a0', 3),
      birds(art, 500, 140, 3),
    ],
    (art, hero) => [
      sky(art, ['#8fd6ee', '#dcf4f2']),
      sun(art, 160, 120, 45),
      cloud(700, 110, 170),
      island(art, 820, 300, 260),
      sea(art, 300, '#5cc6d0', '#1f6f9a', 22),
      rowBoat(
        460,
        470,
        1.3,
        '#e4563e',
        child(
          art,
          hero,
          {
            sit: true,
            arms: [60, 60],
            hands: [
              [-40, -60],
              [50, -64],
            ],
            mood: 'grin',
          },
          460,
          470 - 14,
          1.1,
        ),
      ),
      birds(art, 300, 160, 4),
      fish(180, 620, 0.8, '#ffd84d', '#f28c38'),
      fish(820, 640, 0.7, '#ff8a7a', '#ffffff', true),
    ],
    (art, hero) => [
      sky(art, ['#4fc0d4', '#2a8db5', '#1c4f80']),
      ...[0, 1, 2, 3].map((i) =>
        shape(`M${160 + i * 220} -10L${240 + i * 220} -10L${120 + i * 240} 700L${60 + i * 240} 700Z`, '#ffffff', {
          opacity: 0.07,
        }),
      ),
      coral(art.rng, 80, 700, 300, '#ff7d8a'),
      coral(art.rng, 900, 700, 280, '#ffa55a'),
      coral(art.rng, 780, 700, 180, '#c77dff'),
      seaweed(220, 700, 240, '#3fae7a'),
      seaweed(680, 700, 200, '#3fae7a'),
      shape('M0 700Q300 600 620 640T1000 620L1000 700Z', '#f2d59a'),
      chest(art, 540, 660, 1.1, true),
      g(child(art, hero, { arms: [150, 130], mood: 'grin', goggles: true }, 320, 470, 1.2), {
        transform: 'rotate(-14 320 360)',
      }),
      fish(720, 260, 1, '#ffd84d', '#f28c38', true),
      fish(820, 380, 0.7, '#ff8a7a', '#ffffff', true),
      fish(140, 200, 0.6, '#8fd3ff', '#2f6fb3'),
      starfish(760, 650, 22, '#ff8a5a'),
      bubbles(art, 20, 200, 40, 500, 360),
    ],
  ],
};
