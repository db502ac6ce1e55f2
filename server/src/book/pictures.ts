/**
 * The book's pictures, drawn by the art engine (server/src/art) from the child's features, gender, the chosen
 * style and the character round: the cover, one picture per spread and the character portrait. Nothing here
 * reads the photo or the stored character pictures; every pixel comes from an SVG drawing.
 *
 * Each drawing is made once per book and rasterised at each size a backend asks for (the preview's few
 * hundred pixels, 170 ppi for the screen PDF, 300 ppi for print). Rasters are kept in a small byte-bounded
 * cache, so a preview followed by the PDF of the same book, or the print interior followed by its cover,
 * do not draw twice; rasterisations run a bounded few at a time.
 */
import { createHash } from 'node:crypto';
import type { CharacterFeatures, FavouriteHero } from '@shop/shared/characters';
import type { IllustrationStyle } from '@shop/shared/validation';
import sharp from 'sharp';
import { bookPicture, type HeadSpot, type SpotBox } from '../art';
import { fromHsl, hex, toHsl } from '../art/colour';
import { characterPortrait } from '../characters/portrait';
import type { PlotFamilyName } from './custom/plot-types';
import { PLOTS } from './custom/plots';
import type { BookPictures } from './layout';
import { ByteLru } from './lru';
import type { ImageSource, PictureSize } from './page-model';
import { PICTURE_CONCURRENCY } from './render-pdf';

export type Gender = 'girl' | 'boy';

/** Everything a book's pictures depend on; the pictures' ids are a hash of it. */
export interface PictureInput {
  /** The book's slug, or 'custom'. */
  slug: string;
  features: CharacterFeatures;
  gender: Gender;
  style: IllustrationStyle;
  /** The order's character round: every redraw is a new drawing. */
  variant: number;
  favouriteHero?: string | undefined;
  /** The favourite hero understood (custom stories): what the plot families' pictures draw. */
  favourite?: FavouriteHero | undefined;
  /** A custom story's plot family: its pictures are the family's (art/custom). */
  plot?: PlotFamilyName | undefined;
  /** The child's age, which their build follows. */
  age?: number | undefined;
}

/** An SVG drawing and, optionally, the point (0–1 of its size) a crop should keep in view: the hero's head. */
interface Drawing {
  svg: string;
  width: number;
  height: number;
  focus?: { x: number; y: number };
  /** Where the picture starts in the SVG's own units, when it is a part of the SVG (the portrait's inside). */
  origin?: { x: number; y: number };
  /** The child's heads, in the drawing's units. */
  heads?: readonly HeadSpot[];
  /** A custom story's favourite hero, boxes in the drawing's units. */
  friends?: readonly SpotBox[];
}

/** Rasterised pictures of recent books: one print book is ~15–25 MB of JPEG. */
const rasters = new ByteLru<Buffer>(96 * 1024 * 1024, (data) => data.length);

export function clearPictureCache(): void {
  rasters.clear();
}

