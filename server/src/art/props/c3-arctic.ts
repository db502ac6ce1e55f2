import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, place, rect, shape } from '../core';
import { glow } from '../finish';
import { sparkle } from '../landscape';

// ───────────────────────────── props: the frozen North (reindeer, foxes, huskies, the sled, ice caves) ─────────────────────────────

/** A reindeer facing right, hooves at (x, y); `lookUp` tips the head to the sky. */
export function reindeer(x: number, y: number, s: number, lookUp = false, flip = false): string {
  const c = '#9a6a48';
  const dark = shade(c, 0.25);
  const head = lookUp ? 'translate(78 -128) rotate(-35)' : 'translate(78 -112)';
  return g(
    [
      rect(-46, -64, 12, 64, dark, { rx: 5 }),
      rect(30, -64, 12, 64, dark, { rx: 5 }),
      ellipse(0, -80, 58, 30, c),
      ellipse(-4, -66, 42, 12, '#e8d8c0', { opacity: 0.7 }),
      rect(-36, -64, 12, 64, c, { rx: 5 }),
      rect(40, -64, 12, 64, c, { rx: 5 }),
      shape('M-58 -92Q-70 -100 -64 -84Z', '#f4ecdc'),
      shape('M36 -96Q56 -130 70 -118L78 -100Q62 -88 52 -70Z', c),
      shape('M38 -80Q50 -96 64 -92L58 -70Z', '#f4ecdc'),
      g(
        [
          line(
            'M-4 -20Q-14 -50 -4 -70M-10 -44L-28 -54M-6 -60L-20 -74M8 -20Q20 -50 12 -72M14 -46L30 -58M12 -62L26 -76',
            '#d8c0a0',
            4,
          ),
          ellipse(6, -2, 22, 14, c),
          ellipse(24, 4, 10, 8, tint(c, 0.15)),
          circle(30, 2, 4, '#3a2a2a'),
          circle(4, -6, 3, '#2b1d1a'),
          ellipse(-10, -12, 8, 4, c, { transform: 'rotate(-30 -10 -12)' }),
        ],
        { transform: head },
      ),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** An arctic fox, white and bushy-tailed, facing right; `dance` lifts the front paws. Feet at (x, y). */
export function arcticFox(
  x: number,
  y: number,
  s: number,
  o: { flip?: boolean; dance?: boolean; strand?: boolean; sad?: boolean } = {},
): string {
  const c = '#f6f8fc';
  const sh = '#d6dcea';
  return g(
    [
      shape('M-30 -24Q-70 -30 -76 -60Q-56 -50 -40 -52Q-30 -40 -24 -30Z', c),
      shape('M-76 -60Q-70 -46 -58 -48Z', sh),
      ellipse(0, -26, 32, 18, c),
      rect(-24, -22, 9, 22, sh, { rx: 4 }),
      rect(14, -22, 9, 22, sh, { rx: 4 }),
      o.dance
        ? line('M20 -34L38 -56M12 -34L26 -58', c, 9)
        : rect(22, -22, 9, 22, c, { rx: 4 }) + rect(-14, -22, 9, 22, c, { rx: 4 }),
      circle(30, -46, 17, c),
      shape('M18 -58L20 -78L32 -62Z', c),
      shape('M34 -60L44 -76L46 -56Z', c),
      shape('M21 -62L22 -72L28 -64Z', '#f0c0c8'),
      shape('M40 -48L58 -42L42 -36Z', c),
      circle(58, -42, 3, '#2b1d1a'),
      o.sad ? line('M28 -50Q32 -48 36 -50', '#2b1d1a', 2.5) : circle(33, -50, 3, '#2b1d1a'),
      circle(24, -40, 4, '#ffb0c0', { opacity: 0.5 }),
      o.strand
        ? line('M54 -40Q80 -30 96 -46Q110 -60 124 -48', '#e0fff0', 2.5) +
          line('M54 -40Q80 -30 96 -46Q110 -60 124 -48', '#9ff0c0', 6, { opacity: 0.3 })
        : '',
    ],
    { transform: place(x, y, s, 0, o.flip) },
  );
}

/** A husky, grey and white with a curled tail, facing right; `howl` raises the muzzle. Feet at (x, y). */
export function husky(
  x: number,
  y: number,
  s: number,
  o: { flip?: boolean; howl?: boolean; run?: boolean; coat?: string } = {},
): string {
  const c = o.coat ?? '#7a8094';
  const w = '#f4f6fa';
  const legs = o.run
    ? [line('M-26 -26L-44 -6M-16 -26L-30 -2M20 -26L40 -8M28 -26L46 -14', c, 9)]
    : [
        rect(-28, -28, 10, 28, c, { rx: 4 }),
        rect(-16, -28, 10, 28, shade(c, 0.1), { rx: 4 }),
        rect(18, -28, 10, 28, c, { rx: 4 }),
        rect(30, -28, 10, 28, shade(c, 0.1), { rx: 4 }),
      ];
  const head = o.howl ? 'translate(44 -56) rotate(-40)' : 'translate(46 -50)';
  return g(
    [
      line('M-34 -44Q-62 -60 -44 -78Q-36 -70 -40 -60', c, 10),
      ...legs,
      ellipse(0, -40, 42, 20, c),
      ellipse(4, -30, 32, 10, w),
      g(
        [
          circle(0, 0, 17, c),
          shape('M-12 -10L-8 -30L2 -14Z', c),
          shape('M4 -14L12 -30L14 -10Z', c),
          shape('M-6 2Q10 -8 26 2Q18 12 -2 12Z', w),
          circle(26, 2, 3.5, '#2b1d1a'),
          ellipse(2, -6, 7, 5, w),
          circle(4, -4, 2.8, '#5a8ad0'),
          o.howl ? ellipse(22, 10, 4, 5, '#8a2f3a') : line('M14 8Q18 12 22 8', '#2b1d1a', 2),
        ],
        { transform: head },
      ),
      rect(-10, -52, 20, 8, '#d94f5c', { rx: 4 }),
    ],
    { transform: place(x, y, s, 0, o.flip) },
  );
}

/** A wooden sled with curled runners, facing right; base (runners) at (x, y). The rider is drawn before it. */
export function sledBack(x: number, y: number, s: number): string {
  return g([rect(-80, -70, 14, 60, '#8a5a3a', { rx: 4 }), line('M-80 -70L-60 -78', '#8a5a3a', 8)], {
    transform: place(x, y, s),
  });
}

export function sledFront(x: number, y: number, s: number): string {
  return g(
    [
      rect(-84, -34, 170, 20, '#b07a4a', { rx: 6 }),
      rect(-84, -34, 170, 6, '#d8a070', { rx: 3 }),
      line('M-70 -14L-70 -4M0 -14L0 -4M60 -14L60 -4', '#5a3a2a', 5),
      line('M-96 0L90 0Q116 0 112 -22Q108 -40 92 -34', '#c8ccd8', 6),
      line('M-84 -24L-96 -40', '#8a5a3a', 6),
    ],
    { transform: place(x, y, s) },
  );
}

/** An ice cave mouth in a snow bank: glittering blue arch, icicles along its brow. Base centre at (x, y). */
export function iceCave(art: Art, x: number, y: number, w: number): string {
  const h = w * 0.8;
  const out = [
    shape(
      `M${x - w} ${y}Q${x - w * 0.9} ${y - h * 1.2} ${x} ${y - h * 1.3}Q${x + w * 0.9} ${y - h * 1.2} ${x + w} ${y}Z`,
      art.linear([
        [0, '#f4f8ff'],
        [1, '#b8d0ec'],
      ]),
    ),
    shape(
      `M${x - w * 0.55} ${y}Q${x - w * 0.55} ${y - h * 0.95} ${x} ${y - h * 0.95}Q${x + w * 0.55} ${y - h * 0.95} ${x + w * 0.55} ${y}Z`,
      art.radial(
        [
          [0, '#bff4ff'],
          [0.5, '#4fb0d8'],
          [1, '#1e4a7a'],
        ],
        0.5,
        0.8,
        0.7,
      ),
    ),
  ];
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const a = Math.PI * (1 - t);
    const ix = x + Math.cos(a) * w * 0.55;
    const iy = y - h * 0.5 - Math.sin(a) * h * 0.45;
    const len = 20 + (i % 3) * 14;
    out.push(shape(`M${ix - 6} ${iy}L${ix + 6} ${iy}L${ix} ${iy + len}Z`, '#e8fbff'));
  }
  for (let i = 0; i < 6; i++)
    out.push(
      shape(
        `M${x - w * 0.4 + i * w * 0.16} ${y}L${x - w * 0.36 + i * w * 0.16} ${y - 30 - (i % 3) * 20}L${x - w * 0.32 + i * w * 0.16} ${y}Z`,
        i % 2 ? '#9fe8ff' : '#d8f8ff',
        { opacity: 0.8 },
      ),
      sparkle(x - w * 0.4 + i * w * 0.17, y - h * 0.3 - (i % 2) * 40, 6, '#ffffff'),
    );
  return out.join('');
}

/**
 * The unicorn lying in the snow, legs folded: head resting on the snow, or lifted. Faces right; the body's
 * bottom at (x, y). `mane` colours may be greys when her courage (and her colour) is gone.
 */
export function restingUnicorn(
  art: Art,
  x: number,
  y: number,
  s: number,
  mane: readonly string[],
  o: { headUp?: boolean; tear?: boolean; flip?: boolean; glow?: string } = {},
): string {
  const coat = o.glow ? '#fdfaff' : '#eeeef4';
  const sh = '#d8d6e4';
  const head = o.headUp ? 'translate(96 -118) rotate(10)' : 'translate(120 -36) rotate(30)';
  const neck = o.headUp
    ? 'M30 -60Q50 -110 84 -126L104 -104Q76 -88 62 -40Z'
    : 'M30 -60Q70 -74 104 -48L110 -22Q76 -34 50 -26Z';
  const curls = o.headUp
    ? mane.map((c, i) => circle(58 - i * 8, -110 + i * 16, 14, c)).join('')
    : mane.map((c, i) => circle(90 - i * 14, -62 + i * 2, 13, c)).join('');
  return g(
    [
      o.glow ? glow(art, 0, -50, 220, o.glow, 0.4) : '',
      // A cool shadow on the snow keeps the white coat from melting into the white ground.
      ellipse(10, -2, 120, 16, '#7a8ab8', { opacity: 0.45 }),
      mane.map((c, i) => circle(-84 - i * 8, -24 + i * 4, 14 - i, c)).join(''),
      ellipse(0, -42, 84, 42, coat, { stroke: '#c4c2d8', 'stroke-width': 2 }),
      ellipse(-10, -14, 70, 14, sh, { opacity: 0.7 }),
      ellipse(-50, -6, 30, 10, sh),
      ellipse(40, -6, 30, 10, sh),
      shape(neck, coat),
      curls,
      g(
        [
          ellipse(0, 0, 36, 24, coat),
          ellipse(22, 14, 16, 13, '#fbe9f2'),
          circle(28, 12, 2.5, '#c9a0b8'),
          shape('M-18 -20L-14 -40L-6 -20Z', coat),
          shape('M-6 -22L12 -72L8 -18Z', '#f6cf5a'),
          line('M-3 -30L9 -33M0 -44L10 -46', '#e0a82e', 2.5),
          line('M-6 2Q0 8 6 2', '#2b1d1a', 3),
          line('M-6 0L-10 -4M-2 4L-4 -1', '#2b1d1a', 1.8),
          circle(10, 10, 6, '#ff9ab0', { opacity: 0.5 }),
          o.tear ? shape('M2 10Q-2 20 2 24Q6 20 2 10Z', '#c8f0ff', { stroke: '#ffffff', 'stroke-width': 1 }) : '',
        ],
        { transform: head },
      ),
    ],
    { transform: place(x, y, s, 0, o.flip) },
  );
}

/** A villager in winter clothes and slippers, one arm pointing at the sky. Feet at (x, y). */
export function villager(x: number, y: number, s: number, coat: string, hat: string, flip = false): string {
  return g(
    [
      rect(-16, -40, 12, 40, '#4a4a5a', { rx: 5 }),
      rect(4, -40, 12, 40, '#4a4a5a', { rx: 5 }),
      ellipse(-12, -2, 12, 6, '#e86a8a'),
      ellipse(12, -2, 12, 6, '#e86a8a'),
      shape('M-26 -110Q-34 -60 -28 -36L28 -36Q34 -60 26 -110Q0 -118 -26 -110Z', coat),
      line('M22 -104Q50 -130 60 -166', coat, 14),
      circle(60, -168, 7, '#f2d0b5'),
      line('M-22 -104L-36 -60', coat, 14),
      circle(0, -132, 22, '#f2d0b5'),
      shape('M-24 -136Q-24 -162 0 -164Q24 -162 24 -136Z', hat),
      circle(0, -166, 7, tint(hat, 0.4)),
      circle(-7, -130, 2.5, '#2b1d1a'),
      circle(7, -130, 2.5, '#2b1d1a'),
      ellipse(0, -120, 5, 4, '#8a2f3a'),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A small log house of the village, roof heavy with snow, a candle in the window. Base centre at (x, y). */
export function villageHouse(art: Art, x: number, y: number, s: number, wall: string, lit = true): string {
  return g(
    [
      rect(-60, -70, 120, 70, wall),
      line('M-60 -50L60 -50M-60 -30L60 -30M-60 -10L60 -10', shade(wall, 0.2), 2),
      shape('M-76 -66L0 -120L76 -66Z', '#5a3a3a'),
      shape('M-80 -64L0 -126L80 -64Q50 -76 0 -112Q-50 -76 -80 -64Z', '#ffffff'),
      lit ? glow(art, 0, -40, 44, '#ffd36b', 0.6) : '',
      rect(-14, -54, 28, 24, lit ? '#ffd36b' : '#3d4b6b', { stroke: shade(wall, 0.4), 'stroke-width': 3 }),
    ],
    { transform: place(x, y, s) },
  );
}

/** A warm knitted mitten held out, palm up. Centre at (x, y). */
export function mitten(x: number, y: number, s: number, color: string, rot = 0): string {
  return g(
    [
      shape('M-22 -10Q-24 -34 0 -36Q24 -34 22 -10L22 14L-22 14Z', color),
      ellipse(-24, -8, 8, 14, color, { transform: 'rotate(-30 -24 -8)' }),
      rect(-24, 10, 48, 14, tint(color, 0.4), { rx: 4 }),
      line('M-16 -20L16 -20M-16 -6L16 -6', tint(color, 0.3), 2),
    ],
    { transform: place(x, y, s, rot) },
  );
}
