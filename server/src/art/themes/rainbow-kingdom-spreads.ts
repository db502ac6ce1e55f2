import { type Pose, child } from '../child';
import { type Art, circle, ellipse, line, rect, shape } from '../core';
import { glow } from '../finish';
import { band, cloud, flowerMeadow, grassField, hills, sea, sky, sparkle, starField, sun } from '../landscape';
import { picketFence } from '../props/nature';
import { bunting, castle, partyBalloon, rainbow } from '../props/fantasy';
import { musicNote } from '../props/bedtime';
import {
  SEVEN,
  candyHouse,
  colourStreams,
  fogCreature,
  frog,
  fruitTree,
  goldenGate,
  pinkWand,
  pip,
  queen,
  rain,
} from '../props/c3-rainbow';
import type { Scene } from './theme';

// One picture per spread of "The Kingdom Under the Rainbow", in the story's order.
// Pip stays grey until the last colours come home: only then does he remember that he is every colour.
const GREY = ['#8f939d'] as const;

/** The child holding the Queen's pink-tipped wand up in the right hand. */
const withWand = (art: Art, pose: Pose, glowing = false): Pose => ({
  arms: [20, 150],
  ...pose,
  hold: ([, r]) => pinkWand(art, r[0], r[1] + 10, 0.9, 8, glowing),
});

/** A grey veil over part of the picture: the Fog stealing the colour. */
function fogVeil(art: Art, opacity: number, fromTop = 0.2): string {
  return rect(
    0,
    0,
    art.w,
    art.h,
    art.linear([
      [0, '#b8bcc4', opacity * fromTop],
      [0.6, '#b8bcc4', opacity],
      [1, '#b8bcc4', opacity * 0.6],
    ]),
  );
}

