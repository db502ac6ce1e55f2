import {
  type CharacterFeatures,
  EYE_COLORS,
  type FaceShape,
  type HairStyle as FeatureHairStyle,
  HAIR_COLORS,
  type Outfit,
  SKIN_TONES,
} from '@shop/shared/characters';
import { shade, tint } from './colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, shape, smooth } from './core';
import { sideShading } from './finish';
import { sparkle, star5 } from './landscape';
import { STYLES } from './styles';
import type { ChildStyle, FaceStyle } from './styles/kit';

// ───────────────────────────── the child hero ─────────────────────────────

/** The twelve hairstyles of the character features (the storefront's heroes use eight of them). */
export type HairStyle = FeatureHairStyle;
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
/**
 * The child's expressions: happy (smile, grin, beam), laughing (laugh), surprised (wonder), determined, sleepy
 * (eyes heavy, a yawn) and asleep (sleep).
 */
export type Mood = 'smile' | 'grin' | 'sleep' | 'wonder' | 'beam' | 'laugh' | 'determined' | 'sleepy';

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
  /*
   * The book's child as the parent described them (heroWithFeatures). Without `eyes` the hero is a storefront
   * figure and is drawn exactly as the storefront pictures always were.
   */
  /** Iris colour. */
  eyes?: string;
  glasses?: boolean;
  freckles?: boolean;
  faceShape?: FaceShape;
  /**
   * The order's character round: each round draws the same child anew (expression, head tilt, arm nuance, hair
   * parting and accessories), so "Draw again" always gives a new drawing.
   */
  variant?: number;
  /**
   * The book's child's age (2–12): a toddler is short-legged with a big head, an eight-year-old long-limbed with a
   * smaller head on a taller body. Absent: the storefront's five-year-old proportions.
   */
  age?: number;
  /** Whom the parent described; a girl with short hair still reads as a girl (a clip, lashes). */
  gender?: Gender;
}

export type Gender = 'girl' | 'boy';

/** Hairstyles that read as a girl's at picture size; the others (short, spiky, curly) read as a boy's. */
const GIRL_HAIR: ReadonlySet<HairStyle> = new Set([
  'bob',
  'long',
  'ponytail',
  'pigtails',
  'buns',
  'wavy',
  'braid',
  'puffs',
]);

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

/** How the picture's style builds the book child's face; 'classic' pictures draw the soft, sclera-less eyes. */
const faceStyle = (art: Art): FaceStyle => STYLES[art.style === 'classic' ? 'watercolor' : art.style].face;
const childStyle = (art: Art): ChildStyle | undefined =>
  art.style === 'classic' ? undefined : STYLES[art.style].child;

/** Hairstyles that reach the shoulders: seen from behind they cover the nape. */
const LONG_HAIR: ReadonlySet<HairStyle> = new Set(['long', 'wavy', 'bob', 'braid', 'locs']);

/** Hairstyles that end above the ears: on a girl they get a clip. */
const SHORT_HAIR: ReadonlySet<HairStyle> = new Set(['short', 'cropped', 'spiky', 'curly', 'afro', 'side-part']);

/** Hats that cover the crown of the head: buns and spikes would poke through them, an afro puffs out below. */
const HATS: ReadonlySet<Headwear> = new Set(['explorer', 'beanie', 'wizard', 'nightcap', 'cap', 'bandana']);

/**
 * The theme's hero (its outfit, headwear and props) as the book's actual child: skin, hair, eyes, face shape,
 * glasses and freckles from the features, drawn in round `variant`. Hair that a hat would have to hide is
 * adapted: buns and spikes go under the hat (bob, short). Inside a space helmet the hair is clipped by the
 * glass when drawn.
 */
/**
 * The clothes a parent can pick instead of the book's own (features.outfit): the everyday clothes only. A scene that
 * dresses the child for its moment (a spacesuit, pyjamas, a raincoat) still does; the story's hat, scarf or
 * backpack stay, as the story needs them.
 */
const OUTFIT_LOOKS: Readonly<Record<Exclude<Outfit, 'story'>, Partial<Hero>>> = {
  sailor: {
    top: '#f7f4ec',
    print: { kind: 'stripes', color: '#2f4f8f' },
    collar: '#2f4f8f',
    bottom: '#2f4f8f',
    shoes: '#d8473c',
    dress: false,
  },
  party: {
    top: '#c9a3e8',
    print: { kind: 'stars', color: '#fff4c2' },
    collar: '#fff4c2',
    bottom: '#c9a3e8',
    shoes: '#e8b83a',
    dress: true,
  },
  sporty: { top: '#3fae6a', print: undefined, collar: '#ffffff', bottom: '#4a4f5e', shoes: '#f4f4f4', dress: false },
  cosy: {
    top: '#e0a93a',
    print: { kind: 'dots', color: '#fff1cf' },
    collar: '#b5802a',
    bottom: '#4f6fa8',
    shoes: '#8a5a3a',
    dress: false,
  },
};

