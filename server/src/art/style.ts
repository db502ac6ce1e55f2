import {
  Art,
  type ArtStyle,
  type Attrs,
  type IllustrationStyle,
  type Painter,
  Rng,
  type Stop,
  hashString,
  hexToRgb,
  rawEl,
} from './core';

// ───────────────────────────── styles: four renderings of the same drawing ─────────────────────────────

/*
 * A style never knows what a scene draws. It acts where every picture passes: each shape element (el), each
 * gradient (Art.linear/radial) and the finish (pictures.ts). That is enough to give one drawing four looks:
 * - 3dPixar: every solid shape gets a soft radial body shade with a warm rim of bounce light at its edge, warm
 *   rich colour, no outlines;
 * - 2dWarner: flat saturated fills with bold dark ink outlines (thick lines get an ink casing), gradients cut
 *   into flat bands, no paper;
 * - watercolor: clear, saturated transparent washes, lighter where thin and pooling into a darker same-hue edge,
 *   multiplied with cold-pressed paper texture (watercolor-paper.ts);
 * - anime: cel shading (each solid shape lit in two hard tones, shadows leaning violet), thin line art in a
 *   darker shade of each fill, vivid smooth skies.
 * The child reads Art.style too (child.ts) for eyes and proportions.
 */

export const BOOK_STYLES: readonly IllustrationStyle[] = ['3dPixar', '2dWarner', 'watercolor', 'anime'];

// ───────────────────────────── colour ─────────────────────────────

