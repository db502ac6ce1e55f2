/**
 * The page plan of story-types.ts laid out: 1 cover (the picture where the child is largest, full bleed, with the
 * title set into it), 2 dedication (the drawn child's portrait in a medallion), then per spread an illustration page (that
 * spread's own picture, the child drawn in it) and a text page, then the end page and the back cover. The
 * printed cover sheet takes the cover and back pages as its front and back, with a spine between them.
 * Text stays SAFE_MARGIN inside the trim on every page and panel.
 */
import sharp from 'sharp';
import { bookBrand } from './brand';
import { balancedLines, fitText, textWidth, wrapText } from './fonts';
import {
  type Box,
  type DrawOp,
  type ImageSource,
  type LaidOutPage,
  MM,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  SAFE_MARGIN,
} from './page-model';
import type { BookText } from './text';

export interface BookPictures {
  /** The cover picture, filling the portrait right part of the cover (3:4). */
  cover: ImageSource;
  /** Spread `index`'s own picture (0-based), a full page (720 × 504). */
  spread(index: number): ImageSource;
  /** The drawn child's portrait, shown in a round medallion. */
  portrait: ImageSource;
  /**
   * The spreads whose picture may be the front cover (all when absent): a custom book's cover shows the child
   * with the favourite hero, so only the spreads that draw the hero.
   */
  coverCandidates?: readonly number[];
}

export interface BookDesign {
  /** A deep colour taken from the book's cover picture: cover panel, back cover, ornaments. */
  accent: string;
  siteName: string;
  /** The spreads drawn across both pages (planPages); none when absent. */
  wide?: readonly WideSpread[];
}

/** A spread whose picture runs across both pages, with its words set into the calm part of the other half. */
export interface WideSpread {
  index: number;
  /** The half the child is in; the words go on the other page. */
  child: 'left' | 'right';
  /** Where on that page the words sit: the calmest band of the art there. */
  band: 'top' | 'middle' | 'bottom';
}

const PAPER = '#fbf6ec';
const INK = '#2b2340';
const WHITE = '#ffffff';

/** A four-pointed sparkle, 20 units across, centred on (10, 10). */
const SPARKLE = 'M10 0C11 6 14 9 20 10C14 11 11 14 10 20C9 14 6 11 0 10C6 9 9 6 10 0Z';

/** A sparkle between two short rules: the ornament under text. */
function ornament(cx: number, cy: number, color: string, width = 120): DrawOp[] {
  const star = 14;
  const rule = (width - star - 16) / 2;
  return [
    { op: 'rect', x: cx - width / 2, y: cy - 0.5, w: rule, h: 1, fill: color, opacity: 0.55 },
    { op: 'path', d: SPARKLE, x: cx - star / 2, y: cy - star / 2, scale: star / 20, fill: color },
    { op: 'rect', x: cx + width / 2 - rule, y: cy - 0.5, w: rule, h: 1, fill: color, opacity: 0.55 },
  ];
}

function paper(): DrawOp[] {
  return [
    { op: 'rect', x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT, fill: PAPER },
    {
      op: 'stroke-rect',
      x: 22,
      y: 22,
      w: PAGE_WIDTH - 44,
      h: PAGE_HEIGHT - 44,
      stroke: '#b9a98c',
      width: 0.8,
      opacity: 0.6,
      radius: 12,
    },
  ];
}

/** Lines of text centred across [x, x + w], the first line's top at `top` (its baseline 0.8 of a size lower). */
function centredLines(
  font: 'text' | 'textItalic' | 'heading' | 'label',
  lines: string[],
  size: number,
  leading: number,
  color: string,
  x: number,
  w: number,
  top: number,
): DrawOp {
  return { op: 'text', font, size, color, lines, x, y: top + size * 0.8, w, leading };
}

function pageNumber(number: number, color: string): DrawOp {
  return centredLines('label', [String(number)], 11, 0, color, 0, PAGE_WIDTH, PAGE_HEIGHT - 44);
}

/** How far the title's plate keeps from the trim: inside the safe margin on every edge. */
const COVER_INSET = SAFE_MARGIN + 4;

