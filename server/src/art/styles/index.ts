/** The book styles, by name: the order's illustration_style picks one. */
import type { IllustrationStyle } from '@shop/shared/validation';
import { anime } from './anime';
import type { BookStyle } from './kit';
import { pixar } from './pixar';
import { warner } from './warner';
import { watercolor } from './watercolor';

export type { BookStyle } from './kit';

export const STYLES: Readonly<Record<IllustrationStyle, BookStyle>> = {
  '3dPixar': pixar,
  '2dWarner': warner,
  watercolor,
  anime,
};
