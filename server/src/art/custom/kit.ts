/**
 * What every plot family's pictures share: the outfit the child wears through the whole book, and the favourite
 * hero drawn from the scene's context.
 */
import type { FavouriteHero } from '@shop/shared/characters';
import { understandHero } from '../../characters/favourite-hero';
import type { Hero } from '../child';
import type { Art } from '../core';
import { type FavouritePose, drawFavourite } from '../favourite';
import type { SceneContext } from '../themes/theme';

/**
 * The child dressed in `clothes` (a raincoat, pyjamas). The picture finds the child's head by the hero object it
 * draws (art.subject), so the dressed copy becomes the subject; one copy per child keeps every scene the same.
 */
export function outfit(clothes: Partial<Hero>): (art: Art, hero: Hero) => Hero {
  const worn = new WeakMap<Hero, Hero>();
  return (art, hero) => {
    let dressed = worn.get(hero);
    if (!dressed) {
      dressed = { ...hero, ...clothes };
      worn.set(hero, dressed);
    }
    if (art.subject === hero) art.subject = dressed;
    return dressed;
  };
}

/**
 * The scene's favourite hero (a stand-in read from `fallbackWords` when a scene is drawn without one, as the
 * storefront and the tests do) and the hero drawn by its kind at a place in the picture.
 */
export function favouriteHeroes(fallbackWords: string) {
  const fallback = understandHero(fallbackWords);
  const favouriteOf = (context?: SceneContext): FavouriteHero => context?.favourite ?? fallback;
  const friend = (
    art: Art,
    context: SceneContext | undefined,
    pose: FavouritePose,
    x: number,
    y: number,
    s: number,
    flip = false,
  ): string => drawFavourite(art, favouriteOf(context), pose, x, y, s, flip);
  return { favouriteOf, friend };
}
