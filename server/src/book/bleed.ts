/**
 * Print sheets from laid-out pages. A page is laid out at trim size; for print, whatever touches a trim edge
 * that is cut (paper, colour panels, full-page pictures) is extended past it by the bleed, so a cut a little
 * off the line shows colour, never a white sliver. Everything else stays where the layout put it.
 *
 * The cover is one sheet: back cover, spine, front cover side by side, bleed around the outside. Its spine is
 * as thick as the book block plus the cover's own allowance (see spineWidth).
 */
import { BLEED, type DrawOp, type LaidOutPage, MM, PAGE_HEIGHT, PAGE_WIDTH, type Sheet } from './page-model';

export interface Edges {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const FULL_BLEED: Edges = { left: BLEED, top: BLEED, right: BLEED, bottom: BLEED };

/** Within this of an edge counts as touching it (layouts round to whole points). */
const TOUCH = 0.5;

function extend(
  box: { x: number; y: number; w: number; h: number },
  width: number,
  height: number,
  bleed: Edges,
): { x: number; y: number; w: number; h: number } {
  const left = box.x <= TOUCH ? bleed.left : 0;
  const top = box.y <= TOUCH ? bleed.top : 0;
  const right = box.x + box.w >= width - TOUCH ? bleed.right : 0;
  const bottom = box.y + box.h >= height - TOUCH ? bleed.bottom : 0;
  return { x: box.x - left, y: box.y - top, w: box.w + left + right, h: box.h + top + bottom };
}

/**
 * The ops of a `width` × `height` panel with every filled rectangle and picture that touches a bled edge
 * extended into the bleed. Pictures then cover the larger box (a few per cent more of the drawing is cut
 * off at the edges, none is stretched). Rounded corners are only on inner boxes, so they are left alone.
 */
export function withBleed(ops: readonly DrawOp[], width: number, height: number, bleed: Edges): DrawOp[] {
  return ops.map((op) => {
    if (op.op === 'rect' && !op.radius) return { ...op, ...extend(op, width, height, bleed) };
    if (op.op === 'image' && !op.clip) return { ...op, ...extend(op, width, height, bleed) };
    return op;
  });
}

/** The printed interior: every page its own sheet, trim plus 3 mm bleed on all four sides. */
export function interiorSheets(pages: readonly LaidOutPage[]): Sheet[] {
  return pages.map((page) => ({
    width: PAGE_WIDTH + 2 * BLEED,
    height: PAGE_HEIGHT + 2 * BLEED,
    trim: { x: BLEED, y: BLEED, w: PAGE_WIDTH, h: PAGE_HEIGHT },
    panels: [{ ops: withBleed(page.ops, PAGE_WIDTH, PAGE_HEIGHT, FULL_BLEED), x: BLEED, y: BLEED }],
  }));
}

/** The screen PDF: the pages as they are, no bleed. */
export function screenSheets(pages: readonly LaidOutPage[]): Sheet[] {
  return pages.map((page) => ({
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
    panels: [{ ops: [...page.ops], x: 0, y: 0 }],
  }));
}

export type Binding = 'softcover' | 'hardcover';

/**
 * Paper: 80 gsm uncoated (the usual text stock of print-on-demand picture books) is 0.1144 mm a leaf,
 * 0.0572 mm a page (a leaf has two pages).
 */
export const PAPER_MM_PER_PAGE = 0.0572;
/**
 * What the cover adds to the book block's thickness: a softcover's 300 gsm card wraps it (twice ≈ 0.5 mm);
 * a hardcover's case has two 2.5 mm boards and 1 mm play at the hinge (6 mm). Printers with their own case
 * template add the board wrap around the outside; this sheet is the visible cover with its 3 mm bleed.
 */
export const COVER_ALLOWANCE_MM: Record<Binding, number> = { softcover: 0.5, hardcover: 6 };

/** Spine width in points for a book block of `interiorPages` pages. */
export function spineWidth(interiorPages: number, binding: Binding): number {
  return (interiorPages * PAPER_MM_PER_PAGE + COVER_ALLOWANCE_MM[binding]) * MM;
}

/**
 * The cover as one sheet: back (left), spine, front (right), each panel's outer edges bled. `spine` is drawn
 * in spine coordinates (`spineW` × PAGE_HEIGHT).
 */
export function coverSheet(
  back: readonly DrawOp[],
  spine: readonly DrawOp[],
  spineW: number,
  front: readonly DrawOp[],
): Sheet {
  const vertical: Edges = { left: 0, top: BLEED, right: 0, bottom: BLEED };
  return {
    width: 2 * PAGE_WIDTH + spineW + 2 * BLEED,
    height: PAGE_HEIGHT + 2 * BLEED,
    trim: { x: BLEED, y: BLEED, w: 2 * PAGE_WIDTH + spineW, h: PAGE_HEIGHT },
    panels: [
      { ops: withBleed(back, PAGE_WIDTH, PAGE_HEIGHT, { ...vertical, left: BLEED }), x: BLEED, y: BLEED },
      { ops: withBleed(spine, spineW, PAGE_HEIGHT, vertical), x: BLEED + PAGE_WIDTH, y: BLEED },
      {
        ops: withBleed(front, PAGE_WIDTH, PAGE_HEIGHT, { ...vertical, right: BLEED }),
        x: BLEED + PAGE_WIDTH + spineW,
        y: BLEED,
      },
    ],
  };
}
