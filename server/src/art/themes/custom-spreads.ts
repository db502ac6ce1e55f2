import { child } from '../child';
import { type Art, circle, ellipse, g, line, rect, shape } from '../core';
import { type CompanionLook, companionFromText, drawCompanion } from '../companion';
import { glow } from '../finish';
import {
  band,
  fireflies,
  flowerMeadow,
  grassField,
  hills,
  leafFan,
  moon,
  pineTree,
  roundTree,
  sky,
  sparkle,
  starField,
  sun,
} from '../landscape';
import { cabin } from '../props/adventure';
import { forestRow, lampPost, mushroom } from '../props/bedtime';
import { castle, lantern } from '../props/fantasy';
import { picketFence } from '../props/nature';
import { apple, giant, rabbit, squirrel, townHouse } from '../props/c4-bedtime-friends';
import { gardenGate } from './custom';
import type { Scene, SceneContext } from './theme';

// One picture per spread of the custom story "The Castle of Kindness". The favourite hero the parent typed is
// drawn as a companion (a generic figure shaped by the words, see companion.ts) on exactly the spreads whose text
// names {hero}: 1, 2, 3, 4, 7 and 9. Spreads 0, 5, 6 and 8 show the child without it, as their text does.

/** The favourite hero the parent typed, as the companion's look. */
const favourite = (context: SceneContext | undefined): CompanionLook => companionFromText(context?.favouriteHero ?? '');

/** The castle on its hill far away, its lantern dark or blazing. */
function farCastle(art: Art, x: number, y: number, s: number, lit: boolean): string {
  return [
    castle(art, x, y, s, '#f6e8d8', '#c0564a', '#f2c14e'),
    lit ? glow(art, x, y - 340 * s, 90 * s + 20, '#ffe08a', 0.9) : '',
    circle(x, y - 356 * s, 14 * s + 2, lit ? '#fff3b0' : '#4a4458'),
  ].join('');
}

const SUNRISE = ['#ffc89a', '#ffe2bc', '#fff4dc'] as const;

