import { type FavouriteHero, HERO_COLOUR_HEX, type HeroAccessory, type HeroPart } from '@shop/shared/characters';
import type { FavouritePose } from '../favourite';

/** The hero's colours resolved: a part the parent named takes that colour, every other the kind's usual one. */
export interface HeroLook {
  hero: FavouriteHero;
  pose: FavouritePose;
  /** The colour of a part: the named one, else `usual`. */
  part(part: HeroPart, usual: string): string;
  has(accessory: HeroAccessory): boolean;
  girl: boolean;
}

export function heroLook(hero: FavouriteHero, pose: FavouritePose): HeroLook {
  return {
    hero,
    pose,
    part: (p, usual) => {
      const named = hero.colours[p];
      return named ? HERO_COLOUR_HEX[named] : usual;
    },
    has: (a) => hero.accessories.includes(a),
    girl: hero.gender === 'girl',
  };
}

export const SKIN = '#f3c9a4';
export const INK = '#2b1d1a';
