/**
 * Watercolour: clear, saturated transparent washes on warm cold-pressed paper. A wash dries lighter where it was
 * thin and pools into a darker same-hue edge; its edge wobbles as a brush's does and a paler bleed of the same
 * pigment creeps beyond it; no ink outlines, lighter lines; soft round eyes; the paper's grain and blotches are
 * multiplied over the finished picture (watercolor-paper.ts).
 */

import { fromHsl, mix, type Rgb, shade, toHsl } from '../colour';
import { type Attrs, blob, circle, ellipse, hashString, line, Rng, rawEl, rect, shape } from '../core';
import { watercolorPaper } from '../watercolor-paper';
import { clamp01, pigment, round1 } from './colour';
import type { BookStyle } from './kit';

/** The watercolour paper's warm white (#fdf6ea) as multipliers. */
const PAPER = [253 / 255, 246 / 255, 234 / 255] as const;

/** Washes smaller than this (eyes, buttons, freckles) keep their drawn edge: a wobble there reads as a mistake. */
const WET_MIN = 14;

/** The absolute path commands whose numbers are all x,y pairs (what the scenes draw with). */
const PAIRED = /^[MLCQSTZ\d\s.,-]+$/;

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

/**
 * A shape's outline as a brush would paint it: each point moved a little (about 1.5 % of the shape's size, at most
 * 3 units) by a seeded random walk, so the same shape always dries the same way; and a second outline a little
 * larger for the bleed. Circles and ellipses become a ring of points; paths are moved point by point when they
 * are written in absolute pairs (relative and arc commands are left as drawn).
 */
function wetOutline(tag: string, a: Attrs, size: number): { edge: string; bleed: string } | undefined {
  const n = (k: string) => Number(a[k] ?? 0);
  const rng = new Rng(hashString(`${tag}${a.d ?? ''}${a.cx ?? ''},${a.cy ?? ''},${a.r ?? ''}${a.rx ?? ''}`));
  const amount = Math.min(3, size * 0.015);
  if (tag === 'circle' || tag === 'ellipse') {
    const cx = n('cx');
    const cy = n('cy');
    const rx = tag === 'circle' ? n('r') : n('rx');
    const ry = tag === 'circle' ? n('r') : n('ry');
    if (!(rx > 0 && ry > 0)) return undefined;
    const ring = (grow: number) => {
      const pts: [number, number][] = [];
      for (let i = 0; i < 14; i++) {
        const t = (i / 14) * Math.PI * 2;
        const k = 1 + (rng.next() - 0.5) * 0.05 + grow;
        pts.push([round1(cx + Math.cos(t) * rx * k), round1(cy + Math.sin(t) * ry * k)]);
      }
      return smoothRing(pts);
    };
    return { edge: ring(0), bleed: ring(Math.min(0.06, 3 / Math.max(rx, ry))) };
  }
  if (tag !== 'path') return undefined;
  const d = String(a.d ?? '');
  if (!PAIRED.test(d)) return undefined;
  const move = (spread: number) =>
    d.replace(/-?\d*\.?\d+/g, (num) => String(round1(Number(num) + (rng.next() - 0.5) * 2 * amount * spread)));
  return { edge: move(1), bleed: move(2.2) };
}

