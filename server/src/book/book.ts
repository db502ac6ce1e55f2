/**
 * One order's personalised book: its story script, the text in the child's story language, the pictures
 * drawn from the child's features in the chosen style, and the laid-out pages. The preview and the PDFs all
 * start here. The photo plays no part: the book reads the order's features (measured from the photo, or as
 * the parent corrected them), never the stored photo or character pictures.
 */
import { createHash } from 'node:crypto';
import { type CharacterFeatures, DEFAULT_FEATURES } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resolveFavouriteHero } from '../characters/favourite-hero';
import { books } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { OrderRow } from '../orders/access';
import { type Binding, coverSheet, spineWidth } from './bleed';
import { customStory } from './custom';
import type { PlotFamilyName } from './custom/plot-types';
import { type BookDesign, type BookPictures, layoutBook, planPages, spine } from './layout';
import type { LaidOutPage, Sheet } from './page-model';
import { accentColour, bookPictures, picturesKey } from './pictures';
import { storyScript } from './stories';
import type { StoryLocale, StoryScript } from './story-types';
import { type BookChild, type BookText, storyText } from './text';

/** Raised with every change to how pages look, so stored previews of the old look are not shown. */
const LAYOUT_VERSION = 4;

const charactersNotReady = () => new HttpError(409, 'characters_not_ready', 'common.error.charactersNotReady');
const storyNotChosen = () => new HttpError(409, 'story_not_chosen', 'common.error.storyNotChosen');

export interface Book {
  /** Changes whenever anything printed in the book changes (child, looks, style, round, language, script). */
  fingerprint: string;
  pageCount: number;
  text: BookText;
  /** Every page, cover to back cover, numbered for the screen (the screen PDF and the preview). */
  pages: LaidOutPage[];
  design: BookDesign;
  pictures: BookPictures;
}

/** A ready book's page count from the catalogue (a custom story's comes with its plot: custom/index.ts). */
async function pageCountOf(app: FastifyInstance, order: OrderRow): Promise<number> {
  const [book] = await app.database.db
    .select({ pageCount: books.pageCount })
    .from(books)
    .where(eq(books.slug, order.bookSlug ?? ''))
    .limit(1);
  if (!book) throw storyNotChosen();
  return book.pageCount;
}

function fingerprintOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);
}

export interface BookInput {
  script: StoryScript;
  /** The art's slug: the book's, or 'custom'. */
  artSlug: string;
  /** A custom story's plot family, whose pictures the book shows. */
  plot?: PlotFamilyName | null | undefined;
  pageCount: number;
  child: BookChild;
  locale: StoryLocale;
  /** The child's looks the pictures are drawn from. */
  features: CharacterFeatures;
  style: IllustrationStyle;
  /** The order's character round (0 for the first drawing): a redraw draws every picture anew. */
  variant: number;
  siteName: string;
}

/** Lays out the book of `input`; throws when the script does not fill the book's page count. */
export async function composeBook(input: BookInput): Promise<Book> {
  const text = storyText(input.script, input.child, input.locale);
  const pictureInput = {
    slug: input.artSlug,
    features: input.features,
    gender: input.child.gender,
    style: input.style,
    variant: input.variant,
    favouriteHero: input.child.favouriteHero,
    favourite: input.child.favourite ?? undefined,
    plot: input.plot ?? undefined,
    age: input.child.age,
  };
  const pictures = bookPictures(pictureInput);
  const design: BookDesign = {
    accent: await accentColour(pictures),
    siteName: input.siteName,
    ...(await planPages(text, pictures)),
  };
  const pages = layoutBook(text, pictures, design);
  if (pages.length !== input.pageCount) {
    throw new Error(`${input.script.slug}: the script lays out ${pages.length} pages, the book has ${input.pageCount}`);
  }
  const { script, child, locale, features, style, variant, artSlug } = input;
  return {
    // The child carries the resolved hero, and the pictures' key the hero and the plot.
    fingerprint: fingerprintOf([
      LAYOUT_VERSION,
      script,
      child,
      locale,
      artSlug,
      input.plot ?? null,
      features,
      style,
      variant,
      design,
      picturesKey(pictureInput),
    ]),
    pageCount: input.pageCount,
    text,
    pages,
    design,
    pictures,
  };
}

/**
 * The printed book's interior: every page between the covers (the cover and back-cover pages are the cover
 * sheet's front and back). Starting with the dedication on a right-hand page puts each picture on a left-hand
 * page facing its text on the right. The pages are laid out again with the print numbering (`book.pages` are
 * numbered for the screen), so the dedication is page 1 and the text pages carry odd numbers.
 */
export function interiorPages(book: Book): LaidOutPage[] {
  return layoutBook(book.text, book.pictures, book.design, 'print').filter(
    (page) => page.kind !== 'cover' && page.kind !== 'back',
  );
}

/** The printed cover as one sheet: back, spine (as thick as the interior and the binding make it), front. */
export function bookCoverSheet(book: Book, binding: Binding): Sheet {
  const front = book.pages.find((page) => page.kind === 'cover');
  const back = book.pages.find((page) => page.kind === 'back');
  if (!front || !back) throw new Error('the book has no cover or back cover page');
  const width = spineWidth(interiorPages(book).length, binding);
  return coverSheet(back.ops, spine(book.text, book.design, width), width, front.ops);
}

/**
 * The order's book. 409 'story_not_chosen' before a story is picked and 409 'characters_not_ready' until the
 * character step is done (the pictures are drawn from its features and style).
 */
export async function loadBook(app: FastifyInstance, order: OrderRow): Promise<Book> {
  const chosen = order.storyType === 'custom' || (order.storyType === 'ready' && order.bookSlug);
  if (!chosen) throw storyNotChosen();
  const custom =
    order.storyType === 'custom'
      ? customStory(resolveFavouriteHero(order.storyType, order.child), order.child.age)
      : null;
  const favourite = custom?.favourite;
  const script = custom?.script ?? storyScript(order.storyType, order.bookSlug);
  // Every book of the catalogue has a script (the book tests check it); a missing one is the shop's fault.
  if (!script) throw new Error(`no story script for the book ${order.bookSlug}`);
  const pageCount = custom?.pageCount ?? (await pageCountOf(app, order));
  if (order.charactersStatus !== 'ready') throw charactersNotReady();
  return composeBook({
    script,
    artSlug: custom ? 'custom' : script.slug,
    plot: custom?.plot ?? null,
    pageCount,
    child: {
      name: order.child.name,
      gender: order.child.gender,
      age: order.child.age,
      favouriteHero: order.child.favouriteHero,
      ...(favourite ? { favourite } : {}),
    },
    locale: order.child.storyLanguage as StoryLocale,
    features: order.characterFeatures ?? DEFAULT_FEATURES,
    style: order.child.illustrationStyle,
    variant: order.characterGenerations,
    siteName: app.config.siteName,
  });
}
