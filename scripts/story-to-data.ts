/**
 * `tsx scripts/story-to-data.ts <slug>`: moves a ready-made book's story from TypeScript
 * (server/src/book/stories/<slug>.ts) to its folder (server/books/<slug>/story.json), the file's comment kept as
 * `notes`, and takes it out of the stories index. A one-way migration tool, like scenes-to-data.ts.
 */
import { readFileSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const slug = process.argv[2];
if (!slug) {
  process.stderr.write('Usage: tsx scripts/story-to-data.ts <slug>\n');
  process.exit(2);
}
const storiesDir = path.join(root, 'server', 'src', 'book', 'stories');
const tsFile = path.join(storiesDir, `${slug}.ts`);
const source = readFileSync(tsFile, 'utf8');
const { story } = (await import(pathToFileURL(tsFile).href)) as { story: Record<string, unknown> };
// The comment lines above `export const story`: what the writer noted (facts, choices).
const head = source.slice(0, source.indexOf('export const story'));
const notes = head
  .split('\n')
  .filter((line) => /^\s*(\/\/|\*|\/\*\*)/.test(line))
  .map((line) => line.replace(/^\s*(\/\/|\/\*\*|\*\/|\*)\s?/, '').trim())
  .filter(Boolean)
  .join(' ');
const bookDir = path.join(root, 'server', 'books', slug);
mkdirSync(bookDir, { recursive: true });
const file = path.join(bookDir, 'story.json');
writeFileSync(file, `${JSON.stringify({ ...(notes ? { notes } : {}), ...story }, null, 2)}\n`);

const { readStoryFile } = await import('../server/src/book/stories/index');
if (!isDeepStrictEqual(readStoryFile(file), story)) {
  process.stderr.write(`${slug}: story.json does not read back as the script\n`);
  process.exit(1);
}
unlinkSync(tsFile);
const indexFile = path.join(storiesDir, 'index.ts');
const index = readFileSync(indexFile, 'utf8')
  .split('\n')
  .filter((line) => !line.includes(`'./${slug}'`) && !line.includes(`'${slug}':`))
  .join('\n');
writeFileSync(indexFile, index);
process.stdout.write(`${slug} → server/books/${slug}/story.json${notes ? ' (with notes)' : ''}\n`);
