import type { Pose } from '../child';
import { shade, tint } from '../colour';
import { type Art, blob, circle, ellipse, g, line, type Pt, place, Rng, rect, type Stop, shape } from '../core';
import { glow, sheen, sideShading } from '../finish';
import { cloud, hill, leaf, ridge } from '../landscape';

// ───────────────────────────── props: garden, space, dinosaurs, seasons ─────────────────────────────

export function sunflower(x: number, y: number, h: number): string {
  const r = h * 0.14;
  const out = [
    line(`M${x} ${y}Q${x - h * 0.05} ${y - h * 0.5} ${x} ${y - h}`, '#4f8f3a', h * 0.035),
    leaf(x, y - h * 0.4, h * 0.22, h * 0.12, -60, '#5ea346'),
    leaf(x, y - h * 0.55, h * 0.2, h * 0.11, 60, '#5ea346'),
  ];
  for (let i = 0; i < 14; i++)
    out.push(
      ellipse(0, -r * 1.15, r * 0.28, r * 0.62, i % 2 ? '#f7c531' : '#ffd84d', {
        transform: `translate(${x} ${y - h}) rotate(${i * (360 / 14)})`,
      }),
    );
  out.push(circle(x, y - h, r * 0.75, '#7a4a22'), circle(x, y - h, r * 0.55, '#8e5a2a'));
  out.push(
    circle(x - r * 0.22, y - h - r * 0.1, r * 0.09, '#2b1d1a'),
    circle(x + r * 0.22, y - h - r * 0.1, r * 0.09, '#2b1d1a'),
    line(
      `M${x - r * 0.22} ${y - h + r * 0.2}Q${x} ${y - h + r * 0.38} ${x + r * 0.22} ${y - h + r * 0.2}`,
      '#2b1d1a',
      r * 0.07,
    ),
  );
  return out.join('');
}

export function tulip(x: number, y: number, h: number, color: string): string {
  const r = h * 0.16;
  return [
    line(`M${x} ${y}L${x} ${y - h}`, '#4f8f3a', h * 0.04),
    leaf(x, y, h * 0.5, h * 0.16, -18, '#5ea346'),
    shape(
      `M${x - r} ${y - h - r * 1.2}L${x - r * 0.5} ${y - h - r * 0.4}L${x} ${y - h - r * 1.3}L${x + r * 0.5} ${y - h - r * 0.4}L${x + r} ${y - h - r * 1.2}Q${x + r * 1.1} ${y - h + r * 0.5} ${x} ${y - h + r * 0.5}Q${x - r * 1.1} ${y - h + r * 0.5} ${x - r} ${y - h - r * 1.2}Z`,
      color,
    ),
    shape(
      `M${x - r * 0.5} ${y - h - r * 0.4}L${x} ${y - h - r * 1.3}L${x + r * 0.5} ${y - h - r * 0.4}Q${x} ${y - h + r * 0.3} ${x - r * 0.5} ${y - h - r * 0.4}Z`,
      tint(color, 0.25),
    ),
  ].join('');
}

/** A ladybird with a given number of spots — the garden book's counting device. */
export function ladybird(x: number, y: number, s: number, spots: number, rot = 0): string {
  const out = [
    circle(0, -20, 10, '#2b1d1a'),
    circle(-4, -23, 2.6, '#ffffff'),
    circle(4, -23, 2.6, '#ffffff'),
    ellipse(0, 0, 22, 24, '#e2453c'),
    ellipse(-6, -8, 7, 5, '#ffffff', { opacity: 0.35 }),
    line('M0 -22L0 24', '#2b1d1a', 2.5),
  ];
  const slots: readonly Pt[] = [
    [-11, -4],
    [11, 8],
    [-10, 12],
    [11, -6],
    [0, 16],
    [-14, 4],
  ];
  for (let i = 0; i < Math.min(spots, slots.length); i++) {
    const [sx, sy] = slots[i]!;
    out.push(circle(sx, sy, 4.3, '#2b1d1a'));
  }
  return g(out, { transform: place(x, y, s, rot) });
}

