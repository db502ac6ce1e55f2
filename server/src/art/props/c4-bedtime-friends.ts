import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, place, rect, shape } from '../core';
import { glow } from '../finish';
import { crescentPath, moonDisc, sparkle, star5 } from '../landscape';

// ───────────────────────────── props: the bedtime books' creatures and things ─────────────────────────────
// Every figure is drawn around (0,0) with its feet (or base) on y = 0, facing right, then placed.

/** Two eyes (open with a glint, or closed in sleepy arcs) and pink cheeks: the shared face of every animal. */
function eyes(x1: number, x2: number, y: number, r: number, sleepy: boolean, ink = '#2b1d1a'): string {
  if (sleepy)
    return line(
      `M${x1 - r} ${y}Q${x1} ${y + r * 0.9} ${x1 + r} ${y}M${x2 - r} ${y}Q${x2} ${y + r * 0.9} ${x2 + r} ${y}`,
      ink,
      r * 0.45,
    );
  return [
    ellipse(x1, y, r * 0.8, r, ink),
    ellipse(x2, y, r * 0.8, r, ink),
    circle(x1 + r * 0.25, y - r * 0.35, r * 0.3, '#ffffff'),
    circle(x2 + r * 0.25, y - r * 0.35, r * 0.3, '#ffffff'),
  ].join('');
}
const cheeks = (x1: number, x2: number, y: number, r: number): string =>
  circle(x1, y, r, '#ff8a9a', { opacity: 0.45 }) + circle(x2, y, r, '#ff8a9a', { opacity: 0.45 });

