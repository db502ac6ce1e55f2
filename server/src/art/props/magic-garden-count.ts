import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, place, rect, roundEyes, shape } from '../core';
import { glow } from '../finish';
import { flower, leaf, sparkle } from '../landscape';

// ───────────────────────────── props: numbers in the magic garden ─────────────────────────────

/** Stroke paths of the numerals 1-10 in a 20×30 box centred on (0,0): the magic seeds are shaped like them. */
const DIGITS: Record<number, string> = {
  1: 'M-5 -9L2 -15L2 15',
  2: 'M-9 -7Q-8 -15 0 -15Q9 -15 9 -7Q9 0 -9 15L10 15',
  3: 'M-9 -11Q0 -19 8 -11Q10 -3 0 -1Q10 1 9 9Q4 17 -9 12',
  4: 'M5 15L5 -15L-10 6L10 6',
  5: 'M8 -15L-7 -15L-8 -2Q6 -6 9 4Q9 15 -2 15Q-7 15 -9 11',
  6: 'M7 -14Q-9 -12 -9 4Q-9 15 0 15Q9 15 9 6Q9 -2 0 -2Q-7 -2 -9 4',
  7: 'M-9 -15L10 -15L-2 15',
  8: 'M0 -1Q-8 -3 -8 -8Q-8 -15 0 -15Q8 -15 8 -8Q8 -3 0 -1Q-9 1 -9 7Q-9 15 0 15Q9 15 9 7Q9 1 0 -1Z',
  9: 'M8 -6Q8 2 0 2Q-8 2 -8 -6Q-8 -15 0 -15Q9 -15 8 -4Q7 10 -6 15',
  10: 'M-15 -9L-9 -15L-9 15M6 -15Q15 -15 15 0Q15 15 6 15Q-3 15 -3 0Q-3 -15 6 -15Z',
};

