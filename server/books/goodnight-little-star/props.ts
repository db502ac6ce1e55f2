// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { child, lyingChild, reachingTo } from '../../src/art/child';
import { shade, tint } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, place, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import {
  band,
  cloud,
  crescentPath,
  grassField,
  hills,
  moon,
  roundTree,
  sea,
  sky,
  sparkle,
  star5,
  starField,
} from '../../src/art/landscape';
import { cabin } from '../../src/art/props/adventure';
import { bed, bedroom, nightWindow, smilingStar, teddy, teddyUnderArm } from '../../src/art/props/bedtime';
import {
  bus,
  cat,
  clockTower,
  moonFace,
  rose,
  rubberDuck,
  sailBoat,
  snail,
  townHouse,
  toyBox,
  toyTrain,
} from '../../src/art/props/c4-bedtime-friends';

// One picture per spread of "Goodnight, Little Star", in the story's order. The star's light grows softer from
// spread to spread (its glow shrinks and warms), as the refrain says.

/** A rug on the floor seen in perspective. */
export function rug(x: number, y: number, w: number, color: string): string {
  return [
    ellipse(x, y, w, w * 0.22, color),
    ellipse(x, y, w * 0.8, w * 0.16, 'none', {
      stroke: tint(color, 0.35),
      'stroke-width': 5,
      'stroke-dasharray': '10 8',
    }),
  ].join('');
}

/** A night-time village of pointed roofs; windows lit by the given pattern. */
export function rooftops(art: Art, y: number, colors: readonly string[], lit: readonly boolean[]): string {
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    const w = 110 + (i % 3) * 25;
    const h = 110 + ((i * 37) % 60);
    out.push(
      townHouse(
        art,
        60 + i * 115,
        y + (i % 2) * 16,
        w,
        h,
        colors[i % colors.length]!,
        shade(colors[i % colors.length]!, 0.35),
        [lit[i % lit.length]!, false, !lit[(i + 1) % lit.length]!],
      ),
    );
  }
  return out.join('');
}

// Shared props the scenes use by name.
export {
  band,
  bed,
  bedroom,
  bus,
  cabin,
  cat,
  child,
  circle,
  clockTower,
  cloud,
  crescentPath,
  ellipse,
  g,
  glow,
  grassField,
  hills,
  line,
  lyingChild,
  moon,
  moonFace,
  nightWindow,
  place,
  reachingTo,
  rect,
  rose,
  roundTree,
  rubberDuck,
  sailBoat,
  sea,
  shade,
  shape,
  sky,
  smilingStar,
  snail,
  sparkle,
  star5,
  starField,
  teddy,
  teddyUnderArm,
  townHouse,
  toyBox,
  toyTrain,
};
