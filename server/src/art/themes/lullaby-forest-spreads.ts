import { type Hero, child, lyingChild } from '../child';
import { type Art, type Pt, circle, ellipse, g, line, rect, shade, shape } from '../core';
import { glow } from '../finish';
import { band, fern, fireflies, grassField, hills, leaf, leafFan, moon, sky, starField, sun } from '../landscape';
import { forestRow, huggingTeddy, log, mushroom, musicNote, teddy } from '../props/bedtime';
import { lantern, owl } from '../props/fantasy';
import { bear, fawn, hedgehog, oldTree, rabbit, river } from '../props/c4-bedtime-friends';
import type { Scene } from './theme';

// One picture per spread of "The Lullaby Forest", in the story's order: from the forest edge at sunset, along
// the path past each animal and its lullaby, to the moss bed under the big old tree.

const BROWN = '#9a6a44';

/** A soft blanket over the sleeper's body, from x0 to x1 (the head stays out on the left). */
function blanket(art: Art, x0: number, x1: number, top: number, bottom: number, color: string): string {
  const d = `M${x0} ${bottom}Q${x0 - 12} ${top + 8} ${x0 + 30} ${top}Q${(x0 + x1) / 2} ${top - 14} ${x1 - 16} ${top + 6}Q${x1 + 14} ${(top + bottom) / 2} ${x1} ${bottom}Z`;
  return (
    shape(d, color) +
    shape(d, art.pattern(40, 40, circle(10, 10, 4, '#ffffff') + circle(30, 30, 4, '#ffffff')), { opacity: 0.25 }) +
    line(`M${x0 + 24} ${top + 4}Q${(x0 + x1) / 2} ${top - 10} ${x1 - 20} ${top + 8}`, '#ffffff', 6, { opacity: 0.3 })
  );
}

/** A hand at the chin with one finger up over the lips: "Shhh…". `at` is the hand's position (body coordinates). */
function shushFinger(hero: Hero, at: Pt): string {
  const edge = { stroke: shade(hero.skin, 0.25), 'stroke-width': 2 };
  return (
    rect(at[0] - 3.5, at[1] - 4, 7, 20, hero.skin, { rx: 3.5, ...edge }) +
    ellipse(at[0], at[1] + 20, 9, 8, hero.skin, edge)
  );
}

/** The firefly lantern set down on the ground at (x, groundY) while the child's hands are busy. */
const setDown = (art: Art, x: number, groundY: number): string => lantern(art, x, groundY - 52, 0.8);

