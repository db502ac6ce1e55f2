import { child, type Hero, type Pose } from '../child';
import { shade, tint } from '../colour';
import {
  type Art,
  blob,
  circle,
  el,
  ellipse,
  g,
  line,
  type Pt,
  place,
  Rng,
  rect,
  roundEyes,
  shape,
  smooth,
} from '../core';
import { glow, sideShading } from '../finish';
import { palmTree, ridgeY, sparkle, star5 } from '../landscape';

// ───────────────────────────── props: adventure ─────────────────────────────

export function compass(x: number, y: number, r: number, rot = 20): string {
  return g(
    [
      circle(0, 0, r * 1.08, '#8a5a2b'),
      circle(0, 0, r, '#f6c945'),
      circle(0, 0, r * 0.8, '#fff6de'),
      line(
        `M0 ${-r * 0.7}L0 ${-r * 0.55}M0 ${r * 0.7}L0 ${r * 0.55}M${-r * 0.7} 0L${-r * 0.55} 0M${r * 0.7} 0L${r * 0.55} 0`,
        '#8a5a2b',
        r * 0.08,
      ),
      shape(`M0 ${-r * 0.62}L${r * 0.14} 0L${-r * 0.14} 0Z`, '#e2453c', { transform: `rotate(${rot})` }),
      shape(`M0 ${r * 0.62}L${r * 0.14} 0L${-r * 0.14} 0Z`, '#4a5a7a', { transform: `rotate(${rot})` }),
      circle(0, 0, r * 0.1, '#8a5a2b'),
      circle(0, -r * 1.14, r * 0.14, 'none', { stroke: '#8a5a2b', 'stroke-width': r * 0.07 }),
    ],
    { transform: place(x, y) },
  );
}

/** A parchment map with curled ends, a dashed route and an X — no lettering. */
export function treasureMap(x: number, y: number, w: number, rot = 0): string {
  const h = w * 0.68;
  return g(
    [
      shape(
        `M${-w / 2} ${-h / 2}Q0 ${-h / 2 - w * 0.05} ${w / 2} ${-h / 2}L${w / 2} ${h / 2}Q0 ${h / 2 - w * 0.05} ${-w / 2} ${h / 2}Z`,
        '#f3dfae',
        {
          stroke: '#c99a5b',
          'stroke-width': w * 0.015,
        },
      ),
      ellipse(-w * 0.5, 0, w * 0.04, h * 0.52, '#e2c48a'),
      ellipse(w * 0.5, 0, w * 0.04, h * 0.52, '#e2c48a'),
      shape(blob(new Rng(5), -w * 0.15, h * 0.05, w * 0.2, h * 0.22), '#9ccf8a', { opacity: 0.8 }),
      line(
        `M${-w * 0.38} ${h * 0.3}Q${-w * 0.2} ${-h * 0.3} ${w * 0.05} ${h * 0.05}T${w * 0.3} ${-h * 0.2}`,
        '#c0392b',
        w * 0.018,
        {
          'stroke-dasharray': `${w * 0.04} ${w * 0.035}`,
        },
      ),
      line(
        `M${w * 0.26} ${-h * 0.3}L${w * 0.36} ${-h * 0.12}M${w * 0.36} ${-h * 0.3}L${w * 0.26} ${-h * 0.12}`,
        '#c0392b',
        w * 0.03,
      ),
      compass(-w * 0.34, -h * 0.26, w * 0.07, 0),
    ],
    { transform: place(x, y, 1, rot) },
  );
}

/** A wooden chest; open, it spills coins and light. Base centre at (x, y). */
export function chest(art: Art, x: number, y: number, s: number, open: boolean): string {
  const wood = '#9a5b2e';
  const band = '#f2c14e';
  const out: string[] = [];
  if (open) {
    out.push(glow(art, 0, -70, 150, '#ffe27a', 0.75));
    out.push(
      shape('M-60 -62L-56 -112Q0 -128 56 -112L60 -62Z', shade(wood, 0.2)),
      rect(-58, -112, 116, 10, band, { opacity: 0.8 }),
    );
    for (let i = 0; i < 14; i++) {
      const a = (i / 13) * Math.PI;
      out.push(
        circle(-42 * Math.cos(a), -62 - 16 * Math.sin(a) + (i % 3) * 3, 8, i % 2 ? '#f6d04d' : '#ffe17a', {
          stroke: '#d9a520',
          'stroke-width': 1.5,
        }),
      );
    }
    out.push(sparkle(-20, -96, 9, '#fffbe0'), sparkle(28, -88, 7, '#fffbe0'), sparkle(4, -120, 6, '#fffbe0'));
  } else {
    out.push(
      shape('M-60 -62Q-60 -104 0 -106Q60 -104 60 -62Z', wood),
      line('M-60 -80Q0 -92 60 -80', shade(wood, 0.25), 2),
    );
  }
  out.push(
    rect(-60, -64, 120, 64, wood, { rx: 6 }),
    line('M-56 -40L56 -40M-56 -20L56 -20', shade(wood, 0.2), 2),
    rect(-46, -66, 12, 66, band),
    rect(34, -66, 12, 66, band),
    rect(-10, -58, 20, 22, band, { rx: 4 }),
    circle(0, -48, 3.5, '#6b3d1a'),
  );
  return g(out, { transform: place(x, y, s) });
}

