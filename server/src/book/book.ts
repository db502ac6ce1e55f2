/**
 * One order's personalised book: its story script, the text in the child's story language, the child's
 * character picture of the chosen style, and the laid-out pages. The preview and the PDF both start here.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newestCharacters } from '../characters/repository';
import { books } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { OrderRow } from '../orders/access';
import { type BookDesign, type BookPictures, layoutBook } from './layout';
import type { ImageSource, LaidOutPage } from './page-model';
import { PAGE_HEIGHT, PAGE_WIDTH } from './page-model';
import { accentColour, faceDisc, fittedScene, type Gender } from './scenes';
import { storyScript } from './stories';
import type { SceneIndex, StoryLocale, StoryScript } from './story-types';
import { type BookChild, type BookText, storyText } from './text';

/** Raised with every change to how pages look, so stored previews of the old look are not shown. */
const LAYOUT_VERSION = 1;
/** Custom stories have no catalogue entry; they are always this long. */
const CUSTOM_PAGE_COUNT = 24;

const charactersNotReady = () => new HttpError(409, 'characters_not_ready', 'common.error.charactersNotReady');
const storyNotChosen = () => new HttpError(409, 'story_not_chosen', 'common.error.storyNotChosen');

export interface Book {
  /** Changes whenever anything printed in the book changes (child, style, characters round, language, script). */
  fingerprint: string;
  pageCount: number;
  text: BookText;
  pages: LaidOutPage[];
}

/** JPEG quality of pictures: the PDF's keep detail; the preview's pages are small anyway. */
export type PictureQuality = 'print' | 'preview';
const JPEG_QUALITY: Record<PictureQuality, number> = { print: 82, preview: 80 };

async function pageCountOf(app: FastifyInstance, order: OrderRow): Promise<number> {
  if (order.storyType === 'custom') return CUSTOM_PAGE_COUNT;
  const [book] = await app.database.db
    .select({ pageCount: books.pageCount })
    .from(books)
    .where(eq(books.slug, order.bookSlug ?? ''))
    .limit(1);
  if (!book) throw storyNotChosen();
  return book.pageCount;
}

/** A picture drawn once per width within one book (a scene may illustrate several spreads). */
function once(render: (pixelWidth: number) => Promise<Buffer>): (pixelWidth: number) => Promise<Buffer> {
  const drawn = new Map<number, Promise<Buffer>>();
  return (pixelWidth) => {
    let picture = drawn.get(pixelWidth);
    if (!picture) {
      picture = render(pixelWidth);
      drawn.set(pixelWidth, picture);
    }
    return picture;
  };
}

function pictures(
  slug: string,
  gender: Gender,
  character: Buffer,
  characterId: string,
  quality: PictureQuality,
): BookPictures {
  const q = JPEG_QUALITY[quality];
  const sceneSources = new Map<number, ImageSource>();
  const coverWidth = (PAGE_HEIGHT * 600) / 800;
  return {
    cover: {
      id: `cover/${slug}/${gender}/${characterId}`,
      format: 'jpeg',
      render: once((pixelWidth) =>
        fittedScene(
          slug,
          0,
          gender,
          character,
          { width: pixelWidth, height: Math.round((pixelWidth * PAGE_HEIGHT) / coverWidth) },
          q,
        ),
      ),
    },
    scene(scene) {
      let source = sceneSources.get(scene);
      if (!source) {
        source = {
          id: `scene/${slug}/${scene}/${gender}/${characterId}`,
          format: 'jpeg',
          render: once((pixelWidth) =>
            fittedScene(
              slug,
              scene as SceneIndex,
              gender,
              character,
              { width: pixelWidth, height: Math.round((pixelWidth * PAGE_HEIGHT) / PAGE_WIDTH) },
              q,
            ),
          ),
        };
        sceneSources.set(scene, source);
      }
      return source;
    },
    medallion: {
      id: `medallion/${characterId}`,
      format: 'png',
      render: once((pixelWidth) => faceDisc(character, pixelWidth, 'medallion')),
    },
  };
}

function fingerprintOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);
}

export interface BookInput {
  script: StoryScript;
  /** The art's slug: the book's, or 'custom'. */
  artSlug: string;
  pageCount: number;
  child: BookChild;
  locale: StoryLocale;
  /** The character picture of the chosen style, and what identifies it (row id and round). */
  character: Buffer;
  characterId: string;
  style: string;
  siteName: string;
}

/** Lays out the book of `input`; throws when the script does not fill the book's page count. */
export async function composeBook(input: BookInput, quality: PictureQuality): Promise<Book> {
  const text = storyText(input.script, input.child, input.locale);
  const design: BookDesign = {
    accent: await accentColour(input.artSlug, input.child.gender),
    siteName: input.siteName,
  };
  const art = pictures(input.artSlug, input.child.gender, input.character, input.characterId, quality);
  const pages = layoutBook(text, art, design);
  if (pages.length !== input.pageCount) {
    throw new Error(`${input.script.slug}: the script lays out ${pages.length} pages, the book has ${input.pageCount}`);
  }
  const { script, child, locale, style, characterId } = input;
  return {
    fingerprint: fingerprintOf([LAYOUT_VERSION, script, child, locale, style, characterId, design]),
    pageCount: input.pageCount,
    text,
    pages,
  };
}

/**
 * The order's book. 409 'story_not_chosen' before a story is picked and 409 'characters_not_ready' until the
 * character picture of the chosen style exists.
 */
export async function loadBook(app: FastifyInstance, order: OrderRow, quality: PictureQuality): Promise<Book> {
  const chosen = order.storyType === 'custom' || (order.storyType === 'ready' && order.bookSlug);
  if (!chosen) throw storyNotChosen();
  const script = storyScript(order.storyType, order.bookSlug);
  // Every book of the catalogue has a script (the book tests check it); a missing one is the shop's fault.
  if (!script) throw new Error(`no story script for the book ${order.bookSlug}`);
  const pageCount = await pageCountOf(app, order);
  if (order.charactersStatus !== 'ready') throw charactersNotReady();
  const rows = await newestCharacters(app.database.db, order.id);
  const row = rows.find((candidate) => candidate.style === order.child.illustrationStyle);
  const stored = row ? await app.storage.get(row.storageKey) : undefined;
  if (!row || !stored) throw charactersNotReady();
  return composeBook(
    {
      script,
      artSlug: order.storyType === 'custom' ? 'custom' : script.slug,
      pageCount,
      child: {
        name: order.child.name,
        gender: order.child.gender,
        age: order.child.age,
        favouriteHero: order.child.favouriteHero,
      },
      locale: order.child.storyLanguage as StoryLocale,
      character: stored.data,
      characterId: `${row.id}-${row.generation}`,
      style: row.style,
      siteName: app.config.siteName,
    },
    quality,
  );
}
