/**
 * Draws every picture of the storefront — the sixteen books' covers and sample pages, the home hero and the
 * photo-guide examples — as layered SVG and rasterises them with sharp (librsvg) to WebP.
 *
 * Why code instead of bought art: the pictures must be ours to ship, reproducible and consistent in style.
 * Every scene draws its randomness from a PRNG seeded with "<slug>/<scene>", so a re-run gives the same pictures.
 *
 * The drawing code lives in server/src/art/ (core: randomness, SVG helpers, the Art canvas; colour: culori → finish →
 * landscape builders → the child hero → props and creatures → each book's folder, server/books/<slug>/scenes.json (the
 * child's clothes, the cover, the sample pages, the spreads) →
 * storefront hero and photo guide → pictures); the book engine draws its personalised pages from the same code.
 * This runner only decides which files to write: it renders the paper textures, then every picture to WebP.
 *
 * Run: `npm run generate:book-art`. It also writes server/assets/books/pictures.sha256.json, the SHA-256 of every
 * picture's SVG; `npm run generate:book-art -- --check` (and scripts/generated.test.ts, in CI) draws the SVGs again
 * and fails when a committed picture no longer matches the code and the books' folders, so the storefront never
 * shows pictures drawn before the scenes changed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { writePaper } from '../server/src/art/finish';
import { COVER, HERO, PAGE, pictureSvg, THEMES } from '../server/src/art/pictures';
import { homeHero, PHOTO, PHOTO_GUIDE } from '../server/src/art/storefront';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BOOKS_DIR = join(ROOT, 'server/assets/books');
const STOREFRONT_ASSETS = join(ROOT, 'remotes/storefront/src/assets');
const WEBP_QUALITY = 80;
export const MANIFEST = join(BOOKS_DIR, 'pictures.sha256.json');

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

/** Each picture's file (relative to the repository) and the SHA-256 of the SVG it is drawn from, in a stable order. */
export function drawnManifest(): Record<string, string> {
  return Object.fromEntries(
    allJobs()
      .map((job) => [relative(ROOT, job.file), createHash('sha256').update(job.svg()).digest('hex')] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The pictures whose committed file was drawn from another SVG than the code draws today (or is not listed). */
export function stalePictures(): string[] {
  const committed = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
  const drawn = drawnManifest();
  const names = new Set([...Object.keys(committed), ...Object.keys(drawn)]);
  return [...names].filter((name) => committed[name] !== drawn[name]).sort();
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = stalePictures();
    if (stale.length > 0) {
      console.error(`${stale.length} storefront pictures are not what the code draws; run npm run generate:book-art:`);
      for (const name of stale) console.error(`  ${name}`);
      process.exitCode = 1;
    } else console.info('The storefront pictures are what the code draws.');
    return;
  }
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
  await writeFile(MANIFEST, `${JSON.stringify(drawnManifest(), null, 2)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`Wrote ${jobs.length} pictures, ${(total / 1024).toFixed(0)} KB in total, in ${seconds} s.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
