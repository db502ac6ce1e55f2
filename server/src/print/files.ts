/**
 * The printed book's files as the partner wants them. The interior is ours as rendered (trim + 3 mm bleed);
 * the cover is ours when its size is the partner's for this page count, and otherwise drawn again to the
 * partner's size: its spine from the partner's number, its outer edge (bleed, or a hardcover's wrap around
 * the boards) filled by the same bleed rule as ours, so the cover's pictures reach every cut edge.
 */
import type { FastifyInstance } from 'fastify';
import { withBleed } from '../book/bleed';
import { loadBook } from '../book/book';
import { spine } from '../book/layout';
import { type DrawOp, PAGE_HEIGHT, PAGE_WIDTH, type Sheet } from '../book/page-model';
import { PRINT_PROFILE, sheetsToPdf } from '../book/render-pdf';
import type { OrderRow } from '../orders/access';
import type { CoverSize } from './partner';

/** Pages of a PDF the shop wrote (pdfkit: page objects in plain dictionaries). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

/** The first page's size in points, from its MediaBox. */
export function pdfPageSize(pdf: Buffer): CoverSize | undefined {
  const match = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!match) return undefined;
  const [x0, y0, x1, y1] = match.slice(1, 5).map(Number) as [number, number, number, number];
  return { width: x1 - x0, height: y1 - y0 };
}

/** Within this many points the partner's size and ours are the same sheet (their numbers are rounded). */
const SAME_SIZE_PT = 1;

export function sameSize(a: CoverSize, b: CoverSize): boolean {
  return Math.abs(a.width - b.width) <= SAME_SIZE_PT && Math.abs(a.height - b.height) <= SAME_SIZE_PT;
}

/**
 * The cover sheet at the partner's `size`: back, spine, front side by side, centred, with the same edge all
 * round (what the partner adds to the trim: bleed for a softcover, the wrap for a casewrap hardcover).
 */
export function partnerCoverSheet(
  parts: { back: readonly DrawOp[]; front: readonly DrawOp[]; spine: (width: number) => readonly DrawOp[] },
  size: CoverSize,
): Sheet {
  const edge = (size.height - PAGE_HEIGHT) / 2;
  const spineW = size.width - 2 * PAGE_WIDTH - 2 * edge;
  if (edge < 0 || spineW <= 0)
    throw new Error(`a ${size.width} × ${size.height} pt cover has no room for a 10 × 7 in book`);
  const vertical = { left: 0, top: edge, right: 0, bottom: edge };
  return {
    width: size.width,
    height: size.height,
    trim: { x: edge, y: edge, w: 2 * PAGE_WIDTH + spineW, h: PAGE_HEIGHT },
    panels: [
      { ops: withBleed(parts.back, PAGE_WIDTH, PAGE_HEIGHT, { ...vertical, left: edge }), x: edge, y: edge },
      { ops: withBleed(parts.spine(spineW), spineW, PAGE_HEIGHT, vertical), x: edge + PAGE_WIDTH, y: edge },
      {
        ops: withBleed(parts.front, PAGE_WIDTH, PAGE_HEIGHT, { ...vertical, right: edge }),
        x: edge + PAGE_WIDTH + spineW,
        y: edge,
      },
    ],
  };
}

/** Draws the order's cover again at the partner's size (the book engine's pictures, at 300 ppi). */
export async function renderPartnerCover(app: FastifyInstance, order: OrderRow, size: CoverSize): Promise<Buffer> {
  const book = await loadBook(app, order);
  const front = book.pages.find((page) => page.kind === 'cover');
  const back = book.pages.find((page) => page.kind === 'back');
  if (!front || !back) throw new Error('the book has no cover or back cover page');
  const sheet = partnerCoverSheet(
    { back: back.ops, front: front.ops, spine: (width) => spine(book.text, book.design, width) },
    size,
  );
  return sheetsToPdf(
    [sheet],
    { title: book.text.title, author: app.config.siteName, language: book.text.locale },
    PRINT_PROFILE,
  );
}
