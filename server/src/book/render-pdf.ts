/**
 * Draws laid-out pages into a PDF with pdfkit: real text in the embedded (subset) book fonts, so it can be
 * searched and copied, and pictures as JPEG at print-ready width.
 */
import PDFDocument from 'pdfkit';
import { FONT_FILES, type FontName, fontPath, textWidth } from './fonts';
import { type DrawOp, type ImageSource, type LaidOutPage, PAGE_HEIGHT, PAGE_WIDTH } from './page-model';

/** Pixel width of a full-page picture: 160 dpi at 10 inches, sharp in print, a small attachment. */
const PDF_PAGE_PIXELS = 1600;

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

function roundedRect(doc: Doc, op: { x: number; y: number; w: number; h: number; radius?: number }) {
  const radius = Math.min(op.radius ?? 0, op.w / 2, op.h / 2);
  return radius > 0 ? doc.roundedRect(op.x, op.y, op.w, op.h, radius) : doc.rect(op.x, op.y, op.w, op.h);
}

function drawOp(doc: Doc, op: DrawOp, images: Map<string, PdfImage>): void {
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
      const image = images.get(op.image.id);
      if (!image) throw new Error(`picture ${op.image.id} was not prepared`);
      drawImage(doc, image, op.x, op.y, { width: op.w, height: op.h });
      break;
    }
    case 'text':
      doc.font(op.font).fontSize(op.size).fillColor(op.color);
      op.lines.forEach((line, i) => {
        const x = op.x + (op.w - textWidth(op.font, line, op.size)) / 2;
        doc.text(line, x, op.y + i * op.leading, { lineBreak: false, baseline: 'alphabetic' });
      });
      break;
  }
  doc.restore();
}

/** Every distinct picture of the book, rendered once (a scene may illustrate several spreads). */
async function preparePictures(doc: Doc, pages: LaidOutPage[], limit: number): Promise<Map<string, PdfImage>> {
  const sources = new Map<string, { source: ImageSource; w: number }>();
  for (const page of pages) {
    for (const op of page.ops) {
      if (op.op !== 'image') continue;
      const known = sources.get(op.image.id);
      if (!known || known.w < op.w) sources.set(op.image.id, { source: op.image, w: op.w });
    }
  }
  const entries = [...sources.values()];
  const rendered = new Map<string, PdfImage>();
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next];
      next += 1;
      if (!entry) continue;
      const pixels = Math.round((entry.w / PAGE_WIDTH) * PDF_PAGE_PIXELS);
      rendered.set(entry.source.id, openImage(doc, await entry.source.render(pixels)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, entries.length) }, worker));
  return rendered;
}

export async function pagesToPdf(pages: LaidOutPage[], metadata: PdfMetadata): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
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
  const images = await preparePictures(doc, pages, 2);
  for (const page of pages) {
    doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
    for (const op of page.ops) drawOp(doc, op, images);
  }
  doc.end();
  return finished;
}
