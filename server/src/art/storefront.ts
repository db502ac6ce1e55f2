import { DRAGON_BELLY, DRAGON_GREEN } from '../../books/the-dragon-who-was-afraid-of-the-dark/props';
import { BALLOON_COLORS } from '../../books/the-great-balloon-journey/props';
import { bothHands, child, HEAD_Y, type Hero, type Pose } from './child';
import { shade, tint } from './colour';
import { type Art, circle, ellipse, g, line, type Pt, place, rect, shape, smooth } from './core';
import { glow } from './finish';
import { band, crescentPath, moon, sky, sparkle, star5, starField } from './landscape';
import { balloon } from './props/adventure';
import { nightWindow, smilingStar, teddy } from './props/bedtime';
import { bookshelf, candle, castle, dragon, unicorn } from './props/fantasy';
import { rocket } from './props/nature';

// ───────────────────────────── the shop's home hero ─────────────────────────────

/** An open book held at its spine (x, y), pages glowing. */
export function openBook(art: Art, x: number, y: number, s: number): string {
  return [
    glow(art, x, y - 40 * s, 260 * s, '#ffe08a', 0.75),
    g(
      [
        shape('M-92 -8Q-46 -30 0 -10Q46 -30 92 -8L92 10Q46 -10 0 10Q-46 -10 -92 10Z', '#c0392b'),
        shape('M-86 -12Q-44 -44 0 -18L0 4Q-44 -26 -86 0Z', '#fffaf0'),
        shape('M86 -12Q44 -44 0 -18L0 4Q44 -26 86 0Z', '#f6eedc'),
        line('M-72 -14Q-40 -34 -10 -18M-72 -6Q-40 -26 -10 -10M72 -14Q40 -34 10 -18M72 -6Q40 -26 10 -10', '#e0d4bc', 2),
      ],
      { transform: place(x, y, s) },
    ),
  ].join('');
}

/** Warm room at dusk; a child reads on a rug, and the story's characters rise from the book on a ribbon of light. */
export function homeHero(art: Art): readonly string[] {
  const hero: Hero = {
    skin: '#d9a07a',
    hair: '#4a2a1a',
    hairStyle: 'curly',
    top: '#f2a03d',
    bottom: '#3d5a8a',
    shoes: '#e4563e',
    headwear: 'none',
  };
  const ribbon: Pt[] = [
    [470, 470],
    [560, 330],
    [720, 300],
    [820, 200],
    [1000, 170],
    [1120, 80],
  ];
  const mane = ['#ff9ad0', '#c8a0ff', '#8fd8ff'] as const;
  return [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.linear([
        [0, '#3a2e6a'],
        [0.6, '#6a4a8a'],
        [1, '#a0607a'],
      ]),
    ),
    rect(0, 0, art.w, art.h, art.pattern(70, 70, star5(18, 18, 5, '#ffffff') + circle(52, 52, 3, '#ffffff')), {
      opacity: 0.06,
    }),
    nightWindow(
      art,
      80,
      80,
      220,
      260,
      sky(art, ['#1a2050', '#4a3a80']) + starField(art, 30, 80, 340) + moon(art, 220, 150, 30),
      '#c0506a',
    ),
    bookshelf(art, 960, 300, 220, 380),
    band(art, ['#7a4a3a', '#5a3428'], 640, 160),
    ellipse(470, 690, 330, 60, '#c0506a'),
    ellipse(470, 690, 290, 46, '#e07a7a'),
    ellipse(470, 690, 240, 32, '#c0506a', { opacity: 0.6 }),
    // A soft beam of light fans out of the book towards the characters.
    shape(
      'M410 560L440 60L1180 20L520 560Z',
      art.linear(
        [
          [0, '#fff1a8', 0.28],
          [1, '#fff1a8', 0],
        ],
        0,
        1,
        0.6,
        0,
      ),
      { filter: art.blur(18) },
    ),
    line(smooth(ribbon), '#fff1a8', 26, { opacity: 0.18, filter: art.blur(8) }),
    line(smooth(ribbon), '#fff6c8', 3, { 'stroke-dasharray': '2 14' }),
    ...ribbon.slice(1).map(([x, y], i) => sparkle(x + 20, y + 30, 8 + (i % 3) * 4, '#fff6c8')),
    starField(art, 40, 60, 520, '#fff1a8'),
    balloon(art, 600, 250, 34, BALLOON_COLORS),
    rocket(art, 760, 200, 0.32, 40, true),
    smilingStar(art, 700, 420, 34, false, 10),
    dragon(art, 900, 300, 0.55, DRAGON_GREEN, DRAGON_BELLY, 'happy'),
    castle(art, 1060, 150, 0.28, '#f4ecf8', '#9a7ad0', '#f06292'),
    unicorn(art, 560, 150, 0.32, mane, false, true),
    g(shape(crescentPath(40, 16), '#fff2c0'), { transform: place(1120, 60, 1, 110) }),
    child(
      art,
      hero,
      {
        sit: true,
        hands: bothHands(30, -56),
        mood: 'grin',
        lookUp: true,
        gaze: 0.8,
        hold: ([l, r]) => openBook(art, (l[0] + r[0]) / 2, l[1] - 6, 0.62),
      },
      430,
      690,
      2.3,
    ),
    teddy(700, 690, 0.9, 10),
    candle(art, 860, 700, 0.9),
  ];
}

