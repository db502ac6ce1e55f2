/**
 * A style is a way of drawing, not a tint: the same page in two styles must differ in its structure (where the
 * edges are: outlines, wet edges, cel-shadow borders, anime locks), which a recolouring can never change. Edges
 * are measured on a luminance-normalised picture, so a darker or warmer grade alone moves nothing.
 */
import type { CharacterFeatures } from '@shop/shared/characters';
import { ILLUSTRATION_STYLES, type IllustrationStyle } from '@shop/shared/validation';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookPicture } from '../../src/art/pictures';

const CHILD: CharacterFeatures = {
  skin_tone: 'medium',
  hair_color: 'dark-brown',
  hair_style: 'bob',
  eye_color: 'brown',
  face_shape: 'round',
  glasses: false,
  freckles: true,
};

const W = 500;
const H = 350;

/** The picture's edge map: pixels where the normalised luminance changes sharply. */
async function edges(
  slug: string,
  picture: number,
  style: IllustrationStyle,
  tint?: (image: Sharp) => Sharp,
): Promise<Uint8Array> {
  const drawn = bookPicture({ slug, picture, features: CHILD, gender: 'girl', style, variant: 0, age: 5 });
  const image = sharp(Buffer.from(drawn.svg)).resize(W, H);
  const grey = await (tint ? sharp(await tint(image).png().toBuffer()) : image)
    .greyscale()
    .normalise()
    .raw()
    .toBuffer();
  const map = new Uint8Array(W * H);
  for (let y = 1; y < H - 1; y++) {
    for (let x = 1; x < W - 1; x++) {
      const i = y * W + x;
      const gx = grey[i + 1]! - grey[i - 1]!;
      const gy = grey[i + W]! - grey[i - W]!;
      map[i] = Math.abs(gx) + Math.abs(gy) > 48 ? 1 : 0;
    }
  }
  return map;
}

/** How much of two edge maps coincide (each edge pixel may be off by one pixel). */
function agreement(a: Uint8Array, b: Uint8Array): number {
  const near = (map: Uint8Array, i: number) => map[i] || map[i - 1] || map[i + 1] || map[i - W] || map[i + W];
  let shared = 0;
  let total = 0;
  for (let i = W; i < W * (H - 1); i++) {
    if (!a[i] && !b[i]) continue;
    total++;
    if ((a[i] && near(b, i)) || (b[i] && near(a, i))) shared++;
  }
  return shared / total;
}

describe('the four styles', () => {
  it('measure: a tint alone (warmer, darker, more saturated) leaves the edges where they were', async () => {
    const slug = 'the-dragon-who-was-afraid-of-the-dark';
    const plain = await edges(slug, 3, '3dPixar');
    const tinted = await edges(slug, 3, '3dPixar', (image) =>
      image.modulate({ brightness: 0.85, saturation: 1.4, hue: 25 }).tint('#ffd9b0'),
    );
    expect(agreement(plain, tinted)).toBeGreaterThan(0.95);
  });

  it.each([
    ['the-dragon-who-was-afraid-of-the-dark', 3],
    ['the-little-astronaut', 7],
    ['the-lullaby-forest', 2],
  ] as const)('%s spread %i: every two styles draw different edges', async (slug, picture) => {
    const maps = await Promise.all(ILLUSTRATION_STYLES.map((style) => edges(slug, picture, style)));
    for (let a = 0; a < maps.length; a++) {
      for (let b = a + 1; b < maps.length; b++) {
        const value = agreement(maps[a]!, maps[b]!);
        expect(value, `${ILLUSTRATION_STYLES[a]} vs ${ILLUSTRATION_STYLES[b]}: ${value.toFixed(2)}`).toBeLessThan(0.9);
      }
    }
  });
});
