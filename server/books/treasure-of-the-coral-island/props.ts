// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { bothHands, child, type Hero, type Pose } from '../../src/art/child';
import { mix } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import { band, birds, cloud, palmTree, sea, sky, sparkle, sun } from '../../src/art/landscape';
import {
  bottle,
  bubbles,
  chest,
  coral,
  crab,
  fish,
  island,
  rowBoat,
  seaweed,
  starfish,
  treasureMap,
} from '../../src/art/props/adventure';
import { musicNote } from '../../src/art/props/bedtime';
import { bigCrab, parrot, seagull, singingShell, turtle } from '../../src/art/props/c2-creatures';

// Treasure of the coral island, spread by spread: the bottle on the beach, Captain Coco, the clear sea and
// Grandma Turtle, the island, the reef and its singing shells, the grumpy crab's cave, the shared gold and the
// way home at sunset.

export const BOAT = '#e4563e';
export const REEF = ['#ff7d8a', '#c77dff', '#ffa55a', '#ff9ec8'] as const;

/** Warm wet sand with a foamy water line along `y` (the sea behind it). */
export function beach(art: Art, y: number, light = '#f7e2b0', dark = '#e8c386'): string {
  return [
    shape(
      `M0 ${y}Q${art.w * 0.3} ${y - 30} ${art.w * 0.6} ${y - 6}T${art.w} ${y - 20}L${art.w} ${art.h}L0 ${art.h}Z`,
      art.linear([
        [0, light],
        [1, dark],
      ]),
    ),
    line(`M0 ${y}Q${art.w * 0.3} ${y - 30} ${art.w * 0.6} ${y - 6}T${art.w} ${y - 20}`, '#ffffff', 8, {
      opacity: 0.85,
    }),
    line(`M0 ${y + 14}Q${art.w * 0.3} ${y - 14} ${art.w * 0.6} ${y + 8}T${art.w} ${y - 4}`, '#d8b078', 3, {
      opacity: 0.5,
    }),
  ].join('');
}

/** Under the sea: deep-to-light water, slanting light from the surface and a sandy floor. */
export function underwater(art: Art, top: string, deep: string, floorY: number): string {
  return [
    sky(art, [top, mix(top, deep, 0.5), deep]),
    ...[0, 1, 2, 3, 4].map((i) =>
      shape(
        `M${80 + i * 210} -10L${150 + i * 210} -10L${40 + i * 230} ${art.h}L${-30 + i * 230} ${art.h}Z`,
        '#ffffff',
        { opacity: 0.06 },
      ),
    ),
    shape(
      `M0 ${floorY}Q${art.w * 0.3} ${floorY - 40} ${art.w * 0.6} ${floorY - 10}T${art.w} ${floorY - 30}L${art.w} ${art.h}L0 ${art.h}Z`,
      art.linear([
        [0, '#f2d59a'],
        [1, '#d8b47a'],
      ]),
    ),
  ].join('');
}

/** A swimming child: the upright drawing turned to lie along the water, head towards `flip ? left : right`. */
export function swimmer(
  art: Art,
  hero: Hero,
  x: number,
  y: number,
  s: number,
  pose: Pose,
  flip = false,
  tilt = 72,
): string {
  // Hands stretched past the head, so after the turn the arms reach ahead through the water.
  const reach: Pose = {
    hands: [
      [-24, -196],
      [26, -188],
    ],
  };
  return g(child(art, hero, { goggles: true, walk: true, ...reach, ...pose }, 0, 0, s), {
    transform: `translate(${x} ${y}) scale(${flip ? -1 : 1} 1) rotate(${tilt}) translate(0 ${90 * s})`,
  });
}

export function coin(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, '#f6d04d', { stroke: '#d9a520', 'stroke-width': r * 0.18 }) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.25, '#fff6c0', { opacity: 0.8 })
  );
}

/** A whale-shaped grey rock: a round back, a tail fluke and a little hollow that looks like an eye. */
export function whaleRock(art: Art, x: number, y: number, s: number): string {
  return g(
    [
      shape(
        'M-160 0Q-170 -90 -60 -110Q60 -120 120 -60Q150 -30 170 -60Q200 -90 210 -70Q190 -40 200 0Z',
        art.linear([
          [0, '#8e96a8'],
          [1, '#5e6678'],
        ]),
      ),
      ellipse(-90, -50, 9, 7, '#3e4658'),
      line('M-130 -20Q-90 -4 -40 -16', '#4e5668', 4, { opacity: 0.6 }),
      ellipse(-40, -90, 50, 10, '#ffffff', { opacity: 0.12 }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** A dark cave mouth in a reef rock; `open` shows the way in with a glint of gold. */
export function reefCave(art: Art, x: number, y: number, s: number, open: boolean): string {
  return g(
    [
      shape(
        'M-200 0Q-210 -180 -40 -220Q150 -240 210 -100Q230 -40 220 0Z',
        art.linear([
          [0, '#7a7090'],
          [1, '#4a4464'],
        ]),
      ),
      shape('M-70 0Q-80 -120 0 -126Q80 -120 74 0Z', '#141028'),
      open ? glow(art, 0, -40, 80, '#ffd36b', 0.5) : '',
      open ? circle(0, -30, 6, '#ffd36b') : '',
      ellipse(-140, -150, 30, 14, '#c77dff', { opacity: 0.6 }),
      ellipse(150, -120, 26, 12, '#ff7d8a', { opacity: 0.6 }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

export const oars = (hands: readonly [readonly [number, number], readonly [number, number]]): string =>
  line(`M${hands[0][0]} ${hands[0][1]}L${hands[0][0] - 90} ${hands[0][1] + 70}`, '#b07a4a', 7) +
  line(`M${hands[1][0]} ${hands[1][1]}L${hands[1][0] + 90} ${hands[1][1] + 70}`, '#b07a4a', 7);

// Shared props the scenes use by name.
export {
  band,
  bigCrab,
  birds,
  bothHands,
  bottle,
  bubbles,
  chest,
  child,
  circle,
  cloud,
  coral,
  crab,
  ellipse,
  fish,
  g,
  glow,
  island,
  line,
  musicNote,
  palmTree,
  parrot,
  rect,
  rowBoat,
  sea,
  seagull,
  seaweed,
  shape,
  singingShell,
  sky,
  sparkle,
  starfish,
  sun,
  treasureMap,
  turtle,
};
