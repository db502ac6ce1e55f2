import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, shape, smooth } from '../core';
import { ball, glow, sheen, softEllipse } from '../finish';
import { sparkle, starField } from '../landscape';
import { roundShading } from './nature';

// ───────────────────────────── props: the little astronaut's Solar System ─────────────────────────────

/** Deep space: a dark gradient, soft nebula clouds and stars. `tones` go top to bottom. */
export function space(art: Art, tones: readonly string[], nebula: readonly string[], stars = 150): string {
  const out = [rect(0, 0, art.w, art.h, art.linear(tones.map((c, i) => [i / (tones.length - 1), c] as const)))];
  nebula.forEach((c, i) => {
    const x = art.rng.range(0.1, 0.9) * art.w;
    const y = art.rng.range(0.15, 0.85) * art.h;
    out.push(
      softEllipse(
        art,
        x,
        y,
        art.w * art.rng.range(0.22, 0.38),
        art.h * art.rng.range(0.12, 0.22),
        c,
        0.32 - i * 0.04,
        60,
        {
          transform: `rotate(${art.rng.range(-30, 30)} ${x} ${y})`,
        },
      ),
    );
  });
  out.push(starField(art, stars, 0, art.h));
  return out.join('');
}

/** Soft wavy stripes across a planet (clipped to its disc): the banded look of gas giants. */
function stripes(
  art: Art,
  x: number,
  y: number,
  r: number,
  bands: readonly (readonly [offset: number, height: number, color: string, opacity?: number])[],
  wave = 0.04,
): string {
  const clip = art.clip(circle(x, y, r, '#000'));
  const out: string[] = [];
  for (const [k, h, c, o] of bands) {
    const top: Pt[] = [];
    const bottom: Pt[] = [];
    for (let i = 0; i <= 8; i++) {
      const px = x - r * 1.1 + (i / 8) * r * 2.2;
      top.push([px, y + k * r + Math.sin(i * 1.7 + k * 9) * r * wave]);
      bottom.push([px, y + (k + h) * r + Math.sin(i * 1.3 + k * 7) * r * wave]);
    }
    const d = `${smooth(top)}L${smooth([...bottom].reverse()).slice(1)}Z`;
    out.push(shape(d, c, { opacity: o ?? 0.8 }));
  }
  return g(out, { 'clip-path': clip });
}

/** Light from the upper left, night side to the lower right: every planet uses the same sun. */
function lit(art: Art, x: number, y: number, r: number, depth = 0.55): string {
  return roundShading(art, x, y, r, { light: 0.28, lightReach: 0.5, shadow: '#0a0820', depth });
}

export function mercury(art: Art, x: number, y: number, r: number): string {
  const clip = art.clip(circle(x, y, r, '#000'));
  const craters: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = art.rng.range(0, Math.PI * 2);
    const d = Math.sqrt(art.rng.next()) * r * 0.85;
    const cr = r * art.rng.range(0.05, 0.16);
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    craters.push(circle(cx, cy, cr, '#8c8a92'), circle(cx - cr * 0.2, cy - cr * 0.2, cr * 0.75, '#b4b1ba'));
  }
  return [
    ball(
      art,
      x,
      y,
      r,
      [
        [0, '#d6d2d8'],
        [1, '#a19ca6'],
      ],
      0.7,
    ),
    g(craters, { 'clip-path': clip }),
    lit(art, x, y, r, 0.6),
  ].join('');
}

export function venus(art: Art, x: number, y: number, r: number): string {
  return [
    glow(art, x, y, r * 1.35, '#ffd77a', 0.45),
    ball(art, x, y, r, [
      [0, '#fff1b8'],
      [0.7, '#f2c45a'],
      [1, '#d9962e'],
    ]),
    stripes(
      art,
      x,
      y,
      r,
      [
        [-0.75, 0.18, '#fff6cf', 0.55],
        [-0.35, 0.22, '#e9a93f', 0.45],
        [0.05, 0.16, '#fff3c4', 0.6],
        [0.4, 0.25, '#d98f35', 0.4],
      ],
      0.09,
    ),
    lit(art, x, y, r, 0.5),
  ].join('');
}

export function earthDot(art: Art, x: number, y: number, r: number): string {
  return (
    glow(art, x, y, r * 4, '#8fd3ff', 0.5) +
    circle(x, y, r, '#4aa3ff') +
    circle(x - r * 0.3, y - r * 0.2, r * 0.4, '#7fe08a')
  );
}