/**
 * The child's head in a picture drawn over the whole page, from the figure box the picture reports (pictures.ts
 * FIGURE: 2.4 head radii either side, 1.6 above the head's centre).
 */
function headIn(image: ImageSource): { cx: number; cy: number; r: number } | undefined {
  const [figure] = image.subjects?.({ w: PAGE_WIDTH, h: PAGE_HEIGHT }) ?? [];
  if (!figure) return undefined;
  const r = figure.w / 4.8;
  return { cx: figure.x + figure.w / 2, cy: figure.y + 1.6 * r, r };
}

/** The title's lines and its plate's size on the cover. */
function titlePlate(text: BookText) {
  const titleWidth = PAGE_WIDTH - 2 * COVER_INSET - 48;
  const title = fitText('heading', text.title, [40, 36, 33, 30, 27, 24, 22], titleWidth, 2);
  const leading = title.size * 1.16;
  const widest = Math.max(...title.lines.map((line) => textWidth('heading', line, title.size)));
  const plate = { w: Math.min(PAGE_WIDTH - 2 * COVER_INSET, widest + 56), h: title.lines.length * leading + 34 };
  return { title, leading, plate };
}

/** The top or bottom band for the title: the one further from the face (the top, the sky, for a face mid-way). */
function titleBand(head: ReturnType<typeof headIn>, plateH: number): 'top' | 'bottom' {
  const faceTop = head ? head.cy - head.r * 1.7 : PAGE_HEIGHT;
  const faceBottom = head ? head.cy + head.r * 1.3 : PAGE_HEIGHT;
  const roomAbove = faceTop - COVER_INSET;
  const roomBelow = PAGE_HEIGHT - COVER_INSET - 30 - faceBottom;
  return roomAbove >= plateH || roomAbove >= roomBelow ? 'top' : 'bottom';
}

function titleRect(band: 'top' | 'bottom', plate: { w: number; h: number }): Box {
  const y = band === 'top' ? COVER_INSET : PAGE_HEIGHT - COVER_INSET - 30 - plate.h;
  return { x: (PAGE_WIDTH - plate.w) / 2, y, w: plate.w, h: plate.h };
}

/** The part of the favourite hero the title must leave visible: all but its feet (a quarter of its height). */
function heroShown(box: Box): Box {
  return { x: box.x, y: box.y, w: box.w, h: box.h * 0.75 };
}

/**
 * The cover's picture and the title's band: the spread showing the child largest (of the candidates), the title in
 * the band further from the face. A custom story's cover also shows the favourite hero beside the child, so a
 * candidate whose hero the title would hide in either band gives way to the next largest child.
 */
function coverSpread(
  text: BookText,
  pictures: BookPictures,
): { index: number; head: ReturnType<typeof headIn>; band: 'top' | 'bottom' } {
  const allowed = pictures.coverCandidates?.filter((index) => index < text.spreads.length);
  const candidates = allowed?.length ? allowed : text.spreads.map((_, index) => index);
  const { plate } = titlePlate(text);
  const ranked = candidates
    .map((index, order) => ({ index, order, head: headIn(pictures.spread(index)) }))
    .sort((a, b) => (b.head?.r ?? -1) - (a.head?.r ?? -1) || a.order - b.order);
  // The first candidate with a head wins the ties (as the ready-made books always chose).
  const first = ranked[0] ?? { index: candidates[0] ?? 0, head: undefined };
  for (const { index, head } of ranked) {
    if (!head) continue;
    const heroes = (pictures.spread(index).companions?.({ w: PAGE_WIDTH, h: PAGE_HEIGHT }) ?? []).map(heroShown);
    const preferred = titleBand(head, plate.h);
    for (const band of [preferred, preferred === 'top' ? 'bottom' : 'top'] as const) {
      if (!heroes.some((hero) => overlaps(hero, titleRect(band, plate)))) return { index, head, band };
    }
  }
  return { index: first.index, head: first.head, band: titleBand(first.head, plate.h) };
}

