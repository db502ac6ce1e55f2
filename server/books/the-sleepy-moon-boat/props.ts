// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { bothHands, child, type Hero, lyingChild, type Pose } from '../../src/art/child';
import { shade } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import { band, cloud, grassField, hills, moon, sky, sparkle, star5, starField, sun } from '../../src/art/landscape';
import { cabin } from '../../src/art/props/adventure';
import { cloudSea, moonBoat, musicNote, smilingStar, teddy } from '../../src/art/props/bedtime';
import {
  bear,
  cat,
  crescentMoon,
  giraffe,
  sheep,
  starLighthouse,
  townHouse,
  whale,
  yawnBubble,
} from '../../src/art/props/c4-bedtime-friends';
import { owl } from '../../src/art/props/fantasy';

// One picture per spread of "The Sleepy Moon Boat", in the story's order: the voyage moves from the house, over
// the sea of clouds, past lighthouses, whales, sheep and the Island of Yawns, and home again at dawn.

export const POLAR = '#f4f6fb';
export const HAT = '#e2553c';

/**
 * The moon boat with its crew: the child sitting (with Teddy) and Captain Pom-Pom, both drawn inside the bowl.
 * `s` scales the boat; the crew follows it.
 */
export function boatWithCrew(
  art: Art,
  hero: Hero,
  x: number,
  y: number,
  s: number,
  pose: Pose,
  captain: { yawn?: boolean; sleepy?: boolean; rod?: boolean } = {},
  teddyToo = true,
): string {
  const cx = x - 50 * s;
  const crew =
    bear(x + 92 * s, y + 84 * s, 0.58 * s, POLAR, { hat: HAT, sit: true, yawn: captain.yawn, sleepy: captain.sleepy }) +
    (captain.rod
      ? line(
          `M${x + 96 * s} ${y + 20 * s}Q${x + 200 * s} ${y - 150 * s} ${x + 300 * s} ${y - 170 * s}`,
          '#8a6a4a',
          4 * s,
        ) +
        line(`M${x + 300 * s} ${y - 170 * s}L${x + 300 * s} ${y - 110 * s}`, '#fff1c8', 1.5 * s) +
        smilingStar(art, x + 300 * s, y - 96 * s, 18 * s, false, 0)
      : '') +
    // The child sits up high enough in the bowl that shoulders and hands show over the rim, and Teddy peeps out
    // at their side: the crew is who the page is about, not the boat.
    child(art, hero, { sit: true, ...pose }, cx, y + 76 * s, 0.9 * s) +
    (teddyToo ? teddy(x - 2 * s, y + 74 * s, 0.42 * s, 6) : '');
  return moonBoat(art, x, y, s, crew);
}

// Shared props the scenes use by name.
export {
  band,
  bear,
  bothHands,
  cabin,
  cat,
  child,
  circle,
  cloud,
  cloudSea,
  crescentMoon,
  ellipse,
  g,
  giraffe,
  glow,
  grassField,
  hills,
  lyingChild,
  moon,
  moonBoat,
  musicNote,
  owl,
  rect,
  shade,
  shape,
  sheep,
  sky,
  smilingStar,
  sparkle,
  star5,
  starField,
  starLighthouse,
  sun,
  teddy,
  townHouse,
  whale,
  yawnBubble,
};
