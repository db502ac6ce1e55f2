/**
 * What every plot family's pictures share: the outfit the child wears through the whole book, and the favourite
 * hero drawn from the scene's context.
 */
import type { FavouriteHero } from '@shop/shared/characters';
import { understandHero } from '../../characters/favourite-hero';
import type { Hero } from '../child';
import type { Art } from '../core';
import { drawFavourite, type FavouritePose, favouriteHalfWidth } from '../favourite';
import { VEHICLES } from '../heroes/vehicles';
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

/** Half the child's width at s = 1 (child.ts draws a five-year-old about 85 wide). */
const CHILD_HALF_WIDTH = 44;
/**
 * How far the child's figure reaches from its x at s = 1 as the page layout sees it (2.4 head radii either side,
 * book/pictures.ts) with the layout's clearance from the fold: what must stay inside a half of a double page.
 */
const CHILD_REACH = 96;
/** The smallest a hero is drawn to fit beside the child, as a share of its co-star size. */
const MIN_SHARE = 0.75;
const other = (side: 'left' | 'right'): 'left' | 'right' => (side === 'left' ? 'right' : 'left');

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
  /**
   * The hero as the child's co-star: as big as the child drawn at (x, y, s) (the kind's own size, favourite.ts),
   * standing right beside the child on `side` and turned towards them, so they read as doing things together.
   * When the picture's edge leaves no room on that side, the hero stands on the other.
   */
  const beside = (
    art: Art,
    context: SceneContext | undefined,
    pose: FavouritePose,
    x: number,
    y: number,
    s: number,
    side: 'left' | 'right',
    options: {
      gap?: number;
      dy?: number;
      away?: boolean;
      keepSide?: boolean;
      /** The stretch of the picture the hero stays inside (pair()'s), not only the picture's edges. */
      within?: readonly [number, number];
    } = {},
  ): string => {
    const unit = favouriteHalfWidth(favouriteOf(context).kind);
    const gap = (options.gap ?? 8) * s;
    const [from, to] = options.within ?? [4, art.w - 4];
    // Room between the child's side and the picture's edge, on each side.
    const room = (where: 'left' | 'right') =>
      where === 'right' ? to - (x + CHILD_HALF_WIDTH * s) : x - CHILD_HALF_WIDTH * s - from;
    const needs = (size: number) => gap + 2 * unit * size;
    let where = side;
    // keepSide: the scene wants that side (the other holds what the words are about) while the hero fits there
    // at all; otherwise the side with more room when the hero does not fit at full size.
    const limit = options.keepSide || options.within ? needs(s * MIN_SHARE) : needs(s);
    if (limit > room(side) && room(other(side)) > room(side)) where = other(side);
    // A hero too wide for the room left (a fire truck beside a child near the edge) is drawn a little smaller,
    // never under MIN_SHARE of its co-star size, rather than over the child.
    const size = Math.min(s, Math.max(s * MIN_SHARE, (room(where) - gap) / (2 * unit)));
    const half = unit * size;
    const apart = CHILD_HALF_WIDTH * s + gap + half;
    const hx = x + (where === 'right' ? apart : -apart);
    const clamped = Math.min(to - half, Math.max(from + half, hx));
    // Drawn facing right: on the child's right it turns round to face them (or away, walking ahead).
    const flip = (where === 'right') !== Boolean(options.away);
    // A vehicle's wheels stay in the picture (a child may stand with the feet below its edge): it stands a
    // little further back rather than losing its wheels and half its body under the page.
    const ground = y + (options.dy ?? 0);
    const feet = VEHICLES.has(favouriteOf(context).kind) ? Math.min(ground, art.h - 8) : ground;
    return friend(art, context, pose, clamped, feet, size, flip);
  };
  /**
   * The child and the hero together inside one stretch of a wide picture, as an illustrator composes a double
   * page: both in one half, the other half left to calm scenery where the words sit. Gives where the child stands
   * and how big (never bigger than `s`) so the child and the hero drawn by beside() on `side` with `gap` and
   * `within` fit between `left` and `right`; a long hero (a fire truck) makes the pair smaller, and beside() may
   * draw it a little smaller still, never under MIN_SHARE of its co-star size.
   */
  const pair = (
    context: SceneContext | undefined,
    left: number,
    right: number,
    s: number,
    side: 'left' | 'right',
    gap = 8,
  ): { x: number; s: number; gap: number; within: readonly [number, number] } => {
    const kind = favouriteOf(context).kind;
    const unit = favouriteHalfWidth(kind);
    // A person or a beast beside the child at full co-star size; only a vehicle, about twice the child's height
    // long, counts on being drawn a little smaller.
    const share = VEHICLES.has(kind) ? MIN_SHARE : 1;
    const size = Math.min(s, (right - left) / (CHILD_REACH + CHILD_HALF_WIDTH + gap + 2 * unit * share));
    const x = side === 'right' ? left + CHILD_REACH * size : right - CHILD_REACH * size;
    return { x, s: size, gap, within: [left, right] };
  };
  return { favouriteOf, friend, beside, pair };
}
