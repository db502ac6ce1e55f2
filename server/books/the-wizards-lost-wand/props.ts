// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { bothHands, child, type Pose } from '../../src/art/child';
import { shade } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, type Pt, rect, shape, smooth } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import {
  band,
  cloud,
  fireflies,
  grassField,
  hill,
  hills,
  moon,
  ridge,
  ridgeY,
  roundTree,
  sky,
  sparkle,
  star5,
  starField,
} from '../../src/art/landscape';
import { bed, bedroom, nightWindow, teddy } from '../../src/art/props/bedtime';
import {
  bookFace,
  merlo,
  portrait,
  sirClank,
  sparklePath,
  spiralStairs,
  starBurst,
} from '../../src/art/props/c3-wizard';
import { bookshelf, candle, flyingBook, owl, wand, wizardTower } from '../../src/art/props/fantasy';

// One picture per spread of "The Wizard's Lost Wand", in the story's order.
export const OWL = '#a0785a';
export const BOOK_COLORS = ['#e2453c', '#5fb0e5', '#9bbb59', '#f2c14e', '#d86f9a', '#8064a2'] as const;
export const BLUE_BOOK = '#2f6fd0';

/** The child with a candle in the right hand. */
export const withCandle = (art: Art, pose: Pose): Pose => ({
  arms: [20, 110],
  ...pose,
  hold: ([, r]) => candle(art, r[0], r[1] + 8, 0.7),
});

/** Merlo's study: stone wall, shelves, a rug and a warm lamp glow. */
export function study(art: Art, wall: string): string {
  return [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.linear([
        [0, shade(wall, 0.2)],
        [1, wall],
      ]),
    ),
    rect(0, 0, art.w, 600, art.pattern(90, 46, line('M0 1H90M0 24H90M45 1V24M1 24V47', shade(wall, 0.18), 2))),
    band(art, ['#6a4a3a', '#4a3028'], 590, 110),
  ].join('');
}

/** A moonlit hill with the crooked tower; returns the ground line too so figures stand on it. */
export function towerHill(art: Art, towerX: number, baseY: number, s: number): { svg: string; pts: Pt[] } {
  const pts = ridge(art, baseY, 30, 4);
  const ty = ridgeY(pts, towerX) + 10;
  return {
    svg: [
      g(wizardTower(art, 0, 0, s, '#8a84b0', '#5a3a8a'), { transform: `translate(${towerX} ${ty}) rotate(-4)` }),
      hill(art, pts, '#3a4a7a', '#2a3460'),
    ].join(''),
    pts,
  };
}

// Shared props the scenes use by name.
export {
  band,
  bed,
  bedroom,
  bookFace,
  bookshelf,
  bothHands,
  candle,
  child,
  circle,
  cloud,
  ellipse,
  fireflies,
  flyingBook,
  g,
  glow,
  grassField,
  hill,
  hills,
  line,
  merlo,
  moon,
  nightWindow,
  owl,
  portrait,
  rect,
  ridge,
  ridgeY,
  roundTree,
  shape,
  sirClank,
  sky,
  smooth,
  sparkle,
  sparklePath,
  spiralStairs,
  star5,
  starBurst,
  starField,
  teddy,
  wand,
  wizardTower,
};
