/**
 * The favourite hero of a custom story: the one the parent corrected in the character builder, else the one read
 * from the words they typed. Everything that draws or writes the hero asks here.
 */
import type { FavouriteHero } from '@shop/shared/characters';
import type { OrderChild } from '../../db/schema';
import { understandHero } from './understand';

export { understandHero };

/** The order's hero, or null for a ready-made story or before the parent typed one. */
export function resolveFavouriteHero(
  storyType: string | null,
  child: Pick<OrderChild, 'favouriteHero' | 'favouriteHeroLook'>,
): FavouriteHero | null {
  if (storyType !== 'custom') return null;
  const words = child.favouriteHero?.trim();
  if (!words) return null;
  // A correction belongs to the words it corrected: new words are read afresh.
  if (child.favouriteHeroLook && child.favouriteHeroLook.words === child.favouriteHero) return child.favouriteHeroLook;
  return understandHero(words);
}