/** A process-wide bound on rasterisations at once (previews and PDFs of several orders share the cores). */
let running = 0;
const waiting: Array<() => void> = [];
async function limited<T>(run: () => Promise<T>): Promise<T> {
  if (running >= PICTURE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await run();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * librsvg (through libvips) slows down far more than the pixel count on big surfaces: a 3100 px page costs
 * four times as much CPU drawn whole as drawn in four pieces. Large pictures are therefore drawn in pieces of
 * at most this many pixels a side, each the same drawing seen through its own viewBox, and put together.
 */
const PIECE = 1600;
/**
 * Each piece is drawn larger on its inner sides and trimmed, so what crosses a seam is computed with its
 * neighbourhood. librsvg clips a filter to the viewport, so a blur near a seam would differ between the two
 * pieces and show as a faint line: the overlap is three standard deviations of the drawing's widest blur
 * (where a Gaussian has faded out), at least this many pixels for antialiasing and soft edges.
 */
const MIN_OVERLAP = 16;

function overlapFor(svg: string, scale: number): number {
  let widest = 0;
  for (const match of svg.matchAll(/stdDeviation="([\d.]+)(?:[\s,]+([\d.]+))?"/g)) {
    widest = Math.max(widest, Number(match[1]), Number(match[2] ?? 0));
  }
  return Math.max(MIN_OVERLAP, Math.ceil(3 * widest * scale));
}

/** The drawing's root element with its own size and viewBox: `box` (drawing units) drawn at `width` × `height` px. */
function viewOf(svg: string, box: { x: number; y: number; w: number; h: number }, width: number, height: number) {
  return svg.replace(/<svg\b[^>]*>/, (root) => {
    const rest = root.replace(/\s(width|height|viewBox)="[^"]*"/g, '').replace(/^<svg/, '');
    const view = [box.x, box.y, box.w, box.h].map((value) => Number(value.toFixed(4))).join(' ');
    return `<svg width="${width}" height="${height}" viewBox="${view}" preserveAspectRatio="none"${rest}`;
  });
}

/** Pixels `[x0, x1) × [y0, y1)` of the drawing scaled by `scale`, as raw RGBA. */
function drawRegion(drawing: Drawing, scale: number, x0: number, y0: number, x1: number, y1: number) {
  const origin = drawing.origin ?? { x: 0, y: 0 };
  const box = { x: origin.x + x0 / scale, y: origin.y + y0 / scale, w: (x1 - x0) / scale, h: (y1 - y0) / scale };
  return limited(() =>
    sharp(Buffer.from(viewOf(drawing.svg, box, x1 - x0, y1 - y0)), { density: 72 })
      .resize(x1 - x0, y1 - y0, { fit: 'fill' })
      .ensureAlpha()
      .raw()
      .toBuffer(),
  );
}

/**
 * The drawing at exactly `size`, covering it: scaled so the box is filled, the overflow cut off around the
 * focus (the middle without one). librsvg draws the vectors at the target size, so the raster is as sharp as
 * its pixel count says.
 */
/** How the drawing covers a box of `width` × `height`: its scale and the overflow cut off left and top. */
function coverCrop(drawing: Drawing, width: number, height: number) {
  const scale = Math.max(width / drawing.width, height / drawing.height);
  const full = { width: drawing.width * scale, height: drawing.height * scale };
  const focus = drawing.focus ?? { x: 0.5, y: 0.5 };
  const left = Math.min(full.width - width, Math.max(0, focus.x * full.width - width / 2));
  const top = Math.min(full.height - height, Math.max(0, focus.y * full.height - height / 2));
  return { scale, left, top };
}

async function rasterise(drawing: Drawing, size: PictureSize): Promise<Buffer> {
  const crop = coverCrop(drawing, size.width, size.height);
  const { scale } = crop;
  const left = Math.round(crop.left);
  const top = Math.round(crop.top);
  const overlap = overlapFor(drawing.svg, scale);
  const cols = Math.ceil(size.width / PIECE);
  const rows = Math.ceil(size.height / PIECE);
  const pieces = await Promise.all(
    Array.from({ length: cols * rows }, async (_, index) => {
      const col = index % cols;
      const row = Math.floor(index / cols);
      // The piece's part of the picture, and the larger region drawn for it (overlap only on inner sides).
      const px0 = Math.floor((col * size.width) / cols);
      const px1 = Math.floor(((col + 1) * size.width) / cols);
      const py0 = Math.floor((row * size.height) / rows);
      const py1 = Math.floor(((row + 1) * size.height) / rows);
      const x0 = Math.max(0, px0 - overlap);
      const y0 = Math.max(0, py0 - overlap);
      const x1 = Math.min(size.width, px1 + overlap);
      const y1 = Math.min(size.height, py1 + overlap);
      const data = await drawRegion(drawing, scale, left + x0, top + y0, left + x1, top + y1);
      const region = { width: x1 - x0, height: y1 - y0, channels: 4 as const };
      const input =
        cols * rows === 1
          ? data
          : await sharp(data, { raw: region })
              .extract({ left: px0 - x0, top: py0 - y0, width: px1 - px0, height: py1 - py0 })
              .raw()
              .toBuffer();
      return { input, raw: { width: px1 - px0, height: py1 - py0, channels: 4 as const }, left: px0, top: py0 };
    }),
  );
  const [only] = pieces;
  const canvas =
    pieces.length === 1 && only
      ? sharp(only.input, { raw: only.raw })
      : sharp({ create: { width: size.width, height: size.height, channels: 4, background: '#ffffff' } }).composite(
          pieces,
        );
  return canvas.flatten({ background: '#ffffff' }).jpeg({ quality: size.quality }).toBuffer();
}

/**
 * The hero's figure around its head (the drawing's head mark): the art engine reports only the head, and a
 * child in a scene stands or sits with the body below it, arms and hair within about two head widths.
 */
const FIGURE = { side: 2.4, above: 1.6, below: 5.5 };

function source(id: string, draw: () => Drawing, whole = false): ImageSource {
  let drawing: Drawing | undefined;
  return {
    id,
    render(size) {
      return rasters.get(`${id}@${size.width}x${size.height}q${size.quality}`, () => {
        drawing ??= draw();
        return rasterise(drawing, size);
      });
    },
    subjects(box) {
      // The portrait is the child, all of it.
      if (whole) return [{ x: 0, y: 0, w: box.w, h: box.h }];
      drawing ??= draw();
      const { scale, left, top } = coverCrop(drawing, box.w, box.h);
      return (drawing.heads ?? []).map((head) => ({
        x: (head.cx - head.r * FIGURE.side) * scale - left,
        y: (head.cy - head.r * FIGURE.above) * scale - top,
        w: head.r * FIGURE.side * 2 * scale,
        h: head.r * (FIGURE.above + FIGURE.below) * scale,
      }));
    },
    companions(box) {
      if (whole) return [];
      drawing ??= draw();
      const { scale, left, top } = coverCrop(drawing, box.w, box.h);
      return (drawing.friends ?? []).map((friend) => ({
        x: friend.x * scale - left,
        y: friend.y * scale - top,
        w: friend.w * scale,
        h: friend.h * scale,
      }));
    },
  };
}

/**
 * The character card without its frame: the medallion is round, and the card's square frame (each style
 * draws one, at most a tenth of the side in from the edge) would show as four stray arcs in the circle.
 */
function portraitInside(card: { svg: string; width: number; height: number }): Drawing {
  const inset = 0.1;
  return {
    svg: card.svg,
    width: card.width * (1 - 2 * inset),
    height: card.height * (1 - 2 * inset),
    origin: { x: card.width * inset, y: card.height * inset },
  };
}

/** A short hash of what the pictures depend on: pictures of the same inputs are the same pixels. */
export function picturesKey(input: PictureInput): string {
  const { slug, features, gender, style, variant, favouriteHero, age } = input;
  const custom = input.plot ? [input.plot, input.favourite ?? null] : [];
  return createHash('sha256')
    .update(
      JSON.stringify([slug, features, gender, style, variant, favouriteHero?.trim() ?? '', age ?? null, ...custom]),
    )
    .digest('hex')
    .slice(0, 20);
}

export function bookPictures(input: PictureInput): BookPictures {
  const key = picturesKey(input);
  const { slug, features, gender, style, variant, age, favourite, plot } = input;
  const favouriteHero = input.favouriteHero?.trim() || undefined;
  const picture = (which: 'cover' | number): Drawing => {
    const drawn = bookPicture({
      slug,
      picture: which,
      features,
      gender,
      style,
      variant,
      favouriteHero,
      ...(favourite ? { favourite } : {}),
      ...(plot ? { plot } : {}),
      ...(age === undefined ? {} : { age }),
    });
    const head = drawn.heads[0];
    return {
      svg: drawn.svg,
      width: drawn.width,
      height: drawn.height,
      heads: drawn.heads,
      ...(drawn.friends ? { friends: drawn.friends } : {}),
      // The old custom story's landscape cover is cut to the cover's portrait box around the child.
      ...(head ? { focus: { x: head.cx / drawn.width, y: head.cy / drawn.height } } : {}),
    };
  };
  const spreads = new Map<number, ImageSource>();
  // A plot family's cover shows the child with the favourite hero: only its spreads that draw the hero.
  const family = plot ? PLOTS[plot] : undefined;
  const withHero = family?.spreads.flatMap((spread, index) => (spread.withHero ? [index] : []));
  return {
    ...(withHero?.length ? { coverCandidates: withHero } : {}),
    cover: source(`${key}/cover`, () => picture('cover')),
    spread(index) {
      let spread = spreads.get(index);
      if (!spread) {
        spread = source(`${key}/spread-${index}`, () => picture(index));
        spreads.set(index, spread);
      }
      return spread;
    },
    portrait: source(
      `${key}/portrait`,
      () => portraitInside(characterPortrait(features, gender, style, variant)),
      true,
    ),
  };
}

/**
 * The book's accent: the hue of the cover picture's average colour as a deep, fairly saturated colour that
 * white text reads well on. Warm hues (peach, sand, gold) turn brown when darkened, so they get a deep berry.
 */
export async function accentColour(pictures: BookPictures): Promise<string> {
  const small = await pictures.cover.render({ width: 48, height: 64, quality: 90 });
  const stats = await sharp(small).stats();
  const [r = 0, g = 0, b = 0] = stats.channels.map((channel) => channel.mean);
  let [hue] = toHsl([r, g, b]);
  if (hue >= 15 && hue < 75) hue = 340;
  return hex(fromHsl([hue, 0.5, 0.25]));
}
