import { shade, tint } from './colour';
import { type Art, circle, ellipse, g, line, type Pt, place, type Rng, rect, shape, smooth } from './core';
import { ball, glow } from './finish';

// ───────────────────────────── landscape builders ─────────────────────────────

/** A full-width band from `top`, `height` tall, shaded top to bottom through evenly spaced colours. */
export function band(art: Art, colors: readonly string[], top: number, height = art.h - top): string {
  return rect(0, top, art.w, height, art.linear(colors.map((c, i) => [i / (colors.length - 1), c] as const)));
}

/** The whole picture shaded top to bottom: skies, walls, the sea seen from below. */
export function sky(art: Art, colors: readonly string[]): string {
  return band(art, colors, 0);
}

/** A ridge line across the picture; the points are kept so figures can stand on it. */
export function ridge(art: Art, baseY: number, amp: number, bumps: number): Pt[] {
  const pts: Pt[] = [];
  const step = (art.w + 160) / bumps;
  for (let i = 0; i <= bumps; i++) pts.push([-80 + i * step, baseY - amp * art.rng.range(0.1, 1)]);
  return pts;
}

/** Height of a ridge at x (linear between its points; close enough to plant feet and trees). */
export function ridgeY(pts: readonly Pt[], x: number): number {
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i]!;
    const b = pts[i + 1]!;
    if (x >= a[0] && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
  }
  return pts[0]![1];
}

/** Fills from a ridge down to the bottom edge, with a top-light/bottom-dark gradient for volume. */
export function hill(art: Art, pts: readonly Pt[], top: string, bottom = shade(top, 0.18)): string {
  const last = pts[pts.length - 1]!;
  const first = pts[0]!;
  return shape(
    `${smooth(pts)}L${last[0]} ${art.h + 20}L${first[0]} ${art.h + 20}Z`,
    art.linear([
      [0, top],
      [1, bottom],
    ]),
  );
}

/** Convenience: a random ridge filled as a hill. */
export function hills(art: Art, baseY: number, amp: number, bumps: number, top: string, bottom?: string): string {
  return hill(art, ridge(art, baseY, amp, bumps), top, bottom);
}

/** Sparkle: the four-pointed glint used for stars and magic. */
export function sparkle(x: number, y: number, r: number, color: string, opacity = 1): string {
  const k = r * 0.16;
  return shape(
    `M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${
      x - k
    } ${y - k} ${x} ${y - r}Z`,
    color,
    { opacity },
  );
}

/** Points of a regular star, for star5 and for bunting-free decoration. */
export function starPath(r: number, inner = 0.5, n = 5): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const rr = i % 2 === 0 ? r : r * inner;
    const a = (i / (n * 2)) * Math.PI * 2 - Math.PI / 2;
    pts.push(`${Math.cos(a) * rr} ${Math.sin(a) * rr}`);
  }
  return `M${pts.join('L')}Z`;
}

/** A chubby five-point star with rounded tips (round stroke joins do the rounding). */
export function star5(x: number, y: number, r: number, fill: string, rot = 0): string {
  return shape(starPath(r, 0.52), fill, {
    transform: place(x, y, 1, rot),
    stroke: fill,
    'stroke-width': r * 0.28,
    'stroke-linejoin': 'round',
  });
}

/** Night sky: many tiny dots, a few sparkles with halos. Stays inside [top, bottom]. */
export function starField(art: Art, count: number, top: number, bottom: number, color = '#fff8dc'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.range(0, art.w);
    const y = art.rng.range(top, bottom);
    const roll = art.rng.next();
    if (roll < 0.08) {
      const r = art.rng.range(5, 10);
      out.push(glow(art, x, y, r * 2.6, color, 0.35), sparkle(x, y, r, color));
    } else {
      out.push(circle(x, y, art.rng.range(0.7, 2.1), color, { opacity: art.rng.range(0.45, 1) }));
    }
  }
  return out.join('');
}

