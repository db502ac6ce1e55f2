/**
 * The child is built, not traced from one doll: age changes the build, a redraw changes the outline (not only the
 * colours), and a girl with short hair keeps a girl's cues. Measured on the child's silhouette: the child drawn
 * alone on a transparent picture, the pixels it covers.
 */
import type { CharacterFeatures } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildFor, child, type Gender, heroWithFeatures, type Pose } from '../../src/art/child';
import { Rng } from '../../src/art/core';
import { THEMES } from '../../src/art/pictures';
import { styledArt } from '../../src/art/style';

const W = 240;
const H = 320;

const SHORT: CharacterFeatures = {
  skin_tone: 'medium',
  hair_color: 'black',
  hair_style: 'short',
  eye_color: 'brown',
  face_shape: 'round',
  glasses: false,
  freckles: false,
};

interface Drawn {
  mask: Uint8Array;
  rgb: Buffer;
}

async function silhouette(
  options: { age?: number; variant?: number; gender?: Gender; style?: IllustrationStyle; pose?: Pose } = {},
): Promise<Drawn> {
  const { age = 5, variant = 0, gender = 'girl', style = '2dWarner', pose = { arms: [20, 30] } } = options;
  const art = styledArt(W, H, new Rng(7), style);
  // A hero without a hat: the hair is part of the outline.
  const hero = heroWithFeatures(THEMES['the-lullaby-forest']!.hero, SHORT, gender, variant, age);
  art.subject = hero;
  const svg = art.toSvg(art.draw(() => child(art, hero, pose, W / 2, H - 10, 1.2)));
  const raw = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const mask = new Uint8Array(W * H);
  for (let i = 0; i < mask.length; i++) mask[i] = raw[i * 4 + 3]! > 128 ? 1 : 0;
  return { mask, rgb: raw };
}

