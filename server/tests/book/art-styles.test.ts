import { type CharacterFeatures, DEFAULT_FEATURES, HAIR_STYLES } from '@shop/shared/characters';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type BookPictureInput, bookPicture, heroWithFeatures } from '../../src/art/index';
import { THEMES } from '../../src/art/pictures';
import { DrawnCharacterGenerator } from '../../src/characters/local-generator';
import { characterPortrait, PORTRAIT_SIZE } from '../../src/characters/portrait';

const FEATURES: CharacterFeatures = {
  skin_tone: 'medium',
  hair_color: 'brown',
  hair_style: 'bob',
  eye_color: 'green',
  face_shape: 'round',
  glasses: false,
  freckles: false,
};

const page = (over: Partial<BookPictureInput> = {}): BookPictureInput => ({
  slug: 'the-little-astronaut',
  picture: 1,
  features: FEATURES,
  gender: 'girl',
  style: 'watercolor',
  variant: 0,
  ...over,
});

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

async function raster(svg: string, width: number): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of pixels whose R, G or B differs by more than 24 (inside a box, if given: [x0, y0, x1, y1]). */
function differing(a: Raster, b: Raster, box?: readonly [number, number, number, number]): number {
  const [x0, y0, x1, y1] = box ?? [0, 0, a.width, a.height];
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * a.width + x) * 3;
      if (
        Math.abs(a.data[i]! - b.data[i]!) > 24 ||
        Math.abs(a.data[i + 1]! - b.data[i + 1]!) > 24 ||
        Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 24
      )
        count++;
    }
  }
  return count / ((x1 - x0) * (y1 - y0));
}

function meanLuma(r: Raster, [x0, y0, x1, y1]: readonly [number, number, number, number]): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * r.width + x) * 3;
      sum += 0.299 * r.data[i]! + 0.587 * r.data[i + 1]! + 0.114 * r.data[i + 2]!;
    }
  }
  return sum / ((x1 - x0) * (y1 - y0));
}

/*
 * Where things are on the character card (characters/portrait.ts): the head's centre at (0.5, 0.44) of the
 * side, the child drawn 5 times its body units (head radius 36 → 180 of 768).
 */
const HEAD = { x: 384, y: 0.44 * 768, k: 5 };
const toCard = (hx: number, hy: number): [number, number] => [
  Math.round(((HEAD.x + hx * HEAD.k) / PORTRAIT_SIZE) * 384),
  Math.round(((HEAD.y + hy * HEAD.k) / PORTRAIT_SIZE) * 384),
];
/** The crown of the hair (head-local -20…20, -40…-28) and the eyes (-22…22, -8…14), in a 384 px card. */
const HAIR_BOX = [...toCard(-18, -40), ...toCard(18, -29)] as const;
const EYES_BOX = [...toCard(-24, -9), ...toCard(24, 14)] as const;

describe('styles: four renderings of the same drawing', () => {
  it('changes most of the pixels of the same page from one style to another', async () => {
    const pictures = await Promise.all(
      ILLUSTRATION_STYLES.map((style) => raster(bookPicture(page({ style })).svg, 500)),
    );
    for (let i = 0; i < pictures.length; i++) {
      for (let j = i + 1; j < pictures.length; j++) {
        const share = differing(pictures[i]!, pictures[j]!);
        expect(share, `${ILLUSTRATION_STYLES[i]} vs ${ILLUSTRATION_STYLES[j]}`).toBeGreaterThan(0.5);
      }
    }
  });

  it('restyles every theme underneath its scenes (another theme, the cover)', async () => {
    const cover = (style: BookPictureInput['style']) =>
      bookPicture(page({ slug: 'the-brave-little-explorer', picture: 'cover', style }));
    const [a, b] = await Promise.all([raster(cover('2dWarner').svg, 300), raster(cover('anime').svg, 300)]);
    expect(differing(a, b)).toBeGreaterThan(0.5);
  });

  it('is a pure function of its input', () => {
    for (const style of ILLUSTRATION_STYLES) {
      expect(bookPicture(page({ style, variant: 3 })).svg).toBe(bookPicture(page({ style, variant: 3 })).svg);
      expect(characterPortrait(FEATURES, 'boy', style, 2).svg).toBe(characterPortrait(FEATURES, 'boy', style, 2).svg);
    }
  });

  it('draws a new picture for every round', async () => {
    for (let variant = 0; variant < 6; variant++) {
      expect(bookPicture(page({ variant })).svg).not.toBe(bookPicture(page({ variant: variant + 1 })).svg);
    }
    const [n, next] = await Promise.all([
      raster(characterPortrait(FEATURES, 'girl', 'anime', 4).svg, 384),
      raster(characterPortrait(FEATURES, 'girl', 'anime', 5).svg, 384),
    ]);
    expect(differing(n, next)).toBeGreaterThan(0.02);
  });

  it('falls back to the sample pages for spreads a theme does not draw yet, and refuses unknown books', () => {
    expect(bookPicture(page({ slug: 'custom', picture: 7, favouriteHero: 'Captain Comet' })).width).toBe(1000);
    expect(() => bookPicture(page({ slug: 'no-such-book' }))).toThrow(RangeError);
    expect(() => bookPicture(page({ picture: -1 }))).toThrow(RangeError);
  });
});