export function butterfly(x: number, y: number, s: number, color: string, rot = 0): string {
  return g(
    [
      ellipse(-14, -10, 15, 12, color, { transform: 'rotate(-25 -14 -10)' }),
      ellipse(14, -10, 15, 12, color, { transform: 'rotate(25 14 -10)' }),
      ellipse(-10, 9, 9, 8, tint(color, 0.3)),
      ellipse(10, 9, 9, 8, tint(color, 0.3)),
      circle(-15, -11, 4, '#ffffff', { opacity: 0.7 }),
      circle(15, -11, 4, '#ffffff', { opacity: 0.7 }),
      ellipse(0, 0, 3, 14, '#3b2a3a'),
      line('M-1 -13Q-6 -24 -10 -26M1 -13Q6 -24 10 -26', '#3b2a3a', 1.5),
    ],
    { transform: place(x, y, s, rot) },
  );
}

export function wateringCan(x: number, y: number, s: number, color: string): string {
  return g(
    [
      line('M30 -30L62 -58', color, 9),
      ellipse(64, -60, 9, 6, shade(color, 0.1), { transform: 'rotate(-40 64 -60)' }),
      rect(-32, -50, 64, 50, color, { rx: 10 }),
      line('M-22 -50Q0 -82 22 -50', shade(color, 0.15), 7),
      rect(-32, -38, 64, 8, tint(color, 0.3)),
    ],
    { transform: place(x, y, s) },
  );
}

/**
 * The child carrying a watering can by its handle in the right hand, the left hand out for balance: spread into
 * a pose. `s` sizes the can.
 */
export function carryingCan(color: string, s = 0.75, left: Pt = [-30, -74]): Pick<Pose, 'hands' | 'hold'> {
  return { hands: [left, [34, -80]], hold: ([, r]) => wateringCan(r[0] + 26, r[1] + 40, s, color) };
}

export function picketFence(x0: number, x1: number, y: number, h: number, color = '#fbf3e4'): string {
  const out = [
    rect(x0, y - h * 0.7, x1 - x0, h * 0.1, shade(color, 0.08)),
    rect(x0, y - h * 0.3, x1 - x0, h * 0.1, shade(color, 0.08)),
  ];
  for (let x = x0; x < x1; x += h * 0.32)
    out.push(
      shape(
        `M${x} ${y}L${x} ${y - h * 0.85}L${x + h * 0.1} ${y - h}L${x + h * 0.2} ${y - h * 0.85}L${x + h * 0.2} ${y}Z`,
        color,
      ),
    );
  return out.join('');
}

