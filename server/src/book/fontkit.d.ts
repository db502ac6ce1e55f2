/** The part of fontkit (pdfkit's own font engine) the book's typesetting uses; fontkit ships no types. */
declare module 'fontkit' {
  export interface Path {
    toSVG(): string;
  }
  export interface Glyph {
    id: number;
    path: Path;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string): GlyphRun;
  }
  export function openSync(path: string): Font;
}
