import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, roundEyes, shape, smooth } from '../core';
import { glow, sideShading } from '../finish';
import { sparkle, star5 } from '../landscape';

// ───────────────────────────── props: the wizard's tower (Merlo, Sir Clank, Mirabel, the talking books) ─────────────────────────────

export interface MerloLook {
  /** Arm pose: flung up in despair, scratching his head, or raising the wand. */
  arms?: 'up' | 'scratch' | 'wand' | 'down' | 'spoon';
  /** The finding spell gone wrong: a cabbage instead of a hat. */
  cabbage?: boolean;
  mood?: 'worried' | 'happy';
  flip?: boolean;
}

/** Merlo, the kind forgetful wizard: starry robe, long beard tucked into his socks, spectacles upside down. */
export function merlo(art: Art, x: number, y: number, s: number, o: MerloLook = {}): string {
  const robe = '#6a4aa8';
  const skin = '#f2cfb0';
  const beard = '#f4f1ec';
  const arms = o.arms ?? 'down';
  const hand = (hx: number, hy: number): string => circle(hx, hy, 9, skin);
  const sleeve = (d: string): string => line(d, robe, 20);
  const armSvg: string[] = [];
  const right: Pt =
    arms === 'up' ? [70, -250] : arms === 'wand' ? [74, -232] : arms === 'spoon' ? [66, -170] : [40, -118];
  const left: Pt = arms === 'up' ? [-70, -250] : arms === 'scratch' ? [-30, -262] : [-40, -118];
  armSvg.push(
    sleeve(`M-30 -176Q${(left[0] - 30) / 2 - 12} ${(left[1] - 176) / 2} ${left[0]} ${left[1]}`),
    sleeve(`M30 -176Q${(right[0] + 30) / 2 + 12} ${(right[1] - 176) / 2} ${right[0]} ${right[1]}`),
    hand(left[0], left[1]),
    hand(right[0], right[1]),
  );
  if (arms === 'wand')
    armSvg.push(
      glow(art, right[0] + 24, right[1] - 56, 70, '#fff1a8', 0.8),
      line(`M${right[0]} ${right[1]}L${right[0] + 22} ${right[1] - 50}`, '#3b2a3a', 6),
      star5(right[0] + 24, right[1] - 56, 9, '#ffd84d'),
    );
  if (arms === 'spoon')
    armSvg.push(
      line(`M${right[0]} ${right[1]}L${right[0] + 30} ${right[1] - 54}`, '#c08a4a', 6),
      ellipse(right[0] + 34, right[1] - 66, 9, 14, '#c08a4a', {
        transform: `rotate(28 ${right[0] + 34} ${right[1] - 66})`,
      }),
    );
  const eyes =
    o.mood === 'happy'
      ? line('M-17 -212Q-12 -218 -7 -212M7 -212Q12 -218 17 -212', '#3a2a2a', 2.5)
      : circle(-12, -212, 3.2, '#3a2a2a') + circle(12, -212, 3.2, '#3a2a2a');
  const head = o.cabbage
    ? [
        circle(0, -252, 34, '#8fcf6a'),
        circle(-16, -258, 22, '#a6dc7e'),
        circle(16, -258, 22, '#7fbf5a'),
        circle(0, -270, 18, '#b8e68e'),
        line('M0 -286Q-4 -262 0 -240M-22 -262Q-10 -256 -4 -244M22 -262Q10 -256 4 -244', '#5a9a40', 2.5),
      ]
    : [
        ellipse(0, -240, 62, 12, robe),
        shape('M-42 -242Q-20 -300 8 -352Q14 -340 26 -336Q30 -290 42 -242Z', robe),
        star5(4, -290, 8, '#ffd84d'),
        circle(-14, -266, 4, '#ffd84d'),
        circle(20, -306, 3, '#ffd84d'),
      ];
  const robeOutline = 'M-34 -180Q-58 -60 -66 0L66 0Q58 -60 34 -180Q0 -192 -34 -180Z';
  return g(
    [
      shape(robeOutline, robe),
      sideShading(art, robeOutline, 0.14, 0.25),
      ...[
        [-30, -120],
        [20, -80],
        [-10, -40],
        [36, -140],
        [-44, -20],
      ].map(([sx, sy]) => star5(sx!, sy!, 6, '#ffd84d')),
      // The beard runs down to his socks: its tip vanishes under the hem.
      ellipse(-26, -4, 20, 9, '#e2453c'),
      ellipse(26, -4, 20, 9, '#e2453c'),
      circle(0, -214, 30, skin),
      shape(
        'M-28 -206Q-34 -160 -16 -110Q-8 -60 -4 -6L4 -6Q8 -60 16 -110Q34 -160 28 -206Q14 -188 0 -190Q-14 -188 -28 -206Z',
        beard,
      ),
      line('M-10 -170Q-6 -130 -2 -90M10 -170Q6 -130 2 -90', shade(beard, 0.12), 2),
      shape('M-22 -196Q-12 -186 0 -194Q12 -186 22 -196Q12 -180 0 -186Q-12 -180 -22 -196Z', tint(beard, 0.4)),
      circle(0, -204, 7, '#f0a890'),
      eyes,
      // Spectacles upside down: the bridge sits below the lenses.
      circle(-12, -212, 10, 'none', { stroke: '#c9a24a', 'stroke-width': 2.5 }),
      circle(12, -212, 10, 'none', { stroke: '#c9a24a', 'stroke-width': 2.5 }),
      line('M-4 -205Q0 -200 4 -205', '#c9a24a', 2.5),
      line('M-22 -226Q-12 -232 -4 -226M4 -226Q12 -232 22 -226', '#f4f1ec', 4),
      ...head,
      ...armSvg,
    ],
    { transform: place(x, y, s, 0, o.flip) },
  );
}

