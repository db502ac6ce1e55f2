/**
 * A laid-out page as a short list of drawing operations in points, drawn by two backends: pdfkit for the
 * PDF (real, selectable text) and SVG rasterised by sharp for the preview. Both read the same list, so the
 * preview shows exactly the book that will be printed.
 */
import type { BookPageKind } from '@shop/shared/orders';
import type { FontName } from './fonts';

/** 10 × 7 inches, landscape like the pictures (1000 × 700). */
export const PAGE_WIDTH = 720;
export const PAGE_HEIGHT = 504;

/** A picture made on demand at the pixel width a backend needs (the preview's 480 px, the PDF's 1600). */
export interface ImageSource {
  /** Stable for identical pixels, so a document can embed the same picture once. */
  id: string;
  format: 'jpeg' | 'png';
  render(pixelWidth: number): Promise<Buffer>;
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
  | { op: 'image'; image: ImageSource; x: number; y: number; w: number; h: number }
  /** Lines already broken, each centred across [x, x + w], its baseline at `y` + i × `leading`. */
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
    };

export interface LaidOutPage {
  /** 1-based, as printed. */
  number: number;
  kind: BookPageKind;
  ops: DrawOp[];
}
