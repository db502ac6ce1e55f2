import { child } from '../child';
import { line, rect } from '../core';
import { cloud, flower, flowerMeadow, grassField, hills, leaf, roundTree, sky, sun } from '../landscape';
import { butterfly, carryingCan, ladybird, magnifier, picketFence, sunflower, tulip } from '../props/nature';
import type { Theme } from './theme';

// Numbers in the magic garden — fresh spring greens, pinks and sunny yellows; flowers grow in counted groups.
export const magicGarden: Theme = {
  hero: {
    skin: '#c68a5c',
    hair: '#2b1a12',
    hairStyle: 'buns',
    top: '#f7a6c8',
    dress: true,
    print: { kind: 'dots', color: '#ffffff' },
    bottom: '#f7a6c8',
    shoes: '#f0745b',
    headwear: 'none',
  },
  // A boy's shirt takes the garden's sunny yellow (still dotted), with blue trousers instead of pink.
  otherHero: { top: '#f6c945', bottom: '#4f6fa8' },
  cover: (art, hero) => [
    sky(art, ['#bfe6ff', '#e8f7e4']),
    sun(art, 480, 110, 45),
    cloud(150, 130, 130),
    hills(art, 420, 30, 4, '#b5e0a0', '#9ed08a'),
    // The rose arch frames the child and says "garden gate".
    line('M130 640L130 330Q300 170 470 330L470 640', '#7fb05e', 22),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => {
      const a = Math.PI * (i / 10);
      return flower(
        300 - Math.cos(a) * 170,
        330 - Math.sin(a) * 150 + (i === 0 || i === 10 ? 80 : 0),
        16,
        i % 2 ? '#ff8fb0' : '#ffffff',
        '#ffd25e',
      );
    }),
    hills(art, 600, 25, 4, '#8cc774', '#6fb05e'),
    sunflower(70, 760, 320),
    tulip(510, 740, 170, '#e2453c'),
    tulip(560, 760, 150, '#ff8fb0'),
    child(art, hero, { ...carryingCan('#4fb3bf', 0.75, [-26, -74]), mood: 'grin' }, 280, 720, 1.6),
    ladybird(200, 770, 0.8, 1, -20),
    ladybird(300, 780, 0.8, 2, 10),
    ladybird(400, 770, 0.8, 3, 30),
    butterfly(460, 420, 0.9, '#ffb347', 15),
    butterfly(130, 470, 0.7, '#8c7be0', -10),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#aee0ff', '#eaf8e8']),
      sun(art, 880, 100, 45),
      cloud(300, 100, 150),
      hills(art, 420, 40, 5, '#b5e0a0', '#9ed08a'),
      roundTree(art, 120, 450, 260, '#6fb35a', '#7a5134', '#ff8fb0'),
      hills(art, 500, 20, 4, '#8cc774', '#7aba66'),
      picketFence(-10, 380, 560, 80),
      picketFence(620, 1010, 560, 80),
      line('M380 560L380 460Q500 380 620 460L620 560', '#7fb05e', 16),
      sunflower(760, 640, 330),
      tulip(860, 650, 170, '#e2453c'),
      tulip(920, 660, 150, '#e2453c'),
      child(art, hero, { arms: [20, 150], mood: 'grin' }, 500, 650, 1.45),
      butterfly(300, 300, 0.9, '#ffb347', 15),
      grassField(art, 600, 700, 24, '#5e9e4a', 22),
    ],
    (art, hero) => {
      // Three beds, back to front, holding 3, 4 and 5 flowers: the page counts with the child.
      const bed = (y: number, n: number, color: string, r: number): string => {
        const out = [
          rect(200, y - 10, 600, 46, '#a86a42', { rx: 10 }),
          rect(200, y - 10, 600, 12, '#c88a5a', { rx: 6 }),
        ];
        for (let i = 0; i < n; i++) out.push(flower(200 + ((i + 0.5) * 600) / n, y - 40, r, color, '#ffd25e', 6, 36));
        return out.join('');
      };
      return [
        sky(art, ['#bfe8ff', '#f0faea']),
        sun(art, 120, 100, 40),
        hills(art, 330, 30, 5, '#b5e0a0', '#8cc774'),
        bed(380, 3, '#ff8fb0', 22),
        bed(480, 4, '#ffd84d', 24),
        bed(590, 5, '#7fb7ff', 26),
        child(art, hero, { sit: true, arms: [20, 110], mood: 'grin', gaze: -1 }, 880, 660, 1.3),
        butterfly(640, 230, 0.9, '#ff8fb0', 10),
        butterfly(360, 200, 0.7, '#8c7be0', -10),
        grassField(art, 640, 700, 18, '#5e9e4a', 20),
      ];
    },
    (art, hero) => [
      sky(art, ['#c8ecff', '#f4fbe8']),
      sun(art, 900, 100, 40),
      hills(art, 460, 30, 4, '#a6d98f', '#8cc774'),
      roundTree(art, 860, 500, 300, '#6fb35a', '#7a5134', '#ffffff'),
      leaf(300, 660, 520, 300, 78, '#7cc35f', '#5a9e45'),
      ...[1, 2, 3, 4, 5].map((n, i) =>
        ladybird(140 + i * 95, 560 - Math.sin((i / 4) * Math.PI) * 40 + i * 6, 0.95, n, 80 + i * 4),
      ),
      child(
        art,
        hero,
        {
          hands: [
            [-30, -70],
            [36, -100],
          ],
          mood: 'wonder',
          gaze: -1,
          hold: ([, r]) => magnifier(r[0] + 4, r[1] - 40, 0.8, -30),
        },
        760,
        660,
        1.45,
      ),
      flowerMeadow(art, 620, 700, 30, ['#ffffff', '#ffd84d', '#ff8fb0']),
    ],
  ],
};