export interface ClankLook {
  /** Visor closed (sulking) or popped open (delighted). */
  visorOpen?: boolean;
  /** Arms folded, holding the festival flag, or pointing up at the tower. */
  arms?: 'folded' | 'flag' | 'point';
  flip?: boolean;
}

/** Sir Clank, the lonely suit of armour: round helmet with a red plume, shiny plates. Feet at (x, y). */
export function sirClank(art: Art, x: number, y: number, s: number, o: ClankLook = {}): string {
  const steel = art.linear(
    [
      [0, '#eef2f8'],
      [0.45, '#b8c0d0'],
      [1, '#7a8498'],
    ],
    0,
    0,
    1,
    0,
  );
  const dark = '#6a7488';
  const arms = o.arms ?? 'folded';
  const armSvg =
    arms === 'folded'
      ? [rect(-44, -128, 88, 26, steel, { rx: 13 }), circle(-44, -115, 13, dark), circle(44, -115, 13, dark)]
      : arms === 'point'
        ? [
            line('M-30 -150L-52 -90', dark, 18),
            line('M30 -150Q66 -190 72 -236', dark, 18),
            circle(72, -240, 11, '#9aa4b8'),
          ]
        : [
            line('M-30 -150L-52 -90', dark, 18),
            line('M30 -150L56 -104', dark, 18),
            line('M56 20L70 -330', '#8a6a4a', 7),
            shape('M70 -330Q130 -344 180 -318Q140 -296 190 -270Q130 -266 70 -250Z', '#e2453c'),
            star5(120, -296, 13, '#ffd84d'),
            circle(56, -104, 12, '#9aa4b8'),
          ];
  const face = o.visorOpen
    ? [
        shape('M-30 -214Q0 -244 30 -214L30 -228Q0 -262 -30 -228Z', steel),
        rect(-24, -212, 48, 34, '#2a2a3a', { rx: 10 }),
        roundEyes(9, -198, 5, [1, 1]),
        line('M-8 -186Q0 -180 8 -186', '#ffffff', 2),
      ]
    : [
        rect(-26, -206, 52, 10, '#2a2a3a', { rx: 5 }),
        circle(-9, -201, 3, '#dfe8ff'),
        circle(9, -201, 3, '#dfe8ff'),
        line('M-18 -212L-4 -208M18 -212L4 -208', '#4a5060', 3),
        ...[0, 1, 2].map((i) => circle(-10 + i * 10, -184, 2.4, '#4a5060')),
      ];
  return g(
    [
      rect(-30, -70, 24, 66, dark, { rx: 8 }),
      rect(6, -70, 24, 66, dark, { rx: 8 }),
      ellipse(-20, -4, 22, 9, '#5a6478'),
      ellipse(20, -4, 22, 9, '#5a6478'),
      shape('M-40 -160Q-48 -100 -36 -66L36 -66Q48 -100 40 -160Q0 -172 -40 -160Z', steel),
      line('M-38 -96L38 -96M0 -160L0 -66', dark, 2.5, { opacity: 0.6 }),
      ellipse(-44, -156, 20, 14, steel),
      ellipse(44, -156, 20, 14, steel),
      circle(0, -206, 38, steel),
      shape('M-4 -244Q-30 -290 -2 -300Q34 -292 24 -250Q12 -270 -4 -244Z', '#d94f5c'),
      ...face,
      ...armSvg,
      circle(-24, -222, 6, '#ffffff', { opacity: 0.6 }),
    ],
    { transform: place(x, y, s, 0, o.flip) },
  );
}