/**
 * The front cover is one of the book's own pictures, full bleed: the one where the child is drawn largest, so
 * the cover shows the child the book is about as its hero, in the book's style. The title sits on a deep plate of
 * the accent colour (white on it reads at a contrast above 4.5:1 whatever art shows through, see the tests) in
 * the top or bottom band, whichever keeps off the child's face, and the shop's name in the book's language.
 */
function cover(text: BookText, pictures: BookPictures, design: BookDesign): DrawOp[] {
  const best = coverSpread(text, pictures);
  const art = text.spreads.length > 0 ? pictures.spread(best.index) : pictures.cover;
  const { title, leading, plate } = titlePlate(text);
  const { x: plateX, y: plateY } = titleRect(best.band, plate);
  const brand = bookBrand(design.siteName, text.locale);
  const brandWidth = textWidth('label', brand, 11) + 28;
  return [
    { op: 'image', image: art, x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT },
    { op: 'rect', x: plateX, y: plateY, w: plate.w, h: plate.h, fill: design.accent, opacity: 0.9, radius: 18 },
    centredLines('heading', title.lines, title.size, leading, WHITE, plateX, plate.w, plateY + 17),
    // The shop's name small in a bottom corner, where it stays off the child standing in the middle.
    {
      op: 'rect',
      x: PAGE_WIDTH - COVER_INSET - brandWidth,
      y: PAGE_HEIGHT - COVER_INSET - 22,
      w: brandWidth,
      h: 22,
      fill: design.accent,
      opacity: 0.9,
      radius: 11,
    },
    centredLines(
      'label',
      [brand],
      11,
      0,
      WHITE,
      PAGE_WIDTH - COVER_INSET - brandWidth,
      brandWidth,
      PAGE_HEIGHT - COVER_INSET - 17,
    ),
  ];
}

function medallion(pictures: BookPictures, cx: number, cy: number, size: number, ring: string): DrawOp[] {
  return [
    { op: 'rect', x: cx - size / 2 - 6, y: cy - size / 2 - 6, w: size + 12, h: size + 12, fill: WHITE, radius: size },
    { op: 'image', image: pictures.portrait, x: cx - size / 2, y: cy - size / 2, w: size, h: size, clip: 'circle' },
    {
      op: 'stroke-rect',
      x: cx - size / 2 - 6,
      y: cy - size / 2 - 6,
      w: size + 12,
      h: size + 12,
      stroke: ring,
      width: 2,
      radius: size,
    },
  ];
}

function dedication(text: BookText, pictures: BookPictures, design: BookDesign): DrawOp[] {
  const width = 440;
  const body = fitText('textItalic', text.dedication, [22, 20, 18, 16, 15], width, 5);
  const leading = body.size * 1.5;
  const top = 268;
  return [
    ...paper(),
    ...medallion(pictures, PAGE_WIDTH / 2, 165, 130, design.accent),
    centredLines('textItalic', body.lines, body.size, leading, INK, (PAGE_WIDTH - width) / 2, width, top),
    ...ornament(PAGE_WIDTH / 2, top + body.lines.length * leading + 22, design.accent),
  ];
}

/** Largest size first: a short page reads big, a long one still fits the frame. */
const STORY_SIZES = [24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14];

function textPage(story: string, number: number, design: BookDesign): DrawOp[] {
  const width = 540;
  const room = PAGE_HEIGHT - 150;
  const size =
    STORY_SIZES.find((candidate) => wrapText('text', story, candidate, width).length * candidate * 1.55 <= room) ??
    STORY_SIZES.at(-1) ??
    14;
  const lines = balancedLines('text', story, size, width);
  const leading = size * 1.55;
  const blockHeight = lines.length * leading + 30;
  const top = (PAGE_HEIGHT - blockHeight) / 2 - 8;
  return [
    ...paper(),
    centredLines('text', lines, size, leading, INK, (PAGE_WIDTH - width) / 2, width, top),
    ...ornament(PAGE_WIDTH / 2, top + lines.length * leading + 18, design.accent),
    pageNumber(number, design.accent),
  ];
}

/** How many spreads of a book are one picture across both pages, with the text set into it. */
const DOUBLE_PAGE_SPREADS = 2;

