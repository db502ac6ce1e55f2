import { type Art, type Pt, circle, ellipse, g, line, place, rect, shade, shape, tint } from './core';
import { sparkle, star5 } from './landscape';

// ───────────────────────────── the child hero ─────────────────────────────

export type HairStyle = 'short' | 'bob' | 'pigtails' | 'curly' | 'ponytail' | 'spiky' | 'long' | 'buns';
export type Headwear =
  | 'none'
  | 'explorer'
  | 'beanie'
  | 'wizard'
  | 'crown'
  | 'nightcap'
  | 'cap'
  | 'helmet'
  | 'bandana'
  | 'hood';
export type Extra = 'none' | 'backpack' | 'scarf' | 'cape';
export type Mood = 'smile' | 'grin' | 'sleep' | 'wonder';

/** Who the book's child is: the same outfit on the cover and on all three pages. */
export interface Hero {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoes: string;
  /** A dress (or robe / nightgown) instead of a shirt and trousers. */
  dress?: boolean;
  print?: { kind: 'stripes' | 'dots' | 'stars'; color: string };
  collar?: string;
  headwear: Headwear;
  hatColor?: string;
  extra?: Extra;
  extraColor?: string;
  /**
   * The cape blown out to one side instead of hanging straight down: seen from the front a hanging cape shows on
   * both sides of the legs like a skirt, which must not happen on a boy's hero.
   */
  capeSwept?: boolean;
}

export type Gender = 'girl' | 'boy';

/** Hairstyles that read as a girl's at picture size; the others (short, spiky, curly) read as a boy's. */
const GIRL_HAIR: ReadonlySet<HairStyle> = new Set(['bob', 'long', 'ponytail', 'pigtails', 'buns']);

/** Whom a theme's hero was drawn as: a dress or girl-styled hair make a girl. */
export function heroGender(hero: Hero): Gender {
  return hero.dress || GIRL_HAIR.has(hero.hairStyle) ? 'girl' : 'boy';
}

/**
 * The hero redrawn for the book's actual child. A boy gets short hair and trousers instead of a dress (the
 * trousers keep the hero's bottom colour); a girl gets a ponytail, or pigtails where spiky hair suggests a
 * lively look, or a bob inside a space helmet where a tail would poke through the glass. `other` is the theme's
 * own correction on top of that (a better trouser colour, a nightgown instead of pyjamas...).
 */
export function heroFor(hero: Hero, gender: Gender, other: Partial<Hero> = {}): Hero {
  if (heroGender(hero) === gender) return hero;
  const swapped: Hero =
    gender === 'boy'
      ? {
          ...hero,
          dress: false,
          hairStyle: hero.hairStyle === 'buns' ? 'curly' : 'short',
          capeSwept: hero.extra === 'cape' ? true : hero.capeSwept,
        }
      : {
          ...hero,
          hairStyle: hero.headwear === 'helmet' ? 'bob' : hero.hairStyle === 'spiky' ? 'pigtails' : 'ponytail',
        };
  return { ...swapped, ...other };
}

/** How the child stands in one picture. Arm angles: 0 hangs down, 90 points sideways, 160 reaches up. */
export interface Pose {
  arms?: readonly [left: number, right: number];
  /** Explicit hand positions (body coordinates), e.g. both hands in front to hold a book. */
  hands?: readonly [Pt, Pt];
  mood?: Mood;
  sit?: boolean;
  walk?: boolean;
  /** Eyes looking sideways (-1 … 1) or up (look < 0 with lookUp). */
  gaze?: number;
  lookUp?: boolean;
  /** Diving mask for underwater pictures. */
  goggles?: boolean;
  /** Something drawn on top of the hands, given their positions. */
  hold?: (hands: readonly [Pt, Pt]) => string;
}

/*
 * Body coordinates: feet on y = 0, the figure ~190 units tall, head centre at (0, -138) with radius 36.
 * Large head and short body read as "young child" at any size; everything below is built in these units.
 */
export const HEAD_Y = -138;
export const HEAD_R = 36;
export const SHOULDER: Pt = [19, -94];