describe('the child drawn from features', () => {
  it('has darker hair pixels when the hair colour is darker', async () => {
    const draw = (hair_color: CharacterFeatures['hair_color']) =>
      raster(characterPortrait({ ...FEATURES, hair_color }, 'girl', '3dPixar', 0).svg, 384);
    const [black, blonde] = await Promise.all([draw('black'), draw('light-blonde')]);
    expect(meanLuma(black, HAIR_BOX)).toBeLessThan(meanLuma(blonde, HAIR_BOX) - 60);
  });

  it('changes the pixels around the eyes, and only there, with glasses', async () => {
    for (const style of ILLUSTRATION_STYLES) {
      const [bare, glasses] = await Promise.all([
        raster(characterPortrait(FEATURES, 'boy', style, 0).svg, 384),
        raster(characterPortrait({ ...FEATURES, glasses: true }, 'boy', style, 0).svg, 384),
      ]);
      expect(differing(bare, glasses, EYES_BOX), style).toBeGreaterThan(0.06);
      // The shirt is untouched.
      expect(differing(bare, glasses, [160, 300, 224, 350]), style).toBe(0);
    }
  });

  it('draws every hairstyle, face shape, eye colour and the freckles differently', () => {
    const svg = (f: Partial<CharacterFeatures>) => characterPortrait({ ...FEATURES, ...f }, 'girl', 'anime', 0).svg;
    expect(new Set(HAIR_STYLES.map((hair_style) => svg({ hair_style }))).size).toBe(HAIR_STYLES.length);
    expect(new Set((['round', 'oval', 'heart'] as const).map((face_shape) => svg({ face_shape }))).size).toBe(3);
    expect(svg({ eye_color: 'blue' })).not.toBe(svg({ eye_color: 'brown' }));
    expect(svg({ freckles: true })).not.toBe(svg({ freckles: false }));
  });

  it('keeps the theme outfit and headwear, and puts away hair a hat would hide', () => {
    const theme = THEMES['the-little-astronaut']!;
    const hero = heroWithFeatures(theme.hero, { ...DEFAULT_FEATURES, hair_style: 'afro' }, 'girl', 2);
    expect([hero.headwear, hero.top, hero.extra]).toEqual([theme.hero.headwear, theme.hero.top, theme.hero.extra]);
    expect([hero.hairStyle, hero.skin, hero.variant]).toEqual(['afro', '#eebf98', 2]);
    const explorer = THEMES['the-brave-little-explorer']!.hero;
    expect(heroWithFeatures(explorer, { ...DEFAULT_FEATURES, hair_style: 'buns' }, 'girl', 0).hairStyle).toBe('bob');
  });
});

describe('DrawnCharacterGenerator', () => {
  it('draws the four styles as 768 px JPEGs from the features alone', async () => {
    const generator = new DrawnCharacterGenerator();
    const pictures = await generator.generate({ features: FEATURES, gender: 'girl', variant: 1 }, ILLUSTRATION_STYLES);
    expect(pictures.map((p) => p.style)).toEqual([...ILLUSTRATION_STYLES]);
    for (const picture of pictures) {
      const meta = await sharp(picture.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 768, 768]);
      expect(picture.contentType).toBe('image/jpeg');
    }
    const again = await generator.generate({ features: FEATURES, gender: 'girl', variant: 1 }, ['anime']);
    expect(again[0]!.data.equals(pictures[3]!.data)).toBe(true);
  });
});