export const watercolor: BookStyle = {
  name: 'watercolor',
  // Transparent pigment on white paper: clear, saturated colour; values a little lifted as thin washes are,
  // darks leaning to ultramarine (not warmed like cel paint), so night scenes stay deep but read as paint.
  grade(c): Rgb {
    const [h, s, l] = toHsl(c);
    const [r, g, b] = fromHsl([h, clamp01(s * 1.15 + 0.02), clamp01(l * 0.92 + 0.06)]);
    // Then the warm paper the pigment sits on, multiplied in here rather than as a full-page blend layer (a
    // constant multiply commutes with compositing, and a blend layer costs time at print size).
    const c255 = (v: number) => Math.min(255, v);
    return [c255(r * 0.94) * PAPER[0], c255(g) * PAPER[1], c255(b * 1.1 + 12) * PAPER[2]];
  },
  stops: (graded) => graded,
  // A wash dries lighter where it was thin (the middle, where paper glows through) and its pigment pools in a
  // darker, more saturated band along the edge.
  shading(c, art) {
    const pooled = pigment(c);
    const id = art.define('w', (id) =>
      rawEl(
        'radialGradient',
        { id, cx: 0.48, cy: 0.44, r: 0.56 },
        [
          [0, mix(c, '#fffaf0', 0.16)],
          [0.45, mix(c, '#fffaf0', 0.04)],
          [0.74, c],
          [0.9, mix(c, pooled, 0.35)],
          [1, mix(c, pooled, 0.7)],
        ]
          .map(([o, col]) => rawEl('stop', { offset: o, 'stop-color': col }))
          .join(''),
      ),
    );
    return `url(#${id})`;
  },
  paint({ tag, attrs, given, children, size, solid, opaqueFill, isLine, opacity, shaded }) {
    const a = { ...attrs };
    const stroke = typeof given.stroke === 'string' ? given.stroke : undefined;
    if (opaqueFill && size >= 2) {
      // The pigment of a wash pools darker at its edge as it dries: a soft same-hue edge, never an ink line.
      if (solid && size >= 4) a.fill = shaded(attrs.fill as string);
      if (!stroke && solid) {
        a.stroke = pigment(attrs.fill as string);
        a['stroke-opacity'] = 0.34;
        a['stroke-width'] = round1(Math.min(3, Math.max(0.5, size * 0.03)));
        a['stroke-linejoin'] = 'round';
      }
    }
    if (isLine) a['stroke-opacity'] = 0.82;
    // Wet edges: a brush never follows a vector's edge. Solid washes of some size get a wobbling edge and a
    // second, paler bleed of the same pigment just beyond it (where the wet paint crept into the paper).
    if (solid && size >= WET_MIN && !children) {
      const wet = wetOutline(tag, given, size);
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
  },
  // Paper: cold-pressed grain and dried-wash blotches multiplied in (no milky veil over the pigment).
  finish: (art) => watercolorPaper(art),
  face: {
    eyeSpacing: 12.5,
    eyeY: 3,
    browY: -9,
    browWidth: 2.2,
    cheekY: 12,
    blushHatch: false,
    nose: 'curve',
    mouthDrop: 0,
    smallSmile: false,
    lid: 9,
    lens: 9,
    // Soft round irises without a sclera, a catch-light, and a light lid line.
    eye: ({ hero, side, x, ey, ix, iy, iris, tall }) =>
      [
        ellipse(ix, iy, 5, 6.2 * tall, iris),
        ellipse(ix, iy + 0.4, 2.5, 3.2 * tall, '#1a1016'),
        circle(ix + 1.8, iy - 2.2, 1.8, '#ffffff'),
        circle(ix - 1.5, iy + 2.3, 0.8, '#ffffff', { opacity: 0.8 }),
        line(`M${x - 5.5} ${ey - 4.5}Q${x} ${ey - 9} ${x + 5.5} ${ey - 4.5}`, '#2b1d1a', 1.5, { opacity: 0.75 }),
        hero.gender === 'girl'
          ? line(
              `M${x + 5.5 * side} ${ey - 6.5}L${x + 9 * side} ${ey - 9}M${x + 6.8 * side} ${ey - 3.5}L${x + 10.5 * side} ${ey - 5}`,
              '#2b1d1a',
              1.5,
            )
          : '',
      ].join(''),
  },
  child: { headScale: 1, neckShadow: false, softGround: false },
  card: {
    background(art, S) {
      // Warm white paper (unstyled, so the painter does not shade it), a clear sky-blue wash behind the head so
      // the face reads against it, and saturated blooms around it; each wash is see-through, lighter inside and
      // pooled darker at its rim, as pigment dries.
      const wash = (c: string, inner: number, rim: number) =>
        art.radial([
          [0, c, inner],
          [0.72, c, inner + 0.12],
          [0.9, shade(c, 0.18), rim],
          [0.97, shade(c, 0.3), rim + 0.08],
          [1, shade(c, 0.3), 0],
        ]);
      const out = [rawEl('rect', { x: 0, y: 0, width: S, height: S, fill: '#fdf4e4' })];
      out.push(shape(blob(art.rng, S * 0.5, S * 0.44, S * 0.5, S * 0.4, 9, 0.2), wash('#7ab8e8', 0.42, 0.75)));
      const blooms = ['#f28aa6', '#f6c244', '#7cc47a', '#a98be6', '#f59a5a', '#5fc0c8'];
      for (let i = 0; i < 7; i++) {
        const c = blooms[i % blooms.length]!;
        const corner = i % 4;
        const x = (corner % 2 === 0 ? 0.1 : 0.9) * S + art.rng.range(-60, 60);
        const y = (corner < 2 ? 0.12 : 0.82) * S + art.rng.range(-50, 50);
        const r = art.rng.range(80, 150);
        out.push(shape(blob(art.rng, x, y, r, r * art.rng.range(0.65, 1), 9, 0.22), wash(c, 0.32, 0.7)));
      }
      return out.join('');
    },
    frame: (S) => rect(40, 40, S - 80, S - 80, 'none', { rx: 0, stroke: '#8a7a6a', 'stroke-width': 2, opacity: 0.4 }),
  },
};
