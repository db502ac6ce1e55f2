/**
 * The one interface every character generator implements. The default is the local stylised-portrait
 * generator (local-generator.ts). A hosted image model can implement the same interface and be chosen
 * by configuration later; none is wired in yet, and nothing pretends to be one.
 */
import type { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import type { FaceBox } from '../photos/faces';

export type IllustrationStyle = (typeof ILLUSTRATION_STYLES)[number];

export interface CharacterSource {
  /** The order's stored photo: orientation applied, metadata stripped, at most PHOTO_MAX_SIDE px. */
  photo: Buffer;
  width: number;
  height: number;
  /** The child's face in `photo`'s pixels, from the face check. */
  face: FaceBox;
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
  generate(source: CharacterSource, styles: readonly IllustrationStyle[]): Promise<GeneratedCharacter[]>;
}
