/**
 * Draws sheets (bleed.ts) into a PDF with pdfkit: real text in the embedded (subset) book fonts, so it can be
 * searched and copied, and pictures as JPEG at the resolution of the profile. Print sheets carry their
 * TrimBox and BleedBox, so a printer's preflight sees the finished size and the bleed around it.
 */

import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import PDFDocument from 'pdfkit';
import { FONT_FILES, type FontName, fontPath, textWidth } from './fonts';
import type { DrawOp, ImageSource, Sheet } from './page-model';

/** How pictures are embedded: their resolution at the printed size, and JPEG quality. */
export interface PdfProfile {
  ppi: number;
  quality: number;
}

/** Print: 300 ppi at the placed size, the printers' minimum for sharp pictures. */
export const PRINT_PROFILE: PdfProfile = { ppi: 300, quality: 88 };
/** Screen: sharp on a tablet or a home printer (a full page is 1700 × 1190 px), a small download. */
export const SCREEN_PROFILE: PdfProfile = { ppi: 170, quality: 82 };

export interface PdfMetadata {
  title: string;
  author: string;
  /** BCP 47, the book's language (screen readers, hyphenation in viewers). */
  language: string;
}

type Doc = InstanceType<typeof PDFDocument>;
/**
 * pdfkit's decoded picture. `openImage` and passing its result to `image()` (embedded once however often it
 * is drawn) are pdfkit API that @types/pdfkit leaves out; a Buffer given to `image()` is embedded every time.
 */
interface PdfImage {
  width: number;
  height: number;
}
const openImage = (doc: Doc, data: Buffer): PdfImage =>
  (doc as Doc & { openImage(src: Buffer): PdfImage }).openImage(data);
const drawImage = (doc: Doc, image: PdfImage, x: number, y: number, options: { width: number; height: number }) =>
  (doc as Doc & { image(src: PdfImage, x: number, y: number, o: typeof options): Doc }).image(image, x, y, options);
/** The page's dictionary, where the print boxes go (pdfkit sets only MediaBox itself). */
const pageDictionary = (doc: Doc) =>
  (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary;

/** Pixels for `points` at `ppi`, rounded up so the placed picture never falls below the resolution. */
export const pixelsFor = (points: number, ppi: number) => Math.max(1, Math.ceil((points / 72) * ppi - 1e-6));

const imageKey = (source: ImageSource, width: number, height: number) => `${source.id}@${width}x${height}`;

function roundedRect(doc: Doc, op: { x: number; y: number; w: number; h: number; radius?: number }) {
  const radius = Math.min(op.radius ?? 0, op.w / 2, op.h / 2);
  return radius > 0 ? doc.roundedRect(op.x, op.y, op.w, op.h, radius) : doc.rect(op.x, op.y, op.w, op.h);
}

function drawOp(doc: Doc, op: DrawOp, images: Map<string, PdfImage>, ppi: number): void {
  doc.save();
  switch (op.op) {
    case 'rect':
      roundedRect(doc, op)
        .fillOpacity(op.opacity ?? 1)
        .fill(op.fill);
      break;
    case 'stroke-rect':
      roundedRect(doc, op)
        .lineWidth(op.width)
        .strokeOpacity(op.opacity ?? 1)
        .stroke(op.stroke);
      break;
    case 'path':
      doc
        .translate(op.x, op.y)
        .scale(op.scale)
        .path(op.d)
        .fillOpacity(op.opacity ?? 1)
        .fill(op.fill);
      break;
    case 'image': {
      const image = images.get(imageKey(op.image, pixelsFor(op.w, ppi), pixelsFor(op.h, ppi)));
      if (!image) throw new Error(`picture ${op.image.id} was not prepared`);
      if (op.clip === 'circle') doc.circle(op.x + op.w / 2, op.y + op.h / 2, Math.min(op.w, op.h) / 2).clip();
      drawImage(doc, image, op.x, op.y, { width: op.w, height: op.h });
      break;
    }
    case 'text':
      if (op.rotate) doc.rotate(op.rotate, { origin: [op.x, op.y] });
      doc.font(op.font).fontSize(op.size).fillColor(op.color);
      op.lines.forEach((line, i) => {
        const x = op.x + (op.w - textWidth(op.font, line, op.size)) / 2;
        doc.text(line, x, op.y + i * op.leading, { lineBreak: false, baseline: 'alphabetic' });
      });
      break;
  }
  doc.restore();
}

/**
 * Pictures drawn at once. Rasterising a picture is one librsvg thread; more at once than cores only makes
 * each slower and holds more page-sized buffers in memory.
 */
export const PICTURE_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));

/** Every distinct picture at every distinct placed size, rendered once and embedded once. */
async function preparePictures(
  doc: Doc,
  sheets: readonly Sheet[],
  profile: PdfProfile,
): Promise<Map<string, PdfImage>> {
  const wanted = new Map<string, { source: ImageSource; width: number; height: number }>();
  for (const sheet of sheets) {
    for (const panel of sheet.panels) {
      for (const op of panel.ops) {
        if (op.op !== 'image') continue;
        const width = pixelsFor(op.w, profile.ppi);
        const height = pixelsFor(op.h, profile.ppi);
        wanted.set(imageKey(op.image, width, height), { source: op.image, width, height });
      }
    }
  }
  const entries = [...wanted.entries()];
  const rendered = await pLimit(PICTURE_CONCURRENCY).map(entries, ([, { source, width, height }]) =>
    source.render({ width, height, quality: profile.quality }),
  );
  // Embedded in a fixed order, so the same book gives the same file.
  return new Map(entries.map(([key], i) => [key, openImage(doc, rendered[i] as Buffer)]));
}

export async function sheetsToPdf(
  sheets: readonly Sheet[],
  metadata: PdfMetadata,
  profile: PdfProfile,
): Promise<Buffer> {
  const doc = new PDFDocument({
    margin: 0,
    autoFirstPage: false,
    info: { Title: metadata.title, Author: metadata.author, Creator: metadata.author },
    lang: metadata.language,
  });
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, fontPath(name));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const images = await preparePictures(doc, sheets, profile);
  for (const sheet of sheets) {
    doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
    if (sheet.trim) {
      // PDF boxes count from the bottom-left corner; the layout from the top-left.
      const { x, y, w, h } = sheet.trim;
      const box = (value: number) => Number(value.toFixed(3));
      const data = pageDictionary(doc).data;
      data.TrimBox = [box(x), box(sheet.height - y - h), box(x + w), box(sheet.height - y)];
      data.BleedBox = [0, 0, box(sheet.width), box(sheet.height)];
    }
    for (const panel of sheet.panels) {
      doc.save();
      doc.translate(panel.x, panel.y);
      for (const op of panel.ops) drawOp(doc, op, images, profile.ppi);
      doc.restore();
    }
  }
  doc.end();
  return finished;
}