export function heroWithFeatures(
  themeHero: Hero,
  features: CharacterFeatures,
  gender: Gender,
  variant: number,
  age?: number,
): Hero {
  const base = heroFor(themeHero, gender);
  let hairStyle: HairStyle = features.hair_style;
  if (HATS.has(base.headwear)) {
    if (hairStyle === 'buns' || hairStyle === 'topknot') hairStyle = 'bob';
    else if (hairStyle === 'puffs') hairStyle = 'afro';
    else if (hairStyle === 'spiky') hairStyle = 'short';
  }
  const outfit = features.outfit && features.outfit !== 'story' ? OUTFIT_LOOKS[features.outfit] : {};
  return {
    ...base,
    ...outfit,
    skin: SKIN_TONES[features.skin_tone],
    hair: HAIR_COLORS[features.hair_color],
    hairStyle,
    eyes: EYE_COLORS[features.eye_color],
    faceShape: features.face_shape,
    glasses: features.glasses,
    freckles: features.freckles,
    variant: Math.max(0, Math.floor(variant)),
    gender,
    ...(age === undefined ? {} : { age: Math.min(12, Math.max(2, Math.round(age))) }),
  };
}

/**
 * How a child of `age` is built, relative to the five-year-old the scenes were drawn around: leg length, torso
 * length, head size and body width. A two-year-old is about four heads tall, a twelve-year-old about six and a
 * half (paediatric growth charts); the whole figure stays within −12 % … +20 % of the five-year-old's height,
 * so a child still fits the bed, the boat and the doorway of every scene.
 */
export interface Build {
  legs: number;
  torso: number;
  head: number;
  width: number;
}

const FIVE: Build = { legs: 1, torso: 1, head: 1, width: 1 };

export function buildFor(age: number | undefined): Build {
  if (age === undefined) return FIVE;
  const a = Math.min(12, Math.max(2, age));
  // Piecewise linear between the ages a children's illustrator draws differently: 2, 5, 8 and 12.
  const at = (two: number, five: number, eight: number, twelve: number): number =>
    a <= 5
      ? two + ((five - two) * (a - 2)) / 3
      : a <= 8
        ? five + ((eight - five) * (a - 5)) / 3
        : eight + ((twelve - eight) * (a - 8)) / 4;
  return {
    legs: at(0.7, 1, 1.3, 1.55),
    torso: at(0.86, 1, 1.12, 1.24),
    head: at(1.06, 1, 0.93, 0.87),
    width: at(1.08, 1, 0.95, 0.93),
  };
}

/** How the child stands in one picture. Arm angles: 0 hangs down, 90 points sideways, 160 reaches up. */
export interface Pose {
  arms?: readonly [left: number, right: number];
  /** Explicit hand positions (body coordinates), e.g. both hands in front to hold a book. */
  hands?: readonly [Pt, Pt];
  mood?: Mood;
  sit?: boolean;
  walk?: boolean;
  /** Running: a long stride, the body leaning into it, the arms pumping (unless the scene places them). */
  run?: boolean;
  /** Climbing: one knee lifted high, both arms reaching up for the next hold (unless the scene places them). */
  climb?: boolean;
  /** Eyes looking sideways (-1 … 1) or up (look < 0 with lookUp). */
  gaze?: number;
  lookUp?: boolean;
  /** Diving mask for underwater pictures. */
  goggles?: boolean;
  /**
   * The head turned towards one side (-1 … 1; positive towards the viewer's right): the face moves that way and
   * narrows, the far ear hides. A three-quarter view, so the child is not always square to the camera. Without
   * it the book's child turns a little towards where they look (gaze).
   */
  turn?: number;
  /** Seen from behind: no face, the back of the head (looking at the stars, walking away into the forest). */
  back?: boolean;
  /** Something drawn on top of the hands, given their positions. */
  hold?: (hands: readonly [Pt, Pt]) => string;
}

/**
 * Both hands at height y, x either side of the middle (body coordinates): holding something in front, hugging a
 * teddy, cupped round the mouth to call, folded on the chest of a sleeper.
 */
export const bothHands = (x: number, y: number): [Pt, Pt] => [
  [-x, y],
  [x, y],
];

/**
 * The left hand resting low at the side, the right reaching out to (x, y) (body coordinates): pointing at,
 * touching or offering something.
 */
export const reachingTo = (x: number, y: number): [Pt, Pt] => [
  [-30, -60],
  [x, y],
];

/*
 * Body coordinates: feet on y = 0, the figure ~190 units tall, head centre at (0, -138) with radius 36.
 * Large head and short body read as "young child" at any size; everything below is built in these units.
 */
export const HEAD_Y = -138;
export const HEAD_R = 36;
export const SHOULDER: Pt = [19, -94];

/** Hair ties and bows: the storefront's pink, or a new colour each round for the book's child. */
const ACCESSORIES = ['#f25c78', '#ffc93c', '#4fb3e8', '#9a6cf0', '#5cc98a'] as const;
const tieColour = (hero: Hero): string =>
  hero.variant === undefined ? '#f25c78' : ACCESSORIES[hero.variant % ACCESSORIES.length]!;

/** A closed, gently bumpy outline around (cx, cy): an afro's silhouette. */
function bumpy(cx: number, cy: number, r: number, bumps: number, depth: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < bumps * 2; i++) {
    const a = (i / (bumps * 2)) * Math.PI * 2;
    const rr = r + (i % 2 === 0 ? depth : -depth * 0.4);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smooth(pts, true);
}

