/**
 * The finished book as PDF: rendered for a real order with generated characters, then read back with
 * poppler (pdftotext, pdfinfo, pdffonts): the child's name in each language, the book's page count,
 * embedded fonts, a size fit for an e-mail attachment.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBookPdf } from '../src/book/pdf';
import { bookChild, orderWithCharacters, patchBookOrder } from './book-fixtures';
import type { TestOrder } from './fixtures/photos';
import { buildTestApp } from './helpers';

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

async function readBack(pdf: Buffer, name: string) {
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  const [text, info, fonts] = await Promise.all([
    run('pdftotext', ['-layout', file, '-']),
    run('pdfinfo', [file]),
    run('pdffonts', [file]),
  ]);
  return { text: text.stdout, info: info.stdout, fonts: fonts.stdout };
}

describe('renderBookPdf', { timeout: 120_000 }, () => {
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
    // E-mailed as an attachment: well under the usual 10 MB limit of mail servers.
    expect(pdf.length).toBeLessThan(8 * 1024 * 1024);

    const { text, info, fonts } = await readBack(pdf, `${language}-${name}`);
    expect(info).toMatch(/^Pages:\s+24$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+.*${name}`, 'm'));
    // The name on the cover, the dedication and the story pages; pdftotext gives pages separated by \f.
    const pages = text.split('\f');
    expect(pages.filter((page) => page.includes(name)).length).toBeGreaterThanOrEqual(8);
    expect(pages[22]).toContain(theEnd);
    // The book's own fonts, embedded as subsets (built-in PDF fonts would garble ə ş İ and Cyrillic).
    expect(fonts).toMatch(/\+Literata-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+Nunito-ExtraBold/);
    expect(fonts).not.toMatch(/Helvetica|Times/);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(renderBookPdf(app, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
