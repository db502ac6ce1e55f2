import { child } from '../child';
import { circle, line, rect, shape } from '../core';
import { band, cloud, flowerMeadow, hills, sea, sky, star5 } from '../landscape';
import { flag } from '../props/adventure';
import { bunting, castle, partyBalloon, rainbow } from '../props/fantasy';
import { rainbowKingdomSpreads } from './rainbow-kingdom-spreads';
import type { Theme } from './theme';

// The kingdom under the rainbow — pastel morning, a rainbow over a lilac-roofed castle, rolling green hills.
export const rainbowKingdom: Theme = {
  hero: {
    skin: '#e9b48c',
    hair: '#8a3b1e',
    hairStyle: 'long',
    top: '#b57edc',
    dress: true,
    print: { kind: 'stars', color: '#f6d66b' },
    bottom: '#b57edc',
    shoes: '#f2c94c',
    headwear: 'crown',
    extra: 'cape',
    extraColor: '#f06292',
  },
  // A boy's starry tunic over darker trousers, so top and legs do not read as one long dress.
  otherHero: { bottom: '#5a4690' },
  cover: (art, hero) => [
    sky(art, ['#a6dcff', '#e4f4ff', '#fff0f4']),
    rainbow(art, 300, 470, 280, 24),
    cloud(60, 470, 160),
    cloud(540, 470, 160),
    hills(art, 480, 30, 4, '#b8e6a0', '#a0d88a'),
    castle(art, 300, 480, 0.7, '#f4ecf8', '#9a7ad0', '#f06292'),
    hills(art, 560, 30, 4, '#8cd07a', '#74bd66'),
    shape('M220 800Q260 680 300 560Q340 680 400 800Z', '#f6e2b0'),
    child(art, hero, { arms: [20, 150], mood: 'grin' }, 300, 740, 1.6),
    flowerMeadow(art, 620, 800, 40, ['#ff8fb0', '#ffd84d', '#ffffff', '#8c7be0']),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#b0e0ff', '#f0f8ff']),
      rainbow(art, 760, 420, 300, 20, 0.6),
      hills(art, 400, 40, 5, '#c0e8a8', '#a8dc8c'),
      castle(art, 780, 410, 0.45, '#f4ecf8', '#9a7ad0', '#f06292'),
      hills(art, 480, 30, 4, '#98d47c', '#7fc466'),
      shape('M100 700Q300 560 600 500Q700 480 760 470L790 476Q720 520 680 560Q560 640 560 700Z', '#f6e2b0'),
      child(
        art,
        hero,
        {
          arms: [20, 60],
          walk: true,
          mood: 'grin',
          gaze: 1,
          hold: ([, r]) =>
            line(`M${r[0] - 10} ${r[1] + 20}L${r[0] + 30} ${r[1] - 80}`, '#8a5a3a', 5) +
            circle(r[0] + 36, r[1] - 90, 22, '#f06292'),
        },
        300,
        650,
        1.45,
      ),
      flowerMeadow(art, 560, 700, 40, ['#ff8fb0', '#ffd84d', '#ffffff']),
    ],
    (art, hero) => [
      sky(art, ['#a6d8ff', '#eaf6ff']),
      rainbow(art, 500, 560, 460, 30),
      hills(art, 400, 40, 5, '#c0e8a8', '#a8dc8c'),
      castle(art, 700, 400, 0.6, '#f4ecf8', '#9a7ad0', '#f06292'),
      hills(art, 500, 20, 3, '#98d47c', '#7fc466'),
      sea(art, 560, '#8fd8ee', '#5ab4d8', 10),
      shape('M120 580Q500 420 880 580L880 600Q500 450 120 600Z', '#b08a5a'),
      line('M120 580Q500 420 880 580', '#8a6a4a', 6),
      child(art, hero, { arms: [20, 150], walk: true, mood: 'grin' }, 500, 506, 1.25),
      flowerMeadow(art, 640, 700, 20, ['#ff8fb0', '#ffd84d']),
    ],
    (art, hero) => [
      sky(art, ['#bde4ff', '#fff4f8']),
      rainbow(art, 500, 360, 420, 22, 0.7),
      // The castle courtyard: a brick wall with banners, a tower at each side.
      rect(0, 250, art.w, 300, '#efe4f4'),
      rect(0, 250, art.w, 300, art.pattern(80, 40, line('M0 1H80M0 21H80M40 1V21M1 21V41', '#d8c6e2', 2))),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => rect(i * 90, 232, 56, 22, '#efe4f4')),
      ...[250, 420, 580, 750].map(
        (x, i) =>
          shape(
            `M${x - 28} 270L${x + 28} 270L${x + 28} 410L${x} 388L${x - 28} 410Z`,
            ['#8c7be0', '#ef6f6c', '#5fb0e5', '#7cc878'][i]!,
          ) + star5(x, 320, 11, '#ffe08a'),
      ),
      ...[70, 930].map(
        (x) =>
          rect(x - 70, 150, 140, 400, '#e6d6ee') +
          shape(`M${x - 86} 152L${x} 60L${x + 86} 152Z`, '#9a7ad0') +
          flag(x, 64, 50, '#f06292') +
          rect(x - 14, 250, 28, 44, '#ffd36b', { rx: 14 }),
      ),
      bunting(0, 260, 500, 240, ['#ef6f6c', '#f7d65c', '#5fb0e5', '#7cc878', '#8c7be0']),
      bunting(500, 240, 1000, 260, ['#f6a55a', '#5fb0e5', '#ef6f6c', '#8c7be0', '#7cc878']),
      band(art, ['#e8d8c0', '#d4c0a4'], 540, 160),
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        partyBalloon(
          120 + i * 150 + (i % 2) * 30,
          420 - (i % 3) * 40,
          28,
          ['#ef6f6c', '#f7d65c', '#5fb0e5', '#7cc878', '#8c7be0', '#f6a55a'][i]!,
        ),
      ),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((i) =>
        rect(
          100 + ((i * 67) % 800),
          80 + ((i * 131) % 420),
          8,
          14,
          ['#ef6f6c', '#f7d65c', '#5fb0e5', '#7cc878'][i % 4]!,
          { transform: `rotate(${i * 37} ${104 + ((i * 67) % 800)} ${87 + ((i * 131) % 420)})` },
        ),
      ),
      shape('M440 540L560 540L680 700L320 700Z', '#d94f5c'),
      line('M440 540L320 700M560 540L680 700', '#f2c14e', 6),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 500, 650, 1.45),
    ],
  ],
  spreads: rainbowKingdomSpreads,
};
