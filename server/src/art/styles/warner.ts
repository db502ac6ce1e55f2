/**
 * 2D cartoon: flat saturated cel paint with bold dark ink outlines that follow each shape's size (thick lines get
 * an ink casing), gradients on forms cut into flat paint (skies stay painted backdrops), big white-oval eyes, no
 * paper and no light over the picture.
 */

import { fromHsl, type Rgb, toHsl } from '../colour';
import { circle, ellipse, line, rawEl, rect, shape } from '../core';
import { bands, clamp01, INK, round1 } from './colour';
import type { BookStyle } from './kit';

const opacityOf = (opacity: unknown) => Number(opacity ?? 1);

export const warner: BookStyle = {
  name: '2dWarner',
  // Ink-and-paint cels: saturated, bright, simple.
  grade(c): Rgb {
    const [h, s, l] = toHsl(c);
    const [r, g, b] = fromHsl([h, clamp01(s * 1.35 + 0.06), clamp01(l * 0.97)]);
    // Warm cel paint: reds and yellows forward, blues a touch deeper.
    return [r * 1.05 + 4, g * 1.0, b * 0.84];
  },
  // A two-colour ramp on a form (a hill, a trunk) is painted flat; skies stay painted backdrops.
  stops: (graded, _kind, translucent) => (!translucent && graded.length === 2 ? bands(graded, 1) : graded),
  shading: () => undefined,
  paint({ tag, attrs, given, children, isLine, width, opaqueFill, size }) {
    const a = { ...attrs };
    const stroke = typeof given.stroke === 'string' ? given.stroke : undefined;
    if (isLine && width >= 4 && opacityOf(given.opacity) >= 0.8) {
      // A thick line (an arm, a stem, a rope) gets an ink casing drawn first.
      const casing = { ...a, stroke: INK, 'stroke-width': width + Math.min(6, Math.max(1.6, width * 0.35)) };
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
  },
  finish: () => '',
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
    lens: 10,
    // A tall white oval with the iris and pupil in it.
    eye: ({ hero, side, x, ey, ix, iy, iris, tall }) =>
      [
        ellipse(x, ey, 6.6, 8.8 * tall, '#fbfaf7'),
        ellipse(ix, iy + 0.6, 4.4, 5.6 * tall, iris),
        ellipse(ix, iy + 0.6, 2.3, 2.9 * tall, '#140c10'),
        circle(ix + 1.8, iy - 1.8, 1.5, '#ffffff'),
        circle(ix - 1.6, iy + 2.8, 0.9, '#ffffff', { opacity: 0.8 }),
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
    background(_art, S) {
      const out = [rect(0, 0, S, S, '#ffb627')];
      const cx = S / 2;
      const cy = S * 0.42;
      for (let i = 0; i < 20; i++) {
        const a0 = (i / 20) * Math.PI * 2;
        const a1 = ((i + 0.5) / 20) * Math.PI * 2;
        const p = (a: number) => `${cx + Math.cos(a) * S} ${cy + Math.sin(a) * S}`;
        out.push(shape(`M${cx} ${cy}L${p(a0)}L${p(a1)}Z`, '#ffd23f', { opacity: 0.85 }));
      }
      return out.join('');
    },
    frame: (S) =>
      rect(16, 16, S - 32, S - 32, 'none', { rx: 36, stroke: '#e8413a', 'stroke-width': 32 }) +
      rect(32, 32, S - 64, S - 64, 'none', { rx: 24, stroke: '#1b1626', 'stroke-width': 8 }),
  },
};
