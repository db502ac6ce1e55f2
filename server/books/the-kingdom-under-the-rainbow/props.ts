// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { child, type Pose } from '../../src/art/child';
import { type Art, circle, ellipse, line, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import {
  band,
  cloud,
  flowerMeadow,
  grassField,
  hills,
  sea,
  sky,
  sparkle,
  star5,
  starField,
  sun,
} from '../../src/art/landscape';
import { flag } from '../../src/art/props/adventure';
import { musicNote } from '../../src/art/props/bedtime';
import {
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
  SEVEN,
} from '../../src/art/props/c3-rainbow';
import { bunting, castle, partyBalloon, rainbow } from '../../src/art/props/fantasy';
import { picketFence } from '../../src/art/props/nature';

// One picture per spread of "The Kingdom Under the Rainbow", in the story's order.
// Pip stays grey until the last colours come home: only then does he remember that he is every colour.
export const GREY = ['#8f939d'] as const;

/** The child holding the Queen's pink-tipped wand up in the right hand. */
export const withWand = (art: Art, pose: Pose, glowing = false): Pose => ({
  arms: [20, 150],
  ...pose,
  hold: ([, r]) => pinkWand(art, r[0], r[1] + 10, 0.9, 8, glowing),
});

/** A grey veil over part of the picture: the Fog stealing the colour. */
export function fogVeil(art: Art, opacity: number, fromTop = 0.2): string {
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

// Shared props the scenes use by name.
export {
  band,
  bunting,
  candyHouse,
  castle,
  child,
  circle,
  cloud,
  colourStreams,
  ellipse,
  flag,
  flowerMeadow,
  fogCreature,
  frog,
  fruitTree,
  glow,
  goldenGate,
  grassField,
  hills,
  line,
  musicNote,
  partyBalloon,
  picketFence,
  pip,
  queen,
  rain,
  rainbow,
  rect,
  SEVEN,
  sea,
  shape,
  sky,
  sparkle,
  star5,
  starField,
  sun,
};