export function sun(art: Art, x: number, y: number, r: number, core = '#fff3b0', halo = '#ffd166'): string {
  return [
    glow(art, x, y, r * 4.2, halo, 0.55),
    circle(
      x,
      y,
      r,
      art.radial([
        [0, '#fffdf0'],
        [0.6, core],
        [1, halo],
      ]),
    ),
  ].join('');
}

/** The moon's pale disc, lit from the upper left (moon draws maria on it, the bedtime moon a face). */
export function moonDisc(art: Art, x: number, y: number, r: number): string {
  return ball(
    art,
    x,
    y,
    r,
    [
      [0, '#fffdf2'],
      [1, '#f1dfa2'],
    ],
    0.7,
  );
}

/** Full moon with soft maria; the glow makes night scenes feel lit rather than black. */
export function moon(art: Art, x: number, y: number, r: number): string {
  return [
    glow(art, x, y, r * 3.6, '#fff4c8', 0.35),
    moonDisc(art, x, y, r),
    circle(x - r * 0.3, y - r * 0.15, r * 0.22, '#e3cc8a', { opacity: 0.45 }),
    circle(x + r * 0.25, y + r * 0.3, r * 0.16, '#e3cc8a', { opacity: 0.4 }),
    circle(x + r * 0.35, y - r * 0.35, r * 0.1, '#e3cc8a', { opacity: 0.35 }),
  ].join('');
}

/**
 * A crescent opening upwards (a bowl) centred on the outer circle: the moon boat, or rotated for a sky
 * crescent. `off` is the bowl's thickness at the bottom.
 */
export function crescentPath(r: number, off: number): string {
  const y = -off / 2;
  const x = Math.sqrt(r * r - y * y);
  return `M${-x} ${y}A${r} ${r} 0 1 0 ${x} ${y}A${r} ${r} 0 0 1 ${-x} ${y}Z`;
}

/** Puffy cloud with a shaded underside: the shade copy peeks out below the lit copy. */
export function cloud(x: number, y: number, w: number, fill = '#ffffff', shadow = '#dfe6f5', opacity = 1): string {
  const bumps: readonly (readonly [number, number, number])[] = [
    [-0.3, 0.02, 0.19],
    [-0.12, -0.09, 0.25],
    [0.12, -0.13, 0.28],
    [0.33, -0.01, 0.19],
  ];
  const body = (dy: number, color: string): string =>
    bumps.map(([bx, by, br]) => circle(x + bx * w, y + by * w + dy, br * w, color)).join('') +
    rect(x - 0.48 * w, y - 0.02 * w + dy, 0.96 * w, 0.2 * w, color, { rx: 0.1 * w });
  return g([body(0, shadow), body(-0.05 * w, fill)], { opacity });
}

/** A snow-capped peak with a shaded right flank. */
export function mountain(x: number, baseY: number, w: number, h: number, fill: string, snow?: string): string {
  const peakX = x + w * 0.04;
  const peakY = baseY - h;
  const out = [
    shape(
      `M${x - w / 2} ${baseY}L${peakX - w * 0.08} ${peakY + h * 0.08}Q${peakX} ${peakY - h * 0.02} ${peakX + w * 0.08} ${
        peakY + h * 0.09
      }L${x + w / 2} ${baseY}Z`,
      fill,
    ),
    shape(`M${peakX} ${peakY + h * 0.02}L${x + w / 2} ${baseY}L${x + w * 0.12} ${baseY}Z`, '#1d1330', {
      opacity: 0.13,
    }),
  ];
  if (snow) {
    const capY = peakY + h * 0.32;
    // The cap's lower edge sits about a third of the way down each flank.
    const l = peakX - w * 0.08 - (w / 2 - w * 0.12) * 0.28;
    const r = peakX + w * 0.08 + (w / 2 - w * 0.12) * 0.28;
    out.push(
      shape(
        `M${peakX - w * 0.08} ${peakY + h * 0.08}Q${peakX} ${peakY - h * 0.02} ${peakX + w * 0.08} ${peakY + h * 0.09}L${r} ${capY}L${
          r - w * 0.05
        } ${capY - h * 0.05}L${peakX + w * 0.03} ${capY + h * 0.02}L${peakX - w * 0.04} ${capY - h * 0.06}L${
          l + w * 0.04
        } ${capY + h * 0.01}L${l} ${capY - h * 0.03}Z`,
        snow,
      ),
    );
  }
  return out.join('');
}

