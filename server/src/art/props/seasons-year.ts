import { shade, tint } from '../colour';
import { type Art, circle, ellipse, g, line, place, rect, shape } from '../core';
import { glow } from '../finish';
import { flower, leaf, sparkle, star5 } from '../landscape';

// ───────────────────────────── props: the secret of the seasons ─────────────────────────────

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/**
 * Grandfather Oak: a broad old oak with a kind face in its trunk. `crown` colours the leaves (pass the season's),
 * `mood` sets the face; the base of the trunk stands at (x, y) and `h` is the whole tree's height.
 */
export function grandfatherOak(
  art: Art,
  x: number,
  y: number,
  h: number,
  crown: readonly string[],
  mood: 'worried' | 'whisper' | 'happy' = 'happy',
  bare = false,
): string {
  const k = h / 600;
  const bark = '#8a5a3a';
  const out: string[] = [
    shape(
      `M${x - 95 * k} ${y}Q${x - 60 * k} ${y - 40 * k} ${x - 58 * k} ${y - 200 * k}L${x - 50 * k} ${y - 340 * k}L${x + 50 * k} ${y - 340 * k}L${x + 58 * k} ${y - 200 * k}Q${x + 60 * k} ${y - 40 * k} ${x + 100 * k} ${y}Z`,
      art.linear(
        [
          [0, tint(bark, 0.12)],
          [0.6, bark],
          [1, shade(bark, 0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    line(
      `M${x - 30 * k} ${y - 30 * k}Q${x - 40 * k} ${y - 120 * k} ${x - 28 * k} ${y - 160 * k}`,
      shade(bark, 0.25),
      5 * k,
    ),
    line(
      `M${x + 34 * k} ${y - 20 * k}Q${x + 42 * k} ${y - 100 * k} ${x + 30 * k} ${y - 140 * k}`,
      shade(bark, 0.25),
      5 * k,
    ),
    line(
      `M${x - 20 * k} ${y - 320 * k}Q${x - 120 * k} ${y - 380 * k} ${x - 200 * k} ${y - 390 * k}M${x + 20 * k} ${y - 320 * k}Q${x + 130 * k} ${y - 380 * k} ${x + 210 * k} ${y - 400 * k}M${x} ${y - 330 * k}L${x + 10 * k} ${y - 470 * k}`,
      bark,
      30 * k,
    ),
  ];
  if (bare) {
    out.push(
      line(
        `M${x - 200 * k} ${y - 390 * k}l-60 ${-40 * k}M${x - 150 * k} ${y - 386 * k}l-10 ${-70 * k}M${x + 210 * k} ${y - 400 * k}l60 ${-50 * k}M${x + 150 * k} ${y - 390 * k}l20 ${-80 * k}M${x + 10 * k} ${y - 470 * k}l-30 ${-70 * k}M${x + 10 * k} ${y - 470 * k}l40 ${-60 * k}`,
        bark,
        14 * k,
      ),
    );
  } else {
    const balls: readonly (readonly [number, number, number])[] = [
      [-210, -400, 110],
      [-110, -480, 130],
      [20, -520, 140],
      [150, -480, 130],
      [240, -400, 105],
      [-140, -380, 110],
      [130, -380, 115],
      [0, -420, 140],
    ];
    out.push(
      ...balls.map(([bx, by, br], i) =>
        circle(x + bx * k, y + by * k + 12 * k, br * k, shade(crown[i % crown.length]!, 0.15)),
      ),
      ...balls.map(([bx, by, br], i) => circle(x + bx * k, y + by * k, br * k * 0.94, crown[i % crown.length]!)),
      ...balls
        .slice(1, 4)
        .map(([bx, by, br]) =>
          circle(x + (bx - br * 0.25) * k, y + (by - br * 0.3) * k, br * 0.4 * k, '#ffffff', { opacity: 0.14 }),
        ),
    );
  }
  // The face in the bark: bushy brows, kind eyes, a mossy moustache of a mouth.
  const fy = y - 200 * k;
  const brow = mood === 'worried' ? 'M-34 -18L-12 -28M12 -28L34 -18' : 'M-34 -20Q-22 -30 -10 -22M10 -22Q22 -30 34 -20';
  const eyes =
    mood === 'happy'
      ? line('M-30 -4Q-22 -14 -14 -4M14 -4Q22 -14 30 -4', '#3a2414', 4)
      : [
          ellipse(-22, -4, 7, 9, '#3a2414'),
          ellipse(22, -4, 7, 9, '#3a2414'),
          circle(-20, -7, 2.5, '#ffffff'),
          circle(24, -7, 2.5, '#ffffff'),
        ].join('');
  const mouth =
    mood === 'happy'
      ? shape('M-18 24Q0 44 18 24Z', '#4a2a18')
      : mood === 'whisper'
        ? ellipse(0, 30, 6, 8, '#4a2a18')
        : line('M-14 32Q0 22 14 32', '#3a2414', 4);
  out.push(
    g(
      [
        ellipse(0, 10, 52, 56, shade(bark, 0.08), { opacity: 0.5 }),
        line(brow, '#d8c8a8', 7),
        eyes,
        shape('M-6 4Q0 16 6 4', shade(bark, 0.35)),
        mouth,
        circle(-34, 14, 8, '#ff8a8a', { opacity: 0.25 }),
        circle(34, 14, 8, '#ff8a8a', { opacity: 0.25 }),
      ],
      { transform: place(x, fy, k) },
    ),
  );
  return out.join('');
}

const MESSENGER: Record<Season, { dress: string; hair: string; skin: string }> = {
  spring: { dress: '#9fdc8a', hair: '#f7a8c4', skin: '#fde2cf' },
  summer: { dress: '#ffd25e', hair: '#f28c28', skin: '#f6cfa6' },
  autumn: { dress: '#e2773c', hair: '#a0522d', skin: '#ecc39e' },
  winter: { dress: '#9cc4f0', hair: '#f4f9ff', skin: '#e6eefa' },
};

/**
 * One of the four season messengers: a small floating sprite in a bell-shaped gown with the season in its hair
 * (blossoms, a sun, leaves, a snowflake). Bottom of the gown at (x, y), about 150 units tall. `hand` holds
 * something at the right hand (e.g. the golden acorn).
 */
export function messenger(art: Art, x: number, y: number, s: number, season: Season, hand = '', flip = false): string {
  const c = MESSENGER[season];
  const crown: string[] = [];
  if (season === 'spring')
    for (let i = 0; i < 5; i++)
      crown.push(flower(-28 + i * 14, -128 - (i % 2) * 6, 8, i % 2 ? '#ffffff' : '#ff8fb0', '#ffd25e', 5));
  if (season === 'summer')
    crown.push(
      circle(0, -142, 12, '#ffe27a'),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
        line(
          `M${Math.cos(i * 0.785) * 16} ${-142 + Math.sin(i * 0.785) * 16}L${Math.cos(i * 0.785) * 24} ${-142 + Math.sin(i * 0.785) * 24}`,
          '#ffc43d',
          4,
        ),
      ),
    );
  if (season === 'autumn')
    for (let i = 0; i < 4; i++)
      crown.push(leaf(-24 + i * 16, -120, 22, 14, -40 + i * 26, i % 2 ? '#e2553c' : '#f6c945'));
  if (season === 'winter')
    crown.push(
      snowflake(0, -140, 14, '#ffffff'),
      snowflake(-22, -128, 8, '#e6f2ff'),
      snowflake(22, -128, 8, '#e6f2ff'),
    );
  return g(
    [
      glow(art, 0, -70, 110, tint(c.dress, 0.4), 0.45),
      shape('M-34 0Q-30 -60 -14 -80L14 -80Q30 -60 34 0Q0 10 -34 0Z', c.dress),
      shape('M-34 0Q0 10 34 0Q24 -12 0 -8Q-24 -12 -34 0Z', shade(c.dress, 0.12)),
      line('M-14 -74Q-40 -50 -36 -36M14 -74Q40 -60 44 -66', c.dress, 10),
      circle(-36, -34, 6, c.skin),
      circle(44, -68, 6, c.skin),
      ellipse(0, -110, 32, 34, c.hair),
      circle(0, -104, 25, c.skin),
      shape('M-27 -110Q-20 -140 4 -136Q26 -134 28 -108Q16 -124 -4 -122Q-18 -120 -27 -110Z', c.hair),
      line('M-12 -104Q-8 -100 -4 -104M4 -104Q8 -100 12 -104', '#5a3a3a', 2.5),
      circle(-14, -95, 5, '#ff8a9a', { opacity: 0.45 }),
      circle(14, -95, 5, '#ff8a9a', { opacity: 0.45 }),
      line('M-5 -92Q0 -88 5 -92', '#8a3a4a', 2.2),
      ...crown,
      hand ? g(hand, { transform: 'translate(44 -72)' }) : '',
      sparkle(-44, -10, 6, '#ffffff', 0.8),
      sparkle(40, -4, 5, '#ffffff', 0.7),
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** The golden acorn, centred on (x,y); `shine` adds a glow and glints. */
export function goldenAcorn(art: Art, x: number, y: number, s: number, shine = true): string {
  return g(
    [
      shine ? glow(art, 0, 0, 46, '#ffe27a', 0.8) : '',
      ellipse(
        0,
        6,
        13,
        16,
        art.radial(
          [
            [0, '#fff3a8'],
            [0.6, '#f2c14e'],
            [1, '#c8901e'],
          ],
          0.35,
          0.3,
          0.8,
        ),
      ),
      shape('M-16 -4Q-16 -18 0 -18Q16 -18 16 -4Q0 2 -16 -4Z', '#b8801e'),
      line('M-12 -10L12 -10M-10 -5L10 -5', '#d9a53a', 1.5),
      line('M0 -18Q2 -26 6 -28', '#8a5a1a', 3),
      circle(-5, 2, 3, '#ffffff', { opacity: 0.7 }),
      shine ? sparkle(16, -20, 6, '#fffbe0') : '',
    ],
    { transform: place(x, y, s) },
  );
}

/** A plain brown acorn (the one the child gets to plant). */
export function acorn(x: number, y: number, s: number): string {
  return g(
    [
      ellipse(0, 6, 12, 15, '#b07a3f'),
      shape('M-15 -4Q-15 -17 0 -17Q15 -17 15 -4Q0 2 -15 -4Z', '#7a5134'),
      line('M0 -17Q2 -24 6 -26', '#5a3a20', 3),
      circle(-4, 2, 3, '#ffffff', { opacity: 0.4 }),
    ],
    { transform: place(x, y, s) },
  );
}

/** A six-pointed snowflake: every snowflake has six points. */
export function snowflake(x: number, y: number, r: number, color = '#ffffff', rot = 0): string {
  const arms: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i * 60 * Math.PI) / 180;
    const ex = Math.cos(a) * r;
    const ey = Math.sin(a) * r;
    const mx = Math.cos(a) * r * 0.55;
    const my = Math.sin(a) * r * 0.55;
    const b1 = a + 0.6;
    const b2 = a - 0.6;
    arms.push(
      `M0 0L${ex} ${ey}M${mx} ${my}L${mx + Math.cos(b1) * r * 0.3} ${my + Math.sin(b1) * r * 0.3}M${mx} ${my}L${mx + Math.cos(b2) * r * 0.3} ${my + Math.sin(b2) * r * 0.3}`,
    );
  }
  return line(arms.join(''), color, Math.max(1.2, r * 0.12), { transform: place(x, y, 1, rot) });
}

/** A red squirrel with a big curled tail, facing right, feet at (x,y). */
export function squirrel(x: number, y: number, s: number, flip = false, holding = ''): string {
  const fur = '#c8642e';
  return g(
    [
      shape('M-20 -10Q-70 -20 -66 -80Q-62 -120 -30 -110Q-52 -80 -30 -50Q-20 -30 -20 -10Z', tint(fur, 0.08)),
      shape('M-40 -100Q-50 -80 -36 -60', 'none', { stroke: tint(fur, 0.3), 'stroke-width': 4 }),
      ellipse(0, -26, 22, 28, fur),
      ellipse(4, -20, 12, 18, '#f6d8b0'),
      circle(10, -62, 17, fur),
      shape('M2 -76L6 -92L14 -76Z', fur),
      shape('M14 -74L20 -88L24 -72Z', fur),
      circle(16, -64, 3.5, '#2b1d1a'),
      circle(17, -65, 1.2, '#ffffff'),
      circle(26, -58, 3, '#2b1d1a'),
      ellipse(-8, -4, 12, 5, shade(fur, 0.2)),
      ellipse(14, -4, 10, 5, shade(fur, 0.2)),
      holding,
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}

/** A hedgehog, facing right; sleepy closes its eyes. Feet at (x, y). */
export function hedgehog(x: number, y: number, s: number, sleepy = false): string {
  const spikes: string[] = [];
  for (let i = 0; i < 11; i++) {
    const a = Math.PI * (1.05 + (i / 10) * 0.9);
    spikes.push(`M${Math.cos(a) * 30 - 6} ${-24 + Math.sin(a) * 22}L${Math.cos(a) * 46 - 6} ${-24 + Math.sin(a) * 36}`);
  }
  return g(
    [
      ellipse(-6, -22, 40, 24, '#7a5a44'),
      line(spikes.join(''), '#5a4030', 5),
      shape('M20 -34Q44 -30 50 -14Q36 -4 18 -8Z', '#e8c8a0'),
      circle(51, -14, 4, '#2b1d1a'),
      sleepy ? line('M30 -24Q34 -21 38 -24', '#2b1d1a', 2) : circle(34, -23, 3, '#2b1d1a'),
      ellipse(-16, -2, 9, 4, '#5a4030'),
      ellipse(12, -2, 9, 4, '#5a4030'),
    ],
    { transform: place(x, y, s) },
  );
}

/** A strawberry plant with berries (red when ripe), base at (x,y). */
export function strawberries(x: number, y: number, s: number, ripe = true, snowy = false): string {
  const berry = (bx: number, by: number): string =>
    [
      shape(
        `M${bx - 10} ${by}Q${bx - 11} ${by + 16} ${bx} ${by + 20}Q${bx + 11} ${by + 16} ${bx + 10} ${by}Z`,
        ripe ? '#e2453c' : '#d8e8a0',
      ),
      ...[
        [-4, 6],
        [4, 8],
        [0, 13],
      ].map(([dx, dy]) => circle(bx + dx!, by + dy!, 1.3, '#ffe27a')),
      shape(`M${bx - 9} ${by}L${bx - 3} ${by - 6}L${bx} ${by - 1}L${bx + 3} ${by - 6}L${bx + 9} ${by}Z`, '#4f8f3a'),
      snowy ? ellipse(bx, by + 2, 9, 4, '#ffffff') : '',
    ].join('');
  return g(
    [
      leaf(-10, 0, 34, 26, -40, '#5ea346'),
      leaf(10, 0, 34, 26, 40, '#4f8f3a'),
      leaf(0, 0, 38, 28, 0, '#6ab04f'),
      snowy ? ellipse(0, -30, 14, 5, '#ffffff') : '',
      berry(-24, -8),
      berry(22, -4),
      berry(2, 2),
    ],
    { transform: place(x, y, s) },
  );
}

/** A tulip bulb underground with its roots; `shiver` adds a sad face and shiver marks. */
export function bulb(x: number, y: number, s: number, shiver = false): string {
  return g(
    [
      line('M-8 18Q-12 30 -16 36M0 20L0 38M8 18Q12 30 16 36', '#d8c8a8', 2.5),
      shape('M0 -30Q24 -6 18 12Q0 24 -18 12Q-24 -6 0 -30Z', '#e8c89a'),
      line('M0 -30Q6 -4 4 18', '#c8a878', 2),
      shiver ? line('M-8 0Q-6 -3 -4 0M4 0Q6 -3 8 0', '#5a3a2a', 1.8) : '',
      shiver ? line('M-4 8Q0 6 4 8', '#5a3a2a', 1.8) : '',
      shiver ? line('M-30 -10l-6 4l6 4M30 -10l6 4l-6 4', '#ffffff', 2) : '',
    ],
    { transform: place(x, y, s) },
  );
}

/** A snowdrop: a bowed white bell on a thin green stem. */
export function snowdrop(x: number, y: number, h: number): string {
  return [
    line(`M${x} ${y}Q${x + h * 0.1} ${y - h} ${x + h * 0.3} ${y - h * 0.9}`, '#5ea346', h * 0.05),
    leaf(x, y, h * 0.6, h * 0.12, -10, '#6ab04f'),
    shape(
      `M${x + h * 0.3} ${y - h * 0.9}Q${x + h * 0.18} ${y - h * 0.75} ${x + h * 0.22} ${y - h * 0.6}Q${x + h * 0.3} ${y - h * 0.66} ${x + h * 0.38} ${y - h * 0.6}Q${x + h * 0.42} ${y - h * 0.75} ${x + h * 0.3} ${y - h * 0.9}Z`,
      '#ffffff',
    ),
    circle(x + h * 0.3, y - h * 0.63, h * 0.025, '#7fc860'),
  ].join('');
}

/** A low hedge: rounded green clumps along a line. */
export function hedge(art: Art, x: number, y: number, w: number, h: number, color = '#4f8a3a'): string {
  const out: string[] = [];
  const n = Math.max(3, Math.round(w / (h * 0.8)));
  for (let i = 0; i < n; i++) {
    const cx = x + (i + 0.5) * (w / n);
    out.push(circle(cx, y - h * 0.45 - art.rng.range(0, h * 0.15), h * 0.55, i % 2 ? color : tint(color, 0.08)));
  }
  out.push(rect(x + h * 0.2, y - h * 0.5, w - h * 0.4, h * 0.5, color));
  return out.join('');
}

/** A basket with a handle, base at (x,y); `fill` draws what is inside. */
export function basket(x: number, y: number, s: number, fill = ''): string {
  return g(
    [
      line('M-26 -26Q0 -62 26 -26', '#a0713f', 5),
      fill,
      shape('M-30 -28L30 -28L24 0L-24 0Z', '#c89a5a'),
      line('M-28 -18L28 -18M-26 -9L26 -9', '#a0713f', 2.5),
    ],
    { transform: place(x, y, s) },
  );
}

/** A drooping, melting snowman with a puddle. */
export function meltingSnowman(x: number, y: number, s: number): string {
  return g(
    [
      ellipse(0, 0, 70, 14, '#bfe3f7', { opacity: 0.8 }),
      shape('M-56 0Q-60 -50 -20 -60Q30 -66 50 -30Q60 -6 56 0Z', '#ffffff'),
      circle(-4, -84, 26, '#ffffff', { transform: 'rotate(-14 -4 -84)' }),
      circle(-12, -88, 3, '#2b1d1a'),
      circle(4, -92, 3, '#2b1d1a'),
      shape('M-2 -82L-18 -70L-4 -76Z', '#f28c28'),
      line('M-10 -72Q-2 -70 6 -76', '#2b1d1a', 2),
      ellipse(-20, -108, 18, 6, '#3a3f5a', { transform: 'rotate(-30 -20 -108)' }),
      ...[-30, 10, 34].map((dx) => ellipse(dx, -10, 4, 8, '#bfe3f7')),
    ],
    { transform: place(x, y, s) },
  );
}

/** A row of six-pointed flakes scattered over the picture (big ones you can count, small ones behind). */
export function flakes(art: Art, count: number, big: number, y0 = 0, y1 = art.h): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = i < big ? art.rng.range(10, 18) : art.rng.range(3, 6);
    out.push(snowflake(art.rng.range(0, art.w), art.rng.range(y0, y1), r, '#ffffff', art.rng.range(0, 60)));
  }
  return out.join('');
}

/** The relay circle of the seasons: four dots around a ring with arrow heads between them. */
export function yearRing(art: Art, x: number, y: number, r: number, colors: readonly string[]): string {
  const out: string[] = [
    circle(x, y, r, 'none', { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.6, 'stroke-dasharray': '14 12' }),
  ];
  colors.forEach((c, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 2;
    out.push(circle(x + Math.cos(a) * r, y + Math.sin(a) * r, 14, c, { stroke: '#ffffff', 'stroke-width': 3 }));
    const b = a + Math.PI / 4;
    out.push(star5(x + Math.cos(b) * r, y + Math.sin(b) * r, 5, '#ffffff', 0));
  });
  return out.join('') + glow(art, x, y, r * 0.6, '#ffffff', 0.15);
}