export const customSpreads: readonly Scene[] = [
  // 0 — sunrise peeping over the rooftops: the child, boots on, backpack packed (torch, red apple, three biscuits),
  // tiptoes down the garden path to the gate.
  (art, hero) => [
    sky(art, [...SUNRISE]),
    sun(art, 760, 330, 60, '#fff3c0', '#ffb46e'),
    ...[560, 660, 860, 960].map((x, i) =>
      townHouse(art, x, 380, 100, 90 + (i % 2) * 40, '#d89a8a', '#a05a5a', [false]),
    ),
    band(art, ['#a8d48c', '#7ab86a'], 380, 340),
    shape('M80 720Q160 560 360 470L430 470Q300 560 330 720Z', '#f0d9a8'),
    g(cabin(art, 0, 0, 1.8, '#f0e0c8', '#c0564a', false, false), { transform: 'translate(150 460)' }),
    picketFence(300, 1010, 470, 70),
    gardenGate(620, 470, 0.62),
    flowerMeadow(art, 500, 700, 26, ['#ff8fb0', '#ffd84d', '#ffffff']),
    child(art, hero, { walk: true, arms: [30, 20], mood: 'smile', gaze: 1 }, 300, 640, 1.3),
    apple(350, 560, 10),
  ],
  // 1 — Creak! There at the gate, in the golden morning light, stands the favourite hero: "I need your help. The
  // lantern on the castle on the hill has gone dark." Far away, the dark castle.
  (art, hero, context) => [
    sky(art, ['#ffd6a8', '#ffe7c4', '#fff4dc']),
    sun(art, 500, 300, 50, '#fff3c0', '#ffb46e'),
    hills(art, 380, 40, 4, '#b8dca0', '#a2cf8c'),
    farCastle(art, 820, 360, 0.28, false),
    hills(art, 470, 26, 4, '#93c878', '#7db865'),
    gardenGate(500, 600, 1.2),
    picketFence(-10, 360, 600, 100),
    picketFence(640, 1010, 600, 100),
    glow(art, 540, 480, 240, '#fff0c0', 0.5),
    drawCompanion(art, favourite(context), 'wave', 560, 640, 1.35),
    child(art, hero, { arms: [20, 60], mood: 'wonder', gaze: 1 }, 260, 660, 1.35),
    flowerMeadow(art, 620, 700, 20, ['#ff8fb0', '#ffd84d', '#ffffff']),
  ],
  // 2 — into the Enchanted Forest together: trees tickling the clouds, mushrooms glowing blue, pink and gold; one
  // sneezes and everybody is covered in sparkles.
  (art, hero, context) => [
    sky(art, ['#2a3a6a', '#4a6a9a', '#8ab0cc']),
    forestRow(art, 400, 320, '#4a6a90', 9),
    forestRow(art, 500, 260, '#34567a', 8),
    rect(0, 560, art.w, 160, '#2a4a5a'),
    ...[
      [160, 640, 1.2, '#5fa8f0'],
      [260, 660, 0.8, '#f27aa8'],
      [760, 630, 1.1, '#f2c14e'],
      [860, 660, 0.8, '#5fa8f0'],
      [620, 600, 0.6, '#f27aa8'],
    ].map(([x, y, s, c]) => mushroom(x as number, y as number, s as number, c as string, true, art)),
    ...Array.from({ length: 24 }, (_, i) =>
      sparkle(560 + ((i * 47) % 260), 300 + ((i * 83) % 260), 4 + (i % 4) * 2, '#fff6c8'),
    ),
    drawCompanion(art, favourite(context), 'cheer', 600, 670, 1.25),
    child(art, hero, { arms: [150, 30], mood: 'grin', gaze: 1 }, 400, 670, 1.35),
    fireflies(art, 20, 0, 200, 1000, 600),
    leafFan(-10, 720, 220, 15, 85, 5, ['#1e3450', '#26405e']),
  ],
  // 3 — a bushy-tailed squirrel on a branch and two rabbits in a bush warn: "A giant lives there!" The child's
  // knees wobble, but the hero is right there.
  (art, hero, context) => [
    sky(art, ['#3a5a7a', '#6a8aa0', '#a8c0c8']),
    forestRow(art, 420, 260, '#3e5a6a', 8),
    roundTree(art, 820, 620, 560, '#3f7a52', '#6a4a34'),
    line('M560 260Q700 250 840 280', '#6a4a34', 20),
    squirrel(640, 256, 1.1, true),
    band(art, ['#4a7a52', '#35603e'], 560, 160),
    ellipse(160, 600, 150, 80, '#3f8a4a'),
    ellipse(130, 560, 80, 60, '#4f9a55'),
    rabbit(110, 600, 0.7, '#e8e0d8', false, false),
    rabbit(200, 604, 0.62, '#c8b8a8', false, true),
    ellipse(160, 640, 170, 40, '#357a40'),
    drawCompanion(art, favourite(context), 'stand', 620, 680, 1.3, true),
    child(art, hero, { arms: [20, 20], mood: 'wonder', gaze: 1 }, 420, 680, 1.35),
    grassField(art, 600, 710, 20, '#5a9a5a', 22),
  ],
  // 4 — out of the forest in golden light: the castle on the hilltop with its flags and its big dark lantern;
  // child and hero at the enormous door. "WHO'S THERE?"
  (art, hero, context) => [
    sky(art, ['#f6b07a', '#ffd39a', '#fff0c8']),
    sun(art, 140, 200, 50, '#fff2c0', '#ffb25e'),
    rect(80, 0, 840, 620, '#e8d4bc'),
    ...Array.from({ length: 24 }, (_, i) =>
      rect(90 + (i % 6) * 140 + (Math.floor(i / 6) % 2) * 70, 40 + Math.floor(i / 6) * 90, 120, 70, '#dcc6ac', {
        rx: 6,
      }),
    ),
    shape('M300 620L300 260Q300 80 500 80Q700 80 700 260L700 620Z', '#7a5038'),
    line('M380 140L380 620M500 84L500 620M620 140L620 620', '#5a3a28', 6),
    circle(660, 380, 16, '#f2c14e'),
    ...[
      [180, 120],
      [820, 120],
    ].map(
      ([x, y]) => shape(`M${x} ${y}l26 0l-13 -40Z`, '#c0564a') + line(`M${x! + 13} ${y! - 40}l0 -30`, '#8a6a4a', 3),
    ),
    rect(0, 620, art.w, 100, '#c8b090'),
    ...[0, 1, 2].map((i) => line(`M${760 + i * 40} ${180 - i * 20}l30 -10`, '#6a4a3a', 5)),
    drawCompanion(art, favourite(context), 'point', 600, 690, 1.25),
    child(art, hero, { arms: [20, 20], mood: 'wonder', lookUp: true, gaze: 0.5 }, 400, 690, 1.3),
  ],
  // 5 — knock, knock, knock! The huge door creaks open: Rumble, a giant as tall as an oak, with a cross face — but
  // red eyes and a sniffly nose. The giant has been crying. (No hero here: the child steps forward alone.)
  (art, hero) => [
    rect(0, 0, art.w, art.h, '#3a2e3a'),
    glow(art, 560, 300, 420, '#ffcf8a', 0.35),
    shape('M160 720L160 200Q160 -20 500 -20Q840 -20 840 200L840 720Z', '#5a4038'),
    shape('M200 720L200 220Q200 20 500 20Q800 20 800 220L800 720Z', '#8a6a50'),
    giant(560, 700, 1.55, 'sad'),
    shape('M800 720L800 200L960 120L960 720Z', '#6a4a34'),
    child(art, hero, { arms: [20, 100], mood: 'wonder', lookUp: true, gaze: 1 }, 230, 700, 1.2),
  ],
  // 6 — "Go away," sniffs Rumble. But the child holds the shiny red apple up as high as possible: "Shall we be
  // friends?"
  (art, hero) => [
    sky(art, ['#f6c08a', '#ffd8a8', '#fff0d0']),
    rect(0, 560, art.w, 160, '#c8b090'),
    giant(720, 880, 2.3, 'sad'),
    child(
      art,
      hero,
      { arms: [20, 165], mood: 'smile', lookUp: true, gaze: 1, hold: ([, r]) => apple(r[0] + 2, r[1] - 16, 22) },
      360,
      680,
      1.6,
    ),
    sparkle(420, 230, 12, '#ffffff'),
  ],
  // 7 — Rumble smiles the biggest smile in the kingdom; whispering practice in the castle hall makes every window
  // rattle, and the child and the hero laugh until their tummies ache.
  (art, hero, context) => [
    rect(0, 0, art.w, art.h, '#e8d0b0'),
    ...[140, 500, 860].map(
      (x) =>
        rect(x - 60, 80, 120, 200, '#8ac0f0', { rx: 60 }) +
        rect(x - 60, 80, 120, 200, 'none', { rx: 60, stroke: '#8a6a50', 'stroke-width': 12 }) +
        line(`M${x - 76} ${70}l-12 -12M${x + 76} ${70}l12 -12`, '#6a4a3a', 4),
    ),
    rect(0, 560, art.w, 160, '#b04a4a'),
    rect(0, 560, art.w, 20, '#8a3a3a'),
    giant(760, 720, 1.45, 'happy'),
    ...[0, 1, 2].map((i) =>
      shape(`M${560 - i * 22} ${200 + i * 12}q-20 -8 -30 6`, 'none', { stroke: '#6a4a3a', 'stroke-width': 3 }),
    ),
    drawCompanion(art, favourite(context), 'cheer', 420, 690, 1.2),
    child(art, hero, { arms: [150, 140], mood: 'grin', gaze: 1 }, 220, 690, 1.3),
  ],
  // 8 — up three hundred winding steps to the top of the tallest tower: the child turns the big golden key and the
  // lantern blazes like a little sun; below, the forest and its creatures look up.
  (art, hero) => [
    sky(art, ['#2a2a60', '#5a4a88', '#e09a8a']),
    starField(art, 30, 0, 200),
    forestRow(art, 700, 140, '#3a4a6a', 12),
    rect(200, 480, 600, 240, '#d8c4a8'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(200 + i * 90, 450, 60, 40, '#d8c4a8')),
    glow(art, 560, 270, 340, '#fff0a0', 0.8),
    rect(540, 360, 40, 120, '#6a4a3a'),
    g(lantern(art, 0, 0, 2.6), { transform: 'translate(560 120)' }),
    sun(art, 560, 230, 36, '#fffbe0', '#ffe08a'),
    child(art, hero, { arms: [20, 100], mood: 'grin', gaze: 1, lookUp: true }, 380, 520, 1.25),
    circle(450, 390, 12, '#f2c14e'),
    line('M450 390L500 386', '#f2c14e', 6),
    giant(860, 900, 1.3, 'whisper'),
  ],
  // 9 — home through the garden gate under twinkling stars, a window glowing where someone waits with cocoa;
  // "Thank you," says the hero. Far away the castle lantern winks goodnight.
  (art, hero, context) => [
    sky(art, ['#141a44', '#27306a', '#4a4a88']),
    starField(art, 90, 0, 380),
    moon(art, 880, 90, 30),
    hills(art, 400, 30, 4, '#2e3a6a', '#26305a'),
    farCastle(art, 150, 400, 0.22, true),
    cabin(art, 760, 560, 1.7, '#c8845a', '#7a3a3a'),
    glow(art, 826, 480, 160, '#ffd36b', 0.35),
    pineTree(960, 580, 240, '#1e2850'),
    band(art, ['#2e3e5a', '#1e2a44'], 560, 160),
    picketFence(-10, 300, 600, 80, '#b8b4d8'),
    gardenGate(420, 600, 0.8),
    lampPost(art, 620, 620, 200),
    drawCompanion(art, favourite(context), 'wave', 340, 690, 1.2),
    child(art, hero, { arms: [150, 20], mood: 'smile', gaze: -1 }, 520, 690, 1.3),
    fireflies(art, 10, 60, 420, 600, 660),
  ],
];