/** The hair that sits behind the head (long styles, ponytails). Head-local coordinates. */
export function hairBack(hero: Hero): string {
  const c = hero.hair;
  switch (hero.hairStyle) {
    case 'bob':
      return shape('M-41 0C-45 -36 -24 -45 0 -45C24 -45 45 -36 41 0L43 24Q41 32 32 31L-32 31Q-41 32 -43 24Z', c);
    case 'long':
      return shape(
        'M-41 0C-45 -36 -24 -45 0 -45C24 -45 45 -36 41 0C43 30 48 58 41 74Q30 80 18 73L-18 73Q-30 80 -41 74C-48 58 -43 30 -41 0Z',
        c,
      );
    case 'ponytail':
      // A tail that swings out behind one ear, with a hair tie where it starts.
      return (
        shape('M22 -30C48 -40 62 -10 54 22C50 38 40 46 34 40C42 24 42 2 26 -12Z', c) + circle(30, -24, 6, '#f25c78')
      );
    case 'pigtails':
      return [
        ellipse(-47, 14, 11, 19, c, { transform: 'rotate(18 -47 14)' }),
        ellipse(47, 14, 11, 19, c, { transform: 'rotate(-18 47 14)' }),
      ].join('');
    case 'buns':
      return [circle(-25, -36, 14, c), circle(25, -36, 14, c)].join('');
    default:
      return '';
  }
}

/** The hair over the forehead, drawn after the face. Head-local coordinates. */
export function hairFront(hero: Hero): string {
  const c = hero.hair;
  const shine = line('M-22 -30Q-8 -39 8 -37', tint(c, 0.35), 4, { opacity: 0.55 });
  switch (hero.hairStyle) {
    case 'bob':
    case 'buns':
      return (
        shape('M-37 6C-41 -28 -24 -43 0 -43C24 -43 41 -28 37 6C35 -6 33 -12 30 -15L-30 -15C-33 -12 -35 -6 -37 6Z', c) +
        shine +
        (hero.hairStyle === 'buns'
          ? [circle(-25, -36, 14, c), circle(25, -36, 14, c), line('M-33 -38Q-25 -46 -17 -40', tint(c, 0.3), 3)].join(
              '',
            )
          : '')
      );
    case 'curly': {
      const out: string[] = [
        shape('M-37 4C-40 -30 -22 -42 0 -42C22 -42 40 -30 37 4C30 -14 12 -18 0 -16C-12 -18 -30 -14 -37 4Z', c),
      ];
      for (let a = 190; a <= 350; a += 20) {
        const rad = (a * Math.PI) / 180;
        out.push(circle(Math.cos(rad) * 35, Math.sin(rad) * 33 - 4, 11, a % 40 === 30 ? tint(c, 0.08) : c));
      }
      out.push(circle(-12, -18, 9, c), circle(6, -19, 9, c), circle(22, -15, 8, c));
      return out.join('');
    }
    case 'spiky':
      return (
        shape(
          'M-37 4C-40 -20 -34 -32 -28 -36L-33 -50L-16 -41L-9 -56L1 -43L12 -56L17 -41L33 -49L28 -35C35 -30 40 -20 37 4C33 -8 26 -15 18 -14L9 -21L1 -13L-8 -21L-17 -14C-26 -15 -33 -8 -37 4Z',
          c,
        ) + shine
      );
    case 'long':
    case 'ponytail':
    case 'pigtails':
      return (
        shape(
          'M-37 8C-41 -28 -22 -43 2 -42C26 -41 41 -26 37 8C34 -6 28 -15 19 -17C8 -14 -6 -8 -20 -11C-28 -8 -34 -1 -37 8Z',
          c,
        ) +
        shine +
        (hero.hairStyle === 'pigtails' ? [circle(-38, -2, 5, '#f25c78'), circle(38, -2, 5, '#f25c78')].join('') : '')
      );
    default:
      return (
        shape(
          'M-37 3C-40 -27 -25 -42 0 -42C25 -42 40 -27 37 3C33 -8 31 -14 27 -17C19 -11 7 -12 -3 -20C-11 -12 -24 -12 -30 -13C-33 -9 -35 -4 -37 3Z',
          c,
        ) + shine
      );
  }
}

