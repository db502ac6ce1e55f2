/**
 * The one interface every character generator implements. The default draws the child with the shop's art
 * engine from the character features (local-generator.ts); no pixel of the photo reaches a picture. A hosted
 * image model can implement the same interface and be chosen by configuration later; none is wired in yet,
 * and nothing pretends to be one.
 */
import type { CharacterFeatures } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import type { FaceBox } from '../photos/faces';

/** The order's photo, as the feature extraction (characters/features) measures it. Generators never see it. */
export interface CharacterSource {
  /** The order's stored photo: orientation applied, metadata stripped, at most PHOTO_MAX_SIDE px. */
  photo: Buffer;
  width: number;
  height: number;
  /** The child's face in `photo`'s pixels, from the face check. */
  face: FaceBox;
}

/** Whom to draw: the child's looks (measured from the photo, corrected by the parent) and the round. */
export interface CharacterRequest {
  features: CharacterFeatures;
  gender: 'girl' | 'boy';
  /**
   * The order's character round (its regeneration count). Another round draws the same child anew: another
   * expression, head tilt, hair parting and accessories. The same request always gives the same pictures.
   */
  variant: number;
}

export interface GeneratedCharacter {
  style: IllustrationStyle;
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

export interface CharacterGenerator {
  /** Stored with each picture (order_characters.generator), so a later change of generator is traceable. */
  readonly name: string;
  /** One picture per requested style, in the order asked. Rejects when it cannot make them all. */
  generate(request: CharacterRequest, styles: readonly IllustrationStyle[]): Promise<GeneratedCharacter[]>;
}