export function jupiter(art: Art, x: number, y: number, r: number, spot: Pt = [0.28, 0.32]): string {
  const spotX = x + r * spot[0];
  const spotY = y + r * spot[1];
  return [
    circle(x, y, r, '#e9d2ad'),
    stripes(
      art,
      x,
      y,
      r,
      [
        [-0.95, 0.2, '#c79a72'],
        [-0.62, 0.16, '#b9794e'],
        [-0.32, 0.12, '#f5e6cc'],
        [-0.12, 0.2, '#c0805a'],
        [0.12, 0.1, '#f3e3c6'],
        [0.22, 0.2, '#b06a45'],
        [0.5, 0.14, '#d8b48c'],
        [0.72, 0.3, '#bf8a62'],
      ],
      0.03,
    ),
    // The Great Red Spot: a storm wider than the Earth, with its paler collar.
    ellipse(spotX, spotY, r * 0.22, r * 0.12, '#f1d7b8'),
    ellipse(spotX, spotY, r * 0.18, r * 0.09, '#c8553a'),
    ellipse(spotX - r * 0.03, spotY - r * 0.02, r * 0.09, r * 0.045, '#e0764f'),
    lit(art, x, y, r, 0.6),
  ].join('');
}

/** Saturn with its ring system; the rings pass behind the ball at the top and in front at the bottom. */
export function saturn(art: Art, x: number, y: number, r: number, tilt = -14): string {
  const ringBand = (front: boolean): string =>
    [
      [2.25, '#d9c59a', 0.1],
      [1.95, '#f1e2bd', 0.22],
      [1.62, '#c7ad82', 0.12],
      [1.42, '#e8d6b0', 0.1],
    ]
      .map(([k, c, w]) =>
        line(
          `M${x - r * (k as number)} ${y}A${r * (k as number)} ${r * (k as number) * 0.3} 0 0 ${front ? 0 : 1} ${x + r * (k as number)} ${y}`,
          c as string,
          r * (w as number),
          { opacity: 0.85 },
        ),
      )
      .join('');
  return [
    g(ringBand(false), { transform: `rotate(${tilt} ${x} ${y})` }),
    circle(x, y, r, '#ecd49c'),
    stripes(art, x, y, r, [
      [-0.7, 0.2, '#d8b778', 0.6],
      [-0.25, 0.15, '#f6e6be', 0.7],
      [0.15, 0.22, '#caa266', 0.55],
      [0.55, 0.2, '#dcbf86', 0.6],
    ]),
    lit(art, x, y, r, 0.55),
    g(ringBand(true), { transform: `rotate(${tilt} ${x} ${y})` }),
  ].join('');
}

/** Uranus lies on its side: its faint rings stand upright around it. */
export function uranus(art: Art, x: number, y: number, r: number): string {
  const ring = (front: boolean): string =>
    [1.45, 1.6]
      .map((k) =>
        line(
          `M${x} ${y - r * k}A${r * k * 0.28} ${r * k} 0 0 ${front ? 1 : 0} ${x} ${y + r * k}`,
          '#dff8f6',
          r * 0.025,
          {
            opacity: 0.55,
            transform: `rotate(-10 ${x} ${y})`,
          },
        ),
      )
      .join('');
  return [
    glow(art, x, y, r * 1.5, '#9af0ea', 0.3),
    ring(false),
    ball(art, x, y, r, [
      [0, '#c8f4f0'],
      [1, '#7fd3d6'],
    ]),
    stripes(art, x, y, r, [[-0.1, 0.2, '#b5ecea', 0.4]], 0.01),
    lit(art, x, y, r, 0.5),
    ring(true),
  ].join('');
}

export function neptune(art: Art, x: number, y: number, r: number): string {
  return [
    glow(art, x, y, r * 1.35, '#3f7cff', 0.4),
    ball(art, x, y, r, [
      [0, '#4f86ee'],
      [1, '#1d3c9e'],
    ]),
    stripes(art, x, y, r, [
      [-0.55, 0.1, '#2a4fb8', 0.6],
      [0.1, 0.14, '#2a4fb8', 0.5],
      [0.55, 0.12, '#6d9cf5', 0.4],
    ]),
    // The Great Dark Spot and the bright, fast cirrus streaks that show its winds.
    ellipse(x - r * 0.2, y + r * 0.2, r * 0.2, r * 0.1, '#16307e', { opacity: 0.9 }),
    line(`M${x - r * 0.05} ${y + r * 0.12}q${r * 0.15} -${r * 0.04} ${r * 0.3} 0`, '#f2f7ff', r * 0.03, {
      opacity: 0.9,
    }),
    line(`M${x - r * 0.6} ${y - r * 0.3}q${r * 0.3} -${r * 0.05} ${r * 0.55} 0`, '#e9f1ff', r * 0.025, {
      opacity: 0.7,
    }),
    lit(art, x, y, r, 0.6),
  ].join('');
}