/** A clump of grass blades: quick foreground texture that hides where figures meet the ground. */
export function grassTuft(x: number, y: number, h: number, color: string): string {
  const blades = [-0.5, -0.25, 0, 0.25, 0.5]
    .map(
      (k) =>
        `M${x + k * h * 0.4} ${y}Q${x + k * h * 0.5} ${y - h * 0.6} ${x + k * h * 1.1} ${y - h * (1 - Math.abs(k) * 0.6)}`,
    )
    .join('');
  return line(blades, color, h * 0.09);
}

export function grassField(art: Art, y0: number, y1: number, count: number, color: string, size = 18): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = art.rng.range(y0, y1);
    out.push(grassTuft(art.rng.range(0, art.w), y, size * (0.6 + (y - y0) / (y1 - y0 + 1)), color));
  }
  return out.join('');
}

/** A daisy-like flower: petals around a centre, with an optional stem. */
export function flower(x: number, y: number, r: number, petal: string, center: string, petals = 6, stem = 0): string {
  const out: string[] = [];
  if (stem > 0) out.push(line(`M${x} ${y}Q${x - r * 0.4} ${y + stem * 0.5} ${x} ${y + stem}`, '#4f8f3a', r * 0.28));
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    out.push(ellipse(0, -r * 0.55, r * 0.36, r * 0.58, petal, { transform: `translate(${x} ${y}) rotate(${a})` }));
  }
  out.push(circle(x, y, r * 0.38, center), circle(x - r * 0.1, y - r * 0.1, r * 0.12, '#ffffff', { opacity: 0.5 }));
  return out.join('');
}

export function flowerMeadow(art: Art, y0: number, y1: number, count: number, colors: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = art.rng.range(y0, y1);
    const r = 4 + ((y - y0) / (y1 - y0 + 1)) * 9;
    out.push(flower(art.rng.range(0, art.w), y, r, art.rng.pick(colors), '#ffd25e', art.rng.int(5, 7)));
  }
  return out.join('');
}

/** A broad leaf with a midrib, drawn pointing up from its base at (0,0) then placed. */
export function leaf(
  x: number,
  y: number,
  len: number,
  width: number,
  rot: number,
  fill: string,
  vein = shade(fill, 0.25),
): string {
  const w = width / 2;
  return g(
    [
      shape(
        `M0 0C${w * 1.3} ${-len * 0.25} ${w * 1.1} ${-len * 0.8} 0 ${-len}C${-w * 1.1} ${-len * 0.8} ${-w * 1.3} ${-len * 0.25} 0 0Z`,
        fill,
      ),
      line(`M0 0Q${w * 0.15} ${-len * 0.5} 0 ${-len * 0.92}`, vein, Math.max(1, width * 0.05), { opacity: 0.7 }),
    ],
    { transform: place(x, y, 1, rot) },
  );
}

/** A fan of leaves from one point: jungle fronds framing the picture's corners. */
export function leafFan(
  x: number,
  y: number,
  len: number,
  fromDeg: number,
  toDeg: number,
  count: number,
  colors: readonly string[],
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    out.push(
      leaf(
        x,
        y,
        len * (0.8 + 0.2 * Math.sin(t * 3)),
        len * 0.42,
        fromDeg + (toDeg - fromDeg) * t,
        colors[i % colors.length]!,
      ),
    );
  }
  return out.join('');
}

/** A fern: leaflets alternating along a curved stem. */
export function fern(x: number, y: number, len: number, rot: number, color: string): string {
  const out: string[] = [line(`M0 0Q${len * 0.15} ${-len * 0.5} 0 ${-len}`, shade(color, 0.2), len * 0.03)];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const size = len * 0.28 * (1 - t * 0.7);
    const yy = -len * t;
    out.push(
      leaf(len * 0.06 * Math.sin(t * 3), yy, size, size * 0.45, 65, color),
      leaf(len * 0.06 * Math.sin(t * 3), yy, size, size * 0.45, -65, color),
    );
  }
  return g(out, { transform: place(x, y, 1, rot) });
}

