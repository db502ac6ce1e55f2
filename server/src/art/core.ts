import type { IllustrationStyle } from '@shop/shared/validation';
import { HEAD_MARK, type HeadSpot, resolveHeadMarks, type SpotBox } from './heads';
// ───────────────────────────── core: randomness ─────────────────────────────

/** FNV-1a: turns a scene name into a stable 32-bit seed. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for scattering stars and leaves. */
export class Rng {
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

// ───────────────────────────── core: SVG helpers ─────────────────────────────

export type Pt = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];
export type Attrs = Record<string, string | number | undefined>;

/** How a picture is rendered: one of the book styles, or 'classic', the storefront's own painted look. */
export type ArtStyle = IllustrationStyle | 'classic';

/**
 * A style's hand on the drawing (style.ts). Every shape of every scene goes through el() and every gradient
 * through Art.linear/radial, so a painter acting there restyles every picture without the scenes knowing.
 */
export interface Painter {
  /** A replacement for one shape element, or undefined to draw it as given. */
  shape(tag: string, attrs: Attrs, children: string | undefined): string | undefined;
  /** The stops a gradient is actually drawn with. */
  stops(stops: readonly Stop[], kind: 'linear' | 'radial'): readonly Stop[];
}

const SHAPE_TAGS: ReadonlySet<string> = new Set(['path', 'circle', 'ellipse', 'rect', 'polygon']);

/** The element exactly as given, never restyled (painters use it for what they emit). */
export function rawEl(tag: string, attrs: Attrs, children?: string): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) a += ` ${k}="${v}"`;
  return children === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

export function el(tag: string, attrs: Attrs, children?: string): string {
  const painter = Art.active?.painter;
  if (painter && SHAPE_TAGS.has(tag)) {
    const styled = painter.shape(tag, attrs, children);
    if (styled !== undefined) return styled;
  }
  return rawEl(tag, attrs, children);
}
export const g = (children: string | readonly string[], attrs: Attrs = {}): string =>
  el('g', attrs, typeof children === 'string' ? children : children.join(''));
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width, height, fill, ...extra });
export const shape = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra });
/** A round-capped line, the basis of arms, stems, ropes and strokes. */
export const line = (d: string, stroke: string, width: number, extra: Attrs = {}): string =>
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
export const place = (x: number, y: number, s = 1, rot = 0, flip = false): string =>
  `translate(${x} ${y})${rot ? ` rotate(${rot})` : ''} scale(${flip ? -s : s} ${s})`;

/**
 * A creature's round cartoon eyes at (±dx, y): white discs of radius r, pupils half as big nudged by `look`
 * (where the eyes glance).
 */
export function roundEyes(dx: number, y: number, r: number, look: Pt = [0, 0], ink = '#2b1d1a'): string {
  return [
    circle(-dx, y, r, '#ffffff'),
    circle(dx, y, r, '#ffffff'),
    circle(-dx + look[0], y + look[1], r / 2, ink),
    circle(dx + look[0], y + look[1], r / 2, ink),
  ].join('');
}

/** Catmull-Rom through the points, as cubic Béziers: soft hills, vines and waves without hand-tuned handles. */
export function smooth(pts: readonly Pt[], closed = false): string {
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
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, points = 9, wobble = 0.18): string {
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
export class Art {
  /** The picture being drawn right now (drawing is synchronous): el() asks it for the style's painter. */
  static active: Art | undefined;
  /** The style's painter; none for 'classic'. Set by style.ts (styledArt). */
  painter: Painter | undefined;
  /** Gradients by url, with whether any stop is see-through (glows must not get outlines). */
  readonly gradients = new Map<string, { translucent: boolean; stops: readonly Stop[] }>();
  /** The figure whose head is reported (the book's hero): other children drawn in the picture are scenery. */
  subject: object | undefined;
  /** Heads of `subject` in picture pixels, known once toSvg has run. */
  heads: HeadSpot[] = [];
  /** Boxes of the favourite hero of a custom story (art/favourite.ts), known once toSvg has run. */
  friends: SpotBox[] = [];
  private readonly defs: string[] = [];
  private counter = 0;
  private readonly blurs = new Map<number, string>();
  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
    readonly style: ArtStyle = 'classic',
  ) {}
  /** Runs `draw` with this picture active, so el() and the child drawing follow its style. */
  draw<T>(draw: () => T): T {
    const previous = Art.active;
    Art.active = this;
    try {
      return draw();
    } finally {
      Art.active = previous;
    }
  }
  /** Registers a definition under a fresh id (painters add their shading gradients this way). */
  define(prefix: string, make: (id: string) => string): string {
    const id = this.uid(prefix);
    this.defs.push(make(id));
    return id;
  }
  private uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, a]) =>
        rawEl('stop', { offset: o, 'stop-color': c, 'stop-opacity': a === undefined ? undefined : a }),
      )
      .join('');
  }
  /** Linear gradient in the shape's bounding box; default top → bottom. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid('l');
    const drawn = this.painter ? this.painter.stops(stops, 'linear') : stops;
    this.defs.push(rawEl('linearGradient', { id, x1, y1, x2, y2 }, Art.stops(drawn)));
    return this.known(id, stops);
  }
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.uid('r');
    const drawn = this.painter ? this.painter.stops(stops, 'radial') : stops;
    this.defs.push(rawEl('radialGradient', { id, cx, cy, r, fx, fy }, Art.stops(drawn)));
    return this.known(id, stops);
  }
  private known(id: string, stops: readonly Stop[]): string {
    const url = `url(#${id})`;
    this.gradients.set(url, { translucent: stops.some(([, , a]) => a !== undefined && a < 0.95), stops });
    return url;
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
  /** An invisible mark at the current origin for a head of radius r; toSvg resolves and removes it. */
  headMark(r: number): string {
    return el(HEAD_MARK, { r });
  }
  toSvg(body: string): string {
    const raw = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${
      this.h
    }"><defs>${this.defs.join('')}</defs>${body}</svg>`;
    const { svg, heads, friends } = resolveHeadMarks(raw);
    this.heads = heads;
    this.friends = friends;
    // Trim float noise (0.30000000000000004) so the document stays small; a tenth of a pixel is invisible.
    return svg.replace(/(\d+\.\d)\d+/g, '$1');
  }
}