/** Hats and helmets, head-local coordinates; the helmet is drawn separately so it sits over everything. */
export function headwear(hero: Hero): string {
  const c = hero.hatColor ?? '#d94f4f';
  switch (hero.headwear) {
    case 'explorer':
      return [
        ellipse(0, -16, 52, 10, shade(c, 0.08)),
        shape('M-34 -17C-35 -58 35 -58 34 -17Z', c),
        rect(-34, -26, 68, 8, shade(c, 0.35)),
        line('M-18 -42Q-6 -50 8 -48', tint(c, 0.4), 4, { opacity: 0.7 }),
      ].join('');
    case 'beanie':
      return [
        shape('M-39 -8C-42 -58 42 -58 39 -8Z', c),
        line('M-20 -12L-18 -44M0 -12L0 -50M20 -12L18 -44', shade(c, 0.12), 4),
        rect(-41, -17, 82, 15, shade(c, 0.1), { rx: 7 }),
        circle(0, -54, 11, '#ffffff'),
      ].join('');
    case 'wizard':
      return [
        ellipse(0, -20, 54, 11, shade(c, 0.15)),
        shape('M-31 -22C-24 -50 -8 -82 18 -106C12 -80 22 -50 32 -22Z', c),
        rect(-31, -32, 63, 9, '#f6c945', { rx: 3 }),
        star5(4, -60, 7, '#f6d66b', 10),
        star5(-10, -44, 4, '#fff1b3'),
        sparkle(14, -84, 5, '#fff1b3'),
      ].join('');
    case 'crown':
      return [
        shape('M-26 -30L-31 -60L-15 -45L0 -66L15 -45L31 -60L26 -30Z', '#f6c945', {
          stroke: '#e0a82e',
          'stroke-width': 2,
          'stroke-linejoin': 'round',
        }),
        circle(0, -40, 5, '#e2456a'),
        circle(-17, -38, 3.5, '#4fa3e0'),
        circle(17, -38, 3.5, '#5cc98a'),
        circle(0, -66, 4, '#fff1b3'),
      ].join('');
    case 'nightcap':
      return [
        shape('M-39 -8C-41 -44 -8 -56 18 -52C42 -48 58 -32 64 -8C52 -26 38 -30 32 -27C37 -20 39 -14 39 -8Z', c),
        rect(-41, -16, 82, 13, tint(c, 0.45), { rx: 6 }),
        circle(64, -6, 10, '#ffffff'),
      ].join('');
    case 'cap':
      return [
        shape('M-37 -12C-38 -52 38 -52 37 -12Z', c),
        ellipse(-30, -13, 28, 7, shade(c, 0.15)),
        circle(0, -48, 4, shade(c, 0.2)),
        rect(-12, -34, 24, 12, '#ffffff', { rx: 6, opacity: 0.85 }),
      ].join('');
    case 'bandana':
      return [
        shape('M-38 -8C-40 -50 40 -50 38 -8C26 -16 -26 -16 -38 -8Z', c),
        shape('M34 -14L52 -4L46 8L36 -4Z', c),
        shape('M36 -12L54 -18L50 -4Z', shade(c, 0.12)),
        circle(-14, -30, 3, '#ffffff'),
        circle(6, -36, 3, '#ffffff'),
        circle(20, -26, 3, '#ffffff'),
      ].join('');
    case 'hood':
      return line('M-36 18C-46 -20 -30 -46 0 -47C30 -46 46 -20 36 18', '#fbf6ee', 11);
    default:
      return '';
  }
}

