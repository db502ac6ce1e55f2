/**
 * Anime: vivid, clean, a little cool colour; cel shading (each solid shape lit in two hard tones, the shadow on the
 * far lower side, leaning violet); thin line art in a darker shade of each fill; a bigger head with anime eyes
 * (tall glossy irises, two highlights, a sparkle, a heavy flicked upper lash on girls, a firm lid on boys), a small
 * mouth and a dot of a nose, blush hatching; the fringe broken into pointed locks with a ring of shine; a soft
 * bloom from the sky.
 */
import type { Hero } from '../child';
import { fromHsl, mix, type Rgb, shade, tint, toHsl } from '../colour';
import { circle, ellipse, line, rawEl, rect, shape } from '../core';
import { cloud, sparkle, star5 } from '../landscape';
import { bands, clamp01, round1 } from './colour';
import type { BookStyle } from './kit';

/**
 * Anime hair: the fringe breaks into pointed locks, a few strand lines run through it and the crown shines with a
 * ring of light, drawn over the style's usual hair. Head-local coordinates.
 */
function animeLocks(hero: Hero): string {
  // Textured hair and styles pulled back or swept aside keep their own fringe.
  if (['afro', 'cropped', 'curly', 'puffs', 'locs', 'topknot', 'side-part'].includes(hero.hairStyle)) return '';
  const c = hero.hair;
  const dark = shade(c, 0.32);
  const short = hero.hairStyle === 'short' || hero.hairStyle === 'spiky';
  const tips = short ? [-18, -20, -17, -21, -18] : [-9, -13, -7, -12, -10];
  const out: string[] = [];
  tips.forEach((tipY, i) => {
    const x = -26 + i * 13;
    // Painted flat in the hair's lit tone and just under full opacity, so the style gives it neither an outline
    // nor cel shading of its own: the lock melts into the hair above; its lower edges get the line.
    const tip = x + (i % 2 ? 2 : -1);
    out.push(
      shape(`M${x - 9} -38Q${x - 5} ${tipY - 6} ${tip} ${tipY}Q${x + 3} ${tipY - 8} ${x + 9} -38Z`, tint(c, 0.12), {
        'fill-opacity': 0.89,
      }),
      line(
        `M${x - 6} ${tipY - 12}Q${x - 3} ${tipY - 4} ${tip} ${tipY}Q${x + 2} ${tipY - 6} ${x + 5} ${tipY - 13}`,
        dark,
        1.1,
        { opacity: 0.7 },
      ),
    );
  });
  out.push(line('M-24 -32Q0 -40 24 -32', '#ffffff', 3.2, { opacity: 0.42 }));
  return out.join('');
}

