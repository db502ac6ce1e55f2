/**
 * The child's favourite hero drawn from its understood description (@shop/shared/characters FavouriteHero): by
 * its kind (a mermaid has a tail, a fire truck is a truck), with its colours on the parts the parent named, in the
 * picture's style. Placeholder: draws through the old companion figures until the kinds are drawn (issue 29).
 */
import type { FavouriteHero } from '@shop/shared/characters';
import { type CompanionLook, companionFromText, drawCompanion } from './companion';
import type { Art } from './core';

/** How the hero stands in a picture; a vehicle or an animal takes the nearest pose its body allows. */
export type FavouritePose = 'stand' | 'wave' | 'cheer' | 'walk' | 'point' | 'sit' | 'fly' | 'sleep';

/**
 * Draws the hero with its feet (or wheels) on (x, y). At s = 1 a standing figure is about as tall as the child
 * drawn at s = 1; a vehicle is about twice the child's height long. `flip` faces it the other way.
 */
export function drawFavourite(
  art: Art,
  hero: FavouriteHero,
  pose: FavouritePose,
  x: number,
  y: number,
  s: number,
  flip = false,
): string {
  const look: CompanionLook = companionFromText(hero.words);
  const old = pose === 'sit' || pose === 'fly' || pose === 'sleep' ? 'stand' : pose;
  return drawCompanion(art, look, old, x, y, s, flip);
}
