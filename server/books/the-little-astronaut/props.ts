// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { child, type Hero, type Pose } from '../../src/art/child';
import { shade } from '../../src/art/colour';
import { type Art, blob, circle, ellipse, g, line, place, rect, shape } from '../../src/art/core';
import { outfit } from '../../src/art/custom/kit';
import { ball, glow, softEllipse } from '../../src/art/finish';
import {
  band,
  cloud,
  grassField,
  hill,
  hills,
  moon,
  ridge,
  ridgeY,
  sky,
  sparkle,
  starField,
} from '../../src/art/landscape';
import { cabin, flag } from '../../src/art/props/adventure';
import {
  bigSun,
  bip,
  bootPrints,
  cake,
  earthDot,
  farSun,
  geyser,
  iceGround,
  jupiter,
  mercury,
  neptune,
  porthole,
  radio,
  radioBubble,
  rocketDoor,
  saturn,
  signal,
  space,
  speedLines,
  uranus,
  venus,
} from '../../src/art/props/astronaut-space';
import { earth, moonGround, planet, rocket, telescope } from '../../src/art/props/nature';

// The little astronaut, spread by spread: home hill, launch, the Moon, every planet out to Neptune, Triton and home.

/**
 * The rocket with the child riding it astride in the spacesuit, big enough to read as the hero of the page (a face
 * in a porthole was a few per cent of the page). The child stays upright even when the rocket flies sideways (a
 * tilted body reads as falling) and holds on with both hands in front.
 */
export function rider(
  art: Art,
  hero: Hero,
  pose: Pose,
  x: number,
  y: number,
  s: number,
  rot: number,
  flame = true,
): string {
  const a = (rot * Math.PI) / 180;
  const px = x + 120 * s * Math.sin(a);
  const py = y - 120 * s * Math.cos(a);
  const cs = 0.78 * s;
  return (
    rocket(art, x, y, s, rot, flame) +
    child(
      art,
      hero,
      {
        hands: [
          [-40, -70],
          [52, -96],
        ],
        ...pose,
        sit: true,
      },
      px,
      py + 40 * cs,
      cs,
    )
  );
}

/** A little house in the valley with a lit window. */
export function house(x: number, y: number, s: number, wall: string, lit: boolean): string {
  return g(
    [
      rect(-30, -40, 60, 40, wall),
      shape('M-36 -38L0 -68L36 -38Z', shade(wall, 0.25)),
      rect(-10, -30, 16, 14, lit ? '#ffd36b' : shade(wall, 0.3)),
      rect(14, -24, 9, 24, shade(wall, 0.35)),
    ],
    { transform: place(x, y, s) },
  );
}

/** A thought bubble: a cloud with a trail of little puffs to (tx, ty). */
export function thought(x: number, y: number, w: number, tx: number, ty: number, inside: string): string {
  const puffs = [0.25, 0.5, 0.72].map((t, i) =>
    circle(tx + (x - tx) * t, ty + (y + w * 0.2 - ty) * t, 6 + i * 4, '#ffffff', { opacity: 0.95 }),
  );
  return [...puffs, cloud(x, y + w * 0.12, w, '#ffffff', '#e4e8f6'), inside].join('');
}

/**
 * At home the child has not yet pulled on the spacesuit (spread 2 does): a star-print sweater, no helmet and no
 * backpack. The storefront's first sample page is that same night at the telescope, so it dresses the child alike.
 */
export const atHome = outfit({
  top: '#3f6fb5',
  bottom: '#2f3f6a',
  shoes: '#7a5134',
  headwear: 'none',
  extra: 'none',
  print: { kind: 'stars', color: '#ffd36b' },
});

// Shared props the scenes use by name.
export {
  ball,
  band,
  bigSun,
  bip,
  blob,
  bootPrints,
  cabin,
  cake,
  child,
  circle,
  cloud,
  earth,
  earthDot,
  ellipse,
  farSun,
  flag,
  g,
  geyser,
  glow,
  grassField,
  hill,
  hills,
  iceGround,
  jupiter,
  line,
  mercury,
  moon,
  moonGround,
  neptune,
  planet,
  porthole,
  radio,
  radioBubble,
  rect,
  ridge,
  ridgeY,
  rocket,
  rocketDoor,
  saturn,
  shade,
  shape,
  signal,
  sky,
  softEllipse,
  space,
  sparkle,
  speedLines,
  starField,
  telescope,
  uranus,
  venus,
};