export function bottle(x: number, y: number, s: number, rot: number): string {
  return g(
    [
      shape('M-14 0Q-16 -40 -8 -52L-6 -64L6 -64L8 -52Q16 -40 14 0Q0 6 -14 0Z', '#8fd3c7', { opacity: 0.75 }),
      rect(-7, -72, 14, 10, '#b07a4a', { rx: 2 }),
      rect(-7, -40, 14, 30, '#f3dfae', { rx: 3, transform: 'rotate(8)' }),
      line('M-8 -46Q-10 -20 -8 -6', '#ffffff', 3, { opacity: 0.6 }),
    ],
    { transform: place(x, y, s, rot) },
  );
}

export function crab(x: number, y: number, s: number): string {
  const c = '#ec6a4c';
  return g(
    [
      line('M-20 -6L-34 4M-18 -2L-30 10M20 -6L34 4M18 -2L30 10', c, 4),
      line('M-16 -14L-28 -30M16 -14L28 -30', c, 5),
      circle(-30, -34, 8, c),
      circle(30, -34, 8, c),
      ellipse(0, -10, 24, 15, c),
      line('M-6 -22L-7 -32M6 -22L7 -32', c, 3),
      roundEyes(7, -34, 4),
      line('M-6 -6Q0 -1 6 -6', '#8a2f3a', 2),
    ],
    { transform: place(x, y, s) },
  );
}

