// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { bothHands, child, reachingTo } from '../../src/art/child';
import { type Art, circle, ellipse, g, line, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import {
  band,
  cloud,
  flower,
  flowerMeadow,
  grassField,
  hills,
  leaf,
  roundTree,
  sky,
  sparkle,
  sun,
} from '../../src/art/landscape';
import { musicNote } from '../../src/art/props/bedtime';
import {
  bee,
  beehive,
  gardenerMole,
  gust,
  numberSeed,
  rainbow7,
  roseArch,
  shoot,
  singingFlower,
  snail,
  spider,
  web,
} from '../../src/art/props/magic-garden-count';
import {
  butterfly,
  carryingCan,
  ladybird,
  magnifier,
  picketFence,
  sunflower,
  tulip,
  wateringCan,
} from '../../src/art/props/nature';

// Numbers in the magic garden, spread by spread: every page shows exactly the number its text counts.

/** A soil bed seen from the front. */
export function soil(art: Art, x: number, y: number, w: number, h: number): string {
  return (
    rect(
      x,
      y,
      w,
      h,
      art.linear([
        [0, '#9a6a48'],
        [1, '#7a5034'],
      ]),
      { rx: h / 2 },
    ) + ellipse(x + w / 2, y + 4, w / 2 - 6, 6, '#b07a54', { opacity: 0.7 })
  );
}

// Shared props the scenes use by name.
export {
  band,
  bee,
  beehive,
  bothHands,
  butterfly,
  carryingCan,
  child,
  circle,
  cloud,
  ellipse,
  flower,
  flowerMeadow,
  g,
  gardenerMole,
  glow,
  grassField,
  gust,
  hills,
  ladybird,
  leaf,
  line,
  magnifier,
  musicNote,
  numberSeed,
  picketFence,
  rainbow7,
  reachingTo,
  rect,
  roseArch,
  roundTree,
  shape,
  shoot,
  singingFlower,
  sky,
  snail,
  sparkle,
  spider,
  sun,
  sunflower,
  tulip,
  wateringCan,
  web,
};
