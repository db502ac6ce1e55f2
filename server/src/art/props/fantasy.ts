import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, shape, smooth } from '../core';
import { glow } from '../finish';
import { sparkle, star5 } from '../landscape';
import { flag } from './adventure';

// ───────────────────────────── props: fantasy ─────────────────────────────

/** A small round dragon facing right, feet on (x, y). `glowBelly` lights it up when it is brave. */
export function dragon(
  art: Art,
  x: number,
  y: number,
  s: number,
  color: string,
  belly: string,
  mood: 'shy' | 'happy',
  flip = false,
  glowBelly = false,
): string {
  const dark = shade(color, 0.22);
  const wing = 'M-6 -96Q-44 -150 -84 -128Q-70 -116 -72 -100Q-56 -108 -50 -92Q-36 -100 -24 -82Z';
  const eyes =
    mood === 'shy'
      ? [
          ellipse(36, -118, 7, 9, '#2b1d1a'),
          ellipse(58, -118, 6, 8.5, '#2b1d1a'),
          circle(38, -121, 2.6, '#ffffff'),
          circle(60, -121, 2.4, '#ffffff'),
          line('M30 -132L42 -128M54 -128L64 -133', dark, 2.5),
        ]
      : [line('M29 -118Q36 -126 43 -118M52 -118Q58 -126 64 -118', '#2b1d1a', 3)];
  const mouth =
    mood === 'shy' ? line('M56 -92Q62 -95 68 -92', '#2b1d1a', 2.5) : shape('M50 -94Q62 -82 74 -96Z', '#8a2f3a');
  const out = [
    glowBelly ? glow(art, 10, -60, 110, '#ffd36b', 0.55) : '',
    shape(wing, tint(color, 0.15)),
    line('M-6 -96Q-44 -150 -84 -128M-50 -92Q-56 -118 -60 -132M-24 -82Q-34 -108 -40 -138', dark, 2.5, { opacity: 0.6 }),
    shape('M-26 -34Q-80 -20 -92 -52Q-96 -70 -84 -76Q-84 -58 -70 -48Q-50 -38 -24 -58Z', color),
    shape('M-84 -76L-98 -92L-76 -86Z', belly),
    ellipse(-20, -8, 17, 10, dark),
    ellipse(24, -8, 17, 10, dark),
    ellipse(0, -52, 40, 46, color),
    ellipse(8, -46, 25, 34, glowBelly ? '#ffe9a6' : belly),
    line('M-8 -66Q8 -62 24 -66M-12 -50Q8 -46 28 -50M-10 -34Q8 -30 26 -34', shade(belly, 0.15), 2, { opacity: 0.6 }),
    shape('M-22 -130L-16 -146L-8 -132Z', belly),
    shape('M-30 -112L-40 -124L-26 -120Z', belly),
    circle(36, -112, 36, color),
    ellipse(60, -98, 24, 18, tint(color, 0.1)),
    circle(66, -104, 2.5, dark),
    circle(76, -102, 2.5, dark),
    shape('M18 -142L22 -166L32 -144Z', '#fff3d6'),
    shape('M44 -146L54 -168L56 -144Z', '#fff3d6'),
    ...eyes,
    circle(26, -100, 6, '#ff7d8a', { opacity: 0.45 }),
    mouth,
    ellipse(32, -52, 9, 12, dark, { transform: mood === 'shy' ? 'rotate(-40 32 -52)' : 'rotate(30 32 -52)' }),
  ];
  return g(out, { transform: place(x, y, s, 0, flip) });
}