export const rainbowKingdomSpreads: readonly Scene[] = [
  // 1. After the rain a rainbow touches the garden grass; at its end a little golden gate. The tiny crown that hung
  // on it is already on the child's head.
  (art, hero) => [
    sky(art, ['#9ccfee', '#d8eefa', '#fff4e8']),
    sun(art, 120, 110, 44),
    cloud(760, 110, 180, '#ffffff', '#dfe6f5', 0.9),
    rainbow(art, 520, 620, 430, 26),
    hills(art, 480, 24, 4, '#a8dc90', '#90cc7a'),
    picketFence(0, 320, 560, 70),
    hills(art, 580, 10, 3, '#8cd07a', '#74bd66'),
    ...[0, 1, 2].map((i) => ellipse(200 + i * 260, 640 + (i % 2) * 20, 60, 12, '#b8e0f4', { opacity: 0.8 })),
    goldenGate(art, 860, 610, 1),
    child(art, hero, { walk: true, arms: [20, 100], mood: 'grin', gaze: 1 }, 560, 660, 1.4),
    flowerMeadow(art, 600, 700, 30, ['#ff8fb0', '#ffd84d', '#ffffff']),
  ],
  // 2. Through the gate: sweet-painted houses, a turquoise river, everything fading. The young Queen asks for help.
  (art, hero) => [
    sky(art, ['#c0d0e0', '#e8eef4']),
    castle(art, 720, 340, 0.5, '#ece4f0', '#9a7ad0', '#f06292'),
    hills(art, 360, 20, 4, '#b8d8b0', '#a8c8a0'),
    ...[
      [120, '#f8b0c8', '#f6a55a'],
      [300, '#b8e0ff', '#ef6f6c'],
      [830, '#fff0a0', '#7cc878'],
    ].map(([x, wall, roof], i) =>
      candyHouse(art, x as number, 440 + (i % 2) * 20, 0.9, wall as string, roof as string),
    ),
    sea(art, 480, '#8fe0e0', '#5ac0c8', 8),
    band(art, ['#c8e0b0', '#b0d098'], 560, 140),
    fogVeil(art, 0.55),
    queen(art, 660, 650, 1.2, { sad: true, arms: 'give' }),
    child(art, hero, { arms: [20, 40], mood: 'wonder', gaze: 1 }, 380, 660, 1.4),
    cloud(80, 250, 200, '#c8ccd4', '#b0b4bc', 0.7),
    cloud(940, 300, 220, '#c8ccd4', '#b0b4bc', 0.7),
  ],
  // 3. The pink-tipped wand in hand, the child meets Pip, a small grey chameleon sniffling on a stone.
  (art, hero) => [
    sky(art, ['#c8d8e8', '#f0f0f4']),
    castle(art, 800, 380, 0.4, '#e4dcea', '#a898c0', '#d8a0b8'),
    candyHouse(art, 180, 380, 0.6, '#e0c8d0', '#d0b090'),
    hills(art, 380, 30, 4, '#b8d0b0', '#a8c0a0'),
    shape('M380 700Q460 560 560 480L640 480Q620 560 700 700Z', '#e8dcc4'),
    hills(art, 520, 14, 3, '#a8cc98', '#98bc88'),
    fogVeil(art, 0.35),
    ...[0, 1, 2, 3, 4, 5].map((i) => ellipse(60 + i * 180, 650 + (i % 2) * 30, 50, 10, '#c8ccd0', { opacity: 0.7 })),
    ellipse(700, 640, 170, 60, '#9a9aa4'),
    ellipse(690, 616, 130, 34, '#b0b0b8'),
    pip(art, 700, 612, 2.4, GREY, { mood: 'sad', flip: true }),
    child(art, hero, withWand(art, { mood: 'smile', gaze: 1 }, true), 330, 700, 2),
    grassField(art, 620, 700, 20, '#8aaa80', 18),
  ],
  // 4. The Orange Orchard, all grey: the old apple tree asks its riddle; "The sun!" and warm colours pour back.
  (art, hero) => [
    sky(art, ['#b8bcc8', '#e0e0e4']),
    sun(art, 820, 100, 56, '#fff3b0', '#ffb347'),
    glow(art, 820, 100, 300, '#ffd36b', 0.4),
    hills(art, 420, 20, 4, '#b0b4b0', '#a0a4a0'),
    ...[80, 260, 900].map((x) => fruitTree(art, x, 520, 240, '#9ca49c', '#b8b8b8')),
    // The old apple tree who asks the riddle stands on the child's half: on a double page the words cover the other.
    fruitTree(art, 480, 580, 420, '#8aa090', '#a0a0a0', true),
    band(art, ['#b0b8a8', '#98a090'], 570, 130),
    colourStreams(800, 150, 290, 370, SEVEN.slice(0, 3)),
    child(art, hero, withWand(art, { mood: 'grin', gaze: 1, lookUp: true }, true), 260, 660, 1.4),
    pip(art, 120, 660, 0.8, GREY, { mood: 'shy' }),
  ],
  // 5. The Blue Lake and the grumpy frog on the bridge: "Rain!" The lake turns blue and the reeds bright green.
  (art, hero) => [
    sky(art, ['#8ab0d0', '#c8dcec']),
    cloud(300, 90, 260, '#e8eef6', '#c8d4e4'),
    cloud(720, 70, 240, '#e8eef6', '#c8d4e4'),
    rain(art, 70, 110, 520),
    hills(art, 380, 20, 4, '#a8c8a8', '#98b898'),
    sea(art, 420, '#5fc8f0', '#2a8ad0', 14),
    ...[60, 110, 160, 860, 910, 960].map((x, i) =>
      line(`M${x} 700Q${x - 6} 600 ${x + 4} ${520 + (i % 3) * 20}`, '#5ac060', 7),
    ),
    shape('M300 520L720 520L740 548L280 548Z', '#a07a4a'),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => line(`M${310 + i * 50} 520L${310 + i * 50} 548`, '#7a5a3a', 3)),
    line('M300 600L300 520M720 600L720 520', '#7a5a3a', 10),
    frog(620, 524, 1.1),
    child(art, hero, withWand(art, { mood: 'grin', gaze: 1 }, true), 420, 524, 1.2),
    pip(art, 520, 524, 0.6, GREY),
  ],
  // 6. "Five colours!" Then the Grey Fog rolls over the lake like a grumpy blanket, off to the Violet Hills.
  (art, hero) => [
    sky(art, ['#9aa8c0', '#d0d8e4']),
    hills(art, 360, 60, 3, '#a8a4b4', '#9894a8'),
    sea(art, 420, '#5fb8e8', '#3a8ad0', 10),
    fogCreature(
      art,
      720,
      260,
      520,
      'grumpy',
      line('M940 250Q980 200 1010 230', SEVEN[5]!, 16) + line('M950 290Q990 250 1010 280', SEVEN[6]!, 16),
    ),
    shape('M100 560L520 560L540 588L80 588Z', '#a07a4a'),
    line('M100 640L100 560M520 640L520 560', '#7a5a3a', 10),
    child(art, hero, { walk: true, arms: [60, 130], mood: 'wonder', gaze: 1 }, 360, 566, 1.2),
    pip(art, 190, 566, 0.7, GREY, { mood: 'happy' }),
    band(art, ['#b8d0a0', '#a0c088'], 620, 80),
  ],
  // 7. Up the Violet Hills, grey as porridge, the fog thickening: they sing all the way up to feel brave.
  (art, hero) => [
    sky(art, ['#b4b4bc', '#d4d4d8']),
    hills(art, 300, 80, 3, '#a8a4b0', '#989aa4'),
    hills(art, 420, 60, 3, '#9c98a8', '#8c8a98'),
    shape('M0 700Q300 520 520 460Q700 420 1000 300L1000 700Z', '#a09cac'),
    line('M120 700Q360 560 560 500Q760 440 980 330', '#c8c4d0', 26),
    ...[0, 1, 2, 3, 4].map((i) => cloud(100 + i * 210, 200 + (i % 2) * 120, 220, '#e4e4ea', '#cfd0d8', 0.75)),
    ...[0, 1, 2, 3].map((i) => musicNote(560 + i * 60, 330 - i * 30, 1.3, SEVEN[i * 2]!, -10 + i * 10)),
    child(art, hero, { walk: true, arms: [110, 120], mood: 'wonder', gaze: 1 }, 480, 540, 1.3),
    pip(art, 330, 600, 0.75, GREY, { mood: 'shy' }),
    cloud(800, 680, 420, '#e8e8ee', '#d4d4dc', 0.7),
  ],
  // 8. At the top the Fog clutches the last two colours: "What can you give away and still keep?" A smile, and a hug.
  (art, hero) => [
    sky(art, ['#a8a4b8', '#cdcad6']),
    fogCreature(
      art,
      640,
      330,
      560,
      'grumpy',
      line('M880 380Q900 440 870 500Q850 540 880 580', SEVEN[5]!, 18) +
        line('M904 380Q924 440 894 500Q874 540 904 580', SEVEN[6]!, 18) +
        circle(890, 384, 30, '#9a9ca8'),
    ),
    shape('M-10 560Q500 520 1010 560L1010 710L-10 710Z', '#9a94aa'),
    child(art, hero, { arms: [125, 125], mood: 'grin', gaze: 1 }, 440, 640, 1.45),
    pip(art, 230, 640, 0.9, GREY, { mood: 'shy' }),
  ],
  // 9. The Fog goes soft and white, a real cloud; seven colours fly home into the rainbow over the castle; Pip is every colour.
  (art, hero) => [
    sky(art, ['#8ec8f4', '#d8eefc', '#f4e8ff']),
    rainbow(art, 560, 480, 380, 24),
    castle(art, 560, 470, 0.55, '#f4ecf8', '#9a7ad0', '#f06292'),
    hills(art, 480, 40, 4, '#b890e0', '#a078d0'),
    // The Fog, now a soft white cloud, floats beside the child: a double page keeps only the band round the head.
    fogCreature(art, 140, 330, 200, 'soft'),
    colourStreams(360, 420, 560, 120, SEVEN),
    hills(art, 580, 20, 3, '#9a6ad0', '#8a5ac0'),
    child(art, hero, withWand(art, { mood: 'grin', gaze: 1, lookUp: true }, true), 340, 660, 1.4),
    pip(art, 620, 650, 1.2, SEVEN, { mood: 'happy', flip: true }),
    ...[0, 1, 2, 3].map((i) => sparkle(700 + i * 70, 560 - (i % 2) * 30, 9, '#ffffff')),
  ],
  // 10. Evening party in the castle courtyard: banners, balloons, confetti; the Queen and Pip dance, the little cloud joins.
  (art, hero) => [
    sky(art, ['#3a3a8a', '#a06ab0', '#f8a890']),
    starField(art, 30, 0, 180),
    rainbow(art, 500, 330, 400, 18, 0.5),
    rect(0, 280, art.w, 300, '#d8c8e4'),
    rect(0, 280, art.w, 300, art.pattern(80, 40, line('M0 1H80M0 21H80M40 1V21M1 21V41', '#c0aed0', 2))),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => rect(i * 90, 262, 56, 22, '#d8c8e4')),
    bunting(0, 290, 500, 270, SEVEN),
    bunting(500, 270, 1000, 290, [...SEVEN].reverse()),
    ...[0, 1, 2, 3].map((i) => glow(art, 130 + i * 250, 300, 70, '#ffd36b', 0.4)),
    band(art, ['#c8a8a0', '#a88a88'], 560, 140),
    ...SEVEN.map((c, i) => partyBalloon(80 + i * 140, 180 + (i % 3) * 50, 26, c)),
    ...Array.from({ length: 26 }, (_, i) =>
      rect(40 + ((i * 137) % 920), 80 + ((i * 89) % 460), 8, 14, SEVEN[i % 7]!, {
        transform: `rotate(${i * 41} ${44 + ((i * 137) % 920)} ${87 + ((i * 89) % 460)})`,
      }),
    ),
    fogCreature(art, 820, 200, 150, 'soft'),
    queen(art, 720, 650, 1.15, { arms: 'dance' }),
    pip(art, 560, 660, 0.9, SEVEN, { mood: 'happy' }),
    child(art, hero, { arms: [30, 150], mood: 'grin', gaze: 1 }, 330, 660, 1.4),
  ],
];
