// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { child, type Hero, lyingChild, type Pose } from '../../src/art/child';
import { shade, tint } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, rect, shape } from '../../src/art/core';
import { outfit } from '../../src/art/custom/kit';
import { glow } from '../../src/art/finish';
import {
  cloud,
  hills,
  moon,
  pineTree,
  sky,
  snowfall,
  snowHill,
  sparkle,
  star5,
  starField,
} from '../../src/art/landscape';
import { cabin } from '../../src/art/props/adventure';
import {
  carriage,
  cloudSea,
  lampPost,
  locomotive,
  lollipopTree,
  station,
  steam,
  teddy,
  teddyUnderArm,
  track,
} from '../../src/art/props/bedtime';
import {
  cat,
  clockTower,
  fox,
  moonFace,
  paperCrane,
  penguin,
  pillow,
  townHouse,
} from '../../src/art/props/c4-bedtime-friends';

// One picture per spread of "The Dream Train", in the story's order: the platform by the house, Mr Fox and the
// ticket, up into the stars, the three dream doors, the pink, icy and paper-bird dreams, home, and the pillows.

export const RED = '#e2453c';

/** The red engine with the child at the cab window. */
export function engine(art: Art, hero: Hero, x: number, y: number, s: number, pose: Pose): string {
  return locomotive(art, x, y, s, RED, child(art, hero, pose, x - 75 * s, y - 40 * s, 0.82 * s));
}

/** A carriage wall seen close, with a door of the given colour and decoration. */
export function dreamDoor(art: Art, x: number, y: number, color: string, deco: string): string {
  return [
    glow(art, x, y - 120, 110, tint(color, 0.4), 0.35),
    rect(x - 60, y - 250, 120, 250, shade(color, 0.25), { rx: 60 }),
    rect(x - 50, y - 240, 100, 240, color, { rx: 50 }),
    rect(x - 50, y - 240, 30, 240, '#ffffff', { opacity: 0.15, rx: 15 }),
    circle(x + 30, y - 110, 7, '#f2c14e'),
    deco,
  ].join('');
}

/** Asleep in the cosy carriage the child's cap is off: on a lying figure it hid the sleeping face. */
export const asleep = outfit({ headwear: 'none' });

// Shared props the scenes use by name.
export {
  cabin,
  carriage,
  cat,
  child,
  circle,
  clockTower,
  cloud,
  cloudSea,
  ellipse,
  fox,
  g,
  glow,
  hills,
  lampPost,
  line,
  locomotive,
  lollipopTree,
  lyingChild,
  moon,
  moonFace,
  paperCrane,
  penguin,
  pillow,
  pineTree,
  rect,
  shape,
  sky,
  snowfall,
  snowHill,
  sparkle,
  star5,
  starField,
  station,
  steam,
  teddy,
  teddyUnderArm,
  townHouse,
  track,
};