/** A round leafy tree: trunk plus overlapping foliage balls, darker behind and lighter in front. */
export function roundTree(
  art: Art,
  x: number,
  y: number,
  h: number,
  leafColor: string,
  trunk = '#7a5134',
  dots?: string,
): string {
  const r = h * 0.26;
  const cy = y - h * 0.62;
  const balls: readonly (readonly [number, number, number])[] = [
    [-0.55, 0.2, 0.7],
    [0.55, 0.18, 0.72],
    [0, -0.35, 0.85],
    [-0.25, 0.25, 0.8],
    [0.3, 0.3, 0.7],
  ];
  const out = [
    shape(
      `M${x - h * 0.06} ${y}Q${x - h * 0.03} ${y - h * 0.3} ${x - h * 0.02} ${cy}L${x + h * 0.03} ${cy}Q${x + h * 0.03} ${y - h * 0.3} ${x + h * 0.07} ${y}Z`,
      trunk,
    ),
  ];
  balls.forEach(([bx, by, br], i) => {
    out.push(circle(x + bx * r, cy + by * r, br * r, i < 3 ? shade(leafColor, 0.12) : leafColor));
  });
  out.push(circle(x - r * 0.25, cy - r * 0.3, r * 0.35, tint(leafColor, 0.25), { opacity: 0.55 }));
  if (dots) {
    for (let i = 0; i < 9; i++) {
      out.push(circle(x + art.rng.range(-1, 1) * r * 1.1, cy + art.rng.range(-0.9, 0.8) * r, r * 0.07, dots));
    }
  }
  return out.join('');
}

/** A pine of stacked rounded tiers; optional snow on each tier. */
export function pineTree(x: number, y: number, h: number, fill: string, snow?: string): string {
  const out: string[] = [rect(x - h * 0.04, y - h * 0.18, h * 0.08, h * 0.2, '#5b3b2a')];
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const base = y - h * 0.14 - i * h * 0.2;
    const w = h * (0.36 - i * 0.07);
    const top = base - h * 0.32;
    const c = i % 2 === 0 ? fill : tint(fill, 0.08);
    out.push(
      shape(
        `M${x - w} ${base}Q${x} ${base + h * 0.05} ${x + w} ${base}L${x + w * 0.15} ${top}Q${x} ${top - h * 0.03} ${x - w * 0.15} ${top}Z`,
        c,
        { stroke: c, 'stroke-width': h * 0.02, 'stroke-linejoin': 'round' },
      ),
    );
    if (snow)
      out.push(
        shape(
          `M${x - w * 0.45} ${base - h * 0.17}Q${x} ${base - h * 0.1} ${x + w * 0.45} ${base - h * 0.17}L${x + w * 0.14} ${top + h * 0.02}L${x - w * 0.14} ${top + h * 0.02}Z`,
          snow,
          { opacity: 0.95 },
        ),
      );
  }
  return out.join('');
}

/** A bare tree grown recursively: winter branches and dusky forest silhouettes. */
export function bareTree(
  rng: Rng,
  x: number,
  y: number,
  len: number,
  angle: number,
  width: number,
  color: string,
  depth = 0,
): string {
  const rad = (angle * Math.PI) / 180;
  const x2 = x + Math.sin(rad) * len;
  const y2 = y - Math.cos(rad) * len;
  let out = line(`M${x} ${y}Q${(x + x2) / 2 + rng.range(-4, 4)} ${(y + y2) / 2} ${x2} ${y2}`, color, width);
  if (depth < 4) {
    const spread = rng.range(18, 32);
    out += bareTree(rng, x2, y2, len * rng.range(0.62, 0.78), angle - spread, width * 0.66, color, depth + 1);
    out += bareTree(rng, x2, y2, len * rng.range(0.62, 0.78), angle + spread, width * 0.66, color, depth + 1);
  }
  return out;
}

