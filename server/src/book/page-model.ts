/**
 * A laid-out page as a short list of drawing operations in points, drawn by two backends: pdfkit for the
 * PDFs (real, selectable text) and SVG rasterised by sharp for the preview. Both read the same list, so the
 * preview shows exactly the book that will be printed.
 *
 * Pages are laid out at trim size. Print adds the bleed around them (bleed.ts): whatever touches a trim
 * edge (paper, colour panels, full-page pictures) is extended into it, everything else stays put.
 */
import type { BookPageKind } from '@shop/shared/orders';
import type { FontName } from './fonts';

/** The trim: 10 × 7 inches, landscape like the pictures (1000 × 700). */
export const PAGE_WIDTH = 720;
export const PAGE_HEIGHT = 504;

/** Points in a millimetre. */
export const MM = 72 / 25.4;
/** Printers' usual bleed: 3 mm past the trim on every outer edge. */
export const BLEED = 3 * MM;
/**
 * Text keeps this far inside the trim (10 mm): safe from the cutting tolerance (±1.5 mm) and from the
 * page curling into the binding.
 */
export const SAFE_MARGIN = 10 * MM;

/** How a picture is wanted: exactly `width` × `height` pixels, as a JPEG of `quality`. */
export interface PictureSize {
  width: number;
  height: number;
  quality: number;
}

/**
 * A picture made on demand at the size a backend needs (the preview's few hundred pixels, 300 ppi for print).
 * The picture covers the box: a box of another shape than the drawing crops it evenly (bleed does that).
 */
/** A rectangle in points. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ImageSource {
  /** Stable for identical pixels, so a document can embed the same picture once. */
  id: string;
  render(size: PictureSize): Promise<Buffer>;
  /**
   * Where the child is in the picture once drawn into a box of `w` × `h` (cropped as render crops it), in
   * that box's coordinates: the preview's watermark keeps off it. Absent, or empty: no child in the picture.
   */
  subjects?(box: { w: number; h: number }): Box[];
  /**
   * Where a custom story's favourite hero is, in the same box's coordinates: the co-star the words of a double
   * page and the cover's title keep off as they keep off the child. Absent or empty elsewhere.
   */
  companions?(box: { w: number; h: number }): Box[];
}

export type DrawOp =
  | { op: 'rect'; x: number; y: number; w: number; h: number; fill: string; opacity?: number; radius?: number }
  | {
      op: 'stroke-rect';
      x: number;
      y: number;
      w: number;
      h: number;
      stroke: string;
      width: number;
      opacity?: number;
      radius?: number;
    }
  /** SVG path data in its own units, placed at (x, y) and scaled. */
  | { op: 'path'; d: string; x: number; y: number; scale: number; fill: string; opacity?: number }
  /** A picture filling the box; `clip: 'circle'` shows only the circle inscribed in it (the portrait medallion). */
  | { op: 'image'; image: ImageSource; x: number; y: number; w: number; h: number; clip?: 'circle' }
  /**
   * Lines already broken, each centred across [x, x + w], its baseline at `y` + i × `leading`. `rotate`
   * turns the whole block clockwise by that many degrees around (x, y) (the title down the spine).
   */
  | {
      op: 'text';
      font: FontName;
      size: number;
      color: string;
      lines: string[];
      x: number;
      y: number;
      w: number;
      leading: number;
      rotate?: number;
    };

export interface LaidOutPage {
  /** The page's number, as drawn on its text and end pages; counted as the edition does (layout.ts, Numbering). */
  number: number;
  kind: BookPageKind;
  ops: DrawOp[];
}

/** A panel of a printed sheet (a page, or the back, spine or front of the cover) and where it lies. */
export interface Panel {
  /** The panel's own drawing, in its own coordinates, bleed already added (bleed.ts). */
  ops: DrawOp[];
  /** Where the panel's trim corner lies on the sheet. */
  x: number;
  y: number;
}

/** One sheet of a PDF: its full size (MediaBox) and, for print, the trim inside it. */
export interface Sheet {
  width: number;
  height: number;
  /** The finished size inside the sheet, from its top-left corner; without it, the sheet is the trim. */
  trim?: { x: number; y: number; w: number; h: number };
  panels: Panel[];
}
