// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { child, type Hero, type Pose } from '../../src/art/child';
import { type Art, circle, ellipse, g, line, rect, shape, smooth } from '../../src/art/core';
import { outfit } from '../../src/art/custom/kit';
import { glow } from '../../src/art/finish';
import {
  band,
  birds,
  cloud,
  flowerMeadow,
  grassField,
  hill,
  hills,
  moon,
  palmTree,
  ridge,
  roundTree,
  sea,
  sky,
  sparkle,
  starField,
  sun,
} from '../../src/art/landscape';
import { balloon, balloonWithChild, barn, cabin, patchwork } from '../../src/art/props/adventure';
import { camel, monkey, parrot, polarBear, seagull, sloth, sparrow } from '../../src/art/props/c2-creatures';
import { grownup } from '../../src/art/props/c2-people';
import { picketFence } from '../../src/art/props/nature';

// The theme's own colours (balloon-journey.ts), repeated here because that file imports this one.
export const BALLOON_COLORS = ['#e4563e', '#f6c945', '#e4563e', '#4fb3bf'] as const;
export const FIELD_COLORS = ['#9ccf6a', '#c9df7a', '#7fbf5f', '#e6d27a', '#a8d86f'] as const;
export const QUILT_COLORS = ['#9ccf6a', '#e6d27a', '#b08a58', '#7fbf5f', '#f0dc84', '#a8d86f', '#c49a64'] as const;

// The great balloon journey, spread by spread: the balloon behind the barn, lift-off, the patchwork fields,
// Egypt, Istanbul, Baku, the rainforest, the Arctic, a city at night and the landing at sunrise.

/** The balloon with the child in the basket and Pip the sparrow on its rim; `extra` is drawn over the basket. */
/** "Green, yellow and brown squares": the fields cut across by hedges into a quilt, row by row. */
export function quiltCells(): string[] {
  const cells: string[] = [];
  for (let i = -8; i < 16; i++) {
    for (let j = -6; j < 10; j++) {
      const color =
        QUILT_COLORS[(((i * 3 + j * 5) % QUILT_COLORS.length) + QUILT_COLORS.length) % QUILT_COLORS.length]!;
      cells.push(rect(i * 100 - 300, j * 100 + 100, 100, 100, color, { stroke: '#3d6b3a', 'stroke-width': 3 }));
    }
  }
  return cells;
}

/** A treetop again as a faint white sheen: the mist over the forest. */
export function mist(treetop: string): string {
  return treetop.replace(/fill="[^"]+"/, 'fill="#ffffff" opacity="0.08"');
}

export function flight(
  art: Art,
  hero: Hero,
  x: number,
  y: number,
  R: number,
  pose: Pose,
  pip: 'rim' | 'fly' | 'none' = 'rim',
  extra = '',
): string {
  // A close-up: the balloon twice as big with its basket rim where the scene put it, so the envelope runs
  // off the top of the page and the child in the basket reads big (at the scenes' own size the child was a head
  // above the rim, a twentieth of the page).
  const rimY = y + R * 1.47;
  const big = R * 2.1;
  const bw = big * 0.36;
  return [
    balloonWithChild(art, hero, pose, x, rimY - big * 1.47, big, BALLOON_COLORS),
    pip === 'rim' ? sparrow(x + bw * 0.75, rimY, big * 0.009) : '',
    pip === 'fly' ? sparrow(x + bw * 1.6, rimY - big * 0.5, big * 0.009, { fly: true }) : '',
    extra,
  ].join('');
}

export const BEAD = '#2f7fe0';

export function bead(x: number, y: number, r: number): string {
  return circle(x, y, r, BEAD) + circle(x, y, r * 0.45, '#ffffff') + circle(x, y, r * 0.22, '#1a2a5a');
}

export function simit(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, 'none', { stroke: '#c8823a', 'stroke-width': r * 0.55 }) +
    circle(x, y, r, 'none', { stroke: '#f4e0b0', 'stroke-width': r * 0.12, 'stroke-dasharray': '2 5', opacity: 0.9 })
  );
}

