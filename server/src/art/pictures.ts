import type { CharacterFeatures, FavouriteHero } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import type { PlotFamilyName } from '../book/custom/plot-types';
import { heroFor, heroWithFeatures } from './child';
import { type Art, type ArtStyle, hashString, Rng } from './core';
import { PLOT_PICTURES } from './custom';
import { bookSpine, paintWash, paperGrain, vignette } from './finish';
import type { HeadSpot, SpotBox } from './heads';
import { BOOKS } from './scene-data/books';
import { styledArt } from './style';
import { STYLES } from './styles';
import { custom } from './themes/custom';
import type { Theme } from './themes/theme';

// ───────────────────────────── rendering ─────────────────────────────

export const COVER = { w: 600, h: 800 } as const;
export const PAGE = { w: 1000, h: 700 } as const;
export const HERO = { w: 1200, h: 800 } as const;

/** Every ready-made book's pictures, from its folder (server/books/<slug>/scenes.json). */
export const THEMES: Record<string, Theme> = Object.fromEntries(
  Object.entries(BOOKS).map(([slug, book]) => {
    if (!book.theme) throw new Error(`server/books/${slug}/scenes.json: a book needs hero, cover and pages too`);
    return [slug, book.theme];
  }),
);

/** A finished picture: its size, its SVG document and where the book's hero's head is in it. */
export interface ScenePicture {
  width: number;
  height: number;
  svg: string;
  heads: HeadSpot[];
  /** Where a custom story's favourite hero is (none in other pictures): the layout keeps words off it too. */
  friends?: SpotBox[];
}

/**
 * Draws one picture: the scene, then the shared finish (wash, grain, vignette, and the spine for storefront
 * covers). `subject` is the figure whose head is reported in `heads`.
 */
export function drawPicture(
  seed: string,
  size: { w: number; h: number },
  layers: (art: Art) => readonly string[],
  finish: 'cover' | 'page' | 'photo',
  subject?: object,
  style: ArtStyle = 'classic',
): ScenePicture {
  const art = styledArt(size.w, size.h, new Rng(hashString(seed)), style);
  art.subject = subject;
  const svg = art.draw(() => {
    const body = layers(art).join('');
    const texture =
      finish === 'photo'
        ? vignette(art, '#000000', 0.18)
        : style === 'classic'
          ? paintWash(art) + paperGrain(art) + vignette(art)
          : styleFinish(art, style);
    return art.toSvg(body + texture + (finish === 'cover' ? bookSpine(art) : ''));
  });
  return {
    width: size.w,
    height: size.h,
    svg,
    heads: art.heads,
    ...(art.friends.length ? { friends: art.friends } : {}),
  };
}

/** The light and surface each style lays over a finished picture (the style's own, styles/<style>.ts). */
export function styleFinish(art: Art, style: IllustrationStyle): string {
  return STYLES[style].finish(art);
}

/** Draws one picture as an SVG document (the storefront's pictures, which report no heads). */
export function pictureSvg(
  seed: string,
  size: { w: number; h: number },
  layers: (art: Art) => readonly string[],
  finish: 'cover' | 'page' | 'photo',
): string {
  return drawPicture(seed, size, layers, finish).svg;
}

// ───────────────────────────── the personalised book ─────────────────────────────

/** What bookPicture draws: one picture of one personalised book, for one child, style and round. */
export interface BookPictureInput {
  /** The book's slug, or 'custom' for the favourite-hero story. */
  slug: string;
  /** The cover's composition, or the index of an illustrated spread of the story script. */
  picture: 'cover' | number;
  features: CharacterFeatures;
  gender: 'girl' | 'boy';
  style: IllustrationStyle;
  /** The order's character round: each round draws the child anew. */
  variant: number;
  favouriteHero?: string;
  /** The favourite hero understood (custom stories), drawn by the plot families' scenes. */
  favourite?: FavouriteHero;
  /** A custom story's plot family: the cover and spreads are the family's (art/custom), not the old four. */
  plot?: PlotFamilyName;
  /** The child's age: the build the child is drawn with (child.ts buildFor). */
  age?: number;
}

/**
 * One picture of a personalised book: the cover's composition (600×800; 1000×700 for custom stories) or spread i
 * (1000×700), with the child drawn from the features in the chosen style and round. The SVG scales to any print
 * size (the book rasterises it there).
 */
export function bookPicture(input: BookPictureInput): ScenePicture {
  const { slug, picture } = input;
  const isCustom = slug === 'custom';
  const theme = isCustom ? custom : THEMES[slug];
  if (!theme) throw new RangeError(`No pictures for the book "${slug}"`);
  if (picture !== 'cover' && (!Number.isInteger(picture) || picture < 0)) {
    throw new RangeError(`No spread ${picture} in a book`);
  }
  const { outfit: _outfit, ...ownClothes } = input.features;
  const hero = heroWithFeatures(
    heroFor(theme.hero, input.gender, theme.otherHero),
    theme.storyClothes ? ownClothes : input.features,
    input.gender,
    input.variant,
    input.age,
  );
  const context = {
    ...(input.favouriteHero === undefined ? {} : { favouriteHero: input.favouriteHero }),
    ...(input.favourite ? { favourite: input.favourite } : {}),
  };
  const family = isCustom && input.plot ? PLOT_PICTURES[input.plot] : undefined;
  if (family) {
    const scene = picture === 'cover' ? family.cover : family.spreads[picture % family.spreads.length];
    if (!scene) throw new RangeError(`No spread ${picture} in the ${input.plot} pictures`);
    // A family's cover is portrait like the ready books'; its seeds are the family's, so every child of a
    // family sees the same landscape.
    const seed = picture === 'cover' ? `custom-${input.plot}/cover` : `custom-${input.plot}/spread-${picture}`;
    const size = picture === 'cover' ? COVER : PAGE;
    return drawPicture(seed, size, (art) => scene(art, hero, context), 'page', hero, input.style);
  }
  const draw = picture === 'cover' ? theme.cover : theme.spreads[picture % theme.spreads.length]!;
  const seed = picture === 'cover' ? `${slug}/cover` : `${slug}/spread-${picture}`;
  const size = picture === 'cover' && !isCustom ? COVER : PAGE;
  return drawPicture(seed, size, (art) => draw(art, hero, context), 'page', hero, input.style);
}
