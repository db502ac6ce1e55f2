/**
 * 3D animated: rounded volumes lit from the upper left (every solid shape gets a soft radial body shade with a
 * warm rim of bounce light at its edge), no outlines, warm rich film colour, glossy eyes with a lid line, light
 * through the ears, the head's shadow on the neck, a soft contact shadow, and a warm key light over the picture.
 */

import { fromHsl, mix, type Rgb, toHsl } from '../colour';
import { circle, ellipse, line, rawEl, rect } from '../core';
import { glow, vignette } from '../finish';
import { clamp01 } from './colour';
import type { BookStyle } from './kit';

const INK = '#2b1d1a';

export const pixar: BookStyle = {
  name: '3dPixar',
  // Film-like: richer, warmer, deeper shadows and glowing highlights.
  grade(c): Rgb {
    const [h, s, l] = toHsl(c);
    const curve = l < 0.5 ? 0.5 * (2 * l) ** 1.25 : 1 - 0.5 * (2 - 2 * l) ** 1.15;
    const [r, g, b] = fromHsl([h, clamp01(s * 1.12), clamp01(curve)]);
    return [r * 1.05 + 6, g * 1.0 + 2, b * 0.88];
  },
  stops(graded, _kind, translucent) {
    if (translucent) return graded;
    // More light at the lit end and more depth at the far end: volume.
    return graded.map(([o, c, a], i) => {
      const t = graded.length === 1 ? 0 : i / (graded.length - 1);
      return [o, t < 0.5 ? mix(c, '#fff6e0', 0.12 * (1 - 2 * t)) : mix(c, '#1d1330', 0.14 * (2 * t - 1)), a];
    });
  },
  shading(c, art) {
    const id = art.define('v', (id) =>
      rawEl(
        'radialGradient',
        { id, cx: 0.42, cy: 0.36, r: 0.78, fx: 0.36, fy: 0.28 },
        [
          [0, mix(c, '#fffaf0', 0.32)],
          [0.42, c],
          [0.82, mix(c, '#2a1840', 0.2)],
          // The rim: bounce light catches the very edge, so forms separate from what is behind them.
          [1, mix(c, '#ffe2b8', 0.22)],
        ]
          .map(([o, col]) => rawEl('stop', { offset: o, 'stop-color': col }))
          .join(''),
      ),
    );
    return `url(#${id})`;
  },
  paint({ tag, attrs, children, solid, size, shaded }) {
    const a = { ...attrs };
    if (solid && size >= 3) a.fill = shaded(a.fill as string);
    return rawEl(tag, a, children);
  },
  // Warm key light from the upper left and a soft falloff: a lit set, not a flat card.
  finish: (art) => glow(art, art.w * 0.22, art.h * 0.12, art.w * 0.75, '#fff0cc', 0.3) + vignette(art, '#2a1638', 0.26),
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
    // Sclera, a glossy iris and pupil with two catch-lights, and the lid's line.
    eye: ({ hero, side, x, ey, ix, iy, iris, tall }) =>
      [
        ellipse(x, ey, 7.2, 8.2 * tall, '#fbfaf7'),
        ellipse(ix, iy + 0.6, 5.4, 6 * tall, iris),
        ellipse(ix, iy + 0.6, 2.7, 3.1 * tall, '#140c10'),
        circle(ix + 1.8, iy - 1.8, 1.9, '#ffffff'),
        circle(ix - 1.6, iy + 2.8, 0.9, '#ffffff', { opacity: 0.8 }),
        line(`M${x - 7} ${ey - 5}Q${x} ${ey - 10.5} ${x + 7} ${ey - 5}`, INK, 1.6, { opacity: 0.7 }),
        // Two small lashes at the outer corner: the cue that says "girl" when her hair is short.
        hero.gender === 'girl'
          ? line(
              `M${x + 5.5 * side} ${ey - 6.5}L${x + 9 * side} ${ey - 9}M${x + 6.8 * side} ${ey - 3.5}L${x + 10.5 * side} ${ey - 5}`,
              INK,
              1.5,
            )
          : '',
      ].join(''),
  },
  child: {
    headScale: 1,
    earTone: (skin) => mix(skin, '#ff7b6e', 0.2),
    neckShadow: true,
    softGround: true,
  },
  card: {
    background(art, S) {
      const out = [
        rect(
          0,
          0,
          S,
          S,
          art.radial(
            [
              [0, '#fff4d6'],
              [0.5, '#ffcf96'],
              [1, '#86b9ee'],
            ],
            0.5,
            0.32,
            0.85,
          ),
        ),
      ];
      for (let i = 0; i < 14; i++) {
        const x = art.rng.range(0, S);
        const y = art.rng.range(0, S * 0.75);
        out.push(glow(art, x, y, art.rng.range(18, 60), '#ffffff', art.rng.range(0.35, 0.7)));
      }
      out.push(glow(art, S / 2, S * 0.45, S * 0.45, '#fff8e0', 0.5));
      return out.join('');
    },
    frame: (S) =>
      rect(14, 14, S - 28, S - 28, 'none', { rx: 56, stroke: '#fffaf0', 'stroke-width': 28 }) +
      rect(28, 28, S - 56, S - 56, 'none', { rx: 44, stroke: '#f2b45c', 'stroke-width': 4, opacity: 0.8 }),
  },
};
