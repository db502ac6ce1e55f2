/**
 * The photo check's guidance that does not block the order (PHOTO_WARNINGS): several faces, a blurry
 * face, a face too small to draw from. Blur is the variance of the Laplacian over the face, measured at
 * a fixed face size so a large sharp photo and a small sharp photo score alike.
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

const LAPLACIAN = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], scale: 1, offset: 128 };

export async function faceSharpness(photo: Buffer, size: { width: number; height: number }, face: FaceBox) {
  const left = Math.max(0, Math.floor(face.x));
  const top = Math.max(0, Math.floor(face.y));
  const width = Math.max(1, Math.min(size.width - left, Math.ceil(face.width)));
  const height = Math.max(1, Math.min(size.height - top, Math.ceil(face.height)));
  // Three pipelines: sharp would otherwise convolve before it crops and scales.
  const region = await sharp(photo)
    .extract({ left, top, width, height })
    .greyscale()
    .resize({ width: MEASURE_WIDTH })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const edges = await sharp(region.data, { raw: { width: region.info.width, height: region.info.height, channels: 1 } })
    .convolve(LAPLACIAN)
    .extractChannel(0)
    .raw()
    .toBuffer();
  let sum = 0;
  let squares = 0;
  for (const value of edges) {
    sum += value - 128;
    squares += (value - 128) ** 2;
  }
  const mean = sum / edges.length;
  return squares / edges.length - mean * mean;
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