function height(mask: Uint8Array): number {
  let top = H;
  let bottom = 0;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (mask[y * W + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return bottom - top;
}

/** Intersection over union of two silhouettes: 1 is the same outline. */
function overlap(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += a[i]! & b[i]!;
    either += a[i]! | b[i]!;
  }
  return both / either;
}

describe('the child’s build', () => {
  it('grows from a short-legged toddler to a long-limbed twelve-year-old', () => {
    const two = buildFor(2);
    const eight = buildFor(8);
    expect(two.legs).toBeLessThan(1);
    expect(eight.legs).toBeGreaterThan(1);
    expect(two.head).toBeGreaterThan(eight.head);
    expect(buildFor(undefined)).toEqual(buildFor(5));
  });

  it.each(ILLUSTRATION_STYLES)('draws a 2-year-old and an 8-year-old with different outlines in %s', async (style) => {
    const two = await silhouette({ age: 2, style });
    const eight = await silhouette({ age: 8, style });
    expect(height(eight.mask) / height(two.mask)).toBeGreaterThan(1.18);
    expect(overlap(two.mask, eight.mask)).toBeLessThan(0.8);
  });
});

describe('a redraw', () => {
  it('is a new drawing: every round changes the child’s outline, not only colours', async () => {
    const rounds = await Promise.all([0, 1, 2, 3, 4].map((variant) => silhouette({ variant })));
    for (let a = 0; a < rounds.length; a++) {
      for (let b = a + 1; b < rounds.length; b++) {
        expect(overlap(rounds[a]!.mask, rounds[b]!.mask), `rounds ${a} and ${b}`).toBeLessThan(0.93);
      }
    }
  });

  it('changes the outline of a child whose hands hold something too', async () => {
    const pose: Pose = {
      hands: [
        [-20, -70],
        [20, -70],
      ],
    };
    const [first, second] = await Promise.all([silhouette({ pose }), silhouette({ pose, variant: 1 })]);
    expect(overlap(first!.mask, second!.mask)).toBeLessThan(0.95);
  });
});

describe('poses', () => {
  it('draws running, climbing and sitting as their own outlines, not the standing doll', async () => {
    const standing = await silhouette({ pose: {} });
    for (const pose of [{ run: true }, { climb: true }, { sit: true }] as Pose[]) {
      const drawn = await silhouette({ pose });
      expect(overlap(standing.mask, drawn.mask), JSON.stringify(pose)).toBeLessThan(0.9);
    }
  });
});

describe('a girl with short hair', () => {
  it('is drawn differently from a boy with the same hair (a clip, lashes)', async () => {
    const girl = await silhouette({ gender: 'girl' });
    const boy = await silhouette({ gender: 'boy' });
    let differing = 0;
    for (let i = 0; i < W * H; i++) {
      const d =
        Math.abs(girl.rgb[i * 4]! - boy.rgb[i * 4]!) +
        Math.abs(girl.rgb[i * 4 + 1]! - boy.rgb[i * 4 + 1]!) +
        Math.abs(girl.rgb[i * 4 + 2]! - boy.rgb[i * 4 + 2]!);
      if (d > 90) differing++;
    }
    // The clip alone is ~14 px across at this size.
    expect(differing).toBeGreaterThan(80);
  });
});

describe('the head', () => {
  /** The child's head drawn large, alone: raw RGBA of a 200 × 200 picture. */
  async function head(pose: Pose): Promise<Buffer> {
    const art = styledArt(200, 200, new Rng(3), '2dWarner');
    const hero = heroWithFeatures(THEMES['the-lullaby-forest']!.hero, { ...SHORT, hair_color: 'blonde' }, 'boy', 0, 5);
    art.subject = hero;
    const svg = art.toSvg(art.draw(() => child(art, hero, { mood: 'smile', ...pose }, 100, 430, 2.2)));
    return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  }
  /** Where the dark pixels (eyes, pupils, the mouth's line) are, across the face. */
  function darkCentre(raw: Buffer): { x: number; count: number } {
    let sum = 0;
    let count = 0;
    // Inside the face (the head's outline is further out): the eyes' band.
    for (let y = 110; y < 155; y++) {
      for (let x = 40; x < 160; x++) {
        const i = (y * 200 + x) * 4;
        if (raw[i + 3]! > 200 && raw[i]! + raw[i + 1]! + raw[i + 2]! < 150) {
          sum += x;
          count++;
        }
      }
    }
    return { x: sum / Math.max(1, count), count };
  }

  it('turns: the face slides towards where the child looks', async () => {
    const left = darkCentre(await head({ turn: -0.8 }));
    const right = darkCentre(await head({ turn: 0.8 }));
    expect(right.x - left.x).toBeGreaterThan(8);
  });

  it('is seen from behind without a face', async () => {
    const front = darkCentre(await head({}));
    const back = darkCentre(await head({ back: true }));
    // The outline's ink stays; the eyes, pupils and mouth are gone.
    expect(back.count).toBeLessThan(front.count * 0.7);
  });
});

describe('hairstyles', () => {
  it('draws every hairstyle the builder offers as its own outline', async () => {
    const { HAIR_STYLES } = await import('@shop/shared/characters');
    const masks: Uint8Array[] = [];
    for (const hair_style of HAIR_STYLES) {
      const art = styledArt(W, H, new Rng(7), '2dWarner');
      const hero = heroWithFeatures(THEMES['the-lullaby-forest']!.hero, { ...SHORT, hair_style }, 'girl', 0, 5);
      art.subject = hero;
      const svg = art.toSvg(art.draw(() => child(art, hero, { arms: [20, 30] }, W / 2, 500, 2.6)));
      const raw = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
      const mask = new Uint8Array(W * H);
      for (let i = 0; i < mask.length; i++) mask[i] = raw[i * 4 + 3]! > 128 ? 1 : 0;
      masks.push(mask);
    }
    for (let a = 0; a < masks.length; a++) {
      for (let b = a + 1; b < masks.length; b++) {
        expect(overlap(masks[a]!, masks[b]!), `${HAIR_STYLES[a]} vs ${HAIR_STYLES[b]}`).toBeLessThan(0.995);
      }
    }
  });
});

describe('clothes the parent picks', () => {
  it('dress the child in every outfit but keep what a scene puts on (pyjamas at bedtime, the story’s hat)', async () => {
    const { OUTFITS } = await import('@shop/shared/characters');
    const { sameFeatures } = await import('../../src/characters/job');
    const theme = THEMES['the-little-astronaut']!;
    const dressed = OUTFITS.map((outfit) => heroWithFeatures(theme.hero, { ...SHORT, outfit }, 'girl', 0, 5));
    const story = heroWithFeatures(theme.hero, SHORT, 'girl', 0, 5);
    // 'story' is the book's own clothes, the same child as no outfit at all.
    expect(dressed[0]).toEqual(story);
    expect(sameFeatures({ ...SHORT, outfit: 'story' }, SHORT)).toBe(true);
    expect(sameFeatures({ ...SHORT, outfit: 'sailor' }, SHORT)).toBe(false);
    const looks = dressed.map((hero) => JSON.stringify([hero.top, hero.bottom, hero.dress, hero.print]));
    expect(new Set(looks).size).toBe(OUTFITS.length);
    for (const hero of dressed) expect(hero.headwear).toBe(story.headwear);
    // The party dress changes the outline (a skirt), not only the colours.
    const outline = async (outfit: (typeof OUTFITS)[number]) => {
      const art = styledArt(W, H, new Rng(7), '2dWarner');
      const hero = heroWithFeatures(THEMES['the-lullaby-forest']!.hero, { ...SHORT, outfit }, 'boy', 0, 5);
      art.subject = hero;
      const svg = art.toSvg(art.draw(() => child(art, hero, { arms: [20, 30] }, W / 2, H - 10, 1.2)));
      const raw = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
      const mask = new Uint8Array(W * H);
      for (let i = 0; i < mask.length; i++) mask[i] = raw[i * 4 + 3]! > 128 ? 1 : 0;
      return mask;
    };
    expect(overlap(await outline('party'), await outline('sporty'))).toBeLessThan(0.98);
    // A book whose clothes are the story's (storyClothes in its scenes.json) keeps them; another dresses the child.
    const { bookPicture } = await import('../../src/art/pictures');
    const page = (slug: string, outfit?: 'sailor') =>
      bookPicture({ slug, picture: 1, gender: 'girl', style: '2dWarner', variant: 0, features: { ...SHORT, outfit } })
        .svg;
    expect(THEMES['goodnight-little-star']!.storyClothes).toBe(true);
    expect(page('goodnight-little-star', 'sailor')).toBe(page('goodnight-little-star'));
    expect(page('numbers-in-the-magic-garden', 'sailor')).not.toBe(page('numbers-in-the-magic-garden'));
  });
});