export function carpet(x: number, y: number, w: number, rot = 0): string {
  return g(
    [
      rect(-w / 2, -w * 0.3, w, w * 0.6, '#c0302c', { rx: 3 }),
      rect(-w * 0.4, -w * 0.2, w * 0.8, w * 0.4, 'none', { stroke: '#f2c14e', 'stroke-width': w * 0.05 }),
      shape(`M0 ${-w * 0.12}L${w * 0.14} 0L0 ${w * 0.12}L${-w * 0.14} 0Z`, '#f2c14e'),
      line(
        `M${-w / 2} ${-w * 0.3}L${-w / 2 - 6} ${-w * 0.3}M${-w / 2} ${w * 0.3}L${-w / 2 - 6} ${w * 0.3}M${w / 2} ${-w * 0.3}L${w / 2 + 6} ${-w * 0.3}M${w / 2} ${w * 0.3}L${w / 2 + 6} ${w * 0.3}`,
        '#f2c14e',
        2,
      ),
    ],
    { transform: `translate(${x} ${y}) rotate(${rot}) skewX(-14)` },
  );
}

export function pebble(x: number, y: number, r: number): string {
  return (
    ellipse(x, y, r, r * 0.75, '#f4f6fa', { stroke: '#c8d0dc', 'stroke-width': 1.5 }) +
    ellipse(x - r * 0.3, y - r * 0.25, r * 0.3, r * 0.15, '#ffffff')
  );
}

export function yellowFlower(x: number, y: number, r: number): string {
  const petals = [0, 72, 144, 216, 288].map((a) =>
    ellipse(0, -r * 0.6, r * 0.38, r * 0.6, '#ffd21e', { transform: `rotate(${a})` }),
  );
  return g([...petals, circle(0, 0, r * 0.35, '#f28c28')], { transform: `translate(${x} ${y})` });
}

export function pyramid(x: number, y: number, w: number, h: number): string {
  return (
    shape(`M${x - w / 2} ${y}L${x} ${y - h}L${x + w / 2} ${y}Z`, '#e8c27a') +
    shape(`M${x} ${y - h}L${x + w / 2} ${y}L${x + w * 0.1} ${y}Z`, '#c89a58') +
    line(
      `M${x - w * 0.3} ${y - h * 0.4}L${x + w * 0.1} ${y - h * 0.4}M${x - w * 0.16} ${y - h * 0.7}L${x + w * 0.04} ${y - h * 0.7}`,
      '#c89a58',
      2,
      { opacity: 0.6 },
    )
  );
}