/** Mirabel's talking portrait: a gilded frame, an old lady with a silver bun and a raised eyebrow. */
export function portrait(art: Art, x: number, y: number, w: number, smiling = false): string {
  const h = w * 1.3;
  const clip = art.clip(ellipse(x, y, w * 0.38, h * 0.4, '#000'));
  return [
    rect(
      x - w / 2,
      y - h / 2,
      w,
      h,
      art.linear([
        [0, '#f6d06a'],
        [1, '#b8862a'],
      ]),
      { rx: w * 0.08 },
    ),
    ellipse(x, y, w * 0.4, h * 0.42, '#8a6a2a'),
    g(
      [
        rect(x - w, y - h, w * 2, h * 2, '#3a5a4a'),
        shape(
          `M${x - w * 0.34} ${y + h * 0.45}Q${x - w * 0.3} ${y + h * 0.1} ${x} ${y + h * 0.08}Q${x + w * 0.3} ${y + h * 0.1} ${x + w * 0.34} ${y + h * 0.45}Z`,
          '#7a3a6a',
        ),
        circle(x, y - h * 0.1, w * 0.2, '#f2d2b8'),
        circle(x, y - h * 0.3, w * 0.13, '#d8d8e4'),
        shape(
          `M${x - w * 0.22} ${y - h * 0.08}Q${x - w * 0.24} ${y - h * 0.32} ${x} ${y - h * 0.3}Q${x + w * 0.24} ${y - h * 0.32} ${x + w * 0.22} ${y - h * 0.08}Q${x + w * 0.16} ${y - h * 0.24} ${x} ${y - h * 0.22}Q${x - w * 0.16} ${y - h * 0.24} ${x - w * 0.22} ${y - h * 0.08}Z`,
          '#d8d8e4',
        ),
        circle(x - w * 0.08, y - h * 0.1, w * 0.055, 'none', { stroke: '#c9a24a', 'stroke-width': w * 0.015 }),
        circle(x + w * 0.08, y - h * 0.1, w * 0.055, 'none', { stroke: '#c9a24a', 'stroke-width': w * 0.015 }),
        circle(x - w * 0.08, y - h * 0.1, w * 0.018, '#3a2a2a'),
        circle(x + w * 0.08, y - h * 0.1, w * 0.018, '#3a2a2a'),
        line(
          `M${x + w * 0.03} ${y - h * 0.17}Q${x + w * 0.08} ${y - h * 0.2} ${x + w * 0.14} ${y - h * 0.17}`,
          '#8a8a9a',
          w * 0.015,
        ),
        line(
          smiling
            ? `M${x - w * 0.06} ${y - h * 0.02}Q${x} ${y + h * 0.02} ${x + w * 0.06} ${y - h * 0.02}`
            : `M${x - w * 0.05} ${y - h * 0.01}L${x + w * 0.05} ${y - h * 0.01}`,
          '#8a3a3a',
          w * 0.015,
        ),
        circle(x, y + h * 0.14, w * 0.03, '#f2c14e'),
      ],
      { 'clip-path': clip },
    ),
  ].join('');
}