/** The hair that sits behind the head (long styles, ponytails). Head-local coordinates. */
export function hairBack(hero: Hero): string {
  const c = hero.hair;
  switch (hero.hairStyle) {
    case 'afro':
      return shape(bumpy(0, -10, 49, 11, 3.5), c) + shape(bumpy(0, -12, 40, 9, 2), tint(c, 0.07), { opacity: 0.6 });
    case 'wavy':
      return shape(
        smooth(
          [
            [0, -46],
            [30, -40],
            [42, -14],
            [45, 12],
            [40, 32],
            [48, 52],
            [42, 70],
            [46, 84],
            [28, 86],
            [10, 74],
            [-10, 74],
            [-28, 86],
            [-46, 84],
            [-42, 70],
            [-48, 52],
            [-40, 32],
            [-45, 12],
            [-42, -14],
            [-30, -40],
          ],
          true,
        ),
        c,
      );
    case 'braid':
      return shape('M-41 0C-45 -36 -24 -45 0 -45C24 -45 45 -36 41 0L40 14Q30 20 0 18Q-30 20 -40 14Z', c);
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
        shape('M22 -30C48 -40 62 -10 54 22C50 38 40 46 34 40C42 24 42 2 26 -12Z', c) +
        circle(30, -24, 6, tieColour(hero))
      );
    case 'pigtails':
      return [
        ellipse(-47, 14, 11, 19, c, { transform: 'rotate(18 -47 14)' }),
        ellipse(47, 14, 11, 19, c, { transform: 'rotate(-18 47 14)' }),
      ].join('');
    case 'buns':
      return [circle(-25, -36, 14, c), circle(25, -36, 14, c)].join('');
    case 'puffs':
      // Two round puffs of coily hair high on either side, each gathered by a tie.
      return [
        shape(bumpy(-31, -36, 17, 9, 2.2), c),
        shape(bumpy(31, -36, 17, 9, 2.2), c),
        shape(bumpy(-31, -37, 12, 7, 1.4), tint(c, 0.07), { opacity: 0.6 }),
        shape(bumpy(31, -37, 12, 7, 1.4), tint(c, 0.07), { opacity: 0.6 }),
      ].join('');
    case 'topknot':
      // One bun on the crown.
      return circle(0, -50, 16, c) + line('M-10 -56Q0 -63 10 -56', tint(c, 0.3), 3, { opacity: 0.7 });
    case 'locs': {
      // Locs falling to the shoulders behind: rounded ropes of hair, each a little different.
      const out: string[] = [shape('M-42 -2C-46 -36 -24 -46 0 -46C24 -46 46 -36 42 -2L44 30L-44 30Z', c)];
      for (let k = 0; k < 10; k++) {
        const x = -45 + k * 10;
        const end = 58 + ((k * 7) % 5) * 4;
        out.push(line(`M${x} 0Q${x + (k % 2 ? 4 : -4)} ${end * 0.5} ${x + (k % 3) - 1} ${end}`, c, 9));
        out.push(line(`M${x - 1} 10L${x + 1} 16M${x - 1} 28L${x + 1} 34`, shade(c, 0.25), 1.4, { opacity: 0.6 }));
      }
      return out.join('');
    }
    default:
      return '';
  }
}