/** The plate the words of a double-page spread sit on, and the room it needs. */
const WORDS_WIDTH = 440;
const WORDS_ROOM = 300;

/**
 * Spreads that can run across both pages: the child stands well inside one half (clear of the gutter), so neither
 * the child nor the words fall into the fold; a custom story's favourite hero, the child's co-star, must not
 * stand in the fold either (where it stands on the words' page, planPages keeps the plate off it). The cover's
 * picture and the first spread are kept as they are.
 */
function wideCandidates(text: BookText, pictures: BookPictures, exclude: number) {
  const found: { index: number; child: 'left' | 'right'; others: Box[] }[] = [];
  const box = { w: 2 * PAGE_WIDTH, h: PAGE_HEIGHT };
  for (let index = 1; index < text.spreads.length; index++) {
    if (index === exclude) continue;
    const image = pictures.spread(index);
    const [figure] = image.subjects?.(box) ?? [];
    if (!figure) continue;
    // A quarter of a head's width of clearance: the figure box is already wider than the child's body.
    const r = figure.w / 4.8 / 4;
    const others = (image.companions?.(box) ?? []).filter((other) => other.y < PAGE_HEIGHT && other.y + other.h > 0);
    if (others.some((other) => other.x < PAGE_WIDTH + r && other.x + other.w > PAGE_WIDTH - r)) continue;
    if (figure.x >= 0 && figure.x + figure.w + r <= PAGE_WIDTH) found.push({ index, child: 'left', others });
    else if (figure.x - r >= PAGE_WIDTH && figure.x + figure.w <= 2 * PAGE_WIDTH)
      found.push({ index, child: 'right', others });
  }
  return found;
}

/**
 * Chooses the book's double-page spreads and where their words go, by looking at the art: each candidate is drawn
 * small across both pages, and on the page the child is not on, the band (top, middle, bottom) with the least
 * detail (edge energy) takes the words, so they cover sky or grass, not the dragon. The calmest two win, never two
 * spreads in a row.
 */
export async function planPages(text: BookText, pictures: BookPictures): Promise<{ wide: WideSpread[] }> {
  const W = 288;
  const H = Math.round((W * PAGE_HEIGHT) / (2 * PAGE_WIDTH));
  const scored: (WideSpread & { energy: number })[] = [];
  for (const { others, ...candidate } of wideCandidates(text, pictures, coverSpread(text, pictures).index)) {
    const jpeg = await pictures.spread(candidate.index).render({ width: W, height: H, quality: 80 });
    const { data } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
    const x0 = candidate.child === 'left' ? W / 2 : 0;
    const plateW = Math.round(((WORDS_WIDTH + 56) / (2 * PAGE_WIDTH)) * W);
    const plateH = Math.round((WORDS_ROOM / PAGE_HEIGHT) * H);
    const left = Math.round(x0 + (W / 2 - plateW) / 2);
    let best: { band: WideSpread['band']; energy: number } | undefined;
    const pageX = candidate.child === 'left' ? PAGE_WIDTH : 0;
    for (const band of ['top', 'middle', 'bottom'] as const) {
      // The hero on the words' page: a band whose plate would cover it is no place for the words.
      const plate = { ...wordsPlate(text.spreads[candidate.index]?.text ?? '', band), x: 0 };
      plate.x = pageX + (PAGE_WIDTH - plate.w) / 2;
      if (others.some((other) => overlaps(other, plate))) continue;
      const top = band === 'top' ? 4 : band === 'bottom' ? H - plateH - 4 : Math.round((H - plateH) / 2);
      let energy = 0;
      for (let y = top; y < top + plateH - 1; y++) {
        for (let x = left; x < left + plateW - 1; x++) {
          const i = y * W + x;
          energy += Math.abs(data[i]! - data[i + 1]!) + Math.abs(data[i]! - data[i + W]!);
        }
      }
      energy /= plateW * plateH;
      if (!best || energy < best.energy) best = { band, energy };
    }
    if (best) scored.push({ ...candidate, band: best.band, energy: best.energy });
  }
  scored.sort((a, b) => a.energy - b.energy || a.index - b.index);
  const wide: WideSpread[] = [];
  for (const { energy: _, ...spread } of scored) {
    if (wide.length >= DOUBLE_PAGE_SPREADS) break;
    if (wide.some((other) => Math.abs(other.index - spread.index) === 1)) continue;
    wide.push(spread);
  }
  return { wide: wide.sort((a, b) => a.index - b.index) };
}

