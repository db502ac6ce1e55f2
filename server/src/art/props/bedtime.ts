import { bothHands, type Pose } from '../child';
import { mix, shade, tint } from '../colour';
import { type Art, blob, circle, ellipse, g, line, type Pt, place, rect, shape, smooth } from '../core';
import { glow } from '../finish';
import { crescentPath, pineTree, star5, starPath } from '../landscape';

// ───────────────────────────── props: bedtime ─────────────────────────────

/** The smiling star of "Goodnight, Little Star": plump, golden, with a sleepy or happy face. */
export function smilingStar(art: Art, x: number, y: number, r: number, sleepy = false, rot = -8): string {
  const eyes = sleepy
    ? line(
        `M${-r * 0.32} ${-r * 0.05}Q${-r * 0.22} ${r * 0.05} ${-r * 0.12} ${-r * 0.05}M${r * 0.12} ${-r * 0.05}Q${r * 0.22} ${r * 0.05} ${r * 0.32} ${-r * 0.05}`,
        '#7a4a22',
        r * 0.06,
      )
    : [
        ellipse(-r * 0.2, -r * 0.05, r * 0.07, r * 0.1, '#5a3418'),
        ellipse(r * 0.2, -r * 0.05, r * 0.07, r * 0.1, '#5a3418'),
        circle(-r * 0.18, -r * 0.09, r * 0.03, '#ffffff'),
        circle(r * 0.22, -r * 0.09, r * 0.03, '#ffffff'),
      ].join('');
  return [
    glow(art, x, y, r * 3, '#ffe38a', 0.55),
    g(
      [
        shape(
          starPath(r, 0.55),
          art.radial(
            [
              [0, '#fff6b8'],
              [0.7, '#ffd84d'],
              [1, '#f6b73c'],
            ],
            0.45,
            0.4,
            0.7,
          ),
          { stroke: '#ffd84d', 'stroke-width': r * 0.3, 'stroke-linejoin': 'round' },
        ),
        eyes,
        circle(-r * 0.34, r * 0.12, r * 0.09, '#ff8a7a', { opacity: 0.5 }),
        circle(r * 0.34, r * 0.12, r * 0.09, '#ff8a7a', { opacity: 0.5 }),
        line(`M${-r * 0.14} ${r * 0.14}Q0 ${r * 0.3} ${r * 0.14} ${r * 0.14}`, '#7a4a22', r * 0.055),
      ],
      { transform: place(x, y, 1, rot) },
    ),
  ].join('');
}

/**
 * A bedroom wall with wallpaper dots and a floor: interior scenes for bedtime books. `dark` dims the whole room
 * by that much for the night, the lamp out.
 */
export function bedroom(art: Art, wall: string, floor: string, floorY: number, dark = 0): string {
  return [
    rect(0, 0, art.w, floorY, wall),
    rect(
      0,
      0,
      art.w,
      floorY,
      art.pattern(60, 60, star5(15, 15, 4, tint(wall, 0.25)) + circle(45, 45, 3, tint(wall, 0.2))),
    ),
    rect(0, floorY, art.w, art.h - floorY, floor),
    rect(0, floorY - 8, art.w, 12, shade(wall, 0.25)),
    line(`M0 ${floorY + 40}L${art.w} ${floorY + 40}M0 ${floorY + 100}L${art.w} ${floorY + 100}`, shade(floor, 0.12), 3),
    dark ? rect(0, 0, art.w, art.h, '#0e1640', { opacity: dark }) : '',
  ].join('');
}

/** A window onto the night: `view` is clipped into the panes; curtains hang at the sides. */
export function nightWindow(
  art: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  view: string,
  curtain: string,
): string {
  const clip = art.clip(rect(x, y, w, h, '#000', { rx: w * 0.5 > h ? 10 : w / 2 }));
  return [
    rect(x - 14, y - 14, w + 28, h + 28, '#f4e6cf', { rx: w / 2 + 14 }),
    g(view, { 'clip-path': clip }),
    line(`M${x + w / 2} ${y}L${x + w / 2} ${y + h}M${x} ${y + h * 0.55}L${x + w} ${y + h * 0.55}`, '#f4e6cf', 10),
    rect(x - 24, y + h, w + 48, 16, '#e8d4b4', { rx: 6 }),
    shape(
      `M${x - 60} ${y - 30}L${x + w * 0.12} ${y - 30}Q${x + w * 0.02} ${y + h * 0.5} ${x + w * 0.1} ${y + h + 20}L${x - 60} ${y + h + 20}Z`,
      curtain,
    ),
    shape(
      `M${x + w + 60} ${y - 30}L${x + w * 0.88} ${y - 30}Q${x + w * 0.98} ${y + h * 0.5} ${x + w * 0.9} ${y + h + 20}L${x + w + 60} ${y + h + 20}Z`,
      curtain,
    ),
    line(
      `M${x - 40} ${y - 10}L${x - 40} ${y + h}M${x + w + 40} ${y - 10}L${x + w + 40} ${y + h}`,
      shade(curtain, 0.15),
      5,
      { opacity: 0.5 },
    ),
    rect(x - 70, y - 38, w + 140, 10, '#b08a5a', { rx: 5 }),
  ].join('');
}