/** A book with a face: the library's culprits. Open pages as wings, eyes on the cover. */
export function bookFace(x: number, y: number, s: number, rot: number, cover: string, mood: 'happy' | 'sorry'): string {
  const eyes =
    mood === 'sorry'
      ? line('M-16 2Q-11 -2 -6 2M6 2Q11 -2 16 2', '#2b1d1a', 2.5) + line('M-6 14Q0 10 6 14', '#2b1d1a', 2.2)
      : circle(-11, 2, 3.4, '#2b1d1a') + circle(11, 2, 3.4, '#2b1d1a') + line('M-6 10Q0 16 6 10', '#2b1d1a', 2.2);
  return g(
    [
      shape('M-2 -20L-52 -36Q-58 -8 -50 14L-2 24Z', '#fffaf0'),
      shape('M2 -20L52 -36Q58 -8 50 14L2 24Z', '#f4ecdc'),
      line('M-44 -20L-10 -10M-44 -6L-10 0M44 -20L10 -10M44 -6L10 0', '#d8cdb8', 1.5),
      rect(-26, -20, 52, 46, cover, { rx: 5 }),
      rect(-26, -20, 8, 46, shade(cover, 0.2), { rx: 3 }),
      eyes,
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** A spiral stone staircase rising to the right, seen in a cutaway of the tower wall. */
export function spiralStairs(art: Art, x0: number, y0: number, x1: number, y1: number, steps: number): string {
  const out: string[] = [];
  for (let i = 0; i < steps; i++) {
    const t = i / (steps - 1);
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t;
    const w = 150 - Math.sin(t * Math.PI * 2.2) * 40;
    out.push(
      shape(
        `M${x - w / 2} ${y}L${x + w / 2} ${y}L${x + w / 2 - 10} ${y + 26}L${x - w / 2 + 10} ${y + 26}Z`,
        art.linear([
          [0, '#b8aacc'],
          [1, '#7a6a94'],
        ]),
      ),
      rect(x - w / 2, y - 4, w, 8, '#d8cce8', { rx: 4 }),
    );
  }
  return out.join('');
}

/** Golden stars bursting across the sky: the Great Spell Festival. */
export function starBurst(art: Art, x: number, y: number, r: number, color = '#ffd84d'): string {
  const out = [glow(art, x, y, r * 1.2, color, 0.45)];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const ex = x + Math.cos(a) * r;
    const ey = y + Math.sin(a) * r;
    out.push(
      line(`M${x + Math.cos(a) * r * 0.3} ${y + Math.sin(a) * r * 0.3}L${ex} ${ey}`, tint(color, 0.3), 3, {
        opacity: 0.7,
      }),
      star5(ex, ey, r * 0.08, color),
    );
  }
  out.push(sparkle(x, y, r * 0.2, '#ffffff'));
  return out.join('');
}

/** A dotted wand-sparkle trail along a smooth path. */
export function sparklePath(pts: readonly Pt[], color = '#fff1a8'): string {
  return (
    line(smooth(pts), color, 4, { 'stroke-dasharray': '2 16', opacity: 0.9 }) +
    pts.map(([px, py], i) => sparkle(px, py - 14, 5 + (i % 3) * 3, i % 2 ? '#ffffff' : color)).join('')
  );
}