/** A little rowing boat; the passenger (already placed) sits between the hull's back and front. */
export function rowBoat(x: number, y: number, s: number, color: string, passenger = ''): string {
  const hull = 'M-110 -40L110 -40Q96 10 40 14L-40 14Q-96 10 -110 -40Z';
  return [
    g(shape('M-104 -40L104 -40L100 -48L-100 -48Z', shade(color, 0.3)), { transform: place(x, y, s) }),
    passenger,
    g(
      [
        shape(hull, color),
        rect(-110, -44, 220, 10, tint(color, 0.4), { rx: 5 }),
        line('M-90 -14Q0 -4 90 -14', tint(color, 0.25), 5),
        line('M60 -40L130 20', '#b07a4a', 7),
        ellipse(134, 26, 10, 18, '#b07a4a', { transform: 'rotate(-40 134 26)' }),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** An island: sand mound with a palm, seen across water. */
export function island(art: Art, x: number, y: number, w: number): string {
  return [
    ellipse(x, y + w * 0.03, w * 0.62, w * 0.08, '#ffffff', { opacity: 0.35 }),
    shape(
      `M${x - w / 2} ${y}Q${x - w * 0.2} ${y - w * 0.22} ${x + w * 0.05} ${y - w * 0.2}Q${x + w * 0.35} ${y - w * 0.17} ${x + w / 2} ${y}Z`,
      art.linear([
        [0, '#f7dca0'],
        [1, '#e6b877'],
      ]),
    ),
    shape(`M${x - w * 0.3} ${y - w * 0.1}Q${x} ${y - w * 0.3} ${x + w * 0.3} ${y - w * 0.1}Z`, '#6cbf63'),
    palmTree(x - w * 0.05, y - w * 0.18, w * 0.55, 0.25),
    palmTree(x + w * 0.15, y - w * 0.15, w * 0.4, -0.2, '#a0713f', '#2f8a4a'),
  ].join('');
}

/** Branching coral: round-capped strokes that fork upward. */
export function coral(rng: Rng, x: number, y: number, h: number, color: string): string {
  let d = '';
  const branch = (bx: number, by: number, len: number, angle: number, depth: number): void => {
    const rad = (angle * Math.PI) / 180;
    const ex = bx + Math.sin(rad) * len;
    const ey = by - Math.cos(rad) * len;
    d += `M${bx} ${by}Q${(bx + ex) / 2 + rng.range(-5, 5)} ${(by + ey) / 2} ${ex} ${ey}`;
    if (depth < 3) {
      branch(ex, ey, len * 0.7, angle - rng.range(20, 35), depth + 1);
      branch(ex, ey, len * 0.7, angle + rng.range(20, 35), depth + 1);
    }
  };
  branch(x, y, h * 0.4, 0, 0);
  return line(d, color, h * 0.07) + line(d, tint(color, 0.3), h * 0.025, { opacity: 0.5 });
}

export function fish(x: number, y: number, s: number, body: string, stripe: string, flip = false): string {
  return g(
    [
      shape('M-30 0L-50 -16L-46 0L-50 16Z', shade(body, 0.1)),
      ellipse(0, 0, 34, 21, body),
      shape('M-6 -20Q4 -32 14 -19Z', shade(body, 0.1)),
      line('M-6 -18Q-12 0 -6 18M6 -19Q0 0 6 19', stripe, 5),
      circle(18, -4, 5.5, '#ffffff'),
      circle(19, -4, 3, '#2b1d1a'),
      line('M24 7Q28 9 31 6', '#2b1d1a', 2),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

export function seaweed(x: number, y: number, h: number, color: string): string {
  return (
    line(`M${x} ${y}C${x - 20} ${y - h * 0.3} ${x + 20} ${y - h * 0.6} ${x} ${y - h}`, color, h * 0.06) +
    line(
      `M${x + 10} ${y}C${x + 30} ${y - h * 0.3} ${x - 6} ${y - h * 0.5} ${x + 14} ${y - h * 0.75}`,
      tint(color, 0.15),
      h * 0.05,
    )
  );
}

export function starfish(x: number, y: number, r: number, color: string, rot = 0): string {
  return star5(x, y, r, color, rot) + circle(x, y, r * 0.12, tint(color, 0.4));
}

export function bubbles(art: Art, count: number, x0: number, y0: number, x1: number, y1: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = art.rng.range(3, 10);
    const x = art.rng.range(x0, x1);
    const y = art.rng.range(y0, y1);
    out.push(
      circle(x, y, r, '#ffffff', { opacity: 0.18, stroke: '#ffffff', 'stroke-width': 1.5, 'stroke-opacity': 0.7 }),
      circle(x - r * 0.35, y - r * 0.35, r * 0.25, '#ffffff', { opacity: 0.8 }),
    );
  }
  return out.join('');
}

/** A cosy cabin with a lit window — the warm point in cold or dark scenes. */
export function cabin(
  art: Art,
  x: number,
  y: number,
  s: number,
  wall: string,
  roof: string,
  snow = false,
  lit = true,
): string {
  const out = [
    rect(-70, -80, 140, 80, wall),
    line('M-70 -60L70 -60M-70 -40L70 -40M-70 -20L70 -20', shade(wall, 0.2), 2),
    rect(40, -130, 16, 40, '#7a6a6a'),
    shape('M-88 -76L0 -140L88 -76Z', roof, { stroke: roof, 'stroke-width': 8, 'stroke-linejoin': 'round' }),
    rect(-18, -48, 28, 48, shade(wall, 0.45), { rx: 3 }),
    lit ? glow(art, 38, -46, 60, '#ffd36b', 0.6) : '',
    rect(24, -58, 30, 26, lit ? '#ffd36b' : '#3d4b6b', { stroke: shade(wall, 0.4), 'stroke-width': 4 }),
    line('M39 -58L39 -32M24 -45L54 -45', shade(wall, 0.4), 3),
  ];
  if (snow)
    out.push(
      shape('M-92 -74L0 -144L92 -74Q60 -86 0 -128Q-60 -86 -92 -74Z', '#ffffff'),
      ellipse(48, -132, 11, 5, '#ffffff'),
    );
  return g(out, { transform: place(x, y, s) });
}

export function flag(x: number, y: number, h: number, color: string): string {
  return [
    line(`M${x} ${y}L${x} ${y - h}`, '#8a6a4a', h * 0.03),
    shape(
      `M${x} ${y - h}Q${x + h * 0.25} ${y - h * 1.02} ${x + h * 0.45} ${y - h * 0.88}Q${x + h * 0.25} ${y - h * 0.74} ${x} ${y - h * 0.74}Z`,
      color,
    ),
    circle(x, y - h, h * 0.03, '#f2c14e'),
  ].join('');
}

/** Echo: concentric open arcs spreading from a point. */
export function echoRings(x: number, y: number, r: number, color: string, dir = 1): string {
  const out: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const rr = r * i;
    out.push(
      line(
        `M${x + dir * rr * 0.5} ${y - rr * 0.85}A${rr} ${rr} 0 0 ${dir > 0 ? 1 : 0} ${x + dir * rr * 0.5} ${y + rr * 0.85}`,
        color,
        4.5 - i * 0.6,
        { opacity: 1 - i * 0.18 },
      ),
    );
  }
  return out.join('');
}

/**
 * Hot-air balloon; (x, y) is the envelope's centre, R its radius. Gores are the envelope squeezed narrower in
 * alternating colours — a cheap, convincing striped balloon. The passenger is drawn between ropes and basket.
 */
export function balloon(art: Art, x: number, y: number, R: number, colors: readonly string[], passenger = ''): string {
  const env = (k: number): string =>
    `M0 ${-R}C${R * 1.38 * k} ${-R} ${R * 1.2 * k} ${R * 0.55} ${R * 0.28 * k} ${R * 1.1}L${-R * 0.28 * k} ${R * 1.1}C${-R * 1.2 * k} ${R * 0.55} ${-R * 1.38 * k} ${-R} 0 ${-R}Z`;
  const parts = [1, 0.74, 0.46, 0.16].map((k, i) => shape(env(k), colors[i % colors.length]!));
  const bw = R * 0.36;
  const out = [
    ...parts,
    sideShading(art, env(1), 0.28, 0.3, 0.45),
    line(
      `M${-R * 0.27} ${R * 1.1}L${-bw * 0.9} ${R * 1.5}M${R * 0.27} ${R * 1.1}L${bw * 0.9} ${R * 1.5}`,
      '#6b4a2a',
      R * 0.02,
    ),
    rect(-R * 0.3, R * 1.06, R * 0.6, R * 0.07, shade(colors[0]!, 0.3), { rx: R * 0.03 }),
  ];
  const basket = [
    shape(`M${-bw} ${R * 1.5}L${bw} ${R * 1.5}L${bw * 0.86} ${R * 1.95}L${-bw * 0.86} ${R * 1.95}Z`, '#b07a3f'),
    line(`M${-bw} ${R * 1.65}L${bw} ${R * 1.65}M${-bw * 0.95} ${R * 1.8}L${bw * 0.95} ${R * 1.8}`, '#8a5a2b', R * 0.02),
    rect(-bw * 1.05, R * 1.46, bw * 2.1, R * 0.07, '#8a5a2b', { rx: R * 0.035 }),
  ];
  return g(out, { transform: place(x, y) }) + passenger + g(basket, { transform: place(x, y) });
}

/** A balloon carrying the child in its basket, head and shoulders showing above the rim. */
export function balloonWithChild(
  art: Art,
  hero: Hero,
  pose: Pose,
  x: number,
  y: number,
  R: number,
  colors: readonly string[],
): string {
  return balloon(art, x, y, R, colors, child(art, hero, pose, x, y + R * 1.92, R * 0.0062));
}

/**
 * Patchwork farmland seen from the air: a hill clipped into slanted field strips with hedgerows and dots of
 * trees. Reads instantly as "high up".
 */
export function patchwork(art: Art, pts: readonly Pt[], colors: readonly string[], tilt: number): string {
  const last = pts[pts.length - 1]!;
  const first = pts[0]!;
  const d = `${smooth(pts)}L${last[0]} ${art.h + 20}L${first[0]} ${art.h + 20}Z`;
  const strips: string[] = [];
  const count = 14;
  for (let i = 0; i < count; i++) {
    const x = -art.w * 0.3 + (i / count) * art.w * 1.6;
    const w = (art.w * 1.6) / count + 1;
    strips.push(
      rect(x, -art.h, w, art.h * 3, colors[i % colors.length]!, { transform: `rotate(${tilt} ${art.w / 2} ${art.h})` }),
    );
    strips.push(
      rect(x, -art.h, 2.5, art.h * 3, '#3d6b3a', { opacity: 0.45, transform: `rotate(${tilt} ${art.w / 2} ${art.h})` }),
    );
  }
  const trees: string[] = [];
  for (let i = 0; i < 18; i++) {
    const tx = art.rng.range(0, art.w);
    const ty = ridgeY(pts, tx) + art.rng.range(8, 60);
    trees.push(circle(tx, ty, art.rng.range(4, 8), '#3d7a40'));
  }
  return g(
    [
      shape(d, colors[0]!),
      ...strips,
      ...trees,
      shape(
        d,
        art.linear([
          [0, '#ffffff', 0.25],
          [1, '#1d1330', 0.1],
        ]),
      ),
    ],
    { 'clip-path': art.clip(el('path', { d })) },
  );
}

export function barn(x: number, y: number, s: number): string {
  return g(
    [
      rect(-50, -60, 100, 60, '#c8463c'),
      shape('M-58 -56L-40 -92L40 -92L58 -56Z', '#7a3b34'),
      rect(-16, -40, 32, 40, '#f4ead7'),
      line('M-16 -40L16 0M16 -40L-16 0', '#c8463c', 3),
      rect(56, -78, 22, 78, '#d8d2c4', { rx: 11 }),
      ellipse(67, -78, 11, 6, '#a09a8c'),
    ],
    { transform: place(x, y, s) },
  );
}
