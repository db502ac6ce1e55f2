/**
 * `npm run bench:pdf`: how long the book engine takes to make a 32-page personalised book's print files
 * (interior with bleed at 300 ppi, and the hardcover's cover sheet), cold: nothing drawn or rasterised
 * before. Then the same book's screen PDF (the PDF version) and its whole preview (watermarked 480 px pages),
 * each cold too. Sizes of every file. Reported, never asserted; the load average is printed with the
 * timings because the machine is shared.
 *
 * The child is drawn from features alone (no photo, no database). The files are written to BENCH_OUT
 * (default: <tmp>/storybook-pdf). BENCH_BOOK picks another book, BENCH_STYLE another style.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { CharacterFeatures } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import pLimit from 'p-limit';
import { type Book, composeBook } from '../server/src/book/book';
import { printCoverPdf, printInteriorPdf, screenPdf } from '../server/src/book/pdf';
import { clearPictureCache } from '../server/src/book/pictures';
import { PREVIEW_WIDTH } from '../server/src/book/preview';
import { PICTURE_CONCURRENCY } from '../server/src/book/render-pdf';
import { renderPageJpeg } from '../server/src/book/render-raster';
import { READY_STORIES } from '../server/src/book/stories';

const OUT = process.env.BENCH_OUT ?? path.join(tmpdir(), 'storybook-pdf');
const BOOK = process.env.BENCH_BOOK ?? 'the-little-astronaut';
const STYLE = (process.env.BENCH_STYLE ?? 'watercolor') as IllustrationStyle;

const FEATURES: CharacterFeatures = {
  skin_tone: 'medium',
  hair_color: 'dark-brown',
  hair_style: 'pigtails',
  eye_color: 'hazel',
  face_shape: 'oval',
  glasses: false,
  freckles: true,
};

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const load = () => loadavg()[0]?.toFixed(2) ?? '?';
/** CPU seconds of the whole process (libvips threads included) since `since`: steadier than wall time when shared. */
const cpu = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return `${((used.user + used.system) / 1e6).toFixed(1)} s CPU`;
};

async function main() {
  const script = READY_STORIES[BOOK];
  if (!script) throw new Error(`no story script for ${BOOK}`);
  const compose = () =>
    composeBook({
      script,
      artSlug: BOOK,
      pageCount: script.spreads.length * 2 + 4,
      child: { name: 'Ayşe', gender: 'girl', age: 5 },
      locale: 'tr',
      features: FEATURES,
      style: STYLE,
      variant: 0,
      siteName: 'Storybook Shop',
    });
  const author = 'Storybook Shop';
  console.info(
    `${BOOK}, ${STYLE}: ${availableParallelism()} cores, ${PICTURE_CONCURRENCY} pictures at once; load ${load()}`,
  );
  await mkdir(OUT, { recursive: true });

  clearPictureCache();
  let started = performance.now();
  let cpuStart = process.cpuUsage();
  const book: Book = await compose();
  const interior = await printInteriorPdf(book, author);
  const interiorMs = performance.now() - started;
  const cover = await printCoverPdf(book, author, 'hardcover');
  const printMs = performance.now() - started;
  console.info(
    `print, cold (${book.pages.length}-page book): interior ${ms(interiorMs)}, + cover ${ms(printMs - interiorMs)} = ${ms(printMs)} (${cpu(cpuStart)}); load ${load()}`,
  );
  console.info(`  interior ${mb(interior.length)}, cover ${mb(cover.length)}`);

  clearPictureCache();
  started = performance.now();
  cpuStart = process.cpuUsage();
  const screen = await screenPdf(await compose(), author);
  console.info(
    `screen PDF, cold: ${ms(performance.now() - started)} (${cpu(cpuStart)}), ${mb(screen.length)}; load ${load()}`,
  );

  clearPictureCache();
  started = performance.now();
  cpuStart = process.cpuUsage();
  const previewBook = await compose();
  const previews = await pLimit(PICTURE_CONCURRENCY).map(previewBook.pages, (page) =>
    renderPageJpeg(page, PREVIEW_WIDTH, { watermark: 'ÖNİZLEME', quality: 72 }),
  );
  const previewBytes = previews.reduce((sum, page) => sum + page.data.length, 0);
  console.info(
    `preview, cold: ${previews.length} pages at ${PREVIEW_WIDTH} px in ${ms(performance.now() - started)} (${cpu(cpuStart)}), ${mb(previewBytes)}; load ${load()}`,
  );

  await writeFile(path.join(OUT, `${BOOK}-interior.pdf`), interior);
  await writeFile(path.join(OUT, `${BOOK}-cover.pdf`), cover);
  await writeFile(path.join(OUT, `${BOOK}-screen.pdf`), screen);
  console.info(`files: ${OUT}/${BOOK}-{interior,cover,screen}.pdf`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