export function teddy(x: number, y: number, s: number, rot = 0): string {
  const c = '#b98054';
  return g(
    [
      circle(-22, -96, 12, c),
      circle(22, -96, 12, c),
      ellipse(0, -36, 30, 36, c),
      ellipse(0, -30, 18, 22, '#e0b48a'),
      circle(0, -82, 30, c),
      ellipse(0, -72, 14, 10, '#e0b48a'),
      ellipse(0, -76, 5, 4, '#3b2a2a'),
      circle(-11, -88, 3.5, '#3b2a2a'),
      circle(11, -88, 3.5, '#3b2a2a'),
      ellipse(-26, -8, 14, 10, c),
      ellipse(26, -8, 14, 10, c),
      ellipse(-30, -44, 10, 16, c, { transform: 'rotate(25 -30 -44)' }),
      ellipse(30, -44, 10, 16, c, { transform: 'rotate(-25 30 -44)' }),
      rect(-16, -58, 32, 8, '#e2456a', { rx: 4 }),
    ],
    { transform: place(x, y, s, rot) },
  );
}

/** Teddy tucked under the right arm: the `hold` of a walking or standing child. */
export const teddyUnderArm =
  (s = 0.5) =>
  ([, r]: readonly [Pt, Pt]): string =>
    teddy(r[0] + 4, r[1] + 34, s, 10);

/** Teddy hugged in both hands against the tummy, `below` the hands: spread into a pose. */
export function huggingTeddy(s: number, below: number): Pick<Pose, 'hands' | 'hold'> {
  return { hands: bothHands(16, -64), hold: ([l, r]) => teddy((l[0] + r[0]) / 2, l[1] + below, s) };
}

/** A bed seen from the side-front; the sleeper's head rests on the pillow, the blanket covers the rest. */
export function bed(art: Art, x: number, y: number, w: number, blanket: string, sleeper = ''): string {
  return [
    rect(x - 20, y - 210, 40, 210, '#a0693f', { rx: 18 }),
    rect(x + w - 20, y - 150, 36, 150, '#a0693f', { rx: 16 }),
    rect(x, y - 90, w, 60, '#f7efe2', { rx: 12 }),
    ellipse(x + 80, y - 100, 70, 28, '#ffffff'),
    sleeper,
    shape(
      `M${x + 120} ${y - 112}Q${x + w * 0.6} ${y - 130} ${x + w + 10} ${y - 100}L${x + w + 10} ${y - 20}L${x + 110} ${y - 20}Z`,
      blanket,
    ),
    shape(
      `M${x + 120} ${y - 112}Q${x + w * 0.6} ${y - 130} ${x + w + 10} ${y - 100}L${x + w + 10} ${y - 20}L${x + 110} ${y - 20}Z`,
      art.pattern(50, 50, star5(12, 12, 6, tint(blanket, 0.35)) + circle(37, 37, 4, tint(blanket, 0.3))),
    ),
    line(`M${x + 120} ${y - 108}Q${x + w * 0.6} ${y - 126} ${x + w + 10} ${y - 96}`, tint(blanket, 0.4), 8),
    rect(x - 10, y - 30, w + 30, 30, '#8a5632', { rx: 8 }),
  ].join('');
}

/** A sea of cloud tops: rows of big soft bumps. */
export function cloudSea(art: Art, y: number, top: string, bottom: string, rows = 3): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const yy = y + r * 55;
    const t = rows === 1 ? 0 : r / (rows - 1);
    const c = mix(top, bottom, t);
    let d = `M-40 ${art.h + 10}L-40 ${yy}`;
    for (let x = -40; x < art.w + 80; x += 70 + r * 10) {
      const rr = 40 + art.rng.range(0, 26) + r * 6;
      d += `A${rr} ${rr * 0.8} 0 0 1 ${x + 70 + r * 10} ${yy + art.rng.range(-10, 10)}`;
    }
    d += `L${art.w + 80} ${art.h + 10}Z`;
    out.push(
      shape(d, c),
      shape(
        d,
        art.linear([
          [0, '#ffffff', 0.35],
          [0.4, '#ffffff', 0],
        ]),
      ),
    );
  }
  return out.join('');
}