// ───────────────────────────── photo-guide examples ─────────────────────────────

export const PHOTO = { w: 400, h: 400 } as const;
export const PORTRAIT_HERO: Hero = {
  skin: '#e6b08a',
  hair: '#6b3a1e',
  hairStyle: 'bob',
  top: '#4fa3e0',
  bottom: '#3d5a8a',
  shoes: '#333333',
  headwear: 'none',
  collar: '#ffffff',
};

/** Soft studio backdrop with out-of-focus circles: reads as "a photo" rather than a scene. */
export function photoBackdrop(art: Art, a: string, b: string): string {
  const out = [
    rect(
      0,
      0,
      art.w,
      art.h,
      art.radial(
        [
          [0, tint(a, 0.3)],
          [1, b],
        ],
        0.5,
        0.4,
        0.8,
      ),
    ),
  ];
  for (let i = 0; i < 8; i++)
    out.push(
      circle(art.rng.range(0, art.w), art.rng.range(0, art.h * 0.6), art.rng.range(20, 50), '#ffffff', {
        opacity: 0.12,
      }),
    );
  return out.join('');
}

/** Head-and-shoulders framing: the head fills the frame like a good close-up. */
export function portrait(art: Art, hero: Hero, pose: Pose, x: number, headY: number, s: number): string {
  return child(art, hero, pose, x, headY - HEAD_Y * s, s);
}

export function dogFace(x: number, y: number, s: number): string {
  return g(
    [
      ellipse(0, 190, 120, 90, '#cf945a'),
      ellipse(0, 200, 60, 70, '#f4dcc0'),
      rect(-62, 92, 124, 24, '#e2453c', { rx: 12 }),
      circle(0, 122, 12, '#f6c945'),
      ellipse(-78, 10, 34, 70, '#8a5a34', { transform: 'rotate(18 -78 10)' }),
      ellipse(78, 10, 34, 70, '#8a5a34', { transform: 'rotate(-18 78 10)' }),
      ellipse(0, 0, 92, 96, '#d9a066'),
      ellipse(0, 54, 56, 44, '#f4dcc0'),
      ellipse(-38, -30, 22, 26, '#c08a50', { opacity: 0.6 }),
      circle(-34, -14, 11, '#2b1d1a'),
      circle(34, -14, 11, '#2b1d1a'),
      circle(-30, -18, 4, '#ffffff'),
      circle(38, -18, 4, '#ffffff'),
      ellipse(0, 28, 20, 14, '#2b1d1a'),
      ellipse(-5, 24, 6, 3.5, '#ffffff', { opacity: 0.5 }),
      line('M0 40L0 54M-22 54Q0 70 22 54', '#2b1d1a', 4),
      shape('M-12 60Q0 96 12 60Z', '#f07a86'),
    ],
    { transform: place(x, y, s) },
  );
}

