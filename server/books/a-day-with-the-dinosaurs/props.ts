// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { bothHands, child, reachingTo } from '../../src/art/child';
import { shade, tint } from '../../src/art/colour';
import { type Art, circle, ellipse, g, line, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import { band, birds, cloud, fern, hills, leafFan, palmTree, sea, sky, sparkle, sun } from '../../src/art/landscape';
import { grownup } from '../../src/art/props/c2-people';
import {
  apple,
  brachioNeck,
  brachiosaurus,
  burst,
  fallenLog,
  footprint,
  goldenTicket,
  mist,
  mudSplats,
  pteranodon,
  tRex,
  treeFern,
  triSkeleton,
} from '../../src/art/props/dinosaurs-beasts';
import { hatchling, sauropod, songbird, triceratops, volcano } from '../../src/art/props/nature';

// A day with the dinosaurs, spread by spread: the museum, 150, 85 and 66 million years ago, and back by sunset.

export const TINY = ['#8fd46f', '#6fbf55'] as const;
export const MAMA = ['#e9a15a', '#f2c14e'] as const;

export const tiny = (x: number, y: number, s: number, flip = false): string =>
  triceratops(x, y, s, TINY[0], TINY[1], flip);
export const mama = (x: number, y: number, s: number, flip = false): string =>
  triceratops(x, y, s, MAMA[0], MAMA[1], flip);

/** The museum hall: warm wall, tall arched windows with light falling in, a polished floor. */
export function museumHall(art: Art, light: string, floorY: number): string {
  const out = [
    band(art, ['#e9dcc4', '#d6c3a4'], 0, floorY),
    band(art, ['#b98f68', '#8a6446'], floorY),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
      line(`M${-200 + i * 220} ${art.h}L${300 + i * 110} ${floorY}`, '#7a5438', 2, { opacity: 0.35 }),
    ),
    rect(0, floorY - 14, art.w, 14, '#a07a58'),
  ];
  for (const wx of [150, 500, 850]) {
    out.push(
      shape(
        `M${wx - 70} ${floorY - 120}L${wx - 70} 150Q${wx} 60 ${wx + 70} 150L${wx + 70} ${floorY - 120}Z`,
        '#fdf6e6',
      ),
      shape(`M${wx - 58} ${floorY - 130}L${wx - 58} 156Q${wx} 78 ${wx + 58} 156L${wx + 58} ${floorY - 130}Z`, light),
      line(`M${wx} 84L${wx} ${floorY - 130}M${wx - 58} 260L${wx + 58} 260`, '#fdf6e6', 8),
      shape(
        `M${wx - 58} ${floorY - 130}L${wx + 58} ${floorY - 130}L${wx + 160} ${art.h}L${wx - 20} ${art.h}Z`,
        '#fff6d0',
        {
          opacity: 0.18,
        },
      ),
    );
  }
  return out.join('');
}

/** A soft sunset tree seen through the window. */
export function roundTreeSilhouette(x: number, y: number): string {
  return [
    line(`M${x} ${y}L${x} ${y - 60}`, '#7a5040', 10),
    circle(x, y - 90, 46, '#b0705a'),
    circle(x - 30, y - 70, 32, '#a0644e'),
    circle(x + 32, y - 72, 30, tint('#a0644e', 0.1)),
  ].join('');
}

// Shared props the scenes use by name.
export {
  apple,
  band,
  birds,
  bothHands,
  brachioNeck,
  brachiosaurus,
  burst,
  child,
  circle,
  cloud,
  ellipse,
  fallenLog,
  fern,
  footprint,
  g,
  glow,
  goldenTicket,
  grownup,
  hatchling,
  hills,
  leafFan,
  line,
  mist,
  mudSplats,
  palmTree,
  pteranodon,
  reachingTo,
  rect,
  sauropod,
  sea,
  shade,
  shape,
  sky,
  songbird,
  sparkle,
  sun,
  tRex,
  treeFern,
  triceratops,
  triSkeleton,
  volcano,
};
