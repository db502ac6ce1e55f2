// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { bothHands, child } from '../../src/art/child';
import { type Art, circle, ellipse, g, line, type Pt, rect, shape, smooth } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import {
  band,
  birds,
  cloud,
  hill,
  hills,
  mountain,
  pineTree,
  ridgeY,
  sky,
  snowfall,
  snowHill,
  sparkle,
  starField,
  sun,
} from '../../src/art/landscape';
import { cabin, echoRings, flag } from '../../src/art/props/adventure';
import { cloudSea } from '../../src/art/props/bedtime';
import { eagle, goat } from '../../src/art/props/c2-creatures';
import { bun, cottage, grownup } from '../../src/art/props/c2-people';
import { lantern } from '../../src/art/props/fantasy';

// The mountain of echoes, spread by spread: the silent village, Grandma's scarf, the snowy path, the valley
// that whispers back, the shy goat, the storm and the shepherd's hut, the fallen eaglet, the summit at sunrise
// and the kind words that come ringing back down to the village.

export const PINE = '#3d5f80';
export const STICK = '#8a5a3a';

export const walkingStick = (hands: readonly [Pt, Pt]): string => {
  const [, r] = hands;
  return line(`M${r[0]} ${r[1] - 40}L${r[0] + 8} ${r[1] + 60}`, STICK, 5);
};

/** A little row of snowy cottages: the village seen from afar (tiny roofs) or near. */
export function village(art: Art, x: number, y: number, s: number, lit = false): string {
  const walls = ['#f2dcb4', '#e8c8a8', '#f4e4d0', '#dcc0a0', '#f0d8c0'];
  const roofs = ['#c0503c', '#7a3b34', '#b5704a', '#8a4a3a', '#c86a4a'];
  return walls
    .map((w, i) =>
      g(cabin(art, 0, 0, 0.5 + (i % 2) * 0.1, w, roofs[i]!, true, lit), {
        transform: `translate(${x + (i - 2) * 90 * s} ${y + (i % 2) * 10 * s}) scale(${s})`,
      }),
    )
    .join('');
}

/** A small stone hut with a turf roof heavy with snow; `door` light spills out when open. */
export function stoneHut(art: Art, x: number, y: number, s: number, open: boolean): string {
  const stones: string[] = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 6; c++)
      stones.push(ellipse(-100 + c * 40 + (r % 2) * 20, -14 - r * 26, 19, 12, r % 2 ? '#9a94a4' : '#aaa4b4'));
  return g(
    [
      rect(-110, -140, 220, 140, '#8a8494'),
      ...stones,
      open ? glow(art, 0, -50, 160, '#ffcf6b', 0.6) : '',
      rect(-28, -96, 56, 96, open ? '#ffcf6b' : '#4a3a3a', { rx: 26 }),
      rect(50, -110, 36, 30, '#ffd36b', { stroke: '#5a5060', 'stroke-width': 5 }),
      shape('M-130 -130Q0 -220 130 -130Q130 -116 0 -118Q-130 -116 -130 -130Z', '#ffffff'),
      ellipse(0, -150, 120, 26, '#ffffff'),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** Kind words flying: little hearts and rings spreading from a point. */
export function kindWords(x: number, y: number, s: number, color = '#ffffff'): string {
  return g(
    [
      echoRings(0, 0, 30, color),
      shape('M60 -40C60 -52 76 -52 76 -40C76 -52 92 -52 92 -40C92 -28 76 -18 76 -14C76 -18 60 -28 60 -40Z', '#ff8aa0'),
      shape('M110 10C110 2 120 2 120 10C120 2 130 2 130 10C130 18 120 24 120 26C120 24 110 18 110 10Z', '#ffb0c0'),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** The hut's wall of round stones, row by row, every other row set half a stone along. */
export function stoneWall(): string[] {
  const stones: string[] = [];
  for (let r = 0; r < 12; r++)
    for (let c = 0; c < 14; c++)
      stones.push(ellipse(c * 80 + (r % 2) * 40, r * 50 + 20, 38, 22, r % 2 ? '#8a7a72' : '#968678', { opacity: 0.9 }));
  return stones;
}

// Shared props the scenes use by name.
export {
  band,
  birds,
  bothHands,
  bun,
  cabin,
  child,
  circle,
  cloud,
  cloudSea,
  cottage,
  eagle,
  echoRings,
  ellipse,
  flag,
  g,
  glow,
  goat,
  grownup,
  hill,
  hills,
  lantern,
  line,
  mountain,
  pineTree,
  rect,
  ridgeY,
  shape,
  sky,
  smooth,
  snowfall,
  snowHill,
  sparkle,
  starField,
  sun,
};