/** A cat curled up asleep like a cinnamon bun (curled) or sitting upright. */
export function cat(
  x: number,
  y: number,
  s: number,
  color: string,
  curled = true,
  sleepy = true,
  flip = false,
): string {
  const dark = shade(color, 0.2);
  if (curled)
    return g(
      [
        ellipse(0, -26, 58, 28, color),
        line('M48 -16Q70 -4 40 4Q-10 10 -40 -6', dark, 13),
        ellipse(-6, -34, 34, 14, tint(color, 0.18), { opacity: 0.7 }),
        line('M-20 -46Q-10 -30 -22 -14M0 -50Q10 -32 -2 -12', dark, 4, { opacity: 0.5 }),
        circle(-42, -30, 24, color),
        shape('M-60 -44L-62 -66L-46 -52Z', color),
        shape('M-34 -52L-24 -68L-22 -46Z', color),
        shape('M-57 -47L-58 -60L-49 -51Z', '#f6a6b2'),
        eyes(-52, -36, -30, 5, sleepy),
        shape('M-46 -22L-42 -22L-44 -19Z', '#d9737f'),
        cheeks(-58, -28, -22, 4),
      ],
      { transform: place(x, y, s, 0, flip) },
    );
  return g(
    [
      line('M22 -6Q60 -10 54 -50', dark, 11),
      ellipse(0, -34, 30, 36, color),
      ellipse(4, -28, 16, 24, tint(color, 0.35)),
      circle(0, -86, 28, color),
      shape('M-24 -98L-24 -126L-6 -108Z', color),
      shape('M24 -98L24 -126L6 -108Z', color),
      shape('M-20 -102L-20 -118L-10 -108Z', '#f6a6b2'),
      shape('M20 -102L20 -118L10 -108Z', '#f6a6b2'),
      eyes(-10, 10, -88, 5, sleepy),
      shape('M-3 -78L3 -78L0 -74Z', '#d9737f'),
      line('M-14 -76L-34 -80M-14 -72L-34 -70M14 -76L34 -80M14 -72L34 -70', '#ffffff', 1.5, { opacity: 0.8 }),
      cheeks(-17, 17, -76, 4),
      ellipse(-12, -4, 10, 7, tint(color, 0.25)),
      ellipse(12, -4, 10, 7, tint(color, 0.25)),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/**
 * A round bear standing or sitting: the polar-bear captain (white, with a knitted pom-pom hat) and the bear cub.
 * `hug` brings both arms forward as if holding someone; `yawn` opens the mouth wide.
 */
export function bear(
  x: number,
  y: number,
  s: number,
  color: string,
  opts: { hat?: string; sit?: boolean; yawn?: boolean; sleepy?: boolean; hug?: boolean; wave?: boolean } = {},
  flip = false,
): string {
  const dark = shade(color, 0.18);
  const muzzle = tint(color, 0.45);
  const body = opts.sit ? ellipse(0, -44, 46, 44, color) : ellipse(0, -58, 40, 50, color);
  const feet = opts.sit
    ? ellipse(-30, -10, 18, 12, dark) + ellipse(30, -10, 18, 12, dark)
    : rect(-30, -30, 24, 30, color, { rx: 11 }) + rect(6, -30, 24, 30, color, { rx: 11 });
  const headY = opts.sit ? -112 : -130;
  const arms = opts.hug
    ? line('M-34 -78Q-6 -52 18 -64M34 -78Q30 -56 20 -60', color, 18)
    : opts.wave
      ? line('M-34 -76Q-46 -56 -40 -38M34 -80Q58 -100 56 -128', color, 18)
      : line('M-34 -76Q-46 -56 -40 -38M34 -76Q46 -56 40 -38', color, 18);
  const mouth = opts.yawn
    ? ellipse(0, headY + 18, 9, 12, '#8a2f3a') + ellipse(0, headY + 24, 5, 4, '#f07a86')
    : line(`M-6 ${headY + 16}Q0 ${headY + 21} 6 ${headY + 16}`, '#2b1d1a', 2.4);
  const hat = opts.hat
    ? [
        shape(`M-33 ${headY - 8}Q-34 ${headY - 48} 0 ${headY - 50}Q34 ${headY - 48} 33 ${headY - 8}Z`, opts.hat),
        rect(-35, headY - 14, 70, 13, shade(opts.hat, 0.15), { rx: 6 }),
        line(
          `M-20 ${headY - 16}L-20 ${headY - 40}M-6 ${headY - 16}L-6 ${headY - 46}M8 ${headY - 16}L8 ${headY - 46}M22 ${headY - 16}L22 ${headY - 40}`,
          tint(opts.hat, 0.25),
          3,
        ),
        circle(0, headY - 54, 13, '#ffffff'),
        circle(-3, headY - 57, 6, '#ffffff', { opacity: 0.8 }),
      ].join('')
    : '';
  return g(
    [
      feet,
      body,
      ellipse(0, opts.sit ? -40 : -52, 26, 32, tint(color, 0.3), { opacity: 0.8 }),
      arms,
      circle(-26, headY - 26, 13, color),
      circle(26, headY - 26, 13, color),
      circle(-26, headY - 26, 7, dark),
      circle(26, headY - 26, 7, dark),
      circle(0, headY, 36, color),
      ellipse(0, headY + 12, 18, 14, muzzle),
      ellipse(0, headY + 5, 7, 5, '#2b1d1a'),
      eyes(-14, 14, headY - 6, 4.5, opts.sleepy === true || opts.yawn === true),
      mouth,
      cheeks(-22, 22, headY + 10, 5),
      hat,
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** Mr Fox, the conductor: a fox in a smart blue cap with a golden pocket watch, standing. */
export function fox(
  art: Art,
  x: number,
  y: number,
  s: number,
  opts: { ticket?: boolean; watch?: boolean } = {},
  flip = false,
): string {
  const c = '#e8793a';
  const cream = '#fff1dc';
  return g(
    [
      shape('M-20 -40Q-80 -30 -76 -80Q-60 -60 -30 -62Z', c),
      shape('M-70 -74Q-80 -88 -66 -92Q-60 -80 -62 -72Z', cream),
      rect(-20, -30, 16, 30, '#2e3a66', { rx: 7 }),
      rect(4, -30, 16, 30, '#2e3a66', { rx: 7 }),
      ellipse(-12, -2, 12, 6, '#2b1d1a'),
      ellipse(12, -2, 12, 6, '#2b1d1a'),
      shape('M-28 -98Q-32 -40 -24 -26L24 -26Q32 -40 28 -98Q0 -108 -28 -98Z', '#3a5aa8'),
      line('M0 -100L0 -28', shade('#3a5aa8', 0.25), 2),
      ...[-84, -66, -48].map((by) => circle(6, by, 3, '#f2c14e')),
      opts.watch !== false ? line('M8 -60Q20 -52 24 -64', '#f2c14e', 2) + circle(25, -66, 6, '#f2c14e') : '',
      line(opts.ticket ? 'M24 -92Q44 -100 52 -118' : 'M24 -92Q36 -70 28 -50', '#3a5aa8', 12),
      opts.ticket
        ? g([rect(-16, -10, 32, 20, '#fff6d8', { rx: 3 }), line('M-10 -2L10 -2M-10 4L4 4', '#b8a0e0', 2)], {
            transform: 'translate(58 -128) rotate(-14)',
          }) + sparkle(78, -140, 7, '#ffffff')
        : '',
      circle(opts.ticket ? 52 : 28, opts.ticket ? -120 : -48, 7, c),
      line('M-24 -92Q-36 -70 -28 -50', '#3a5aa8', 12),
      circle(-28, -48, 7, c),
      // the head: a pointed muzzle to the right, tall ears under the cap
      shape('M-30 -132L-24 -170L-6 -146Z', c),
      shape('M22 -140L30 -176L40 -140Z', c),
      shape('M-26 -140L-23 -160L-12 -146Z', '#2b1d1a', { opacity: 0.6 }),
      ellipse(0, -126, 32, 28, c),
      shape('M4 -124Q40 -130 54 -112Q40 -100 10 -104Z', cream),
      shape('M-22 -112Q-10 -100 8 -102L4 -118Z', cream),
      circle(54, -114, 5.5, '#2b1d1a'),
      eyes(-4, 18, -132, 4, false),
      line('M30 -104Q38 -102 42 -106', '#2b1d1a', 2),
      circle(-12, -116, 5, '#ff8a9a', { opacity: 0.45 }),
      // the conductor's cap
      rect(-30, -164, 58, 20, '#2e4a9a', { rx: 5 }),
      shape('M20 -148Q44 -148 50 -140L20 -140Z', '#1e2e66'),
      rect(-30, -150, 58, 6, '#f2c14e'),
      star5(0, -156, 4, '#f2c14e'),
    ].concat(opts.watch !== false ? [glow(art, 25, -66, 14, '#fff1a8', 0.5)] : []),
    { transform: place(x, y, s, 0, flip) },
  );
}

export function rabbit(x: number, y: number, s: number, color: string, sleepy = false, flip = false): string {
  const inner = '#f6b6c2';
  return g(
    [
      circle(-26, -22, 12, '#ffffff'),
      ellipse(0, -28, 28, 28, color),
      ellipse(6, -22, 15, 18, tint(color, 0.4)),
      ellipse(-10, -96, 9, 30, color, { transform: 'rotate(-12 -10 -96)' }),
      ellipse(12, -98, 9, 30, color, { transform: 'rotate(10 12 -98)' }),
      ellipse(-10, -96, 4.5, 22, inner, { transform: 'rotate(-12 -10 -96)' }),
      ellipse(12, -98, 4.5, 22, inner, { transform: 'rotate(10 12 -98)' }),
      circle(2, -64, 25, color),
      eyes(-8, 12, -66, 4, sleepy),
      ellipse(2, -56, 3.5, 2.6, '#d9737f'),
      line('M-2 -52Q2 -49 6 -52', '#2b1d1a', 1.8),
      cheeks(-14, 18, -56, 4),
      ellipse(-14, -3, 10, 6, tint(color, 0.2)),
      ellipse(16, -3, 10, 6, tint(color, 0.2)),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

export function hedgehog(x: number, y: number, s: number, flip = false, sleepy = false): string {
  let spikes = '';
  for (let i = 0; i < 11; i++) {
    const a = Math.PI * (0.95 + i * 0.075);
    const bx = -6 + Math.cos(a) * 34;
    const by = -24 + Math.sin(a) * 24;
    spikes += `M${bx - 6} ${by + 4}L${-6 + Math.cos(a) * 50} ${-24 + Math.sin(a) * 38}L${bx + 6} ${by - 2}Z`;
  }
  return g(
    [
      shape(spikes, '#6a4a3a'),
      ellipse(-6, -24, 36, 24, '#8a6248'),
      shape('M10 -36Q40 -34 44 -18Q30 -4 10 -8Z', '#e8c8a0'),
      circle(44, -19, 4, '#2b1d1a'),
      sleepy ? line('M22 -27Q26 -23 30 -27', '#2b1d1a', 2) : circle(26, -26, 3, '#2b1d1a'),
      circle(24, -15, 4, '#ff8a9a', { opacity: 0.45 }),
      ellipse(-20, -2, 8, 5, '#5a3a2a'),
      ellipse(12, -2, 8, 5, '#5a3a2a'),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A fawn with white spots on her back, standing, head turned to the viewer. */
export function fawn(x: number, y: number, s: number, flip = false): string {
  const c = '#c8874e';
  const leg = (lx: number): string =>
    rect(lx - 5, -62, 10, 62, shade(c, 0.08), { rx: 5 }) + ellipse(lx, -2, 6, 3, '#4a3020');
  return g(
    [
      leg(-36),
      leg(-18),
      leg(22),
      leg(38),
      ellipse(0, -76, 54, 26, c),
      ellipse(0, -66, 40, 12, '#f2dcc0', { opacity: 0.7 }),
      shape('M-52 -84L-64 -94L-56 -76Z', '#f2dcc0'),
      ...[
        [-30, -88],
        [-12, -92],
        [6, -90],
        [-20, -78],
        [0, -80],
        [20, -84],
      ].map(([sx, sy]) => circle(sx!, sy!, 4, '#fff6ea')),
      shape('M34 -92Q44 -120 52 -136L70 -130Q60 -110 52 -84Z', c),
      ellipse(36, -150, 18, 9, c, { transform: 'rotate(-30 36 -150)' }),
      ellipse(80, -152, 18, 9, c, { transform: 'rotate(30 80 -152)' }),
      ellipse(36, -150, 10, 4, '#f6c8b0', { transform: 'rotate(-30 36 -150)' }),
      ellipse(80, -152, 10, 4, '#f6c8b0', { transform: 'rotate(30 80 -152)' }),
      ellipse(58, -136, 22, 24, c),
      ellipse(60, -122, 12, 10, '#f2dcc0'),
      ellipse(60, -126, 4, 3, '#2b1d1a'),
      eyes(50, 68, -140, 4.2, false),
      cheeks(44, 74, -128, 4),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

export function sheep(x: number, y: number, s: number, sleepy = false, flip = false): string {
  const wool = '#fbf7f0';
  const woolShade = '#e6ddd0';
  const curls = [
    [-34, -52, 20],
    [-14, -62, 22],
    [10, -62, 22],
    [30, -52, 20],
    [-30, -34, 20],
    [30, -34, 20],
    [0, -40, 26],
  ];
  return g(
    [
      ...[-26, -10, 12, 28].map((lx) => rect(lx - 4, -26, 8, 26, '#4a3f4a', { rx: 4 })),
      ...curls.map(([cx, cy, r]) => circle(cx!, cy! + 3, r!, woolShade)),
      ...curls.map(([cx, cy, r]) => circle(cx!, cy!, r!, wool)),
      ellipse(48, -56, 17, 20, '#4a3f4a'),
      ellipse(34, -66, 12, 6, '#4a3f4a', { transform: 'rotate(30 34 -66)' }),
      circle(46, -76, 11, wool),
      circle(56, -74, 9, wool),
      eyes(44, 56, -56, 3.5, sleepy, '#ffffff'),
      cheeks(40, 60, -48, 3.5),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A big round whale rising from the clouds, mouth in a humming "o". */
export function whale(x: number, y: number, s: number, color: string, flip = false): string {
  const belly = tint(color, 0.5);
  return g(
    [
      shape('M-120 -50Q-170 -90 -190 -70Q-176 -56 -150 -46Q-176 -36 -186 -10Q-160 -12 -118 -36Z', shade(color, 0.08)),
      ellipse(0, -50, 130, 72, color),
      shape('M-110 -24Q0 30 120 -30Q110 10 0 22Q-90 18 -110 -24Z', belly),
      line('M-80 -6Q0 20 90 -10M-70 4Q0 26 80 2', shade(belly, 0.1), 2.5, { opacity: 0.7 }),
      ellipse(-10, 0, 26, 12, shade(color, 0.1), { transform: 'rotate(30 -10 0)' }),
      eyes(64, 92, -62, 5, true),
      ellipse(104, -36, 7, 9, '#6a4a7a'),
      cheeks(60, 110, -46, 7),
      ellipse(-20, -96, 50, 16, tint(color, 0.3), { opacity: 0.5 }),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

export function penguin(x: number, y: number, s: number, coverEyes = false, flip = false): string {
  return g(
    [
      ellipse(-12, -3, 12, 6, '#f2a03d'),
      ellipse(12, -3, 12, 6, '#f2a03d'),
      ellipse(0, -44, 30, 44, '#2e3550'),
      ellipse(2, -38, 21, 34, '#ffffff'),
      circle(0, -92, 24, '#2e3550'),
      ellipse(2, -88, 16, 14, '#ffffff'),
      shape('M-2 -86L12 -82L-2 -78Z', '#f2a03d'),
      coverEyes
        ? line('M-28 -56Q-26 -84 -8 -94M28 -56Q26 -84 10 -94', '#2e3550', 11)
        : eyes(-6, 10, -94, 3.2, false) + line('M-28 -60Q-40 -40 -32 -26M28 -60Q40 -40 32 -26', '#2e3550', 10),
      cheeks(-12, 16, -84, 3.5),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A folded paper crane, wings spread, seen from the side; big enough to ride. */
export function paperCrane(x: number, y: number, s: number, color = '#fdf6ec'): string {
  const fold = shade(color, 0.12);
  return g(
    [
      shape('M-20 -10L-150 -120L-40 -30Z', fold),
      shape('M-60 0L60 0L0 -40Z', color),
      shape('M-60 0L-170 -60L-20 -16Z', fold),
      shape('M40 -4L150 -96L120 -20Z', color),
      shape('M140 -92L164 -80L146 -74Z', color),
      shape('M-10 -10L40 -150L30 -20Z', tint(color, 0.3)),
      shape('M-10 -10L-20 -130L12 -24Z', fold, { opacity: 0.8 }),
      line('M-60 0L60 0', shade(color, 0.2), 2),
    ],
    { transform: place(x, y, s) },
  );
}

/** A tall lighthouse made of starlight: pale glassy tower, a slowly blinking lamp. */
export function starLighthouse(art: Art, x: number, y: number, s: number, lit = true): string {
  return [
    lit ? glow(art, x, y - 196 * s, 150 * s, '#fff3b8', 0.6) : '',
    lit
      ? shape(
          `M${x} ${y - 196 * s}L${x - 300 * s} ${y - 250 * s}L${x - 300 * s} ${y - 150 * s}Z`,
          art.linear(
            [
              [0, '#fff6c8', 0],
              [1, '#fff6c8', 0.45],
            ],
            1,
            0,
            0,
            0,
          ),
        )
      : '',
    g(
      [
        shape('M-34 0L-22 -170L22 -170L34 0Z', '#e8ecff'),
        shape('M-31 -40L31 -40L29 -70L-29 -70Z', '#b8c4f8'),
        shape('M-26 -110L26 -110L24 -136L-24 -136Z', '#b8c4f8'),
        shape('M0 0L0 -170L22 -170L34 0Z', '#1d1330', { opacity: 0.12 }),
        rect(-30, -180, 60, 12, '#9aa6e0', { rx: 4 }),
        rect(-18, -212, 36, 32, lit ? '#fff6c8' : '#7a86c0', { rx: 6 }),
        shape('M-24 -212L0 -236L24 -212Z', '#9aa6e0'),
        star5(0, -240, 7, '#fff1a8'),
        ...[-150, -90, -20].map((wy) => rect(-5, wy, 10, 14, '#ffe8a0', { rx: 5 })),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** A giraffe's neck and head rising from below, yawning a very long yawn. */
export function giraffe(x: number, y: number, s: number, yawn = true): string {
  const c = '#f2c060';
  const spot = '#c8863a';
  return g(
    [
      shape('M-22 0Q-14 -120 6 -220L34 -214Q20 -120 22 0Z', c),
      ...[
        [-6, -30],
        [8, -70],
        [-2, -110],
        [14, -150],
        [10, -190],
      ].map(([sx, sy]) => ellipse(sx!, sy!, 9, 12, spot)),
      line('M18 -20Q30 -120 30 -210', shade(c, 0.2), 6, { opacity: 0.3 }),
      line('M2 -250L-2 -280M28 -250L34 -280', '#c8863a', 5),
      circle(-2, -282, 6, '#8a5a2a'),
      circle(34, -282, 6, '#8a5a2a'),
      ellipse(-14, -258, 14, 6, c, { transform: 'rotate(-20 -14 -258)' }),
      ellipse(18, -240, 32, 26, c),
      ellipse(40, -226, 20, 18, tint(c, 0.3)),
      eyes(10, 26, -250, 4, yawn),
      yawn ? ellipse(44, -220, 10, 14, '#8a2f3a') : line('M36 -222Q44 -218 50 -222', '#2b1d1a', 2),
    ],
    { transform: place(x, y, s) },
  );
}

/** A sleepy owl-free yawn bubble: a shiny soap-like sphere drifting up. */
export function yawnBubble(art: Art, x: number, y: number, r: number, hue = '#f6d8ff'): string {
  return [
    circle(
      x,
      y,
      r,
      art.radial(
        [
          [0, '#ffffff', 0.05],
          [0.75, hue, 0.25],
          [1, '#ffffff', 0.75],
        ],
        0.5,
        0.5,
        0.5,
      ),
    ),
    ellipse(x - r * 0.35, y - r * 0.4, r * 0.22, r * 0.12, '#ffffff', {
      opacity: 0.8,
      transform: `rotate(-35 ${x - r * 0.35} ${y - r * 0.4})`,
    }),
  ].join('');
}

export function snail(x: number, y: number, s: number, hidden = false): string {
  return g(
    [
      shape('M-40 0Q-44 -14 -20 -14L40 -14Q54 -14 56 0Z', '#c8b8a0'),
      hidden
        ? ''
        : line('M44 -14L50 -34M50 -14L60 -32', '#a89880', 3) +
          circle(50, -35, 3, '#6a5a4a') +
          circle(60, -33, 3, '#6a5a4a'),
      circle(0, -30, 28, '#d88a5a'),
      line('M0 -30m-18 0a18 18 0 1 1 18 18a10 10 0 1 1 -10 -10', '#a8583a', 4),
    ],
    { transform: place(x, y, s) },
  );
}

/** A closed rosebud or open rose on a stem. */
export function rose(x: number, y: number, r: number, color: string, closed: boolean): string {
  return [
    line(`M${x} ${y}Q${x - r * 0.3} ${y + r * 2} ${x} ${y + r * 4}`, '#3f7a44', r * 0.25),
    ellipse(x - r * 0.8, y + r * 1.8, r * 0.7, r * 0.35, '#4f9a55', {
      transform: `rotate(-30 ${x - r * 0.8} ${y + r * 1.8})`,
    }),
    closed
      ? ellipse(x, y - r * 0.2, r * 0.55, r * 0.85, color) +
        shape(
          `M${x - r * 0.6} ${y}Q${x} ${y + r * 0.9} ${x + r * 0.6} ${y}Q${x} ${y + r * 0.4} ${x - r * 0.6} ${y}Z`,
          '#4f9a55',
        )
      : circle(x, y, r, color) +
        line(`M${x - r * 0.5} ${y}a${r * 0.5} ${r * 0.5} 0 1 1 ${r * 0.5} ${r * 0.4}`, shade(color, 0.25), r * 0.14),
  ].join('');
}

/** A small sailing boat seen across water, rocking: `tilt` in degrees. */
export function sailBoat(x: number, y: number, s: number, hull: string, sail = '#fdf6ec', tilt = 0): string {
  return g(
    [
      shape('M-50 -10L50 -10Q40 10 -40 10Z', hull),
      line('M0 -10L0 -90', '#8a6a4a', 3),
      shape('M4 -86L44 -18L4 -16Z', sail),
      shape('M-4 -76L-34 -18L-4 -16Z', tint(sail, 0.2), { opacity: 0.9 }),
    ],
    { transform: place(x, y, s, tilt) },
  );
}

/** A townhouse front with a pitched roof and windows that are `lit` (warm) or dark. */
export function townHouse(
  art: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  lit: readonly boolean[],
): string {
  const out = [
    rect(x - w / 2, y - h, w, h, wall),
    rect(x - w / 2, y - h, w * 0.2, h, '#ffffff', { opacity: 0.08 }),
    shape(`M${x - w / 2 - 8} ${y - h}L${x} ${y - h - w * 0.45}L${x + w / 2 + 8} ${y - h}Z`, roof),
    rect(x + w * 0.15, y - h - w * 0.4, w * 0.12, w * 0.25, shade(roof, 0.2)),
  ];
  const cols = 2;
  const rows = Math.max(1, Math.floor((h - 40) / 50));
  let k = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const wx = x - w / 2 + w * (0.18 + c * 0.42);
      const wy = y - h + 18 + r * 50;
      const on = lit[k++ % lit.length] ?? false;
      if (on) out.push(glow(art, wx + w * 0.12, wy + 14, 34, '#ffd36b', 0.45));
      out.push(rect(wx, wy, w * 0.24, 28, on ? '#ffd36b' : shade(wall, 0.45), { rx: 3 }));
    }
  return out.join('');
}

/** A clock tower with a round face; the hands point to `hour`. */
export function clockTower(art: Art, x: number, y: number, s: number, wall = '#8a7ab0', hour = 9): string {
  const a = ((hour % 12) / 12) * Math.PI * 2;
  return [
    glow(art, x, y - 230 * s, 60 * s, '#fff1c0', 0.5),
    g(
      [
        rect(-40, -260, 80, 260, wall),
        rect(-40, -260, 18, 260, '#ffffff', { opacity: 0.08 }),
        shape('M-52 -260L0 -350L52 -260Z', shade(wall, 0.3)),
        circle(0, -220, 28, '#fff6dc'),
        circle(0, -220, 28, 'none', { stroke: shade(wall, 0.35), 'stroke-width': 4 }),
        line(`M0 -220L${Math.sin(a) * 15} ${-220 - Math.cos(a) * 15}M0 -220L0 -240`, '#3a2f4a', 3.5),
        rect(-12, -120, 24, 34, shade(wall, 0.4), { rx: 12 }),
        rect(-16, -40, 32, 40, shade(wall, 0.45), { rx: 14 }),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** The big red bus, side on, facing left. */
export function bus(x: number, y: number, s: number, lit = false): string {
  const c = '#d9443c';
  return g(
    [
      rect(-120, -110, 240, 96, c, { rx: 18 }),
      rect(-120, -110, 240, 20, tint(c, 0.2), { rx: 12 }),
      ...[-100, -56, -12, 32].map((wx) => rect(wx, -92, 36, 32, lit ? '#ffd36b' : '#3d4b6b', { rx: 5 })),
      rect(76, -92, 30, 60, '#3d4b6b', { rx: 5 }),
      rect(-120, -40, 240, 8, '#f2c14e'),
      circle(-70, -12, 20, '#2f2a40'),
      circle(-70, -12, 9, '#9aa0b8'),
      circle(70, -12, 20, '#2f2a40'),
      circle(70, -12, 9, '#9aa0b8'),
      circle(-114, -30, 6, '#fff6c8'),
    ],
    { transform: place(x, y, s) },
  );
}

/** The moon with a sleepy smiling face (the moon "gave a sleepy smile"). */
export function moonFace(art: Art, x: number, y: number, r: number): string {
  return [
    glow(art, x, y, r * 3.4, '#fff4c8', 0.4),
    moonDisc(art, x, y, r),
    circle(x + r * 0.45, y - r * 0.4, r * 0.14, '#e3cc8a', { opacity: 0.45 }),
    circle(x - r * 0.5, y + r * 0.45, r * 0.1, '#e3cc8a', { opacity: 0.4 }),
    line(
      `M${x - r * 0.45} ${y - r * 0.08}q${r * 0.15} ${r * 0.14} ${r * 0.3} 0M${x + r * 0.15} ${y - r * 0.08}q${r * 0.15} ${r * 0.14} ${r * 0.3} 0`,
      '#b08a4a',
      r * 0.06,
    ),
    line(`M${x - r * 0.22} ${y + r * 0.3}Q${x} ${y + r * 0.48} ${x + r * 0.22} ${y + r * 0.3}`, '#b08a4a', r * 0.06),
    circle(x - r * 0.55, y + r * 0.2, r * 0.12, '#ff9a8a', { opacity: 0.35 }),
    circle(x + r * 0.55, y + r * 0.2, r * 0.12, '#ff9a8a', { opacity: 0.35 }),
  ].join('');
}

/** A crescent moon with a sleepy closed eye, gliding down; tilt in degrees. */
export function crescentMoon(art: Art, x: number, y: number, r: number, tilt = 30): string {
  return [
    glow(art, x, y, r * 3.2, '#fff1b3', 0.45),
    g(
      [
        shape(
          crescentPath(r, r * 0.55),
          art.linear([
            [0, '#fffbe6'],
            [1, '#f3d77a'],
          ]),
        ),
        line(`M${-r * 0.35} ${r * 0.55}q${r * 0.12} ${r * 0.1} ${r * 0.24} 0`, '#b08a4a', r * 0.05),
      ],
      { transform: place(x, y, 1, tilt) },
    ),
  ].join('');
}

export function rubberDuck(x: number, y: number, s: number, sleepy = true): string {
  return g(
    [
      ellipse(0, -16, 26, 17, '#ffd84d'),
      shape('M-26 -22Q-36 -30 -30 -12Z', '#ffd84d'),
      circle(14, -38, 14, '#ffd84d'),
      shape('M24 -38Q38 -36 36 -30Q28 -28 24 -32Z', '#f28c28'),
      sleepy ? line('M12 -42Q16 -38 20 -42', '#2b1d1a', 2) : circle(17, -42, 2.5, '#2b1d1a'),
      ellipse(-4, -18, 12, 7, '#f2c13a', { opacity: 0.6 }),
    ],
    { transform: place(x, y, s) },
  );
}

/** The toy box with its lid open: a ball, blocks, a wooden train and a drum peeping out. */
export function toyBox(x: number, y: number, s: number): string {
  const wood = '#d08a5a';
  return g(
    [
      shape('M-110 -120L110 -120L130 -190L-90 -190Z', shade(wood, 0.1)),
      rect(-86, -184, 200, 8, tint(wood, 0.2), { rx: 4 }),
      // what sits inside, drawn before the front panel so it peeps over the rim
      circle(-60, -128, 26, '#4fa3e0'),
      shape('M-86 -128Q-60 -110 -34 -128Q-60 -146 -86 -128Z', '#ffffff', { opacity: 0.7 }),
      rect(-20, -156, 34, 34, '#f2c14e', { rx: 4, transform: 'rotate(-12 -3 -139)' }),
      rect(14, -150, 30, 30, '#6cc08a', { rx: 4 }),
      ellipse(76, -134, 30, 12, '#e2553c'),
      rect(46, -134, 60, 22, '#e2553c'),
      ellipse(76, -134, 30, 12, '#fff3dc'),
      line('M50 -124L62 -112L74 -124L86 -112L100 -124', '#f2c14e', 3),
      rect(-110, -120, 220, 120, wood, { rx: 10 }),
      rect(-110, -120, 220, 14, tint(wood, 0.25), { rx: 7 }),
      star5(-50, -60, 16, '#fff1a8'),
      circle(10, -58, 12, '#f28bb0'),
      star5(66, -60, 14, '#9fd0ff'),
    ],
    { transform: place(x, y, s) },
  );
}

export function toyTrain(x: number, y: number, s: number): string {
  return g(
    [
      rect(-50, -40, 44, 30, '#e2453c', { rx: 5 }),
      rect(-44, -62, 28, 24, '#e2453c', { rx: 4 }),
      rect(-4, -32, 40, 22, '#4fa3e0', { rx: 5 }),
      rect(10, -46, 10, 14, '#3a3550'),
      ...[-38, -16, 6, 26].map((wx) => circle(wx, -8, 8, '#3a3550') + circle(wx, -8, 3, '#f2c14e')),
    ],
    { transform: place(x, y, s) },
  );
}

/** A big soft pillow. */
export function pillow(x: number, y: number, w: number, h: number, color: string, rot = 0): string {
  return g(
    [
      shape(
        `M${-w / 2} ${-h / 2}Q0 ${-h * 0.36} ${w / 2} ${-h / 2}Q${w * 0.44} 0 ${w / 2} ${h / 2}Q0 ${h * 0.36} ${-w / 2} ${h / 2}Q${-w * 0.44} 0 ${-w / 2} ${-h / 2}Z`,
        color,
      ),
      ellipse(-w * 0.12, -h * 0.12, w * 0.25, h * 0.18, '#ffffff', { opacity: 0.35 }),
      line(`M${-w * 0.3} ${h * 0.2}Q0 ${h * 0.1} ${w * 0.3} ${h * 0.22}`, shade(color, 0.12), 3, { opacity: 0.6 }),
    ],
    { transform: place(x, y, 1, rot) },
  );
}

/** A gnarled old tree with a wide trunk and roots; the canopy is dark round masses. */
export function oldTree(art: Art, x: number, y: number, h: number, bark: string, leaves: string): string {
  const w = h * 0.16;
  return [
    ...[
      [-0.55, 0.75, 0.55],
      [0.5, 0.7, 0.5],
      [0, 0.95, 0.62],
      [-0.3, 0.6, 0.42],
      [0.3, 0.58, 0.42],
    ].map(([bx, by, br]) =>
      circle(
        x + bx! * h * 0.6,
        y - by! * h,
        br! * h * 0.5,
        art.radial([
          [0, tint(leaves, 0.12)],
          [1, leaves],
        ]),
      ),
    ),
    shape(
      `M${x - w * 1.8} ${y}Q${x - w * 0.6} ${y - h * 0.08} ${x - w * 0.55} ${y - h * 0.3}L${x - w * 0.4} ${y - h * 0.58}Q${x - w * 1.6} ${y - h * 0.7} ${x - w * 2} ${y - h * 0.78}Q${x - w * 0.9} ${y - h * 0.72} ${x - w * 0.1} ${y - h * 0.66}L${x + w * 0.3} ${y - h * 0.66}Q${x + w * 1.2} ${y - h * 0.74} ${x + w * 2.2} ${y - h * 0.72}Q${x + w * 1.4} ${y - h * 0.64} ${x + w * 0.45} ${y - h * 0.55}L${x + w * 0.55} ${y - h * 0.3}Q${x + w * 0.7} ${y - h * 0.08} ${x + w * 1.9} ${y}Z`,
      bark,
    ),
    line(
      `M${x - w * 0.2} ${y - h * 0.1}Q${x - w * 0.1} ${y - h * 0.3} ${x - w * 0.25} ${y - h * 0.5}`,
      shade(bark, 0.25),
      3,
      { opacity: 0.6 },
    ),
    line(
      `M${x + w * 0.25} ${y - h * 0.05}Q${x + w * 0.3} ${y - h * 0.25} ${x + w * 0.15} ${y - h * 0.45}`,
      shade(bark, 0.25),
      3,
      { opacity: 0.6 },
    ),
  ].join('');
}

/** A river winding from the back (narrow, at yTop) to the front (wide, at the bottom edge). */
export function river(art: Art, x0: number, yTop: number, x1: number, color: string): string {
  const yb = art.h + 10;
  return [
    shape(
      `M${x0 - 10} ${yTop}Q${x0 + 160} ${(yTop + yb) / 2 - 30} ${x1 - 160} ${yb}L${x1 + 160} ${yb}Q${x0 + 260} ${(yTop + yb) / 2} ${x0 + 14} ${yTop}Z`,
      art.linear([
        [0, tint(color, 0.3)],
        [1, color],
      ]),
    ),
    line(
      `M${x0 + 30} ${yTop + 50}q20 -6 40 0M${x0 + 70} ${yTop + 120}q30 -8 60 0M${x1 - 80} ${yb - 60}q40 -10 80 0`,
      '#ffffff',
      3,
      { opacity: 0.5 },
    ),
  ].join('');
}
