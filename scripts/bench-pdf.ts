/**
 * `npm run bench:pdf`: how long the book engine takes to render one 24-page personalised book to PDF, and
 * how big the PDF is. The first run draws the book's scenes (cold scene cache); the later runs reuse them
 * (warm: what a second order of the same book costs), median of several runs. The preview of the same book
 * (24 watermarked 480 px pages) is timed too. Reported, never asserted.
 *
 * The character is drawn from the astronaut fixture by the real generator; no database is needed. The PDF
 * of the last run is written to BENCH_OUT (default: <tmp>/storybook-pdf).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { composeBook } from '../server/src/book/book';
import { bookPdf } from '../server/src/book/pdf';
import { PREVIEW_WIDTH } from '../server/src/book/preview';
import { renderPageJpeg } from '../server/src/book/render-raster';
import { clearSceneCache } from '../server/src/book/scenes';
import { READY_STORIES } from '../server/src/book/stories';
import { LocalPortraitGenerator } from '../server/src/characters/local-generator';
import { closeFaceDetector, detectFaces } from '../server/src/photos/face-detector';
import { largestFace } from '../server/src/photos/faces';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OUT = process.env.BENCH_OUT ?? path.join(tmpdir(), 'storybook-pdf');
const BOOK = process.env.BENCH_BOOK ?? 'goodnight-little-star';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const script = READY_STORIES[BOOK];
  if (!script) throw new Error(`no story script for ${BOOK}`);
  const fixture = await readFile(path.join(ROOT, 'server/tests/fixtures/photos/astronaut.png'));
  const photo = await sharp(fixture).resize(1024, 1024).jpeg({ quality: 92 }).toBuffer();
  const face = largestFace((await detectFaces(photo)).faces);
  if (!face) throw new Error('no face found in the benchmark photo');
  const [character] = await new LocalPortraitGenerator().generate({ photo, width: 1024, height: 1024, face }, [
    'watercolor',
  ]);
  await closeFaceDetector();
  if (!character) throw new Error('the generator drew nothing');

  const input = {
    script,
    artSlug: BOOK,
    pageCount: script.spreads.length * 2 + 4,
    child: { name: 'Ayşe', gender: 'girl' as const, age: 5 },
    locale: 'tr' as const,
    character: character.data,
    characterId: 'bench',
    style: 'watercolor',
    siteName: 'Storybook Shop',
  };
  const renderPdf = async () => {
    const started = performance.now();
    const book = await composeBook(input, 'print');
    const pdf = await bookPdf(book, input.siteName);
    return { ms: performance.now() - started, pdf, pages: book.pages.length };
  };

  clearSceneCache();
  const cold = await renderPdf();
  console.info(`${BOOK}, ${cold.pages} pages: cold scene cache ${ms(cold.ms)}`);
  const warm: Awaited<ReturnType<typeof renderPdf>>[] = [];
  for (let run = 0; run < RUNS; run += 1) warm.push(await renderPdf());
  const last = warm.at(-1) ?? cold;
  console.info(`warm scene cache, median of ${RUNS}: ${ms(median(warm.map((run) => run.ms)))}`);
  console.info(`PDF size: ${(last.pdf.length / 1024 / 1024).toFixed(2)} MB`);

  clearSceneCache();
  const previewStarted = performance.now();
  const book = await composeBook(input, 'preview');
  for (const page of book.pages) await renderPageJpeg(page, PREVIEW_WIDTH, { watermark: 'ÖNİZLEME', quality: 72 });
  console.info(
    `preview, ${book.pages.length} pages at ${PREVIEW_WIDTH} px, one at a time, cold: ${ms(performance.now() - previewStarted)}`,
  );

  await mkdir(OUT, { recursive: true });
  await writeFile(path.join(OUT, `${BOOK}.pdf`), last.pdf);
  console.info(`PDF: ${path.join(OUT, `${BOOK}.pdf`)}`);
}

main().catch(async (error) => {
  console.error(error);
  await closeFaceDetector();
  process.exit(1);
});