type Rgb = readonly [number, number, number];

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function hslToRgb([h, s, l]: readonly [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [f(h + 1 / 3) * 255, f(h) * 255, f(h - 1 / 3) * 255];
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** The watercolour paper's warm white (#fdf6ea) as multipliers. */
const PAPER = [253 / 255, 246 / 255, 234 / 255] as const;

/** Each style's colour grade, applied to every colour a picture uses. */
const GRADES: Record<IllustrationStyle, (c: Rgb) => Rgb> = {
  // Film-like: richer, warmer, deeper shadows and glowing highlights.
  '3dPixar': (c) => {
    const [h, s, l] = rgbToHsl(c);
    const curve = l < 0.5 ? 0.5 * (2 * l) ** 1.25 : 1 - 0.5 * (2 - 2 * l) ** 1.15;
    const [r, g, b] = hslToRgb([h, clamp01(s * 1.12), clamp01(curve)]);
    return [r * 1.05 + 6, g * 1.0 + 2, b * 0.88];
  },
  // Ink-and-paint cels: saturated, bright, simple.
  '2dWarner': (c) => {
    const [h, s, l] = rgbToHsl(c);
    const [r, g, b] = hslToRgb([h, clamp01(s * 1.35 + 0.06), clamp01(l * 0.97)]);
    // Warm cel paint: reds and yellows forward, blues a touch deeper.
    return [r * 1.05 + 4, g * 1.0, b * 0.84];
  },
  // Transparent pigment on white paper: clear, saturated colour; values a little lifted as thin washes are,
  // darks leaning to ultramarine (not warmed like cel paint), so night scenes stay deep but read as paint.
  watercolor: (c) => {
    const [h, s, l] = rgbToHsl(c);
    const [r, g, b] = hslToRgb([h, clamp01(s * 1.15 + 0.02), clamp01(l * 0.92 + 0.06)]);
    // Then the warm paper the pigment sits on, multiplied in here rather than as a full-page blend layer (a
    // constant multiply commutes with compositing, and a blend layer costs time at print size).
    const c255 = (v: number) => Math.min(255, v);
    return [c255(r * 0.94) * PAPER[0], c255(g) * PAPER[1], c255(b * 1.1 + 12) * PAPER[2]];
  },
  // Vivid, clean and a little cool: blue skies turn cyan-blue, colours pop.
  anime: (c) => {
    const [h, s, l] = rgbToHsl(c);
    const hue = h > 0.5 && h < 0.72 ? h - 0.025 : h;
    // High key and cool: anime backgrounds are bright and airy.
    const [r, g, b] = hslToRgb([hue, clamp01(s * 1.25 + 0.04), clamp01(l * 0.85 + 0.15)]);
    return [r * 0.95, g * 1.0, b * 1.06 + 4];
  },
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Something drawn has a size; outlines and shading follow it (a pebble gets a thinner line than a hill). */
function sizeOf(tag: string, a: Attrs): number {
  const n = (k: string) => Number(a[k] ?? 0);
  switch (tag) {
    case 'circle':
      return n('r');
    case 'ellipse':
      return Math.max(n('rx'), n('ry'));
    case 'rect':
      return Math.max(n('width'), n('height')) / 2;
    case 'path': {
      const nums = String(a.d ?? '').match(/-?\d*\.?\d+/g);
      if (!nums || nums.length < 4) return 0;
      let [x0, x1, y0, y1] = [
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
      ];
      // Absolute M/L/C/Q/S/T coordinates come in x,y pairs, which is what these shapes use; arcs only blur it.
      for (let i = 0; i + 1 < nums.length; i += 2) {
        const x = Number(nums[i]);
        const y = Number(nums[i + 1]);
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
      return Math.max(x1 - x0, y1 - y0) / 2;
    }
    default:
      return 0;
  }
}

const opacityOf = (a: Attrs): number =>
  Number(a.opacity ?? 1) * Number(a['fill-opacity'] ?? 1) * (a.fill === 'none' ? 0 : 1);

/** Per-style painter state for one picture: its colour cache and the shading gradients it has defined. */
class StylePainter implements Painter {
  private readonly colours = new Map<string, string>();
  private readonly shades = new Map<string, string>();
  constructor(
    private readonly art: Art,
    readonly style: IllustrationStyle,
  ) {}

  colour(c: string): string {
    if (!HEX.test(c)) return c;
    let out = this.colours.get(c);
    if (!out) {
      out = toHex(GRADES[this.style](hexToRgb(c)));
      this.colours.set(c, out);
    }
    return out;
  }

  stops(stops: readonly Stop[], kind: 'linear' | 'radial'): readonly Stop[] {
    const graded = stops.map(([o, c, a]) => [o, this.colour(c), a] as const);
    const translucent = stops.some(([, , a]) => a !== undefined && a < 0.95);
    // Warner: a two-colour ramp on a form (a hill, a trunk) is painted flat; skies stay painted backdrops.
    if (this.style === '2dWarner' && !translucent && stops.length === 2) return bands(graded, 1);
    // Anime: opaque two-colour ramps (hills, trunks, bodies) become a hard light/shadow split; skies with more
    // stops and glows stay smooth, as anime backgrounds are.
    if (this.style === 'anime' && !translucent && stops.length === 2 && kind === 'linear') return bands(graded, 2);
    if (this.style === '3dPixar' && !translucent) {
      // More light at the lit end and more depth at the far end: volume.
      return graded.map(([o, c, a], i) => {
        const t = graded.length === 1 ? 0 : i / (graded.length - 1);
        return [o, t < 0.5 ? mixHex(c, '#fff6e0', 0.12 * (1 - 2 * t)) : mixHex(c, '#1d1330', 0.14 * (2 * t - 1)), a];
      });
    }
    return graded;
  }

  /** A fill gradient that shades any solid colour in this style (objectBoundingBox, so one per colour). */
  private shading(c: string): string {
    let url = this.shades.get(c);
    if (url) return url;
    const stops = (list: readonly Stop[]) =>
      list.map(([o, col, a]) => rawEl('stop', { offset: o, 'stop-color': col, 'stop-opacity': a })).join('');
    if (this.style === 'watercolor') {
      // A wash dries lighter where it was thin (the middle, where paper glows through) and its pigment pools
      // in a darker, more saturated band along the edge.
      const pooled = pigment(c);
      const id = this.art.define('w', (id) =>
        rawEl(
          'radialGradient',
          { id, cx: 0.48, cy: 0.44, r: 0.56 },
          stops([
            [0, mixHex(c, '#fffaf0', 0.16)],
            [0.45, mixHex(c, '#fffaf0', 0.04)],
            [0.74, c],
            [0.9, mixHex(c, pooled, 0.35)],
            [1, mixHex(c, pooled, 0.7)],
          ]),
        ),
      );
      url = `url(#${id})`;
    } else if (this.style === '3dPixar') {
      const id = this.art.define('v', (id) =>
        rawEl(
          'radialGradient',
          { id, cx: 0.42, cy: 0.36, r: 0.78, fx: 0.36, fy: 0.28 },
          stops([
            [0, mixHex(c, '#fffaf0', 0.32)],
            [0.42, c],
            [0.82, mixHex(c, '#2a1840', 0.2)],
            // The rim: bounce light catches the very edge, so forms separate from what is behind them.
            [1, mixHex(c, '#ffe2b8', 0.22)],
          ]),
        ),
      );
      url = `url(#${id})`;
    } else {
      const shadow = mixHex(mixHex(c, '#4b3a8c', 0.3), '#000000', 0.06);
      const id = this.art.define('k', (id) =>
        rawEl(
          'linearGradient',
          // Cel shading: light from the upper left, one hard-edged shadow tone only on the far lower side, so
          // a face or a belly is never cut across by a band.
          { id, x1: 0.1, y1: 0.05, x2: 0.95, y2: 0.8 },
          stops([
            [0, mixHex(c, '#ffffff', 0.12)],
            [0.7, mixHex(c, '#ffffff', 0.06)],
            [0.7, shadow],
            [1, shadow],
          ]),
        ),
      );
      url = `url(#${id})`;
    }
    this.shades.set(c, url);
    return url;
  }

  shape(tag: string, attrs: Attrs, children: string | undefined): string | undefined {
    const a: Attrs = { ...attrs };
    const fill = typeof a.fill === 'string' ? a.fill : undefined;
    const stroke = typeof a.stroke === 'string' ? a.stroke : undefined;
    if (fill) a.fill = this.colour(fill);
    if (stroke) a.stroke = this.colour(stroke);
    const opacity = opacityOf(attrs);
    const solid = fill !== undefined && HEX.test(fill) && opacity >= 0.9;
    const gradient = fill?.startsWith('url(') ? this.art.gradients.get(fill) : undefined;
    const opaqueFill = solid || (gradient !== undefined && !gradient.translucent && opacity >= 0.9);
    const size = sizeOf(tag, attrs);
    const isLine = fill === 'none' && stroke !== undefined && stroke !== 'none';
    const width = Number(attrs['stroke-width'] ?? 0);
    switch (this.style) {
      case '3dPixar': {
        if (solid && size >= 3) a.fill = this.shading(a.fill as string);
        return rawEl(tag, a, children);
      }
      case '2dWarner': {
        if (isLine && width >= 4 && opacityOf({ opacity: attrs.opacity }) >= 0.8) {
          // A thick line (an arm, a stem, a rope) gets an ink casing drawn first.
          const casing: Attrs = { ...a, stroke: INK, 'stroke-width': width + Math.min(6, Math.max(1.6, width * 0.35)) };
          return rawEl(tag, casing, children) + rawEl(tag, a, children);
        }
        if (opaqueFill && size >= 4 && !stroke) {
          a.stroke = INK;
          a['stroke-width'] = round1(Math.min(5, Math.max(0.7, size * 0.075)));
          a['stroke-linejoin'] = 'round';
        } else if (opaqueFill && stroke) {
          a.stroke = INK;
        }
        return rawEl(tag, a, children);
      }
      case 'watercolor': {
        if (opaqueFill && size >= 2) {
          // The pigment of a wash pools darker at its edge as it dries: a soft same-hue edge, never an ink line.
          if (solid && size >= 4) a.fill = this.shading(a.fill as string);
          if (!stroke && solid) {
            a.stroke = pigment(this.colour(fill));
            a['stroke-opacity'] = 0.34;
            a['stroke-width'] = round1(Math.min(3, Math.max(0.5, size * 0.03)));
            a['stroke-linejoin'] = 'round';
          }
        }
        if (isLine) a['stroke-opacity'] = 0.82;
        // Wet edges: a brush never follows a vector's edge. Solid washes of some size get a wobbling edge and a
        // second, paler bleed of the same pigment just beyond it (where the wet paint crept into the paper).
        if (solid && size >= WET_MIN && !children) {
          const wet = wetOutline(tag, attrs, size);
          if (wet) {
            const { d: _d, cx: _cx, cy: _cy, r: _r, rx: _rx, ry: _ry, ...rest } = a;
            const bleed = rawEl('path', {
              ...rest,
              d: wet.bleed,
              stroke: 'none',
              'fill-opacity': round1(0.3 * opacity),
              opacity: undefined,
            });
            return bleed + rawEl('path', { ...rest, d: wet.edge });
          }
        }
        return rawEl(tag, a, children);
      }
      case 'anime': {
        if (solid && size >= 3) {
          const base = a.fill as string;
          a.fill = this.shading(base);
          if (!stroke) {
            a.stroke = mixHex(base, '#2a1436', 0.55);
            a['stroke-width'] = round1(Math.min(2.4, Math.max(0.45, size * 0.03)));
            a['stroke-linejoin'] = 'round';
          }
        } else if (opaqueFill && !stroke && size >= 3) {
          a.stroke = '#3a2c5a';
          a['stroke-opacity'] = 0.55;
          a['stroke-width'] = round1(Math.min(2.4, Math.max(0.45, size * 0.03)));
        }
        return rawEl(tag, a, children);
      }
    }
  }
}

const INK = '#1b1626';

/** Washes smaller than this (eyes, buttons, freckles) keep their drawn edge: a wobble there reads as a mistake. */
const WET_MIN = 14;

/** The absolute path commands whose numbers are all x,y pairs (what the scenes draw with). */
const PAIRED = /^[MLCQSTZ\d\s.,-]+$/;

/**
 * A shape's outline as a brush would paint it: each point moved a little (about 1.5 % of the shape's size, at most
 * 3 units) by a seeded random walk, so the same shape always dries the same way; and a second outline a little
 * larger for the bleed. Circles and ellipses become a ring of points; paths are moved point by point when they
 * are written in absolute pairs (relative and arc commands are left as drawn).
 */
function wetOutline(tag: string, a: Attrs, size: number): { edge: string; bleed: string } | undefined {
  const n = (k: string) => Number(a[k] ?? 0);
  const seed = hashString(`${tag}${a.d ?? ''}${a.cx ?? ''},${a.cy ?? ''},${a.r ?? ''}${a.rx ?? ''}`);
  const rng = new Rng(seed);
  const amount = Math.min(3, size * 0.015);
  if (tag === 'circle' || tag === 'ellipse') {
    const cx = n('cx');
    const cy = n('cy');
    const rx = tag === 'circle' ? n('r') : n('rx');
    const ry = tag === 'circle' ? n('r') : n('ry');
    if (!(rx > 0 && ry > 0)) return undefined;
    const ring = (grow: number) => {
      const count = 14;
      const pts: string[] = [];
      for (let i = 0; i < count; i++) {
        const t = (i / count) * Math.PI * 2;
        const k = 1 + (rng.next() - 0.5) * 0.05 + grow;
        pts.push(`${round1(cx + Math.cos(t) * rx * k)} ${round1(cy + Math.sin(t) * ry * k)}`);
      }
      return smoothRing(pts.map((p) => p.split(' ').map(Number) as [number, number]));
    };
    return { edge: ring(0), bleed: ring(Math.min(0.06, 3 / Math.max(rx, ry))) };
  }
  if (tag !== 'path') return undefined;
  const d = String(a.d ?? '');
  if (!PAIRED.test(d)) return undefined;
  const move = (spread: number) => {
    let odd = false;
    return d.replace(/-?\d*\.?\d+/g, (num) => {
      odd = !odd;
      return String(round1(Number(num) + (rng.next() - 0.5) * 2 * amount * spread));
    });
  };
  return { edge: move(1), bleed: move(2.2) };
}

/** A closed Catmull-Rom curve through the points. */
function smoothRing(pts: readonly (readonly [number, number])[]): string {
  const count = pts.length;
  const p = (i: number) => pts[(i + count) % count]!;
  let out = `M${p(0)[0]} ${p(0)[1]}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    out += `C${round1(p1[0] + (p2[0] - p0[0]) / 6)} ${round1(p1[1] + (p2[1] - p0[1]) / 6)} ${round1(
      p2[0] - (p3[0] - p1[0]) / 6,
    )} ${round1(p2[1] - (p3[1] - p1[1]) / 6)} ${p2[0]} ${p2[1]}`;
  }
  return `${out}Z`;
}
const round1 = (v: number) => Math.round(v * 10) / 10;

function mixHex(a: string, b: string, t: number): string {
  return toHex(mixRgb(hexToRgb(a), hexToRgb(b), t));
}

/**
 * The deeper colour a wash's pigment dries to where it pools: darker, and a little more chroma than the wash
 * (measured as chroma, not HSL saturation, so a near-white pools to a soft grey-beige rather than to tan).
 */
function pigment(c: string): string {
  const [h, s, l] = rgbToHsl(hexToRgb(c));
  const chroma = Math.min(1, s * (1 - Math.abs(2 * l - 1)) * 1.3 + 0.06);
  const l2 = l * 0.6;
  return toHex(hslToRgb([h, clamp01(chroma / Math.max(0.05, 1 - Math.abs(2 * l2 - 1))), l2]));
}

/** Cuts a gradient into `n` flat bands of the colour at each band's middle. */
function bands(stops: readonly (readonly [number, string, number | undefined])[], n: number): readonly Stop[] {
  const at = (t: number): [string, number | undefined] => {
    let i = 0;
    while (i < stops.length - 1 && stops[i + 1]![0] < t) i++;
    const s0 = stops[i]!;
    const s1 = stops[Math.min(stops.length - 1, i + 1)]!;
    const k = s1[0] === s0[0] ? 0 : clamp01((t - s0[0]) / (s1[0] - s0[0]));
    const a0 = s0[2] ?? 1;
    const a1 = s1[2] ?? 1;
    return [mixHex(s0[1], s1[1], k), s0[2] === undefined && s1[2] === undefined ? undefined : a0 + (a1 - a0) * k];
  };
  const out: Stop[] = [];
  for (let i = 0; i < n; i++) {
    const [c, a] = at((i + 0.5) / n);
    out.push([i / n, c, a], [(i + 1) / n, c, a]);
  }
  return out;
}

/** A picture's canvas in a style: 'classic' draws exactly as the storefront always has. */
export function styledArt(w: number, h: number, rng: Rng, style: ArtStyle): Art {
  const art = new Art(w, h, rng, style);
  if (style !== 'classic') art.painter = new StylePainter(art, style);
  return art;
}

/** A colour as a style paints it (for things drawn outside el, e.g. a card's background). */
export function styleColour(style: ArtStyle, c: string): string {
  return style === 'classic' || !HEX.test(c) ? c : toHex(GRADES[style](hexToRgb(c)));
}