/** A palm with a curved ringed trunk and drooping fronds. */
export function palmTree(x: number, y: number, h: number, lean: number, trunk = '#a0713f', frond = '#3f9a52'): string {
  const tx = x + lean * h;
  const ty = y - h;
  const out: string[] = [line(`M${x} ${y}Q${x + lean * h * 0.1} ${y - h * 0.6} ${tx} ${ty}`, trunk, h * 0.07)];
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const px = x + (tx - x) * t * t * 0.9 + lean * h * 0.1 * t * (1 - t) * 2;
    const py = y - h * t;
    out.push(
      line(`M${px - h * 0.03} ${py}Q${px} ${py + h * 0.015} ${px + h * 0.03} ${py}`, shade(trunk, 0.3), h * 0.012),
    );
  }
  // Fronds are crescent leaves: two curves from the crown to the tip, the lower one sagging more.
  const fronds = [-160, -120, -80, -40, 0, 40, 80, 120, 160, 200];
  fronds.forEach((a, i) => {
    const rad = ((a - 90) * Math.PI) / 180;
    const len = h * (0.42 + (i % 2) * 0.06);
    const ex = tx + Math.cos(rad) * len;
    const ey = ty + Math.sin(rad) * len * 0.45 + len * 0.35;
    const mx = (tx + ex) / 2;
    const my = Math.min(ty, ey) - h * 0.1;
    out.push(
      shape(
        `M${tx} ${ty}Q${mx} ${my - h * 0.04} ${ex} ${ey}Q${mx} ${my + h * 0.1} ${tx} ${ty + h * 0.02}Z`,
        i % 2 ? tint(frond, 0.12) : frond,
      ),
    );
  });
  out.push(
    circle(tx - h * 0.02, ty + h * 0.03, h * 0.03, '#6b4a2a'),
    circle(tx + h * 0.025, ty + h * 0.035, h * 0.028, '#7a5530'),
  );
  return out.join('');
}

/** Gentle sea with light wave dashes; the gradient darkens with depth. */
export function sea(art: Art, top: number, light: string, deep: string, waves = 14): string {
  const out = [band(art, [light, deep], top)];
  for (let i = 0; i < waves; i++) {
    const y = art.rng.range(top + 8, art.h - 10);
    const x = art.rng.range(-20, art.w);
    const w = 20 + ((y - top) / (art.h - top)) * 60;
    out.push(line(`M${x} ${y}q${w / 4} -6 ${w / 2} 0t${w / 2} 0`, '#ffffff', 2 + (y - top) / 120, { opacity: 0.45 }));
  }
  return out.join('');
}

/** Birds as two-stroke "m" shapes — the classic picture-book way to add distance and life to a sky. */
export function birds(art: Art, x: number, y: number, count: number, color = '#3b3552', size = 12): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const bx = x + art.rng.range(-70, 70);
    const by = y + art.rng.range(-30, 30);
    const s = size * art.rng.range(0.6, 1.1);
    out.push(
      line(
        `M${bx - s} ${by}Q${bx - s / 2} ${by - s * 0.6} ${bx} ${by}Q${bx + s / 2} ${by - s * 0.6} ${bx + s} ${by}`,
        color,
        s * 0.18,
      ),
    );
  }
  return out.join('');
}

/** Fireflies: small bright cores in warm halos. */
export function fireflies(
  art: Art,
  count: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color = '#fff27a',
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.range(x0, x1);
    const y = art.rng.range(y0, y1);
    const r = art.rng.range(2, 4);
    out.push(glow(art, x, y, r * 6, color, 0.5), circle(x, y, r, '#fffbe0'));
  }
  return out.join('');
}

/** Snowfall: round flakes of a few sizes. */
export function snowfall(art: Art, count: number, color = '#ffffff'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(
      circle(art.rng.range(0, art.w), art.rng.range(0, art.h), art.rng.range(1.5, 4.5), color, {
        opacity: art.rng.range(0.6, 0.95),
      }),
    );
  }
  return out.join('');
}

/** Snow-covered ground: a white hill with a cool shadow at its foot. */
export function snowHill(art: Art, baseY: number, amp: number, bumps: number): string {
  return hills(art, baseY, amp, bumps, '#ffffff', '#cdd8f0');
}
