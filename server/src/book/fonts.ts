/**
 * The book's type: Literata for the story, Nunito for headings (both from npm font packages; they cover
 * Cyrillic and ə ğ ş ı İ ç ö ü, which PDF's built-in fonts garble). Lines are measured and broken here with
 * fontkit — the engine pdfkit itself uses — so the PDF and the preview (glyphs drawn as SVG paths) break
 * every line at the same word.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

export const FONT_FILES = {
  text: ['literata', '400Regular', 'Literata_400Regular.ttf'],
  textItalic: ['literata', '400Regular_Italic', 'Literata_400Regular_Italic.ttf'],
  heading: ['nunito', '800ExtraBold', 'Nunito_800ExtraBold.ttf'],
  label: ['nunito', '700Bold', 'Nunito_700Bold.ttf'],
} as const;
export type FontName = keyof typeof FONT_FILES;

const require = createRequire(import.meta.url);

const paths = new Map<FontName, string>();
export function fontPath(name: FontName): string {
  let path = paths.get(name);
  if (!path) {
    const [family, weight, file] = FONT_FILES[name];
    path = join(dirname(require.resolve(`@expo-google-fonts/${family}/package.json`)), weight, file);
    paths.set(name, path);
  }
  return path;
}

const fonts = new Map<FontName, fontkit.Font>();
export function font(name: FontName): fontkit.Font {
  let loaded = fonts.get(name);
  if (!loaded) {
    loaded = fontkit.openSync(fontPath(name));
    fonts.set(name, loaded);
  }
  return loaded;
}

/** Width of `text` at `size` points. */
export function textWidth(name: FontName, text: string, size: number): number {
  const face = font(name);
  return (face.layout(text).advanceWidth * size) / face.unitsPerEm;
}

const wordWidths = new Map<string, number>();

/** Width of one word at 1 pt, cached: line breaking measures the same words many times. */
function wordWidth(name: FontName, word: string): number {
  const key = `${name}\u0000${word}`;
  let width = wordWidths.get(key);
  if (width === undefined) {
    width = textWidth(name, word, 1);
    if (wordWidths.size > 50_000) wordWidths.clear();
    wordWidths.set(key, width);
  }
  return width;
}

/**
 * Greedy line breaking at spaces; a word longer than the line stands alone on its line. A line is measured
 * as its words plus spaces (kerning across a space is negligible), which keeps balancing cheap.
 */
export function wrapText(name: FontName, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = wordWidth(name, ' ') * size;
  // A dash between words stays with the word before it, so no line starts with one (« — сказала Маша»).
  const glued = text.replace(/ ([—–]) /g, '\u00a0$1 ');
  for (const paragraph of glued.split('\n')) {
    let line: string[] = [];
    let width = 0;
    // Only ordinary spaces break: a no-break space keeps its words together.
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const measured = wordWidth(name, word) * size;
      if (line.length > 0 && width + space + measured > maxWidth) {
        lines.push(line.join(' '));
        line = [word];
        width = measured;
      } else {
        width += (line.length > 0 ? space : 0) + measured;
        line.push(word);
      }
    }
    lines.push(line.join(' '));
  }
  return lines;
}

/**
 * Lines as even as the text allows: the narrowest width that still needs no more lines than `maxWidth`
 * does, so centred text forms a block instead of full lines over a lone last word.
 */
export function balancedLines(name: FontName, text: string, size: number, maxWidth: number): string[] {
  const lines = wrapText(name, text, size, maxWidth);
  if (lines.length < 2) return lines;
  let low = maxWidth * 0.6;
  let high = maxWidth;
  while (high - low > 2) {
    const middle = (low + high) / 2;
    if (wrapText(name, text, size, middle).length <= lines.length) high = middle;
    else low = middle;
  }
  return wrapText(name, text, size, high);
}

/**
 * Biggest size from `sizes` (largest first) at which `text` fits `maxLines` lines of `maxWidth`, counting a
 * word too long for the line (a long Russian word in a narrow title) as not fitting.
 */
export function fitText(
  name: FontName,
  text: string,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = balancedLines(name, text, size, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => textWidth(name, line, size) <= maxWidth)) {
      return { size, lines };
    }
  }
  const size = sizes.at(-1) ?? 12;
  return { size, lines: balancedLines(name, text, size, maxWidth) };
}

const glyphPaths = new Map<string, string>();

/**
 * One line as SVG path data in page units, its baseline at (x, y). Glyph outlines are in font units
 * with y up, so each is placed with a transform; the outlines are cached per font and glyph.
 */
export function textToSvg(name: FontName, text: string, size: number, x: number, y: number, fill: string): string {
  const face = font(name);
  const scale = size / face.unitsPerEm;
  const run = face.layout(text);
  let pen = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    if (!position) return;
    const key = `${name}/${glyph.id}`;
    let d = glyphPaths.get(key);
    if (d === undefined) {
      d = glyph.path.toSVG();
      glyphPaths.set(key, d);
    }
    if (d) {
      const gx = x + (pen + position.xOffset) * scale;
      const gy = y - position.yOffset * scale;
      parts.push(
        `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
      );
    }
    pen += position.xAdvance;
  });
  return `<g fill="${fill}">${parts.join('')}</g>`;
}