/** A felucca: a little Nile boat with a tall slanted sail and a waving boy aboard. */
export function felucca(x: number, y: number, s: number): string {
  return g(
    [
      line('M0 -10L0 -140', '#6b4a2a', 4),
      shape('M4 -136L70 -20L4 -24Z', '#fbf4e4'),
      grownup(-26, -14, 0.22, { kind: 'neighbour', top: '#f2c14e', arms: [10, 160], mood: 'laugh' }),
      shape('M-70 -14L80 -14Q66 10 40 12L-46 12Q-66 8 -70 -14Z', '#8a5a2b'),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** Galata Tower: a round stone tower with a ring of arched windows, a balcony and a pointed cap. */
export function galataTower(x: number, y: number, s: number, top = ''): string {
  return g(
    [
      rect(-50, -300, 100, 300, '#d8c8a8'),
      rect(10, -300, 40, 300, '#b8a484'),
      ...[-250, -190, -130].map((yy) => [-30, -6, 18].map((xx) => rect(xx, yy, 12, 24, '#6a5a4a', { rx: 6 })).join('')),
      rect(-62, -330, 124, 30, '#c8b494'),
      line('M-62 -330L62 -330', '#8a7a64', 6),
      ...[-40, -14, 12, 38].map((xx) => rect(xx - 6, -326, 12, 20, '#4a3a3a', { rx: 6 })),
      shape('M-60 -334L0 -440L60 -334Z', '#5a6a8a'),
      shape('M0 -440L60 -334L20 -334Z', '#4a5a7a'),
      circle(0, -446, 6, '#f2c14e'),
      top,
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** A mosque on the skyline: a big dome, small domes and two slender minarets. */
export function mosque(x: number, y: number, s: number, c: string): string {
  return g(
    [
      rect(-120, -70, 240, 70, c),
      shape('M-70 -70A70 70 0 0 1 70 -70Z', c),
      shape('M-120 -40A30 30 0 0 1 -60 -40Z', c),
      shape('M60 -40A30 30 0 0 1 120 -40Z', c),
      rect(-150, -190, 12, 190, c),
      rect(138, -190, 12, 190, c),
      shape('M-150 -190L-144 -220L-138 -190Z', c),
      shape('M138 -190L144 -220L150 -190Z', c),
      line('M0 -140L0 -160', c, 3),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** A small ship with a funnel, seen side on. */
export function ship(x: number, y: number, s: number, hull: string): string {
  return g(
    [
      shape('M-60 0L60 0L48 18L-50 18Z', hull),
      rect(-40, -20, 70, 20, '#f4f0e8'),
      rect(0, -40, 14, 20, '#e2453c'),
      line('M-30 -10L20 -10', '#6a8ab8', 4, { 'stroke-dasharray': '6 6' }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );
}

/** Baku's Flame Towers: three curved glass towers shaped like flames, glowing at dusk. */
export function flameTower(art: Art, x: number, y: number, h: number, lean: number): string {
  const w = h * 0.34;
  const d = `M${x - w / 2} ${y}Q${x - w * 0.6} ${y - h * 0.5} ${x + lean} ${y - h}Q${x + w * 0.7} ${y - h * 0.5} ${x + w / 2} ${y}Z`;
  return [
    glow(art, x, y - h * 0.5, h * 0.7, '#ff8a3d', 0.45),
    shape(
      d,
      art.linear([
        [0, '#ffe08a'],
        [0.5, '#ff8a3d'],
        [1, '#e2453c'],
      ]),
    ),
    line(
      Array.from(
        { length: 7 },
        (_, i) => `M${x - w * 0.5} ${y - (i + 1) * h * 0.12}L${x + w * 0.5} ${y - (i + 1) * h * 0.12}`,
      ).join(''),
      '#fff2c0',
      2,
      { opacity: 0.45, 'clip-path': undefined },
    ),
  ].join('');
}

/** An iceberg floating at `waterY`: the small tip above, the much bigger body below, seen through the water. */
export function iceberg(x: number, waterY: number, s: number): string {
  return g(
    [
      shape('M-150 0Q-190 120 -100 220Q0 280 120 210Q200 120 160 0Z', '#bfe4f4', { opacity: 0.55 }),
      shape('M-90 0L-60 -70L-20 -60L10 -130L60 -60L100 -40L130 0Z', '#ffffff'),
      shape('M10 -130L60 -60L100 -40L130 0L40 0Z', '#d4ecf8'),
    ],
    { transform: `translate(${x} ${waterY}) scale(${s})` },
  );
}

/** A city skyline with lit windows (some dark), drawn from the back row forward. */
export function skyline(art: Art, baseY: number, color: string, rows: number, tall: number): string {
  const out: string[] = [];
  let x = -20;
  while (x < art.w + 20) {
    const w = art.rng.range(50, 110);
    const h = art.rng.range(tall * 0.4, tall);
    out.push(rect(x, baseY - h, w, h, color));
    for (let wy = baseY - h + 14; wy < baseY - 10; wy += 22)
      for (let wx = x + 10; wx < x + w - 12; wx += 18)
        if (art.rng.next() < 0.55)
          out.push(rect(wx, wy, 8, 10, art.rng.next() < 0.8 ? '#ffd86b' : '#fff4c8', { opacity: 0.9 }));
    x += w + art.rng.range(2, 10);
  }
  void rows;
  return out.join('');
}

export function lantern2(art: Art, x: number): string {
  return (
    line(`M${x} 600L${x} 520`, '#3a3040', 4) + glow(art, x, 516, 30, '#ffd36b', 0.7) + circle(x, 516, 7, '#fff2c0')
  );
}

/** At the top of the world the child wears a woolly hat and scarf over the jumper Pip hides in, not the summer cap. */
export const wrappedUp = outfit({ headwear: 'beanie', hatColor: '#e4563e', extra: 'scarf', extraColor: '#f6c945' });

/** A small silvery fish far down in the cold water. */
export function fish2(x: number, y: number, c: string): string {
  return ellipse(x, y, 16, 6, c) + shape(`M${x - 14} ${y}l-10 -7l0 14Z`, c);
}

// Shared props the scenes use by name.
export {
  balloon,
  balloonWithChild,
  band,
  barn,
  birds,
  cabin,
  camel,
  child,
  circle,
  cloud,
  ellipse,
  flowerMeadow,
  g,
  grassField,
  grownup,
  hill,
  hills,
  line,
  monkey,
  moon,
  palmTree,
  parrot,
  patchwork,
  picketFence,
  polarBear,
  rect,
  ridge,
  roundTree,
  sea,
  seagull,
  shape,
  sky,
  sloth,
  smooth,
  sparkle,
  sparrow,
  starField,
  sun,
};
