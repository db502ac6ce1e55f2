/**
 * The finished book's files, rendered for a real order and read back with poppler (pdfinfo -box, pdfimages
 * -list, pdftotext, pdffonts, pdftoppm):
 * - the PDF version: the child's name in each language, the page count, embedded fonts, small enough to
 *   e-mail (and far under the 15 MB limit of a screen PDF);
 * - a printed book: the interior at trim + 3 mm bleed with TrimBox and BleedBox, every picture at 300 ppi or
 *   more at its placed size, text inside the safe margin; the cover sheet as wide as back + spine + front +
 *   bleed, its spine growing with the page count;
 * - no picture comes from the photo: with the stored photo and character pictures replaced by solid magenta,
 *   the book never reads them and no page of any file or of the preview shows magenta;
 * - the chosen style changes the pictured pages.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_FEATURES } from '@shop/shared/characters';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spineWidth } from '../../src/book/bleed';
import { type BookInput, composeBook, loadBook } from '../../src/book/book';
import { BLEED, PAGE_HEIGHT, PAGE_WIDTH, SAFE_MARGIN } from '../../src/book/page-model';
import { printCoverPdf, renderBookFiles, renderBookPdf } from '../../src/book/pdf';
import { bookPreview } from '../../src/book/preview';
import { renderPageJpeg } from '../../src/book/render-raster';
import { READY_STORIES } from '../../src/book/stories';
import { newestCharacters } from '../../src/characters/repository';
import { orders } from '../../src/db/schema';
import { bookChild, orderWithCharacters, patchBookOrder } from '../book-fixtures';
import type { TestOrder } from '../fixtures/photos';
import { buildTestApp } from '../helpers';

const run = promisify(execFile);
/** A 24-page book, so the test draws as little as it can. */
const BOOK = 'goodnight-little-star';

let app: FastifyInstance;
let order: TestOrder;
let dir: string;
beforeAll(async () => {
  app = await buildTestApp();
  order = await orderWithCharacters(app, { bookSlug: BOOK });
  dir = await mkdtemp(join(tmpdir(), 'book-pdf-'));
}, 180_000);
afterAll(() => app.close());

async function saved(pdf: Buffer, name: string): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  return file;
}

async function readBack(pdf: Buffer, name: string) {
  const file = await saved(pdf, name);
  const [text, info, fonts] = await Promise.all([
    run('pdftotext', ['-layout', file, '-']),
    run('pdfinfo', [file]),
    run('pdffonts', [file]),
  ]);
  return { text: text.stdout, info: info.stdout, fonts: fonts.stdout };
}

/** The page number printed in one page's text; undefined for an unnumbered page. */
function folioOf(text: string): number | undefined {
  // The number stands alone on the page's last line; no story line is a bare number.
  const last = [...text.matchAll(/^\s*(\d+)\s*$/gm)].at(-1)?.[1];
  return last === undefined ? undefined : Number(last);
}

/** The page number printed on page `page` of the file, read back with pdftotext. */
async function folio(file: string, page: number): Promise<number | undefined> {
  const { stdout } = await run('pdftotext', ['-f', String(page), '-l', String(page), file, '-']);
  return folioOf(stdout);
}

type Box = [number, number, number, number];

/** Every page's boxes from `pdfinfo -box`, e.g. { MediaBox: [0, 0, 737.01, 521.01], TrimBox: … }. */
async function boxes(file: string): Promise<Array<Record<string, Box>>> {
  const { stdout } = await run('pdfinfo', ['-box', '-f', '1', '-l', '999', file]);
  const pages: Array<Record<string, Box>> = [];
  for (const match of stdout.matchAll(/^Page\s+(\d+)\s+(\w+Box):\s+([\d.\s-]+)$/gm)) {
    const index = Number(match[1]) - 1;
    pages[index] ??= {};
    (pages[index] as Record<string, Box>)[match[2] as string] = (match[3] as string)
      .trim()
      .split(/\s+/)
      .map(Number) as Box;
  }
  return pages;
}

