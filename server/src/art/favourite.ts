/**
 * The child's favourite hero drawn from its understood description (@shop/shared/characters FavouriteHero): by
 * its kind (a mermaid has a tail, a fire truck is a truck), with its colours on the parts the parent named, in the
 * picture's style. Drawn from `kind`, `colours`, `accessories` and `gender` only, never from the words, and never
 * with a head mark (heads are the child's).
 */
import type { FavouriteHero } from '@shop/shared/characters';
import type { Art } from './core';
import { g, place } from './core';
import { drawBeast } from './heroes/beasts';
import { heroLook } from './heroes/look';
import { drawPerson, PEOPLE } from './heroes/people';
import { drawVehicle, VEHICLES } from './heroes/vehicles';

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
  void art;
  const look = heroLook(hero, pose);
  const body = PEOPLE.has(hero.kind)
    ? drawPerson(hero.kind, look)
    : VEHICLES.has(hero.kind)
      ? drawVehicle(hero.kind, look)
      : drawBeast(hero.kind, look);
  return g(body, { transform: place(x, y, s, 0, flip) });
}