/** The hair over the forehead, drawn after the face. Head-local coordinates. */
export function hairFront(hero: Hero): string {
  const c = hero.hair;
  const shine = line('M-22 -30Q-8 -39 8 -37', tint(c, 0.35), 4, { opacity: 0.55 });
  switch (hero.hairStyle) {
    case 'cropped':
      // Close to the scalp: a thin cap with a high, soft hairline and a little texture.
      return (
        shape(
          'M-36 -2C-38 -28 -22 -40 0 -40C22 -40 38 -28 36 -2C33 -12 28 -19 20 -22C8 -25 -8 -25 -20 -22C-28 -19 -33 -12 -36 -2Z',
          c,
        ) + line('M-18 -30L-15 -33M-4 -34L-1 -37M10 -33L13 -35M22 -28L25 -30', tint(c, 0.25), 2, { opacity: 0.6 })
      );
    case 'afro': {
      // A soft hairline of little curls; the volume is the back's.
      const edge: Pt[] = [];
      for (let k = 10; k >= 0; k--) {
        const x = -36 + k * 7.2;
        edge.push([x, -14 - Math.abs(x) * 0.25 + (k % 2 === 0 ? 4 : -1)]);
      }
      return (
        shape(`M-37 4C-41 -30 -22 -44 0 -44C22 -44 41 -30 37 4${smooth(edge).replace(/^M/, 'L')}Z`, c) +
        line('M-24 -34Q-10 -41 6 -39', tint(c, 0.22), 3, { opacity: 0.5 })
      );
    }
    case 'wavy':
      return (
        shape(
          'M-37 10C-42 -28 -20 -44 4 -42C28 -40 42 -24 37 10C34 -4 29 -12 22 -15C14 -6 -2 -4 -14 -13C-22 -6 -32 0 -37 10Z',
          c,
        ) +
        // Side locks in front of the ears, as shapes so every style can outline them.
        shape('M-37 2Q-47 20 -39 40Q-35 24 -31 8Z', c) +
        shape('M37 2Q47 20 39 40Q35 24 31 8Z', c) +
        shine
      );
    case 'braid': {
      const out = [
        shape(
          'M-37 6C-41 -28 -22 -43 0 -42C22 -43 41 -28 37 6C34 -8 24 -20 3 -27C-2 -23 -6 -21 -9 -20C-24 -17 -33 -8 -37 6Z',
          c,
        ),
        shine,
      ];
      // One braid over the shoulder, plait by plait, tied at the end.
      for (let k = 0; k < 6; k++) {
        const y = 22 + k * 10;
        const x = 30 + k * 1.6;
        out.push(
          ellipse(x, y, 8 - k * 0.4, 6.5, c),
          line(`M${x - 6} ${y - 2}Q${x} ${y + 3} ${x + 6} ${y - 2}`, shade(c, 0.25), 1.4),
        );
      }
      out.push(circle(40, 82, 4.5, tieColour(hero)), shape('M36 85Q40 96 44 85Z', c));
      return out.join('');
    }
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
        (hero.hairStyle === 'pigtails'
          ? [circle(-38, -2, 5, tieColour(hero)), circle(38, -2, 5, tieColour(hero))].join('')
          : '')
      );
    case 'puffs':
      // The afro's soft hairline of little curls, parted in the middle towards the two puffs.
      return hairFront({ ...hero, hairStyle: 'afro' }) + line('M0 -44L0 -30', shade(c, 0.3), 1.6, { opacity: 0.6 });
    case 'topknot':
      // Pulled back smooth to the bun: a high hairline, comb lines running up.
      return (
        shape('M-37 6C-41 -28 -24 -43 0 -43C24 -43 41 -28 37 6C35 -10 26 -24 0 -27C-26 -24 -35 -10 -37 6Z', c) +
        line('M-22 -26Q-12 -38 -4 -42M22 -26Q12 -38 4 -42', tint(c, 0.25), 1.6, { opacity: 0.6 }) +
        shine
      );
    case 'side-part':
      // Short hair parted on one side and swept across the forehead.
      return (
        shape(
          'M-37 4C-40 -30 -22 -43 2 -43C26 -43 41 -28 37 4C34 -10 28 -17 18 -18C6 -19 -6 -23 -14 -33C-22 -20 -32 -10 -37 4Z',
          c,
        ) +
        line('M-14 -33L-11 -42', shade(c, 0.35), 1.6, { opacity: 0.7 }) +
        line('M-8 -30Q8 -26 24 -22', tint(c, 0.3), 2.4, { opacity: 0.5 })
      );
    case 'locs':
      // A cap of hair and a few locs falling in front of the ears, framing the face.
      return (
        shape('M-37 4C-40 -30 -22 -43 0 -43C22 -43 40 -30 37 4C32 -12 18 -17 0 -17C-18 -17 -32 -12 -37 4Z', c) +
        [-36, -30, 30, 36]
          .map((x) => line(`M${x} -6Q${x + (x < 0 ? -3 : 3)} 18 ${x + (x < 0 ? -1 : 1)} 40`, c, 8))
          .join('') +
        line('M-20 -30Q-10 -36 0 -36M20 -30Q10 -36 0 -36', shade(c, 0.25), 1.4, { opacity: 0.6 })
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

/** A diving mask over the eyes (head-local): strap, tinted glass with an orange rim, a glint. */
function goggles(): string {
  return [
    line('M-38 0L38 0', '#2f3a4a', 5),
    rect(-26, -9, 52, 20, '#bfe8f7', { rx: 9, opacity: 0.55, stroke: '#ff8a3d', 'stroke-width': 4 }),
    line('M-18 -4L-12 -7', '#ffffff', 2.5, { opacity: 0.8 }),
  ].join('');
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
  if (pose.goggles) out.push(goggles());
  return out.join('');
}

/** The face's outline (head-local): round as the storefront's, longer, or wide at the cheeks with a neat chin. */
function faceOutline(shapeName: FaceShape | undefined): { d: string; ear: number } {
  switch (shapeName) {
    case 'oval':
      return { d: 'M0 -37C20 -37 33 -24 33 -2C33 20 20 39 0 39C-20 39 -33 20 -33 -2C-33 -24 -20 -37 0 -37Z', ear: 32 };
    case 'heart':
      return { d: 'M0 -37C23 -37 38 -25 37 -3C36 15 21 33 0 38C-21 33 -36 15 -37 -3C-38 -25 -23 -37 0 -37Z', ear: 35 };
    default:
      return { d: 'M0 -36C20 -36 36 -20 36 0C36 20 20 36 0 36C-20 36 -36 20 -36 0C-36 -20 -20 -36 0 -36Z', ear: 35 };
  }
}

/** The expression of a round: the scene's mood, turned a little further each time the child is redrawn. */
const HAPPY: readonly Mood[] = ['smile', 'grin', 'beam', 'laugh'];
function expression(mood: Mood, variant: number): Mood {
  const i = HAPPY.indexOf(mood);
  return i < 0 ? mood : HAPPY[(i + variant) % HAPPY.length]!;
}

/**
 * The book child's face: eyes in the child's colour, drawn as each style draws eyes (sclera and glossy irises
 * for 3dPixar, white ovals for 2dWarner, big sparkly irises for anime, soft dots for watercolour), brows,
 * cheeks, freckles, mouth and glasses. Head-local coordinates.
 */
function drawnFace(art: Art, hero: Hero, pose: Pose, mood: Mood): string {
  const look = faceStyle(art);
  const ink = '#2b1d1a';
  const iris = hero.eyes ?? '#6b4226';
  const gx = (pose.gaze ?? 0) * 2.4;
  const gy = pose.lookUp ? -2.4 : 0;
  const ex = look.eyeSpacing;
  const ey = look.eyeY;
  const tall = mood === 'wonder' ? 1.12 : 1;
  const out: string[] = [];
  const closed = mood === 'sleep' || mood === 'beam';
  for (const side of [-1, 1]) {
    const x = side * ex;
    if (closed) {
      out.push(
        mood === 'sleep'
          ? line(`M${x - 5.5} ${ey}Q${x} ${ey + 5} ${x + 5.5} ${ey}`, ink, 2.6)
          : line(`M${x - 5.5} ${ey + 2}Q${x} ${ey - 5} ${x + 5.5} ${ey + 2}`, ink, 2.8),
      );
      continue;
    }
    out.push(look.eye({ art, hero, side, x, ey, ix: x + gx, iy: ey + gy, iris, tall }));
  }
  // Sleepy: heavy lids come halfway down over the eyes.
  if (mood === 'sleepy') {
    for (const side of [-1, 1]) {
      const x = side * ex;
      const r = look.lid;
      out.push(
        shape(
          `M${x - r} ${ey + 1}Q${x - r} ${ey - r - 2} ${x} ${ey - r - 2}Q${x + r} ${ey - r - 2} ${x + r} ${ey + 1}Z`,
          hero.skin,
        ),
        line(`M${x - r + 1} ${ey + 1}Q${x} ${ey + 3} ${x + r - 1} ${ey + 1}`, ink, 2.2),
      );
    }
  }
  // Brows: the hair's colour, raised in wonder and laughter, drawn down towards the nose when determined.
  const lift = mood === 'wonder' || mood === 'laugh' ? -3 : 0;
  const by = look.browY + lift;
  for (const side of [-1, 1]) {
    const x = side * ex;
    out.push(
      mood === 'determined'
        ? line(
            `M${x - 5 * side} ${by + 3.5}L${x + 5 * side} ${by - 1.5}`,
            shade(hero.hair, 0.1),
            look.browWidth + 0.5,
            {
              opacity: 0.9,
            },
          )
        : line(`M${x - 5} ${by + 1}Q${x} ${by - 2.5} ${x + 5} ${by + 1}`, shade(hero.hair, 0.1), look.browWidth, {
            opacity: 0.85,
          }),
    );
  }
  // Cheeks, nose, freckles.
  const cy = look.cheekY;
  out.push(
    ellipse(-21, cy, 6.5, 4.8, '#ff7d8a', { opacity: 0.36 }),
    ellipse(21, cy, 6.5, 4.8, '#ff7d8a', { opacity: 0.36 }),
  );
  if (look.blushHatch)
    out.push(line('M-24 13L-22 16M-20 13L-18 16M18 13L20 16M22 13L24 16', '#e8607a', 0.9, { opacity: 0.7 }));
  if (hero.freckles) {
    const dot = shade(hero.skin, 0.38);
    for (const [fx, fy] of [
      [-23, 8],
      [-18, 11],
      [-24, 13],
      [-15, 7],
      [23, 8],
      [18, 11],
      [24, 13],
      [15, 7],
      [-3, 8],
      [3, 8],
    ] as const)
      out.push(circle(fx, fy, 1.05, dot, { opacity: 0.75 }));
  }
  out.push(
    look.nose === 'dot' ? circle(0, 11, 0.9, shade(hero.skin, 0.3)) : line('M-2 9Q0 11 2 9', shade(hero.skin, 0.3), 2),
  );
  const my = look.mouthDrop;
  switch (mood) {
    case 'grin':
    case 'beam':
      out.push(
        shape(`M-9 ${14 + my}Q0 ${28 + my} 9 ${14 + my}Z`, '#8a2f3a'),
        shape(`M-5 ${20 + my}Q0 ${25 + my} 5 ${20 + my}Q0 ${18 + my} -5 ${20 + my}Z`, '#f07a86'),
      );
      break;
    case 'laugh':
      out.push(
        shape(`M-10 ${13 + my}Q0 ${31 + my} 10 ${13 + my}Q0 ${16 + my} -10 ${13 + my}Z`, '#7a2433'),
        shape(`M-6 ${22 + my}Q0 ${28 + my} 6 ${22 + my}Q0 ${19 + my} -6 ${22 + my}Z`, '#f07a86'),
        shape(`M-7 ${14.5 + my}Q0 ${17 + my} 7 ${14.5 + my}L6 ${16.5 + my}Q0 ${18.5 + my} -6 ${16.5 + my}Z`, '#ffffff'),
      );
      break;
    case 'wonder':
      out.push(ellipse(0, 18 + my, 3.6, 4.6, '#8a2f3a'));
      break;
    case 'sleep':
      out.push(line(`M-4 ${17 + my}Q0 ${19 + my} 4 ${17 + my}`, '#8a2f3a', 2.4));
      break;
    case 'sleepy':
      // A small yawn.
      out.push(ellipse(0, 18 + my, 3.2, 4.2, '#7a2433'));
      break;
    case 'determined':
      // Lips pressed into a lopsided, sure smile.
      out.push(line(`M-7 ${16 + my}Q1 ${20 + my} 8 ${14 + my}`, '#8a2f3a', 2.6));
      break;
    default:
      out.push(line(look.smallSmile ? `M-5 ${16 + my}Q0 ${20 + my} 5 ${16 + my}` : 'M-8 15Q0 22 8 15', '#8a2f3a', 2.6));
  }
  if (hero.glasses && !pose.goggles) {
    const r = look.lens;
    const frame = '#3b2c4f';
    out.push(
      circle(-ex, ey, r, '#ffffff', { opacity: 0.14 }),
      circle(ex, ey, r, '#ffffff', { opacity: 0.14 }),
      circle(-ex, ey, r, 'none', { stroke: frame, 'stroke-width': 2.3 }),
      circle(ex, ey, r, 'none', { stroke: frame, 'stroke-width': 2.3 }),
      line(`M${-ex + r} ${ey - 1}Q0 ${ey - 4} ${ex - r} ${ey - 1}`, frame, 2.2),
      line(`M${-ex - r} ${ey - 1}L-34 ${ey - 3}M${ex + r} ${ey - 1}L34 ${ey - 3}`, frame, 2.2),
      line(
        `M${-ex - r * 0.5} ${ey - r * 0.45}L${-ex - r * 0.1} ${ey - r * 0.75}M${ex - r * 0.5} ${ey - r * 0.45}L${ex - r * 0.1} ${ey - r * 0.75}`,
        '#ffffff',
        1.6,
        { opacity: 0.8 },
      ),
    );
  }
  if (pose.goggles) out.push(goggles());
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
  out.push(sideShading(art, d, 0.12, 0.18));
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

export function legs(hero: Hero, pose: Pose, length = 56, stance = 0): string {
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
  const swing = pose.run ? 28 : pose.walk ? 9 : 0;
  const hip = -(length + 4);
  const leg = (side: number): string => {
    // Walking swings the legs; running strides them apart; the stance turns each foot outward (a clockwise turn
    // moves a hanging foot left).
    const angle = pose.run ? -side * swing : side * swing - side * stance;
    // Climbing lifts the right knee towards the viewer: the leg seen foreshortened, the foot on a higher hold.
    const lifted = pose.climb && side > 0 ? ` translate(0 ${hip}) scale(1 0.5) translate(0 ${-hip})` : '';
    return g(
      [rect(side < 0 ? -3 - w : 3, hip, w, length, legColor, { rx: 6 }), ellipse(side * 12, -5, 13, 7.5, hero.shoes)],
      { transform: `rotate(${angle} ${side * 10} ${hip + 5})${lifted}` },
    );
  };
  return leg(-1) + leg(1);
}

export function arms(hero: Hero, pose: Pose): { svg: string; hands: [Pt, Pt] } {
  // Running pumps the arms (one forward and up, one back); climbing reaches both up for the next hold.
  const [la, ra] = pose.arms ?? (pose.run ? [-35, 115] : pose.climb ? [165, 145] : [12, 12]);
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
    out.push(handAt(hand, [ex, ey], side, hero.skin));
    hands.push(hand);
  });
  return { svg: out.join(''), hands: [hands[0]!, hands[1]!] };
}

/**
 * A small hand at the end of the arm coming from `elbow`: a palm with the thumb on the upper, inner side and the
 * fingers' two creases, turned along the forearm. Not a ball: a hand reads as a hand even at picture size.
 */
function handAt(hand: Pt, elbow: Pt, side: number, skin: string): string {
  const angle = (Math.atan2(hand[1] - elbow[1], hand[0] - elbow[0]) * 180) / Math.PI - 90;
  return g(
    [
      ellipse(-4.6 * side, -3.2, 3.2, 4.6, skin, { transform: `rotate(${-30 * side} ${-4.6 * side} -3.2)` }),
      ellipse(0, 1, 7, 8, skin),
      line(`M-2.2 6.2L-2.6 8.2M1.8 6.4L2 8.4`, shade(skin, 0.28), 1.1, { opacity: 0.7 }),
    ],
    { transform: `translate(${hand[0]} ${hand[1]}) rotate(${angle.toFixed(1)})` },
  );
}

const TILTS = [0, 5, -4, 3, -6] as const;
const ARM_NUDGES = [0, 14, -10, 20, -16] as const;
/**
 * A redraw is a new drawing, not new colours: each round the child stands their own way (the whole figure leans,
 * the feet stand wider or closer), so the outline on every page changes. Round 0 is the scenes' own pose.
 */
const LEANS = [0, -4, 3.5, 5, -3] as const;
const STANCES = [0, 7, 3, 12, 5] as const;

/** The pose as drawn in the hero's round: the same story moment, the child's own way each time. */
function posed(hero: Hero, pose: Pose): Pose {
  if (hero.variant === undefined) return pose;
  const v = hero.variant;
  const nudge = ARM_NUDGES[v % ARM_NUDGES.length]!;
  return {
    ...pose,
    mood: expression(pose.mood ?? 'smile', v),
    gaze: pose.gaze ?? [0, 0.5, -0.4][v % 3],
    // The head follows the eyes a little: a three-quarter view wherever the child looks aside.
    turn: pose.turn ?? (pose.gaze ?? [0, 0.5, -0.4][v % 3]!) * 0.6,
    // Arms given as angles swing a little; hands placed exactly (holding a book, a rope) stay where they are.
    arms: pose.hands || !pose.arms || pose.hold ? pose.arms : [pose.arms[0] + nudge, pose.arms[1] - nudge * 0.6],
  };
}

/** The head with face, hair and headwear, in head-local coordinates (centre (0,0), radius HEAD_R). */
function headSvg(art: Art, hero: Hero, pose: Pose): { front: string; back: string } {
  const featured = hero.eyes !== undefined;
  const skinFill = art.radial(
    [
      [0, tint(hero.skin, 0.12)],
      [1, shade(hero.skin, 0.06)],
    ],
    0.4,
    0.35,
    0.7,
  );
  const outline = featured ? faceOutline(hero.faceShape) : { d: '', ear: 35 };
  const helmet = hero.headwear === 'helmet';
  const hood = hero.headwear === 'hood';
  // Inside a space helmet the hair is squashed by the glass; under a hat an afro only puffs out below the brim.
  const clipBack = !featured
    ? undefined
    : helmet
      ? art.clip(circle(0, -2, 50, '#ffffff'))
      : HATS.has(hero.headwear) || hero.headwear === 'crown'
        ? art.clip(rect(-90, -22, 180, 160, '#ffffff'))
        : undefined;
  const mirror = featured && (hero.variant ?? 0) % 2 === 1;
  let back = hood && featured ? '' : hairBack(hero);
  if (mirror && back) back = g(back, { transform: 'scale(-1 1)' });
  if (back && clipBack && (helmet || hero.hairStyle === 'afro')) back = g(back, { 'clip-path': clipBack });
  const traits = featured ? childStyle(art) : undefined;
  let front = hairFront(hero) + (traits?.hairExtra?.(hero) ?? '');
  if (mirror) front = g(front, { transform: 'scale(-1 1)' });
  if (featured && helmet) front = g(front, { 'clip-path': clipBack });
  if (featured && hood) front = g(front, { 'clip-path': art.clip(circle(0, 2, 33, '#ffffff')) });
  // A girl with short hair wears a clip in it, so she reads as a girl at picture size.
  const clip =
    featured && hero.gender === 'girl' && SHORT_HAIR.has(hero.hairStyle) && !HATS.has(hero.headwear) && !helmet && !hood
      ? g([star5(0, 0, 7, tieColour(hero)), circle(0, 0, 2.4, tint(tieColour(hero), 0.5))], {
          transform: `translate(${mirror ? -22 : 22} -27) rotate(-15)`,
        })
      : '';
  if (pose.back) {
    // The back of the head: the hair covers it down to the nape; long hair and ponytails fall over it.
    const nape = LONG_HAIR.has(hero.hairStyle) ? 36 : 18;
    const cap = hood
      ? circle(0, -2, 45, hero.hatColor ?? hero.top)
      : shape(
          `M-37 ${nape - 8}C-41 -30 -22 -44 0 -44C22 -44 41 -30 37 ${nape - 8}Q0 ${nape + 6} -37 ${nape - 8}Z`,
          hero.hair,
        );
    const parts = [
      circle(-outline.ear, 4, 7.5, hero.skin),
      circle(outline.ear, 4, 7.5, hero.skin),
      featured ? shape(outline.d, skinFill) : circle(0, 0, HEAD_R, skinFill),
      cap,
      hood ? '' : back,
      headwear(hero),
      hero === art.subject ? art.headMark(HEAD_R) : '',
    ];
    return { front: parts.join(''), back: '' };
  }
  // A three-quarter turn: the features slide towards the turned side and narrow; the far ear goes behind.
  const turn = featured ? Math.max(-1, Math.min(1, pose.turn ?? 0)) : 0;
  const faceDrawn = featured ? drawnFace(art, hero, pose, pose.mood ?? 'smile') : face(hero, pose);
  const turned = turn
    ? g(faceDrawn, {
        transform: `translate(${(turn * 9).toFixed(1)} 0) scale(${(1 - Math.abs(turn) * 0.14).toFixed(3)} 1)`,
      })
    : faceDrawn;
  // The face turning one way hides the ear on that side behind the cheek; the other ear comes a little round.
  // In 3D light the thin ear glows warmer than the face (light through skin).
  const earSkin = traits?.earTone?.(hero.skin) ?? hero.skin;
  const ear = (side: number) =>
    turn * side > 0.3 ? '' : circle(side * (outline.ear - Math.max(0, -turn * side) * 3), 4, 7.5, earSkin);
  const parts = [
    ear(-1),
    ear(1),
    hood ? circle(0, -2, 45, hero.hatColor ?? hero.top) : '',
    featured ? shape(outline.d, skinFill) : circle(0, 0, HEAD_R, skinFill),
    turned,
    hood && !featured ? '' : turn ? g(front, { transform: `translate(${(turn * 3).toFixed(1)} 0)` }) : front,
    clip,
    headwear(hero),
    // Marks the book's own hero's head (reported in ScenePicture.heads); nothing is pasted there any more.
    hero === art.subject ? art.headMark(HEAD_R) : '',
  ];
  return { front: parts.join(''), back };
}

/** Draws the child with feet at (x, y), `s` times the base size (≈190 px tall at s = 1 for a five-year-old). */
export function child(art: Art, hero: Hero, given: Pose, x: number, y: number, s: number, flip = false): string {
  const pose = posed(hero, given);
  const build = buildFor(hero.age);
  const legLength = 56 * build.legs;
  // Longer legs stand the upper body higher; sitting, the body rests on the crossed legs whatever their length.
  const lift = pose.sit ? 30 : 56 - legLength;
  const { svg: armSvg, hands } = arms(hero, pose);
  const { front, back } = headSvg(art, hero, pose);
  const v = hero.variant;
  const tilt = v === undefined ? 0 : TILTS[v % TILTS.length]!;
  // A runner leans into the run (forward is to the right; a flipped child runs left).
  const lean = (v === undefined ? 0 : LEANS[v % LEANS.length]!) + (pose.run ? 9 : 0);
  const stance = v === undefined || pose.sit || pose.walk || pose.run || pose.climb ? 0 : STANCES[v % STANCES.length]!;
  // The torso, arms and what hangs from the shoulders grow from the hips (y = -49) with the child's age.
  const hipY = -49;
  const body = (inner: string) =>
    build.torso === 1 && build.width === 1
      ? inner
      : g(inner, { transform: `translate(0 ${hipY}) scale(${build.width} ${build.torso}) translate(0 ${-hipY})` });
  const headY = hipY - 59 * build.torso - 30 * build.head;
  // Anime proportions: a bigger head on the same little body.
  const traits = hero.eyes !== undefined ? childStyle(art) : undefined;
  const headScale = (traits?.headScale ?? 1) * build.head;
  const headTransform = `translate(0 ${headY})${tilt ? ` rotate(${tilt} 0 34)` : ''}${
    headScale !== 1 ? ` scale(${headScale})` : ''
  }`;
  const head = g(front, { transform: headTransform });
  const helmet =
    hero.headwear === 'helmet'
      ? g(
          [
            circle(0, -2, 54, '#cfeaff', { opacity: 0.22, stroke: '#f4f8ff', 'stroke-width': 6 }),
            line('M-36 -26Q-26 -44 -6 -48', '#ffffff', 6, { opacity: 0.75 }),
            rect(-30, 44, 60, 14, '#d8dee9', { rx: 7 }),
          ],
          { transform: `translate(0 ${headY})${build.head !== 1 ? ` scale(${build.head})` : ''}` },
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
  const upper = g(
    [
      body(behind.join('')),
      g(back, { transform: headTransform }),
      body([rect(-7, -108, 14, 12, shade(hero.skin, 0.08)), torso(art, hero), armSvg].join('')),
      // 3D: the head shades the neck and the top of the chest (ambient occlusion), so it sits on the body.
      traits?.neckShadow
        ? ellipse(
            0,
            headY + 36 * headScale + 6,
            26,
            9,
            art.radial([
              [0, '#1d1330', 0.3],
              [1, '#1d1330', 0],
            ]),
          )
        : '',
      head,
      helmet,
    ],
    { transform: `translate(0 ${lift})` },
  );
  const held = (hand: Pt): Pt => [hand[0] * build.width, hipY + (hand[1] - hipY) * build.torso + lift];
  const lifted: [Pt, Pt] = [held(hands[0]), held(hands[1])];
  const ground = traits?.softGround
    ? // A soft contact shadow, dense under the feet and fading out: the child stands in light.
      ellipse(
        0,
        0,
        pose.sit ? 62 : 46,
        10,
        art.radial([
          [0, '#1d1330', 0.34],
          [0.6, '#1d1330', 0.14],
          [1, '#1d1330', 0],
        ]),
      )
    : ellipse(0, 0, pose.sit ? 52 : 36, 7, '#1d1330', { opacity: 0.18 });
  return g(
    [
      ground,
      g(
        [legs(hero, pose, legLength, stance), upper, pose.hold ? pose.hold(lifted) : ''],
        lean ? { transform: `rotate(${lean})` } : {},
      ),
    ],
    {
      transform: place(x, y, s, 0, flip),
    },
  );
}

/**
 * The child lying down, head to the left, feet at (x, y): `rot` turns the standing figure onto its back. Asleep
 * with the hands folded on the chest unless the pose says otherwise.
 */
export function lyingChild(art: Art, hero: Hero, x: number, y: number, s: number, pose: Pose = {}, rot = -84): string {
  return g(child(art, hero, { mood: 'sleep', hands: bothHands(16, -70), ...pose }, 0, 0, s), {
    transform: `translate(${x} ${y}) rotate(${rot})`,
  });
}
