import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, place, rect, shape } from '../core';
import { glow, softEllipse } from '../finish';
import { fern, sparkle } from '../landscape';

// ───────────────────────────── props: a day with the dinosaurs ─────────────────────────────

/**
 * Tyrannosaurus rex side-on, facing right, feet at (0,0), about 320 units tall: huge head, banana teeth, tiny
 * two-fingered arms. `roar` drops the jaw; `sniff` shuts the eye and adds sniff marks at the nostril.
 */
export function tRex(
  x: number,
  y: number,
  s: number,
  {
    flip = false,
    roar = false,
    sniff = false,
    color = '#6f8a4a',
  }: { flip?: boolean; roar?: boolean; sniff?: boolean; color?: string } = {},
): string {
  const dark = shade(color, 0.2);
  const belly = '#d8cf92';
  const teeth = (y0: number, down: boolean): string =>
    [110, 128, 146, 164, 182, 200]
      .map((tx) => shape(`M${tx - 6} ${y0}L${tx} ${y0 + (down ? 12 : -12)}L${tx + 6} ${y0}Z`, '#fffbea'))
      .join('');
  const jaw = g([shape('M88 -236L220 -246Q216 -220 184 -214L112 -210Q88 -214 88 -236Z', color), teeth(-240, false)], {
    transform: roar ? 'rotate(24 92 -238)' : '',
  });
  return g(
    [
      // far leg and arm, in shade
      shape('M-40 -130Q-70 -60 -40 -8L-10 -8Q-30 -70 0 -120Z', dark),
      ellipse(-20, -6, 30, 9, dark),
      // tail and body
      shape('M-30 -200Q-200 -210 -300 -110Q-190 -150 -40 -110Z', color),
      ellipse(10, -160, 110, 68, color, { transform: 'rotate(-14 10 -160)' }),
      ellipse(30, -130, 80, 32, belly, { opacity: 0.9, transform: 'rotate(-14 30 -130)' }),
      ...[-60, -20, 20].map((sx) => line(`M${sx} -222Q${sx + 10} -200 ${sx + 4} -180`, dark, 8, { opacity: 0.5 })),
      // neck and head
      shape('M40 -200Q70 -250 110 -262L120 -214Q90 -190 70 -150Z', color),
      roar ? shape('M92 -238L220 -246L200 -200Q150 -180 100 -214Z', '#8a2f3a') : '',
      jaw,
      shape('M60 -250Q68 -306 140 -304L202 -296Q228 -292 226 -264L224 -244L90 -236Z', color),
      teeth(-244, true),
      circle(214, -282, 4, dark),
      sniff ? line('M236 -292q10 -6 18 0M238 -276q12 -2 18 6', dark, 3) : '',
      ellipse(150, -296, 22, 8, dark, { opacity: 0.6 }),
      sniff
        ? line('M138 -282Q148 -276 160 -282', '#2b1d1a', 3)
        : g([circle(150, -282, 9, '#fff6d6'), circle(153, -282, 5, '#2b1d1a'), circle(155, -284, 1.8, '#ffffff')]),
      // tiny arm
      line('M86 -150Q104 -140 112 -128', color, 10),
      line('M112 -128L122 -126M112 -128L118 -118', '#fffbea', 3),
      // near leg
      shape('M-50 -190Q20 -200 30 -120Q20 -70 30 -10L-10 -10Q-10 -60 -40 -100Q-80 -150 -50 -190Z', tint(color, 0.05)),
      shape('M-16 -8Q10 -18 60 -8Q66 0 50 2L-14 2Q-22 -2 -16 -8Z', dark),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** Brachiosaurus facing right, feet at (0,0): front legs longer than the back, neck straight up, crest on the head. */
export function brachiosaurus(x: number, y: number, s: number, color = '#8aa9b8', flip = false, rider = ''): string {
  const dark = shade(color, 0.18);
  const body = g(
    [
      rect(-120, -150, 34, 150, dark, { rx: 14 }),
      rect(60, -190, 36, 190, dark, { rx: 14 }),
      shape('M-130 -190Q-250 -170 -340 -80Q-240 -130 -120 -130Z', color),
      ellipse(-10, -190, 160, 78, color, { transform: 'rotate(-12 -10 -190)' }),
      ellipse(0, -150, 120, 28, tint(color, 0.3), { opacity: 0.7, transform: 'rotate(-12 0 -150)' }),
      shape('M70 -240Q120 -330 150 -470L196 -470Q170 -330 130 -200Z', color),
      ellipse(180, -486, 40, 24, color),
      circle(170, -508, 18, color),
      circle(190, -492, 5, '#2b1d1a'),
      circle(191.5, -493.5, 1.8, '#ffffff'),
      line('M200 -474Q210 -470 218 -478', '#2b1d1a', 2.5),
      circle(206, -480, 5, '#ff7d8a', { opacity: 0.4 }),
      ...[
        [-60, -230],
        [-20, -244],
        [20, -236],
        [-90, -206],
      ].map(([cx, cy]) => circle(cx!, cy!, 8, dark, { opacity: 0.6 })),
      rect(-80, -160, 34, 160, color, { rx: 14 }),
      rect(100, -200, 36, 200, color, { rx: 14 }),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
  return body + rider;
}

/** A long neck reaching down into the picture from (x0,y0) to a head at (x1,y1) that faces left. */
export function brachioNeck(x0: number, y0: number, x1: number, y1: number, s: number, color = '#8aa9b8'): string {
  return [
    line(`M${x0} ${y0}Q${x1 + 120 * s} ${(y0 + y1) / 2} ${x1 + 20 * s} ${y1}`, color, 52 * s),
    line(`M${x0 - 20 * s} ${y0}Q${x1 + 100 * s} ${(y0 + y1) / 2} ${x1} ${y1 + 10 * s}`, tint(color, 0.25), 14 * s, {
      opacity: 0.6,
    }),
    g(
      [
        ellipse(0, 0, 44, 27, color),
        circle(12, -20, 20, color),
        circle(-6, -8, 6, '#2b1d1a'),
        circle(-7.5, -9.5, 2, '#ffffff'),
        line('M-40 8Q-30 16 -18 10', '#2b1d1a', 2.5),
        circle(-24, 4, 6, '#ff7d8a', { opacity: 0.45 }),
      ],
      { transform: place(x1, y1, s) },
    ),
  ].join('');
}

/** Pteranodon gliding: wide membrane wings, long beak, crest swept back. Centred on (x,y), facing right. */
export function pteranodon(x: number, y: number, s: number, flip = false, tilt = 0, fish = false): string {
  const c = '#d99468';
  return g(
    [
      shape('M-4 0Q-60 -60 -170 -24Q-90 -10 -20 22Z', '#e9b48c'),
      shape('M4 0Q60 -70 170 -40Q90 0 20 22Z', c),
      line('M4 0Q60 -70 170 -40', shade(c, 0.2), 4),
      line('M-4 0Q-60 -60 -170 -24', shade(c, 0.2), 4),
      ellipse(0, 10, 34, 13, c),
      shape('M22 2L100 14L26 16Z', '#f2c14e'),
      shape('M24 0L-26 -30L34 -6Z', shade(c, 0.15)),
      circle(30, 4, 4, '#2b1d1a'),
      fish ? g([ellipse(96, 22, 16, 8, '#7fb7d8'), shape('M80 22L70 14L70 30Z', '#7fb7d8')], {}) : '',
    ],
    { transform: `${place(x, y, s, tilt, flip)}` },
  );
}

/** The museum's Triceratops skeleton on its plinth, facing right, plinth base at (x,y). */
export function triSkeleton(art: Art, x: number, y: number, s: number): string {
  const bone = '#f1e7cd';
  const edge = '#c8b48a';
  const b = (d: string, w: number): string => line(d, edge, w + 4) + line(d, bone, w);
  const ribs: string[] = [];
  for (let i = 0; i < 8; i++) {
    const rx = -70 + i * 20;
    ribs.push(b(`M${rx} ${-196 + i * 1.5}Q${rx + 8} ${-150} ${rx + 2} ${-118}`, 5));
  }
  return g(
    [
      rect(-200, -22, 420, 22, '#7a6a8a', { rx: 4 }),
      rect(-210, -30, 440, 10, '#9a8aa8', { rx: 4 }),
      line('M0 -24L0 -120M-60 -24L-60 -110', '#6a6a7a', 4),
      b('M-210 -150Q-150 -190 -80 -200Q0 -206 80 -180', 9),
      ...ribs,
      b('M-80 -190L-96 -110L-90 -30', 10),
      b('M-40 -190L-40 -110L-30 -30', 9),
      b('M60 -180L70 -110L64 -30', 10),
      b('M30 -182L34 -110L40 -30', 9),
      ...[-90, -30, 64, 40].map((fx) => ellipse(fx, -30, 16, 5, bone, { stroke: edge, 'stroke-width': 2 })),
      // the skull: a frill like a fan, three horns, a beak
      circle(120, -214, 56, 'none', { stroke: edge, 'stroke-width': 14 }),
      circle(120, -214, 56, 'none', { stroke: bone, 'stroke-width': 9 }),
      circle(120, -214, 22, 'none', { stroke: bone, 'stroke-width': 6, opacity: 0.8 }),
      shape('M100 -200Q130 -220 170 -196L186 -170Q160 -150 120 -160Z', bone, { stroke: edge, 'stroke-width': 3 }),
      shape('M134 -204L150 -262L156 -204Z', bone, { stroke: edge, 'stroke-width': 3 }),
      shape('M150 -196L178 -244L168 -192Z', bone, { stroke: edge, 'stroke-width': 3 }),
      shape('M178 -176L206 -186L186 -166Z', bone, { stroke: edge, 'stroke-width': 3 }),
      circle(150, -186, 8, '#4a3a4a'),
      glow(art, 0, -140, 240, '#fff6d0', 0.2),
    ],
    { transform: place(x, y, s) },
  );
}

/** The golden ticket with its four stops (dots and lines, no lettering), glowing when `shine`. */
export function goldenTicket(art: Art, x: number, y: number, s: number, rot = 0, shine = false): string {
  return g(
    [
      shine ? glow(art, 0, 0, 90, '#ffe27a', 0.8) : '',
      shape(
        'M-40 -24L40 -24Q40 -14 46 -12L46 12Q40 14 40 24L-40 24Q-40 14 -46 12L-46 -12Q-40 -14 -40 -24Z',
        art.linear(
          [
            [0, '#fff1a8'],
            [0.5, '#f2c14e'],
            [1, '#d99a2a'],
          ],
          0,
          0,
          1,
          1,
        ),
        { stroke: '#b8801e', 'stroke-width': 2 },
      ),
      ...[0, 1, 2, 3].map((i) => circle(-30, -14 + i * 9.5, 2.6, i === 3 ? '#e2453c' : '#8a5a1a')),
      ...[0, 1, 2, 3].map((i) => line(`M-22 ${-14 + i * 9.5}L${20 - (i % 2) * 8} ${-14 + i * 9.5}`, '#8a5a1a', 2)),
      shine ? sparkle(38, -26, 9, '#fffbe0') : '',
      shine ? sparkle(-42, 22, 6, '#fffbe0') : '',
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A tall tree fern: a shaggy trunk under a crown of fronds. */
export function treeFern(x: number, y: number, h: number, color = '#3f8f4a'): string {
  const out = [line(`M${x} ${y}Q${x - h * 0.04} ${y - h * 0.5} ${x + h * 0.02} ${y - h * 0.82}`, '#6b4a2a', h * 0.06)];
  for (let i = 0; i < 7; i++) {
    out.push(
      line(`M${x - h * 0.03} ${y - i * h * 0.11}l${h * 0.06} ${-h * 0.03}`, '#4a3220', h * 0.012, { opacity: 0.6 }),
    );
  }
  [-100, -70, -40, -10, 20, 50, 80, 105].forEach((rot, i) => {
    out.push(fern(x + h * 0.02, y - h * 0.82, h * (0.42 + (i % 2) * 0.06), rot, i % 2 ? tint(color, 0.1) : color));
  });
  return out.join('');
}

/** A three-toed footprint pressed into mud, toes pointing `rot` degrees (0 = up). */
export function footprint(x: number, y: number, s: number, rot = 0, mud = '#6b4a32'): string {
  const toe = (a: number): string =>
    ellipse(0, -46, 11, 30, mud, { transform: `rotate(${a} 0 -10)` }) +
    shape('M-4 -78L0 -90L4 -78Z', shade(mud, 0.3), { transform: `rotate(${a} 0 -10)` });
  return g(
    [
      ellipse(0, 4, 34, 24, tint(mud, 0.2)),
      toe(-32),
      toe(0),
      toe(32),
      ellipse(0, 0, 30, 22, mud),
      ellipse(-6, -4, 12, 6, '#ffffff', { opacity: 0.15 }),
    ],
    { transform: `${place(x, y, s, rot)} scale(1 0.55)` },
  );
}

/** A fallen tree trunk lying across the picture, the cut end showing rings. */
export function fallenLog(x: number, y: number, w: number, h: number): string {
  return [
    rect(x - w / 2, y - h, w, h, '#7a5134', { rx: h / 2 }),
    line(`M${x - w / 2 + 20} ${y - h * 0.65}L${x + w / 2 - 30} ${y - h * 0.7}`, '#5e3c25', 4),
    line(`M${x - w / 2 + 40} ${y - h * 0.35}L${x + w / 2 - 60} ${y - h * 0.3}`, '#5e3c25', 4),
    shape(
      `M${x - w / 2 + 30} ${y - h}Q${x - w / 4} ${y - h - 14} ${x} ${y - h}Q${x + w / 5} ${y - h - 10} ${x + w / 3} ${y - h}Z`,
      '#6aa04a',
    ),
    ellipse(x + w / 2 - h * 0.28, y - h / 2, h * 0.3, h / 2, '#d9b07a'),
    ellipse(x + w / 2 - h * 0.28, y - h / 2, h * 0.18, h * 0.3, 'none', { stroke: '#b08050', 'stroke-width': 3 }),
    ellipse(x + w / 2 - h * 0.28, y - h / 2, h * 0.07, h * 0.12, '#b08050'),
  ].join('');
}

export function apple(x: number, y: number, s: number): string {
  return g(
    [
      circle(-6, 0, 12, '#e2453c'),
      circle(6, 0, 12, '#e2453c'),
      circle(-6, -4, 4, '#ffffff', { opacity: 0.5 }),
      line('M0 -10L2 -18', '#6b4a2a', 3),
      shape('M2 -16Q12 -24 16 -14Q8 -12 2 -16Z', '#5ea346'),
    ],
    { transform: place(x, y, s) },
  );
}

/** Mud splotches over a figure drawn with child() at (x,y,s): legs, tummy, sleeves and one cheek. */
export function mudSplats(x: number, y: number, s: number, sit = false): string {
  const mud = '#6e4a2c';
  const spots: readonly (readonly [number, number, number])[] = sit
    ? [
        [-30, -20, 14],
        [20, -14, 12],
        [40, -24, 9],
        [-10, -50, 12],
        [14, -40, 8],
        [-18, -30, 7],
        [14, -152, 6],
      ]
    : [
        [-10, -30, 10],
        [12, -44, 12],
        [-8, -12, 8],
        [8, -70, 12],
        [-16, -84, 9],
        [22, -90, 7],
        [20, -160, 5],
      ];
  return g(
    spots.map(([sx, sy, r], i) =>
      ellipse(sx, sy, r * 1.3, r, mud, { opacity: 0.8, transform: `rotate(${i * 40} ${sx} ${sy})` }),
    ),
    { transform: place(x, y, s) },
  );
}

/** A wisp of mist: long soft white bands for the steamy Jurassic forest. */
export function mist(art: Art, y: number, count: number, opacity = 0.35): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.range(0, art.w);
    out.push(
      softEllipse(
        art,
        x,
        y + art.rng.range(-30, 30),
        art.rng.range(160, 320),
        art.rng.range(18, 34),
        '#ffffff',
        opacity,
        14,
      ),
    );
  }
  return out.join('');
}

/** Little impact marks around a stomping foot or a sneeze. */
export function burst(x: number, y: number, r: number, color: string, from = 200, to = 340): string {
  const out: string[] = [];
  for (let a = from; a <= to; a += 35) {
    const rad = (a * Math.PI) / 180;
    out.push(
      line(
        `M${x + Math.cos(rad) * r} ${y + Math.sin(rad) * r}L${x + Math.cos(rad) * r * 1.6} ${y + Math.sin(rad) * r * 1.6}`,
        color,
        r * 0.12,
      ),
    );
  }
  return out.join('');
}