/** A glowing lantern hanging from (x, y). */
export function lantern(art: Art, x: number, y: number, s: number): string {
  return [
    glow(art, x, y + 40 * s, 190 * s, '#ffcf5a', 0.55),
    g(
      [
        line('M0 0L0 12', '#4a3a2a', 3),
        circle(0, -4, 6, 'none', { stroke: '#4a3a2a', 'stroke-width': 3 }),
        shape('M-18 22L0 10L18 22Z', '#4a3a2a'),
        rect(-16, 22, 32, 38, '#ffe08a', { rx: 5 }),
        ellipse(0, 42, 7, 10, '#fff8dc'),
        line('M-16 22L-16 60M16 22L16 60M0 22L0 60', '#4a3a2a', 2.5),
        rect(-20, 58, 40, 7, '#4a3a2a', { rx: 3 }),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** Dark cave mouth in a rocky hill. */
export function cave(art: Art, x: number, y: number, w: number, rock: string): string {
  const h = w * 0.75;
  return [
    shape(
      `M${x - w} ${y}Q${x - w * 0.8} ${y - h * 1.3} ${x} ${y - h * 1.35}Q${x + w * 0.9} ${y - h * 1.3} ${x + w} ${y}Z`,
      art.linear([
        [0, tint(rock, 0.1)],
        [1, shade(rock, 0.2)],
      ]),
    ),
    shape(
      `M${x - w * 0.45} ${y}Q${x - w * 0.45} ${y - h * 0.85} ${x} ${y - h * 0.85}Q${x + w * 0.45} ${y - h * 0.85} ${x + w * 0.45} ${y}Z`,
      '#161228',
    ),
    ellipse(x - w * 0.6, y - h * 0.9, w * 0.12, w * 0.07, shade(rock, 0.15)),
    ellipse(x + w * 0.55, y - h * 0.5, w * 0.1, w * 0.06, shade(rock, 0.15)),
  ].join('');
}

/** A storybook castle, base centre at (x, y): keep, three towers with cone roofs and pennants, warm windows. */
export function castle(art: Art, x: number, y: number, s: number, wall: string, roof: string, pennant: string): string {
  const stone = shade(wall, 0.12);
  const crenel = (cx: number, top: number, w: number): string => {
    let d = '';
    for (let i = 0; i < w / 16; i++) d += `M${cx - w / 2 + i * 16} ${top}h10v-12h-10Z`;
    return shape(d, wall);
  };
  const tower = (tx: number, w: number, h: number): string =>
    [
      rect(tx - w / 2, -h, w, h, wall),
      rect(tx - w / 2, -h, w * 0.25, h, '#ffffff', { opacity: 0.18 }),
      shape(`M${tx - w * 0.62} ${-h}L${tx} ${-h - w * 1.3}L${tx + w * 0.62} ${-h}Z`, roof, {
        stroke: roof,
        'stroke-width': 6,
        'stroke-linejoin': 'round',
      }),
      flag(tx, -h - w * 1.28, w * 0.9, pennant),
      shape(
        `M${tx - 7} ${-h * 0.7}L${tx - 7} ${-h * 0.6}Q${tx - 7} ${-h * 0.7 - 9} ${tx} ${-h * 0.7 - 9}Q${tx + 7} ${-h * 0.7 - 9} ${tx + 7} ${-h * 0.6}L${tx + 7} ${-h * 0.6}Z`,
        '#ffd36b',
      ),
      rect(tx - 7, -h * 0.7, 14, 16, '#ffd36b'),
    ].join('');
  return g(
    [
      rect(-110, -150, 220, 150, wall),
      crenel(0, -150, 220),
      ...[-80, -30, 30, 80].map((bx, i) => rect(bx - 14, -120 + (i % 2) * 30, 28, 10, stone, { rx: 3 })),
      tower(-130, 60, 230),
      tower(130, 60, 230),
      tower(0, 76, 260),
      shape('M-34 0L-34 -56Q-34 -90 0 -90Q34 -90 34 -56L34 0Z', '#6b4a3a'),
      line('M-20 -76L-20 0M0 -90L0 0M20 -76L20 0', shade('#6b4a3a', 0.3), 3),
      glow(art, -70, -95, 50, '#ffd36b', 0.4),
      rect(-78, -110, 16, 26, '#ffd36b', { rx: 8 }),
      rect(62, -110, 16, 26, '#ffd36b', { rx: 8 }),
    ],
    { transform: place(x, y, s) },
  );
}

/** Rainbow as concentric arcs with a soft halo; (cx, cy) is the centre of the arcs' circle. */
export function rainbow(art: Art, cx: number, cy: number, r: number, band: number, opacity = 0.85): string {
  const colors = ['#ef6f6c', '#f6a55a', '#f7d65c', '#7cc878', '#5fb0e5', '#8c7be0'];
  const arcs = colors.map((c, i) => {
    const rr = r - i * band;
    return line(`M${cx - rr} ${cy}A${rr} ${rr} 0 0 1 ${cx + rr} ${cy}`, c, band + 1, { 'stroke-linecap': 'butt' });
  });
  return g(
    [
      line(
        `M${cx - r + band * 2.5} ${cy}A${r - band * 2.5} ${r - band * 2.5} 0 0 1 ${cx + r - band * 2.5} ${cy}`,
        '#ffffff',
        band * 9,
        { opacity: 0.25, filter: art.blur(band) },
      ),
      ...arcs,
    ],
    { opacity },
  );
}

/** A garland of little triangle flags between two points, sagging in the middle. */
export function bunting(x0: number, y0: number, x1: number, y1: number, colors: readonly string[]): string {
  const sag = 40;
  const out = [line(`M${x0} ${y0}Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}`, '#6b4a3a', 2)];
  const n = 11;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = (1 - t) * (1 - t) * x0 + 2 * t * (1 - t) * ((x0 + x1) / 2) + t * t * x1;
    const py = (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
    out.push(shape(`M${px - 12} ${py}L${px + 12} ${py}L${px} ${py + 26}Z`, colors[i % colors.length]!));
  }
  return out.join('');
}

export function partyBalloon(x: number, y: number, r: number, color: string): string {
  return [
    line(`M${x} ${y + r}Q${x - 10} ${y + r * 2.2} ${x + 4} ${y + r * 3.5}`, '#6b6b7b', 1.5),
    ellipse(x, y, r * 0.85, r, color),
    shape(`M${x - 4} ${y + r + 5}L${x + 4} ${y + r + 5}L${x} ${y + r - 1}Z`, color),
    ellipse(x - r * 0.3, y - r * 0.35, r * 0.18, r * 0.28, '#ffffff', { opacity: 0.5 }),
  ].join('');
}

/** A bookcase full of coloured spines (no titles). */
export function bookshelf(art: Art, x: number, y: number, w: number, h: number): string {
  const wood = '#7a4a2e';
  const out = [rect(x, y, w, h, wood, { rx: 6 }), rect(x + 10, y + 10, w - 20, h - 20, '#4a2c1f')];
  const colors = ['#c0504d', '#4f81bd', '#9bbb59', '#f2c14e', '#8064a2', '#4bacc6', '#e8864a', '#d86f9a'];
  const shelves = Math.floor((h - 20) / 90);
  for (let sIdx = 0; sIdx < shelves; sIdx++) {
    const base = y + 10 + (sIdx + 1) * ((h - 20) / shelves);
    out.push(rect(x + 6, base - 6, w - 12, 10, shade(wood, 0.1)));
    let bx = x + 14;
    while (bx < x + w - 30) {
      const bw = art.rng.range(12, 22);
      const bh = art.rng.range(52, 74);
      const c = art.rng.pick(colors);
      const lean = art.rng.next() < 0.1 ? 12 : 0;
      out.push(
        g(
          [
            rect(0, -bh, bw, bh, c, { rx: 2 }),
            rect(0, -bh * 0.8, bw, 4, tint(c, 0.45)),
            rect(0, -bh * 0.25, bw, 4, tint(c, 0.45)),
          ],
          { transform: `translate(${bx} ${base - 6}) rotate(${lean})` },
        ),
      );
      bx += bw + (lean ? 10 : 2);
    }
  }
  return out.join('');
}

export function candle(art: Art, x: number, y: number, s: number): string {
  return [
    glow(art, x, y - 70 * s, 90 * s, '#ffcf5a', 0.5),
    g(
      [
        ellipse(0, 0, 26, 7, '#b08a3a'),
        rect(-10, -50, 20, 50, '#fbf3e0', { rx: 3 }),
        shape('M0 -72Q8 -60 0 -52Q-8 -60 0 -72Z', '#ffb347'),
        shape('M0 -66Q4 -58 0 -54Q-4 -58 0 -66Z', '#fff6c8'),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** A round owl; perched with feet at (x, y). Eyes open or sleepy. */
export function owl(x: number, y: number, s: number, color: string, sleepy = false, flip = false): string {
  const eye = (ex: number): string =>
    sleepy
      ? circle(ex, -62, 13, '#fff6e0') + line(`M${ex - 8} ${-62}Q${ex} ${-56} ${ex + 8} ${-62}`, '#2b1d1a', 3)
      : circle(ex, -62, 13, '#fff6e0') + circle(ex + 2, -61, 7, '#2b1d1a') + circle(ex + 4, -64, 2.5, '#ffffff');
  return g(
    [
      shape('M-30 -80L-24 -104L-10 -84Z', shade(color, 0.15)),
      shape('M30 -80L24 -104L10 -84Z', shade(color, 0.15)),
      ellipse(0, -44, 32, 44, color),
      ellipse(0, -32, 21, 28, tint(color, 0.45)),
      line('M-10 -38Q-6 -34 -2 -38M2 -38Q6 -34 10 -38M-8 -26Q-4 -22 0 -26M0 -26Q4 -22 8 -26', shade(color, 0.15), 2),
      ellipse(-30, -42, 10, 24, shade(color, 0.12), { transform: 'rotate(12 -30 -42)' }),
      ellipse(30, -42, 10, 24, shade(color, 0.12), { transform: 'rotate(-12 30 -42)' }),
      eye(-13),
      eye(13),
      shape('M-5 -52L5 -52L0 -42Z', '#f2a03d'),
      line('M-10 -2L-10 4M-4 -2L-4 4M4 -2L4 4M10 -2L10 4', '#f2a03d', 3),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** An open book in flight: two page wings over a coloured cover. */
export function flyingBook(x: number, y: number, s: number, rot: number, cover: string): string {
  return g(
    [
      shape('M-44 -4Q-22 -14 0 -4Q22 -14 44 -4L44 8Q22 -2 0 8Q-22 -2 -44 8Z', cover),
      shape('M-40 -6Q-20 -22 0 -8L0 2Q-20 -12 -40 -2Z', '#fffaf0'),
      shape('M40 -6Q20 -22 0 -8L0 2Q20 -12 40 -2Z', '#f4ecdc'),
      line('M-32 -10Q-18 -18 -6 -10M32 -10Q18 -18 6 -10', '#d8cdb8', 1.5),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A wand: dark stick, gold tip, burst of sparkles. */
export function wand(art: Art, x: number, y: number, s: number, rot: number, burst: boolean): string {
  return [
    burst ? glow(art, x, y, 140 * s, '#fff1a8', 0.7) : '',
    g([line('M0 0L0 90', '#3b2a3a', 8), line('M0 70L0 90', '#f2c14e', 9), star5(0, -4, 12, '#ffd84d')], {
      transform: place(x, y, s, rot),
    }),
    burst
      ? [
          sparkle(x - 50 * s, y - 40 * s, 16 * s, '#fff6c8'),
          sparkle(x + 54 * s, y - 30 * s, 12 * s, '#ffe28a'),
          sparkle(x + 10 * s, y - 70 * s, 10 * s, '#ffffff'),
          star5(x - 30 * s, y + 30 * s, 7 * s, '#ffd84d'),
        ].join('')
      : '',
  ].join('');
}

/** A wizard's stone tower with a pointed roof and lit windows. */
export function wizardTower(art: Art, x: number, y: number, s: number, wall: string, roof: string): string {
  return g(
    [
      shape(
        'M-55 0L-45 -260L45 -260L55 0Z',
        art.linear(
          [
            [0, tint(wall, 0.15)],
            [0.5, wall],
            [1, shade(wall, 0.3)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      ...[-220, -170, -120, -70].map((ty, i) => rect(-30 + (i % 2) * 30, ty, 26, 10, shade(wall, 0.15), { rx: 3 })),
      shape('M-72 -254L0 -400L72 -254Q0 -240 -72 -254Z', roof),
      star5(0, -404, 10, '#ffd84d'),
      glow(art, 0, -200, 60, '#ffd36b', 0.5),
      shape('M-14 -180L-14 -210Q-14 -226 0 -226Q14 -226 14 -210L14 -180Z', '#ffd36b'),
      shape('M-18 0L-18 -40Q-18 -58 0 -58Q18 -58 18 -40L18 0Z', '#5a3a2a'),
    ],
    { transform: place(x, y, s) },
  );
}

/** Aurora: translucent ribbons waving across the sky, blurred so they glow. */
export function aurora(art: Art, top: number, colors: readonly string[]): string {
  const out: string[] = [];
  colors.forEach((c, i) => {
    const y = top + i * 40;
    const pts: Pt[] = [];
    for (let k = 0; k <= 6; k++) pts.push([-100 + (k * (art.w + 200)) / 6, y + Math.sin(k * 1.3 + i) * 50]);
    const upper = pts.map(([px, py]) => [px, py - 110 - (i === 0 ? 40 : 0)] as const).reverse();
    const d = `${smooth(pts)}L${upper[0]![0]} ${upper[0]![1]}${smooth(upper).slice(smooth(upper).indexOf('C'))}Z`;
    out.push(
      shape(
        d,
        art.linear([
          [0, c, 0],
          [0.6, c, 0.55],
          [1, c, 0.05],
        ]),
      ),
    );
  });
  // One blur over all ribbons rather than one each: the same glow at a third of the filter work.
  return g(out, { filter: art.blur(14) });
}

/** A unicorn facing right, hooves on (x, y): round body, curly pastel mane, golden spiral horn. */
export function unicorn(
  art: Art,
  x: number,
  y: number,
  s: number,
  mane: readonly string[],
  flip = false,
  flying = false,
): string {
  const coat = '#fdfaff';
  const shadeCoat = '#e6e0f2';
  const legs = flying
    ? [
        g(rect(-62, -70, 20, 62, shadeCoat, { rx: 10 }), { transform: 'rotate(40 -52 -70)' }),
        g(rect(40, -70, 20, 62, shadeCoat, { rx: 10 }), { transform: 'rotate(-50 50 -70)' }),
        g(rect(-40, -70, 20, 62, coat, { rx: 10 }), { transform: 'rotate(30 -30 -70)' }),
        g(rect(22, -70, 20, 62, coat, { rx: 10 }), { transform: 'rotate(-40 32 -70)' }),
      ]
    : [
        rect(-62, -70, 20, 70, shadeCoat, { rx: 10 }),
        rect(40, -70, 20, 70, shadeCoat, { rx: 10 }),
        rect(-40, -70, 20, 70, coat, { rx: 10 }),
        rect(20, -70, 20, 70, coat, { rx: 10 }),
        ...[-52, 50, -30, 30].map((hx) => rect(hx - 10, -12, 20, 12, '#c9b6e4', { rx: 4 })),
      ];
  const tail = mane.map((c, i) => circle(-78 - i * 10, -92 + i * 16, 16 - i * 1.5, c)).join('');
  const maneCurls =
    mane.map((c, i) => circle(40 - i * 6, -160 + i * 20, 15, c)).join('') +
    mane.map((c, i) => circle(56 - i * 4, -176 + i * 12, 11, c)).join('');
  return g(
    [
      flying ? glow(art, 0, -100, 200, '#fff1ff', 0.35) : '',
      tail,
      ...legs,
      ellipse(0, -96, 76, 44, coat),
      ellipse(0, -78, 60, 20, shadeCoat, { opacity: 0.6 }),
      shape('M28 -120Q40 -170 74 -186L98 -160Q72 -140 64 -96Z', coat),
      maneCurls,
      ellipse(92, -168, 36, 24, coat, { transform: 'rotate(28 92 -168)' }),
      ellipse(112, -152, 16, 14, '#fbe9f2'),
      circle(118, -154, 2.5, '#c9a0b8'),
      shape('M70 -196L76 -218L84 -194Z', coat),
      shape('M86 -192L108 -246L98 -188Z', '#f6cf5a'),
      line('M89 -200L101 -204M92 -214L103 -217M96 -228L105 -230', '#e0a82e', 2.5),
      line('M84 -170Q90 -164 96 -170', '#2b1d1a', 3),
      line('M84 -172L80 -176M88 -168L86 -173', '#2b1d1a', 1.8),
      circle(100, -158, 6, '#ff9ab0', { opacity: 0.55 }),
      line('M108 -142Q114 -138 120 -142', '#8a6a7a', 2),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}
