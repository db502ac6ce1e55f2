/**
 * The books whose spreads are data: every folder server/books/<slug>/ with a scenes.json (and the props.ts its
 * scenes name, when the book draws things of its own). Read once when the art engine loads; a scene file that
 * does not read is an error at start, naming the book, not a blank page in an order.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { BOOKS_DIR } from '../../book/books-dir';
import type { Scene } from '../themes/theme';
import { type Props, type SceneValue, type ScenesData, sceneFromData } from './interpret';

export { BOOKS_DIR };

const value: z.ZodType<SceneValue> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(value), z.record(z.string(), value)]),
);
const scenesSchema: z.ZodType<ScenesData> = z.strictObject({
  spreads: z
    .array(
      z.strictObject({
        says: z.string().optional(),
        let: z.array(z.tuple([z.string(), value])).optional(),
        layers: z.array(value).min(1),
      }),
    )
    .min(1),
});

/** One book's scenes: the data read and checked, each spread a Scene drawing with the book's props. */
export async function loadBookScenes(slug: string, dir = path.join(BOOKS_DIR, slug)): Promise<readonly Scene[]> {
  const file = path.join(dir, 'scenes.json');
  const parsed = scenesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const propsFile = path.join(dir, 'props.ts');
  const props: Props = existsSync(propsFile) ? await import(pathToFileURL(propsFile).href) : {};
  return parsed.data.spreads.map((spread, i) => sceneFromData(spread, props, `${slug}, spread ${i + 1}`));
}

/** Every book folder's scenes, by slug. */
async function loadAll(): Promise<Readonly<Record<string, readonly Scene[]>>> {
  if (!existsSync(BOOKS_DIR)) return {};
  const slugs = readdirSync(BOOKS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(BOOKS_DIR, entry.name, 'scenes.json')))
    .map((entry) => entry.name)
    .sort();
  return Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await loadBookScenes(slug)])));
}

export const BOOK_SCENES = await loadAll();
