/**
 * The photo check's guidance that does not block the order (PHOTO_WARNINGS): several faces, a blurry
 * face, a face too small to draw from. Blur is the variance of the Laplacian over the face, measured at
 * a fixed face size so a large sharp photo and a small sharp photo score alike, and at a fixed contrast so
 * a dim photo of a sharp face (often a darker-skinned child indoors) scores like a bright one.
 */
import type { PhotoWarning } from '@shop/shared/orders';
import sharp from 'sharp';
import type { FaceBox } from './faces';

/** The face region is scaled to this width before measuring. */
const MEASURE_WIDTH = 256;
/** Below this variance of the Laplacian the face reads as blurry (calibrated on the fixtures, see tests). */
export const BLUR_THRESHOLD = 30;
/** A face narrower than this, in the stored photo's pixels, is too small to draw a character from. */
export const SMALL_FACE_PX = 120;
/** …or narrower than this share of the photo's shorter side (a distant figure in a large photo). */
export const SMALL_FACE_SHARE = 0.12;

/**
 * Contrast the face is measured at: the luminance between its 2nd and 98th percentiles is stretched to
 * this range, so a dim or low-contrast photo (a darker-skinned child in poor light) is not scored as blur.
 */
const NORMAL_RANGE = 200;
/** …by at most this gain: a nearly flat region stays flat rather than its sensor noise read as detail. */
const MAX_GAIN = 8;

/** The 2nd and 98th percentiles of 8-bit values. */
function percentiles(values: Uint8Array): [number, number] {
  const counts = new Uint32Array(256);
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  const find = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v += 1) {
      seen += counts[v] ?? 0;
      if (seen >= share * values.length) return v;
    }
    return 255;
  };
  return [find(0.02), find(0.98)];
}

export async function faceSharpness(photo: Buffer, size: { width: number; height: number }, face: FaceBox) {
  const left = Math.max(0, Math.floor(face.x));
  const top = Math.max(0, Math.floor(face.y));
  const width = Math.max(1, Math.min(size.width - left, Math.ceil(face.width)));
  const height = Math.max(1, Math.min(size.height - top, Math.ceil(face.height)));
  const region = await sharp(photo)
    .extract({ left, top, width, height })
    .greyscale()
    .resize({ width: MEASURE_WIDTH })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data } = region;
  const w = region.info.width;
  const h = region.info.height;
  const [low, high] = percentiles(data);
  const gain = Math.min(MAX_GAIN, NORMAL_RANGE / Math.max(1, high - low));
  // Variance of the 4-neighbour Laplacian over the inner pixels, in the stretched luminance's units.
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      const value =
        ((data[i - 1] ?? 0) + (data[i + 1] ?? 0) + (data[i - w] ?? 0) + (data[i + w] ?? 0) - 4 * (data[i] ?? 0)) * gain;
      sum += value;
      squares += value * value;
      count += 1;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

export function photoWarnings(
  faces: readonly FaceBox[],
  size: { width: number; height: number },
  sharpness: number,
): PhotoWarning[] {
  const warnings: PhotoWarning[] = [];
  const [main] = faces;
  if (faces.length > 1) warnings.push('multipleFaces');
  const small =
    main && (main.width < SMALL_FACE_PX || main.width < SMALL_FACE_SHARE * Math.min(size.width, size.height));
  // A small face always measures soft; "come closer" is the advice that fixes both.
  if (small) warnings.push('smallFace');
  else if (sharpness < BLUR_THRESHOLD) warnings.push('blurry');
  return warnings;
}