/** A distant sun: tiny but blazing, with long cross rays. */
export function farSun(art: Art, x: number, y: number, r: number): string {
  return [
    glow(art, x, y, r * 9, '#fff1b0', 0.5),
    glow(art, x, y, r * 3, '#ffffff', 0.9),
    sparkle(x, y, r * 6, '#fffbe6', 0.9),
    circle(x, y, r, '#ffffff'),
  ].join('');
}

/** A huge, close sun filling a corner: the view near Mercury. */
export function bigSun(art: Art, x: number, y: number, r: number): string {
  return [
    glow(art, x, y, r * 2.3, '#ffb347', 0.75),
    softEllipse(art, x, y, r * 1.08, r * 1.08, '#ffcf5a', 0.55, 18),
    circle(
      x,
      y,
      r,
      art.radial([
        [0, '#fffde8'],
        [0.55, '#ffe27a'],
        [1, '#ff9a3c'],
      ]),
    ),
    circle(x + r * 0.3, y - r * 0.2, r * 0.12, '#ffb347', { opacity: 0.35 }),
    circle(x + r * 0.5, y + r * 0.35, r * 0.07, '#ffb347', { opacity: 0.35 }),
  ].join('');
}

/**
 * Bip, the little exploring robot: feet (tracks) at (0,0), about 150 units tall. `lights` is the colour of his
 * chest lamps (green = all is well); `antenna` tilts the dish, in degrees.
 */
