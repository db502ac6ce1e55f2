/**
 * The child's favourite hero drawn from its understood description (@shop/shared/characters FavouriteHero): by
 * its kind (a mermaid has a tail, a fire truck is a truck), with its colours on the parts the parent named, in the
 * picture's style. Drawn from `kind`, `colours`, `accessories` and `gender` only, never from the words, and never
 * with a head mark (heads are the child's).
 */
import type { FavouriteHero, HeroKind } from '@shop/shared/characters';
import type { Art } from './core';
import { g, place, rawEl } from './core';
import { FRIEND_MARK } from './heads';
import { drawBeast } from './heroes/beasts';
import { heroLook } from './heroes/look';
import { drawPerson, PEOPLE } from './heroes/people';
import { drawVehicle, VEHICLES } from './heroes/vehicles';

/** How the hero stands in a picture; a vehicle or an animal takes the nearest pose its body allows. */
export type FavouritePose = 'stand' | 'wave' | 'cheer' | 'walk' | 'point' | 'sit' | 'fly' | 'sleep';

/**
 * How big each kind stands beside the child, as a share of the size it is drawn at: the hero is the book's
 * co-star, so a person-like hero is about the child's height (a wizard's hat and a unicorn's horn reach higher),
 * a cat or a dog a little over half of it, and a vehicle as tall as the child's shoulders (its length would fill
 * the page at its real size).
 */
const KIND_SIZE: Partial<Record<HeroKind, number>> = {
  cat: 0.75,
  dog: 0.8,
  rabbit: 0.8,
  robot: 0.9,
  'fire truck': 0.85,
  car: 0.85,
  train: 0.75,
  plane: 0.75,
};

/** The hero's outline in its own units (feet on 0, facing right), for the marker the page layout reads. */
function outline(kind: HeroKind, pose: FavouritePose = 'stand'): { x: number; y: number; w: number; h: number } {
  // A flying plane is lifted 120 above its wheels (heroes/vehicles.ts).
  if (kind === 'plane' && pose === 'fly') return { x: -200, y: -330, w: 400, h: 220 };
  if (VEHICLES.has(kind)) return { x: -200, y: kind === 'train' ? -240 : -200, w: 400, h: 240 };
  if (PEOPLE.has(kind)) return { x: -52, y: kind === 'wizard' ? -240 : -210, w: 104, h: 240 };
  switch (kind) {
    case 'horse':
    case 'unicorn':
      return { x: -100, y: -240, w: 215, h: 240 };
    case 'cat':
    case 'dog':
    case 'bear':
      return { x: -95, y: -160, w: 180, h: 160 };
    case 'dragon':
      return { x: -115, y: -235, w: 230, h: 235 };
    default:
      return { x: -112, y: -235, w: 180, h: 235 };
  }
}

/**
 * An invisible mark over another figure the words of a spread are about (the frightened pony the child sings
 * to): the page layout keeps a double page's words and the cover's title off it as off the favourite hero.
 */
export function keepClear(x: number, y: number, w: number, h: number): string {
  return rawEl(FRIEND_MARK, { x, y, width: w, height: h });
}

/** Half the hero's width beside a child drawn at s = 1: how far from the child a co-star stands. */
export function favouriteHalfWidth(kind: HeroKind): number {
  const box = outline(kind);
  return (box.w / 2) * (KIND_SIZE[kind] ?? 1);
}

/**
 * Draws the hero with its feet (or wheels) on (x, y), as the co-star of a child drawn at scale `s`: a person-like
 * hero at s stands about as tall as the child at s (the kind's own size above); a vehicle is about twice the
 * child's height long. `flip` faces it the other way. An invisible marker reports where it stands (art/heads.ts).
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
  const box = outline(hero.kind, pose);
  const mark = keepClear(box.x, box.y, box.w, box.h);
  return g([body, mark], { transform: place(x, y, s * (KIND_SIZE[hero.kind] ?? 1), 0, flip) });
}
