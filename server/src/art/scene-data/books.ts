/**
 * The books whose pictures are data: every folder server/books/<slug>/ with a scenes.json (and the props.ts its
 * scenes name, when the book draws things of its own): the child's clothes, the cover, the sample pages, the spreads. Read once when the art engine loads; a scene file that
 * does not read is an error at start, naming the book, not a blank page in an order.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import { z } from 'zod';
import { BOOKS_DIR } from '../../book/books-dir';
import type { Hero } from '../child';
import type { Scene, Theme } from '../themes/theme';
import { type Props, type ScenesData, type SceneValue, type SpreadData, sceneFromData } from './interpret';

export { BOOKS_DIR };

const value: z.ZodType<SceneValue> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(value), z.record(z.string(), value)]),
);
const spreadSchema = z.strictObject({
  says: z.string().optional(),
  let: z.array(z.tuple([z.string(), value])).optional(),
  subject: value.optional(),
  camera: z
    .strictObject({
      zoom: z.number().min(1).max(3).optional(),
      at: z.tuple([z.number(), z.number()]).optional(),
      styles: z
        .partialRecord(
          // The book styles and the storefront's own 'classic' look (ArtStyle).
          z.enum([...ILLUSTRATION_STYLES, 'classic']),
          z.strictObject({
            zoom: z.number().min(1).max(3).optional(),
            at: z.tuple([z.number(), z.number()]).optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  layers: z.array(value).min(1),
});
const scenesSchema: z.ZodType<ScenesData> = z.strictObject({
  hero: z.record(z.string(), value).optional(),
  otherHero: z.record(z.string(), value).optional(),
  storyClothes: z.boolean().optional(),
  cover: spreadSchema.optional(),
  pages: z.array(spreadSchema).length(3).optional(),
  spreads: z.array(spreadSchema).min(1),
});

export interface BookPictures {
  spreads: readonly Scene[];
  /** The whole theme, when the folder has the child's clothes, the cover and the sample pages too. */
  theme?: Theme;
}

/** One book's pictures: the data read and checked, each scene drawing with the book's props. */
export async function loadBook(slug: string, dir = path.join(BOOKS_DIR, slug)): Promise<BookPictures> {
  const file = path.join(dir, 'scenes.json');
  const parsed = scenesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const propsFile = path.join(dir, 'props.ts');
  const props: Props = existsSync(propsFile) ? await import(pathToFileURL(propsFile).href) : {};
  const data = parsed.data;
  const scene = (spread: SpreadData, where: string) => sceneFromData(spread, props, `${slug}, ${where}`);
  const spreads = data.spreads.map((spread, i) => scene(spread, `spread ${i + 1}`));
  if (!data.hero || !data.cover || !data.pages) return { spreads };
  const pages = data.pages.map((page, i) => scene(page, `page ${i + 1}`));
  return {
    spreads,
    theme: {
      // The clothes are plain data: colours and names the rig knows (a wrong one draws wrong, never fails).
      hero: data.hero as unknown as Hero,
      ...(data.otherHero ? { otherHero: data.otherHero as unknown as Partial<Hero> } : {}),
      ...(data.storyClothes ? { storyClothes: true } : {}),
      cover: scene(data.cover, 'cover'),
      pages: [pages[0]!, pages[1]!, pages[2]!],
      spreads,
    },
  };
}

/** One book's spreads (for a book whose theme is still code). */
export async function loadBookScenes(slug: string, dir = path.join(BOOKS_DIR, slug)): Promise<readonly Scene[]> {
  return (await loadBook(slug, dir)).spreads;
}

/** Every book folder's pictures, by slug. */
async function loadAll(): Promise<Readonly<Record<string, BookPictures>>> {
  if (!existsSync(BOOKS_DIR)) return {};
  const slugs = readdirSync(BOOKS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(BOOKS_DIR, entry.name, 'scenes.json')))
    .map((entry) => entry.name)
    .sort();
  return Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await loadBook(slug)])));
}

export const BOOKS = await loadAll();
