/**
 * What a book style is: a way of drawing, in one file per style (styles/<style>.ts), registered in
 * styles/index.ts. The engine asks the style at every point where a drawing can look different, and nowhere
 * else does a style's name appear:
 * - colour: the grade every colour is painted in, and how gradients are painted (smooth, banded, deepened);
 * - each shape: outlines, shading, wet edges (paint) — every shape of every scene passes here (core.ts el());
 * - the finish laid over a finished picture (light, paper);
 * - the child's face: how an eye is built, where the features sit, the head's size; and touches on the child
 *   (anime locks, light through the ears, the head's shadow on the neck, the contact shadow);
 * - the character card's background and frame.
 * Adding a fifth style is a new file here and one line in the registry.
 */

import type { IllustrationStyle } from '@shop/shared/validation';
import type { Hero } from '../child';
import type { Rgb } from '../colour';
import type { Art, Attrs, Stop } from '../core';

/** One shape element on its way into the picture, with what the painter already knows about it. */
export interface ShapeCall {
  art: Art;
  tag: string;
  /** The attributes with fill and stroke already in the style's colours. */
  attrs: Attrs;
  /** The attributes as the scene gave them. */
  given: Attrs;
  children: string | undefined;
  /** The shape's size in its own units (radius, half the larger side). */
  size: number;
  /** A flat, opaque fill. */
  solid: boolean;
  /** Opaque: a solid fill or an opaque gradient. */
  opaqueFill: boolean;
  /** A stroke without a fill (an arm, a stem, a rope). */
  isLine: boolean;
  /** The stroke's width as given. */
  width: number;
  /** The shape's own opacity. */
  opacity: number;
  /** The style's shading fill for a solid colour (one gradient per colour and picture). */
  shaded(colour: string): string;
}

/** One open eye of the child: its centre (x, ey), the iris's centre (ix, iy), in head-local units. */
export interface EyeCall {
  art: Art;
  hero: Hero;
  side: number;
  x: number;
  ey: number;
  ix: number;
  iy: number;
  iris: string;
  /** Taller when surprised. */
  tall: number;
}

export interface FaceStyle {
  /** Half the distance between the eyes, and their height (head-local; the head's radius is 36). */
  eyeSpacing: number;
  eyeY: number;
  browY: number;
  browWidth: number;
  cheekY: number;
  /** Blush hatching on the cheeks (anime). */
  blushHatch: boolean;
  /** A dot of a nose (anime) or a small curve. */
  nose: 'dot' | 'curve';
  /** How far the mouth sits below the usual place. */
  mouthDrop: number;
  /** A small, neat smile (anime) instead of the wide one. */
  smallSmile: boolean;
  /** The sleepy lid's radius and the glasses' lens radius. */
  lid: number;
  lens: number;
  eye(call: EyeCall): string;
}

export interface ChildStyle {
  /** The head's size against the body (anime: bigger). */
  headScale: number;
  /** Drawn over the fringe (anime locks). */
  hairExtra?(hero: Hero): string;
  /** The ears' colour (3D: light through skin). */
  earTone?(skin: string): string;
  /** The head's soft shadow on the neck and chest (3D). */
  neckShadow: boolean;
  /** A soft, graded contact shadow under the feet (3D) instead of a flat one. */
  softGround: boolean;
}

export interface BookStyle {
  name: IllustrationStyle;
  /** Every colour of a picture, as this style paints it. */
  grade(c: Rgb): Rgb;
  /** A gradient's stops (already graded) as this style paints them. */
  stops(graded: readonly Stop[], kind: 'linear' | 'radial', translucent: boolean): readonly Stop[];
  /** The fill that shades a solid colour into a form (a gradient definition's url), if the style shades. */
  shading(colour: string, art: Art): string | undefined;
  /** The element as this style draws it. */
  paint(call: ShapeCall): string;
  /** The light and surface over a finished picture. */
  finish(art: Art): string;
  face: FaceStyle;
  child: ChildStyle;
  /** The character card's background and frame, on a square of `size`. */
  card: { background(art: Art, size: number): string; frame(size: number): string };
}
