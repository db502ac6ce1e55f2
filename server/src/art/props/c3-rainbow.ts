import { shade, tint } from '../colour';
import { type Art, blob, circle, ellipse, g, line, place, rect, roundEyes, shape } from '../core';
import { glow, sideShading } from '../finish';
import { sparkle, star5 } from '../landscape';

// ───────────────────────────── props: the kingdom under the rainbow ─────────────────────────────

export const SEVEN = ['#ef6f6c', '#f6a55a', '#f7d65c', '#7cc878', '#5fb0e5', '#5a6ad0', '#a070d8'] as const;

/** A little golden garden gate with a tiny crown and a note hanging on it. Base centre at (x, y). */
export function goldenGate(art: Art, x: number, y: number, s: number, open = false): string {
  const gold = art.linear([
    [0, '#fff0a8'],
    [1, '#d8a030'],
  ]);
  const bars = [-40, -20, 0, 20, 40].map((bx) => rect(bx - 4, -110, 8, 110, gold, { rx: 3 })).join('');
  return [
    glow(art, x, y - 70 * s, 130 * s, '#fff1a8', 0.5),
    g(
      [
        rect(-70, -140, 16, 140, gold, { rx: 5 }),
        rect(54, -140, 16, 140, gold, { rx: 5 }),
        circle(-62, -148, 11, '#f6d06a'),
        circle(62, -148, 11, '#f6d06a'),
        g([bars, rect(-52, -110, 104, 10, gold, { rx: 4 }), rect(-52, -40, 104, 10, gold, { rx: 4 })], {
          transform: open ? 'translate(-54 0) scale(0.45 1) translate(54 0)' : '',
        }),
        shape('M-54 -118Q0 -160 54 -118', 'none', { stroke: '#f6d06a', 'stroke-width': 8 }),
        open ? '' : rect(-16, -88, 32, 26, '#fffaf0', { rx: 3, transform: 'rotate(-5)' }),
        open ? '' : line('M-8 -80L8 -80M-8 -72L6 -72', '#c8b8a0', 2),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/**
 * Pip the chameleon, facing right, feet at (x, y). `colors` paints his body in stripes: one grey when he has
 * forgotten, all seven when he remembers.
 */
export function pip(
  art: Art,
  x: number,
  y: number,
  s: number,
  colors: readonly string[],
  o: { flip?: boolean; mood?: 'sad' | 'happy' | 'shy' } = {},
): string {
  const body = 'M-40 -26Q-44 -60 -6 -64Q30 -66 40 -44Q44 -24 30 -18L-30 -18Q-40 -18 -40 -26Z';
  const clip = art.clip(shape(body, '#000'));
  const stripes = colors
    .map((c, i) => rect(-46 + (i * 92) / colors.length, -70, 92 / colors.length + 1, 56, c))
    .join('');
  const main = colors[0] ?? '#9aa0a8';
  const eye =
    o.mood === 'sad'
      ? line('M28 -58Q34 -54 40 -58', '#2b1d1a', 2.5) + shape('M34 -50Q31 -44 34 -42Q37 -44 34 -50Z', '#9fd8ff')
      : circle(34, -58, 4.5, '#2b1d1a') + circle(35.5, -59.5, 1.5, '#ffffff');
  return g(
    [
      line('M-38 -30Q-70 -30 -66 -4Q-62 10 -48 4Q-40 -2 -50 -8', colors[colors.length - 1] ?? main, 9),
      line('M-24 -20L-30 0M-4 -20L0 0M16 -20L12 0M30 -22L36 -2', shade(main, 0.15), 7),
      shape(body, main),
      g(stripes, { 'clip-path': clip }),
      circle(34, -56, 13, tint(colors[Math.min(4, colors.length - 1)] ?? main, 0.15), {
        stroke: shade(main, 0.2),
        'stroke-width': 2,
      }),
      eye,
      o.mood === 'happy'
        ? shape('M28 -50Q36 -40 44 -51Z', '#8a2f3a')
        : line(o.mood === 'shy' ? 'M29 -49Q35 -45 41 -49' : 'M29 -46Q35 -50 41 -46', '#2b1d1a', 2),
      line('M-10 -62Q0 -72 14 -62', tint(main, 0.3), 3),
    ],
    { transform: place(x, y, s, 0, o.flip) },
  );
}

/** The young Queen of Colours: rainbow-hemmed gown, crown, long dark hair. Feet at (x, y). */
export function queen(
  art: Art,
  x: number,
  y: number,
  s: number,
  o: { sad?: boolean; arms?: 'give' | 'dance' | 'down'; faded?: boolean; flip?: boolean } = {},
): string {
  const gown = o.faded ? '#c8b8d0' : '#e86aa8';
  const skin = '#b9805a';
  const hem = o.faded ? ['#d0d0d4', '#c4c4c8', '#b8b8bc'] : SEVEN;
  const arms = o.arms ?? 'down';
  const gownOutline = 'M-30 -150Q-60 -60 -74 0L74 0Q60 -60 30 -150Q0 -160 -30 -150Z';
  const hands: [number, number][] =
    arms === 'give'
      ? [
          [-40, -120],
          [62, -128],
        ]
      : arms === 'dance'
        ? [
            [-60, -210],
            [64, -200],
          ]
        : [
            [-36, -96],
            [36, -96],
          ];
  return g(
    [
      shape('M-40 -166Q-54 -40 -78 0L78 0Q54 -40 40 -166Z', '#3a2418'),
      shape(gownOutline, gown),
      ...hem.map((c, i) => rect(-74 + (i * 148) / hem.length, -16, 148 / hem.length + 1, 16, c)),
      sideShading(art, gownOutline, 0.15, 0.2),
      ...hands.map(
        ([hx, hy], i) =>
          line(
            `M${i ? 24 : -24} -146Q${hx * 0.7 + (i ? 10 : -10)} ${(hy - 146) / 2} ${hx} ${hy}`,
            tint(gown, 0.15),
            14,
          ) + circle(hx, hy, 8, skin),
      ),
      rect(-7, -178, 14, 16, skin),
      circle(0, -200, 28, skin),
      shape('M-30 -196Q-34 -234 0 -234Q34 -234 30 -196Q22 -220 0 -218Q-22 -220 -30 -196Z', '#3a2418'),
      o.sad
        ? line('M-14 -202Q-10 -198 -6 -202M6 -202Q10 -198 14 -202', '#2b1d1a', 2.5) +
          line('M-6 -184Q0 -188 6 -184', '#8a2f3a', 2.5)
        : circle(-10, -202, 3, '#2b1d1a') +
          circle(10, -202, 3, '#2b1d1a') +
          line('M-7 -188Q0 -182 7 -188', '#8a2f3a', 2.5),
      circle(-17, -192, 5, '#ff7d8a', { opacity: 0.4 }),
      circle(17, -192, 5, '#ff7d8a', { opacity: 0.4 }),
      shape('M-20 -226L-22 -248L-10 -238L0 -254L10 -238L22 -248L20 -226Z', '#f6d04d'),
      ...SEVEN.slice(0, 3).map((c, i) => circle(-10 + i * 10, -234, 3, o.faded ? '#c8c8cc' : c)),
    ],
    { transform: place(x, y, s, 0, o.flip) },
  );
}

/** A grumpy frog sitting on a plank, facing left. Base at (x, y). */
export function frog(x: number, y: number, s: number, color = '#7cc878', grumpy = true): string {
  return g(
    [
      ellipse(0, -24, 34, 24, color),
      ellipse(0, -16, 24, 12, tint(color, 0.4)),
      circle(-16, -48, 12, color),
      circle(16, -48, 12, color),
      roundEyes(16, -48, 7, [0, 1]),
      grumpy ? line('M-26 -58L-8 -54M26 -58L8 -54', shade(color, 0.4), 3) : '',
      line(grumpy ? 'M-14 -26Q0 -32 14 -26' : 'M-14 -30Q0 -20 14 -30', shade(color, 0.45), 3),
      ellipse(-30, -4, 14, 6, shade(color, 0.1)),
      ellipse(30, -4, 14, 6, shade(color, 0.1)),
    ],
    { transform: place(x, y, s) },
  );
}

/**
 * The Grey Fog: a huge lumpy cloud with a face. Grumpy and grey, or soft and white once it has been hugged.
 * Centre (x, y), width w; `clutch` is drawn in its arms (the stolen colours).
 */
export function fogCreature(_art: Art, x: number, y: number, w: number, mood: 'grumpy' | 'soft', clutch = ''): string {
  const base = mood === 'grumpy' ? '#9a9ca8' : '#ffffff';
  const under = mood === 'grumpy' ? '#7a7c8a' : '#e6ecf8';
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    out.push(circle(x + Math.cos(a) * w * 0.32, y + Math.sin(a) * w * 0.16 + w * 0.03, w * 0.2, under));
  }
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + 0.3;
    out.push(circle(x + Math.cos(a) * w * 0.3, y + Math.sin(a) * w * 0.14, w * 0.19, base));
  }
  out.push(ellipse(x, y, w * 0.36, w * 0.2, base));
  const r = w * 0.02;
  if (mood === 'grumpy')
    out.push(
      line(
        `M${x - w * 0.14} ${y - w * 0.07}L${x - w * 0.04} ${y - w * 0.04}M${x + w * 0.14} ${y - w * 0.07}L${x + w * 0.04} ${y - w * 0.04}`,
        '#4a4a58',
        r * 1.4,
      ),
      circle(x - w * 0.08, y - w * 0.01, r * 1.6, '#3a3a48'),
      circle(x + w * 0.08, y - w * 0.01, r * 1.6, '#3a3a48'),
      line(`M${x - w * 0.07} ${y + w * 0.08}Q${x} ${y + w * 0.04} ${x + w * 0.07} ${y + w * 0.08}`, '#4a4a58', r * 1.4),
    );
  else
    out.push(
      line(
        `M${x - w * 0.11} ${y - w * 0.01}Q${x - w * 0.08} ${y - w * 0.04} ${x - w * 0.05} ${y - w * 0.01}M${x + w * 0.05} ${y - w * 0.01}Q${x + w * 0.08} ${y - w * 0.04} ${x + w * 0.11} ${y - w * 0.01}`,
        '#6a6a8a',
        r * 1.3,
      ),
      circle(x - w * 0.15, y + w * 0.04, r * 2.2, '#ffb0c0', { opacity: 0.6 }),
      circle(x + w * 0.15, y + w * 0.04, r * 2.2, '#ffb0c0', { opacity: 0.6 }),
      line(`M${x - w * 0.06} ${y + w * 0.05}Q${x} ${y + w * 0.1} ${x + w * 0.06} ${y + w * 0.05}`, '#6a6a8a', r * 1.3),
    );
  out.push(clutch);
  return g(out);
}

/** A sweet-shop house: candy-striped walls, a frosting roof, a round window. Base centre at (x, y). */
export function candyHouse(art: Art, x: number, y: number, s: number, wall: string, roof: string): string {
  return g(
    [
      rect(-50, -90, 100, 90, wall, { rx: 8 }),
      rect(-50, -90, 100, 90, art.pattern(20, 20, rect(0, 0, 10, 20, '#ffffff')), { rx: 8, opacity: 0.35 }),
      shape('M-64 -84Q-60 -150 0 -160Q60 -150 64 -84Z', roof),
      shape(
        'M-64 -84Q-52 -70 -40 -84Q-28 -70 -16 -84Q-4 -70 8 -84Q20 -70 32 -84Q44 -70 56 -84Q60 -78 64 -84L64 -92L-64 -92Z',
        '#fffaf4',
      ),
      circle(0, -120, 12, '#fff6d0', { stroke: '#ffffff', 'stroke-width': 4 }),
      rect(-14, -44, 28, 44, shade(wall, 0.35), { rx: 14 }),
      ...[-40, -14, 14, 40].map((cx, i) => circle(cx, -160 + 6 + (i % 2) * 4 - 4, 5, SEVEN[(i * 2) % 7]!)),
    ],
    { transform: place(x, y, s) },
  );
}

/** A fruit tree: round crown with fruit; `face` gives it the old apple tree's eyes and mouth. */
export function fruitTree(
  art: Art,
  x: number,
  y: number,
  h: number,
  leaves: string,
  fruit: string,
  face = false,
): string {
  const r = h * 0.3;
  const cy = y - h * 0.64;
  const out = [
    shape(
      `M${x - h * 0.07} ${y}Q${x - h * 0.03} ${y - h * 0.3} ${x - h * 0.04} ${cy}L${x + h * 0.04} ${cy}Q${x + h * 0.03} ${y - h * 0.3} ${x + h * 0.07} ${y}Z`,
      '#8a6a5a',
    ),
    shape(blob(art.rng, x, cy, r * 1.2, r, 9, 0.15), leaves),
    shape(blob(art.rng, x - r * 0.2, cy - r * 0.2, r * 0.7, r * 0.5, 7, 0.2), tint(leaves, 0.12)),
  ];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    out.push(circle(x + Math.cos(a) * r * 0.85, cy + Math.sin(a) * r * 0.65, r * 0.12, fruit));
  }
  if (face)
    out.push(
      line(
        `M${x - h * 0.05} ${y - h * 0.3}Q${x - h * 0.03} ${y - h * 0.32} ${x - h * 0.01} ${y - h * 0.3}M${x + h * 0.01} ${y - h * 0.3}Q${x + h * 0.03} ${y - h * 0.32} ${x + h * 0.05} ${y - h * 0.3}`,
        '#4a3028',
        3,
      ),
      ellipse(x, y - h * 0.2, h * 0.025, h * 0.035, '#4a3028'),
      line(
        `M${x - h * 0.06} ${y - h * 0.36}L${x - h * 0.01} ${y - h * 0.34}M${x + h * 0.06} ${y - h * 0.36}L${x + h * 0.01} ${y - h * 0.34}`,
        '#d8d0c8',
        3,
      ),
    );
  return out.join('');
}

/** Coloured streams flowing from a point into the wand's tip: colours coming home. */
export function colourStreams(x0: number, y0: number, x1: number, y1: number, colors: readonly string[]): string {
  return colors
    .map((c, i) => {
      const off = (i - (colors.length - 1) / 2) * 22;
      return (
        line(`M${x0 + off} ${y0}Q${(x0 + x1) / 2 + off * 2} ${(y0 + y1) / 2 - 60} ${x1} ${y1}`, c, 9, {
          opacity: 0.85,
        }) +
        sparkle(x0 + off, y0, 8, tint(c, 0.5)) +
        star5((x0 + x1) / 2 + off * 1.5, (y0 + y1) / 2 - 40, 6, c)
      );
    })
    .join('');
}

/** Raindrops as short slanted strokes. */
export function rain(art: Art, count: number, top: number, bottom: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.range(0, art.w);
    const y = art.rng.range(top, bottom);
    out.push(line(`M${x} ${y}l-6 18`, '#dff2ff', 2.5, { opacity: 0.75 }));
  }
  return out.join('');
}

/** The wand the Queen gives: a slim stick with a round pink tip. Handle at (x, y). */
export function pinkWand(art: Art, x: number, y: number, s: number, rot: number, glowing = false): string {
  return [
    glowing
      ? glow(
          art,
          x + Math.sin((rot * Math.PI) / 180) * 80 * s,
          y - Math.cos((rot * Math.PI) / 180) * 80 * s,
          60 * s,
          '#ffc0e0',
          0.8,
        )
      : '',
    g(
      [
        line('M0 0L0 -74', '#f4e8d8', 6),
        circle(0, -82, 12, '#f48ac0'),
        circle(-4, -86, 4, '#ffffff', { opacity: 0.7 }),
      ],
      {
        transform: place(x, y, s, rot),
      },
    ),
  ].join('');
}
