import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, shape } from '../core';
import { glow } from '../finish';
import { moon, star5 } from '../landscape';
import { dragon, owl } from './fantasy';

// ───────────────────────────── props: friends of the night (the dragon book and its neighbours) ─────────────────────────────

/** A wall or ground torch: wooden stick, iron cup, flickering flame in a warm halo. Base at (x, y). */
export function torch(art: Art, x: number, y: number, s: number, lit = true): string {
  return [
    lit ? glow(art, x, y - 92 * s, 120 * s, '#ffb347', 0.55) : '',
    g(
      [
        rect(-5, -70, 10, 70, '#6b4a2e', { rx: 4 }),
        shape('M-14 -78L14 -78L9 -64L-9 -64Z', '#4a3a3a'),
        lit
          ? shape('M0 -118Q16 -96 10 -84Q4 -76 0 -76Q-4 -76 -10 -84Q-16 -96 0 -118Z', '#ff8a3d') +
            shape('M0 -104Q8 -92 5 -84Q2 -80 0 -80Q-2 -80 -5 -84Q-8 -92 0 -104Z', '#fff1a8')
          : line('M0 -82Q-6 -96 2 -108Q8 -120 0 -132', '#c8c8d8', 4, { opacity: 0.5 }),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** A firefly with a friendly face: a glowing tail, tiny wings, dot eyes. Centre (x, y). */
export function fireflyFriend(art: Art, x: number, y: number, s: number, flip = false): string {
  return [
    glow(art, x - 8 * s * (flip ? -1 : 1), y + 6 * s, 46 * s, '#fff27a', 0.7),
    g(
      [
        ellipse(-4, -10, 9, 14, '#e8f4ff', { opacity: 0.75, transform: 'rotate(-30 -4 -10)' }),
        ellipse(6, -10, 9, 14, '#e8f4ff', { opacity: 0.75, transform: 'rotate(30 6 -10)' }),
        ellipse(-9, 6, 11, 9, '#fffbd0'),
        circle(6, 0, 10, '#4a3a5a'),
        circle(8, -2, 2.4, '#ffffff'),
        circle(13, -2, 2.4, '#ffffff'),
        line('M7 4Q10 7 13 4', '#ffffff', 1.6),
        line('M8 -9Q10 -18 16 -20M12 -8Q16 -16 22 -16', '#4a3a5a', 1.5),
      ],
      { transform: place(x, y, s, 0, flip) },
    ),
  ].join('');
}

/** An old owl in big round spectacles; `point` raises one wing as if showing the sky. Feet at (x, y). */
export function wiseOwl(x: number, y: number, s: number, color: string, point = false, flip = false): string {
  const wing = point ? ellipse(44, -92, 10, 30, shade(color, 0.12), { transform: 'rotate(40 44 -92)' }) : '';
  return [
    owl(x, y, s, color, false, flip),
    g(
      [
        wing,
        circle(-13, -62, 15, 'none', { stroke: '#c9a24a', 'stroke-width': 3 }),
        circle(13, -62, 15, 'none', { stroke: '#c9a24a', 'stroke-width': 3 }),
        line('M-2 -63L2 -63', '#c9a24a', 3),
        circle(-18, -67, 3, '#ffffff', { opacity: 0.6 }),
        circle(8, -67, 3, '#ffffff', { opacity: 0.6 }),
        // A few white feathers over the brow: she is old.
        line('M-22 -80Q-13 -86 -4 -80M4 -80Q13 -86 22 -80', '#f4ecdc', 3),
      ],
      { transform: place(x, y, s, 0, flip) },
    ),
  ].join('');
}

/** A little hedgehog snuffling to the right; feet at (x, y). */
export function hedgehog(x: number, y: number, s: number, flip = false): string {
  let spikes = '';
  for (let i = 0; i < 11; i++) {
    const a = Math.PI * (1.05 + i * 0.085);
    const bx = Math.cos(a) * 34;
    const by = Math.sin(a) * 26 - 16;
    spikes += `M${bx * 0.8} ${by * 0.8 - 3}L${bx * 1.35} ${by * 1.3 - 6}L${bx * 0.8 + 6} ${by * 0.8}Z`;
  }
  return g(
    [
      shape(spikes, '#6b4e3a'),
      ellipse(-4, -18, 34, 20, '#7a5a44'),
      shape('M18 -30Q44 -22 46 -8Q30 -2 16 -6Z', '#e2c29a'),
      circle(46, -9, 3.5, '#2b1d1a'),
      circle(30, -20, 2.6, '#2b1d1a'),
      ellipse(-12, -2, 7, 4, '#5a4030'),
      ellipse(14, -2, 7, 4, '#5a4030'),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A rabbit curled up asleep, with little drifting "z" curls. Base at (x, y). */
export function sleepingRabbit(x: number, y: number, s: number, color = '#d8cfc4'): string {
  return g(
    [
      ellipse(0, -22, 40, 24, color),
      circle(-28, -30, 6, '#ffffff'),
      circle(30, -30, 20, color),
      ellipse(30, -60, 8, 24, color, { transform: 'rotate(40 30 -50)' }),
      ellipse(40, -56, 7, 22, tint(color, 0.1), { transform: 'rotate(60 40 -46)' }),
      line('M30 -30Q35 -27 40 -30', '#5a4a4a', 2),
      circle(49, -26, 3, '#e89aa8'),
      line('M56 -64l10 0l-10 10l10 0M72 -86l7 0l-7 7l7 0', '#e8f0ff', 2.2, { opacity: 0.85 }),
    ],
    { transform: place(x, y, s) },
  );
}

/** A closed flower bud for the sleeping meadow. */
export function foldedFlower(x: number, y: number, h: number, color: string): string {
  return [
    line(`M${x} ${y}Q${x - 4} ${y - h * 0.5} ${x} ${y - h}`, '#3e6a4a', 3),
    ellipse(x, y - h - 8, 6, 11, color),
    shape(`M${x - 7} ${y - h - 4}Q${x} ${y - h + 6} ${x + 7} ${y - h - 4}L${x} ${y - h + 2}Z`, '#3e6a4a'),
  ].join('');
}

/** A constellation: bright stars joined by thin lines, the way a picture book draws the sky's pictures. */
export function constellation(art: Art, pts: readonly Pt[], links: readonly (readonly [number, number])[]): string {
  const out: string[] = [];
  for (const [a, b] of links) {
    const p = pts[a]!;
    const q = pts[b]!;
    out.push(line(`M${p[0]} ${p[1]}L${q[0]} ${q[1]}`, '#cfe0ff', 1.8, { opacity: 0.55, 'stroke-dasharray': '5 5' }));
  }
  for (const [px, py] of pts) out.push(glow(art, px, py, 18, '#fff8dc', 0.6), star5(px, py, 5, '#fff8dc'));
  return out.join('');
}

/** The full moon with a kind face (eyes closed, or open when awake): the moon who watches over the children. */
export function moonFace(art: Art, x: number, y: number, r: number, awake = false): string {
  const eyes = awake
    ? circle(x - r * 0.3, y - r * 0.08, r * 0.07, '#8a6a3a') + circle(x + r * 0.3, y - r * 0.08, r * 0.07, '#8a6a3a')
    : line(
        `M${x - r * 0.42} ${y - r * 0.1}Q${x - r * 0.3} ${y + r * 0.02} ${x - r * 0.18} ${y - r * 0.1}M${x + r * 0.18} ${
          y - r * 0.1
        }Q${x + r * 0.3} ${y + r * 0.02} ${x + r * 0.42} ${y - r * 0.1}`,
        '#b08a4a',
        r * 0.04,
      );
  return [
    moon(art, x, y, r),
    eyes,
    circle(x - r * 0.45, y + r * 0.18, r * 0.1, '#ff9a8a', { opacity: 0.35 }),
    circle(x + r * 0.45, y + r * 0.18, r * 0.1, '#ff9a8a', { opacity: 0.35 }),
    line(`M${x - r * 0.16} ${y + r * 0.26}Q${x} ${y + r * 0.4} ${x + r * 0.16} ${y + r * 0.26}`, '#b08a4a', r * 0.04),
  ].join('');
}

export interface EmberLook {
  mood: 'shy' | 'happy';
  flip?: boolean;
  glowBelly?: boolean;
  color?: string;
  belly?: string;
  /** A wing pulled over his head. */
  hideWing?: boolean;
  tears?: boolean;
  /** Length of a puff of fire from his mouth (0 = none, 1 = a full breath). */
  fire?: number;
  smoke?: boolean;
}

/**
 * The little dragon with extras the story needs: a wing pulled over his head, tears, a puff of fire or of smoke.
 * Everything is drawn in the dragon's own coordinates so it stays on him when he is flipped or scaled.
 */
export function ember(art: Art, x: number, y: number, s: number, o: EmberLook): string {
  const color = o.color ?? '#6cc08a';
  const extra: string[] = [];
  if (o.tears)
    extra.push(
      shape('M34 -108Q30 -98 34 -94Q38 -98 34 -108Z', '#9fd8ff'),
      shape('M60 -107Q57 -99 60 -96Q63 -99 60 -107Z', '#9fd8ff'),
      ellipse(78, -104, 6, 4, '#ff6f7a', { opacity: 0.8 }),
    );
  if (o.hideWing)
    extra.push(
      shape(
        'M-10 -96Q10 -170 60 -156Q96 -140 88 -96Q70 -112 56 -98Q44 -116 28 -100Q18 -112 -10 -96Z',
        tint(color, 0.15),
      ),
      line('M10 -140Q30 -128 28 -100M40 -150Q52 -126 56 -98', shade(color, 0.22), 2.5, { opacity: 0.6 }),
    );
  if (o.fire)
    extra.push(
      g(
        [
          glow(art, 0, 0, 60, '#ffb347', 0.8),
          shape('M0 -10Q40 -16 70 0Q40 16 0 10Q-6 0 0 -10Z', '#ff8a3d'),
          shape('M0 -5Q24 -8 40 0Q24 8 0 5Z', '#fff1a8'),
        ],
        { transform: `translate(82 -96) scale(${o.fire})` },
      ),
    );
  if (o.smoke)
    extra.push(
      circle(94, -112, 9, '#d8dce8', { opacity: 0.8 }),
      circle(106, -126, 12, '#d8dce8', { opacity: 0.6 }),
      circle(120, -144, 15, '#d8dce8', { opacity: 0.4 }),
    );
  return (
    dragon(art, x, y, s, color, o.belly ?? '#f6e3a1', o.mood, o.flip, o.glowBelly) +
    g(extra, { transform: place(x, y, s, 0, o.flip) })
  );
}

/** Little stars circling: a bump on the head. */
export function dizzyStars(x: number, y: number, r: number): string {
  return [0, 1, 2, 3]
    .map((i) => {
      const a = (i / 4) * Math.PI * 2 + 0.4;
      return star5(x + Math.cos(a) * r, y + Math.sin(a) * r * 0.4, r * 0.22, '#ffe08a');
    })
    .join('');
}

/** Wind: curled streaks that read as a gust. */
export function gust(x: number, y: number, w: number, color = '#c8d8ff', opacity = 0.6): string {
  return [0, 1, 2]
    .map((i) =>
      line(
        `M${x} ${y + i * 34}Q${x + w * 0.5} ${y + i * 34 - 16} ${x + w * 0.8} ${y + i * 34}q${w * 0.12} 14 ${
          w * 0.02
        } 22q${-w * 0.06} 0 ${-w * 0.04} -10`,
        color,
        4 - i,
        { opacity },
      ),
    )
    .join('');
}
