import type { CharacterFeatures } from '@shop/shared/characters';
import sharp from 'sharp';
import type { ScenePicture } from '../../src/art/pictures';

/**
 * How big the child reads in a picture, measured the way a parent sees it.
 *
 * The same picture is drawn for two children who look as different as children can (very light skin, long blonde
 * hair and blue eyes against deep skin, a black afro, brown eyes and glasses; same gender, style and round). Only
 * what the child's features colour differs between the two: the face, the hair and the bare hands (and bare legs
 * where the clothes leave them). That is exactly what a parent looks for in a personalised book, so the vertical
 * span of the differing pixels, as a share of the picture height, is the size of "my child" on the page. A face
 * in a porthole measures a few per cent; a child at full height with hands raised, a third or more.
 *
 * Stray differences (a reflection, a tiny second child in the distance) must not stretch the span, so rows are
 * grouped into runs that tolerate small gaps (between the chin and the hands, say) and only the run holding the
 * most differing pixels counts.
 */

/** The two children: as far apart in skin, hair and eyes as the palette allows. */
export const LIGHT_CHILD: CharacterFeatures = {
  skin_tone: 'porcelain',
  hair_color: 'light-blonde',
  hair_style: 'long',
  eye_color: 'blue',
  face_shape: 'round',
  glasses: false,
  freckles: false,
};
export const DEEP_CHILD: CharacterFeatures = {
  skin_tone: 'deep',
  hair_color: 'black',
  hair_style: 'afro',
  eye_color: 'brown',
  face_shape: 'round',
  glasses: true,
  freckles: false,
};

/** Width the pictures are rasterised at: enough for a head of a few per cent, cheap on two cores. */
export const MEASURE_WIDTH = 300;
/** Summed channel difference (0-765) above which a pixel belongs to the child rather than to anti-aliasing noise. */
const PIXEL_DIFFERENCE = 60;
/** A row belongs to the child when at least this many of its pixels differ. */
const ROW_PIXELS = 2;
/** Rows without the child that may still join two parts of one child (the chin and raised hands), as a share of the height. */
const GAP = 0.06;

async function raster(picture: ScenePicture): Promise<{ data: Buffer; w: number; h: number }> {
  const w = MEASURE_WIDTH;
  const h = Math.round((picture.height / picture.width) * w);
  const density = Math.max(8, Math.round((72 * w) / picture.width));
  const data = await sharp(Buffer.from(picture.svg), { density })
    .resize(w, h, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, w, h };
}

/** What childSpan measures, with the rows so a failure can say where the child was found. */
export interface ChildSpan {
  /** Vertical span of the child's visible features, as a share of the picture height (0-1). */
  span: number;
  /** First and last row of the span, as shares of the height from the top. */
  top: number;
  bottom: number;
}

/**
 * The vertical span of the child's visible head, hair and hands in a picture drawn for `light` and `deep`
 * (the same picture for two different children: only the child may differ between them).
 */
export async function childSpan(light: ScenePicture, deep: ScenePicture): Promise<ChildSpan> {
  const [a, b] = await Promise.all([raster(light), raster(deep)]);
  const { w, h } = a;
  const rows = new Array<number>(h).fill(0);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const d =
        Math.abs(a.data[i]! - b.data[i]!) +
        Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
        Math.abs(a.data[i + 2]! - b.data[i + 2]!);
      if (d > PIXEL_DIFFERENCE) rows[y]!++;
    }
  }
  const gap = Math.round(GAP * h);
  let best = { top: 0, bottom: -1, weight: 0 };
  let run = { top: -1, bottom: -1, weight: 0 };
  for (let y = 0; y < h; y++) {
    if (rows[y]! < ROW_PIXELS) continue;
    if (run.top >= 0 && y - run.bottom <= gap) {
      run.bottom = y;
      run.weight += rows[y]!;
    } else {
      run = { top: y, bottom: y, weight: rows[y]! };
    }
    if (run.weight > best.weight) best = { ...run };
  }
  if (best.bottom < best.top) return { span: 0, top: 0, bottom: 0 };
  return { span: (best.bottom - best.top + 1) / h, top: best.top / h, bottom: (best.bottom + 1) / h };
}
