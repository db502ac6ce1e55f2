/**
 * The head-and-shoulders square every style starts from: cut around the detected face with a margin,
 * face centred a little above the middle (room for the shoulders), scaled to the output size.
 */
import sharp from 'sharp';
import type { FaceBox } from '../photos/faces';
import { type RgbImage, toRgbImage } from './raster';

/** The square side as a multiple of the face box: hair, ears and shoulders fit, the room mostly does not. */
export const CROP_FACE_RATIO = 2.3;
/** Where the face centre sits, from the top, as a share of the square. */
export const FACE_CENTRE_Y = 0.44;

export interface CropRegion {
  left: number;
  top: number;
  size: number;
}

/**
 * The square to cut, in the photo's pixels. It may reach past the photo's edges (a face near the top);
 * cropPortrait fills that part by repeating the edge pixels, and the styles fade it into their background.
 */
export function portraitRegion(face: FaceBox): CropRegion {
  const size = Math.round(Math.max(face.width, face.height) * CROP_FACE_RATIO);
  const centreX = face.x + face.width / 2;
  const centreY = face.y + face.height / 2;
  return { left: Math.round(centreX - size / 2), top: Math.round(centreY - size * FACE_CENTRE_Y), size };
}

export async function cropPortrait(
  photo: Buffer,
  photoSize: { width: number; height: number },
  face: FaceBox,
  outputSize: number,
): Promise<RgbImage> {
  const region = portraitRegion(face);
  const left = Math.max(0, region.left);
  const top = Math.max(0, region.top);
  const right = Math.min(photoSize.width, region.left + region.size);
  const bottom = Math.min(photoSize.height, region.top + region.size);
  const scale = outputSize / region.size;
  // sharp resizes before it extends, so the padding is given in output pixels.
  const padLeft = Math.round((left - region.left) * scale);
  const padTop = Math.round((top - region.top) * scale);
  const width = Math.max(1, Math.min(outputSize - padLeft, Math.round((right - left) * scale)));
  const height = Math.max(1, Math.min(outputSize - padTop, Math.round((bottom - top) * scale)));
  const cut = sharp(photo)
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .extend({
      left: padLeft,
      top: padTop,
      right: Math.max(0, outputSize - width - padLeft),
      bottom: Math.max(0, outputSize - height - padTop),
      extendWith: 'copy',
    });
  const image = await toRgbImage(cut);
  if (image.width !== outputSize || image.height !== outputSize) {
    throw new Error(`portrait crop came out ${image.width}x${image.height}, expected ${outputSize}`);
  }
  return image;
}
