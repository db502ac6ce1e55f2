/**
 * Every ready-made book's story script, by slug: its folder's story.json (server/books/<slug>/). The book tests
 * check that every book of the catalogue has one that fits its page count. Custom stories are plot families chosen
 * by the favourite hero (book/custom).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BOOKS_DIR } from '../books-dir';
import { STORY_LOCALES, type StoryScript } from '../story-types';

const localised = z.strictObject(
  Object.fromEntries(STORY_LOCALES.map((locale) => [locale, z.string().min(1)])) as Record<
    (typeof STORY_LOCALES)[number],
    z.ZodString
  >,
);
const storySchema = z.strictObject({
  /** What a writer should know (facts checked, why a line is as it is); not printed. */
  notes: z.string().optional(),
  slug: z.string(),
  title: localised,
  dedication: localised,
  spreads: z.array(z.strictObject({ text: localised })),
  ending: localised,
});

/** A book folder's story.json, checked: a file that does not read stops the start, naming the book. */
export function readStoryFile(file: string): StoryScript {
  const parsed = storySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { notes: _notes, ...script } = parsed.data;
  return script;
}

function folderStories(): Record<string, StoryScript> {
  if (!existsSync(BOOKS_DIR)) return {};
  const out: Record<string, StoryScript> = {};
  for (const entry of readdirSync(BOOKS_DIR, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(BOOKS_DIR, entry.name, 'story.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const script = readStoryFile(file);
    if (script.slug !== entry.name)
      throw new Error(`${file}: the slug is "${script.slug}", the folder "${entry.name}"`);
    out[entry.name] = script;
  }
  return out;
}

export const READY_STORIES: Readonly<Record<string, StoryScript>> = folderStories();

/** The script of a ready-made book's story (a custom story's comes from book/custom: customStory). */
export function storyScript(storyType: string | null, bookSlug: string | null): StoryScript | undefined {
  if (storyType === 'ready' && bookSlug && Object.hasOwn(READY_STORIES, bookSlug)) return READY_STORIES[bookSlug];
  return undefined;
}