export const anime: BookStyle = {
  name: 'anime',
  // Vivid, clean and a little cool: blue skies turn cyan-blue, colours pop.
  grade(c): Rgb {
    const [h, s, l] = toHsl(c);
    const hue = h > 180 && h < 259.2 ? h - 9 : h;
    // High key and cool: anime backgrounds are bright and airy.
    const [r, g, b] = fromHsl([hue, clamp01(s * 1.25 + 0.04), clamp01(l * 0.85 + 0.15)]);
    return [r * 0.95, g * 1.0, b * 1.06 + 4];
  },
  // Opaque two-colour ramps (hills, trunks, bodies) become a hard light/shadow split; skies with more stops and
  // glows stay smooth, as anime backgrounds are.
  stops: (graded, kind, translucent) =>
    !translucent && graded.length === 2 && kind === 'linear' ? bands(graded, 2) : graded,
  shading(c, art) {
    const shadow = mix(mix(c, '#4b3a8c', 0.3), '#000000', 0.06);
    const id = art.define('k', (id) =>
      rawEl(
        'linearGradient',
        // Cel shading: light from the upper left, one hard-edged shadow tone only on the far lower side, so a
        // face or a belly is never cut across by a band.
        { id, x1: 0.1, y1: 0.05, x2: 0.95, y2: 0.8 },
        [
          [0, mix(c, '#ffffff', 0.12)],
          [0.7, mix(c, '#ffffff', 0.06)],
          [0.7, shadow],
          [1, shadow],
        ]
          .map(([o, col]) => rawEl('stop', { offset: o, 'stop-color': col }))
          .join(''),
      ),
    );
    return `url(#${id})`;
  },
  paint({ tag, attrs, given, children, size, solid, opaqueFill, shaded }) {
    const a = { ...attrs };
    const stroke = typeof given.stroke === 'string' ? given.stroke : undefined;
    if (solid && size >= 3) {
      const base = attrs.fill as string;
      a.fill = shaded(base);
      if (!stroke) {
        a.stroke = mix(base, '#2a1436', 0.55);
        a['stroke-width'] = round1(Math.min(2.4, Math.max(0.45, size * 0.03)));
        a['stroke-linejoin'] = 'round';
      }
    } else if (opaqueFill && !stroke && size >= 3) {
      a.stroke = '#3a2c5a';
      a['stroke-opacity'] = 0.55;
      a['stroke-width'] = round1(Math.min(2.4, Math.max(0.45, size * 0.03)));
    }
    return rawEl(tag, a, children);
  },
  // A soft bloom from above, as if the sky were overexposed.
  finish: (art) =>
    rect(
      0,
      0,
      art.w,
      art.h,
      art.linear([
        [0, '#ffffff', 0.16],
        [0.45, '#ffffff', 0],
        [1, '#ffffff', 0],
      ]),
    ),
  face: {
    eyeSpacing: 13.5,
    eyeY: 5,
    browY: -10,
    browWidth: 1.8,
    cheekY: 15,
    blushHatch: true,
    nose: 'dot',
    mouthDrop: 2,
    smallSmile: true,
    lid: 10,
    lens: 11,
    eye: ({ art, hero, side, x, ey, ix, iy, iris, tall }) =>
      [
        ellipse(
          ix,
          iy,
          7,
          9.5 * tall,
          art.linear([
            [0, shade(iris, 0.6)],
            [0.5, iris],
            [1, tint(iris, 0.5)],
          ]),
        ),
        ellipse(ix, iy + 0.5, 3.3, 4.6 * tall, '#160c14'),
        ellipse(ix - 2.6, iy - 3.8, 2.8, 3.4, '#ffffff'),
        circle(ix + 2.8, iy + 4.2, 1.4, '#ffffff'),
        sparkle(ix + 3.2, iy - 4.6, 1.6, '#ffffff'),
        // A girl: the heavy upper lash with a flick at the outer corner, and a short lower lash. A boy: a plain,
        // firm upper lid (a flicked lash reads as eyeliner on a boy).
        hero.gender === 'boy'
          ? line(`M${x - 8 * side} ${ey - 6.5}Q${x} ${ey - 12.5} ${x + 8.5 * side} ${ey - 7}`, '#241420', 2.4)
          : shape(
              `M${x - 8 * side} ${ey - 7}Q${x} ${ey - 13.5} ${x + 8.5 * side} ${ey - 8}L${x + 10.5 * side} ${ey - 10}L${x + 9.5 * side} ${ey - 5.5}Q${x} ${ey - 10} ${x - 8 * side} ${ey - 5.2}Z`,
              '#241420',
            ),
        hero.gender === 'boy' ? '' : line(`M${x + 3 * side} ${ey + 10}L${x + 6.5 * side} ${ey + 8.5}`, '#241420', 1.2),
      ].join(''),
  },
  child: { headScale: 1.1, hairExtra: animeLocks, neckShadow: false, softGround: false },
  card: {
    background(art, S) {
      const out = [
        rect(
          0,
          0,
          S,
          S,
          art.linear([
            [0, '#4aa8f0'],
            [0.6, '#9fd6ff'],
            [1, '#e6f6ff'],
          ]),
        ),
      ];
      for (let i = 0; i < 6; i++) {
        const x = 80 + i * 130;
        out.push(
          shape(`M${x} -20L${x + 50} -20L${x - 140} ${S + 20}L${x - 190} ${S + 20}Z`, '#ffffff', { opacity: 0.14 }),
        );
      }
      out.push(cloud(110, 640, 260, '#ffffff', '#d8ecfb'), cloud(690, 600, 300, '#ffffff', '#d8ecfb'));
      for (let i = 0; i < 8; i++) {
        const x = art.rng.range(30, S - 30);
        const y = art.rng.range(30, S * 0.5);
        if (Math.abs(x - S / 2) < 200) continue;
        out.push(sparkle(x, y, art.rng.range(8, 18), i % 2 ? '#ffffff' : '#fff1a0'));
      }
      return out.join('');
    },
    frame: (S) =>
      rect(14, 14, S - 28, S - 28, 'none', { rx: 0, stroke: '#ffffff', 'stroke-width': 28 }) +
      rect(30, 30, S - 60, S - 60, 'none', { rx: 0, stroke: '#ff7eb6', 'stroke-width': 5 }) +
      star5(S - 60, 60, 18, '#ffd84a'),
  },
};
