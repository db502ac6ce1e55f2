/**
 * The drawn child: what an illustrator needs to know about the child's looks, measured from the photo
 * (server/src/characters/features) and corrected by the parent in the character builder. The art engine
 * draws the child from these features alone; no pixel of the photo reaches a picture.
 *
 * Every feature is a key of a small palette, so the builder can offer swatches, the server can validate a
 * correction with one schema, and the art engine and the builder show exactly the same colours.
 */
import { z } from '../zod';
import {
  type CharacterFeatures,
  EYE_COLORS,
  FACE_SHAPES,
  HAIR_COLORS,
  HAIR_STYLES,
  OUTFITS,
  SKIN_TONES,
} from './palette';

export * from './favourite-hero';
export * from './palette';

const keysOf = <T extends Record<string, string>>(palette: T) => Object.keys(palette) as [keyof T & string];

export const characterFeaturesSchema = z.strictObject({
  skin_tone: z.enum(keysOf(SKIN_TONES)),
  hair_color: z.enum(keysOf(HAIR_COLORS)),
  hair_style: z.enum(HAIR_STYLES),
  eye_color: z.enum(keysOf(EYE_COLORS)),
  face_shape: z.enum(FACE_SHAPES),
  glasses: z.boolean(),
  freckles: z.boolean(),
  outfit: z.enum(OUTFITS).optional(),
});

// The schema reads exactly the features' type, both ways: a palette change that one side misses fails tsc.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof characterFeaturesSchema>, CharacterFeatures> = true;
void schemaMatchesType;
