/**
 * Draws a laid-out page as SVG (text as glyph outlines from the book's fonts, pictures embedded) and
 * rasterises it with sharp: the preview's pages. An optional watermark is drawn over everything.
 */
import sharp from 'sharp';
import { font, textToSvg, textWidth } from './fonts';
import { type DrawOp, type LaidOutPage, PAGE_HEIGHT, PAGE_WIDTH } from './page-model';

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

/** A big diagonal word across the page: plain to see, light enough to read the page through. */
function watermarkSvg(word: string): string {
  const size = Math.min(150, (PAGE_WIDTH * 0.95) / Math.max(1, textWidth('heading', word, 1)));
  const width = textWidth('heading', word, size);
  const glyphs = textToSvg('heading', word, size, -width / 2, size * 0.35, '#ffffff');
  const outline = textToSvg('heading', word, size, -width / 2, size * 0.35, 'none');
  const angle = (-Math.atan2(PAGE_HEIGHT, PAGE_WIDTH) * 180) / Math.PI;
  // The outline is stroked inside each glyph's font-unit transform, so its width is given in font units.
  const stroke = (2 * font('heading').unitsPerEm) / size;
  return `<g transform="translate(${PAGE_WIDTH / 2} ${PAGE_HEIGHT / 2}) rotate(${angle.toFixed(2)})">
    <g opacity="0.45">${glyphs}</g>
    <g stroke="#2b2340" stroke-width="${stroke.toFixed(1)}" stroke-opacity="0.35">${outline}</g></g>`;
}

async function pageSvg(page: LaidOutPage, pixelWidth: number, watermark?: string): Promise<string> {
  const pixelsPerPoint = pixelWidth / PAGE_WIDTH;
  const clips = { count: 0 };
  const body = await Promise.all(page.ops.map((op) => opToSvg(op, pixelsPerPoint, clips)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}">${body.join('')}${watermark ? watermarkSvg(watermark) : ''}</svg>`;
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