export const PHOTO_GUIDE: Record<string, (art: Art) => readonly string[]> = {
  'good-selfie': (art) => [
    photoBackdrop(art, '#cfe8ff', '#8fb8e0'),
    portrait(art, PORTRAIT_HERO, { mood: 'grin' }, 200, 175, 3.1),
  ],
  'bad-group': (art) => {
    const people: Hero[] = [
      { ...PORTRAIT_HERO, skin: '#8d5a3b', hair: '#1f1512', hairStyle: 'curly', top: '#e4563e' },
      { ...PORTRAIT_HERO, skin: '#f3cfb0', hair: '#c46a2d', hairStyle: 'long', top: '#5fb59a' },
      { ...PORTRAIT_HERO, skin: '#e0a878', hair: '#2b1a12', hairStyle: 'short', top: '#f2c14e' },
      { ...PORTRAIT_HERO, skin: '#c68a5c', hair: '#3d2414', hairStyle: 'pigtails', top: '#b57edc' },
      { ...PORTRAIT_HERO, skin: '#f0c29b', hair: '#e8c16a', hairStyle: 'spiky', top: '#4fa3e0' },
    ];
    return [
      photoBackdrop(art, '#fff0d0', '#f0c890'),
      portrait(art, people[0]!, { mood: 'grin' }, 70, 150, 1.35),
      portrait(art, people[1]!, { mood: 'smile' }, 200, 130, 1.45),
      portrait(art, people[2]!, { mood: 'grin' }, 330, 150, 1.35),
      portrait(art, people[3]!, { mood: 'smile', gaze: 1 }, 130, 250, 1.25),
      portrait(art, people[4]!, { mood: 'grin', gaze: -1 }, 280, 255, 1.25),
    ];
  },
  'bad-hidden-face': (art) => {
    const hero: Hero = {
      ...PORTRAIT_HERO,
      hairStyle: 'long',
      headwear: 'explorer',
      hatColor: '#f2d48a',
      top: '#f28b6b',
    };
    // Sunglasses and a hand over the mouth, drawn in head coordinates on top of the face.
    const cover = (s: number): string =>
      g(
        [
          rect(-32, -8, 28, 18, '#1d1d2a', { rx: 8 }),
          rect(4, -8, 28, 18, '#1d1d2a', { rx: 8 }),
          line('M-4 -2L4 -2M-32 -4L-38 -6M32 -4L38 -6', '#1d1d2a', 3),
          line('M-26 -4L-18 -6', '#ffffff', 2, { opacity: 0.6 }),
          line('M34 80L16 34', hero.top, 18),
          ellipse(8, 26, 20, 15, hero.skin),
          ...[-14, -4, 6, 16].map((fx, i) =>
            rect(fx - 4.5, 2 + Math.abs(i - 1.5) * 3, 9.5, 24, hero.skin, {
              rx: 4.7,
              stroke: shade(hero.skin, 0.15),
              'stroke-width': 1,
            }),
          ),
          ellipse(-14, 30, 6, 11, hero.skin, {
            transform: 'rotate(50 -14 30)',
            stroke: shade(hero.skin, 0.15),
            'stroke-width': 1,
          }),
        ],
        { transform: place(200, 175, s) },
      );
    return [photoBackdrop(art, '#e0f4e0', '#a0d0a0'), portrait(art, hero, { mood: 'smile' }, 200, 175, 3), cover(3)];
  },
  'bad-animal': (art) => [photoBackdrop(art, '#ffe8d8', '#f0b890'), dogFace(200, 180, 1.2)],
  'bad-blurry': (art) => [
    photoBackdrop(art, '#f4e0ff', '#c0a0e0'),
    portrait(
      art,
      { ...PORTRAIT_HERO, hairStyle: 'ponytail', skin: '#c68a5c', top: '#e4563e' },
      { mood: 'grin' },
      205,
      180,
      3.1,
    ),
  ],
};