/** One page of a double-page picture: the left or right half of the picture drawn across both pages. */
function halfOf(image: ImageSource, half: 'left' | 'right'): DrawOp {
  return { op: 'image', image, x: half === 'left' ? 0 : -PAGE_WIDTH, y: 0, w: 2 * PAGE_WIDTH, h: PAGE_HEIGHT };
}

/** The size and place on its page of the plate a double page's words sit on, for `story` in `band`. */
function wordsPlate(story: string, band: WideSpread['band']) {
  const width = WORDS_WIDTH;
  const size =
    STORY_SIZES.find(
      (candidate) => wrapText('text', story, candidate, width).length * candidate * 1.5 + 44 <= WORDS_ROOM,
    ) ??
    STORY_SIZES.at(-1) ??
    14;
  const lines = balancedLines('text', story, size, width);
  const leading = size * 1.5;
  const plate = { w: width + 56, h: lines.length * leading + 44 };
  const x = (PAGE_WIDTH - plate.w) / 2;
  const y =
    band === 'top'
      ? SAFE_MARGIN + 4
      : band === 'bottom'
        ? PAGE_HEIGHT - SAFE_MARGIN - 34 - plate.h
        : (PAGE_HEIGHT - plate.h) / 2 - 6;
  return { x, y, w: plate.w, h: plate.h, size, lines, leading };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The spread's words on a paper plate over the art, in the middle of the page the child is not on. */
function textOnArt(story: string, number: number, design: BookDesign, band: WideSpread['band']): DrawOp[] {
  const { x, y, w, h, size, lines, leading } = wordsPlate(story, band);
  return [
    { op: 'rect', x, y, w, h, fill: PAPER, opacity: 0.92, radius: 20 },
    centredLines('text', lines, size, leading, INK, x + 28, WORDS_WIDTH, y + 20),
    { op: 'rect', x: PAGE_WIDTH / 2 - 16, y: PAGE_HEIGHT - 50, w: 32, h: 20, fill: PAPER, opacity: 0.92, radius: 10 },
    pageNumber(number, design.accent),
  ];
}

function endPage(text: BookText, number: number, design: BookDesign): DrawOp[] {
  const width = 460;
  const body = fitText('textItalic', text.ending, [22, 20, 18, 16], width, 5);
  const leading = body.size * 1.5;
  return [
    ...paper(),
    centredLines('heading', [text.theEnd], 46, 0, design.accent, 0, PAGE_WIDTH, 150),
    ...ornament(PAGE_WIDTH / 2, 228, design.accent, 160),
    centredLines('textItalic', body.lines, body.size, leading, INK, (PAGE_WIDTH - width) / 2, width, 262),
    pageNumber(number, design.accent),
  ];
}

function backCover(text: BookText, pictures: BookPictures, design: BookDesign): DrawOp[] {
  const width = 480;
  const line = fitText('label', text.backCover, [22, 20, 18, 16], width, 3);
  const title = fitText('textItalic', text.title, [15, 14, 13], width, 3);
  const lineTop = 268;
  const titleTop = lineTop + line.lines.length * line.size * 1.3 + 16;
  return [
    { op: 'rect', x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT, fill: design.accent },
    ...medallion(pictures, PAGE_WIDTH / 2, 160, 120, WHITE),
    centredLines('label', line.lines, line.size, line.size * 1.3, WHITE, (PAGE_WIDTH - width) / 2, width, lineTop),
    centredLines(
      'textItalic',
      title.lines,
      title.size,
      title.size * 1.4,
      WHITE,
      (PAGE_WIDTH - width) / 2,
      width,
      titleTop,
    ),
    ...ornament(PAGE_WIDTH / 2, PAGE_HEIGHT - 70, WHITE, 120),
    centredLines('label', [bookBrand(design.siteName, text.locale)], 11, 0, WHITE, 0, PAGE_WIDTH, PAGE_HEIGHT - 44),
  ];
}

/**
 * How pages are numbered, which differs between the two editions of the same book:
 * - 'screen': every page is seen alone and a viewer counts from the front cover, so a page carries its place in
 *   the file (the preview's "Page 4 of 24" and a PDF reader's 4 / 24 are the 4 drawn on the page).
 * - 'print': the covers are a separate sheet and the interior starts on a right-hand page, which a book numbers 1;
 *   so right-hand pages are odd and left-hand pages even, and the front cover counts as page 0.
 */
export type Numbering = 'screen' | 'print';

/** Every page of the book, front cover to back cover, numbered for `numbering`. */
export function layoutBook(
  text: BookText,
  pictures: BookPictures,
  design: BookDesign,
  numbering: Numbering = 'screen',
): LaidOutPage[] {
  const pages: LaidOutPage[] = [];
  const next = () => pages.length + (numbering === 'screen' ? 1 : 0);
  pages.push({ number: next(), kind: 'cover', ops: cover(text, pictures, design) });
  pages.push({ number: next(), kind: 'dedication', ops: dedication(text, pictures, design) });
  const wide = new Map((design.wide ?? []).map((spread) => [spread.index, spread]));
  text.spreads.forEach((spread, index) => {
    const across = wide.get(index);
    if (across) {
      const { child, band } = across;
      // The picture runs across both pages; the words go on the page the child is not on.
      const image = pictures.spread(index);
      // The page kinds keep the book's rhythm (picture, then words) for the preview's spreads.
      const first = next();
      const firstOps: DrawOp[] = [halfOf(image, 'left')];
      if (child === 'right') firstOps.push(...textOnArt(spread.text, first, design, band));
      pages.push({ number: first, kind: 'illustration', ops: firstOps });
      const second = next();
      const secondOps: DrawOp[] = [halfOf(image, 'right')];
      if (child === 'left') secondOps.push(...textOnArt(spread.text, second, design, band));
      pages.push({ number: second, kind: 'text', ops: secondOps });
      return;
    }
    pages.push({
      number: next(),
      kind: 'illustration',
      ops: [{ op: 'image', image: pictures.spread(index), x: 0, y: 0, w: PAGE_WIDTH, h: PAGE_HEIGHT }],
    });
    const number = next();
    pages.push({ number, kind: 'text', ops: textPage(spread.text, number, design) });
  });
  const end = next();
  pages.push({ number: end, kind: 'end', ops: endPage(text, end, design) });
  pages.push({ number: next(), kind: 'back', ops: backCover(text, pictures, design) });
  return pages;
}

/** Printers print nothing on a spine thinner than this: it would wander onto the covers. */
const SPINE_TEXT_MIN = 6 * MM;

/**
 * The spine of the printed cover, `width` points wide: the accent colour, and on a spine wide enough the title
 * read from top to bottom (letters' tops towards the front cover, as on English, Russian and Turkish shelves).
 */
export function spine(text: BookText, design: BookDesign, width: number): DrawOp[] {
  const ops: DrawOp[] = [{ op: 'rect', x: 0, y: 0, w: width, h: PAGE_HEIGHT, fill: design.accent }];
  if (width < SPINE_TEXT_MIN) return ops;
  const length = PAGE_HEIGHT - 2 * SAFE_MARGIN;
  const largest = Math.min(12, width * 0.5);
  const sizes = [1, 0.92, 0.84, 0.76, 0.68, 0.6].map((factor) => Math.round(largest * factor * 10) / 10);
  const title = fitText('heading', text.title.replace(/\s+/g, ' '), sizes, length, 1);
  // The glyphs stand on the baseline towards the front: a capital's middle on the spine's middle.
  ops.push({
    op: 'text',
    font: 'heading',
    size: title.size,
    color: WHITE,
    lines: title.lines.slice(0, 1),
    x: width / 2 - title.size * 0.36,
    y: SAFE_MARGIN,
    w: length,
    leading: 0,
    rotate: 90,
  });
  return ops;
}