export function magnifier(x: number, y: number, s: number, rot: number): string {
  return g(
    [
      line('M0 30L0 80', '#8a5a2b', 10),
      circle(0, 0, 30, '#d8f1ff', { opacity: 0.45, stroke: '#4a5a7a', 'stroke-width': 7 }),
      line('M-14 -12Q-8 -20 2 -22', '#ffffff', 4),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/**
 * Light from the upper left over a round body: a white sheen fading out by `lightReach` of the radius,
 * then `shadow` deepening to `depth` opacity at the far edge.
 */
export function roundShading(
  art: Art,
  x: number,
  y: number,
  r: number,
  { light, lightReach, shadow, depth }: { light: number; lightReach: number; shadow: string; depth: number },
): string {
  const stops: Stop[] = [
    [0, '#ffffff', light],
    [lightReach, '#ffffff', 0],
    [1, shadow, depth],
  ];
  return sheen(art, x, y, r, stops);
}

/** A planet with banded surface (clipped) and an optional tilted ring in front and behind. */
export function planet(art: Art, x: number, y: number, r: number, base: string, band: string, ring?: string): string {
  const clip = art.clip(circle(x, y, r, '#000'));
  const bands = [-0.5, -0.1, 0.35]
    .map((k, i) => ellipse(x, y + k * r, r * 1.2, r * (0.1 + i * 0.04), band, { opacity: 0.55 }))
    .join('');
  const body = [
    circle(x, y, r, base),
    g(bands, { 'clip-path': clip }),
    roundShading(art, x, y, r, { light: 0.25, lightReach: 0.55, shadow: '#1d1330', depth: 0.45 }),
  ].join('');
  if (!ring) return body;
  const back = line(`M${x - r * 1.7} ${y}A${r * 1.7} ${r * 0.45} 0 0 1 ${x + r * 1.7} ${y}`, ring, r * 0.16, {
    transform: `rotate(-18 ${x} ${y})`,
    opacity: 0.85,
  });
  const front = line(`M${x - r * 1.7} ${y}A${r * 1.7} ${r * 0.45} 0 0 0 ${x + r * 1.7} ${y}`, ring, r * 0.16, {
    transform: `rotate(-18 ${x} ${y})`,
  });
  return back + body + front;
}

export function earth(art: Art, x: number, y: number, r: number): string {
  const clip = art.clip(circle(x, y, r, '#000'));
  const land = [
    blob(new Rng(3), x - r * 0.3, y - r * 0.2, r * 0.45, r * 0.35),
    blob(new Rng(4), x + r * 0.45, y + r * 0.35, r * 0.35, r * 0.4),
  ];
  return [
    glow(art, x, y, r * 1.6, '#8fd3ff', 0.4),
    circle(x, y, r, '#3d8fd8'),
    g(
      land.map((d) => shape(d, '#5cbf6a')).join('') +
        cloud(x + r * 0.1, y + r * 0.05, r * 0.7, '#ffffff', '#ffffff', 0.6),
      { 'clip-path': clip },
    ),
    roundShading(art, x, y, r, { light: 0.2, lightReach: 0.6, shadow: '#0b1a40', depth: 0.5 }),
  ].join('');
}

/**
 * A rocket, base centre at (x, y). `window` is drawn inside the porthole (e.g. the child's face) and clipped
 * to it, so the hero can ride along visibly.
 */
export function rocket(art: Art, x: number, y: number, s: number, rot: number, flame: boolean, window = ''): string {
  const body = 'M0 -210C44 -170 50 -90 42 -20L-42 -20C-50 -90 -44 -170 0 -210Z';
  const portClip = art.clip(circle(0, -120, 24, '#000'));
  const out = [
    flame
      ? g([
          glow(art, 0, 10, 90, '#ffb347', 0.7),
          shape('M-26 -20Q0 80 0 90Q0 80 26 -20Z', '#ff9a3c'),
          shape('M-14 -20Q0 45 0 55Q0 45 14 -20Z', '#fff1a8'),
        ])
      : '',
    shape('M-40 -70Q-78 -40 -72 0L-36 -22Z', '#e2453c'),
    shape('M40 -70Q78 -40 72 0L36 -22Z', '#e2453c'),
    shape(body, '#f4f1ea'),
    sideShading(art, body, 0.5, 0.3),
    shape('M0 -210C20 -192 32 -172 38 -152L-38 -152C-32 -172 -20 -192 0 -210Z', '#e2453c'),
    rect(-44, -36, 88, 16, '#b8c2d6', { rx: 6 }),
    circle(0, -120, 30, '#9aa8c4'),
    circle(0, -120, 24, '#1e2d5a'),
    g(window, { 'clip-path': portClip }),
    line('M-12 -134Q-6 -140 4 -140', '#ffffff', 4, { opacity: 0.7 }),
    shape('M-5 -50L5 -50L5 -20L-5 -20Z', '#e2453c'),
  ];
  return g(out, { transform: place(x, y, s, rot) });
}

export function telescope(x: number, y: number, s: number): string {
  return g(
    [
      line('M0 0L-26 60M0 0L26 60M0 0L0 62', '#7a5134', 6),
      g(
        [
          rect(-70, -14, 120, 28, '#4a6fb3', { rx: 8 }),
          rect(40, -18, 22, 36, '#f2c14e', { rx: 5 }),
          rect(-80, -10, 14, 20, '#2f4a7a', { rx: 4 }),
        ],
        { transform: 'rotate(-32)' },
      ),
    ],
    { transform: place(x, y, s) },
  );
}

/** Grey cratered ground for the moon landing. */
export function moonGround(art: Art, top: number): string {
  const pts = ridge(art, top, 26, 5);
  const out = [hill(art, pts, '#d9d6e6', '#9f9bb8')];
  for (let i = 0; i < 9; i++) {
    const cx = art.rng.range(0, art.w);
    const cy = art.rng.range(top + 30, art.h - 10);
    const r = art.rng.range(12, 34) * (0.6 + (cy - top) / (art.h - top));
    out.push(ellipse(cx, cy, r, r * 0.34, '#8f8aa8'), ellipse(cx, cy + r * 0.06, r * 0.8, r * 0.24, '#b7b3cc'));
  }
  return out.join('');
}

/** Friendly long-neck dinosaur facing right; feet on (x, y). */
export function sauropod(x: number, y: number, s: number, color: string, flip = false, headDown = false): string {
  const dark = shade(color, 0.18);
  const neck = headDown ? 'M40 -95Q100 -180 138 -150' : 'M40 -95Q70 -190 110 -225';
  const hx = headDown ? 150 : 118;
  const hy = headDown ? -146 : -228;
  return g(
    [
      shape('M-60 -80Q-140 -70 -190 -12Q-130 -40 -60 -40Z', color),
      rect(-55, -60, 28, 60, dark, { rx: 12 }),
      rect(30, -60, 28, 60, dark, { rx: 12 }),
      line(neck, color, 38),
      ellipse(0, -78, 78, 48, color),
      ellipse(0, -55, 60, 22, tint(color, 0.35)),
      rect(-35, -50, 28, 50, color, { rx: 12 }),
      rect(10, -50, 28, 50, color, { rx: 12 }),
      circle(-20, -100, 9, dark),
      circle(10, -112, 7, dark),
      circle(-45, -88, 6, dark),
      ellipse(hx, hy, 32, 21, color),
      circle(hx + 6, hy - 6, 5, '#2b1d1a'),
      circle(hx + 7.5, hy - 7.5, 1.8, '#ffffff'),
      circle(hx + 16, hy + 6, 4, '#ff7d8a', { opacity: 0.5 }),
      line(`M${hx + 14} ${hy + 9}Q${hx + 22} ${hy + 13} ${hx + 29} ${hy + 5}`, '#2b1d1a', 2.5),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A round triceratops with a frill; feet on (x, y), facing right. */
export function triceratops(x: number, y: number, s: number, color: string, frill: string, flip = false): string {
  const dark = shade(color, 0.18);
  return g(
    [
      shape('M-50 -50Q-100 -46 -118 -20Q-80 -30 -50 -26Z', color),
      rect(-40, -40, 24, 40, dark, { rx: 10 }),
      rect(30, -40, 24, 40, dark, { rx: 10 }),
      ellipse(0, -52, 62, 38, color),
      ellipse(0, -34, 48, 14, tint(color, 0.3)),
      rect(-26, -34, 24, 34, color, { rx: 10 }),
      rect(16, -34, 24, 34, color, { rx: 10 }),
      circle(62, -80, 40, frill),
      circle(62, -80, 30, tint(frill, 0.3)),
      ellipse(82, -62, 34, 26, color),
      shape('M70 -84L78 -118L86 -84Z', '#fff3d6'),
      shape('M96 -78L104 -104L108 -76Z', '#fff3d6'),
      shape('M108 -62L124 -70L112 -54Z', '#fff3d6'),
      circle(90, -70, 5, '#2b1d1a'),
      circle(91.5, -71.5, 1.8, '#ffffff'),
      circle(98, -56, 4, '#ff7d8a', { opacity: 0.5 }),
      line('M92 -48Q102 -44 110 -52', '#2b1d1a', 2.5),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A cracked egg with a baby dinosaur peeking out. */
export function hatchling(x: number, y: number, s: number, color: string): string {
  return g(
    [
      ellipse(0, -40, 38, 42, '#f6efd9'),
      circle(0, -78, 26, color),
      ellipse(12, -72, 18, 13, color),
      circle(-8, -84, 4.5, '#2b1d1a'),
      circle(8, -84, 4.5, '#2b1d1a'),
      circle(-6.5, -85.5, 1.5, '#ffffff'),
      circle(9.5, -85.5, 1.5, '#ffffff'),
      line('M-6 -68Q2 -62 10 -68', '#2b1d1a', 2.2),
      shape('M-38 -44L-26 -56L-14 -44L0 -58L14 -44L26 -56L38 -44Q40 0 0 2Q-40 0 -38 -44Z', '#fbf5e4'),
      circle(-18, -22, 5, '#e9c46a', { opacity: 0.6 }),
      circle(14, -14, 7, '#e9c46a', { opacity: 0.6 }),
      shape('M-52 -92L-38 -104L-30 -90Z', '#fbf5e4', { transform: 'rotate(-20 -40 -95)' }),
    ],
    { transform: place(x, y, s) },
  );
}

/** A smoking volcano: cone, crater glow, lava runs, soft smoke puffs. */
export function volcano(art: Art, x: number, y: number, w: number, h: number): string {
  const top = y - h;
  const out = [
    shape(
      `M${x - w / 2} ${y}Q${x - w * 0.2} ${top + h * 0.3} ${x - w * 0.1} ${top}L${x + w * 0.1} ${top}Q${x + w * 0.2} ${top + h * 0.3} ${x + w / 2} ${y}Z`,
      art.linear([
        [0, '#8a5a5a'],
        [1, '#5a3a4a'],
      ]),
    ),
    glow(art, x, top, w * 0.25, '#ff8a3d', 0.8),
    line(
      `M${x - w * 0.06} ${top}Q${x - w * 0.1} ${top + h * 0.3} ${x - w * 0.16} ${top + h * 0.45}`,
      '#ff8a3d',
      w * 0.035,
    ),
    line(
      `M${x + w * 0.05} ${top}Q${x + w * 0.08} ${top + h * 0.2} ${x + w * 0.14} ${top + h * 0.32}`,
      '#ffb347',
      w * 0.03,
    ),
    ellipse(x, top, w * 0.1, w * 0.025, '#ffcf6b'),
  ];
  // Smoke drifts up and away as a column of soft clouds, growing and fading.
  for (let i = 0; i < 3; i++)
    out.push(
      cloud(x + w * 0.05 * i, top - w * 0.12 - i * w * 0.17, w * (0.22 + i * 0.1), '#efe8f0', '#cfc3d6', 0.9 - i * 0.2),
    );
  return out.join('');
}

export function leafPile(art: Art, x: number, y: number, w: number, colors: readonly string[]): string {
  const out = [shape(`M${x - w / 2} ${y}Q${x} ${y - w * 0.5} ${x + w / 2} ${y}Z`, colors[0]!)];
  for (let i = 0; i < 40; i++) {
    const t = art.rng.range(-0.45, 0.45);
    const yy = y - art.rng.range(0, (0.25 - t * t) * w * 1.5);
    out.push(leaf(x + t * w, yy, 16, 11, art.rng.range(0, 360), art.rng.pick(colors)));
  }
  return out.join('');
}

export function snowman(x: number, y: number, s: number, scarf: string): string {
  return g(
    [
      circle(0, -40, 44, '#ffffff'),
      circle(0, -112, 32, '#ffffff'),
      circle(0, -164, 24, '#ffffff'),
      ellipse(10, -30, 30, 26, '#dfe8f5', { opacity: 0.6 }),
      rect(-26, -140, 52, 12, scarf, { rx: 6 }),
      rect(8, -134, 12, 32, scarf, { rx: 5 }),
      circle(-8, -170, 3.5, '#2b1d1a'),
      circle(8, -170, 3.5, '#2b1d1a'),
      shape('M0 -164L24 -158L0 -156Z', '#f28c28'),
      line('M-8 -152Q0 -147 8 -152', '#2b1d1a', 2.5),
      circle(0, -112, 4, '#2b1d1a'),
      circle(0, -94, 4, '#2b1d1a'),
      line('M-30 -116L-66 -140M-56 -134L-62 -150M30 -116L66 -136', '#7a5134', 5),
      rect(-18, -214, 36, 30, '#3a3f5a', { rx: 3 }),
      rect(-26, -188, 52, 7, '#3a3f5a', { rx: 3 }),
    ],
    { transform: place(x, y, s) },
  );
}

/** A small bird (for nests and branches). */
export function songbird(x: number, y: number, s: number, color: string, flip = false): string {
  return g(
    [
      shape('M-16 -2L-30 -12L-28 4Z', shade(color, 0.15)),
      ellipse(0, 0, 18, 14, color),
      circle(12, -10, 10, color),
      ellipse(2, 2, 10, 7, tint(color, 0.4)),
      shape('M21 -12L30 -9L21 -6Z', '#f2a03d'),
      circle(15, -12, 2.2, '#2b1d1a'),
      line('M-2 14L-4 20M4 14L4 20', '#6b4a2a', 2),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}
