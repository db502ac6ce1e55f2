/**
 * The drawn child: what an illustrator needs to know about the child's looks, measured from the photo
 * (server/src/characters/features) and corrected by the parent in the character builder. The art engine
 * draws the child from these features alone; no pixel of the photo reaches a picture.
 *
 * Every feature is a key of a small palette, so the builder can offer swatches, the server can validate a
 * correction with one schema, and the art engine and the builder show exactly the same colours.
 *
 * This file is the zod-free part (the palettes, the features' type, the defaults), for a page that only shows
 * them; ./index.ts adds the schema the server validates with.
 */

/** Skin tones from lightest to deepest (the order matters: extraction maps a measured lightness onto it). */
export const SKIN_TONES = {
  porcelain: '#fbe3d3',
  fair: '#f5d0b5',
  light: '#eebf98',
  medium: '#d9a074',
  tan: '#c08457',
  brown: '#9a6340',
  dark: '#74462b',
  deep: '#4e2e1c',
} as const;

/** Hair colours from darkest to lightest, then the reds. */
export const HAIR_COLORS = {
  black: '#231a17',
  'dark-brown': '#3f2a1e',
  brown: '#6a4429',
  'light-brown': '#94663e',
  blonde: '#d2a85f',
  'light-blonde': '#ead08f',
  auburn: '#8a3c22',
  ginger: '#c4622d',
} as const;

export const EYE_COLORS = {
  'dark-brown': '#3b2416',
  brown: '#6b4226',
  hazel: '#8a6a35',
  green: '#4f7d46',
  blue: '#4f86c0',
  grey: '#7d8b96',
} as const;

/**
 * Hairstyles the art engine can draw. Measured hair length and texture pick the nearest one; the parent
 * may choose any of them for any child.
 */
export const HAIR_STYLES = [
  'cropped',
  'short',
  'spiky',
  'curly',
  'afro',
  'bob',
  'long',
  'wavy',
  'ponytail',
  'pigtails',
  'buns',
  'braid',
  // Styles real children wear that no measurement tells apart: the parent picks them in the builder.
  'puffs',
  'locs',
  'topknot',
  'side-part',
] as const;

export const FACE_SHAPES = ['round', 'oval', 'heart'] as const;

/**
 * What the child wears through the book: 'story' is the book's own clothes (a spacesuit where the astronaut puts one
 * on, pyjamas at bedtime stay pyjamas); the others replace the everyday clothes with one the parent picks.
 */
export const OUTFITS = ['story', 'sailor', 'party', 'sporty', 'cosy'] as const;

export type SkinTone = keyof typeof SKIN_TONES;
export type HairColor = keyof typeof HAIR_COLORS;
export type EyeColor = keyof typeof EYE_COLORS;
export type HairStyle = (typeof HAIR_STYLES)[number];
export type FaceShape = (typeof FACE_SHAPES)[number];
export type Outfit = (typeof OUTFITS)[number];

/** What the art engine draws the child from (characterFeaturesSchema in ./index.ts checks one). */
export interface CharacterFeatures {
  skin_tone: SkinTone;
  hair_color: HairColor;
  hair_style: HairStyle;
  eye_color: EyeColor;
  face_shape: FaceShape;
  glasses: boolean;
  freckles: boolean;
  /** Absent: 'story' (a photo says nothing about clothes; the parent picks in the builder). */
  outfit?: Outfit;
}

/** A neutral starting point, used only when no photo has been measured yet. */
export const DEFAULT_FEATURES: CharacterFeatures = {
  skin_tone: 'light',
  hair_color: 'brown',
  hair_style: 'short',
  eye_color: 'brown',
  face_shape: 'round',
  glasses: false,
  freckles: false,
};