/** A magic number seed: the numeral itself in glowing gold with a dark edge, so a child can read it. */
export function numberSeed(art: Art, x: number, y: number, s: number, n: number, rot = 0): string {
  const d = DIGITS[n] ?? DIGITS[1]!;
  return g(
    [
      glow(art, 0, 0, 34, '#ffe27a', 0.75),
      shape(d, 'none', { stroke: '#8a5a1a', 'stroke-width': 9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
      shape(d, 'none', {
        stroke: '#ffd84d',
        'stroke-width': 5.5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      sparkle(14, -18, 5, '#fffbe0'),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A green shoot just out of the soil: a stem and two leaves on a little mound. */
export function shoot(x: number, y: number, s: number): string {
  return g(
    [
      ellipse(0, 0, 26, 8, '#8a6244'),
      line('M0 0Q-3 -20 2 -40', '#5ea346', 5),
      leaf(1, -36, 24, 14, -58, '#7fc860'),
      leaf(1, -36, 24, 14, 58, '#6ab04f'),
    ],
    { transform: place(x, y, s) },
  );
}

/** A snail facing right; `rider` is drawn on top of its shell (the seed). Foot at (x,y). */
export function snail(x: number, y: number, s: number, shell: string, rider = '', flip = false): string {
  const body = '#c8d88a';
  return g(
    [
      shape('M-46 0Q-50 -14 -30 -14L30 -14Q48 -18 54 -36Q62 -40 64 -30Q62 -8 40 0Z', body),
      line('M52 -34L50 -52M58 -34L62 -50', body, 4),
      circle(50, -54, 4, '#2b1d1a'),
      circle(62, -52, 4, '#2b1d1a'),
      line('M54 -22Q58 -19 62 -23', '#5a6a3a', 2),
      circle(-4, -40, 30, shell),
      circle(-4, -40, 30, 'none', { stroke: shade(shell, 0.25), 'stroke-width': 3 }),
      shape('M-4 -40m0 -20a20 20 0 1 1 -16 30a13 13 0 1 1 12 -20a6 6 0 1 1 -4 8', 'none', {
        stroke: shade(shell, 0.3),
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
      circle(-14, -54, 6, '#ffffff', { opacity: 0.35 }),
      rider ? g(rider, { transform: 'translate(-4 -82)' }) : '',
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A round little spider with exactly eight legs, hanging at (x,y). */
export function spider(x: number, y: number, s: number): string {
  const legs: string[] = [];
  for (const side of [-1, 1])
    for (let i = 0; i < 4; i++) {
      const a = -40 + i * 28;
      legs.push(`M${side * 10} ${-2 + i * 4}Q${side * 28} ${a * 0.5} ${side * 34} ${4 + i * 10}`);
    }
  return g(
    [
      line('M0 -20L0 -200', '#ffffff', 1.5, { opacity: 0.8 }),
      line(legs.join(''), '#3b2a3a', 3.5),
      ellipse(0, 6, 16, 18, '#4a3a5a'),
      circle(0, -12, 12, '#5a4a6a'),
      roundEyes(5, -14, 4, [0.5, 0.5]),
      line('M-4 -6Q0 -3 4 -6', '#ffffff', 1.5),
    ],
    { transform: place(x, y, s) },
  );
}

/** A dewy spider's web: spokes and a spiral of straight threads, centred on (x,y). */
export function web(x: number, y: number, r: number): string {
  const spokes: string[] = [];
  const n = 10;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    spokes.push(`M${x} ${y}L${x + Math.cos(a) * r} ${y + Math.sin(a) * r}`);
  }
  const rings: string[] = [];
  for (let k = 1; k <= 5; k++) {
    const rr = (k / 5.4) * r;
    const pts: string[] = [];
    for (let i = 0; i <= n; i++) {
      const a = (i / n) * Math.PI * 2;
      pts.push(`${x + Math.cos(a) * rr} ${y + Math.sin(a) * rr}`);
    }
    rings.push(`M${pts.join('L')}`);
  }
  return line(spokes.join('') + rings.join(''), '#ffffff', 1.8, { opacity: 0.85 });
}

/** A round bumble bee flying right; centred on (x,y). */
export function bee(x: number, y: number, s: number, rot = 0, flip = false): string {
  return g(
    [
      ellipse(-4, -14, 10, 14, '#ffffff', { opacity: 0.75, transform: 'rotate(-25 -4 -14)' }),
      ellipse(6, -14, 9, 12, '#ffffff', { opacity: 0.7, transform: 'rotate(20 6 -14)' }),
      ellipse(0, 0, 17, 12, '#ffd24a'),
      line('M-6 -11L-6 11M3 -12L3 12', '#3b2a2a', 5),
      shape('M-17 0L-24 -3L-24 3Z', '#3b2a2a'),
      circle(12, -3, 2.2, '#2b1d1a'),
      line('M12 4Q15 6 17 3', '#2b1d1a', 1.5),
    ],
    { transform: place(x, y, s, rot, flip) },
  );
}

/** A straw beehive (skep) on a little stand, base at (x,y). */
export function beehive(x: number, y: number, s: number): string {
  const rings: string[] = [];
  for (let i = 0; i < 5; i++) {
    const w = 56 - i * i * 2.4;
    rings.push(ellipse(0, -20 - i * 22, w, 14, i % 2 ? '#e8b24a' : '#f2c45e'));
  }
  return g(
    [
      rect(-6, 0, 12, 60, '#8a5a3a'),
      rect(-66, -6, 132, 12, '#a0713f', { rx: 4 }),
      ...rings,
      circle(0, -120, 14, '#f2c45e'),
      ellipse(0, -22, 14, 10, '#5a3a1a'),
    ],
    { transform: place(x, y, s) },
  );
}

/** Gardener Pip: an old mole in round glasses popping up out of his molehill. Mound base at (x,y). */
export function gardenerMole(x: number, y: number, s: number): string {
  const fur = '#6a5a6e';
  return g(
    [
      ellipse(0, -6, 70, 26, '#8a6244'),
      ellipse(0, -50, 40, 48, fur),
      ellipse(0, -40, 26, 30, tint(fur, 0.2)),
      // paws: big pink digging hands, waving
      ellipse(-46, -70, 16, 12, '#f2a6b4', { transform: 'rotate(-30 -46 -70)' }),
      ellipse(46, -80, 16, 12, '#f2a6b4', { transform: 'rotate(30 46 -80)' }),
      line('M-30 -56L-42 -68M30 -60L42 -76', fur, 12),
      circle(0, -70, 6, '#f07a96'),
      circle(-13, -84, 11, '#ffffff', { opacity: 0.35, stroke: '#3b2a2a', 'stroke-width': 3 }),
      circle(13, -84, 11, '#ffffff', { opacity: 0.35, stroke: '#3b2a2a', 'stroke-width': 3 }),
      line('M-2 -84L2 -84', '#3b2a2a', 3),
      circle(-13, -84, 3, '#2b1d1a'),
      circle(13, -84, 3, '#2b1d1a'),
      line('M-8 -60Q0 -54 8 -60', '#3b2a2a', 2),
      ellipse(0, -98, 34, 8, '#5a8a3a'),
      shape('M-20 -100Q-18 -124 0 -124Q18 -124 20 -100Z', '#5a8a3a'),
      shape('M-70 -6Q-60 -30 -34 -20L34 -20Q60 -30 70 -6Q0 12 -70 -6Z', '#7a5438'),
    ],
    { transform: place(x, y, s) },
  );
}

/** A flower with a face: eyes and an open, singing (or squabbling) mouth on its centre. */
export function singingFlower(x: number, y: number, r: number, petal: string, stem = 0, shout = false): string {
  return [
    flower(x, y, r, petal, '#ffd25e', 6, stem),
    circle(x - r * 0.14, y - r * 0.08, r * 0.05, '#2b1d1a'),
    circle(x + r * 0.14, y - r * 0.08, r * 0.05, '#2b1d1a'),
    shout
      ? shape(
          `M${x - r * 0.12} ${y + r * 0.06}L${x + r * 0.12} ${y + r * 0.06}Q${x} ${y + r * 0.3} ${x - r * 0.12} ${y + r * 0.06}Z`,
          '#8a2f3a',
        )
      : ellipse(x, y + r * 0.14, r * 0.07, r * 0.1, '#8a2f3a'),
  ].join('');
}

/** A rainbow of exactly seven bands: red, orange, yellow, green, blue, indigo, violet. */
export function rainbow7(art: Art, cx: number, cy: number, r: number, band: number): string {
  const colors = ['#ef5a5a', '#f89a48', '#f7d65c', '#6cc86c', '#4fa8e8', '#4b5cc4', '#9a6ad8'];
  return g(
    [
      line(
        `M${cx - r + band * 3} ${cy}A${r - band * 3} ${r - band * 3} 0 0 1 ${cx + r - band * 3} ${cy}`,
        '#ffffff',
        band * 10,
        {
          opacity: 0.22,
          filter: art.blur(band),
        },
      ),
      ...colors.map((c, i) => {
        const rr = r - i * band;
        return line(`M${cx - rr} ${cy}A${rr} ${rr} 0 0 1 ${cx + rr} ${cy}`, c, band + 0.5, {
          'stroke-linecap': 'butt',
        });
      }),
    ],
    { opacity: 0.88 },
  );
}

/** A rose arch: two posts and a curved top, covered with climbing roses. Feet of the posts at y; centre x. */
export function roseArch(x: number, y: number, w: number, h: number): string {
  const out: string[] = [
    line(
      `M${x - w / 2} ${y}L${x - w / 2} ${y - h + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${y - h + w / 2}L${x + w / 2} ${y}`,
      '#6a9a4a',
      w * 0.08,
    ),
  ];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    let px: number;
    let py: number;
    if (t < 0.3) {
      px = x - w / 2;
      py = y - (t / 0.3) * (h - w / 2);
    } else if (t > 0.7) {
      px = x + w / 2;
      py = y - ((1 - t) / 0.3) * (h - w / 2);
    } else {
      const a = Math.PI * (1 - (t - 0.3) / 0.4);
      px = x + Math.cos(a) * (w / 2);
      py = y - h + w / 2 - Math.sin(a) * (w / 2);
    }
    out.push(leaf(px, py, w * 0.1, w * 0.06, i * 47, '#5e9e4a'));
    out.push(flower(px + (i % 2 ? 6 : -6), py, w * 0.06, i % 3 ? '#ff6f91' : '#ffffff', '#ffd25e', 5));
  }
  return out.join('');
}

/** Curly gusts of wind. */
export function gust(x: number, y: number, w: number, color = '#ffffff'): string {
  return line(
    `M${x} ${y}Q${x + w * 0.4} ${y - w * 0.12} ${x + w * 0.7} ${y}Q${x + w * 0.95} ${y + w * 0.1} ${x + w * 0.85} ${y + w * 0.2}Q${x + w * 0.72} ${y + w * 0.22} ${x + w * 0.75} ${y + w * 0.12}`,
    color,
    w * 0.03,
    { opacity: 0.8 },
  );
}
