// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { child, type Hero, type Pose } from '../../src/art/child';
import { type Art, circle, ellipse, g, line, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import {
  band,
  cloud,
  hills,
  pineTree,
  sky,
  snowfall,
  snowHill,
  sparkle,
  starField,
  sun,
} from '../../src/art/landscape';
import { cabin } from '../../src/art/props/adventure';
import { forestRow, musicNote } from '../../src/art/props/bedtime';
import {
  arcticFox,
  husky,
  iceCave,
  mitten,
  reindeer,
  restingUnicorn,
  sledBack,
  sledFront,
  villageHouse,
  villager,
} from '../../src/art/props/c3-arctic';
import { aurora, owl, unicorn } from '../../src/art/props/fantasy';

// One picture per spread of "The Unicorn of the Northern Lights", in the story's order. The aurora and mane colours
// repeat the theme's (unicorn-lights.ts) so the two modules stay acyclic.
export const AURORA = ['#5ef0b0', '#4fd2e0', '#a07cf0'] as const;
export const MANE = ['#ff9ad0', '#c8a0ff', '#8fd8ff', '#9ff0c0', '#ffe08a'] as const;
export const GREY_MANE = ['#b8bcc8', '#a8adb8', '#c4c6d0', '#9ea2ae', '#b0b4c0'] as const;
export const SNOW_PINE = '#24465a';

/** The unicorn flying with the child on her back; (x, y) is where her hooves would be, `rot` tips her climb. */
export function ride(
  art: Art,
  hero: Hero,
  x: number,
  y: number,
  k: number,
  rot: number,
  pose: Pose,
  flip = false,
): string {
  const seat = g(child(art, hero, { sit: true, ...pose }, -9 * (flip ? -1 : 1), -82, 0.82, flip), {
    transform: `translate(${x} ${y}) rotate(${rot}) scale(${k})`,
  });
  return g(unicorn(art, 0, 0, k, MANE, flip, true), { transform: `translate(${x} ${y}) rotate(${rot})` }) + seat;
}

/** A ribbon of light unrolling behind a galloping hoof: one aurora band from a point. */
export function ribbon(art: Art, x0: number, y0: number, x1: number, y1: number, color: string, width: number): string {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  return g(
    [
      shape(
        `M${x0} ${y0}Q${mx} ${my - 80} ${x1} ${y1}L${x1} ${y1 - width}Q${mx} ${my - 80 - width * 1.2} ${x0} ${y0 - width * 0.3}Z`,
        art.linear(
          [
            [0, color, 0.05],
            [0.5, color, 0.6],
            [1, color, 0.2],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    ],
    { filter: art.blur(6) },
  );
}

/** Snow ground with a few snowy pines: the arctic stage most spreads share, in their own light. */
export function snowStage(art: Art, y: number, pines: readonly number[], h = 150): string {
  return [
    snowHill(art, y, 30, 5),
    ...pines.map((x, i) => pineTree(x, y + 20 + (i % 2) * 12, h * (0.8 + (i % 3) * 0.15), SNOW_PINE, '#ffffff')),
  ].join('');
}

// Shared props the scenes use by name.
export {
  arcticFox,
  aurora,
  band,
  cabin,
  child,
  circle,
  cloud,
  ellipse,
  forestRow,
  g,
  glow,
  hills,
  husky,
  iceCave,
  line,
  mitten,
  musicNote,
  owl,
  pineTree,
  rect,
  reindeer,
  restingUnicorn,
  shape,
  sky,
  sledBack,
  sledFront,
  snowfall,
  snowHill,
  sparkle,
  starField,
  sun,
  unicorn,
  villageHouse,
  villager,
};