export const lullabyForestSpreads: readonly Scene[] = [
  // 0 — the sun goes down and the forest begins to hum: fireflies blink awake among red mushrooms, the trees sway;
  // at the forest edge the child hugs Teddy tight and listens.
  (art, hero) => [
    sky(art, ['#4a3a80', '#c07aa0', '#ffb890']),
    sun(art, 760, 470, 60, '#fff0c0', '#ffa080'),
    hills(art, 470, 30, 4, '#8a6aa0', '#7a5a90'),
    forestRow(art, 500, 260, '#5a4a88', 7),
    forestRow(art, 580, 200, '#3e3470', 6),
    ...[0, 1, 2, 3].map((i) =>
      line(`M${90 + i * 250} ${300 + (i % 2) * 40}q20 -14 40 0`, '#ffe8c8', 3, { opacity: 0.5 }),
    ),
    mushroom(640, 650, 1.2, '#e2453c', true, art),
    mushroom(720, 660, 0.8, '#e2453c', true, art),
    mushroom(180, 660, 0.9, '#e2453c', true, art),
    fireflies(art, 22, 80, 380, 950, 660),
    child(art, hero, { ...huggingTeddy(0.5, 32), mood: 'smile', gaze: -1 }, 420, 670, 1.55),
    leafFan(1010, 720, 220, -15, -85, 5, ['#2a2450', '#342c60']),
  ],
  // 1 — fireflies fly into an old lantern and it glows like a tiny moon; the child holds it up high on the path.
  // Two owls on a branch open their round eyes: "Here comes our guest."
  (art, hero) => [
    sky(art, ['#221e50', '#3a3070', '#5a4a88']),
    starField(art, 40, 0, 220),
    forestRow(art, 440, 220, '#3a3472', 8),
    shape('M380 720Q460 580 560 470L620 470Q580 580 660 720Z', '#6a5a8a'),
    forestRow(art, 540, 180, '#2c2860', 5),
    shape('M400 720Q470 600 560 520L610 520Q580 600 640 720Z', '#7a6a9a'),
    line('M560 190Q760 160 1040 180', '#3a2a3a', 22),
    owl(720, 176, 1.0, '#b08a6a'),
    owl(860, 170, 0.9, '#8a7aa0'),
    child(
      art,
      hero,
      // Held up high and out to the side, so the lantern lights the face instead of hiding it.
      {
        hands: [
          [-30, -60],
          [60, -150],
        ],
        mood: 'wonder',
        lookUp: true,
        gaze: 1,
        hold: ([, r]) => lantern(art, r[0], r[1] - 4, 1.1),
      },
      400,
      660,
      1.5,
    ),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        glow(art, 560 - i * 40, 260 + i * 30, 16, '#fff27a', 0.7) + circle(560 - i * 40, 260 + i * 30, 3, '#fffbe0'),
    ),
    leafFan(-10, 720, 200, 15, 85, 5, ['#1e1a40', '#262050']),
  ],
  // 2 — on a mossy log, listening: the old owl sings hoo-hoo, the hedgehogs tap a rhythm on the leaves, the river
  // joins in with a splashy tune. The first lullaby.
  (art, hero) => [
    sky(art, ['#1e1e4e', '#2e2e68', '#4a4080']),
    starField(art, 50, 0, 200),
    moon(art, 440, 80, 30),
    forestRow(art, 400, 200, '#34306a', 9),
    hills(art, 430, 10, 3, '#2e3a5a', '#26304e'),
    river(art, 760, 420, 860, '#5a7ab8'),
    // The singing owl sits on a low branch beside the child: a double page keeps only the band round the child's
    // head, and its words cover the far half.
    line('M-20 370Q100 384 240 356', '#3a2a3a', 14),
    owl(130, 376, 0.9, '#c0a080'),
    ...[0, 1, 2].map((i) => musicNote(190 + i * 40, 290 - i * 20, 0.8, '#fff1c8', i * 8)),
    log(360, 610, 300),
    shape('M220 548Q300 530 380 540Q460 534 500 552L490 560L220 560Z', '#6aa878'),
    setDown(art, 170, 640),
    child(art, hero, { sit: true, arms: [20, 30], mood: 'smile', gaze: 1 }, 360, 580, 1.25),
    hedgehog(540, 560, 0.9),
    hedgehog(620, 576, 0.75, true),
    ...[0, 1, 2, 3].map((i) => leaf(520 + i * 40, 586, 30, 18, 70 + i * 20, '#c8783a')),
    musicNote(620, 560, 0.7, '#fff1c8', -10),
    musicNote(880, 560, 0.7, '#cfe8ff', 10),
    fireflies(art, 12, 100, 300, 900, 600),
  ],
  // 3 — under a tree a bear cub is sniffling: nobody has hugged him goodnight. The child gives him the biggest,
  // warmest hug, and Teddy hugs him too.
  (art, hero) => [
    sky(art, ['#2a2458', '#463a7a', '#6a5290']),
    starField(art, 30, 0, 180),
    forestRow(art, 420, 200, '#3e3676', 7),
    oldTree(art, 780, 560, 520, '#5a3e36', '#2e3a5a'),
    band(art, ['#3e4a5a', '#2a3244'], 540, 180),
    grassField(art, 540, 700, 26, '#4a6a5a', 18),
    setDown(art, 300, 664),
    bear(560, 640, 1.1, BROWN, { sit: true, hug: true, sleepy: true }),
    child(
      art,
      hero,
      {
        // Pressed against the bear cub's side, both arms round him: a big, warm hug.
        hands: [
          [34, -74],
          [66, -66],
        ],
        mood: 'smile',
        gaze: 1,
        turn: 0.4,
      },
      462,
      660,
      1.45,
    ),
    teddy(500, 640, 0.55, 20),
    glow(art, 500, 520, 200, '#ffd0a0', 0.2),
    fireflies(art, 10, 300, 300, 900, 600),
  ],
  // 4 — in a burrow full of moonlight, three little rabbits giggling; "Shhh… let's whisper", finger to lips, and
  // halfway through their bouncy lullaby they fall asleep, smiling.
  (art, hero) => [
    rect(0, 0, art.w, art.h, '#3a2e3a'),
    ellipse(500, 380, 560, 380, '#5a4640'),
    ellipse(500, 400, 500, 330, '#6e5648'),
    // a round opening in the roof lets the moonlight in
    circle(640, 90, 80, '#1e2456'),
    moon(art, 660, 80, 28),
    shape('M580 130L720 130L860 700L420 700Z', '#d8e4ff', { opacity: 0.14 }),
    ...[0, 1, 2, 3, 4].map((i) =>
      line(`M${120 + i * 180} ${60 + (i % 2) * 30}q10 40 -6 80`, '#8a6a4a', 5, { opacity: 0.6 }),
    ),
    rect(0, 560, art.w, 160, '#7a6050'),
    ellipse(660, 600, 260, 40, '#8a9a6a'),
    setDown(art, 130, 664),
    rabbit(560, 610, 0.9, '#e8e0d8', true),
    rabbit(660, 620, 1.0, '#c8b8a8', true, true),
    rabbit(760, 608, 0.85, '#f4f0ea', true),
    child(
      art,
      hero,
      {
        hands: [
          [6, -122],
          [-30, -60],
        ],
        mood: 'smile',
        gaze: 1,
        // The arm is drawn behind the face, so the hushing finger is drawn again over the lips.
        hold: ([l]) => shushFinger(hero, l),
      },
      280,
      660,
      1.55,
    ),
    ...[0, 1, 2].map((i) => line(`M${600 + i * 100} ${480 - i * 10}q8 -10 16 0`, '#fff1c8', 3, { opacity: 0.7 })),
  ],
  // 5 — in a clearing, a little fawn with white spots sings the quietest song in the world, "La… la… lu…"; even
  // the fireflies dim their lights to hear it.
  (art, hero) => [
    sky(art, ['#141a44', '#24306a', '#3a4a82']),
    starField(art, 100, 0, 300),
    moon(art, 500, 110, 40),
    forestRow(art, 460, 260, '#222a5a', 10),
    shape(
      'M-20 720L-20 520Q500 460 1020 520L1020 720Z',
      art.linear([
        [0, '#3a5a6a'],
        [1, '#24384a'],
      ]),
    ),
    ellipse(500, 560, 360, 60, '#5a7a8a', { opacity: 0.35 }),
    grassField(art, 520, 700, 30, '#4a6a6a', 20),
    setDown(art, 170, 650),
    fawn(650, 600, 1.35, true),
    child(art, hero, { arms: [10, 10], mood: 'wonder', gaze: 1 }, 320, 640, 1.35),
    ...[0, 1, 2].map((i) => line(`M${540 - i * 30} ${360 - i * 30}q10 -8 20 0`, '#e8e8ff', 2, { opacity: 0.5 })),
    fireflies(art, 14, 40, 300, 960, 640, '#d8d08a'),
  ],
  // 6 — a whole pocketful of lullabies, then a great big yawn: "I think it's our guest's turn now." All the animals
  // come quietly along the path behind.
  (art, hero) => [
    sky(art, ['#1c1848', '#322c68', '#4a3e80']),
    starField(art, 50, 0, 220),
    forestRow(art, 420, 220, '#2e2a62', 9),
    shape('M-20 560Q300 470 640 500Q900 520 1020 480L1020 720L-20 720Z', '#5a5080'),
    shape('M-20 600Q300 520 620 540Q860 560 1020 520L1020 720L-20 720Z', '#463e6e'),
    fawn(900, 520, 0.6, true),
    bear(800, 552, 0.55, BROWN, { sleepy: true }, true),
    rabbit(740, 556, 0.42, '#f4f0ea', false, true),
    rabbit(700, 560, 0.5, '#e8e0d8', false, true),
    rabbit(660, 566, 0.45, '#c8b8a8', false, true),
    hedgehog(590, 580, 0.55, true),
    owl(760, 400, 0.55, '#c0a080'),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      musicNote(
        200 + i * 60 + (i % 2) * 20,
        250 + (i % 3) * 40,
        0.8,
        ['#fff1c8', '#cfe8ff', '#ffd0e8'][i % 3]!,
        i * 10 - 20,
      ),
    ),
    child(
      art,
      hero,
      {
        walk: true,
        arms: [150, 20],
        mood: 'wonder',
        gaze: 0.4,
        hold: ([, r]) => lantern(art, r[0], r[1] - 4, 0.8),
      },
      330,
      660,
      1.5,
    ),
    fireflies(art, 14, 0, 300, 1000, 660),
  ],
  // 7 — under the big old tree the animals make a moss bed: the bear cub brings a blanket, the rabbits fluff the
  // moss, the hedgehogs tuck in the corners; the child lies down with Teddy in a ring of firefly night-lights.
  (art, hero) => [
    sky(art, ['#141238', '#262458', '#3a3272']),
    starField(art, 30, 0, 160),
    oldTree(art, 500, 480, 560, '#4a3630', '#243050'),
    band(art, ['#2e3e4e', '#1e2a38'], 470, 250),
    ellipse(500, 570, 330, 70, '#4f8a68'),
    ellipse(500, 560, 300, 54, '#6aa880'),
    lyingChild(art, hero, 620, 556, 1.15, {}, -82),
    teddy(520, 520, 0.5, -30),
    blanket(art, 505, 660, 508, 588, '#8a70b8'),
    bear(880, 600, 0.75, BROWN, { hug: true, sleepy: true }, true),
    rabbit(150, 612, 0.5, '#f4f0ea', false),
    rabbit(220, 600, 0.65, '#e8e0d8', false),
    rabbit(290, 610, 0.55, '#c8b8a8', false),
    hedgehog(790, 640, 0.55, true),
    hedgehog(200, 650, 0.5),
    ...Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2;
      const x = 500 + Math.cos(a) * 360;
      const y = 560 + Math.sin(a) * 90;
      return glow(art, x, y, 22, '#fff27a', 0.7) + circle(x, y, 3.5, '#fffbe0');
    }),
  ],
  // 8 — the whole forest sings together and every collected lullaby floats back, soft as feathers; the child
  // closes both eyes while the old owl keeps watch from the branch above.
  (art, hero) => [
    sky(art, ['#101034', '#1e1e50', '#2e2a66']),
    starField(art, 70, 0, 400),
    shape('M-20 0L340 0Q300 80 320 200Q200 260 -20 240Z', '#1a1830'),
    line('M-20 250Q300 250 560 200Q700 176 860 200', '#3a2a3a', 28),
    line('M640 190Q700 150 740 110', '#3a2a3a', 12),
    leaf(760, 110, 50, 26, 40, '#2e4a4a'),
    leaf(700, 150, 46, 24, -40, '#2e4a4a'),
    owl(520, 212, 1.1, '#c0a080'),
    owl(700, 184, 0.75, '#8a7aa0'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      g(
        [
          line(`M0 0Q14 -20 4 -44`, '#fff1c8', 2.5, { opacity: 0.8 }),
          shape('M4 -44Q-14 -24 0 0Q18 -20 4 -44Z', '#f4eeff', { opacity: 0.6 }),
        ],
        { transform: `translate(${180 + i * 110} ${310 + (i % 3) * 50}) rotate(${-30 + i * 12})` },
      ),
    ),
    ...[0, 1, 2].map((i) => musicNote(260 + i * 220, 420 - (i % 2) * 30, 0.8, '#fff1c8', i * 10)),
    rect(0, 560, art.w, 160, '#1e2a38'),
    ellipse(520, 600, 300, 56, '#4f8a68'),
    lyingChild(art, hero, 630, 596, 1.3, {}, -82),
    teddy(532, 556, 0.5, -30),
    blanket(art, 515, 670, 540, 628, '#7a86c8'),
    // The whole forest sings round the bed: the fawn, the three rabbits, the hedgehogs and the bear cub.
    fawn(120, 640, 0.75),
    ...[
      [230, 660, 0.55, '#f4f0ea'],
      [290, 672, 0.6, '#e8e0d8'],
      [350, 664, 0.5, '#c8b8a8'],
    ].map(([x, y, sc, c]) => rabbit(x as number, y as number, sc as number, c as string)),
    hedgehog(800, 670, 0.55, true),
    hedgehog(420, 690, 0.5),
    bear(900, 650, 0.8, BROWN, { sit: true, sleepy: true }, true),
    fireflies(art, 16, 200, 500, 840, 680),
  ],
  // 9 — goodnight, everyone: the lantern glows low, the moon peeps through the leaves, and the child sleeps snug
  // and warm in the heart of the Lullaby Forest. Hush, hush… sweet dreams.
  (art, hero) => [
    rect(0, 0, art.w, art.h, '#141236'),
    moon(art, 720, 150, 54),
    ...Array.from({ length: 26 }, (_, i) =>
      leaf(
        ((i * 137) % 1100) - 50,
        ((i * 71) % 260) - 30,
        150,
        80,
        (i * 53) % 360,
        ['#1e2a44', '#24304e', '#1a2440'][i % 3]!,
      ),
    ),
    glow(art, 260, 560, 260, '#ffcf5a', 0.4),
    rect(0, 520, art.w, 200, '#1e2838'),
    ellipse(560, 600, 380, 70, '#3e6a58'),
    lyingChild(art, hero, 760, 600, 1.55, {}, -82),
    teddy(660, 548, 0.55, -15),
    blanket(art, 615, 800, 528, 636, '#b07aa8'),
    g(lantern(art, 0, 0, 1.2), { transform: 'translate(230 500)' }),
    fern(60, 720, 200, 20, '#1a2a3a'),
    fern(960, 720, 220, -20, '#1a2a3a'),
    fireflies(art, 10, 300, 380, 960, 660, '#d8d08a'),
  ],
];
