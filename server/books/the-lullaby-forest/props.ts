// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { child, type Hero, lyingChild } from '../../src/art/child';
import { shade } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, type Pt, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import {
  band,
  fern,
  fireflies,
  grassField,
  hills,
  leaf,
  leafFan,
  moon,
  sky,
  starField,
  sun,
} from '../../src/art/landscape';
import { forestRow, huggingTeddy, log, mushroom, musicNote, teddy } from '../../src/art/props/bedtime';
import { bear, fawn, hedgehog, oldTree, rabbit, river } from '../../src/art/props/c4-bedtime-friends';
import { lantern, owl } from '../../src/art/props/fantasy';

// One picture per spread of "The Lullaby Forest", in the story's order: from the forest edge at sunset, along
// the path past each animal and its lullaby, to the moss bed under the big old tree.

export const BROWN = '#9a6a44';

/** A soft blanket over the sleeper's body, from x0 to x1 (the head stays out on the left). */
export function blanket(art: Art, x0: number, x1: number, top: number, bottom: number, color: string): string {
  const d = `M${x0} ${bottom}Q${x0 - 12} ${top + 8} ${x0 + 30} ${top}Q${(x0 + x1) / 2} ${top - 14} ${x1 - 16} ${top + 6}Q${x1 + 14} ${(top + bottom) / 2} ${x1} ${bottom}Z`;
  return (
    shape(d, color) +
    shape(d, art.pattern(40, 40, circle(10, 10, 4, '#ffffff') + circle(30, 30, 4, '#ffffff')), { opacity: 0.25 }) +
    line(`M${x0 + 24} ${top + 4}Q${(x0 + x1) / 2} ${top - 10} ${x1 - 20} ${top + 8}`, '#ffffff', 6, { opacity: 0.3 })
  );
}

/** A hand at the chin with one finger up over the lips: "Shhh…". `at` is the hand's position (body coordinates). */
export function shushFinger(hero: Hero, at: Pt): string {
  const edge = { stroke: shade(hero.skin, 0.25), 'stroke-width': 2 };
  return (
    rect(at[0] - 3.5, at[1] - 4, 7, 20, hero.skin, { rx: 3.5, ...edge }) +
    ellipse(at[0], at[1] + 20, 9, 8, hero.skin, edge)
  );
}

/** The firefly lantern set down on the ground at (x, groundY) while the child's hands are busy. */
export const setDown = (art: Art, x: number, groundY: number): string => lantern(art, x, groundY - 52, 0.8);

// Shared props the scenes use by name.
export {
  band,
  bear,
  child,
  circle,
  ellipse,
  fawn,
  fern,
  fireflies,
  forestRow,
  g,
  glow,
  grassField,
  hedgehog,
  hills,
  huggingTeddy,
  lantern,
  leaf,
  leafFan,
  line,
  log,
  lyingChild,
  moon,
  mushroom,
  musicNote,
  oldTree,
  owl,
  rabbit,
  rect,
  river,
  shape,
  sky,
  starField,
  sun,
  teddy,
};
