/**
 * Draws every picture of the storefront — the sixteen books' covers and sample pages, the home hero and the
 * photo-guide examples — as layered SVG and rasterises them with sharp (librsvg) to WebP.
 *
 * Why code instead of bought art: the pictures must be ours to ship, reproducible and consistent in style.
 * Every scene draws its randomness from a PRNG seeded with "<slug>/<scene>", so a re-run gives the same pictures.
 *
 * Layout of this file: core (randomness, colour, SVG helpers, the Art canvas) → landscape builders → the child
 * hero → props and creatures → one theme per book (hero outfit + four scenes) → hero and photo guide → main.
 *
 * Run: npx tsx scripts/generate-book-art.ts
 */
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BOOKS_DIR = join(ROOT, 'server/assets/books');
const STOREFRONT_ASSETS = join(ROOT, 'remotes/storefront/src/assets');
const WEBP_QUALITY = 80;

// ───────────────────────────── core: randomness ─────────────────────────────

/** FNV-1a: turns a scene name into a stable 32-bit seed. */
function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for scattering stars and leaves. */
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed || 1;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

// ───────────────────────────── core: colour ─────────────────────────────

function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two #rrggbb colours; used for atmospheric perspective and shading. */
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] ?? 0) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
const shade = (c: string, t: number): string => mix(c, '#1d1330', t);
const tint = (c: string, t: number): string => mix(c, '#ffffff', t);

// ───────────────────────────── core: SVG helpers ─────────────────────────────

type Pt = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];
type Attrs = Record<string, string | number | undefined>;

function el(tag: string, attrs: Attrs, children?: string): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) a += ` ${k}="${v}"`;
  return children === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}
const g = (children: string | readonly string[], attrs: Attrs = {}): string =>
  el('g', attrs, typeof children === 'string' ? children : children.join(''));
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width, height, fill, ...extra });
const shape = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra });
/** A round-capped line, the basis of arms, stems, ropes and strokes. */
const line = (d: string, stroke: string, width: number, extra: Attrs = {}): string =>
  el('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
/** Transform that places a drawing made around (0,0) at (x,y), scaled, rotated and optionally mirrored. */
const place = (x: number, y: number, s = 1, rot = 0, flip = false): string =>
  `translate(${x} ${y})${rot ? ` rotate(${rot})` : ''} scale(${flip ? -s : s} ${s})`;

/** Catmull-Rom through the points, as cubic Béziers: soft hills, vines and waves without hand-tuned handles. */
function smooth(pts: readonly Pt[], closed = false): string {
  const n = pts.length;
  const p = (i: number): Pt => (closed ? pts[(i + n) % n]! : pts[Math.min(n - 1, Math.max(0, i))]!);
  let d = `M${p(0)[0]} ${p(0)[1]}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    d += `C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${
      p2[1] - (p3[1] - p1[1]) / 6
    } ${p2[0]} ${p2[1]}`;
  }
  return closed ? `${d}Z` : d;
}

/** An organic closed blob around (cx,cy): bushes, puddles, foliage. */
function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, points = 9, wobble = 0.18): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(pts, true);
}

/**
 * One picture being drawn: its size, its random stream and the <defs> its builders register (gradients,
 * patterns, clip paths). Builders get the Art so ids stay unique inside one SVG document.
 */
class Art {
  private readonly defs: string[] = [];
  private counter = 0;
  private readonly blurs = new Map<number, string>();
  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {}
  private uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, a]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a === undefined ? undefined : a }))
      .join('');
  }
  /** Linear gradient in the shape's bounding box; default top → bottom. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid('l');
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, Art.stops(stops)));
    return `url(#${id})`;
  }
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.uid('r');
    this.defs.push(el('radialGradient', { id, cx, cy, r, fx, fy }, Art.stops(stops)));
    return `url(#${id})`;
  }
  /** Gaussian blur filter, shared per radius: soft glows, aurora ribbons, distant haze. */
  blur(sd: number): string {
    const known = this.blurs.get(sd);
    if (known) return known;
    const id = this.uid('b');
    this.defs.push(
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: sd }),
      ),
    );
    const url = `url(#${id})`;
    this.blurs.set(sd, url);
    return url;
  }
  /** A filter covering the whole picture (used for the painted-paper wash). */
  filter(content: string): string {
    const id = this.uid('f');
    this.defs.push(
      el('filter', { id, x: 0, y: 0, width: '100%', height: '100%', filterUnits: 'userSpaceOnUse' }, content),
    );
    return `url(#${id})`;
  }
  /** A tiling pattern in user space (so it scales with the transformed shape that uses it). */
  pattern(w: number, h: number, content: string): string {
    const id = this.uid('p');
    this.defs.push(el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse' }, content));
    return `url(#${id})`;
  }
  clip(content: string): string {
    const id = this.uid('c');
    this.defs.push(el('clipPath', { id }, content));
    return `url(#${id})`;
  }
  toSvg(body: string): string {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${
      this.h
    }"><defs>${this.defs.join('')}</defs>${body}</svg>`;
    // Trim float noise (0.30000000000000004) so the document stays small; a tenth of a pixel is invisible.
    return svg.replace(/(\d+\.\d)\d+/g, '$1');
  }
}

// ───────────────────────────── finishing: texture and light ─────────────────────────────

/**
 * Paper grain: a tile of scattered light and dark specks, irregular enough not to read as a grid. It keeps big
 * gradients from looking digital, and is faint so WebP still compresses the picture well.
 */
function paperGrain(art: Art, strength = 1): string {
  const rng = new Rng(9001);
  let dots = '';
  for (let i = 0; i < 26; i++) {
    const light = i % 2 === 0;
    dots += circle(rng.range(0, 37), rng.range(0, 31), rng.range(0.5, 1.3), light ? '#fffdf4' : '#3a2a1a', {
      opacity: rng.range(0.25, 0.6),
    });
  }
  return rect(0, 0, art.w, art.h, art.pattern(37, 31, dots), { opacity: 0.22 * strength });
}

/**
 * Watercolour wash: low-frequency fractal noise turned into faint warm-light and cool-dark blotches, so the flat
 * vector fills read as painted paper. librsvg's feTurbulence is slow at full size, so the wash is rendered once
 * per picture size at 1/WASH_SCALE resolution (see prepareWashes) and stretched over the picture as an image —
 * the blotches are so soft that the upscale is invisible, and it cuts the run time several-fold.
 */
const WASH_SCALE = 5;
const washes = new Map<string, string>();

function washSvg(w: number, h: number): string {
  const art = new Art(w, h, new Rng(1));
  const f = (0.007 * WASH_SCALE).toFixed(3);
  // Colour is constant; alpha is the noise pushed through a steep ramp, so only its peaks become blotches.
  const blotches = (seed: number, [r, gr, b]: readonly [number, number, number], cut: number): string =>
    art.filter(
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: `${f} ${(Number(f) * 1.4).toFixed(3)}`,
        numOctaves: 3,
        seed,
      }) + el('feColorMatrix', { type: 'matrix', values: `0 0 0 0 ${r} 0 0 0 0 ${gr} 0 0 0 0 ${b} 0 0 0 3 ${cut}` }),
    );
  return art.toSvg(
    rect(0, 0, w, h, '#ffffff', { filter: blotches(3, [1, 0.97, 0.9], -1.35), opacity: 0.55 }) +
      rect(0, 0, w, h, '#000000', { filter: blotches(11, [0.25, 0.15, 0.35], -1.4), opacity: 0.4 }),
  );
}

async function prepareWashes(sizes: readonly { w: number; h: number }[]): Promise<void> {
  for (const { w, h } of sizes) {
    const png = await sharp(Buffer.from(washSvg(Math.ceil(w / WASH_SCALE), Math.ceil(h / WASH_SCALE))))
      .png()
      .toBuffer();
    washes.set(`${w}x${h}`, png.toString('base64'));
  }
}

function paintWash(art: Art, strength = 1): string {
  const png = washes.get(`${art.w}x${art.h}`);
  if (!png) return '';
  return el('image', {
    href: `data:image/png;base64,${png}`,
    width: art.w,
    height: art.h,
    preserveAspectRatio: 'none',
    opacity: strength,
  });
}

/** Darkened edges pull the eye to the centre, like the soft falloff of a printed picture. */
function vignette(art: Art, color = '#1d1330', strength = 0.32): string {
  return rect(
    0,
    0,
    art.w,
    art.h,
    art.radial(
      [
        [0, color, 0],
        [0.62, color, 0],
        [1, color, strength],
      ],
      0.5,
      0.48,
      0.75,
    ),
  );
}