export function bip(
  x: number,
  y: number,
  s: number,
  {
    lights = '#7cf29a',
    mood = 'happy',
    antenna = 0,
    rot = 0,
    wave = false,
  }: {
    lights?: string;
    mood?: 'happy' | 'sad';
    antenna?: number;
    rot?: number;
    wave?: boolean;
  } = {},
): string {
  const metal = '#e3e9f2';
  const eye = mood === 'happy' ? '#7ff0ff' : '#8fb4ff';
  const eyes =
    mood === 'happy'
      ? line('M-15 -100Q-10 -108 -5 -100M5 -100Q10 -108 15 -100', eye, 4)
      : line('M-15 -104Q-10 -98 -5 -104M5 -104Q10 -98 15 -104', eye, 4);
  return g(
    [
      rect(-36, -24, 72, 24, '#5a6378', { rx: 12 }),
      circle(-22, -12, 8, '#8a94aa'),
      circle(0, -12, 8, '#8a94aa'),
      circle(22, -12, 8, '#8a94aa'),
      line(wave ? 'M-30 -66L-50 -92' : 'M-30 -60L-46 -40', '#9aa5b8', 7),
      circle(wave ? -52 : -48, wave ? -96 : -36, 7, '#f28c28'),
      line('M30 -60L46 -40', '#9aa5b8', 7),
      circle(48, -36, 7, '#f28c28'),
      rect(-32, -80, 64, 58, metal, { rx: 14 }),
      rect(-32, -80, 64, 58, '#1d1330', { rx: 14, opacity: 0.08 }),
      rect(-20, -66, 40, 26, '#3a4560', { rx: 7 }),
      ...[-11, 0, 11].map((dx) => circle(dx, -53, 4.5, lights)),
      rect(-28, -122, 56, 40, metal, { rx: 18 }),
      rect(-21, -114, 42, 24, '#233049', { rx: 11 }),
      eyes,
      g([line('M0 0L0 -28', '#9aa5b8', 4), shape('M-14 -30Q0 -18 14 -30Z', '#f28c28'), circle(0, -33, 4.5, lights)], {
        transform: `translate(0 -122) rotate(${antenna})`,
      }),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** Rings of a radio signal, spreading from (x,y) towards `dir` degrees (0 = right). */
export function signal(x: number, y: number, r: number, color: string, dir = 0, count = 3, width = 5): string {
  const out: string[] = [];
  for (let i = 1; i <= count; i++) {
    const rr = r * i;
    out.push(
      line(`M${rr * 0.55} ${-rr * 0.8}A${rr} ${rr} 0 0 1 ${rr * 0.55} ${rr * 0.8}`, color, Math.max(1.5, width - i), {
        opacity: 1 - i * 0.2,
      }),
    );
  }
  return g(out, { transform: place(x, y, 1, dir) });
}

/** An open rocket door (for the rocket prop's own coordinates): warm light and the hatch swung out. */
export function rocketDoor(art: Art, x: number, y: number, s: number): string {
  return g(
    [
      glow(art, 0, -60, 70, '#ffd36b', 0.7),
      rect(-17, -86, 34, 62, '#ffe6a0', { rx: 16 }),
      rect(
        -17,
        -86,
        34,
        62,
        art.linear([
          [0, '#fff7d6'],
          [1, '#ffc457'],
        ]),
        { rx: 16 },
      ),
      shape('M-17 -84Q-40 -80 -44 -56L-44 -30Q-34 -26 -17 -26Z', '#dcd6cb'),
      line('M-40 -60L-24 -60', '#b8c2d6', 3),
    ],
    { transform: place(x, y, s) },
  );
}

/** A geyser on icy Triton: a plume widening as it rises and bends, with a bright jet at its root. */
export function geyser(art: Art, x: number, y: number, h: number, lean = 0.2): string {
  const tx = x + lean * h;
  const ty = y - h;
  const plume = `M${x - h * 0.03} ${y}C${x - h * 0.05} ${y - h * 0.5} ${tx - h * 0.2} ${ty + h * 0.2} ${tx - h * 0.14} ${ty}Q${tx} ${ty - h * 0.12} ${tx + h * 0.16} ${ty + h * 0.02}C${tx + h * 0.1} ${ty + h * 0.3} ${x + h * 0.06} ${y - h * 0.4} ${x + h * 0.03} ${y}Z`;
  return [
    shape(
      plume,
      art.linear([
        [0, '#f4f7ff', 0.9],
        [0.6, '#dfe6f6', 0.7],
        [1, '#ffffff', 0.95],
      ]),
      { filter: art.blur(5) },
    ),
    line(
      `M${x} ${y}Q${x + lean * h * 0.1} ${y - h * 0.4} ${x + lean * h * 0.35} ${y - h * 0.6}`,
      '#ffffff',
      h * 0.025,
      {
        opacity: 0.8,
        filter: art.blur(2),
      },
    ),
    ellipse(x, y, h * 0.09, h * 0.022, '#8a96b4'),
    ellipse(x, y - h * 0.005, h * 0.06, h * 0.012, '#ffffff', { opacity: 0.8 }),
  ].join('');
}

/** Icy, lumpy ground for Triton with pale pink frost. */
export function iceGround(art: Art, top: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= 6; i++) pts.push([-60 + i * ((art.w + 120) / 6), top - art.rng.range(0, 30)]);
  const d = `${smooth(pts)}L${art.w + 60} ${art.h + 20}L-60 ${art.h + 20}Z`;
  const out = [
    shape(
      d,
      art.linear([
        [0, '#f6f2fa'],
        [0.6, '#dfd6ee'],
        [1, '#c2b9da'],
      ]),
    ),
  ];
  for (let i = 0; i < 10; i++) {
    const cx = art.rng.range(0, art.w);
    const cy = art.rng.range(top + 30, art.h);
    const rr = art.rng.range(20, 60) * (0.5 + (cy - top) / (art.h - top));
    out.push(ellipse(cx, cy, rr, rr * 0.22, i % 3 ? '#ffd9e6' : '#c9d3ec', { opacity: 0.55 }));
  }
  return out.join('');
}

/** The round cockpit window seen from close by: metal rim with bolts, glass glare drawn on top of `inside`. */
export function porthole(art: Art, x: number, y: number, r: number, inside: string): string {
  const clip = art.clip(circle(x, y, r, '#000'));
  const bolts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    bolts.push(circle(x + Math.cos(a) * r * 1.1, y + Math.sin(a) * r * 1.1, r * 0.03, '#8a94aa'));
  }
  return [
    circle(x, y, r * 1.17, '#c6ccd8'),
    sheen(art, x, y, r * 1.17, [
      [0, '#ffffff', 0.4],
      [1, '#1d1330', 0.3],
    ]),
    circle(x, y, r, '#1a1840'),
    g(inside, { 'clip-path': clip }),
    shape(`M${x - r * 0.75} ${y - r * 0.2}A${r * 0.8} ${r * 0.8} 0 0 1 ${x - r * 0.1} ${y - r * 0.78}`, 'none', {
      stroke: '#ffffff',
      'stroke-width': r * 0.06,
      opacity: 0.45,
      'stroke-linecap': 'round',
    }),
    circle(x, y, r, 'none', { stroke: shade('#c6ccd8', 0.3), 'stroke-width': r * 0.05 }),
    ...bolts,
  ].join('');
}

/** A speech-bubble shaped "screen" for the radio: a round inset picture with a tail to the speaker. */
export function radioBubble(art: Art, x: number, y: number, r: number, tail: Pt, inside: string): string {
  const clip = art.clip(circle(x, y, r, '#000'));
  return [
    glow(art, x, y, r * 1.5, '#8fd3ff', 0.35),
    shape(`M${x - r * 0.3} ${y + r * 0.85}L${tail[0]} ${tail[1]}L${x + r * 0.2} ${y + r * 0.92}Z`, '#ffffff'),
    circle(x, y, r + 8, '#ffffff'),
    circle(x, y, r, '#0f1840'),
    g(inside, { 'clip-path': clip }),
    circle(x, y, r, 'none', { stroke: tint('#8fd3ff', 0.2), 'stroke-width': 3, opacity: 0.8 }),
  ].join('');
}

/** A walkie-talkie radio in the hand, its aerial up. */
export function radio(x: number, y: number, s: number, rot = 0): string {
  return g(
    [
      line('M10 -30L12 -58', '#3a3f5a', 4),
      circle(12, -60, 4, '#e2453c'),
      rect(-14, -32, 30, 50, '#f28c28', { rx: 7 }),
      rect(-9, -24, 20, 14, '#bfe8f7', { rx: 3 }),
      ...[0, 1, 2].map((i) => line(`M-7 ${-2 + i * 6}L9 ${-2 + i * 6}`, shade('#f28c28', 0.3), 2)),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A hand-drawn birthday cake with `candles` lit candles. */
export function cake(x: number, y: number, s: number, candles: number): string {
  const out = [
    ellipse(0, 0, 70, 12, '#e8e2f0'),
    rect(-56, -56, 112, 54, '#f7b6c8', { rx: 10 }),
    rect(-56, -56, 112, 16, '#fff6fa', { rx: 8 }),
    ...[-40, -16, 8, 32].map((dx) => shape(`M${dx} -42q6 14 12 0Z`, '#fff6fa')),
    ...[-36, -6, 24].map((dx) => circle(dx, -22, 4, '#e2453c')),
  ];
  for (let i = 0; i < candles; i++) {
    const cx = -36 + (i * 72) / Math.max(1, candles - 1);
    out.push(
      rect(cx - 4, -84, 8, 28, i % 2 ? '#7fb7ff' : '#ffd84d', { rx: 3 }),
      ellipse(cx, -92, 5, 9, '#ffb347'),
      ellipse(cx, -90, 2.5, 5, '#fff6c8'),
    );
  }
  return g(out, { transform: place(x, y, s) });
}

/** Curved speed lines trailing a fast object. */
export function speedLines(x: number, y: number, len: number, count: number, color: string, angle = 0): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const dy = (i - (count - 1) / 2) * 18;
    const l = len * (0.6 + ((i * 37) % 10) / 25);
    out.push(line(`M0 ${dy}L${-l} ${dy}`, color, 4 - Math.abs(dy) / 40, { opacity: 0.6 }));
  }
  return g(out, { transform: place(x, y, 1, angle) });
}

/** A footprint trail of boot prints across moon dust, from (x0,y0) to (x1,y1). */
export function bootPrints(x0: number, y0: number, x1: number, y1: number, n: number, size: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t + (i % 2 ? size * 0.5 : -size * 0.5);
    const k = size * (0.7 + t * 0.5);
    out.push(
      ellipse(x, y, k, k * 0.42, '#8f8aa8', { opacity: 0.8 }),
      ...[-0.5, 0, 0.5].map((dx) =>
        line(`M${x + dx * k} ${y - k * 0.25}L${x + dx * k} ${y + k * 0.25}`, '#b9b5cc', k * 0.12),
      ),
    );
  }
  return out.join('');
}