export function face(hero: Hero, pose: Pose): string {
  const mood = pose.mood ?? 'smile';
  const ink = '#2b1d1a';
  const gx = (pose.gaze ?? 0) * 3;
  const gy = pose.lookUp ? -3 : 0;
  const out: string[] = [];
  if (mood === 'sleep') {
    out.push(line('M-17 3Q-12 8 -7 3M7 3Q12 8 17 3', ink, 2.6));
  } else {
    const ry = mood === 'wonder' ? 6.5 : 5.5;
    for (const ex of [-12, 12]) {
      out.push(
        ellipse(ex + gx, 2 + gy, 4.3, ry, ink),
        circle(ex + gx + 1.6, gy - 0.5, 1.7, '#ffffff'),
        line(`M${ex - 5} ${-8}Q${ex} ${-11} ${ex + 5} ${-8}`, shade(hero.hair, 0.1), 2.2, { opacity: 0.8 }),
      );
    }
  }
  out.push(circle(-21, 12, 6.5, '#ff7d8a', { opacity: 0.38 }), circle(21, 12, 6.5, '#ff7d8a', { opacity: 0.38 }));
  out.push(line('M-2 9Q0 11 2 9', shade(hero.skin, 0.3), 2));
  if (mood === 'grin') {
    out.push(shape('M-9 14Q0 28 9 14Z', '#8a2f3a'), shape('M-5 20Q0 25 5 20Q0 18 -5 20Z', '#f07a86'));
  } else if (mood === 'wonder') {
    out.push(ellipse(0, 18, 4, 5, '#8a2f3a'));
  } else {
    out.push(line(mood === 'sleep' ? 'M-4 17Q0 19 4 17' : 'M-8 15Q0 22 8 15', '#8a2f3a', 2.6));
  }
  if (pose.goggles) {
    out.push(
      line('M-38 0L38 0', '#2f3a4a', 5),
      rect(-26, -9, 52, 20, '#bfe8f7', { rx: 9, opacity: 0.55, stroke: '#ff8a3d', 'stroke-width': 4 }),
      line('M-18 -4L-12 -7', '#ffffff', 2.5, { opacity: 0.8 }),
    );
  }
  return out.join('');
}

