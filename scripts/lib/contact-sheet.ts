/**
 * A contact sheet of a whole book: every page small, the cover and dedication on the first row, then the spreads
 * side by side as the book opens (two spreads a row, no gap at a fold). Used by `npm run book:preview` and the
 * README's gallery (scripts/render-gallery.ts).
 */
import { type CharacterFeatures, DEFAULT_FEATURES } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import sharp from 'sharp';
import { type Book, composeBook } from '../../server/src/book/book';
import { customStory } from '../../server/src/book/custom';
import { renderPageJpeg } from '../../server/src/book/render-raster';
import { READY_STORIES } from '../../server/src/book/stories';
import type { StoryLocale } from '../../server/src/book/story-types';
import { understandHero } from '../../server/src/characters/favourite-hero';

export interface SheetOptions {
  /** A ready-made book's slug, or 'custom' with `hero`. */
  slug: string;
  /** A custom story's favourite hero as a parent types it. */
  hero?: string;
  style: IllustrationStyle;
  age: number;
  gender: 'girl' | 'boy';
  locale: StoryLocale;
  name?: string;
  variant?: number;
  features?: Partial<CharacterFeatures>;
  /** One page's width in the sheet, in pixels. */
  pageWidth?: number;
}

/** The book a sheet shows: a ready-made one, or the custom story the hero's words choose (as an order would). */
export async function sampleBook(options: SheetOptions): Promise<Book> {
  const favourite = options.slug === 'custom' ? understandHero(options.hero ?? 'a superhero') : undefined;
  const custom = favourite ? customStory(favourite, options.age) : undefined;
  const script = custom?.script ?? READY_STORIES[options.slug];
  if (!script) throw new Error(`No book "${options.slug}"`);
  return composeBook({
    script,
    artSlug: custom ? 'custom' : options.slug,
    plot: custom?.plot ?? null,
    pageCount: custom?.pageCount ?? script.spreads.length * 2 + 4,
    child: {
      name: options.name ?? (options.gender === 'girl' ? 'Aysel' : 'Murad'),
      gender: options.gender,
      age: options.age,
      ...(favourite ? { favouriteHero: favourite.words, favourite } : {}),
    },
    locale: options.locale,
    features: {
      ...DEFAULT_FEATURES,
      hair_style: options.gender === 'girl' ? 'ponytail' : 'short',
      ...options.features,
    },
    style: options.style,
    variant: options.variant ?? 0,
    siteName: 'Storybook Shop',
  });
}

export async function contactSheet(options: SheetOptions): Promise<{ jpeg: Buffer; pages: number }> {
  const book = await sampleBook(options);
  const pageW = options.pageWidth ?? 360;
  const pageH = Math.round((pageW * 504) / 720);
  const gap = Math.round(pageW / 30);
  const tiles = await Promise.all(book.pages.map((page) => renderPageJpeg(page, pageW, { quality: 82 })));
  const place = (index: number): { left: number; top: number } => {
    if (index < 2) return { left: index * 2 * (pageW + gap), top: 0 };
    const k = index - 2;
    const column = k % 4;
    return { left: column * pageW + (column >= 2 ? 2 * gap : 0), top: (1 + Math.floor(k / 4)) * (pageH + gap) };
  };
  const rows = 1 + Math.ceil((book.pages.length - 2) / 4);
  const jpeg = await sharp({
    create: { width: 4 * pageW + 2 * gap, height: rows * (pageH + gap), channels: 3, background: '#e9e4da' },
  })
    .composite(tiles.map((tile, index) => ({ input: tile.data, ...place(index) })))
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  return { jpeg, pages: book.pages.length };
}
