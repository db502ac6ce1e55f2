/**
 * Draws a laid-out page as SVG (text as glyph outlines from the book's fonts, pictures embedded) and
 * rasterises it with sharp: the preview's pages. An optional watermark is drawn over everything but the child.
 */
import sharp from 'sharp';
import { font, textToSvg, textWidth } from './fonts';
import { type Box, type DrawOp, type LaidOutPage, PAGE_HEIGHT, PAGE_WIDTH } from './page-model';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const opacity = (value: number | undefined) => (value === undefined ? '' : ` opacity="${value}"`);

/** Pictures inside a preview page: it is itself a JPEG, so they need not be better than it. */
const PICTURE_QUALITY = 85;

async function opToSvg(op: DrawOp, pixelsPerPoint: number, clips: { count: number }): Promise<string> {
  switch (op.op) {
    case 'rect':
      return `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" rx="${op.radius ?? 0}" fill="${op.fill}"${opacity(op.opacity)}/>`;
    case 'stroke-rect':
      return `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" rx="${op.radius ?? 0}" fill="none" stroke="${op.stroke}" stroke-width="${op.width}"${opacity(op.opacity)}/>`;
    case 'path':
      return `<path transform="translate(${op.x} ${op.y}) scale(${op.scale})" d="${escapeAttr(op.d)}" fill="${op.fill}"${opacity(op.opacity)}/>`;
    case 'image': {
      const width = Math.max(1, Math.round(op.w * pixelsPerPoint));
      const height = Math.max(1, Math.round(op.h * pixelsPerPoint));
      const data = await op.image.render({ width, height, quality: PICTURE_QUALITY });
      const image = `<image x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" preserveAspectRatio="none" href="data:image/jpeg;base64,${data.toString('base64')}"/>`;
      if (op.clip !== 'circle') return image;
      clips.count += 1;
      const id = `clip${clips.count}`;
      const r = Math.min(op.w, op.h) / 2;
      return `<clipPath id="${id}"><circle cx="${op.x + op.w / 2}" cy="${op.y + op.h / 2}" r="${r}"/></clipPath><g clip-path="url(#${id})">${image}</g>`;
    }
    case 'text': {
      const lines = op.lines
        .map((line, i) => {
          const x = op.x + (op.w - textWidth(op.font, line, op.size)) / 2;
          return textToSvg(op.font, line, op.size, x, op.y + i * op.leading, op.color);
        })
        .join('');
      return op.rotate ? `<g transform="rotate(${op.rotate} ${op.x} ${op.y})">${lines}</g>` : lines;
    }
  }
}

/** The watermark's room from the page's edges and from the child, in points. */
const WATERMARK_MARGIN = 14;

const overlap = (p: Box, q: Box) =>
  Math.max(0, Math.min(p.x + p.w, q.x + q.w) - Math.max(p.x, q.x)) *
  Math.max(0, Math.min(p.y + p.h, q.y + q.h) - Math.max(p.y, q.y));

/** Where the children drawn on the page are, in page points (each picture reports its own). */
function childBoxes(page: LaidOutPage): Box[] {
  return page.ops.flatMap((op) =>
    op.op === 'image'
      ? (op.image.subjects?.({ w: op.w, h: op.h }) ?? []).map((box) => ({
          x: op.x + box.x,
          y: op.y + box.y,
          w: box.w,
          h: box.h,
        }))
      : [],
  );
}

/**
 * Where the watermark goes: a large word along the page's bottom or top band, else in a corner, else
 * smaller, the first place that keeps clear of every child on the page; a page the child fills takes the
 * place with the least overlap. Across the middle it would run over the child's face, the one part of the
 * preview the parent must see unspoilt.
 */
function watermarkPlace(word: string, avoid: readonly Box[]): { size: number; box: Box } {
  const unit = Math.max(1, textWidth('heading', word, 1));
  const largest = Math.min(96, (PAGE_WIDTH * 0.6) / unit);
  const m = WATERMARK_MARGIN;
  const keepOff = avoid.map((box) => ({ x: box.x - m, y: box.y - m, w: box.w + 2 * m, h: box.h + 2 * m }));
  let best: { size: number; box: Box; overlap: number } | undefined;
  for (const size of [largest, largest * 0.75, largest * 0.55]) {
    const w = unit * size;
    // Room for marks above capitals (the dot of İ in ÖNİZLEME) and below the baseline.
    const h = size * 1.15;
    const xs = [(PAGE_WIDTH - w) / 2, m, PAGE_WIDTH - m - w];
    const ys = [PAGE_HEIGHT - m - h, m];
    for (const x of xs) {
      for (const y of ys) {
        const box = { x, y, w, h };
        const covered = keepOff.reduce((sum, other) => sum + overlap(box, other), 0);
        if (covered === 0) return { size, box };
        if (!best || covered < best.overlap) best = { size, box, overlap: covered };
      }
    }
  }
  // `best` is always set (every size tries six places); the fallback only satisfies the types.
  return best ?? { size: largest, box: { x: m, y: m, w: unit * largest, h: largest * 1.15 } };
}

/** A big word in a band of the page away from the child: plain to see, light enough to read the page through. */
function watermarkSvg(word: string, avoid: readonly Box[]): string {
  const { size, box } = watermarkPlace(word, avoid);
  const baseline = box.y + size * 0.95;
  const glyphs = textToSvg('heading', word, size, box.x, baseline, '#ffffff');
  const outline = textToSvg('heading', word, size, box.x, baseline, 'none');
  // The outline is stroked inside each glyph's font-unit transform, so its width is given in font units.
  const stroke = (2 * font('heading').unitsPerEm) / size;
  return `<g><g opacity="0.45">${glyphs}</g>
    <g stroke="#2b2340" stroke-width="${stroke.toFixed(1)}" stroke-opacity="0.35">${outline}</g></g>`;
}

async function pageSvg(page: LaidOutPage, pixelWidth: number, watermark?: string): Promise<string> {
  const pixelsPerPoint = pixelWidth / PAGE_WIDTH;
  const clips = { count: 0 };
  const body = await Promise.all(page.ops.map((op) => opToSvg(op, pixelsPerPoint, clips)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}">${body.join('')}${watermark ? watermarkSvg(watermark, childBoxes(page)) : ''}</svg>`;
}

/** The page as a JPEG `pixelWidth` wide. */
export async function renderPageJpeg(
  page: LaidOutPage,
  pixelWidth: number,
  options: { watermark?: string; quality?: number } = {},
): Promise<{ data: Buffer; width: number; height: number }> {
  const svg = await pageSvg(page, pixelWidth, options.watermark);
  const height = Math.round((pixelWidth * PAGE_HEIGHT) / PAGE_WIDTH);
  const data = await sharp(Buffer.from(svg), { density: (72 * pixelWidth) / PAGE_WIDTH })
    .resize(pixelWidth, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: options.quality ?? 78 })
    .toBuffer();
  return { data, width: pixelWidth, height };
}
