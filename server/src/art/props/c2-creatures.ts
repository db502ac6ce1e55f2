import { shade, tint } from '../colour';
import { circle, ellipse, g, line, place, rect, roundEyes, shape } from '../core';

// ───────────────────────────── props: animals of the adventure books ─────────────────────────────
// Each is drawn around its own origin (feet or body centre at 0,0, facing right) and placed with `place`, so
// one drawing serves near and far, left- and right-facing uses.

const INK = '#2b1d1a';

/** Two friendly eyes with a highlight; `sad` tilts the brows, `kind` closes them into smiling crinkles. */
function eyes(pts: readonly (readonly [number, number])[], r: number, look: 'open' | 'sad' | 'kind' | 'cross'): string {
  return pts
    .map(([x, y]) => {
      if (look === 'kind') return line(`M${x - r} ${y}Q${x} ${y - r * 1.2} ${x + r} ${y}`, INK, r * 0.5);
      const brow =
        look === 'sad'
          ? line(`M${x - r * 1.2} ${y - r * 1.6}L${x + r} ${y - r * 2.2}`, INK, r * 0.4)
          : look === 'cross'
            ? line(`M${x - r * 1.3} ${y - r * 2.2}L${x + r * 1.1} ${y - r * 1.3}`, INK, r * 0.5)
            : '';
      return circle(x, y, r, INK) + circle(x + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff') + brow;
    })
    .join('');
}

/** An elephant facing right, feet on (0,0): trunk 'down' (sad), 'up' (trumpeting / showering) or 'hug'. */
export function elephant(
  x: number,
  y: number,
  s: number,
  opts: { flip?: boolean; trunk?: 'down' | 'up' | 'hug'; mood?: 'happy' | 'sad'; color?: string } = {},
): string {
  const c = opts.color ?? '#a7adc4';
  const d = shade(c, 0.16);
  const trunk =
    opts.trunk === 'up'
      ? 'M112 -104Q150 -118 156 -176'
      : opts.trunk === 'hug'
        ? 'M112 -96Q168 -70 168 -20Q166 10 130 4'
        : 'M112 -96Q132 -60 120 -8';
  const tip =
    opts.trunk === 'up'
      ? ellipse(156, -180, 10, 7, d)
      : opts.trunk === 'hug'
        ? ellipse(128, 4, 9, 7, d)
        : ellipse(120, -6, 10, 6, d);
  return g(
    [
      line('M-80 -86Q-98 -70 -94 -48', d, 5),
      rect(-62, -56, 28, 56, d, { rx: 11 }),
      rect(32, -56, 28, 56, d, { rx: 11 }),
      ellipse(0, -84, 84, 58, c),
      ellipse(-12, -112, 52, 18, tint(c, 0.25), { opacity: 0.55 }),
      rect(-44, -56, 30, 56, c, { rx: 11 }),
      rect(46, -56, 30, 56, c, { rx: 11 }),
      ...[-36, -24, 54, 66].map((tx) => ellipse(tx, -3, 4, 3, '#f4efe4')),
      line(trunk, c, 22),
      line(trunk, shade(c, 0.06), 22, { 'stroke-dasharray': '2 10', opacity: 0.5 }),
      tip,
      circle(84, -116, 46, c),
      shape('M56 -150Q22 -150 24 -108Q26 -66 60 -78Q78 -110 56 -150Z', d),
      shape('M54 -140Q32 -138 34 -108Q38 -82 58 -88Q68 -112 54 -140Z', '#e8b4c0', { opacity: 0.7 }),
      eyes([[98, -124]], 5.5, opts.mood === 'sad' ? 'sad' : 'open'),
      circle(104, -100, 8, '#ff8aa0', { opacity: 0.4 }),
      opts.mood === 'sad'
        ? ellipse(102, -110, 3.5, 5.5, '#bfe8ff', { stroke: '#7fb8e0', 'stroke-width': 1.5 })
        : line('M92 -92Q100 -84 108 -90', INK, 2.6),
    ],
    { transform: place(x, y, s, 0, opts.flip) },
  );
}

/** A monkey sitting (feet at 0,0) or hanging upside down by its tail from (0,0). */
export function monkey(
  x: number,
  y: number,
  s: number,
  opts: { flip?: boolean; hang?: boolean; armsUp?: boolean; hat?: boolean; banana?: boolean; laugh?: boolean } = {},
): string {
  const c = '#8a5a3a';
  const tan = '#f0c89a';
  const arms = opts.armsUp
    ? line('M-18 -44Q-34 -64 -26 -88M18 -44Q34 -64 26 -88', c, 8)
    : line('M-18 -44Q-30 -26 -16 -14M18 -44Q30 -26 16 -14', c, 8);
  const body = [
    opts.hang ? '' : line('M-18 -10Q-60 -8 -62 -44Q-62 -74 -40 -72', c, 6),
    ellipse(-14, -4, 12, 7, c),
    ellipse(14, -4, 12, 7, c),
    ellipse(0, -34, 24, 30, c),
    ellipse(0, -30, 15, 20, tan),
    arms,
    circle(-26, -80, 11, c),
    circle(26, -80, 11, c),
    circle(-26, -80, 6, tan),
    circle(26, -80, 6, tan),
    circle(0, -80, 25, c),
    ellipse(0, -72, 18, 14, tan),
    circle(-8, -84, 9, tan),
    circle(8, -84, 9, tan),
    eyes(
      [
        [-7, -84],
        [7, -84],
      ],
      3.4,
      opts.laugh ? 'kind' : 'open',
    ),
    circle(-3, -74, 1.5, INK),
    circle(3, -74, 1.5, INK),
    opts.laugh ? shape('M-8 -68Q0 -56 8 -68Z', '#8a2f3a') : line('M-6 -67Q0 -62 6 -67', INK, 2),
    opts.hat
      ? g([
          ellipse(0, -100, 34, 7, '#e3cc98'),
          shape('M-22 -100C-23 -128 23 -128 22 -100Z', '#f0dcaa'),
          rect(-22, -106, 44, 5, '#8a6a3a'),
        ])
      : '',
    opts.banana
      ? shape('M20 -96Q44 -100 46 -124Q40 -106 18 -104Z', '#f6d04d', { stroke: '#c9a227', 'stroke-width': 2 })
      : '',
  ];
  if (!opts.hang) return g(body, { transform: place(x, y, s, 0, opts.flip) });
  // Upside down: the tail curls up to the branch at the origin, the body hangs below it.
  return g([line('M0 0Q-16 10 -10 26Q-4 40 -14 52', c, 6), g(body, { transform: 'translate(-14 56) rotate(180) ' })], {
    transform: place(x, y, s, 0, opts.flip),
  });
}

/** Captain Coco: a green-and-yellow parrot with a little captain's hat, feet on (0,0), facing right. */
export function parrot(
  x: number,
  y: number,
  s: number,
  opts: { flip?: boolean; wingsUp?: boolean; talking?: boolean; hat?: boolean } = {},
): string {
  const green = '#3fae4a';
  return g(
    [
      shape('M-6 -24L-30 30L-16 34L6 -16Z', '#2f7fc0'),
      shape('M-2 -22L-18 34L-8 34L8 -18Z', '#e2453c'),
      ellipse(0, -42, 22, 32, green, { transform: 'rotate(-10 0 -42)' }),
      ellipse(5, -36, 13, 22, '#f6d04d', { transform: 'rotate(-10 5 -36)' }),
      opts.wingsUp
        ? shape('M-8 -52Q-50 -96 -44 -120Q-20 -100 8 -62Z', shade(green, 0.15))
        : ellipse(-8, -40, 12, 27, shade(green, 0.15), { transform: 'rotate(14 -8 -40)' }),
      circle(6, -78, 19, green),
      circle(13, -78, 10, '#fff6de'),
      opts.talking
        ? g([
            shape('M24 -86Q40 -84 36 -72L24 -76Z', '#4a4a4a'),
            shape('M24 -72Q34 -66 32 -62Q26 -64 22 -70Z', '#4a4a4a'),
          ])
        : shape('M23 -86Q40 -82 32 -64Q28 -72 21 -72Z', '#4a4a4a'),
      circle(13, -82, 3.6, INK),
      circle(14.3, -83.2, 1.2, '#ffffff'),
      line('M-4 -10L-7 0M6 -10L8 0', '#8a8a8a', 3.5),
      opts.hat === false
        ? ''
        : g([shape('M-16 -92Q6 -120 28 -92Q6 -100 -16 -92Z', '#23233a'), circle(6, -103, 3.5, '#f2c14e')]),
    ],
    { transform: place(x, y, s, 0, opts.flip) },
  );
}

/** Grandma Turtle swimming: body centre at (0,0), facing right, with round spectacles and kind crinkly eyes. */
export function turtle(x: number, y: number, s: number, flip = false): string {
  const skin = '#7fbf7a';
  const sh = '#8a6a3a';
  return g(
    [
      ellipse(-44, 20, 26, 11, skin, { transform: 'rotate(30 -44 20)' }),
      ellipse(34, 24, 30, 12, skin, { transform: 'rotate(-30 34 24)' }),
      shape('M-70 10L-92 4L-74 20Z', skin),
      shape('M-66 12Q-62 -58 0 -62Q62 -58 66 12Z', sh),
      ...[
        [-36, -18],
        [0, -30],
        [36, -18],
        [-14, -2],
        [18, -2],
      ].map(([px, py]) => ellipse(px!, py!, 17, 13, tint(sh, 0.25), { stroke: shade(sh, 0.2), 'stroke-width': 2 })),
      rect(-70, 4, 140, 12, '#c9b07a', { rx: 6 }),
      ellipse(-30, 24, 30, 11, skin, { transform: 'rotate(-20 -30 24)' }),
      ellipse(50, 18, 30, 11, skin, { transform: 'rotate(20 50 18)' }),
      line('M60 0Q76 -10 84 -14', skin, 18),
      circle(96, -18, 22, skin),
      circle(104, -24, 7, 'none', { stroke: '#c9a227', 'stroke-width': 2.2 }),
      circle(88, -24, 7, 'none', { stroke: '#c9a227', 'stroke-width': 2.2 }),
      line('M95 -24L97 -24', '#c9a227', 2),
      eyes(
        [
          [104, -23],
          [88, -23],
        ],
        3.6,
        'kind',
      ),
      line('M96 -8Q104 -2 112 -10', INK, 2.4),
      line('M76 -30Q80 -34 84 -32M74 -14Q70 -10 72 -6', shade(skin, 0.3), 1.8),
      circle(110, -12, 5, '#ff8aa0', { opacity: 0.35 }),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A big-clawed crab, feet on (0,0); grumpy (frown, clacking claws up) or happy (smiling, claws waving). */
export function bigCrab(x: number, y: number, s: number, mood: 'grumpy' | 'happy', flip = false): string {
  const c = mood === 'grumpy' ? '#d9503c' : '#f0704e';
  const claw = (side: number): string =>
    g([
      line(`M${side * 26} -22Q${side * 48} -30 ${side * 52} -52`, c, 7),
      shape(
        `M${side * 52} -50Q${side * 74} -64 ${side * 66} -88Q${side * 58} -74 ${side * 54} -74Q${side * 44} -84 ${side * 40} -76Q${side * 38} -58 ${side * 52} -50Z`,
        c,
      ),
    ]);
  return g(
    [
      line('M-22 -8L-40 6M-20 -4L-34 10M-16 -2L-26 12M22 -8L40 6M20 -4L34 10M16 -2L26 12', shade(c, 0.1), 4.5),
      claw(-1),
      claw(1),
      ellipse(0, -18, 34, 20, c),
      ellipse(-8, -26, 14, 6, tint(c, 0.3), { opacity: 0.6 }),
      line('M-8 -34L-10 -48M8 -34L10 -48', c, 4),
      roundEyes(10, -50, 7, [1, 1]),
      mood === 'grumpy'
        ? g([line('M-18 -60L-4 -54M18 -60L4 -54', INK, 3), line('M-10 -8Q0 -16 10 -8', INK, 2.6)])
        : g([shape('M-10 -14Q0 -2 10 -14Z', '#8a2f3a'), circle(-20, -14, 5, '#ff9aa8', { opacity: 0.55 })]),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A spiral sea shell that sings: a tiny mouth and, when `singing`, notes rising from it. */
export function singingShell(x: number, y: number, s: number, color: string, note = '#ffffff'): string {
  return g(
    [
      shape('M-30 0Q-34 -30 -8 -44Q22 -52 30 -24Q34 -6 20 0Z', color),
      line('M-20 -6Q-24 -30 -2 -36Q18 -38 20 -20Q18 -8 4 -10Q-8 -12 -4 -22', shade(color, 0.2), 3),
      ellipse(-6, -14, 5, 3.5, '#8a2f3a'),
      circle(-14, -24, 2.6, INK),
      circle(4, -26, 2.6, INK),
      g(
        [ellipse(20, -62, 6, 4.5, note, { transform: 'rotate(-20 20 -62)' }), line('M25 -63L25 -86L34 -80', note, 2.6)],
        { opacity: 0.95 },
      ),
    ],
    { transform: place(x, y, s) },
  );
}

/** A young mountain goat with curly horns and a little beard, feet on (0,0), facing right. */
export function goat(
  x: number,
  y: number,
  s: number,
  opts: { flip?: boolean; leap?: boolean; shy?: boolean } = {},
): string {
  const c = '#f4efe6';
  const d = '#d8cfc0';
  const legs = opts.leap
    ? line('M-30 -40L-52 -14M-20 -40L-34 -8M26 -40L46 -62M36 -40L58 -52', d, 9)
    : line('M-32 -40L-34 0M-20 -40L-20 0M24 -40L26 0M36 -40L38 0', d, 9);
  return g(
    [
      legs,
      ellipse(0, -54, 48, 26, c),
      ellipse(-6, -44, 30, 10, '#ffffff', { opacity: 0.7 }),
      shape('M-46 -62L-58 -74L-50 -56Z', c),
      line('M38 -70L48 -100', c, 16),
      ellipse(56, -104, 20, 15, c, { transform: 'rotate(20 56 -104)' }),
      line('M44 -116Q36 -138 56 -140Q70 -136 62 -124', '#8a7a66', 5.5),
      ellipse(36, -108, 10, 5, d, { transform: 'rotate(-30 36 -108)' }),
      shape('M62 -92L60 -76L68 -90Z', d),
      eyes([[58, -108]], 3.2, opts.shy ? 'sad' : 'open'),
      circle(70, -96, 2, '#8a6a6a'),
      circle(62, -98, 4, '#ff9aa8', { opacity: 0.5 }),
      line('M64 -92Q68 -90 72 -94', INK, 1.8),
    ],
    { transform: place(x, y, s, 0, opts.flip) },
  );
}

/** An eagle: perched (feet on 0,0) as a fluffy chick, or flying with spread wings (body centre at 0,0). */
export function eagle(
  x: number,
  y: number,
  s: number,
  opts: { flip?: boolean; fly?: boolean; chick?: boolean } = {},
): string {
  const c = opts.chick ? '#b08a64' : '#7a5034';
  const head = opts.chick ? '#e8dccb' : '#ffffff';
  if (opts.fly) {
    return g(
      [
        shape('M-10 -6Q-70 -60 -140 -30Q-110 -24 -120 -8Q-90 -14 -92 2Q-60 -6 -10 8Z', c),
        shape('M10 -6Q70 -60 140 -30Q110 -24 120 -8Q90 -14 92 2Q60 -6 10 8Z', shade(c, 0.1)),
        shape('M-14 14L0 40L14 14Z', '#f4f0e8'),
        ellipse(0, 0, 18, 26, c),
        circle(0, -26, 14, head),
        shape('M6 -24L18 -20L8 -14Z', '#f2b134'),
        circle(4, -30, 2.4, INK),
      ],
      { transform: place(x, y, s, 0, opts.flip) },
    );
  }
  return g(
    [
      line('M-6 -4L-8 0M6 -4L8 0', '#f2b134', 4),
      ellipse(0, -34, 26, 32, c),
      ellipse(4, -28, 16, 20, tint(c, 0.3)),
      opts.chick
        ? g([
            shape('M-22 -44Q-56 -70 -60 -40Q-40 -44 -20 -26Z', shade(c, 0.1)),
            shape('M22 -44Q56 -70 60 -40Q40 -44 20 -26Z', shade(c, 0.1)),
          ])
        : ellipse(-10, -32, 12, 24, shade(c, 0.12)),
      circle(4, -72, 20, head),
      opts.chick ? line('M-2 -92L2 -98M6 -92L10 -97', head, 3) : '',
      shape('M18 -76Q32 -72 26 -60Q22 -66 16 -66Z', '#f2b134'),
      eyes([[12, -78]], 3.2, 'open'),
      circle(18, -66, 4, '#ff9aa8', { opacity: 0.4 }),
    ],
    { transform: place(x, y, s, 0, opts.flip) },
  );
}

/** A one-humped camel with long eyelashes, feet on (0,0), facing right. */
export function camel(x: number, y: number, s: number, flip = false): string {
  const c = '#d8a666';
  const d = shade(c, 0.15);
  return g(
    [
      line('M-40 -70L-44 0M-24 -70L-22 0M30 -70L32 0M44 -70L48 0', d, 10),
      line('M-56 -92Q-70 -80 -66 -62', d, 4),
      ellipse(0, -96, 60, 30, c),
      shape('M-34 -110Q-6 -170 26 -112Z', c),
      line('M46 -100Q70 -120 72 -160', c, 20),
      ellipse(86, -166, 24, 14, c),
      ellipse(106, -160, 8, 7, d),
      ellipse(76, -180, 5, 8, d),
      circle(86, -170, 3.4, INK),
      line('M82 -174L80 -178M86 -175L86 -179M90 -174L92 -178', INK, 1.6),
      line('M98 -154Q104 -150 110 -154', INK, 1.8),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A polar bear lying on the ice (mother) or sitting up (cub), feet at (0,0), facing right. */
export function polarBear(x: number, y: number, s: number, opts: { flip?: boolean; cub?: boolean } = {}): string {
  const c = '#f8f8f4';
  const d = '#d8e0ea';
  if (opts.cub)
    return g(
      [
        ellipse(0, -30, 26, 30, c),
        ellipse(-10, -4, 12, 8, d),
        ellipse(12, -4, 12, 8, d),
        line('M16 -40Q34 -46 40 -60', c, 11),
        circle(40, -62, 6, '#ffffff', { stroke: d, 'stroke-width': 2 }),
        circle(-12, -82, 8, c),
        circle(12, -82, 8, c),
        circle(0, -66, 20, c),
        ellipse(6, -60, 8, 6, '#ffffff'),
        circle(9, -63, 3, INK),
        eyes(
          [
            [-6, -70],
            [10, -70],
          ],
          2.8,
          'open',
        ),
        line('M4 -55Q8 -52 12 -55', INK, 1.6),
      ],
      { transform: place(x, y, s, 0, opts.flip) },
    );
  return g(
    [
      ellipse(0, -34, 90, 36, c),
      ellipse(-20, -20, 70, 16, d, { opacity: 0.6 }),
      ellipse(-70, -8, 22, 10, c),
      ellipse(60, -8, 26, 10, c),
      circle(76, -64, 10, c),
      circle(96, -50, 26, c),
      ellipse(114, -44, 13, 10, '#ffffff'),
      circle(123, -47, 4, INK),
      line('M104 -58Q108 -62 112 -58', INK, 2.2),
      line('M112 -36Q116 -34 120 -38', INK, 1.8),
    ],
    { transform: place(x, y, s, 0, opts.flip) },
  );
}

/** A sloth hanging under a branch that runs through (0,0), yawning. */
export function sloth(x: number, y: number, s: number): string {
  const c = '#a08468';
  return g(
    [
      line('M-30 0Q-34 20 -20 40M30 0Q34 20 20 40M-16 0Q-18 16 -12 30M16 0Q18 16 12 30', c, 9),
      ellipse(0, 46, 34, 26, c),
      circle(0, 64, 22, c),
      ellipse(0, 66, 17, 13, '#e8d8c0'),
      ellipse(-8, 64, 6, 4, '#5a4030', { transform: 'rotate(-20 -8 64)' }),
      ellipse(8, 64, 6, 4, '#5a4030', { transform: 'rotate(20 8 64)' }),
      line('M-11 63Q-8 61 -5 63M5 63Q8 61 11 63', '#f4ead8', 1.5),
      ellipse(0, 74, 4, 5, '#8a2f3a'),
    ],
    { transform: place(x, y, s) },
  );
}

/** A white gull flying (body centre) or standing (feet at 0,0). */
export function seagull(x: number, y: number, s: number, opts: { flip?: boolean; stand?: boolean } = {}): string {
  if (opts.stand)
    return g(
      [
        line('M-4 -10L-4 0M4 -10L6 0', '#f2a03d', 3),
        ellipse(0, -22, 18, 13, '#ffffff'),
        shape('M-16 -26L-30 -20L-14 -16Z', '#9aa5b8'),
        ellipse(-4, -24, 12, 7, '#c8d0dc'),
        circle(12, -36, 10, '#ffffff'),
        shape('M20 -38L32 -35L20 -32Z', '#f2a03d'),
        circle(15, -39, 1.8, INK),
      ],
      { transform: place(x, y, s, 0, opts.flip) },
    );
  return g(
    [
      line('M-44 -6Q-22 -24 0 0Q22 -24 44 -6', '#ffffff', 8),
      line('M-44 -6L-52 0M44 -6L52 0', '#6a7488', 6),
      ellipse(0, 2, 14, 7, '#ffffff'),
      shape('M12 0L22 2L12 5Z', '#f2a03d'),
    ],
    { transform: place(x, y, s, 0, opts.flip) },
  );
}

/** Pip the sparrow: a small brown bird, feet on (0,0), facing right. */
export function sparrow(x: number, y: number, s: number, opts: { flip?: boolean; fly?: boolean } = {}): string {
  const c = '#a0704a';
  return g(
    [
      opts.fly ? shape('M-4 -14Q-20 -44 -34 -40Q-24 -22 -10 -8Z', shade(c, 0.15)) : '',
      shape('M-14 -10L-30 -18L-28 -4Z', shade(c, 0.2)),
      ellipse(0, -12, 17, 12, c),
      ellipse(3, -8, 10, 6, '#f2e2c8'),
      circle(11, -22, 10, c),
      circle(13, -20, 6, '#f2e2c8'),
      shape('M20 -24L28 -21L20 -18Z', '#f2a03d'),
      circle(14, -25, 2.2, INK),
      circle(14.8, -25.8, 0.8, '#ffffff'),
      opts.fly ? '' : line('M-2 -2L-4 2M4 -2L4 2', '#6b4a2a', 2),
    ],
    { transform: place(x, y, s, 0, opts.flip) },
  );
}

/** A bunch of three bananas. */
export function bananas(x: number, y: number, s: number, rot = 0): string {
  return g(
    [-14, 0, 14].map((a) =>
      shape('M0 0Q-6 -30 10 -46Q2 -24 8 0Z', '#f6d04d', {
        transform: `rotate(${a})`,
        stroke: '#c9a227',
        'stroke-width': 2,
      }),
    ),
    { transform: place(x, y, s, rot) },
  );
}