/** The left-edge crease and sheen of a hardback, so a cover reads as a book and not as a poster. */
function bookSpine(art: Art): string {
  return rect(
    0,
    0,
    46,
    art.h,
    art.linear(
      [
        [0, '#000000', 0.38],
        [0.28, '#000000', 0.08],
        [0.42, '#ffffff', 0.22],
        [0.6, '#ffffff', 0.04],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
}

/** A soft radial light: sun haze, lantern glow, magic. Cheaper and smoother than a blur filter. */
function glow(art: Art, x: number, y: number, r: number, color: string, strength = 0.6): string {
  return circle(
    x,
    y,
    r,
    art.radial([
      [0, color, strength],
      [0.35, color, strength * 0.5],
      [1, color, 0],
    ]),
  );
}

// ───────────────────────────── landscape builders ─────────────────────────────

/** A full-width band from `top`, `height` tall, shaded top to bottom through evenly spaced colours. */
function band(art: Art, colors: readonly string[], top: number, height = art.h - top): string {
  return rect(0, top, art.w, height, art.linear(colors.map((c, i) => [i / (colors.length - 1), c] as const)));
}

/** The whole picture shaded top to bottom: skies, walls, the sea seen from below. */
function sky(art: Art, colors: readonly string[]): string {
  return band(art, colors, 0);
}

/** A ridge line across the picture; the points are kept so figures can stand on it. */
function ridge(art: Art, baseY: number, amp: number, bumps: number): Pt[] {
  const pts: Pt[] = [];
  const step = (art.w + 160) / bumps;
  for (let i = 0; i <= bumps; i++) pts.push([-80 + i * step, baseY - amp * art.rng.range(0.1, 1)]);
  return pts;
}

/** Height of a ridge at x (linear between its points; close enough to plant feet and trees). */
function ridgeY(pts: readonly Pt[], x: number): number {
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i]!;
    const b = pts[i + 1]!;
    if (x >= a[0] && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
  }
  return pts[0]![1];
}

/** Fills from a ridge down to the bottom edge, with a top-light/bottom-dark gradient for volume. */
function hill(art: Art, pts: readonly Pt[], top: string, bottom = shade(top, 0.18)): string {
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
function hills(art: Art, baseY: number, amp: number, bumps: number, top: string, bottom?: string): string {
  return hill(art, ridge(art, baseY, amp, bumps), top, bottom);
}

/** Sparkle: the four-pointed glint used for stars and magic. */
function sparkle(x: number, y: number, r: number, color: string, opacity = 1): string {
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
function starPath(r: number, inner = 0.5, n = 5): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const rr = i % 2 === 0 ? r : r * inner;
    const a = (i / (n * 2)) * Math.PI * 2 - Math.PI / 2;
    pts.push(`${Math.cos(a) * rr} ${Math.sin(a) * rr}`);
  }
  return `M${pts.join('L')}Z`;
}

/** A chubby five-point star with rounded tips (round stroke joins do the rounding). */
function star5(x: number, y: number, r: number, fill: string, rot = 0): string {
  return shape(starPath(r, 0.52), fill, {
    transform: place(x, y, 1, rot),
    stroke: fill,
    'stroke-width': r * 0.28,
    'stroke-linejoin': 'round',
  });
}

/** Night sky: many tiny dots, a few sparkles with halos. Stays inside [top, bottom]. */
function starField(art: Art, count: number, top: number, bottom: number, color = '#fff8dc'): string {
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

function sun(art: Art, x: number, y: number, r: number, core = '#fff3b0', halo = '#ffd166'): string {
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

/** Full moon with soft maria; the glow makes night scenes feel lit rather than black. */
function moon(art: Art, x: number, y: number, r: number): string {
  return [
    glow(art, x, y, r * 3.6, '#fff4c8', 0.35),
    circle(
      x,
      y,
      r,
      art.radial(
        [
          [0, '#fffdf2'],
          [1, '#f1dfa2'],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ),
    circle(x - r * 0.3, y - r * 0.15, r * 0.22, '#e3cc8a', { opacity: 0.45 }),
    circle(x + r * 0.25, y + r * 0.3, r * 0.16, '#e3cc8a', { opacity: 0.4 }),
    circle(x + r * 0.35, y - r * 0.35, r * 0.1, '#e3cc8a', { opacity: 0.35 }),
  ].join('');
}

/**
 * A crescent opening upwards (a bowl) centred on the outer circle: the moon boat, or rotated for a sky
 * crescent. `off` is the bowl's thickness at the bottom.
 */
function crescentPath(r: number, off: number): string {
  const y = -off / 2;
  const x = Math.sqrt(r * r - y * y);
  return `M${-x} ${y}A${r} ${r} 0 1 0 ${x} ${y}A${r} ${r} 0 0 1 ${-x} ${y}Z`;
}

/** Puffy cloud with a shaded underside: the shade copy peeks out below the lit copy. */
function cloud(x: number, y: number, w: number, fill = '#ffffff', shadow = '#dfe6f5', opacity = 1): string {
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
function mountain(x: number, baseY: number, w: number, h: number, fill: string, snow?: string): string {
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
function grassTuft(x: number, y: number, h: number, color: string): string {
  const blades = [-0.5, -0.25, 0, 0.25, 0.5]
    .map(
      (k) =>
        `M${x + k * h * 0.4} ${y}Q${x + k * h * 0.5} ${y - h * 0.6} ${x + k * h * 1.1} ${y - h * (1 - Math.abs(k) * 0.6)}`,
    )
    .join('');
  return line(blades, color, h * 0.09);
}

function grassField(art: Art, y0: number, y1: number, count: number, color: string, size = 18): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = art.rng.range(y0, y1);
    out.push(grassTuft(art.rng.range(0, art.w), y, size * (0.6 + (y - y0) / (y1 - y0 + 1)), color));
  }
  return out.join('');
}

/** A daisy-like flower: petals around a centre, with an optional stem. */
function flower(x: number, y: number, r: number, petal: string, center: string, petals = 6, stem = 0): string {
  const out: string[] = [];
  if (stem > 0) out.push(line(`M${x} ${y}Q${x - r * 0.4} ${y + stem * 0.5} ${x} ${y + stem}`, '#4f8f3a', r * 0.28));
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    out.push(ellipse(0, -r * 0.55, r * 0.36, r * 0.58, petal, { transform: `translate(${x} ${y}) rotate(${a})` }));
  }
  out.push(circle(x, y, r * 0.38, center), circle(x - r * 0.1, y - r * 0.1, r * 0.12, '#ffffff', { opacity: 0.5 }));
  return out.join('');
}

function flowerMeadow(art: Art, y0: number, y1: number, count: number, colors: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = art.rng.range(y0, y1);
    const r = 4 + ((y - y0) / (y1 - y0 + 1)) * 9;
    out.push(flower(art.rng.range(0, art.w), y, r, art.rng.pick(colors), '#ffd25e', art.rng.int(5, 7)));
  }
  return out.join('');
}

/** A broad leaf with a midrib, drawn pointing up from its base at (0,0) then placed. */
function leaf(
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
function leafFan(
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
function fern(x: number, y: number, len: number, rot: number, color: string): string {
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
function roundTree(
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
function pineTree(x: number, y: number, h: number, fill: string, snow?: string): string {
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
function bareTree(
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
function palmTree(x: number, y: number, h: number, lean: number, trunk = '#a0713f', frond = '#3f9a52'): string {
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
function sea(art: Art, top: number, light: string, deep: string, waves = 14): string {
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
function birds(art: Art, x: number, y: number, count: number, color = '#3b3552', size = 12): string {
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
function fireflies(art: Art, count: number, x0: number, y0: number, x1: number, y1: number, color = '#fff27a'): string {
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
function snowfall(art: Art, count: number, color = '#ffffff'): string {
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

// ───────────────────────────── the child hero ─────────────────────────────

type HairStyle = 'short' | 'bob' | 'pigtails' | 'curly' | 'ponytail' | 'spiky' | 'long' | 'buns';
type Headwear =
  | 'none'
  | 'explorer'
  | 'beanie'
  | 'wizard'
  | 'crown'
  | 'nightcap'
  | 'cap'
  | 'helmet'
  | 'bandana'
  | 'hood';
type Extra = 'none' | 'backpack' | 'scarf' | 'cape';
type Mood = 'smile' | 'grin' | 'sleep' | 'wonder';

/** Who the book's child is: the same outfit on the cover and on all three pages. */
interface Hero {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoes: string;
  /** A dress (or robe / nightgown) instead of a shirt and trousers. */
  dress?: boolean;
  print?: { kind: 'stripes' | 'dots' | 'stars'; color: string };
  collar?: string;
  headwear: Headwear;
  hatColor?: string;
  extra?: Extra;
  extraColor?: string;
}

/** How the child stands in one picture. Arm angles: 0 hangs down, 90 points sideways, 160 reaches up. */
interface Pose {
  arms?: readonly [left: number, right: number];
  /** Explicit hand positions (body coordinates), e.g. both hands in front to hold a book. */
  hands?: readonly [Pt, Pt];
  mood?: Mood;
  sit?: boolean;
  walk?: boolean;
  /** Eyes looking sideways (-1 … 1) or up (look < 0 with lookUp). */
  gaze?: number;
  lookUp?: boolean;
  /** Diving mask for underwater pictures. */
  goggles?: boolean;
  /** Something drawn on top of the hands, given their positions. */
  hold?: (hands: readonly [Pt, Pt]) => string;
}

/*
 * Body coordinates: feet on y = 0, the figure ~190 units tall, head centre at (0, -138) with radius 36.
 * Large head and short body read as "young child" at any size; everything below is built in these units.
 */
const HEAD_Y = -138;
const SHOULDER: Pt = [19, -94];

/** The hair that sits behind the head (long styles, ponytails). Head-local coordinates. */
function hairBack(hero: Hero): string {
  const c = hero.hair;
  switch (hero.hairStyle) {
    case 'bob':
      return shape('M-41 0C-45 -36 -24 -45 0 -45C24 -45 45 -36 41 0L43 24Q41 32 32 31L-32 31Q-41 32 -43 24Z', c);
    case 'long':
      return shape(
        'M-41 0C-45 -36 -24 -45 0 -45C24 -45 45 -36 41 0C43 30 48 58 41 74Q30 80 18 73L-18 73Q-30 80 -41 74C-48 58 -43 30 -41 0Z',
        c,
      );
    case 'ponytail':
      // A tail that swings out behind one ear, with a hair tie where it starts.
      return (
        shape('M22 -30C48 -40 62 -10 54 22C50 38 40 46 34 40C42 24 42 2 26 -12Z', c) + circle(30, -24, 6, '#f25c78')
      );
    case 'pigtails':
      return [
        ellipse(-47, 14, 11, 19, c, { transform: 'rotate(18 -47 14)' }),
        ellipse(47, 14, 11, 19, c, { transform: 'rotate(-18 47 14)' }),
      ].join('');
    case 'buns':
      return [circle(-25, -36, 14, c), circle(25, -36, 14, c)].join('');
    default:
      return '';
  }
}

/** The hair over the forehead, drawn after the face. Head-local coordinates. */
function hairFront(hero: Hero): string {
  const c = hero.hair;
  const shine = line('M-22 -30Q-8 -39 8 -37', tint(c, 0.35), 4, { opacity: 0.55 });
  switch (hero.hairStyle) {
    case 'bob':
    case 'buns':
      return (
        shape('M-37 6C-41 -28 -24 -43 0 -43C24 -43 41 -28 37 6C35 -6 33 -12 30 -15L-30 -15C-33 -12 -35 -6 -37 6Z', c) +
        shine +
        (hero.hairStyle === 'buns'
          ? [circle(-25, -36, 14, c), circle(25, -36, 14, c), line('M-33 -38Q-25 -46 -17 -40', tint(c, 0.3), 3)].join(
              '',
            )
          : '')
      );
    case 'curly': {
      const out: string[] = [
        shape('M-37 4C-40 -30 -22 -42 0 -42C22 -42 40 -30 37 4C30 -14 12 -18 0 -16C-12 -18 -30 -14 -37 4Z', c),
      ];
      for (let a = 190; a <= 350; a += 20) {
        const rad = (a * Math.PI) / 180;
        out.push(circle(Math.cos(rad) * 35, Math.sin(rad) * 33 - 4, 11, a % 40 === 30 ? tint(c, 0.08) : c));
      }
      out.push(circle(-12, -18, 9, c), circle(6, -19, 9, c), circle(22, -15, 8, c));
      return out.join('');
    }
    case 'spiky':
      return (
        shape(
          'M-37 4C-40 -20 -34 -32 -28 -36L-33 -50L-16 -41L-9 -56L1 -43L12 -56L17 -41L33 -49L28 -35C35 -30 40 -20 37 4C33 -8 26 -15 18 -14L9 -21L1 -13L-8 -21L-17 -14C-26 -15 -33 -8 -37 4Z',
          c,
        ) + shine
      );
    case 'long':
    case 'ponytail':
    case 'pigtails':
      return (
        shape(
          'M-37 8C-41 -28 -22 -43 2 -42C26 -41 41 -26 37 8C34 -6 28 -15 19 -17C8 -14 -6 -8 -20 -11C-28 -8 -34 -1 -37 8Z',
          c,
        ) +
        shine +
        (hero.hairStyle === 'pigtails' ? [circle(-38, -2, 5, '#f25c78'), circle(38, -2, 5, '#f25c78')].join('') : '')
      );
    default:
      return (
        shape(
          'M-37 3C-40 -27 -25 -42 0 -42C25 -42 40 -27 37 3C33 -8 31 -14 27 -17C19 -11 7 -12 -3 -20C-11 -12 -24 -12 -30 -13C-33 -9 -35 -4 -37 3Z',
          c,
        ) + shine
      );
  }
}

/** Hats and helmets, head-local coordinates; the helmet is drawn separately so it sits over everything. */
function headwear(hero: Hero): string {
  const c = hero.hatColor ?? '#d94f4f';
  switch (hero.headwear) {
    case 'explorer':
      return [
        ellipse(0, -16, 52, 10, shade(c, 0.08)),
        shape('M-34 -17C-35 -58 35 -58 34 -17Z', c),
        rect(-34, -26, 68, 8, shade(c, 0.35)),
        line('M-18 -42Q-6 -50 8 -48', tint(c, 0.4), 4, { opacity: 0.7 }),
      ].join('');
    case 'beanie':
      return [
        shape('M-39 -8C-42 -58 42 -58 39 -8Z', c),
        line('M-20 -12L-18 -44M0 -12L0 -50M20 -12L18 -44', shade(c, 0.12), 4),
        rect(-41, -17, 82, 15, shade(c, 0.1), { rx: 7 }),
        circle(0, -54, 11, '#ffffff'),
      ].join('');
    case 'wizard':
      return [
        ellipse(0, -20, 54, 11, shade(c, 0.15)),
        shape('M-31 -22C-24 -50 -8 -82 18 -106C12 -80 22 -50 32 -22Z', c),
        rect(-31, -32, 63, 9, '#f6c945', { rx: 3 }),
        star5(4, -60, 7, '#f6d66b', 10),
        star5(-10, -44, 4, '#fff1b3'),
        sparkle(14, -84, 5, '#fff1b3'),
      ].join('');
    case 'crown':
      return [
        shape('M-26 -30L-31 -60L-15 -45L0 -66L15 -45L31 -60L26 -30Z', '#f6c945', {
          stroke: '#e0a82e',
          'stroke-width': 2,
          'stroke-linejoin': 'round',
        }),
        circle(0, -40, 5, '#e2456a'),
        circle(-17, -38, 3.5, '#4fa3e0'),
        circle(17, -38, 3.5, '#5cc98a'),
        circle(0, -66, 4, '#fff1b3'),
      ].join('');
    case 'nightcap':
      return [
        shape('M-39 -8C-41 -44 -8 -56 18 -52C42 -48 58 -32 64 -8C52 -26 38 -30 32 -27C37 -20 39 -14 39 -8Z', c),
        rect(-41, -16, 82, 13, tint(c, 0.45), { rx: 6 }),
        circle(64, -6, 10, '#ffffff'),
      ].join('');
    case 'cap':
      return [
        shape('M-37 -12C-38 -52 38 -52 37 -12Z', c),
        ellipse(-30, -13, 28, 7, shade(c, 0.15)),
        circle(0, -48, 4, shade(c, 0.2)),
        rect(-12, -34, 24, 12, '#ffffff', { rx: 6, opacity: 0.85 }),
      ].join('');
    case 'bandana':
      return [
        shape('M-38 -8C-40 -50 40 -50 38 -8C26 -16 -26 -16 -38 -8Z', c),
        shape('M34 -14L52 -4L46 8L36 -4Z', c),
        shape('M36 -12L54 -18L50 -4Z', shade(c, 0.12)),
        circle(-14, -30, 3, '#ffffff'),
        circle(6, -36, 3, '#ffffff'),
        circle(20, -26, 3, '#ffffff'),
      ].join('');
    case 'hood':
      return line('M-36 18C-46 -20 -30 -46 0 -47C30 -46 46 -20 36 18', '#fbf6ee', 11);
    default:
      return '';
  }
}

function face(hero: Hero, pose: Pose): string {
  const mood = pose.mood ?? 'smile';
  const ink = '#2b1d1a';
  const gx = (pose.gaze ?? 0) * 3;
  const gy = pose.lookUp ? -3 : 0;
  const out: string[] = [];
  if (mood === 'sleep') {
    out.push(line('M-17 3Q-12 8 -7 3M7 3Q12 8 17 3', ink, 2.6));
  } else {
    const ry = mood === 'wonder' ? 6.5 : 5.5;
    for (const ex of [-12, 12]) {
      out.push(
        ellipse(ex + gx, 2 + gy, 4.3, ry, ink),
        circle(ex + gx + 1.6, gy - 0.5, 1.7, '#ffffff'),
        line(`M${ex - 5} ${-8}Q${ex} ${-11} ${ex + 5} ${-8}`, shade(hero.hair, 0.1), 2.2, { opacity: 0.8 }),
      );
    }
  }
  out.push(circle(-21, 12, 6.5, '#ff7d8a', { opacity: 0.38 }), circle(21, 12, 6.5, '#ff7d8a', { opacity: 0.38 }));
  out.push(line('M-2 9Q0 11 2 9', shade(hero.skin, 0.3), 2));
  if (mood === 'grin') {
    out.push(shape('M-9 14Q0 28 9 14Z', '#8a2f3a'), shape('M-5 20Q0 25 5 20Q0 18 -5 20Z', '#f07a86'));
  } else if (mood === 'wonder') {
    out.push(ellipse(0, 18, 4, 5, '#8a2f3a'));
  } else {
    out.push(line(mood === 'sleep' ? 'M-4 17Q0 19 4 17' : 'M-8 15Q0 22 8 15', '#8a2f3a', 2.6));
  }
  if (pose.goggles) {
    out.push(
      line('M-38 0L38 0', '#2f3a4a', 5),
      rect(-26, -9, 52, 20, '#bfe8f7', { rx: 9, opacity: 0.55, stroke: '#ff8a3d', 'stroke-width': 4 }),
      line('M-18 -4L-12 -7', '#ffffff', 2.5, { opacity: 0.8 }),
    );
  }
  return out.join('');
}

/** The clothed body (torso, collar, print, straps, scarf). Body coordinates. */
function torso(art: Art, hero: Hero): string {
  const d = hero.dress
    ? 'M-19 -100Q-27 -99 -28 -88L-41 -36Q0 -27 41 -36L28 -88Q27 -99 19 -100Z'
    : 'M-19 -100Q-27 -99 -28 -88L-30 -56Q-30 -49 -23 -49L23 -49Q30 -49 30 -56L28 -88Q27 -99 19 -100Z';
  const out: string[] = [shape(d, hero.top)];
  if (hero.print) {
    const p = hero.print;
    const tile =
      p.kind === 'stripes'
        ? rect(0, 0, 24, 6, p.color)
        : p.kind === 'dots'
          ? circle(6, 6, 2.6, p.color) + circle(18, 18, 2.6, p.color)
          : star5(7, 7, 3.6, p.color) + star5(19, 19, 3, p.color);
    out.push(shape(d, art.pattern(24, p.kind === 'stripes' ? 12 : 24, tile), { opacity: 0.9 }));
  }
  // Side shading gives the flat torso a rounded, lit-from-the-left look.
  out.push(
    shape(
      d,
      art.linear(
        [
          [0, '#ffffff', 0.12],
          [0.5, '#ffffff', 0],
          [1, '#1d1330', 0.18],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  if (hero.collar) out.push(shape('M-13 -100L0 -88L13 -100L8 -103L0 -96L-8 -103Z', hero.collar));
  if (hero.extra === 'backpack') {
    const s = shade(hero.extraColor ?? '#c0552f', 0.15);
    out.push(line('M-13 -99L-15 -60M13 -99L15 -60', s, 6));
  }
  if (hero.extra === 'scarf') {
    const s = hero.extraColor ?? '#3f8fd1';
    out.push(
      rect(-22, -106, 44, 13, s, { rx: 6.5 }),
      shape('M8 -96L20 -96L22 -66L10 -68Z', shade(s, 0.08)),
      line('M11 -72L21 -71', tint(s, 0.4), 2),
    );
  }
  return out.join('');
}

function legs(hero: Hero, pose: Pose): string {
  if (pose.sit) {
    const c = hero.dress ? hero.top : hero.bottom;
    return [
      shape('M-30 -34Q-50 -18 -42 -6Q-20 2 0 -6Q20 2 42 -6Q50 -18 30 -34Q0 -42 -30 -34Z', shade(c, 0.05)),
      ellipse(-42, -10, 12, 8, hero.shoes),
      ellipse(42, -10, 12, 8, hero.shoes),
    ].join('');
  }
  const legColor = hero.dress ? tint(hero.skin, 0.05) : hero.bottom;
  const w = hero.dress ? 12 : 17;
  const swing = pose.walk ? 9 : 0;
  const leg = (side: number): string =>
    g([rect(side < 0 ? -3 - w : 3, -60, w, 56, legColor, { rx: 6 }), ellipse(side * 12, -5, 13, 7.5, hero.shoes)], {
      transform: `rotate(${side * swing} ${side * 10} -55)`,
    });
  return leg(-1) + leg(1);
}

function arms(hero: Hero, pose: Pose): { svg: string; hands: [Pt, Pt] } {
  const [la, ra] = pose.arms ?? [12, 12];
  const out: string[] = [];
  const hands: Pt[] = [];
  [-1, 1].forEach((side, i) => {
    const angle = ((i === 0 ? la : ra) * Math.PI) / 180;
    const sx = SHOULDER[0] * side;
    const sy = SHOULDER[1];
    const hand: Pt = pose.hands?.[i] ?? [sx + side * 44 * Math.sin(angle), sy + 44 * Math.cos(angle)];
    // The elbow bows outward so arms look bent, not like sticks.
    const ex = (sx + hand[0]) / 2 + side * 8;
    const ey = (sy + hand[1]) / 2 + 2;
    out.push(line(`M${sx} ${sy}Q${ex} ${ey} ${hand[0]} ${hand[1]}`, hero.top, 13));
    out.push(circle(hand[0], hand[1], 7.5, hero.skin));
    hands.push(hand);
  });
  return { svg: out.join(''), hands: [hands[0]!, hands[1]!] };
}

/** Draws the child with feet at (x, y), `s` times the base size (≈190 px tall at s = 1). */
function child(art: Art, hero: Hero, pose: Pose, x: number, y: number, s: number, flip = false): string {
  const lift = pose.sit ? 30 : 0; // sitting lowers the upper body onto the crossed legs
  const skinFill = art.radial(
    [
      [0, tint(hero.skin, 0.12)],
      [1, shade(hero.skin, 0.06)],
    ],
    0.4,
    0.35,
    0.7,
  );
  const { svg: armSvg, hands } = arms(hero, pose);
  const head = g(
    [
      circle(-35, 4, 7.5, hero.skin),
      circle(35, 4, 7.5, hero.skin),
      hero.headwear === 'hood' ? circle(0, -2, 45, hero.hatColor ?? hero.top) : '',
      circle(0, 0, 36, skinFill),
      face(hero, pose),
      hero.headwear === 'hood' ? '' : hairFront(hero),
      headwear(hero),
    ],
    { transform: `translate(0 ${HEAD_Y})` },
  );
  const helmet =
    hero.headwear === 'helmet'
      ? g(
          [
            circle(0, -2, 54, '#cfeaff', { opacity: 0.22, stroke: '#f4f8ff', 'stroke-width': 6 }),
            line('M-36 -26Q-26 -44 -6 -48', '#ffffff', 6, { opacity: 0.75 }),
            rect(-30, 44, 60, 14, '#d8dee9', { rx: 7 }),
          ],
          { transform: `translate(0 ${HEAD_Y})` },
        )
      : '';
  const behind: string[] = [];
  if (hero.extra === 'cape') behind.push(shape('M-20 -98L-46 -14Q0 -4 46 -14L20 -98Z', hero.extraColor ?? '#d94f5c'));
  if (hero.extra === 'backpack') behind.push(rect(-34, -100, 68, 46, hero.extraColor ?? '#c0552f', { rx: 13 }));
  // Long hair falls behind the shoulders, so it is drawn before the torso (in head coordinates).
  behind.push(g(hairBack(hero), { transform: `translate(0 ${HEAD_Y})` }));
  const upper = g([...behind, rect(-7, -108, 14, 12, shade(hero.skin, 0.08)), torso(art, hero), armSvg, head, helmet], {
    transform: `translate(0 ${lift})`,
  });
  const lifted: [Pt, Pt] = [
    [hands[0][0], hands[0][1] + lift],
    [hands[1][0], hands[1][1] + lift],
  ];
  return g(
    [
      ellipse(0, 0, pose.sit ? 52 : 36, 7, '#1d1330', { opacity: 0.18 }),
      legs(hero, pose),
      upper,
      pose.hold ? pose.hold(lifted) : '',
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

// ───────────────────────────── props: adventure ─────────────────────────────

function compass(x: number, y: number, r: number, rot = 20): string {
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
function treasureMap(x: number, y: number, w: number, rot = 0): string {
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
function chest(art: Art, x: number, y: number, s: number, open: boolean): string {
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

function bottle(x: number, y: number, s: number, rot: number): string {
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

function crab(x: number, y: number, s: number): string {
  const c = '#ec6a4c';
  return g(
    [
      line('M-20 -6L-34 4M-18 -2L-30 10M20 -6L34 4M18 -2L30 10', c, 4),
      line('M-16 -14L-28 -30M16 -14L28 -30', c, 5),
      circle(-30, -34, 8, c),
      circle(30, -34, 8, c),
      ellipse(0, -10, 24, 15, c),
      line('M-6 -22L-7 -32M6 -22L7 -32', c, 3),
      circle(-7, -34, 4, '#ffffff'),
      circle(7, -34, 4, '#ffffff'),
      circle(-7, -34, 2, '#2b1d1a'),
      circle(7, -34, 2, '#2b1d1a'),
      line('M-6 -6Q0 -1 6 -6', '#8a2f3a', 2),
    ],
    { transform: place(x, y, s) },
  );
}

/** A little rowing boat; the passenger (already placed) sits between the hull's back and front. */
function rowBoat(x: number, y: number, s: number, color: string, passenger = ''): string {
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
function island(art: Art, x: number, y: number, w: number): string {
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
function coral(rng: Rng, x: number, y: number, h: number, color: string): string {
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

function fish(x: number, y: number, s: number, body: string, stripe: string, flip = false): string {
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

function seaweed(x: number, y: number, h: number, color: string): string {
  return (
    line(`M${x} ${y}C${x - 20} ${y - h * 0.3} ${x + 20} ${y - h * 0.6} ${x} ${y - h}`, color, h * 0.06) +
    line(
      `M${x + 10} ${y}C${x + 30} ${y - h * 0.3} ${x - 6} ${y - h * 0.5} ${x + 14} ${y - h * 0.75}`,
      tint(color, 0.15),
      h * 0.05,
    )
  );
}

function starfish(x: number, y: number, r: number, color: string, rot = 0): string {
  return star5(x, y, r, color, rot) + circle(x, y, r * 0.12, tint(color, 0.4));
}

function bubbles(art: Art, count: number, x0: number, y0: number, x1: number, y1: number): string {
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
function cabin(
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

function flag(x: number, y: number, h: number, color: string): string {
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
function echoRings(x: number, y: number, r: number, color: string, dir = 1): string {
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
function balloon(art: Art, x: number, y: number, R: number, colors: readonly string[], passenger = ''): string {
  const env = (k: number): string =>
    `M0 ${-R}C${R * 1.38 * k} ${-R} ${R * 1.2 * k} ${R * 0.55} ${R * 0.28 * k} ${R * 1.1}L${-R * 0.28 * k} ${R * 1.1}C${-R * 1.2 * k} ${R * 0.55} ${-R * 1.38 * k} ${-R} 0 ${-R}Z`;
  const parts = [1, 0.74, 0.46, 0.16].map((k, i) => shape(env(k), colors[i % colors.length]!));
  const bw = R * 0.36;
  const out = [
    ...parts,
    shape(
      env(1),
      art.linear(
        [
          [0, '#ffffff', 0.28],
          [0.45, '#ffffff', 0],
          [1, '#1d1330', 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
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

/** Where a balloon's passenger stands so head and shoulders show above the basket rim. */
function balloonPassenger(art: Art, hero: Hero, pose: Pose, x: number, y: number, R: number): string {
  return child(art, hero, pose, x, y + R * 1.92, R * 0.0062);
}

/**
 * Patchwork farmland seen from the air: a hill clipped into slanted field strips with hedgerows and dots of
 * trees. Reads instantly as "high up".
 */
function patchwork(art: Art, pts: readonly Pt[], colors: readonly string[], tilt: number): string {
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

function barn(x: number, y: number, s: number): string {
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

// ───────────────────────────── props: garden, space, dinosaurs, seasons ─────────────────────────────

function sunflower(x: number, y: number, h: number): string {
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

function tulip(x: number, y: number, h: number, color: string): string {
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
function ladybird(x: number, y: number, s: number, spots: number, rot = 0): string {
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

function butterfly(x: number, y: number, s: number, color: string, rot = 0): string {
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

function wateringCan(x: number, y: number, s: number, color: string): string {
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

function picketFence(x0: number, x1: number, y: number, h: number, color = '#fbf3e4'): string {
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

function magnifier(x: number, y: number, s: number, rot: number): string {
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
function roundShading(
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
  return circle(x, y, r, art.radial(stops, 0.35, 0.3, 0.8));
}

/** A planet with banded surface (clipped) and an optional tilted ring in front and behind. */
function planet(art: Art, x: number, y: number, r: number, base: string, band: string, ring?: string): string {
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

function earth(art: Art, x: number, y: number, r: number): string {
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
function rocket(art: Art, x: number, y: number, s: number, rot: number, flame: boolean, window = ''): string {
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
    shape(
      body,
      art.linear(
        [
          [0, '#ffffff', 0.5],
          [0.5, '#ffffff', 0],
          [1, '#1d1330', 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
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

function telescope(x: number, y: number, s: number): string {
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
function moonGround(art: Art, top: number): string {
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
function sauropod(x: number, y: number, s: number, color: string, flip = false, headDown = false): string {
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
function triceratops(x: number, y: number, s: number, color: string, frill: string, flip = false): string {
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
function hatchling(x: number, y: number, s: number, color: string): string {
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
function volcano(art: Art, x: number, y: number, w: number, h: number): string {
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

function leafPile(art: Art, x: number, y: number, w: number, colors: readonly string[]): string {
  const out = [shape(`M${x - w / 2} ${y}Q${x} ${y - w * 0.5} ${x + w / 2} ${y}Z`, colors[0]!)];
  for (let i = 0; i < 40; i++) {
    const t = art.rng.range(-0.45, 0.45);
    const yy = y - art.rng.range(0, (0.25 - t * t) * w * 1.5);
    out.push(leaf(x + t * w, yy, 16, 11, art.rng.range(0, 360), art.rng.pick(colors)));
  }
  return out.join('');
}

function snowman(x: number, y: number, s: number, scarf: string): string {
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
function songbird(x: number, y: number, s: number, color: string, flip = false): string {
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

// ───────────────────────────── props: fantasy ─────────────────────────────

/** A small round dragon facing right, feet on (x, y). `glowBelly` lights it up when it is brave. */
function dragon(
  art: Art,
  x: number,
  y: number,
  s: number,
  color: string,
  belly: string,
  mood: 'shy' | 'happy',
  flip = false,
  glowBelly = false,
): string {
  const dark = shade(color, 0.22);
  const wing = 'M-6 -96Q-44 -150 -84 -128Q-70 -116 -72 -100Q-56 -108 -50 -92Q-36 -100 -24 -82Z';
  const eyes =
    mood === 'shy'
      ? [
          ellipse(36, -118, 7, 9, '#2b1d1a'),
          ellipse(58, -118, 6, 8.5, '#2b1d1a'),
          circle(38, -121, 2.6, '#ffffff'),
          circle(60, -121, 2.4, '#ffffff'),
          line('M30 -132L42 -128M54 -128L64 -133', dark, 2.5),
        ]
      : [line('M29 -118Q36 -126 43 -118M52 -118Q58 -126 64 -118', '#2b1d1a', 3)];
  const mouth =
    mood === 'shy' ? line('M56 -92Q62 -95 68 -92', '#2b1d1a', 2.5) : shape('M50 -94Q62 -82 74 -96Z', '#8a2f3a');
  const out = [
    glowBelly ? glow(art, 10, -60, 110, '#ffd36b', 0.55) : '',
    shape(wing, tint(color, 0.15)),
    line('M-6 -96Q-44 -150 -84 -128M-50 -92Q-56 -118 -60 -132M-24 -82Q-34 -108 -40 -138', dark, 2.5, { opacity: 0.6 }),
    shape('M-26 -34Q-80 -20 -92 -52Q-96 -70 -84 -76Q-84 -58 -70 -48Q-50 -38 -24 -58Z', color),
    shape('M-84 -76L-98 -92L-76 -86Z', belly),
    ellipse(-20, -8, 17, 10, dark),
    ellipse(24, -8, 17, 10, dark),
    ellipse(0, -52, 40, 46, color),
    ellipse(8, -46, 25, 34, glowBelly ? '#ffe9a6' : belly),
    line('M-8 -66Q8 -62 24 -66M-12 -50Q8 -46 28 -50M-10 -34Q8 -30 26 -34', shade(belly, 0.15), 2, { opacity: 0.6 }),
    shape('M-22 -130L-16 -146L-8 -132Z', belly),
    shape('M-30 -112L-40 -124L-26 -120Z', belly),
    circle(36, -112, 36, color),
    ellipse(60, -98, 24, 18, tint(color, 0.1)),
    circle(66, -104, 2.5, dark),
    circle(76, -102, 2.5, dark),
    shape('M18 -142L22 -166L32 -144Z', '#fff3d6'),
    shape('M44 -146L54 -168L56 -144Z', '#fff3d6'),
    ...eyes,
    circle(26, -100, 6, '#ff7d8a', { opacity: 0.45 }),
    mouth,
    ellipse(32, -52, 9, 12, dark, { transform: mood === 'shy' ? 'rotate(-40 32 -52)' : 'rotate(30 32 -52)' }),
  ];
  return g(out, { transform: place(x, y, s, 0, flip) });
}

/** A glowing lantern hanging from (x, y). */
function lantern(art: Art, x: number, y: number, s: number): string {
  return [
    glow(art, x, y + 40 * s, 190 * s, '#ffcf5a', 0.55),
    g(
      [
        line('M0 0L0 12', '#4a3a2a', 3),
        circle(0, -4, 6, 'none', { stroke: '#4a3a2a', 'stroke-width': 3 }),
        shape('M-18 22L0 10L18 22Z', '#4a3a2a'),
        rect(-16, 22, 32, 38, '#ffe08a', { rx: 5 }),
        ellipse(0, 42, 7, 10, '#fff8dc'),
        line('M-16 22L-16 60M16 22L16 60M0 22L0 60', '#4a3a2a', 2.5),
        rect(-20, 58, 40, 7, '#4a3a2a', { rx: 3 }),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** Dark cave mouth in a rocky hill. */
function cave(art: Art, x: number, y: number, w: number, rock: string): string {
  const h = w * 0.75;
  return [
    shape(
      `M${x - w} ${y}Q${x - w * 0.8} ${y - h * 1.3} ${x} ${y - h * 1.35}Q${x + w * 0.9} ${y - h * 1.3} ${x + w} ${y}Z`,
      art.linear([
        [0, tint(rock, 0.1)],
        [1, shade(rock, 0.2)],
      ]),
    ),
    shape(
      `M${x - w * 0.45} ${y}Q${x - w * 0.45} ${y - h * 0.85} ${x} ${y - h * 0.85}Q${x + w * 0.45} ${y - h * 0.85} ${x + w * 0.45} ${y}Z`,
      '#161228',
    ),
    ellipse(x - w * 0.6, y - h * 0.9, w * 0.12, w * 0.07, shade(rock, 0.15)),
    ellipse(x + w * 0.55, y - h * 0.5, w * 0.1, w * 0.06, shade(rock, 0.15)),
  ].join('');
}

/** A storybook castle, base centre at (x, y): keep, three towers with cone roofs and pennants, warm windows. */
function castle(art: Art, x: number, y: number, s: number, wall: string, roof: string, pennant: string): string {
  const stone = shade(wall, 0.12);
  const crenel = (cx: number, top: number, w: number): string => {
    let d = '';
    for (let i = 0; i < w / 16; i++) d += `M${cx - w / 2 + i * 16} ${top}h10v-12h-10Z`;
    return shape(d, wall);
  };
  const tower = (tx: number, w: number, h: number): string =>
    [
      rect(tx - w / 2, -h, w, h, wall),
      rect(tx - w / 2, -h, w * 0.25, h, '#ffffff', { opacity: 0.18 }),
      shape(`M${tx - w * 0.62} ${-h}L${tx} ${-h - w * 1.3}L${tx + w * 0.62} ${-h}Z`, roof, {
        stroke: roof,
        'stroke-width': 6,
        'stroke-linejoin': 'round',
      }),
      flag(tx, -h - w * 1.28, w * 0.9, pennant),
      shape(
        `M${tx - 7} ${-h * 0.7}L${tx - 7} ${-h * 0.6}Q${tx - 7} ${-h * 0.7 - 9} ${tx} ${-h * 0.7 - 9}Q${tx + 7} ${-h * 0.7 - 9} ${tx + 7} ${-h * 0.6}L${tx + 7} ${-h * 0.6}Z`,
        '#ffd36b',
      ),
      rect(tx - 7, -h * 0.7, 14, 16, '#ffd36b'),
    ].join('');
  return g(
    [
      rect(-110, -150, 220, 150, wall),
      crenel(0, -150, 220),
      ...[-80, -30, 30, 80].map((bx, i) => rect(bx - 14, -120 + (i % 2) * 30, 28, 10, stone, { rx: 3 })),
      tower(-130, 60, 230),
      tower(130, 60, 230),
      tower(0, 76, 260),
      shape('M-34 0L-34 -56Q-34 -90 0 -90Q34 -90 34 -56L34 0Z', '#6b4a3a'),
      line('M-20 -76L-20 0M0 -90L0 0M20 -76L20 0', shade('#6b4a3a', 0.3), 3),
      glow(art, -70, -95, 50, '#ffd36b', 0.4),
      rect(-78, -110, 16, 26, '#ffd36b', { rx: 8 }),
      rect(62, -110, 16, 26, '#ffd36b', { rx: 8 }),
    ],
    { transform: place(x, y, s) },
  );
}

/** Rainbow as concentric arcs with a soft halo; (cx, cy) is the centre of the arcs' circle. */
function rainbow(art: Art, cx: number, cy: number, r: number, band: number, opacity = 0.85): string {
  const colors = ['#ef6f6c', '#f6a55a', '#f7d65c', '#7cc878', '#5fb0e5', '#8c7be0'];
  const arcs = colors.map((c, i) => {
    const rr = r - i * band;
    return line(`M${cx - rr} ${cy}A${rr} ${rr} 0 0 1 ${cx + rr} ${cy}`, c, band + 1, { 'stroke-linecap': 'butt' });
  });
  return g(
    [
      line(
        `M${cx - r + band * 2.5} ${cy}A${r - band * 2.5} ${r - band * 2.5} 0 0 1 ${cx + r - band * 2.5} ${cy}`,
        '#ffffff',
        band * 9,
        { opacity: 0.25, filter: art.blur(band) },
      ),
      ...arcs,
    ],
    { opacity },
  );
}

/** A garland of little triangle flags between two points, sagging in the middle. */
function bunting(x0: number, y0: number, x1: number, y1: number, colors: readonly string[]): string {
  const sag = 40;
  const out = [line(`M${x0} ${y0}Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}`, '#6b4a3a', 2)];
  const n = 11;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = (1 - t) * (1 - t) * x0 + 2 * t * (1 - t) * ((x0 + x1) / 2) + t * t * x1;
    const py = (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
    out.push(shape(`M${px - 12} ${py}L${px + 12} ${py}L${px} ${py + 26}Z`, colors[i % colors.length]!));
  }
  return out.join('');
}

function partyBalloon(x: number, y: number, r: number, color: string): string {
  return [
    line(`M${x} ${y + r}Q${x - 10} ${y + r * 2.2} ${x + 4} ${y + r * 3.5}`, '#6b6b7b', 1.5),
    ellipse(x, y, r * 0.85, r, color),
    shape(`M${x - 4} ${y + r + 5}L${x + 4} ${y + r + 5}L${x} ${y + r - 1}Z`, color),
    ellipse(x - r * 0.3, y - r * 0.35, r * 0.18, r * 0.28, '#ffffff', { opacity: 0.5 }),
  ].join('');
}

/** A bookcase full of coloured spines (no titles). */
function bookshelf(art: Art, x: number, y: number, w: number, h: number): string {
  const wood = '#7a4a2e';
  const out = [rect(x, y, w, h, wood, { rx: 6 }), rect(x + 10, y + 10, w - 20, h - 20, '#4a2c1f')];
  const colors = ['#c0504d', '#4f81bd', '#9bbb59', '#f2c14e', '#8064a2', '#4bacc6', '#e8864a', '#d86f9a'];
  const shelves = Math.floor((h - 20) / 90);
  for (let sIdx = 0; sIdx < shelves; sIdx++) {
    const base = y + 10 + (sIdx + 1) * ((h - 20) / shelves);
    out.push(rect(x + 6, base - 6, w - 12, 10, shade(wood, 0.1)));
    let bx = x + 14;
    while (bx < x + w - 30) {
      const bw = art.rng.range(12, 22);
      const bh = art.rng.range(52, 74);
      const c = art.rng.pick(colors);
      const lean = art.rng.next() < 0.1 ? 12 : 0;
      out.push(
        g(
          [
            rect(0, -bh, bw, bh, c, { rx: 2 }),
            rect(0, -bh * 0.8, bw, 4, tint(c, 0.45)),
            rect(0, -bh * 0.25, bw, 4, tint(c, 0.45)),
          ],
          { transform: `translate(${bx} ${base - 6}) rotate(${lean})` },
        ),
      );
      bx += bw + (lean ? 10 : 2);
    }
  }
  return out.join('');
}

function candle(art: Art, x: number, y: number, s: number): string {
  return [
    glow(art, x, y - 70 * s, 90 * s, '#ffcf5a', 0.5),
    g(
      [
        ellipse(0, 0, 26, 7, '#b08a3a'),
        rect(-10, -50, 20, 50, '#fbf3e0', { rx: 3 }),
        shape('M0 -72Q8 -60 0 -52Q-8 -60 0 -72Z', '#ffb347'),
        shape('M0 -66Q4 -58 0 -54Q-4 -58 0 -66Z', '#fff6c8'),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** A round owl; perched with feet at (x, y). Eyes open or sleepy. */
function owl(x: number, y: number, s: number, color: string, sleepy = false, flip = false): string {
  const eye = (ex: number): string =>
    sleepy
      ? circle(ex, -62, 13, '#fff6e0') + line(`M${ex - 8} ${-62}Q${ex} ${-56} ${ex + 8} ${-62}`, '#2b1d1a', 3)
      : circle(ex, -62, 13, '#fff6e0') + circle(ex + 2, -61, 7, '#2b1d1a') + circle(ex + 4, -64, 2.5, '#ffffff');
  return g(
    [
      shape('M-30 -80L-24 -104L-10 -84Z', shade(color, 0.15)),
      shape('M30 -80L24 -104L10 -84Z', shade(color, 0.15)),
      ellipse(0, -44, 32, 44, color),
      ellipse(0, -32, 21, 28, tint(color, 0.45)),
      line('M-10 -38Q-6 -34 -2 -38M2 -38Q6 -34 10 -38M-8 -26Q-4 -22 0 -26M0 -26Q4 -22 8 -26', shade(color, 0.15), 2),
      ellipse(-30, -42, 10, 24, shade(color, 0.12), { transform: 'rotate(12 -30 -42)' }),
      ellipse(30, -42, 10, 24, shade(color, 0.12), { transform: 'rotate(-12 30 -42)' }),
      eye(-13),
      eye(13),
      shape('M-5 -52L5 -52L0 -42Z', '#f2a03d'),
      line('M-10 -2L-10 4M-4 -2L-4 4M4 -2L4 4M10 -2L10 4', '#f2a03d', 3),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** An open book in flight: two page wings over a coloured cover. */
function flyingBook(x: number, y: number, s: number, rot: number, cover: string): string {
  return g(
    [
      shape('M-44 -4Q-22 -14 0 -4Q22 -14 44 -4L44 8Q22 -2 0 8Q-22 -2 -44 8Z', cover),
      shape('M-40 -6Q-20 -22 0 -8L0 2Q-20 -12 -40 -2Z', '#fffaf0'),
      shape('M40 -6Q20 -22 0 -8L0 2Q20 -12 40 -2Z', '#f4ecdc'),
      line('M-32 -10Q-18 -18 -6 -10M32 -10Q18 -18 6 -10', '#d8cdb8', 1.5),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A wand: dark stick, gold tip, burst of sparkles. */
function wand(art: Art, x: number, y: number, s: number, rot: number, burst: boolean): string {
  return [
    burst ? glow(art, x, y, 140 * s, '#fff1a8', 0.7) : '',
    g([line('M0 0L0 90', '#3b2a3a', 8), line('M0 70L0 90', '#f2c14e', 9), star5(0, -4, 12, '#ffd84d')], {
      transform: place(x, y, s, rot),
    }),
    burst
      ? [
          sparkle(x - 50 * s, y - 40 * s, 16 * s, '#fff6c8'),
          sparkle(x + 54 * s, y - 30 * s, 12 * s, '#ffe28a'),
          sparkle(x + 10 * s, y - 70 * s, 10 * s, '#ffffff'),
          star5(x - 30 * s, y + 30 * s, 7 * s, '#ffd84d'),
        ].join('')
      : '',
  ].join('');
}

/** A wizard's stone tower with a pointed roof and lit windows. */
function wizardTower(art: Art, x: number, y: number, s: number, wall: string, roof: string): string {
  return g(
    [
      shape(
        'M-55 0L-45 -260L45 -260L55 0Z',
        art.linear(
          [
            [0, tint(wall, 0.15)],
            [0.5, wall],
            [1, shade(wall, 0.3)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      ...[-220, -170, -120, -70].map((ty, i) => rect(-30 + (i % 2) * 30, ty, 26, 10, shade(wall, 0.15), { rx: 3 })),
      shape('M-72 -254L0 -400L72 -254Q0 -240 -72 -254Z', roof),
      star5(0, -404, 10, '#ffd84d'),
      glow(art, 0, -200, 60, '#ffd36b', 0.5),
      shape('M-14 -180L-14 -210Q-14 -226 0 -226Q14 -226 14 -210L14 -180Z', '#ffd36b'),
      shape('M-18 0L-18 -40Q-18 -58 0 -58Q18 -58 18 -40L18 0Z', '#5a3a2a'),
    ],
    { transform: place(x, y, s) },
  );
}

/** Aurora: translucent ribbons waving across the sky, blurred so they glow. */
function aurora(art: Art, top: number, colors: readonly string[]): string {
  const out: string[] = [];
  colors.forEach((c, i) => {
    const y = top + i * 40;
    const pts: Pt[] = [];
    for (let k = 0; k <= 6; k++) pts.push([-100 + (k * (art.w + 200)) / 6, y + Math.sin(k * 1.3 + i) * 50]);
    const upper = pts.map(([px, py]) => [px, py - 110 - (i === 0 ? 40 : 0)] as const).reverse();
    const d = `${smooth(pts)}L${upper[0]![0]} ${upper[0]![1]}${smooth(upper).slice(smooth(upper).indexOf('C'))}Z`;
    out.push(
      shape(
        d,
        art.linear([
          [0, c, 0],
          [0.6, c, 0.55],
          [1, c, 0.05],
        ]),
        { filter: art.blur(14) },
      ),
    );
  });
  return out.join('');
}

/** A unicorn facing right, hooves on (x, y): round body, curly pastel mane, golden spiral horn. */
function unicorn(
  art: Art,
  x: number,
  y: number,
  s: number,
  mane: readonly string[],
  flip = false,
  flying = false,
): string {
  const coat = '#fdfaff';
  const shadeCoat = '#e6e0f2';
  const legs = flying
    ? [
        g(rect(-62, -70, 20, 62, shadeCoat, { rx: 10 }), { transform: 'rotate(40 -52 -70)' }),
        g(rect(40, -70, 20, 62, shadeCoat, { rx: 10 }), { transform: 'rotate(-50 50 -70)' }),
        g(rect(-40, -70, 20, 62, coat, { rx: 10 }), { transform: 'rotate(30 -30 -70)' }),
        g(rect(22, -70, 20, 62, coat, { rx: 10 }), { transform: 'rotate(-40 32 -70)' }),
      ]
    : [
        rect(-62, -70, 20, 70, shadeCoat, { rx: 10 }),
        rect(40, -70, 20, 70, shadeCoat, { rx: 10 }),
        rect(-40, -70, 20, 70, coat, { rx: 10 }),
        rect(20, -70, 20, 70, coat, { rx: 10 }),
        ...[-52, 50, -30, 30].map((hx) => rect(hx - 10, -12, 20, 12, '#c9b6e4', { rx: 4 })),
      ];
  const tail = mane.map((c, i) => circle(-78 - i * 10, -92 + i * 16, 16 - i * 1.5, c)).join('');
  const maneCurls =
    mane.map((c, i) => circle(40 - i * 6, -160 + i * 20, 15, c)).join('') +
    mane.map((c, i) => circle(56 - i * 4, -176 + i * 12, 11, c)).join('');
  return g(
    [
      flying ? glow(art, 0, -100, 200, '#fff1ff', 0.35) : '',
      tail,
      ...legs,
      ellipse(0, -96, 76, 44, coat),
      ellipse(0, -78, 60, 20, shadeCoat, { opacity: 0.6 }),
      shape('M28 -120Q40 -170 74 -186L98 -160Q72 -140 64 -96Z', coat),
      maneCurls,
      ellipse(92, -168, 36, 24, coat, { transform: 'rotate(28 92 -168)' }),
      ellipse(112, -152, 16, 14, '#fbe9f2'),
      circle(118, -154, 2.5, '#c9a0b8'),
      shape('M70 -196L76 -218L84 -194Z', coat),
      shape('M86 -192L108 -246L98 -188Z', '#f6cf5a'),
      line('M89 -200L101 -204M92 -214L103 -217M96 -228L105 -230', '#e0a82e', 2.5),
      line('M84 -170Q90 -164 96 -170', '#2b1d1a', 3),
      line('M84 -172L80 -176M88 -168L86 -173', '#2b1d1a', 1.8),
      circle(100, -158, 6, '#ff9ab0', { opacity: 0.55 }),
      line('M108 -142Q114 -138 120 -142', '#8a6a7a', 2),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

// ───────────────────────────── props: bedtime ─────────────────────────────

/** The smiling star of "Goodnight, Little Star": plump, golden, with a sleepy or happy face. */
function smilingStar(art: Art, x: number, y: number, r: number, sleepy = false, rot = -8): string {
  const eyes = sleepy
    ? line(
        `M${-r * 0.32} ${-r * 0.05}Q${-r * 0.22} ${r * 0.05} ${-r * 0.12} ${-r * 0.05}M${r * 0.12} ${-r * 0.05}Q${r * 0.22} ${r * 0.05} ${r * 0.32} ${-r * 0.05}`,
        '#7a4a22',
        r * 0.06,
      )
    : [
        ellipse(-r * 0.2, -r * 0.05, r * 0.07, r * 0.1, '#5a3418'),
        ellipse(r * 0.2, -r * 0.05, r * 0.07, r * 0.1, '#5a3418'),
        circle(-r * 0.18, -r * 0.09, r * 0.03, '#ffffff'),
        circle(r * 0.22, -r * 0.09, r * 0.03, '#ffffff'),
      ].join('');
  return [
    glow(art, x, y, r * 3, '#ffe38a', 0.55),
    g(
      [
        shape(
          starPath(r, 0.55),
          art.radial(
            [
              [0, '#fff6b8'],
              [0.7, '#ffd84d'],
              [1, '#f6b73c'],
            ],
            0.45,
            0.4,
            0.7,
          ),
          { stroke: '#ffd84d', 'stroke-width': r * 0.3, 'stroke-linejoin': 'round' },
        ),
        eyes,
        circle(-r * 0.34, r * 0.12, r * 0.09, '#ff8a7a', { opacity: 0.5 }),
        circle(r * 0.34, r * 0.12, r * 0.09, '#ff8a7a', { opacity: 0.5 }),
        line(`M${-r * 0.14} ${r * 0.14}Q0 ${r * 0.3} ${r * 0.14} ${r * 0.14}`, '#7a4a22', r * 0.055),
      ],
      { transform: place(x, y, 1, rot) },
    ),
  ].join('');
}

/** A bedroom wall with wallpaper dots and a floor: interior scenes for bedtime books. */
function bedroom(art: Art, wall: string, floor: string, floorY: number): string {
  return [
    rect(0, 0, art.w, floorY, wall),
    rect(
      0,
      0,
      art.w,
      floorY,
      art.pattern(60, 60, star5(15, 15, 4, tint(wall, 0.25)) + circle(45, 45, 3, tint(wall, 0.2))),
    ),
    rect(0, floorY, art.w, art.h - floorY, floor),
    rect(0, floorY - 8, art.w, 12, shade(wall, 0.25)),
    line(`M0 ${floorY + 40}L${art.w} ${floorY + 40}M0 ${floorY + 100}L${art.w} ${floorY + 100}`, shade(floor, 0.12), 3),
  ].join('');
}

/** A window onto the night: `view` is clipped into the panes; curtains hang at the sides. */
function nightWindow(art: Art, x: number, y: number, w: number, h: number, view: string, curtain: string): string {
  const clip = art.clip(rect(x, y, w, h, '#000', { rx: w * 0.5 > h ? 10 : w / 2 }));
  return [
    rect(x - 14, y - 14, w + 28, h + 28, '#f4e6cf', { rx: w / 2 + 14 }),
    g(view, { 'clip-path': clip }),
    line(`M${x + w / 2} ${y}L${x + w / 2} ${y + h}M${x} ${y + h * 0.55}L${x + w} ${y + h * 0.55}`, '#f4e6cf', 10),
    rect(x - 24, y + h, w + 48, 16, '#e8d4b4', { rx: 6 }),
    shape(
      `M${x - 60} ${y - 30}L${x + w * 0.12} ${y - 30}Q${x + w * 0.02} ${y + h * 0.5} ${x + w * 0.1} ${y + h + 20}L${x - 60} ${y + h + 20}Z`,
      curtain,
    ),
    shape(
      `M${x + w + 60} ${y - 30}L${x + w * 0.88} ${y - 30}Q${x + w * 0.98} ${y + h * 0.5} ${x + w * 0.9} ${y + h + 20}L${x + w + 60} ${y + h + 20}Z`,
      curtain,
    ),
    line(
      `M${x - 40} ${y - 10}L${x - 40} ${y + h}M${x + w + 40} ${y - 10}L${x + w + 40} ${y + h}`,
      shade(curtain, 0.15),
      5,
      { opacity: 0.5 },
    ),
    rect(x - 70, y - 38, w + 140, 10, '#b08a5a', { rx: 5 }),
  ].join('');
}

function teddy(x: number, y: number, s: number, rot = 0): string {
  const c = '#b98054';
  return g(
    [
      circle(-22, -96, 12, c),
      circle(22, -96, 12, c),
      ellipse(0, -36, 30, 36, c),
      ellipse(0, -30, 18, 22, '#e0b48a'),
      circle(0, -82, 30, c),
      ellipse(0, -72, 14, 10, '#e0b48a'),
      ellipse(0, -76, 5, 4, '#3b2a2a'),
      circle(-11, -88, 3.5, '#3b2a2a'),
      circle(11, -88, 3.5, '#3b2a2a'),
      ellipse(-26, -8, 14, 10, c),
      ellipse(26, -8, 14, 10, c),
      ellipse(-30, -44, 10, 16, c, { transform: 'rotate(25 -30 -44)' }),
      ellipse(30, -44, 10, 16, c, { transform: 'rotate(-25 30 -44)' }),
      rect(-16, -58, 32, 8, '#e2456a', { rx: 4 }),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A bed seen from the side-front; the sleeper's head rests on the pillow, the blanket covers the rest. */
function bed(art: Art, x: number, y: number, w: number, blanket: string, sleeper = ''): string {
  return [
    rect(x - 20, y - 210, 40, 210, '#a0693f', { rx: 18 }),
    rect(x + w - 20, y - 150, 36, 150, '#a0693f', { rx: 16 }),
    rect(x, y - 90, w, 60, '#f7efe2', { rx: 12 }),
    ellipse(x + 80, y - 100, 70, 28, '#ffffff'),
    sleeper,
    shape(
      `M${x + 120} ${y - 112}Q${x + w * 0.6} ${y - 130} ${x + w + 10} ${y - 100}L${x + w + 10} ${y - 20}L${x + 110} ${y - 20}Z`,
      blanket,
    ),
    shape(
      `M${x + 120} ${y - 112}Q${x + w * 0.6} ${y - 130} ${x + w + 10} ${y - 100}L${x + w + 10} ${y - 20}L${x + 110} ${y - 20}Z`,
      art.pattern(50, 50, star5(12, 12, 6, tint(blanket, 0.35)) + circle(37, 37, 4, tint(blanket, 0.3))),
    ),
    line(`M${x + 120} ${y - 108}Q${x + w * 0.6} ${y - 126} ${x + w + 10} ${y - 96}`, tint(blanket, 0.4), 8),
    rect(x - 10, y - 30, w + 30, 30, '#8a5632', { rx: 8 }),
  ].join('');
}

/** A sea of cloud tops: rows of big soft bumps. */
function cloudSea(art: Art, y: number, top: string, bottom: string, rows = 3): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const yy = y + r * 55;
    const t = rows === 1 ? 0 : r / (rows - 1);
    const c = mix(top, bottom, t);
    let d = `M-40 ${art.h + 10}L-40 ${yy}`;
    for (let x = -40; x < art.w + 80; x += 70 + r * 10) {
      const rr = 40 + art.rng.range(0, 26) + r * 6;
      d += `A${rr} ${rr * 0.8} 0 0 1 ${x + 70 + r * 10} ${yy + art.rng.range(-10, 10)}`;
    }
    d += `L${art.w + 80} ${art.h + 10}Z`;
    out.push(
      shape(d, c),
      shape(
        d,
        art.linear([
          [0, '#ffffff', 0.35],
          [0.4, '#ffffff', 0],
        ]),
      ),
    );
  }
  return out.join('');
}

/**
 * The moon as a boat: a crescent bowl with a little mast, a star on a string and a lantern. The passenger is
 * drawn between the bowl's back rim and its front, so the child sits inside.
 */
function moonBoat(art: Art, x: number, y: number, s: number, passenger = ''): string {
  const crescent = crescentPath(140, 62);
  const fill = art.radial(
    [
      [0, '#fffbe6'],
      [1, '#f3d77a'],
    ],
    0.5,
    0.9,
    0.8,
  );
  return [
    glow(art, x, y - 40 * s, 300 * s, '#fff1b3', 0.45),
    g(
      [
        line('M20 60L20 -230', '#b08a5a', 5),
        shape('M26 -228L120 -96Q72 -86 26 -92Z', '#fdf3ff', { opacity: 0.95 }),
        star5(60, -128, 10, '#ffd84d'),
        line('M-60 -40Q-120 -120 -104 -200', '#b08a5a', 3),
        star5(-104, -206, 12, '#ffd84d'),
      ],
      { transform: place(x, y, s) },
    ),
    passenger,
    g(
      [
        shape(crescent, fill),
        circle(-70, 92, 9, '#e8cc70', { opacity: 0.6 }),
        circle(30, 108, 12, '#e8cc70', { opacity: 0.6 }),
        circle(95, 70, 6, '#e8cc70', { opacity: 0.6 }),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** A steam locomotive facing right with the passenger showing through the cab window. Rails at y. */
function locomotive(art: Art, x: number, y: number, s: number, color: string, passenger = ''): string {
  const wheel = (wx: number, r: number): string =>
    [
      circle(wx, -r, r, '#3a3550'),
      circle(wx, -r, r * 0.72, '#e2453c'),
      line(`M${wx - r * 0.7} ${-r}L${wx + r * 0.7} ${-r}M${wx} ${-r * 1.7}L${wx} ${-r * 0.3}`, '#3a3550', 3),
      circle(wx, -r, r * 0.2, '#f2c14e'),
    ].join('');
  // The cab is a rectangle with a window hole (even-odd), so the child drawn behind it shows through.
  const cab = 'M-120 -40L-120 -150L-30 -150L-30 -40Z M-104 -136L-104 -96L-46 -96L-46 -136Z';
  return [
    g([shape('M-130 -150L-20 -150L-24 -164L-126 -164Z', shade(color, 0.3))], { transform: place(x, y, s) }),
    passenger,
    g(
      [
        shape(cab, color, { 'fill-rule': 'evenodd' }),
        rect(-130, -50, 250, 24, '#3a3550', { rx: 8 }),
        rect(-30, -112, 140, 72, color, { rx: 30 }),
        rect(
          -30,
          -112,
          140,
          72,
          art.linear([
            [0, '#ffffff', 0.3],
            [0.5, '#ffffff', 0],
            [1, '#1d1330', 0.3],
          ]),
          { rx: 30 },
        ),
        rect(0, -116, 12, 80, '#f2c14e'),
        rect(50, -116, 12, 80, '#f2c14e'),
        shape('M72 -112L68 -150L96 -150L92 -112Z', '#3a3550'),
        rect(62, -162, 40, 14, '#3a3550', { rx: 5 }),
        circle(26, -118, 12, '#f2c14e'),
        glow(art, 124, -82, 60, '#fff1a8', 0.8),
        circle(118, -82, 10, '#fff6c8'),
        shape('M110 -26L140 -26L116 -6Z', '#e2453c'),
        wheel(-84, 30),
        wheel(-20, 30),
        wheel(40, 22),
        wheel(90, 22),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

function carriage(art: Art, x: number, y: number, s: number, color: string): string {
  const wheel = (wx: number): string =>
    circle(wx, -18, 18, '#3a3550') + circle(wx, -18, 12, '#e2453c') + circle(wx, -18, 4, '#f2c14e');
  return g(
    [
      rect(-95, -132, 190, 12, shade(color, 0.3), { rx: 6 }),
      rect(-90, -124, 180, 90, color, { rx: 12 }),
      ...[-62, -10, 42].map(
        (wx) =>
          glow(art, wx + 10, -90, 46, '#ffd36b', 0.5) +
          rect(wx, -108, 40, 36, '#ffd36b', { rx: 8 }) +
          rect(wx, -108, 40, 12, '#fff3c0', { rx: 6, opacity: 0.6 }),
      ),
      rect(-90, -48, 180, 8, tint(color, 0.35)),
      line('M-100 -30L-120 -30', '#3a3550', 6),
      wheel(-55),
      wheel(55),
    ],
    { transform: place(x, y, s) },
  );
}

/** Rails with sleepers along a curve through the given points. */
function track(pts: readonly Pt[]): string {
  const d = smooth(pts);
  return line(d, '#7a5134', 16, { 'stroke-dasharray': '6 14', 'stroke-linecap': 'butt' }) + line(d, '#9aa0b8', 4);
}

/** Big soft steam puffs trailing from a point. */
function steam(x: number, y: number, count: number, dir: number, color = '#ffffff'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(circle(x - dir * i * 34, y - i * 26 - i * i * 2, 16 + i * 7, color, { opacity: 0.9 - i * 0.12 }));
  return out.join('');
}

function lampPost(art: Art, x: number, y: number, h: number): string {
  return [
    glow(art, x, y - h, h * 0.55, '#ffd36b', 0.55),
    rect(x - 5, y - h, 10, h, '#3a3550'),
    rect(x - 16, y - 10, 32, 10, '#3a3550', { rx: 3 }),
    shape(
      `M${x - 16} ${y - h + 10}L${x + 16} ${y - h + 10}L${x + 12} ${y - h - 22}L${x - 12} ${y - h - 22}Z`,
      '#fff1a8',
    ),
    shape(`M${x - 20} ${y - h - 22}L${x + 20} ${y - h - 22}L${x} ${y - h - 38}Z`, '#3a3550'),
  ].join('');
}

function lollipopTree(x: number, y: number, h: number, color: string): string {
  const r = h * 0.26;
  return [
    rect(x - h * 0.025, y - h + r, h * 0.05, h - r, '#fdf3ff'),
    circle(x, y - h + r * 0.4, r, color),
    line(
      `M${x} ${y - h + r * 0.4}m0 0a${r * 0.3} ${r * 0.3} 0 1 1 ${r * 0.3} ${r * 0.3}a${r * 0.6} ${r * 0.6} 0 1 1 ${-r * 0.9} ${-r * 0.3}a${r * 0.85} ${r * 0.85} 0 1 1 ${r * 1.5} ${r * 0.4}`,
      '#ffffff',
      r * 0.14,
      { opacity: 0.8 },
    ),
  ].join('');
}

function mushroom(x: number, y: number, s: number, cap: string, glowing = false, art?: Art): string {
  return [
    glowing && art ? glow(art, x, y - 30 * s, 70 * s, tint(cap, 0.3), 0.5) : '',
    g(
      [
        rect(-10, -34, 20, 34, '#f6eede', { rx: 8 }),
        shape('M-34 -30Q-34 -68 0 -68Q34 -68 34 -30Z', cap),
        circle(-14, -48, 5, '#fff8ec'),
        circle(10, -56, 4, '#fff8ec'),
        circle(18, -40, 3.5, '#fff8ec'),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

function musicNote(x: number, y: number, s: number, color: string, rot = 0): string {
  return g(
    [
      ellipse(0, 0, 9, 7, color, { transform: 'rotate(-20)' }),
      line('M8 -2L8 -38', color, 3),
      shape('M8 -38Q20 -32 22 -20Q16 -28 8 -28Z', color),
    ],
    { transform: place(x, y, s, rot) },
  );
}

function log(x: number, y: number, w: number): string {
  return [
    rect(x - w / 2, y - w * 0.22, w, w * 0.22, '#8a5a3a', { rx: w * 0.11 }),
    ellipse(x + w / 2 - w * 0.05, y - w * 0.11, w * 0.07, w * 0.11, '#d9b07a'),
    ellipse(x + w / 2 - w * 0.05, y - w * 0.11, w * 0.035, w * 0.06, '#b88a5a'),
  ].join('');
}

/** Dark rounded tree silhouettes for dusk forests; `tone` is the layer colour (lighter = farther). */
function forestRow(art: Art, y: number, h: number, tone: string, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = (i + art.rng.range(0.1, 0.9)) * (art.w / count);
    const th = h * art.rng.range(0.75, 1.15);
    out.push(
      art.rng.next() < 0.5
        ? pineTree(x, y, th, tone)
        : shape(blob(art.rng, x, y - th * 0.55, th * 0.28, th * 0.42, 8, 0.12), tone) +
            rect(x - th * 0.03, y - th * 0.3, th * 0.06, th * 0.3, tone),
    );
  }
  return out.join('') + rect(0, y - 4, art.w, art.h - y + 4, tone);
}

// ───────────────────────────── themes ─────────────────────────────

/** A scene returns its layers back to front; the renderer adds grain, vignette and (for covers) the spine. */
type Scene = (art: Art, hero: Hero) => readonly string[];

interface Theme {
  hero: Hero;
  cover: Scene;
  /** Beginning, adventure, happy ending: three compositions of the same story. */
  pages: readonly [Scene, Scene, Scene];
}

/** Rounded tree-tops in a row, filled down to the bottom: jungle and forest backdrops. */
function canopy(art: Art, y: number, h: number, tone: string, count: number, fillBelow = true): string {
  const out: string[] = fillBelow ? [rect(0, y, art.w, art.h - y, tone)] : [];
  for (let i = 0; i <= count; i++) {
    const x = (i / count) * art.w + art.rng.range(-20, 20);
    // Blob bottoms reach below the fill's top edge, so no sky shows between neighbouring crowns.
    out.push(
      shape(blob(art.rng, x, y - h * art.rng.range(0.05, 0.35), h * art.rng.range(0.5, 0.75), h * 0.58, 8, 0.12), tone),
    );
  }
  return out.join('');
}

/** Vines hanging from the top edge, with small leaves along them. */
function vines(art: Art, count: number, color: string, maxLen: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.range(0, art.w);
    const len = art.rng.range(maxLen * 0.4, maxLen);
    const sway = art.rng.range(-30, 30);
    out.push(line(`M${x} -5Q${x + sway} ${len * 0.5} ${x + sway * 0.3} ${len}`, shade(color, 0.2), 4));
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      out.push(leaf(x + sway * t * (1.6 - t), len * t, 22, 13, k % 2 ? 130 : 230, k % 2 ? color : tint(color, 0.15)));
    }
  }
  return out.join('');
}

// The brave little explorer — warm jungle morning; greens with sunny yellow and a terracotta backpack.
const explorer: Theme = {
  hero: {
    skin: '#e0a878',
    hair: '#5a3318',
    hairStyle: 'short',
    top: '#d8b676',
    bottom: '#6b7d4a',
    shoes: '#6b4226',
    collar: '#efe0b8',
    headwear: 'explorer',
    hatColor: '#f0dcaa',
    extra: 'backpack',
    extraColor: '#c8583a',
  },
  cover: (art, hero) => [
    sky(art, ['#fff3c4', '#ffd98e', '#c9e6a6']),
    sun(art, 420, 200, 60),
    canopy(art, 470, 160, '#a9d39a', 6),
    canopy(art, 560, 120, '#6fb26d', 5),
    hills(art, 650, 30, 4, '#4f9a55', '#3d7f45'),
    shape('M250 800Q280 700 300 660Q320 700 380 800Z', '#d9c08a', { opacity: 0.8 }),
    butterfly(140, 470, 0.9, '#f28c38', -15),
    butterfly(470, 420, 0.7, '#5fb0e5', 20),
    child(
      art,
      hero,
      { arms: [30, 140], mood: 'grin', hold: ([l]) => compass(l[0] - 6, l[1] + 10, 16, 30) },
      300,
      720,
      1.75,
    ),
    vines(art, 5, '#3f8f4a', 260),
    leafFan(-10, 820, 230, 10, 80, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
    leafFan(610, 820, 230, -10, -80, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
    fern(90, 800, 170, 15, '#4aa05a'),
    fern(520, 800, 150, -15, '#4aa05a'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#fff6d2', '#ffe3a0', '#d5ebb2']),
      sun(art, 820, 130, 55),
      canopy(art, 380, 150, '#b4d9a0', 8),
      canopy(art, 470, 120, '#79b873', 7),
      hills(art, 560, 25, 5, '#62a85e', '#4a8d4c'),
      shape('M380 700Q520 600 640 520Q690 500 760 480L800 484Q720 520 690 560Q600 640 620 700Z', '#e0c58f'),
      roundTree(art, 880, 560, 380, '#3f8f4a', '#7a5134'),
      child(
        art,
        hero,
        {
          hands: [
            [-32, -72],
            [32, -72],
          ],
          mood: 'smile',
          gaze: 0.6,
          hold: ([l, r]) => treasureMap((l[0] + r[0]) / 2, l[1] + 6, 96, -4),
        },
        330,
        640,
        1.55,
      ),
      compass(560, 640, 26, -30),
      butterfly(640, 300, 0.8, '#f28c38'),
      grassField(art, 600, 700, 30, '#3d8a47', 26),
      leafFan(-20, 720, 220, 20, 90, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
      vines(art, 4, '#3f8f4a', 200),
    ],
    (art, hero) => {
      const bridge: Pt[] = [
        [-20, 330],
        [250, 390],
        [500, 420],
        [750, 390],
        [1020, 330],
      ];
      const rail = bridge.map(([x, y]) => [x, y - 60] as const);
      return [
        sky(art, ['#fff1c4', '#ffd896', '#bfe0b0']),
        sun(art, 500, 120, 45),
        canopy(art, 260, 90, '#a8d49a', 7),
        // Two cliffs with a waterfall in the gap: the drop the bridge crosses.
        shape(
          'M-10 180Q120 170 330 200Q360 330 350 520L-10 520Z',
          art.linear([
            [0, '#9a8a78'],
            [1, '#6e5e54'],
          ]),
        ),
        shape(
          'M1010 170Q860 160 650 200Q630 330 640 520L1010 520Z',
          art.linear([
            [0, '#8e7e70'],
            [1, '#62544c'],
          ]),
        ),
        canopy(art, 200, 70, '#5fa15f', 4, false),
        shape(
          'M340 200L650 200L640 520L350 520Z',
          art.linear([
            [0, '#bfe9f2'],
            [1, '#7fcde0'],
          ]),
        ),
        line('M400 200L396 520M470 200L478 520M560 200L556 520M610 200L620 520', '#ffffff', 7, { opacity: 0.6 }),
        sea(art, 510, '#7fcde0', '#3f95b8', 10),
        ellipse(500, 520, 190, 22, '#ffffff', { opacity: 0.75 }),
        ellipse(200, 620, 46, 14, '#7a7a8a'),
        ellipse(780, 650, 60, 16, '#7a7a8a'),
        line(smooth(rail), '#8a5a2b', 5),
        ...[80, 200, 320, 680, 800, 920].map((x) =>
          line(`M${x} ${ridgeY(bridge, x) - 60}L${x} ${ridgeY(bridge, x)}`, '#8a5a2b', 4),
        ),
        line(smooth(bridge), '#6b4226', 14, { 'stroke-dasharray': '26 8', 'stroke-linecap': 'butt' }),
        child(art, hero, { arms: [80, 80], walk: true, mood: 'grin' }, 500, 418, 1.3),
        line(smooth(rail.map(([x, y]) => [x, y + 4] as const)), '#8a5a2b', 5),
        songbird(860, 150, 1.2, '#f28c38', true),
        vines(art, 3, '#3f8f4a', 160),
        leafFan(-10, 720, 200, 15, 85, 5, ['#2b6b3f', '#3a8a4c']),
        leafFan(1010, 720, 200, -15, -85, 5, ['#2b6b3f', '#3a8a4c']),
      ];
    },
    (art, hero) => [
      sky(art, ['#ffd3a0', '#ffb98a', '#f6d29a']),
      sun(art, 500, 330, 80, '#fff0b0', '#ffb25e'),
      canopy(art, 420, 120, '#c7b184', 8),
      canopy(art, 500, 100, '#7fa56a', 7),
      hills(art, 580, 20, 4, '#6ea062', '#4f8650'),
      chest(art, 640, 640, 1.15, true),
      treasureMap(300, 660, 110, 10),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 420, 650, 1.45),
      songbird(800, 460, 1.3, '#e2453c', true),
      birds(art, 760, 160, 4, '#7a4a5a'),
      leafFan(-20, 720, 240, 20, 90, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
      leafFan(1020, 720, 240, -20, -90, 5, ['#2b6b3f', '#3a8a4c', '#1f5a35']),
    ],
  ],
};

// Treasure of the coral island — turquoise sea, coral pinks, warm sand.
const coralIsland: Theme = {
  hero: {
    skin: '#8d5a3b',
    hair: '#1f1512',
    hairStyle: 'curly',
    top: '#ffffff',
    print: { kind: 'stripes', color: '#2f6fb3' },
    bottom: '#f2a03d',
    shoes: '#e4563e',
    headwear: 'bandana',
    hatColor: '#e4563e',
  },
  cover: (art, hero) => [
    sky(art, ['#9fe0f0', '#d8f4f4']),
    sun(art, 470, 110, 45),
    cloud(150, 120, 140),
    island(art, 380, 380, 360),
    rect(
      0,
      380,
      art.w,
      420,
      art.linear([
        [0, '#5cc6d0'],
        [0.4, '#2f9bb8'],
        [1, '#1e5f8a'],
      ]),
    ),
    line('M0 384Q150 376 300 384T600 384', '#ffffff', 5, { opacity: 0.7 }),
    glow(art, 300, 700, 200, '#ffe27a', 0.4),
    coral(art.rng, 80, 800, 260, '#ff7d8a'),
    coral(art.rng, 530, 800, 220, '#ffa55a'),
    seaweed(170, 800, 200, '#3fae7a'),
    seaweed(460, 800, 170, '#3fae7a'),
    shape('M0 800Q300 700 600 780L600 800Z', '#f2d59a'),
    chest(art, 300, 780, 0.9, true),
    fish(150, 520, 0.9, '#ffd84d', '#f28c38'),
    fish(470, 600, 0.8, '#ff8a7a', '#ffffff', true),
    fish(420, 470, 0.5, '#8fd3ff', '#2f6fb3', true),
    bubbles(art, 14, 60, 420, 560, 740),
    child(art, hero, { arms: [20, 150], mood: 'grin' }, 250, 356, 1.05),
    starfish(520, 770, 18, '#ff8a5a', 10),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#a8e4f2', '#e4f7f4']),
      sun(art, 860, 110, 50),
      cloud(220, 120, 160),
      cloud(640, 80, 110),
      band(art, ['#5cc6d0', '#3aa8c0'], 330, 200),
      island(art, 760, 340, 180),
      line('M0 336Q250 326 500 336T1000 336', '#ffffff', 4, { opacity: 0.7 }),
      shape(
        'M0 470Q300 420 600 450T1000 430L1000 700L0 700Z',
        art.linear([
          [0, '#f7dfa8'],
          [1, '#e8bf7d'],
        ]),
      ),
      line('M0 470Q300 420 600 450T1000 430', '#ffffff', 7, { opacity: 0.8 }),
      child(
        art,
        hero,
        {
          hands: [
            [-26, -80],
            [28, -96],
          ],
          mood: 'wonder',
          hold: ([, r]) => bottle(r[0] + 4, r[1] + 30, 0.9, 30),
        },
        400,
        620,
        1.5,
      ),
      crab(700, 620, 1),
      starfish(160, 640, 24, '#ff8a5a', 20),
      ellipse(860, 600, 30, 18, '#fbe3d0'),
      line('M840 598Q860 580 880 598', '#e8b8a0', 3),
      birds(art, 500, 140, 3),
    ],
    (art, hero) => [
      sky(art, ['#8fd6ee', '#dcf4f2']),
      sun(art, 160, 120, 45),
      cloud(700, 110, 170),
      island(art, 820, 300, 260),
      sea(art, 300, '#5cc6d0', '#1f6f9a', 22),
      rowBoat(
        460,
        470,
        1.3,
        '#e4563e',
        child(
          art,
          hero,
          {
            sit: true,
            arms: [60, 60],
            hands: [
              [-40, -60],
              [50, -64],
            ],
            mood: 'grin',
          },
          460,
          470 - 14,
          1.1,
        ),
      ),
      birds(art, 300, 160, 4),
      fish(180, 620, 0.8, '#ffd84d', '#f28c38'),
      fish(820, 640, 0.7, '#ff8a7a', '#ffffff', true),
    ],
    (art, hero) => [
      sky(art, ['#4fc0d4', '#2a8db5', '#1c4f80']),
      ...[0, 1, 2, 3].map((i) =>
        shape(`M${160 + i * 220} -10L${240 + i * 220} -10L${120 + i * 240} 700L${60 + i * 240} 700Z`, '#ffffff', {
          opacity: 0.07,
        }),
      ),
      coral(art.rng, 80, 700, 300, '#ff7d8a'),
      coral(art.rng, 900, 700, 280, '#ffa55a'),
      coral(art.rng, 780, 700, 180, '#c77dff'),
      seaweed(220, 700, 240, '#3fae7a'),
      seaweed(680, 700, 200, '#3fae7a'),
      shape('M0 700Q300 600 620 640T1000 620L1000 700Z', '#f2d59a'),
      chest(art, 540, 660, 1.1, true),
      g(child(art, hero, { arms: [150, 130], mood: 'grin', goggles: true }, 320, 470, 1.2), {
        transform: 'rotate(-14 320 360)',
      }),
      fish(720, 260, 1, '#ffd84d', '#f28c38', true),
      fish(820, 380, 0.7, '#ff8a7a', '#ffffff', true),
      fish(140, 200, 0.6, '#8fd3ff', '#2f6fb3'),
      starfish(760, 650, 22, '#ff8a5a'),
      bubbles(art, 20, 200, 40, 500, 360),
    ],
  ],
};

/** Snow-covered ground: a white hill with a cool shadow at its foot. */
function snowHill(art: Art, baseY: number, amp: number, bumps: number): string {
  return hills(art, baseY, amp, bumps, '#ffffff', '#cdd8f0');
}

// The mountain of echoes — dawn over snowy peaks: violet mountains, peach sky, white snow.
const mountainEchoes: Theme = {
  hero: {
    skin: '#f3cfb0',
    hair: '#c46a2d',
    hairStyle: 'pigtails',
    top: '#d9473b',
    bottom: '#2f4a7a',
    shoes: '#5b3a29',
    headwear: 'beanie',
    hatColor: '#f2c94c',
    extra: 'scarf',
    extraColor: '#3f8fd1',
  },
  cover: (art, hero) => [
    sky(art, ['#5a64a8', '#b884b8', '#ffb894', '#ffe2b0']),
    starField(art, 30, 0, 180),
    sun(art, 330, 380, 62, '#fff3c0', '#ffb36b'),
    mountain(100, 470, 380, 250, '#a7a0d0', '#fbf8ff'),
    mountain(330, 460, 520, 340, '#8f88c4', '#ffffff'),
    mountain(560, 480, 380, 270, '#9a93c9', '#fbf8ff'),
    snowHill(art, 520, 30, 5),
    ...[60, 130, 470, 540].map((x, i) => pineTree(x, 560 + (i % 2) * 10, 110, '#4f6f8f', '#ffffff')),
    hills(art, 640, 40, 4, '#f4f6ff', '#d4dcf2'),
    echoRings(350, 560, 36, '#ffffff'),
    child(
      art,
      hero,
      {
        hands: [
          [-14, -120],
          [14, -120],
        ],
        mood: 'wonder',
        gaze: 0.8,
      },
      250,
      740,
      1.7,
    ),
    pineTree(560, 800, 230, '#3d5f80', '#ffffff'),
    pineTree(20, 810, 200, '#3d5f80', '#ffffff'),
    snowfall(art, 40),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#8fb4e6', '#f6c8c8', '#ffe6c4']),
      sun(art, 180, 160, 48, '#fff6d0', '#ffc98a'),
      mountain(650, 470, 700, 420, '#9c98cf', '#ffffff'),
      mountain(280, 480, 480, 260, '#aeaad8', '#fbf8ff'),
      line('M640 120Q560 200 700 260Q560 320 660 380Q560 420 600 480', '#ffffff', 5, {
        'stroke-dasharray': '4 12',
        opacity: 0.8,
      }),
      snowHill(art, 500, 20, 5),
      ...[560, 620, 880, 940].map((x, i) => pineTree(x, 530 + i * 8, 120, '#4f6f8f', '#ffffff')),
      cabin(art, 250, 560, 1.1, '#b5704a', '#7a3b34', true),
      hills(art, 600, 20, 4, '#ffffff', '#d8e0f4'),
      child(
        art,
        hero,
        {
          arms: [20, 60],
          walk: true,
          mood: 'grin',
          hold: ([, r]) => line(`M${r[0]} ${r[1] - 40}L${r[0] + 6} ${r[1] + 58}`, '#8a5a3a', 5),
        },
        560,
        670,
        1.45,
      ),
      pineTree(960, 720, 260, '#3d5f80', '#ffffff'),
      snowfall(art, 30),
    ],
    (art, hero) => [
      sky(art, ['#9ec2ee', '#e0e8fa']),
      mountain(220, 420, 500, 300, '#a4a8d8', '#ffffff'),
      mountain(820, 430, 560, 360, '#9096cc', '#ffffff'),
      echoRings(430, 330, 40, '#ffffff'),
      echoRings(760, 250, 30, '#ffffff', -1),
      cloud(520, 420, 200, '#ffffff', '#e2e8f8', 0.9),
      birds(art, 620, 140, 3, '#4a4a6a', 16),
      shape(
        'M-10 700L-10 520Q200 440 380 460Q520 480 600 540Q700 600 1010 560L1010 700Z',
        art.linear([
          [0, '#ffffff'],
          [1, '#cfd8f0'],
        ]),
      ),
      child(
        art,
        hero,
        {
          hands: [
            [-14, -120],
            [14, -120],
          ],
          mood: 'wonder',
          gaze: 1,
        },
        380,
        490,
        1.45,
      ),
      pineTree(900, 640, 200, '#3d5f80', '#ffffff'),
      snowfall(art, 35),
    ],
    (art, hero) => [
      sky(art, ['#6f7ac0', '#f2a6b4', '#ffd6a0', '#fff0c8']),
      sun(art, 720, 380, 90, '#fff6d0', '#ffb36b'),
      cloudSea(art, 430, '#fff2e4', '#f2c6d0', 3),
      mountain(160, 470, 300, 160, '#9c94c8', '#ffffff'),
      shape(
        'M260 700L420 470Q500 440 580 470L780 700Z',
        art.linear([
          [0, '#ffffff'],
          [1, '#d0d8f2'],
        ]),
      ),
      flag(560, 470, 120, '#e2453c'),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 470, 480, 1.3),
      birds(art, 300, 180, 3, '#5a4a6a'),
      cloud(880, 560, 180, '#fff4ec', '#f4cfd6'),
    ],
  ],
};

// The great balloon journey — a bright day: sky blue, cream clouds, a red-and-yellow balloon, quilted fields.
const BALLOON_COLORS = ['#e4563e', '#f6c945', '#e4563e', '#4fb3bf'] as const;
const FIELD_COLORS = ['#9ccf6a', '#c9df7a', '#7fbf5f', '#e6d27a', '#a8d86f'] as const;
const balloonJourney: Theme = {
  hero: {
    skin: '#f0c29b',
    hair: '#e8c16a',
    hairStyle: 'long',
    top: '#5a9be0',
    bottom: '#f7f0e0',
    shoes: '#7a4a8c',
    collar: '#ffffff',
    headwear: 'cap',
    hatColor: '#f6c945',
  },
  cover: (art, hero) => [
    sky(art, ['#6cbcec', '#bfe6fa', '#fff2d8']),
    sun(art, 500, 120, 45),
    cloud(120, 200, 150),
    balloon(art, 470, 430, 34, ['#4fb3bf', '#ffffff']),
    patchwork(art, ridge(art, 600, 40, 5), FIELD_COLORS, 24),
    cloud(480, 650, 200, '#ffffff', '#e2ecf8', 0.95),
    balloon(
      art,
      290,
      250,
      150,
      BALLOON_COLORS,
      balloonPassenger(art, hero, { arms: [30, 150], mood: 'grin' }, 290, 250, 150),
    ),
    birds(art, 150, 420, 3, '#3b3552', 14),
    cloud(90, 720, 220, '#ffffff', '#e2ecf8'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#8fd0f4', '#e6f6ff']),
      sun(art, 140, 110, 45),
      cloud(420, 100, 140),
      hills(art, 440, 40, 5, '#a7d88a', '#8cc774'),
      barn(200, 470, 0.9),
      hills(art, 520, 20, 4, '#8cc774', '#6fb05e'),
      picketFence(0, 330, 580, 60),
      balloon(art, 660, 560 - 1.95 * 130, 130, BALLOON_COLORS),
      line('M620 560L560 640', '#8a6a4a', 3),
      child(art, hero, { arms: [10, 160], mood: 'grin', gaze: 1, lookUp: true }, 420, 640, 1.45),
      flowerMeadow(art, 600, 700, 40, ['#ffffff', '#ffd84d', '#ff8fb0']),
      grassField(art, 600, 700, 20, '#5e9e4a', 24),
    ],
    (art, hero) => {
      const river: Pt[] = [
        [-20, 520],
        [200, 560],
        [420, 500],
        [640, 600],
        [820, 560],
        [1020, 640],
      ];
      return [
        sky(art, ['#5fb4ea', '#c8ecfc', '#fff6e0']),
        cloud(820, 110, 180),
        patchwork(art, ridge(art, 380, 30, 6), FIELD_COLORS, -18),
        line(smooth(river), '#7fcde0', 26),
        line(smooth(river), '#bfeaf4', 8),
        birds(art, 780, 260, 4, '#3b3552', 16),
        balloon(
          art,
          360,
          200,
          145,
          BALLOON_COLORS,
          balloonPassenger(art, hero, { arms: [100, 20], mood: 'grin', gaze: 1 }, 360, 200, 145),
        ),
        cloud(140, 600, 260, '#ffffff', '#e2ecf8', 0.95),
        cloud(850, 640, 240, '#ffffff', '#e2ecf8', 0.95),
      ];
    },
    (art, hero) => [
      sky(art, ['#f7a07a', '#ffc98f', '#ffe8b8']),
      sun(art, 760, 420, 80, '#fff3c0', '#ffa95e'),
      hills(art, 460, 50, 5, '#d8a67a', '#c48f6a'),
      ...[540, 600, 660].map((x, i) =>
        g(cabin(art, 0, 0, 0.35, '#f4e4d0', '#c0503c'), { transform: `translate(${x} ${470 + i * 6})` }),
      ),
      hills(art, 540, 30, 4, '#b4b06a', '#8e9a58'),
      balloon(
        art,
        330,
        220,
        140,
        BALLOON_COLORS,
        balloonPassenger(art, hero, { arms: [20, 160], mood: 'grin' }, 330, 220, 140),
      ),
      birds(art, 620, 200, 4, '#7a4a5a', 14),
      hills(art, 650, 20, 4, '#7f9a50', '#5f7e40'),
      roundTree(art, 900, 690, 230, '#6f9a4a'),
    ],
  ],
};

// Numbers in the magic garden — fresh spring greens, pinks and sunny yellows; flowers grow in counted groups.
const magicGarden: Theme = {
  hero: {
    skin: '#c68a5c',
    hair: '#2b1a12',
    hairStyle: 'buns',
    top: '#f7a6c8',
    dress: true,
    print: { kind: 'dots', color: '#ffffff' },
    bottom: '#f7a6c8',
    shoes: '#f0745b',
    headwear: 'none',
  },
  cover: (art, hero) => [
    sky(art, ['#bfe6ff', '#e8f7e4']),
    sun(art, 480, 110, 45),
    cloud(150, 130, 130),
    hills(art, 420, 30, 4, '#b5e0a0', '#9ed08a'),
    // The rose arch frames the child and says "garden gate".
    line('M130 640L130 330Q300 170 470 330L470 640', '#7fb05e', 22),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => {
      const a = Math.PI * (i / 10);
      return flower(
        300 - Math.cos(a) * 170,
        330 - Math.sin(a) * 150 + (i === 0 || i === 10 ? 80 : 0),
        16,
        i % 2 ? '#ff8fb0' : '#ffffff',
        '#ffd25e',
      );
    }),
    hills(art, 600, 25, 4, '#8cc774', '#6fb05e'),
    sunflower(70, 760, 320),
    tulip(510, 740, 170, '#e2453c'),
    tulip(560, 760, 150, '#ff8fb0'),
    child(
      art,
      hero,
      {
        hands: [
          [-26, -74],
          [34, -80],
        ],
        mood: 'grin',
        hold: ([, r]) => wateringCan(r[0] + 26, r[1] + 40, 0.75, '#4fb3bf'),
      },
      280,
      720,
      1.6,
    ),
    ladybird(200, 770, 0.8, 1, -20),
    ladybird(300, 780, 0.8, 2, 10),
    ladybird(400, 770, 0.8, 3, 30),
    butterfly(460, 420, 0.9, '#ffb347', 15),
    butterfly(130, 470, 0.7, '#8c7be0', -10),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#aee0ff', '#eaf8e8']),
      sun(art, 880, 100, 45),
      cloud(300, 100, 150),
      hills(art, 420, 40, 5, '#b5e0a0', '#9ed08a'),
      roundTree(art, 120, 450, 260, '#6fb35a', '#7a5134', '#ff8fb0'),
      hills(art, 500, 20, 4, '#8cc774', '#7aba66'),
      picketFence(-10, 380, 560, 80),
      picketFence(620, 1010, 560, 80),
      line('M380 560L380 460Q500 380 620 460L620 560', '#7fb05e', 16),
      sunflower(760, 640, 330),
      tulip(860, 650, 170, '#e2453c'),
      tulip(920, 660, 150, '#e2453c'),
      child(art, hero, { arms: [20, 150], mood: 'grin' }, 500, 650, 1.45),
      butterfly(300, 300, 0.9, '#ffb347', 15),
      grassField(art, 600, 700, 24, '#5e9e4a', 22),
    ],
    (art, hero) => {
      // Three beds, back to front, holding 3, 4 and 5 flowers: the page counts with the child.
      const bed = (y: number, n: number, color: string, r: number): string => {
        const out = [
          rect(200, y - 10, 600, 46, '#a86a42', { rx: 10 }),
          rect(200, y - 10, 600, 12, '#c88a5a', { rx: 6 }),
        ];
        for (let i = 0; i < n; i++) out.push(flower(200 + ((i + 0.5) * 600) / n, y - 40, r, color, '#ffd25e', 6, 36));
        return out.join('');
      };
      return [
        sky(art, ['#bfe8ff', '#f0faea']),
        sun(art, 120, 100, 40),
        hills(art, 330, 30, 5, '#b5e0a0', '#8cc774'),
        bed(380, 3, '#ff8fb0', 22),
        bed(480, 4, '#ffd84d', 24),
        bed(590, 5, '#7fb7ff', 26),
        child(art, hero, { sit: true, arms: [20, 110], mood: 'grin', gaze: -1 }, 880, 660, 1.3),
        butterfly(640, 230, 0.9, '#ff8fb0', 10),
        butterfly(360, 200, 0.7, '#8c7be0', -10),
        grassField(art, 640, 700, 18, '#5e9e4a', 20),
      ];
    },
    (art, hero) => [
      sky(art, ['#c8ecff', '#f4fbe8']),
      sun(art, 900, 100, 40),
      hills(art, 460, 30, 4, '#a6d98f', '#8cc774'),
      roundTree(art, 860, 500, 300, '#6fb35a', '#7a5134', '#ffffff'),
      leaf(300, 660, 520, 300, 78, '#7cc35f', '#5a9e45'),
      ...[1, 2, 3, 4, 5].map((n, i) =>
        ladybird(140 + i * 95, 560 - Math.sin((i / 4) * Math.PI) * 40 + i * 6, 0.95, n, 80 + i * 4),
      ),
      child(
        art,
        hero,
        {
          hands: [
            [-30, -70],
            [36, -100],
          ],
          mood: 'wonder',
          gaze: -1,
          hold: ([, r]) => magnifier(r[0] + 4, r[1] - 40, 0.8, -30),
        },
        760,
        660,
        1.45,
      ),
      flowerMeadow(art, 620, 700, 30, ['#ffffff', '#ffd84d', '#ff8fb0']),
    ],
  ],
};

// The little astronaut — deep indigo space, teal and coral planets, an orange-trimmed white spacesuit.
const astronaut: Theme = {
  hero: {
    skin: '#7a4e30',
    hair: '#1a1212',
    hairStyle: 'short',
    top: '#f2f4f8',
    bottom: '#e4e8f0',
    shoes: '#9aa5b8',
    collar: '#f28c28',
    headwear: 'helmet',
    extra: 'backpack',
    extraColor: '#c8ccd8',
  },
  cover: (art, hero) => [
    sky(art, ['#10163f', '#2e2470', '#5a3a8a']),
    starField(art, 140, 0, 800),
    planet(art, 470, 170, 70, '#f2a66b', '#e07a5a', '#ffe0b0'),
    planet(art, 110, 300, 34, '#5fc9c0', '#3aa0a0'),
    glow(art, 300, 470, 260, '#8a7ae0', 0.35),
    rocket(art, 130, 690, 0.9, 35, true),
    child(art, hero, { arms: [40, 150], mood: 'grin' }, 330, 600, 1.6),
    planet(art, 520, 820, 160, '#a89ad8', '#8a7cc0'),
    sparkle(240, 220, 12, '#fff6c8'),
    sparkle(500, 420, 9, '#fff6c8'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#1a2050', '#3a3a80', '#6a5a9a']),
      starField(art, 110, 0, 420),
      moon(art, 820, 130, 50),
      ...[110, 250, 390].map((x, i) =>
        g(cabin(art, 0, 0, 0.9 + (i % 2) * 0.2, '#3a3a6e', '#2a2850', false, i !== 1), {
          transform: `translate(${x} ${560 - (i % 2) * 6})`,
        }),
      ),
      hills(art, 540, 20, 4, '#3a5a6a', '#2a4252'),
      telescope(620, 560, 1.1),
      child(
        art,
        hero,
        {
          hands: [
            [-20, -90],
            [30, -96],
          ],
          mood: 'wonder',
          lookUp: true,
          gaze: 1,
        },
        520,
        640,
        1.4,
      ),
      rocket(art, 860, 640, 0.8, 0, false),
      grassField(art, 600, 700, 30, '#27404a', 22),
    ],
    (art, hero) => [
      sky(art, ['#0f153c', '#2a2268', '#4a2f7a']),
      starField(art, 160, 0, 700),
      planet(art, 830, 470, 110, '#5fc9c0', '#3aa0a0', '#bfeee6'),
      planet(art, 150, 140, 50, '#f2a66b', '#e07a5a'),
      planet(art, 900, 110, 22, '#ff8fb0', '#e0608a'),
      rocket(art, 420, 500, 1.5, 50, true, child(art, hero, { mood: 'grin' }, 0, -47, 0.5)),
      sparkle(620, 220, 14, '#fff6c8'),
      sparkle(270, 560, 10, '#fff6c8'),
    ],
    (art, hero) => [
      sky(art, ['#0c1236', '#24205c', '#3c2c6c']),
      starField(art, 120, 0, 450),
      earth(art, 790, 170, 80),
      moonGround(art, 500),
      rocket(art, 180, 600, 1.1, 0, false),
      flag(560, 610, 170, '#f28c28'),
      child(art, hero, { arms: [30, 150], mood: 'grin' }, 460, 620, 1.4),
    ],
  ],
};

// A day with the dinosaurs — warm prehistoric morning: teal sky, lush greens, coral-orange volcano glow.
const dinosaurs: Theme = {
  hero: {
    skin: '#f1c9a5',
    hair: '#7b4a26',
    hairStyle: 'spiky',
    top: '#f0a830',
    bottom: '#4f6d3a',
    shoes: '#8a5a2b',
    headwear: 'cap',
    hatColor: '#3f8a5f',
    extra: 'backpack',
    extraColor: '#3f8a5f',
  },
  cover: (art, hero) => [
    sky(art, ['#8fd6d0', '#d8f0d8', '#ffe6b0']),
    volcano(art, 170, 470, 360, 270),
    hills(art, 480, 40, 4, '#a6d08a', '#8cc070'),
    palmTree(520, 520, 220, -0.15, '#8a6a4a', '#4f9a55'),
    hills(art, 600, 30, 4, '#7fbf5f', '#5fa04a'),
    sauropod(470, 700, 1.25, '#5aa9c8', true, true),
    child(art, hero, { arms: [30, 150], mood: 'grin', lookUp: true, gaze: 1 }, 200, 730, 1.6),
    fern(40, 800, 220, 20, '#3f8f4a'),
    fern(580, 800, 200, -20, '#3f8f4a'),
    fern(330, 810, 150, 0, '#4fa05a'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#9adcd4', '#e6f4dc']),
      volcano(art, 820, 400, 360, 220),
      hills(art, 420, 30, 5, '#a6d08a', '#8cc070'),
      palmTree(120, 500, 260, 0.1, '#8a6a4a', '#4f9a55'),
      hills(art, 520, 20, 4, '#7fbf5f', '#6aae54'),
      ellipse(560, 610, 130, 34, '#b08a5a'),
      line('M440 606Q560 560 680 606', '#8a6a4a', 10),
      hatchling(560, 610, 1.1, '#8fd46f'),
      ellipse(680, 600, 26, 30, '#f6efd9'),
      child(
        art,
        hero,
        {
          sit: true,
          hands: [
            [-20, -40],
            [24, -62],
          ],
          mood: 'wonder',
          gaze: 1,
        },
        330,
        650,
        1.3,
      ),
      fern(950, 720, 220, -20, '#3f8f4a'),
      fern(30, 720, 200, 20, '#3f8f4a'),
    ],
    (art, hero) => [
      sky(art, ['#8ed2e2', '#e2f4e0']),
      volcano(art, 200, 380, 380, 240),
      hills(art, 400, 30, 5, '#b0d890', '#98c878'),
      triceratops(820, 470, 0.9, '#e9a15a', '#f2c14e', true),
      hills(art, 500, 20, 4, '#8ccb6c', '#6fb05e'),
      sauropod(480, 620, 1.5, '#5aa9c8'),
      child(art, hero, { sit: true, arms: [150, 140], mood: 'grin' }, 450, 452, 0.9),
      fern(980, 710, 200, -15, '#3f8f4a'),
      fern(60, 720, 180, 15, '#4fa05a'),
      birds(art, 620, 120, 3),
    ],
    (art, hero) => [
      sky(art, ['#f59a8a', '#ffc39a', '#ffe6b8']),
      sun(art, 500, 380, 70, '#fff3c0', '#ffa95e'),
      volcano(art, 840, 420, 300, 200),
      hills(art, 460, 30, 5, '#d8b070', '#c0985a'),
      hills(art, 560, 20, 4, '#9aae5a', '#7f9444'),
      triceratops(740, 640, 1.1, '#e9a15a', '#f2c14e', true),
      hatchling(560, 650, 0.9, '#8fd46f'),
      child(art, hero, { sit: true, arms: [140, 20], mood: 'grin' }, 330, 650, 1.3),
      fern(40, 720, 200, 20, '#5f7f3a'),
      fern(980, 720, 180, -20, '#5f7f3a'),
    ],
  ],
};

// The secret of the seasons — one tree through the year: pink spring, green summer, amber autumn, blue winter.
const SEASONS = [
  { sky: '#ffdbe8', leaf: '#f7a8c4', ground: '#a8dc8c' },
  { sky: '#bfe6ff', leaf: '#5fae4a', ground: '#7fc460' },
  { sky: '#ffd9a8', leaf: '#f0913a', ground: '#d8b060' },
  { sky: '#b4c6ea', leaf: '#ffffff', ground: '#f4f8ff' },
] as const;
const seasons: Theme = {
  hero: {
    skin: '#d7a27a',
    hair: '#3d2414',
    hairStyle: 'ponytail',
    top: '#e8864a',
    print: { kind: 'stripes', color: '#f3c46b' },
    bottom: '#3d5a8a',
    shoes: '#a8462f',
    headwear: 'none',
  },
  cover: (art, hero) => {
    // Four panels, one per season, cut through one tree: the same crown blossoms, fruits, turns and goes bare.
    const edges = [0, 150, 300, 450, 600];
    // A cloud-shaped crown of overlapping balls; each panel paints it in its season, with a darker underside.
    const balls: readonly (readonly [number, number, number])[] = [
      [-175, 50, 95],
      [-95, -55, 120],
      [15, -100, 130],
      [125, -50, 120],
      [180, 50, 95],
      [-100, 80, 110],
      [90, 90, 110],
      [0, 20, 150],
    ];
    const crown = (fill: string, dy: number): string =>
      balls.map(([bx, by, br]) => circle(300 + bx, 290 + by + dy, br, fill)).join('');
    const panel = (i: number): string => {
      const s = SEASONS[i]!;
      const x0 = edges[i]!;
      const x1 = edges[i + 1]!;
      const clip = art.clip(rect(x0, 0, x1 - x0 + 0.5, art.h, '#000'));
      const details: string[] = [];
      const scatter = (n: number, draw: (x: number, y: number) => string, y0: number, y1: number): void => {
        for (let k = 0; k < n; k++) details.push(draw(art.rng.range(x0 + 8, x1 - 8), art.rng.range(y0, y1)));
      };
      if (i === 0) scatter(14, (x, y) => flower(x, y, 7, '#ffffff', '#ffd25e', 5), 120, 460);
      if (i === 1)
        scatter(
          9,
          (x, y) => circle(x, y, 9, '#e2453c') + circle(x - 3, y - 3, 3, '#ffffff', { opacity: 0.5 }),
          160,
          440,
        );
      if (i === 2)
        scatter(
          12,
          (x, y) => leaf(x, y, 20, 14, art.rng.range(0, 360), art.rng.pick(['#e2553c', '#f6c945'])),
          120,
          700,
        );
      if (i === 3) scatter(8, (x, y) => ellipse(x, y, 18, 6, '#ffffff'), 140, 460);
      if (i === 3) scatter(30, (x, y) => circle(x, y, art.rng.range(2, 4.5), '#ffffff'), 0, 720);
      return g(
        [
          sky(art, [tint(s.sky, 0.35), s.sky]),
          hill(
            art,
            [
              [-80, 690],
              [300, 676],
              [680, 690],
            ],
            s.ground,
            shade(s.ground, 0.1),
          ),
          shape('M272 700Q290 560 286 380L314 380Q310 560 328 700Z', '#7a5134'),
          line('M296 470Q260 420 220 400M304 450Q340 410 380 396', '#7a5134', 16),
          crown(shade(i === 3 ? '#dfe8fa' : s.leaf, 0.14), 14),
          crown(i === 3 ? '#f4f8ff' : s.leaf, 0),
          ...balls
            .slice(1, 4)
            .map(([bx, by, br]) =>
              circle(300 + bx - br * 0.25, 290 + by - br * 0.3, br * 0.4, '#ffffff', { opacity: 0.14 }),
            ),
          ...details,
        ],
        { 'clip-path': clip },
      );
    };
    return [
      ...[0, 1, 2, 3].map(panel),
      ...[1, 2, 3].map((i) => rect(edges[i]! - 1.5, 0, 3, art.h, '#ffffff', { opacity: 0.7 })),
      sun(art, 250, 70, 26),
      child(art, hero, { arms: [20, 150], mood: 'grin' }, 420, 760, 1.5),
    ];
  },
  pages: [
    (art, hero) => [
      sky(art, ['#ffe4ee', '#e8f6ff']),
      sun(art, 860, 110, 45),
      hills(art, 460, 30, 4, '#bfe6a8', '#a8dc8c'),
      roundTree(art, 330, 560, 480, '#f7a8c4', '#7a5134', '#ffffff'),
      songbird(430, 250, 1, '#6fb7ff', true),
      hills(art, 560, 20, 4, '#a8dc8c', '#8cc774'),
      ...[0, 1, 2, 3, 4].map((i) => tulip(620 + i * 70, 660 - (i % 2) * 10, 110, i % 2 ? '#ff8fb0' : '#ffd84d')),
      child(
        art,
        hero,
        {
          hands: [
            [-30, -74],
            [34, -80],
          ],
          mood: 'smile',
          gaze: 1,
          hold: ([, r]) => wateringCan(r[0] + 26, r[1] + 40, 0.7, '#6fb7ff'),
        },
        520,
        650,
        1.4,
      ),
      ...[0, 1, 2, 3, 4, 5].map((i) => circle(200 + i * 110, 160 + (i % 3) * 70, 6, '#ffc0d8')),
      butterfly(720, 330, 0.8, '#ffb347'),
    ],
    (art, hero) => {
      const falling: string[] = [];
      for (let i = 0; i < 24; i++)
        falling.push(
          leaf(
            art.rng.range(80, 900),
            art.rng.range(60, 560),
            22,
            15,
            art.rng.range(0, 360),
            art.rng.pick(['#f0913a', '#e2553c', '#f6c945']),
          ),
        );
      return [
        sky(art, ['#ffcf9a', '#ffeed0']),
        sun(art, 150, 120, 45, '#fff3c0', '#ffb36b'),
        hills(art, 460, 30, 4, '#e6c07a', '#d8b060'),
        roundTree(art, 700, 560, 500, '#f0913a', '#7a5134', '#e2553c'),
        hills(art, 560, 20, 4, '#d8a85a', '#c0904a'),
        leafPile(art, 380, 660, 360, ['#f0913a', '#e2553c', '#f6c945', '#c0503c']),
        child(art, hero, { arms: [150, 150], mood: 'grin' }, 380, 560, 1.35),
        ...falling,
      ];
    },
    (art, hero) => [
      sky(art, ['#b8c8ec', '#e8f0fc']),
      hills(art, 450, 30, 4, '#f4f8ff', '#dfe8f8'),
      bareTree(new Rng(42), 700, 570, 170, 0, 34, '#6b4a3a'),
      bareTree(new Rng(42), 700, 566, 170, 0, 12, '#ffffff'),
      snowHill(art, 560, 20, 4),
      snowman(880, 660, 0.9, '#e2453c'),
      child(art, hero, { arms: [40, 120], mood: 'grin', gaze: 1 }, 420, 660, 1.45),
      pineTree(120, 680, 260, '#3d6f6a', '#ffffff'),
      snowfall(art, 70),
    ],
  ],
};

// The dragon who was afraid of the dark — deep blue night, a green dragon, warm lantern gold.
const DRAGON_GREEN = '#6cc08a';
const DRAGON_BELLY = '#f6e3a1';
const dragonDark: Theme = {
  hero: {
    skin: '#f6d7bf',
    hair: '#2a1d14',
    hairStyle: 'bob',
    top: '#f2c14e',
    bottom: '#354a7a',
    shoes: '#d94f5c',
    headwear: 'none',
    extra: 'cape',
    extraColor: '#d94f5c',
  },
  cover: (art, hero) => [
    sky(art, ['#141a44', '#2c3a78', '#4a5a9a']),
    starField(art, 90, 0, 520),
    moon(art, 470, 150, 44),
    forestRow(art, 560, 150, '#2a3566', 7),
    hills(art, 640, 30, 3, '#2e4a5e', '#22384a'),
    lantern(art, 300, 560, 1.1),
    dragon(art, 420, 740, 1.25, DRAGON_GREEN, DRAGON_BELLY, 'happy', true, true),
    child(art, hero, { sit: true, arms: [20, 120], mood: 'grin', gaze: 1 }, 180, 740, 1.45),
    fireflies(art, 14, 40, 380, 560, 720),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#3a3a7a', '#8a6aa8', '#f0a08a']),
      starField(art, 40, 0, 200),
      hills(art, 440, 40, 4, '#5a5a8a', '#4a4a78'),
      cave(art, 680, 600, 300, '#6a6a8a'),
      dragon(art, 690, 600, 0.9, DRAGON_GREEN, DRAGON_BELLY, 'shy', true),
      hills(art, 600, 10, 3, '#3f5a5a', '#304848'),
      child(
        art,
        hero,
        { arms: [20, 110], mood: 'smile', gaze: 1, hold: ([, r]) => lantern(art, r[0] + 6, r[1] - 6, 0.9) },
        300,
        650,
        1.45,
      ),
      fern(40, 700, 200, 20, '#2f5a4a'),
    ],
    (art, hero) => [
      sky(art, ['#101638', '#24306a']),
      starField(art, 60, 0, 300),
      moon(art, 160, 110, 36),
      forestRow(art, 420, 220, '#24305e', 9),
      forestRow(art, 520, 200, '#1c2650', 8),
      shape('M300 700Q420 600 520 540L620 540Q640 600 760 700Z', '#34406e'),
      fireflies(art, 24, 0, 200, 1000, 620),
      child(
        art,
        hero,
        { arms: [20, 110], walk: true, mood: 'grin', gaze: 1, hold: ([, r]) => lantern(art, r[0] + 6, r[1] - 6, 0.9) },
        400,
        660,
        1.4,
      ),
      dragon(art, 620, 670, 1, DRAGON_GREEN, DRAGON_BELLY, 'shy', true),
      leafFan(1010, 720, 180, -15, -85, 5, ['#1a2a40', '#22354f']),
    ],
    (art, hero) => [
      sky(art, ['#0f1436', '#263a7a', '#4a5aa0']),
      starField(art, 160, 0, 560),
      hills(art, 560, 60, 3, '#2e4a6a', '#22384f'),
      dragon(art, 580, 580, 1.3, DRAGON_GREEN, DRAGON_BELLY, 'happy', true, true),
      ...[0, 1, 2, 3, 4].map((i) => sparkle(640 + i * 60, 260 - i * 30 + (i % 2) * 40, 10 + (i % 3) * 4, '#fff1a8')),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 360, 600, 1.4),
      fireflies(art, 10, 0, 300, 1000, 680),
    ],
  ],
};

// The kingdom under the rainbow — pastel morning, a rainbow over a lilac-roofed castle, rolling green hills.
const rainbowKingdom: Theme = {
  hero: {
    skin: '#e9b48c',
    hair: '#8a3b1e',
    hairStyle: 'long',
    top: '#b57edc',
    dress: true,
    print: { kind: 'stars', color: '#f6d66b' },
    bottom: '#b57edc',
    shoes: '#f2c94c',
    headwear: 'crown',
    extra: 'cape',
    extraColor: '#f06292',
  },
  cover: (art, hero) => [
    sky(art, ['#a6dcff', '#e4f4ff', '#fff0f4']),
    rainbow(art, 300, 470, 280, 24),
    cloud(60, 470, 160),
    cloud(540, 470, 160),
    hills(art, 480, 30, 4, '#b8e6a0', '#a0d88a'),
    castle(art, 300, 480, 0.7, '#f4ecf8', '#9a7ad0', '#f06292'),
    hills(art, 560, 30, 4, '#8cd07a', '#74bd66'),
    shape('M220 800Q260 680 300 560Q340 680 400 800Z', '#f6e2b0'),
    child(art, hero, { arms: [20, 150], mood: 'grin' }, 300, 740, 1.6),
    flowerMeadow(art, 620, 800, 40, ['#ff8fb0', '#ffd84d', '#ffffff', '#8c7be0']),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#b0e0ff', '#f0f8ff']),
      rainbow(art, 760, 420, 300, 20, 0.6),
      hills(art, 400, 40, 5, '#c0e8a8', '#a8dc8c'),
      castle(art, 780, 410, 0.45, '#f4ecf8', '#9a7ad0', '#f06292'),
      hills(art, 480, 30, 4, '#98d47c', '#7fc466'),
      shape('M100 700Q300 560 600 500Q700 480 760 470L790 476Q720 520 680 560Q560 640 560 700Z', '#f6e2b0'),
      child(
        art,
        hero,
        {
          arms: [20, 60],
          walk: true,
          mood: 'grin',
          gaze: 1,
          hold: ([, r]) =>
            line(`M${r[0] - 10} ${r[1] + 20}L${r[0] + 30} ${r[1] - 80}`, '#8a5a3a', 5) +
            circle(r[0] + 36, r[1] - 90, 22, '#f06292'),
        },
        300,
        650,
        1.45,
      ),
      flowerMeadow(art, 560, 700, 40, ['#ff8fb0', '#ffd84d', '#ffffff']),
    ],
    (art, hero) => [
      sky(art, ['#a6d8ff', '#eaf6ff']),
      rainbow(art, 500, 560, 460, 30),
      hills(art, 400, 40, 5, '#c0e8a8', '#a8dc8c'),
      castle(art, 700, 400, 0.6, '#f4ecf8', '#9a7ad0', '#f06292'),
      hills(art, 500, 20, 3, '#98d47c', '#7fc466'),
      sea(art, 560, '#8fd8ee', '#5ab4d8', 10),
      shape('M120 580Q500 420 880 580L880 600Q500 450 120 600Z', '#b08a5a'),
      line('M120 580Q500 420 880 580', '#8a6a4a', 6),
      child(art, hero, { arms: [20, 150], walk: true, mood: 'grin' }, 500, 506, 1.25),
      flowerMeadow(art, 640, 700, 20, ['#ff8fb0', '#ffd84d']),
    ],
    (art, hero) => [
      sky(art, ['#bde4ff', '#fff4f8']),
      rainbow(art, 500, 360, 420, 22, 0.7),
      // The castle courtyard: a brick wall with banners, a tower at each side.
      rect(0, 250, art.w, 300, '#efe4f4'),
      rect(0, 250, art.w, 300, art.pattern(80, 40, line('M0 1H80M0 21H80M40 1V21M1 21V41', '#d8c6e2', 2))),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => rect(i * 90, 232, 56, 22, '#efe4f4')),
      ...[250, 420, 580, 750].map(
        (x, i) =>
          shape(
            `M${x - 28} 270L${x + 28} 270L${x + 28} 410L${x} 388L${x - 28} 410Z`,
            ['#8c7be0', '#ef6f6c', '#5fb0e5', '#7cc878'][i]!,
          ) + star5(x, 320, 11, '#ffe08a'),
      ),
      ...[70, 930].map(
        (x) =>
          rect(x - 70, 150, 140, 400, '#e6d6ee') +
          shape(`M${x - 86} 152L${x} 60L${x + 86} 152Z`, '#9a7ad0') +
          flag(x, 64, 50, '#f06292') +
          rect(x - 14, 250, 28, 44, '#ffd36b', { rx: 14 }),
      ),
      bunting(0, 260, 500, 240, ['#ef6f6c', '#f7d65c', '#5fb0e5', '#7cc878', '#8c7be0']),
      bunting(500, 240, 1000, 260, ['#f6a55a', '#5fb0e5', '#ef6f6c', '#8c7be0', '#7cc878']),
      band(art, ['#e8d8c0', '#d4c0a4'], 540, 160),
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        partyBalloon(
          120 + i * 150 + (i % 2) * 30,
          420 - (i % 3) * 40,
          28,
          ['#ef6f6c', '#f7d65c', '#5fb0e5', '#7cc878', '#8c7be0', '#f6a55a'][i]!,
        ),
      ),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((i) =>
        rect(
          100 + ((i * 67) % 800),
          80 + ((i * 131) % 420),
          8,
          14,
          ['#ef6f6c', '#f7d65c', '#5fb0e5', '#7cc878'][i % 4]!,
          { transform: `rotate(${i * 37} ${104 + ((i * 67) % 800)} ${87 + ((i * 131) % 420)})` },
        ),
      ),
      shape('M440 540L560 540L680 700L320 700Z', '#d94f5c'),
      line('M440 540L320 700M560 540L680 700', '#f2c14e', 6),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 500, 650, 1.45),
    ],
  ],
};

// The wizard's lost wand — indigo night and candlelight, a starry robe and a golden wand.
const wizardWand: Theme = {
  hero: {
    skin: '#c98e63',
    hair: '#5a2e1a',
    hairStyle: 'curly',
    top: '#4048a0',
    dress: true,
    print: { kind: 'stars', color: '#f6d66b' },
    bottom: '#4048a0',
    shoes: '#6b3f2a',
    headwear: 'wizard',
    hatColor: '#4048a0',
  },
  cover: (art, hero) => [
    sky(art, ['#1a1646', '#3a2a7a', '#6a4a9a']),
    starField(art, 90, 0, 600),
    moon(art, 420, 170, 70),
    wizardTower(art, 470, 640, 0.95, '#8a84b0', '#5a3a8a'),
    hills(art, 620, 30, 3, '#3a3a6a', '#2a2a58'),
    line('M120 620Q40 480 200 420Q360 360 300 250Q260 170 340 120', '#fff1a8', 3, {
      'stroke-dasharray': '2 14',
      opacity: 0.9,
    }),
    ...[0, 1, 2, 3, 4, 5].map((i) => sparkle(120 + ((i * 53) % 250), 200 + i * 70, 6 + (i % 3) * 4, '#fff1a8')),
    flyingBook(120, 260, 1, -15, '#e2453c'),
    flyingBook(520, 440, 0.8, 20, '#5fb0e5'),
    child(
      art,
      hero,
      { arms: [30, 130], mood: 'wonder', lookUp: true, gaze: 1, hold: ([, r]) => candle(art, r[0], r[1] + 8, 0.7) },
      250,
      740,
      1.55,
    ),
    owl(520, 790, 0.9, '#a0785a'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#4a3258', '#2e2040']),
      nightWindow(
        art,
        430,
        90,
        140,
        180,
        sky(art, ['#1a1646', '#3a2a7a']) + moon(art, 500, 160, 30) + starField(art, 20, 90, 270),
        '#7a3050',
      ),
      bookshelf(art, 30, 80, 300, 520),
      bookshelf(art, 670, 80, 300, 520),
      band(art, ['#6a4a3a', '#4a3028'], 590, 110),
      ellipse(500, 640, 260, 40, '#a03a4a', { opacity: 0.8 }),
      owl(770, 165, 0.7, '#a0785a'),
      flyingBook(330, 330, 0.9, -10, '#4f81bd'),
      candle(art, 200, 640, 0.9),
      child(
        art,
        hero,
        {
          hands: [
            [-34, -90],
            [34, -90],
          ],
          mood: 'wonder',
          gaze: -1,
        },
        500,
        650,
        1.45,
      ),
      ...[0, 1, 2].map((i) => sparkle(380 + i * 120, 420 - i * 30, 8, '#fff1a8', 0.8)),
    ],
    (art, hero) => {
      const trail: Pt[] = [
        [180, 620],
        [330, 560],
        [480, 600],
        [640, 520],
        [720, 400],
        [760, 300],
      ];
      return [
        sky(art, ['#14123c', '#34287a', '#5a4a9a']),
        starField(art, 100, 0, 450),
        moon(art, 150, 120, 46),
        wizardTower(art, 800, 560, 1.05, '#8a84b0', '#5a3a8a'),
        hills(art, 520, 30, 4, '#2e3a6a', '#24305a'),
        line(smooth(trail), '#fff1a8', 4, { 'stroke-dasharray': '2 16' }),
        ...trail.map(([x, y], i) => sparkle(x, y - 20, 6 + (i % 3) * 3, '#fff6c8')),
        roundTree(art, 90, 620, 300, '#2f4a6a'),
        child(
          art,
          hero,
          { arms: [20, 110], walk: true, mood: 'grin', gaze: 1, hold: ([, r]) => candle(art, r[0], r[1] + 8, 0.7) },
          330,
          650,
          1.4,
        ),
        owl(90, 440, 0.7, '#a0785a', false, true),
        fireflies(art, 8, 400, 300, 1000, 600, '#c8f0ff'),
      ];
    },
    (art, hero) => [
      sky(art, ['#3a2a6a', '#2a1e48']),
      glow(art, 560, 260, 360, '#8a6ad0', 0.45),
      bookshelf(art, 30, 120, 260, 480),
      band(art, ['#5a3e3a', '#3e2a28'], 590, 110),
      ...[0, 1, 2, 3, 4].map((i) =>
        flyingBook(
          380 + i * 120,
          160 + (i % 2) * 90,
          0.8 + (i % 3) * 0.15,
          -20 + i * 12,
          ['#e2453c', '#5fb0e5', '#9bbb59', '#f2c14e', '#d86f9a'][i]!,
        ),
      ),
      wand(art, 620, 320, 1.3, 20, true),
      child(art, hero, { arms: [20, 135], mood: 'grin', gaze: 1 }, 500, 650, 1.45),
      owl(860, 650, 0.9, '#a0785a'),
      starField(art, 30, 100, 500, '#fff1a8'),
    ],
  ],
};

// The unicorn of the northern lights — arctic night: teal-green-violet aurora, snow blues, a pastel-maned unicorn.
const AURORA = ['#5ef0b0', '#4fd2e0', '#a07cf0'] as const;
const MANE = ['#ff9ad0', '#c8a0ff', '#8fd8ff', '#9ff0c0', '#ffe08a'] as const;
const unicornLights: Theme = {
  hero: {
    skin: '#f2d0b5',
    hair: '#f0d48a',
    hairStyle: 'long',
    top: '#5fb8d6',
    bottom: '#e0e6f5',
    shoes: '#b25a7a',
    headwear: 'hood',
    hatColor: '#5fb8d6',
    extra: 'scarf',
    extraColor: '#f28bb0',
  },
  cover: (art, hero) => [
    sky(art, ['#0e1a3e', '#1e3a6a', '#3a5a8a']),
    starField(art, 80, 0, 500),
    aurora(art, 140, AURORA),
    snowHill(art, 540, 40, 4),
    ...[60, 150, 470, 550].map((x, i) => pineTree(x, 560 + (i % 2) * 14, 130, '#24465a', '#ffffff')),
    hills(art, 640, 30, 3, '#f4f8ff', '#cfdcf4'),
    unicorn(art, 360, 740, 1.05, MANE, true),
    child(art, hero, { arms: [20, 120], mood: 'grin', gaze: -1 }, 150, 750, 1.5),
    snowfall(art, 40),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#0c1838', '#1c3466', '#2e4a7e']),
      starField(art, 90, 0, 400),
      aurora(art, 110, AURORA),
      snowHill(art, 470, 30, 5),
      cabin(art, 780, 540, 1.3, '#a06a4a', '#5a3a3a', true),
      ...[80, 180, 940].map((x) => pineTree(x, 520, 170, '#24465a', '#ffffff')),
      hills(art, 580, 20, 4, '#f4f8ff', '#d4e0f4'),
      child(art, hero, { arms: [20, 150], mood: 'wonder', lookUp: true }, 420, 650, 1.45),
      snowfall(art, 40),
    ],
    (art, hero) => [
      sky(art, ['#10204a', '#24406e', '#3e5e8e']),
      starField(art, 60, 0, 300),
      aurora(art, 80, AURORA),
      forestRow(art, 440, 200, '#2a4a64', 9),
      snowHill(art, 500, 20, 4),
      glow(art, 560, 420, 260, '#e8f4ff', 0.45),
      unicorn(art, 600, 640, 1.2, MANE, true),
      child(art, hero, { arms: [20, 95], mood: 'grin', gaze: 1 }, 300, 650, 1.45),
      pineTree(960, 720, 300, '#1e3c52', '#ffffff'),
      pineTree(40, 720, 260, '#1e3c52', '#ffffff'),
      snowfall(art, 40),
    ],
    (art, hero) => [
      sky(art, ['#0a1434', '#182e60', '#2e4a80']),
      starField(art, 110, 0, 700),
      aurora(art, 200, AURORA),
      snowHill(art, 600, 30, 5),
      ...[120, 220, 820, 900].map((x, i) => pineTree(x, 630 + (i % 2) * 10, 120, '#24465a', '#ffffff')),
      g(unicorn(art, 0, 0, 1.1, MANE, false, true), { transform: 'translate(480 440) rotate(-10)' }),
      child(art, hero, { sit: true, arms: [130, 150], mood: 'grin' }, 470, 350, 0.9),
      ...[0, 1, 2, 3, 4].map((i) => sparkle(260 - i * 50, 470 + i * 20, 10 - i, '#ffffff')),
    ],
  ],
};

// Goodnight, little star — navy night and honey gold; a child in starry blue pyjamas.
const goodnightStar: Theme = {
  hero: {
    skin: '#b07a52',
    hair: '#2a1a10',
    hairStyle: 'short',
    top: '#7ea7e8',
    print: { kind: 'stars', color: '#ffe58a' },
    bottom: '#7ea7e8',
    shoes: '#f4f0ff',
    headwear: 'none',
  },
  cover: (art, hero) => [
    sky(art, ['#0e1640', '#22306e', '#3e4a8a']),
    starField(art, 120, 0, 600),
    g(shape(crescentPath(46, 20), '#fff2c0'), { transform: place(110, 150, 1, 120) }),
    smilingStar(art, 330, 260, 90),
    hills(art, 600, 40, 3, '#2e3f7a', '#24306a'),
    ...[70, 150, 480].map((x, i) =>
      g(cabin(art, 0, 0, 0.4, '#4a5490', '#2a2f60', false, i !== 1), { transform: `translate(${x} ${600 + i * 8})` }),
    ),
    hills(art, 680, 30, 3, '#3a4e8a', '#2e3f7a'),
    child(art, hero, { arms: [150, 40], mood: 'grin', lookUp: true, gaze: 0.5 }, 260, 760, 1.55),
    teddy(420, 770, 0.8),
  ],
  pages: [
    (art, hero) => [
      bedroom(art, '#5a6ab0', '#8a6a5a', 560),
      nightWindow(
        art,
        560,
        90,
        300,
        300,
        sky(art, ['#0e1640', '#2a3a7a']) + starField(art, 40, 90, 390) + smilingStar(art, 720, 200, 50),
        '#f28bb0',
      ),
      glow(art, 710, 250, 300, '#ffe38a', 0.25),
      child(art, hero, { arms: [140, 20], mood: 'wonder', lookUp: true, gaze: 1 }, 420, 640, 1.5),
      teddy(200, 640, 0.9, -8),
      rect(120, 620, 260, 20, '#6a4a3a', { rx: 10, opacity: 0.4 }),
    ],
    (art, hero) => [
      sky(art, ['#0c1438', '#1e2c68', '#3a4890']),
      starField(art, 140, 0, 500),
      moon(art, 860, 110, 40),
      smilingStar(art, 600, 360, 70, false, 10),
      hills(art, 560, 30, 4, '#2a3a74', '#1e2c60'),
      ...[100, 200, 820, 900].map((x, i) =>
        g(cabin(art, 0, 0, 0.5, '#4a5490', '#2a2f60', false, i % 2 === 0), {
          transform: `translate(${x} ${570 + (i % 2) * 10})`,
        }),
      ),
      hills(art, 630, 20, 3, '#3a4e8a', '#2e3f7a'),
      child(art, hero, { arms: [20, 110], mood: 'grin', gaze: 1 }, 400, 680, 1.5),
      ...[0, 1, 2, 3, 4].map((i) => star5(220 + i * 150, 160 + (i % 2) * 70, 8, '#fff1a8', i * 20)),
    ],
    (art, hero) => [
      bedroom(art, '#3e4a8a', '#6a4e44', 600),
      rect(0, 0, art.w, art.h, '#0e1640', { opacity: 0.25 }),
      nightWindow(
        art,
        120,
        110,
        200,
        240,
        sky(art, ['#0e1640', '#2a3a7a']) + starField(art, 30, 110, 350) + moon(art, 240, 180, 26),
        '#6a7ad0',
      ),
      smilingStar(art, 700, 200, 60, true),
      bed(
        art,
        480,
        620,
        420,
        '#f28bb0',
        g(child(art, hero, { mood: 'sleep' }, 0, 0, 1.1), { transform: 'translate(700 516) rotate(-84)' }),
      ),
      teddy(900, 520, 0.6, 12),
    ],
  ],
};

// The sleepy moon boat — lavender and rose clouds, a golden crescent boat, pink pyjamas and a nightcap.
const sleepyMoon: Theme = {
  hero: {
    skin: '#f0c8a8',
    hair: '#b5651d',
    hairStyle: 'ponytail',
    top: '#f5a7b8',
    print: { kind: 'dots', color: '#ffffff' },
    bottom: '#f5a7b8',
    shoes: '#ffffff',
    headwear: 'nightcap',
    hatColor: '#f5a7b8',
  },
  cover: (art, hero) => [
    sky(art, ['#2a2a6a', '#6a5aa8', '#c89ad0']),
    starField(art, 100, 0, 500),
    moonBoat(
      art,
      300,
      420,
      1.5,
      child(art, hero, { sit: true, arms: [20, 140], mood: 'smile' }, 290, 540, 1.25) + teddy(400, 536, 0.6),
    ),
    cloudSea(art, 600, '#f4d0ec', '#b08ad0', 3),
    star5(90, 220, 10, '#fff1a8', 12),
    star5(500, 160, 8, '#fff1a8'),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#1e2460', '#4a4a98', '#9a80c8']),
      starField(art, 90, 0, 400),
      moonBoat(art, 680, 250, 0.9),
      ...[0, 1, 2, 3, 4].map((i) => star5(600 - i * 70, 320 + i * 55, 10, '#fff1a8', i * 15)),
      hills(art, 560, 40, 4, '#4a3f88', '#3a3274'),
      g(cabin(art, 0, 0, 0.8, '#6a5aa8', '#3a3274'), { transform: 'translate(140 580)' }),
      child(art, hero, { arms: [20, 140], mood: 'wonder', lookUp: true, gaze: 1 }, 360, 660, 1.45),
      cloudSea(art, 640, '#c8a8e0', '#a088d0', 1),
    ],
    (art, hero) => [
      sky(art, ['#322e78', '#7a66b8', '#e0a8d0']),
      starField(art, 80, 0, 380),
      moon(art, 160, 120, 30),
      cloudSea(art, 430, '#fbe0f0', '#c8a0dc', 2),
      moonBoat(art, 520, 420, 1.1, child(art, hero, { sit: true, arms: [20, 140], mood: 'grin' }, 520, 510, 0.95)),
      cloudSea(art, 560, '#f0c8e8', '#b090d8', 3),
      ...[0, 1, 2].map((i) => smilingStar(art, 820 + i * 60, 200 + i * 60, 16, true, i * 10)),
    ],
    (art, hero) => [
      sky(art, ['#8a9ee0', '#f4b8c8', '#ffe0c0']),
      sun(art, 820, 520, 60, '#fff3d0', '#ffc0a0'),
      cloudSea(art, 480, '#fff0f4', '#f0c0d0', 3),
      ...[80, 160, 240].map((x, i) =>
        g(cabin(art, 0, 0, 0.45, '#f4e4f0', '#c07a9a', false, false), { transform: `translate(${x} ${500 + i * 4})` }),
      ),
      moonBoat(
        art,
        500,
        400,
        1.1,
        child(
          art,
          hero,
          {
            sit: true,
            mood: 'sleep',
            hands: [
              [-18, -40],
              [18, -40],
            ],
          },
          500,
          490,
          0.95,
        ) + teddy(570, 484, 0.5),
      ),
      cloud(200, 620, 240, '#ffffff', '#f4d8e4'),
      cloud(860, 640, 220, '#ffffff', '#f4d8e4'),
    ],
  ],
};

// The dream train — midnight teal and blue, a red locomotive, warm lit carriages, cream steam.
const dreamTrain: Theme = {
  hero: {
    skin: '#e1a575',
    hair: '#141010',
    hairStyle: 'spiky',
    top: '#5fb59a',
    print: { kind: 'stripes', color: '#e8f5ef' },
    bottom: '#5fb59a',
    shoes: '#f4f0ff',
    headwear: 'cap',
    hatColor: '#2e4a7d',
  },
  cover: (art, hero) => {
    const rails: Pt[] = [
      [-40, 760],
      [160, 640],
      [360, 600],
      [660, 520],
    ];
    return [
      sky(art, ['#0e1a40', '#1e3a6a', '#3a5a8a']),
      starField(art, 120, 0, 700),
      moon(art, 430, 160, 56),
      cloud(120, 300, 140, '#c8d4f0', '#9aaad8', 0.8),
      cloudSea(art, 640, '#b8c8ec', '#7f94cc', 3),
      track(rails),
      g([carriage(art, 0, 0, 1, '#4a7ac0')], { transform: 'translate(130 662) rotate(-22)' }),
      steam(420, 420, 5, 1, '#f4f0ff'),
      g(locomotive(art, 0, 0, 1, '#e2453c', child(art, hero, { arms: [10, 150], mood: 'grin' }, -75, -40, 0.9)), {
        transform: 'translate(330 610) rotate(-12)',
      }),
    ];
  },
  pages: [
    (art, hero) => [
      sky(art, ['#101c44', '#24406e', '#3e5a88']),
      starField(art, 90, 0, 400),
      moon(art, 150, 110, 40),
      hills(art, 430, 30, 4, '#2a4468', '#20385a'),
      rect(0, 520, art.w, 40, '#b8a090'),
      rect(0, 514, art.w, 10, '#d8c8b0'),
      track([
        [-20, 600],
        [1020, 600],
      ]),
      rect(0, 610, art.w, 90, '#1c3050'),
      lampPost(art, 160, 520, 200),
      steam(940, 330, 5, 1),
      locomotive(art, 780, 600, 1.1, '#e2453c'),
      carriage(art, 520, 600, 1.1, '#4a7ac0'),
      child(art, hero, { arms: [20, 150], mood: 'grin' }, 300, 520, 1.3),
      teddy(380, 524, 0.55),
    ],
    (art, hero) => {
      const rails: Pt[] = [
        [-40, 520],
        [250, 440],
        [520, 430],
        [800, 380],
        [1040, 300],
      ];
      return [
        sky(art, ['#0a1434', '#1e2e68', '#4a3f8a']),
        starField(art, 150, 0, 600),
        moon(art, 840, 140, 56),
        cloudSea(art, 520, '#c0c8ec', '#7a84c0', 3),
        track(rails),
        g(carriage(art, 0, 0, 0.9, '#f2c14e'), { transform: 'translate(120 500) rotate(-12)' }),
        g(carriage(art, 0, 0, 0.9, '#4a7ac0'), { transform: 'translate(310 450) rotate(-4)' }),
        steam(600, 300, 5, 1, '#f4f0ff'),
        g(locomotive(art, 0, 0, 1.1, '#e2453c', child(art, hero, { arms: [10, 150], mood: 'grin' }, -75, -40, 0.85)), {
          transform: 'translate(560 424) rotate(-8)',
        }),
      ];
    },
    (art, hero) => [
      sky(art, ['#ffb8d8', '#ffe0c8', '#d8f0ff']),
      ...[0, 1, 2].map((i) => cloud(180 + i * 320, 100 + (i % 2) * 50, 140, '#ffffff', '#f8d8ec')),
      hills(art, 420, 60, 5, '#c8a8f0', '#b090e0'),
      hills(art, 500, 40, 4, '#ffb0d0', '#f090b8'),
      ...[0, 1, 2, 3].map((i) =>
        lollipopTree(80 + i * 120, 560, 160 - (i % 2) * 30, ['#ff8fb0', '#8fd8ff', '#ffe08a', '#9ff0c0'][i]!),
      ),
      track([
        [-20, 640],
        [1020, 640],
      ]),
      locomotive(art, 820, 640, 1, '#e2453c'),
      steam(900, 380, 4, -1, '#ffffff'),
      rect(0, 650, art.w, 60, '#a8e0a0'),
      child(art, hero, { arms: [150, 150], mood: 'grin' }, 560, 660, 1.3),
      ...[0, 1, 2, 3, 4].map((i) => star5(120 + i * 180, 60 + (i % 2) * 60, 10, '#ffe08a', i * 15)),
    ],
  ],
};

// The lullaby forest — dusk violets and teal, glowing fireflies, soft owls, a nightgown in lavender.
const lullabyForest: Theme = {
  hero: {
    skin: '#8b5a3c',
    hair: '#1c1410',
    hairStyle: 'long',
    top: '#c8b7e8',
    dress: true,
    print: { kind: 'dots', color: '#f4efff' },
    bottom: '#c8b7e8',
    shoes: '#f2c94c',
    headwear: 'none',
  },
  cover: (art, hero) => [
    sky(art, ['#3a2e6e', '#7a5aa0', '#e89aa8']),
    starField(art, 30, 0, 220),
    moon(art, 300, 170, 40),
    forestRow(art, 470, 220, '#5a4a88', 6),
    forestRow(art, 580, 200, '#3e3470', 5),
    shape('M200 800Q280 700 300 600Q330 700 420 800Z', '#5a4e88'),
    line('M40 300Q300 330 560 290', '#3a2a3a', 14),
    owl(200, 308, 0.7, '#b08a6a'),
    owl(420, 312, 0.6, '#8a7aa0', true),
    fireflies(art, 26, 20, 340, 580, 760),
    child(
      art,
      hero,
      { arms: [20, 110], mood: 'smile', gaze: 1, hold: ([, r]) => lantern(art, r[0] + 6, r[1] - 6, 0.85) },
      290,
      740,
      1.5,
    ),
    leafFan(-10, 820, 200, 10, 80, 5, ['#2a2450', '#342c60']),
    leafFan(610, 820, 200, -10, -80, 5, ['#2a2450', '#342c60']),
  ],
  pages: [
    (art, hero) => [
      sky(art, ['#5a4a8a', '#c88aa8', '#ffc0a0']),
      sun(art, 260, 430, 50, '#fff0c0', '#ffb090'),
      forestRow(art, 440, 240, '#7a5a98', 8),
      forestRow(art, 540, 220, '#4a3a78', 7),
      hills(art, 600, 20, 3, '#3a3068', '#2e2658'),
      mushroom(720, 640, 1, '#e2553c', true, art),
      mushroom(790, 650, 0.7, '#f28c5a', true, art),
      fireflies(art, 14, 500, 300, 1000, 640),
      child(
        art,
        hero,
        {
          hands: [
            [-16, -64],
            [16, -64],
          ],
          mood: 'wonder',
          gaze: 1,
          hold: ([l, r]) => teddy((l[0] + r[0]) / 2, l[1] + 30, 0.45),
        },
        450,
        650,
        1.45,
      ),
      leafFan(-10, 720, 200, 15, 85, 5, ['#2a2450', '#342c60']),
    ],
    (art, hero) => [
      sky(art, ['#2a2460', '#4e3f88', '#8a6aa8']),
      starField(art, 40, 0, 260),
      moon(art, 880, 110, 36),
      forestRow(art, 460, 240, '#4a3e80', 8),
      line('M-20 220Q300 250 600 200Q760 170 1020 210', '#3a2a3a', 18),
      owl(280, 234, 0.8, '#b08a6a'),
      owl(500, 218, 0.7, '#8a7aa0'),
      owl(700, 196, 0.75, '#c0a080', false, true),
      ...[0, 1, 2, 3, 4].map((i) => musicNote(340 + i * 90, 130 - (i % 2) * 30, 0.9, '#fff1c8', -10 + i * 6)),
      hills(art, 560, 20, 3, '#2e2658', '#241e4a'),
      log(600, 620, 260),
      child(art, hero, { sit: true, arms: [20, 30], mood: 'smile', lookUp: true }, 560, 600, 1.25),
      fireflies(art, 20, 0, 260, 1000, 660),
    ],
    (art, hero) => [
      sky(art, ['#141238', '#2e2a66', '#4a3a80']),
      starField(art, 60, 0, 300),
      forestRow(art, 420, 240, '#2e2a5e', 8),
      hills(art, 520, 20, 3, '#24305a', '#1e284e'),
      // A mossy mound for a bed, a moss pillow, and a big leaf for a blanket.
      shape(
        'M160 660Q200 560 500 556Q800 560 850 660Z',
        art.linear([
          [0, '#5f9a78'],
          [1, '#3e6a5a'],
        ]),
      ),
      grassField(art, 600, 650, 16, '#7fbf8f', 18),
      ellipse(420, 566, 70, 26, '#8cc8a0'),
      g(
        child(
          art,
          hero,
          {
            mood: 'sleep',
            hands: [
              [-16, -70],
              [16, -70],
            ],
          },
          0,
          0,
          1.2,
        ),
        { transform: 'translate(596 566) rotate(-80)' },
      ),
      leaf(470, 586, 360, 150, 84, '#7a6aa8', '#5a4a88'),
      owl(860, 380, 0.8, '#8a7aa0', true),
      line('M800 382L960 372', '#3a2a3a', 12),
      fireflies(art, 30, 250, 300, 800, 620),
      mushroom(200, 620, 0.9, '#8a7aa0', true, art),
    ],
  ],
};

// ───────────────────────────── the shop's home hero ─────────────────────────────

/** An open book held at its spine (x, y), pages glowing. */
function openBook(art: Art, x: number, y: number, s: number): string {
  return [
    glow(art, x, y - 40 * s, 260 * s, '#ffe08a', 0.75),
    g(
      [
        shape('M-92 -8Q-46 -30 0 -10Q46 -30 92 -8L92 10Q46 -10 0 10Q-46 -10 -92 10Z', '#c0392b'),
        shape('M-86 -12Q-44 -44 0 -18L0 4Q-44 -26 -86 0Z', '#fffaf0'),
        shape('M86 -12Q44 -44 0 -18L0 4Q44 -26 86 0Z', '#f6eedc'),
        line('M-72 -14Q-40 -34 -10 -18M-72 -6Q-40 -26 -10 -10M72 -14Q40 -34 10 -18M72 -6Q40 -26 10 -10', '#e0d4bc', 2),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** Warm room at dusk; a child reads on a rug, and the story's characters rise from the book on a ribbon of light. */
function homeHero(art: Art): readonly string[] {
  const hero: Hero = {
    skin: '#d9a07a',
    hair: '#4a2a1a',
    hairStyle: 'curly',
    top: '#f2a03d',
    bottom: '#3d5a8a',
    shoes: '#e4563e',
    headwear: 'none',
  };
  const ribbon: Pt[] = [
    [470, 470],
    [560, 330],
    [720, 300],
    [820, 200],
    [1000, 170],
    [1120, 80],
  ];
  const mane = ['#ff9ad0', '#c8a0ff', '#8fd8ff'] as const;
  return [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.linear([
        [0, '#3a2e6a'],
        [0.6, '#6a4a8a'],
        [1, '#a0607a'],
      ]),
    ),
    rect(0, 0, art.w, art.h, art.pattern(70, 70, star5(18, 18, 5, '#ffffff') + circle(52, 52, 3, '#ffffff')), {
      opacity: 0.06,
    }),
    nightWindow(
      art,
      80,
      80,
      220,
      260,
      sky(art, ['#1a2050', '#4a3a80']) + starField(art, 30, 80, 340) + moon(art, 220, 150, 30),
      '#c0506a',
    ),
    bookshelf(art, 960, 300, 220, 380),
    band(art, ['#7a4a3a', '#5a3428'], 640, 160),
    ellipse(470, 690, 330, 60, '#c0506a'),
    ellipse(470, 690, 290, 46, '#e07a7a'),
    ellipse(470, 690, 240, 32, '#c0506a', { opacity: 0.6 }),
    // A soft beam of light fans out of the book towards the characters.
    shape(
      'M410 560L440 60L1180 20L520 560Z',
      art.linear(
        [
          [0, '#fff1a8', 0.28],
          [1, '#fff1a8', 0],
        ],
        0,
        1,
        0.6,
        0,
      ),
      { filter: art.blur(18) },
    ),
    line(smooth(ribbon), '#fff1a8', 26, { opacity: 0.18, filter: art.blur(8) }),
    line(smooth(ribbon), '#fff6c8', 3, { 'stroke-dasharray': '2 14' }),
    ...ribbon.slice(1).map(([x, y], i) => sparkle(x + 20, y + 30, 8 + (i % 3) * 4, '#fff6c8')),
    starField(art, 40, 60, 520, '#fff1a8'),
    balloon(art, 600, 250, 34, BALLOON_COLORS),
    rocket(art, 760, 200, 0.32, 40, true),
    smilingStar(art, 700, 420, 34, false, 10),
    dragon(art, 900, 300, 0.55, DRAGON_GREEN, DRAGON_BELLY, 'happy'),
    castle(art, 1060, 150, 0.28, '#f4ecf8', '#9a7ad0', '#f06292'),
    unicorn(art, 560, 150, 0.32, mane, false, true),
    g(shape(crescentPath(40, 16), '#fff2c0'), { transform: place(1120, 60, 1, 110) }),
    child(
      art,
      hero,
      {
        sit: true,
        hands: [
          [-30, -56],
          [30, -56],
        ],
        mood: 'grin',
        lookUp: true,
        gaze: 0.8,
        hold: ([l, r]) => openBook(art, (l[0] + r[0]) / 2, l[1] - 6, 0.62),
      },
      430,
      690,
      2.3,
    ),
    teddy(700, 690, 0.9, 10),
    candle(art, 860, 700, 0.9),
  ];
}

// ───────────────────────────── photo-guide examples ─────────────────────────────

const PHOTO = { w: 400, h: 400 } as const;
const PORTRAIT_HERO: Hero = {
  skin: '#e6b08a',
  hair: '#6b3a1e',
  hairStyle: 'bob',
  top: '#4fa3e0',
  bottom: '#3d5a8a',
  shoes: '#333333',
  headwear: 'none',
  collar: '#ffffff',
};

/** Soft studio backdrop with out-of-focus circles: reads as "a photo" rather than a scene. */
function photoBackdrop(art: Art, a: string, b: string): string {
  const out = [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.radial(
        [
          [0, tint(a, 0.3)],
          [1, b],
        ],
        0.5,
        0.4,
        0.8,
      ),
    ),
  ];
  for (let i = 0; i < 8; i++)
    out.push(
      circle(art.rng.range(0, art.w), art.rng.range(0, art.h * 0.6), art.rng.range(20, 50), '#ffffff', {
        opacity: 0.12,
      }),
    );
  return out.join('');
}

/** Head-and-shoulders framing: the head fills the frame like a good close-up. */
function portrait(art: Art, hero: Hero, pose: Pose, x: number, headY: number, s: number): string {
  return child(art, hero, pose, x, headY - HEAD_Y * s, s);
}

function dogFace(x: number, y: number, s: number): string {
  return g(
    [
      ellipse(0, 190, 120, 90, '#cf945a'),
      ellipse(0, 200, 60, 70, '#f4dcc0'),
      rect(-62, 92, 124, 24, '#e2453c', { rx: 12 }),
      circle(0, 122, 12, '#f6c945'),
      ellipse(-78, 10, 34, 70, '#8a5a34', { transform: 'rotate(18 -78 10)' }),
      ellipse(78, 10, 34, 70, '#8a5a34', { transform: 'rotate(-18 78 10)' }),
      ellipse(0, 0, 92, 96, '#d9a066'),
      ellipse(0, 54, 56, 44, '#f4dcc0'),
      ellipse(-38, -30, 22, 26, '#c08a50', { opacity: 0.6 }),
      circle(-34, -14, 11, '#2b1d1a'),
      circle(34, -14, 11, '#2b1d1a'),
      circle(-30, -18, 4, '#ffffff'),
      circle(38, -18, 4, '#ffffff'),
      ellipse(0, 28, 20, 14, '#2b1d1a'),
      ellipse(-5, 24, 6, 3.5, '#ffffff', { opacity: 0.5 }),
      line('M0 40L0 54M-22 54Q0 70 22 54', '#2b1d1a', 4),
      shape('M-12 60Q0 96 12 60Z', '#f07a86'),
    ],
    { transform: place(x, y, s) },
  );
}

const PHOTO_GUIDE: Record<string, (art: Art) => readonly string[]> = {
  'good-selfie': (art) => [
    photoBackdrop(art, '#cfe8ff', '#8fb8e0'),
    portrait(art, PORTRAIT_HERO, { mood: 'grin' }, 200, 175, 3.1),
  ],
  'bad-group': (art) => {
    const people: Hero[] = [
      { ...PORTRAIT_HERO, skin: '#8d5a3b', hair: '#1f1512', hairStyle: 'curly', top: '#e4563e' },
      { ...PORTRAIT_HERO, skin: '#f3cfb0', hair: '#c46a2d', hairStyle: 'long', top: '#5fb59a' },
      { ...PORTRAIT_HERO, skin: '#e0a878', hair: '#2b1a12', hairStyle: 'short', top: '#f2c14e' },
      { ...PORTRAIT_HERO, skin: '#c68a5c', hair: '#3d2414', hairStyle: 'pigtails', top: '#b57edc' },
      { ...PORTRAIT_HERO, skin: '#f0c29b', hair: '#e8c16a', hairStyle: 'spiky', top: '#4fa3e0' },
    ];
    return [
      photoBackdrop(art, '#fff0d0', '#f0c890'),
      portrait(art, people[0]!, { mood: 'grin' }, 70, 150, 1.35),
      portrait(art, people[1]!, { mood: 'smile' }, 200, 130, 1.45),
      portrait(art, people[2]!, { mood: 'grin' }, 330, 150, 1.35),
      portrait(art, people[3]!, { mood: 'smile', gaze: 1 }, 130, 250, 1.25),
      portrait(art, people[4]!, { mood: 'grin', gaze: -1 }, 280, 255, 1.25),
    ];
  },
  'bad-hidden-face': (art) => {
    const hero: Hero = {
      ...PORTRAIT_HERO,
      hairStyle: 'long',
      headwear: 'explorer',
      hatColor: '#f2d48a',
      top: '#f28b6b',
    };
    // Sunglasses and a hand over the mouth, drawn in head coordinates on top of the face.
    const cover = (s: number): string =>
      g(
        [
          rect(-32, -8, 28, 18, '#1d1d2a', { rx: 8 }),
          rect(4, -8, 28, 18, '#1d1d2a', { rx: 8 }),
          line('M-4 -2L4 -2M-32 -4L-38 -6M32 -4L38 -6', '#1d1d2a', 3),
          line('M-26 -4L-18 -6', '#ffffff', 2, { opacity: 0.6 }),
          line('M34 80L16 34', hero.top, 18),
          ellipse(8, 26, 20, 15, hero.skin),
          ...[-14, -4, 6, 16].map((fx, i) =>
            rect(fx - 4.5, 2 + Math.abs(i - 1.5) * 3, 9.5, 24, hero.skin, {
              rx: 4.7,
              stroke: shade(hero.skin, 0.15),
              'stroke-width': 1,
            }),
          ),
          ellipse(-14, 30, 6, 11, hero.skin, {
            transform: 'rotate(50 -14 30)',
            stroke: shade(hero.skin, 0.15),
            'stroke-width': 1,
          }),
        ],
        { transform: place(200, 175, s) },
      );
    return [photoBackdrop(art, '#e0f4e0', '#a0d0a0'), portrait(art, hero, { mood: 'smile' }, 200, 175, 3), cover(3)];
  },
  'bad-animal': (art) => [photoBackdrop(art, '#ffe8d8', '#f0b890'), dogFace(200, 180, 1.2)],
  'bad-blurry': (art) => [
    photoBackdrop(art, '#f4e0ff', '#c0a0e0'),
    portrait(
      art,
      { ...PORTRAIT_HERO, hairStyle: 'ponytail', skin: '#c68a5c', top: '#e4563e' },
      { mood: 'grin' },
      205,
      180,
      3.1,
    ),
  ],
};

// ───────────────────────────── rendering ─────────────────────────────

const COVER = { w: 600, h: 800 } as const;
const PAGE = { w: 1000, h: 700 } as const;
const HERO = { w: 1200, h: 800 } as const;

const THEMES: Record<string, Theme> = {
  'the-brave-little-explorer': explorer,
  'treasure-of-the-coral-island': coralIsland,
  'the-mountain-of-echoes': mountainEchoes,
  'the-great-balloon-journey': balloonJourney,
  'numbers-in-the-magic-garden': magicGarden,
  'the-little-astronaut': astronaut,
  'a-day-with-the-dinosaurs': dinosaurs,
  'the-secret-of-the-seasons': seasons,
  'the-dragon-who-was-afraid-of-the-dark': dragonDark,
  'the-kingdom-under-the-rainbow': rainbowKingdom,
  'the-wizards-lost-wand': wizardWand,
  'the-unicorn-of-the-northern-lights': unicornLights,
  'goodnight-little-star': goodnightStar,
  'the-sleepy-moon-boat': sleepyMoon,
  'the-dream-train': dreamTrain,
  'the-lullaby-forest': lullabyForest,
};

/** Draws one picture as an SVG document: the scene, then the shared finish (grain, vignette, spine). */
function pictureSvg(
  seed: string,
  size: { w: number; h: number },
  layers: (art: Art) => readonly string[],
  finish: 'cover' | 'page' | 'photo',
): string {
  const art = new Art(size.w, size.h, new Rng(hashString(seed)));
  const body = layers(art).join('');
  const texture =
    finish === 'photo' ? vignette(art, '#000000', 0.18) : paintWash(art) + paperGrain(art) + vignette(art);
  return art.toSvg(body + texture + (finish === 'cover' ? bookSpine(art) : ''));
}

interface Job {
  file: string;
  svg: () => string;
  blur?: number;
}

async function writeWebp(job: Job): Promise<number> {
  await mkdir(dirname(job.file), { recursive: true });
  let img = sharp(Buffer.from(job.svg()));
  if (job.blur) img = img.blur(job.blur);
  // Smart subsampling keeps saturated edges (red curtains on violet walls) from bleeding.
  await img.webp({ quality: WEBP_QUALITY, effort: 4, smartSubsample: true }).toFile(job.file);
  return (await stat(job.file)).size;
}

function allJobs(): Job[] {
  const jobs: Job[] = [];
  for (const [slug, theme] of Object.entries(THEMES)) {
    const dir = join(BOOKS_DIR, slug);
    jobs.push({
      file: join(dir, 'cover.webp'),
      svg: () => pictureSvg(`${slug}/cover`, COVER, (art) => theme.cover(art, theme.hero), 'cover'),
    });
    theme.pages.forEach((page, i) => {
      jobs.push({
        file: join(dir, `page-${i + 1}.webp`),
        svg: () => pictureSvg(`${slug}/page-${i + 1}`, PAGE, (art) => page(art, theme.hero), 'page'),
      });
    });
  }
  jobs.push({ file: join(STOREFRONT_ASSETS, 'hero.webp'), svg: () => pictureSvg('home/hero', HERO, homeHero, 'page') });
  for (const [name, scene] of Object.entries(PHOTO_GUIDE)) {
    // The blurry example is a normal portrait run through a real Gaussian blur, so it looks like camera shake.
    jobs.push({
      file: join(STOREFRONT_ASSETS, 'photo-guide', `${name}.webp`),
      svg: () => pictureSvg(`photo/${name}`, PHOTO, scene, 'photo'),
      blur: name === 'bad-blurry' ? 7 : undefined,
    });
  }
  return jobs;
}

async function main(): Promise<void> {
  const started = Date.now();
  await prepareWashes([COVER, PAGE, HERO]);
  const jobs = allJobs();
  // Two at a time: librsvg work is CPU-bound, more parallelism only adds memory pressure.
  let next = 0;
  let total = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const size = await writeWebp(job); // read total only after the await: the two workers interleave
      total += size;
    }
  };
  await Promise.all([worker(), worker()]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`Wrote ${jobs.length} pictures, ${(total / 1024).toFixed(0)} KB in total, in ${seconds} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