/** Every image of the file from `pdfimages -list`: its page, pixel size and resolution at its placed size. */
async function images(file: string) {
  const { stdout } = await run('pdfimages', ['-list', file]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cells = line.trim().split(/\s+/);
      return {
        page: Number(cells[0]),
        type: cells[2],
        width: Number(cells[3]),
        height: Number(cells[4]),
        xPpi: Number(cells[12]),
        yPpi: Number(cells[13]),
      };
    });
}

function near(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => {
    expect(value).toBeCloseTo(expected[i] as number, 1);
  });
}

describe('renderBookPdf: the PDF version', { timeout: 240_000 }, () => {
  it.each([
    ['en', 'Aylin', 'girl', 'The End'],
    ['tr', 'Ayşe', 'girl', 'Son'],
    ['ru', 'Маша', 'girl', 'Конец'],
    ['az', 'Əli', 'boy', 'Son'],
  ])('writes the %s book for %s with its letters intact', async (language, name, gender, theEnd) => {
    await patchBookOrder(app, order, { child: bookChild({ name, gender, story_language: language }) });
    const { pdf, pageCount } = await renderBookPdf(app, order.id);
    expect(pageCount).toBe(24);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // E-mailed as an attachment: well under the usual 10 MB limit of mail servers (and the 15 MB of a screen PDF).
    expect(pdf.length).toBeLessThan(8 * 1024 * 1024);

    const { text, info, fonts } = await readBack(pdf, `${language}-${name}`);
    expect(info).toMatch(/^Pages:\s+24$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+.*${name}`, 'm'));
    // No bleed on a screen: the page is the trim.
    expect(info).toMatch(/^Page size:\s+720 x 504 pts/m);
    // The name on the cover, the dedication and the story pages; pdftotext gives pages separated by \f.
    const pages = text.split('\f');
    expect(pages.filter((page) => page.includes(name)).length).toBeGreaterThanOrEqual(8);
    expect(pages[22]).toContain(theEnd);
    // On screen each page is seen alone and the viewer counts from the cover: the first text page is the
    // viewer's (and the preview's) page 4, and carries 4.
    expect(folioOf(pages[3] ?? '')).toBe(4);
    expect(folioOf(pages[22] ?? '')).toBe(23);
    // The book's own fonts, embedded as subsets (built-in PDF fonts would garble ə ş İ and Cyrillic).
    expect(fonts).toMatch(/\+Literata-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+Nunito-ExtraBold/);
    expect(fonts).not.toMatch(/Helvetica|Times/);
  });

  it('pictures a screen needs, not a printer: 150–200 ppi', async () => {
    const { pdf } = await renderBookPdf(app, order.id);
    const list = await images(await saved(pdf, 'screen-ppi'));
    // The cover, ten spreads and the portrait (on the dedication and the back cover).
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const image of list) {
      expect(image.xPpi).toBeGreaterThanOrEqual(150);
      expect(image.xPpi).toBeLessThanOrEqual(200);
    }
  });

  it('answers 404 for an unknown order', async () => {
    await expect(renderBookPdf(app, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('renderBookFiles: a printed book', { timeout: 300_000 }, () => {
  let interiorFile: string;
  let coverFile: string;
  beforeAll(async () => {
    await patchBookOrder(app, order, { child: bookChild({ name: 'Aylin', gender: 'girl', story_language: 'en' }) });
    await app.database.db.update(orders).set({ version: 'hardcover' }).where(eq(orders.id, order.id));
    const files = await renderBookFiles(app, order.id);
    expect(files.pageCount).toBe(24);
    if (!files.cover) throw new Error('a printed book needs its cover sheet');
    interiorFile = await saved(files.pdf, 'interior');
    coverFile = await saved(files.cover, 'cover');
  }, 300_000);
  afterAll(async () => {
    await app.database.db.update(orders).set({ version: 'pdf' }).where(eq(orders.id, order.id));
  });

  const trimPlusBleed = [0, 0, PAGE_WIDTH + 2 * BLEED, PAGE_HEIGHT + 2 * BLEED];
  const trim = [BLEED, BLEED, PAGE_WIDTH + BLEED, PAGE_HEIGHT + BLEED];

  it('has the interior at 10 × 7 in trim with 3 mm bleed on every side, boxes set for the printer', async () => {
    const pages = await boxes(interiorFile);
    // The 22 pages between the covers.
    expect(pages).toHaveLength(22);
    expect(BLEED).toBeCloseTo(8.504, 3);
    for (const page of pages) {
      near(page.MediaBox ?? [], trimPlusBleed);
      near(page.BleedBox ?? [], trimPlusBleed);
      near(page.TrimBox ?? [], trim);
    }
  });

  it('prints every picture of the interior and the cover at 300 ppi or more at its placed size', async () => {
    const interior = await images(interiorFile);
    // Ten spreads and the portrait medallion.
    expect(interior.length).toBeGreaterThanOrEqual(11);
    const cover = await images(coverFile);
    expect(cover.length).toBeGreaterThanOrEqual(2);
    for (const image of [...interior, ...cover]) {
      expect(image.type).toBe('image');
      expect(image.xPpi, JSON.stringify(image)).toBeGreaterThanOrEqual(300);
      expect(image.yPpi, JSON.stringify(image)).toBeGreaterThanOrEqual(300);
    }
    // A full-page picture runs into the bleed: 10.24 × 7.24 in at 300 ppi.
    expect(interior.some((image) => image.width >= 3071 && image.height >= 2171)).toBe(true);
  });

  it('keeps the text inside the safe margin and the fonts embedded', async () => {
    const { stdout } = await run('pdftotext', ['-bbox', interiorFile, '-']);
    const words = [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g)];
    expect(words.length).toBeGreaterThan(200);
    // pdftotext's boxes hold the font's full ascent and descent, a little more than the glyphs: 2 pt slack.
    const slack = 2;
    for (const [, xMin, yMin, xMax, yMax] of words) {
      expect(Number(xMin)).toBeGreaterThanOrEqual(BLEED + SAFE_MARGIN - slack);
      expect(Number(yMin)).toBeGreaterThanOrEqual(BLEED + SAFE_MARGIN - slack);
      expect(Number(xMax)).toBeLessThanOrEqual(BLEED + PAGE_WIDTH - SAFE_MARGIN + slack);
      expect(Number(yMax)).toBeLessThanOrEqual(BLEED + PAGE_HEIGHT - SAFE_MARGIN + slack);
    }
    expect(stdout).toContain('Aylin');
    const { stdout: fonts } = await run('pdffonts', [interiorFile]);
    expect(fonts).toMatch(/\+Literata-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it('numbers the interior like a book: page 1 is the first right-hand page, every right-hand page odd', async () => {
    const { stdout } = await run('pdfinfo', [interiorFile]);
    const count = Number(stdout.match(/^Pages:\s+(\d+)$/m)?.[1]);
    expect(count).toBe(22);
    // The interior is printed as it is bound: sheet 1 is a right-hand page, so odd sheets are right-hand pages.
    const numbered: Array<{ sheet: number; number: number }> = [];
    for (let sheet = 1; sheet <= count; sheet += 1) {
      const number = await folio(interiorFile, sheet);
      if (number !== undefined) numbered.push({ sheet, number });
    }
    // Ten text pages facing their pictures, and the end page.
    expect(numbered).toHaveLength(11);
    for (const { sheet, number } of numbered) expect(number, `sheet ${sheet}`).toBe(sheet);
    const rightHand = numbered.filter(({ sheet }) => sheet % 2 === 1);
    // Every story text is on a right-hand page, facing its picture on the left.
    expect(rightHand).toHaveLength(10);
    for (const { number } of rightHand) expect(number % 2).toBe(1);
  });

  it('lays the cover out as back + spine + front with bleed around, the title on front and spine', async () => {
    const [sheet, ...more] = await boxes(coverFile);
    expect(more).toHaveLength(0);
    const spine = spineWidth(22, 'hardcover');
    // 22 pages × 0.0572 mm + 6 mm of boards ≈ 7.26 mm.
    expect(spine / (72 / 25.4)).toBeCloseTo(7.26, 1);
    const width = 2 * PAGE_WIDTH + spine + 2 * BLEED;
    near(sheet?.MediaBox ?? [], [0, 0, width, PAGE_HEIGHT + 2 * BLEED]);
    near(sheet?.BleedBox ?? [], [0, 0, width, PAGE_HEIGHT + 2 * BLEED]);
    near(sheet?.TrimBox ?? [], [BLEED, BLEED, width - BLEED, PAGE_HEIGHT + BLEED]);
    const { stdout } = await run('pdftotext', [coverFile, '-']);
    // The title with the child's name on the front and down the spine, the hero line and the shop on the back.
    expect(stdout.match(/Aylin/g)?.length).toBeGreaterThanOrEqual(3);
    expect(stdout).toContain('The hero of this story is Aylin.');
    expect(stdout).toContain('Storybook Shop');
  });

  it('makes the spine thicker for a thicker book', async () => {
    expect(spineWidth(30, 'hardcover')).toBeGreaterThan(spineWidth(22, 'hardcover'));
    expect(spineWidth(22, 'hardcover')).toBeGreaterThan(spineWidth(22, 'softcover'));
    // A 32-page book's cover sheet, drawn: wider than the 24-page one by eight pages of paper.
    const script = READY_STORIES['the-little-astronaut'];
    if (!script) throw new Error('no astronaut script');
    const thick = await composeBook({ ...bookInput(), script, artSlug: script.slug, pageCount: 32 });
    const file = await saved(await printCoverPdf(thick, 'Storybook Shop', 'hardcover'), 'cover-32');
    const [thickSheet] = await boxes(file);
    const [thinSheet] = await boxes(coverFile);
    const grown = (thickSheet?.MediaBox?.[2] ?? 0) - (thinSheet?.MediaBox?.[2] ?? 0);
    expect(grown).toBeCloseTo(8 * 0.0572 * (72 / 25.4), 1);
  });
});

function bookInput(): BookInput {
  const script = READY_STORIES[BOOK];
  if (!script) throw new Error(`no script for ${BOOK}`);
  return {
    script,
    artSlug: BOOK,
    pageCount: 24,
    child: { name: 'Aylin', gender: 'girl', age: 5 },
    locale: 'en',
    features: DEFAULT_FEATURES,
    style: 'watercolor',
    variant: 0,
    siteName: 'Storybook Shop',
  };
}

/** Pixels of a pure magenta, as the replaced photo is: no drawn colour of the books comes near it. */
function magentaShare(data: Buffer, channels: number): number {
  let count = 0;
  for (let i = 0; i < data.length; i += channels) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (r > 225 && b > 225 && g < 40) count += 1;
  }
  return count / (data.length / channels);
}

describe('no picture of the book comes from the photo', { timeout: 300_000 }, () => {
  it('never reads the photo or the character pictures, and no page shows the magenta put in their place', async () => {
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    const characters = await newestCharacters(app.database.db, order.id);
    if (!row?.photoKey || characters.length === 0) throw new Error('the order has no photo or characters');
    const solid = sharp({ create: { width: 512, height: 512, channels: 3, background: '#ff00ff' } });
    const forbidden = [row.photoKey, ...characters.map((character) => character.storageKey)];
    for (const key of forbidden) {
      // Each in its own format: storage checks a key's type by its extension.
      const format = key.endsWith('.png') ? 'png' : key.endsWith('.webp') ? 'webp' : 'jpeg';
      await app.storage.put(key, await solid.clone().toFormat(format).toBuffer(), `image/${format}`);
    }

    const reads: string[] = [];
    const get = app.storage.get.bind(app.storage);
    app.storage.get = (key) => {
      reads.push(key);
      return get(key);
    };
    try {
      await app.database.db.update(orders).set({ version: 'softcover' }).where(eq(orders.id, order.id));
      const print = await renderBookFiles(app, order.id);
      await app.database.db.update(orders).set({ version: 'pdf' }).where(eq(orders.id, order.id));
      const screen = await renderBookPdf(app, order.id);
      const current = await loadOrder();
      if (!current) throw new Error('the order is gone');
      const preview = await bookPreview(app, current);
      expect(preview.page_count).toBe(24);
      expect(reads.filter((key) => forbidden.includes(key))).toEqual([]);
      app.storage.get = get;

      const files = { interior: print.pdf, cover: print.cover ?? Buffer.alloc(0), screen: screen.pdf };
      for (const [name, pdf] of Object.entries(files)) {
        const file = await saved(pdf, `magenta-${name}`);
        await run('pdftoppm', ['-r', '24', '-png', file, join(dir, `magenta-${name}`)]);
      }
      const rendered = (await readdir(dir)).filter((file) => file.startsWith('magenta-') && file.endsWith('.png'));
      expect(rendered.length).toBe(22 + 1 + 24);
      for (const file of rendered) {
        const { data, info } = await sharp(await readFile(join(dir, file)))
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect(magentaShare(data, info.channels), file).toBeLessThan(0.001);
      }
      for (const page of preview.pages) {
        const served = await app.inject({ method: 'GET', url: page.url });
        const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
        expect(magentaShare(data, info.channels), `preview page ${page.number}`).toBeLessThan(0.001);
      }
    } finally {
      app.storage.get = get;
    }
  });
});

async function loadOrder() {
  const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
  return row;
}

describe('the chosen style is the whole book', { timeout: 120_000 }, () => {
  it('changes most pixels of an illustrated page, and of the cover', async () => {
    const pageOf = async (style: BookInput['style'], number: number) => {
      const book = await composeBook({ ...bookInput(), style });
      const page = book.pages[number - 1];
      if (!page) throw new Error(`no page ${number}`);
      const { data } = await renderPageJpeg(page, 360, { quality: 90 });
      return sharp(data).raw().toBuffer();
    };
    for (const number of [1, 3, 5]) {
      const [watercolor, anime] = await Promise.all([pageOf('watercolor', number), pageOf('anime', number)]);
      let changed = 0;
      for (let i = 0; i < watercolor.length; i += 3) {
        const delta = Math.max(
          Math.abs((watercolor[i] ?? 0) - (anime[i] ?? 0)),
          Math.abs((watercolor[i + 1] ?? 0) - (anime[i + 1] ?? 0)),
          Math.abs((watercolor[i + 2] ?? 0) - (anime[i + 2] ?? 0)),
        );
        if (delta > 12) changed += 1;
      }
      const share = changed / (watercolor.length / 3);
      // Page 1 is half title panel (its colour comes from the picture), pages 3 and 5 full pictures.
      expect(share, `page ${number}`).toBeGreaterThan(number === 1 ? 0.25 : 0.5);
    }
  });

  it('reads the order’s style, round and features into the book, and a change makes a new fingerprint', async () => {
    const row = await loadOrder();
    if (!row) throw new Error('no order');
    const base = await loadBook(app, row);
    const restyled = await loadBook(app, { ...row, child: { ...row.child, illustrationStyle: '2dWarner' } });
    const redrawn = await loadBook(app, { ...row, characterGenerations: row.characterGenerations + 1 });
    const recoloured = await loadBook(app, {
      ...row,
      characterFeatures: { ...(row.characterFeatures ?? DEFAULT_FEATURES), hair_color: 'ginger' },
    });
    const prints = new Set([base, restyled, redrawn, recoloured].map((book) => book.fingerprint));
    expect(prints.size).toBe(4);
    const ids = new Set([base, restyled, redrawn, recoloured].map((book) => book.pictures.spread(0).id));
    expect(ids.size).toBe(4);
  });
});