/**
 * The moon as a boat: a crescent bowl with a little mast, a star on a string and a lantern. The passenger is
 * drawn between the bowl's back rim and its front, so the child sits inside.
 */
export function moonBoat(art: Art, x: number, y: number, s: number, passenger = ''): string {
  const crescent = crescentPath(140, 62);
  const fill = art.radial(
    [
      [0, '#fffbe6'],
      [1, '#f3d77a'],
    ],
    0.5,
    0.9,
    0.8,
  );
  return [
    glow(art, x, y - 40 * s, 300 * s, '#fff1b3', 0.45),
    g(
      [
        line('M20 60L20 -230', '#b08a5a', 5),
        shape('M26 -228L120 -96Q72 -86 26 -92Z', '#fdf3ff', { opacity: 0.95 }),
        star5(60, -128, 10, '#ffd84d'),
        line('M-60 -40Q-120 -120 -104 -200', '#b08a5a', 3),
        star5(-104, -206, 12, '#ffd84d'),
      ],
      { transform: place(x, y, s) },
    ),
    passenger,
    g(
      [
        shape(crescent, fill),
        circle(-70, 92, 9, '#e8cc70', { opacity: 0.6 }),
        circle(30, 108, 12, '#e8cc70', { opacity: 0.6 }),
        circle(95, 70, 6, '#e8cc70', { opacity: 0.6 }),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** A steam locomotive facing right with the passenger showing through the cab window. Rails at y. */
export function locomotive(art: Art, x: number, y: number, s: number, color: string, passenger = ''): string {
  const wheel = (wx: number, r: number): string =>
    [
      circle(wx, -r, r, '#3a3550'),
      circle(wx, -r, r * 0.72, '#e2453c'),
      line(`M${wx - r * 0.7} ${-r}L${wx + r * 0.7} ${-r}M${wx} ${-r * 1.7}L${wx} ${-r * 0.3}`, '#3a3550', 3),
      circle(wx, -r, r * 0.2, '#f2c14e'),
    ].join('');
  // The cab is a rectangle with a window hole (even-odd), so the child drawn behind it shows through.
  const cab = 'M-120 -40L-120 -150L-30 -150L-30 -40Z M-104 -136L-104 -96L-46 -96L-46 -136Z';
  return [
    g([shape('M-130 -150L-20 -150L-24 -164L-126 -164Z', shade(color, 0.3))], { transform: place(x, y, s) }),
    passenger,
    g(
      [
        shape(cab, color, { 'fill-rule': 'evenodd' }),
        rect(-130, -50, 250, 24, '#3a3550', { rx: 8 }),
        rect(-30, -112, 140, 72, color, { rx: 30 }),
        rect(
          -30,
          -112,
          140,
          72,
          art.linear([
            [0, '#ffffff', 0.3],
            [0.5, '#ffffff', 0],
            [1, '#1d1330', 0.3],
          ]),
          { rx: 30 },
        ),
        rect(0, -116, 12, 80, '#f2c14e'),
        rect(50, -116, 12, 80, '#f2c14e'),
        shape('M72 -112L68 -150L96 -150L92 -112Z', '#3a3550'),
        rect(62, -162, 40, 14, '#3a3550', { rx: 5 }),
        circle(26, -118, 12, '#f2c14e'),
        glow(art, 124, -82, 60, '#fff1a8', 0.8),
        circle(118, -82, 10, '#fff6c8'),
        shape('M110 -26L140 -26L116 -6Z', '#e2453c'),
        wheel(-84, 30),
        wheel(-20, 30),
        wheel(40, 22),
        wheel(90, 22),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

export function carriage(art: Art, x: number, y: number, s: number, color: string): string {
  const wheel = (wx: number): string =>
    circle(wx, -18, 18, '#3a3550') + circle(wx, -18, 12, '#e2453c') + circle(wx, -18, 4, '#f2c14e');
  return g(
    [
      rect(-95, -132, 190, 12, shade(color, 0.3), { rx: 6 }),
      rect(-90, -124, 180, 90, color, { rx: 12 }),
      ...[-62, -10, 42].map(
        (wx) =>
          glow(art, wx + 10, -90, 46, '#ffd36b', 0.5) +
          rect(wx, -108, 40, 36, '#ffd36b', { rx: 8 }) +
          rect(wx, -108, 40, 12, '#fff3c0', { rx: 6, opacity: 0.6 }),
      ),
      rect(-90, -48, 180, 8, tint(color, 0.35)),
      line('M-100 -30L-120 -30', '#3a3550', 6),
      wheel(-55),
      wheel(55),
    ],
    { transform: place(x, y, s) },
  );
}

/**
 * The little station by the child's house: the platform with its pale edge (y 514 to 520 + `depth`), the straight
 * track at y = 600 and the dark railway bed from `bed` down.
 */
export function station(art: Art, depth: number, bed: number, bedHeight = art.h - bed): string {
  return [
    rect(0, 520, art.w, depth, '#b8a090'),
    rect(0, 514, art.w, 10, '#d8c8b0'),
    track([
      [-20, 600],
      [1020, 600],
    ]),
    rect(0, bed, art.w, bedHeight, '#1c3050'),
  ].join('');
}

/** Rails with sleepers along a curve through the given points. */
export function track(pts: readonly Pt[]): string {
  const d = smooth(pts);
  return line(d, '#7a5134', 16, { 'stroke-dasharray': '6 14', 'stroke-linecap': 'butt' }) + line(d, '#9aa0b8', 4);
}

/** Big soft steam puffs trailing from a point. */
export function steam(x: number, y: number, count: number, dir: number, color = '#ffffff'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(circle(x - dir * i * 34, y - i * 26 - i * i * 2, 16 + i * 7, color, { opacity: 0.9 - i * 0.12 }));
  return out.join('');
}

export function lampPost(art: Art, x: number, y: number, h: number): string {
  return [
    glow(art, x, y - h, h * 0.55, '#ffd36b', 0.55),
    rect(x - 5, y - h, 10, h, '#3a3550'),
    rect(x - 16, y - 10, 32, 10, '#3a3550', { rx: 3 }),
    shape(
      `M${x - 16} ${y - h + 10}L${x + 16} ${y - h + 10}L${x + 12} ${y - h - 22}L${x - 12} ${y - h - 22}Z`,
      '#fff1a8',
    ),
    shape(`M${x - 20} ${y - h - 22}L${x + 20} ${y - h - 22}L${x} ${y - h - 38}Z`, '#3a3550'),
  ].join('');
}

export function lollipopTree(x: number, y: number, h: number, color: string): string {
  const r = h * 0.26;
  return [
    rect(x - h * 0.025, y - h + r, h * 0.05, h - r, '#fdf3ff'),
    circle(x, y - h + r * 0.4, r, color),
    line(
      `M${x} ${y - h + r * 0.4}m0 0a${r * 0.3} ${r * 0.3} 0 1 1 ${r * 0.3} ${r * 0.3}a${r * 0.6} ${r * 0.6} 0 1 1 ${-r * 0.9} ${-r * 0.3}a${r * 0.85} ${r * 0.85} 0 1 1 ${r * 1.5} ${r * 0.4}`,
      '#ffffff',
      r * 0.14,
      { opacity: 0.8 },
    ),
  ].join('');
}

export function mushroom(x: number, y: number, s: number, cap: string, glowing = false, art?: Art): string {
  return [
    glowing && art ? glow(art, x, y - 30 * s, 70 * s, tint(cap, 0.3), 0.5) : '',
    g(
      [
        rect(-10, -34, 20, 34, '#f6eede', { rx: 8 }),
        shape('M-34 -30Q-34 -68 0 -68Q34 -68 34 -30Z', cap),
        circle(-14, -48, 5, '#fff8ec'),
        circle(10, -56, 4, '#fff8ec'),
        circle(18, -40, 3.5, '#fff8ec'),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

export function musicNote(x: number, y: number, s: number, color: string, rot = 0): string {
  return g(
    [
      ellipse(0, 0, 9, 7, color, { transform: 'rotate(-20)' }),
      line('M8 -2L8 -38', color, 3),
      shape('M8 -38Q20 -32 22 -20Q16 -28 8 -28Z', color),
    ],
    { transform: place(x, y, s, rot) },
  );
}

export function log(x: number, y: number, w: number): string {
  return [
    rect(x - w / 2, y - w * 0.22, w, w * 0.22, '#8a5a3a', { rx: w * 0.11 }),
    ellipse(x + w / 2 - w * 0.05, y - w * 0.11, w * 0.07, w * 0.11, '#d9b07a'),
    ellipse(x + w / 2 - w * 0.05, y - w * 0.11, w * 0.035, w * 0.06, '#b88a5a'),
  ].join('');
}

/** Dark rounded tree silhouettes for dusk forests; `tone` is the layer colour (lighter = farther). */
export function forestRow(art: Art, y: number, h: number, tone: string, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = (i + art.rng.range(0.1, 0.9)) * (art.w / count);
    const th = h * art.rng.range(0.75, 1.15);
    out.push(
      art.rng.next() < 0.5
        ? pineTree(x, y, th, tone)
        : shape(blob(art.rng, x, y - th * 0.55, th * 0.28, th * 0.42, 8, 0.12), tone) +
            rect(x - th * 0.03, y - th * 0.3, th * 0.06, th * 0.3, tone),
    );
  }
  return out.join('') + rect(0, y - 4, art.w, art.h - y + 4, tone);
}
