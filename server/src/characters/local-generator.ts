/**
 * The default generator: no model, no network, no photo. The child is drawn by the art engine from the
 * character features (portrait.ts), one card per style, and rasterised by sharp (librsvg): a few tens of
 * milliseconds a card.
 */

import type { IllustrationStyle } from '@shop/shared/validation';
import sharp from 'sharp';
import type { CharacterGenerator, CharacterRequest, GeneratedCharacter } from './generator';
import { characterPortrait } from './portrait';

/** The side of every character picture. */
export const CHARACTER_SIZE = 768;
const JPEG_QUALITY = 90;

export class DrawnCharacterGenerator implements CharacterGenerator {
  readonly name = 'drawn-v1';

  async generate(request: CharacterRequest, styles: readonly IllustrationStyle[]): Promise<GeneratedCharacter[]> {
    const { features, gender, variant } = request;
    // Together: while librsvg draws one card in libvips' threads, the next one's SVG is written.
    return Promise.all(
      styles.map(async (style) => {
        const portrait = characterPortrait(features, gender, style, variant);
        const data = await sharp(Buffer.from(portrait.svg), { density: (72 * CHARACTER_SIZE) / portrait.width })
          .resize(CHARACTER_SIZE, CHARACTER_SIZE, { fit: 'fill' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
          .toBuffer();
        return {
          style,
          data,
          contentType: 'image/jpeg' as const,
          width: CHARACTER_SIZE,
          height: CHARACTER_SIZE,
        };
      }),
    );
  }
}