/** The clothed body (torso, collar, print, straps, scarf). Body coordinates. */
export function torso(art: Art, hero: Hero): string {
  const d = hero.dress
    ? 'M-19 -100Q-27 -99 -28 -88L-41 -36Q0 -27 41 -36L28 -88Q27 -99 19 -100Z'
    : 'M-19 -100Q-27 -99 -28 -88L-30 -56Q-30 -49 -23 -49L23 -49Q30 -49 30 -56L28 -88Q27 -99 19 -100Z';
  const out: string[] = [shape(d, hero.top)];
  if (hero.print) {
    const p = hero.print;
    const tile =
      p.kind === 'stripes'
        ? rect(0, 0, 24, 6, p.color)
        : p.kind === 'dots'
          ? circle(6, 6, 2.6, p.color) + circle(18, 18, 2.6, p.color)
          : star5(7, 7, 3.6, p.color) + star5(19, 19, 3, p.color);
    out.push(shape(d, art.pattern(24, p.kind === 'stripes' ? 12 : 24, tile), { opacity: 0.9 }));
  }
  // Side shading gives the flat torso a rounded, lit-from-the-left look.
  out.push(
    shape(
      d,
      art.linear(
        [
          [0, '#ffffff', 0.12],
          [0.5, '#ffffff', 0],
          [1, '#1d1330', 0.18],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  if (hero.collar) out.push(shape('M-13 -100L0 -88L13 -100L8 -103L0 -96L-8 -103Z', hero.collar));
  if (hero.extra === 'backpack') {
    const s = shade(hero.extraColor ?? '#c0552f', 0.15);
    out.push(line('M-13 -99L-15 -60M13 -99L15 -60', s, 6));
  }
  if (hero.extra === 'scarf') {
    const s = hero.extraColor ?? '#3f8fd1';
    out.push(
      rect(-22, -106, 44, 13, s, { rx: 6.5 }),
      shape('M8 -96L20 -96L22 -66L10 -68Z', shade(s, 0.08)),
      line('M11 -72L21 -71', tint(s, 0.4), 2),
    );
  }
  return out.join('');
}

export function legs(hero: Hero, pose: Pose): string {
  if (pose.sit) {
    const c = hero.dress ? hero.top : hero.bottom;
    return [
      shape('M-30 -34Q-50 -18 -42 -6Q-20 2 0 -6Q20 2 42 -6Q50 -18 30 -34Q0 -42 -30 -34Z', shade(c, 0.05)),
      ellipse(-42, -10, 12, 8, hero.shoes),
      ellipse(42, -10, 12, 8, hero.shoes),
    ].join('');
  }
  const legColor = hero.dress ? tint(hero.skin, 0.05) : hero.bottom;
  const w = hero.dress ? 12 : 17;
  const swing = pose.walk ? 9 : 0;
  const leg = (side: number): string =>
    g([rect(side < 0 ? -3 - w : 3, -60, w, 56, legColor, { rx: 6 }), ellipse(side * 12, -5, 13, 7.5, hero.shoes)], {
      transform: `rotate(${side * swing} ${side * 10} -55)`,
    });
  return leg(-1) + leg(1);
}

export function arms(hero: Hero, pose: Pose): { svg: string; hands: [Pt, Pt] } {
  const [la, ra] = pose.arms ?? [12, 12];
  const out: string[] = [];
  const hands: Pt[] = [];
  [-1, 1].forEach((side, i) => {
    const angle = ((i === 0 ? la : ra) * Math.PI) / 180;
    const sx = SHOULDER[0] * side;
    const sy = SHOULDER[1];
    const hand: Pt = pose.hands?.[i] ?? [sx + side * 44 * Math.sin(angle), sy + 44 * Math.cos(angle)];
    // The elbow bows outward so arms look bent, not like sticks.
    const ex = (sx + hand[0]) / 2 + side * 8;
    const ey = (sy + hand[1]) / 2 + 2;
    out.push(line(`M${sx} ${sy}Q${ex} ${ey} ${hand[0]} ${hand[1]}`, hero.top, 13));
    out.push(circle(hand[0], hand[1], 7.5, hero.skin));
    hands.push(hand);
  });
  return { svg: out.join(''), hands: [hands[0]!, hands[1]!] };
}

/** Draws the child with feet at (x, y), `s` times the base size (≈190 px tall at s = 1). */
export function child(art: Art, hero: Hero, pose: Pose, x: number, y: number, s: number, flip = false): string {
  const lift = pose.sit ? 30 : 0; // sitting lowers the upper body onto the crossed legs
  const skinFill = art.radial(
    [
      [0, tint(hero.skin, 0.12)],
      [1, shade(hero.skin, 0.06)],
    ],
    0.4,
    0.35,
    0.7,
  );
  const { svg: armSvg, hands } = arms(hero, pose);
  const head = g(
    [
      circle(-35, 4, 7.5, hero.skin),
      circle(35, 4, 7.5, hero.skin),
      hero.headwear === 'hood' ? circle(0, -2, 45, hero.hatColor ?? hero.top) : '',
      circle(0, 0, HEAD_R, skinFill),
      face(hero, pose),
      hero.headwear === 'hood' ? '' : hairFront(hero),
      headwear(hero),
      // Marks where the book pastes the real child's face; only the book's own hero is marked.
      hero === art.subject ? art.headMark(HEAD_R) : '',
    ],
    { transform: `translate(0 ${HEAD_Y})` },
  );
  const helmet =
    hero.headwear === 'helmet'
      ? g(
          [
            circle(0, -2, 54, '#cfeaff', { opacity: 0.22, stroke: '#f4f8ff', 'stroke-width': 6 }),
            line('M-36 -26Q-26 -44 -6 -48', '#ffffff', 6, { opacity: 0.75 }),
            rect(-30, 44, 60, 14, '#d8dee9', { rx: 7 }),
          ],
          { transform: `translate(0 ${HEAD_Y})` },
        )
      : '';
  const behind: string[] = [];
  if (hero.extra === 'cape')
    behind.push(
      shape(
        hero.capeSwept
          ? 'M-18 -100L18 -100C36 -90 52 -64 64 -32Q54 -38 47 -29Q39 -38 30 -31C25 -56 6 -80 -18 -100Z'
          : 'M-20 -98L-46 -14Q0 -4 46 -14L20 -98Z',
        hero.extraColor ?? '#d94f5c',
      ),
    );
  if (hero.extra === 'backpack') behind.push(rect(-34, -100, 68, 46, hero.extraColor ?? '#c0552f', { rx: 13 }));
  // Long hair falls behind the shoulders, so it is drawn before the torso (in head coordinates).
  behind.push(g(hairBack(hero), { transform: `translate(0 ${HEAD_Y})` }));
  const upper = g([...behind, rect(-7, -108, 14, 12, shade(hero.skin, 0.08)), torso(art, hero), armSvg, head, helmet], {
    transform: `translate(0 ${lift})`,
  });
  const lifted: [Pt, Pt] = [
    [hands[0][0], hands[0][1] + lift],
    [hands[1][0], hands[1][1] + lift],
  ];
  return g(
    [
      ellipse(0, 0, pose.sit ? 52 : 36, 7, '#1d1330', { opacity: 0.18 }),
      legs(hero, pose),
      upper,
      pose.hold ? pose.hold(lifted) : '',
    ],
    { transform: place(x, y, s, 0, flip) },
  );
}
