/**
 * Draws every picture of the storefront — the sixteen books' covers and sample pages, the home hero and the
 * photo-guide examples — as layered SVG and rasterises them with sharp (librsvg) to WebP.
 *
 * Why code instead of bought art: the pictures must be ours to ship, reproducible and consistent in style.
 * Every scene draws its randomness from a PRNG seeded with "<slug>/<scene>", so a re-run gives the same pictures.
 *
 * The drawing code lives in server/src/art/ (core: randomness, colour, SVG helpers, the Art canvas → finish →
 * landscape builders → the child hero → props and creatures → each book's folder, server/books/<slug>/scenes.json (the
 * child's clothes, the cover, the sample pages, the spreads) →
 * storefront hero and photo guide → pictures); the book engine draws its personalised pages from the same code.
 * This runner only decides which files to write: it renders the paper textures, then every picture to WebP.
 *
 * Run: npx tsx scripts/generate-book-art.ts
 */
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { writePaper } from '../server/src/art/finish';
import { COVER, HERO, PAGE, THEMES, pictureSvg } from '../server/src/art/pictures';
import { PHOTO, PHOTO_GUIDE, homeHero } from '../server/src/art/storefront';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BOOKS_DIR = join(ROOT, 'server/assets/books');
const STOREFRONT_ASSETS = join(ROOT, 'remotes/storefront/src/assets');
const WEBP_QUALITY = 80;

interface Job {
  file: string;
  svg: () => string;
  blur?: number;
}

async function writeWebp(job: Job): Promise<number> {
  await mkdir(dirname(job.file), { recursive: true });
  let img = sharp(Buffer.from(job.svg()));
  if (job.blur) img = img.blur(job.blur);
  // Smart subsampling keeps saturated edges (red curtains on violet walls) from bleeding.
  await img.webp({ quality: WEBP_QUALITY, effort: 4, smartSubsample: true }).toFile(job.file);
  return (await stat(job.file)).size;
}

function allJobs(): Job[] {
  const jobs: Job[] = [];
  for (const [slug, theme] of Object.entries(THEMES)) {
    const dir = join(BOOKS_DIR, slug);
    jobs.push({
      file: join(dir, 'cover.webp'),
      svg: () => pictureSvg(`${slug}/cover`, COVER, (art) => theme.cover(art, theme.hero), 'cover'),
    });
    theme.pages.forEach((page, i) => {
      jobs.push({
        file: join(dir, `page-${i + 1}.webp`),
        svg: () => pictureSvg(`${slug}/page-${i + 1}`, PAGE, (art) => page(art, theme.hero), 'page'),
      });
    });
  }
  jobs.push({ file: join(STOREFRONT_ASSETS, 'hero.webp'), svg: () => pictureSvg('home/hero', HERO, homeHero, 'page') });
  for (const [name, scene] of Object.entries(PHOTO_GUIDE)) {
    // The blurry example is a normal portrait run through a real Gaussian blur, so it looks like camera shake.
    jobs.push({
      file: join(STOREFRONT_ASSETS, 'photo-guide', `${name}.webp`),
      svg: () => pictureSvg(`photo/${name}`, PHOTO, scene, 'photo'),
      blur: name === 'bad-blurry' ? 7 : undefined,
    });
  }
  return jobs;
}

async function main(): Promise<void> {
  const started = Date.now();
  await writePaper([COVER, PAGE, HERO]);
  const jobs = allJobs();
  // Two at a time: librsvg work is CPU-bound, more parallelism only adds memory pressure.
  let next = 0;
  let total = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const size = await writeWebp(job); // read total only after the await: the two workers interleave
      total += size;
    }
  };
  await Promise.all([worker(), worker()]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`Wrote ${jobs.length} pictures, ${(total / 1024).toFixed(0)} KB in total, in ${seconds} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
