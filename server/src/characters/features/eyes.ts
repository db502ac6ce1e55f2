/**
 * Eye colour from the iris model's circle, inside the eyelids: the ring between pupil and limbus, minus
 * the catch-light and lashes. The iris is small and dark in most photos, so the colour is judged by hue
 * and chroma with lightness as a guide, not by distance to a swatch.
 */
import type { EyeColor } from '@shop/shared/characters';
import { discPixels, distance, type Lab, medianLab, polygonMask, quantile } from './image';
import { type Iris, MESH, point, type WorkingFace } from './landmarks';

export interface EyeMeasure {
  lab: Lab;
  /** Iris radius in working pixels: below ~4 the colour is a guess. */
  radius: number;
  pixels: number;
}

function irisPixels(face: WorkingFace, iris: Iris, contour: readonly number[]): number[] {
  const { width, height } = face.lab;
  const lids = polygonMask(
    contour.map((i) => point(face, i)),
    width,
    height,
  );
  return discPixels(iris.centre, iris.radius * 0.9, width, height).filter((i) => {
    if (!lids[i]) return false;
    const p: [number, number] = [(i % width) + 0.5, Math.floor(i / width) + 0.5];
    return distance(p, iris.centre) >= iris.radius * 0.38;
  });
}

export function measureEyes(face: WorkingFace): EyeMeasure {
  const pixels = [
    ...irisPixels(face, face.irisLeft, MESH.eyeLeft.contour),
    ...irisPixels(face, face.irisRight, MESH.eyeRight.contour),
  ];
  const lightness = pixels.map((i) => face.lab.L[i] ?? 0);
  const low = quantile(lightness, 0.15);
  const high = quantile(lightness, 0.85);
  const kept = pixels.filter((i) => {
    const L = face.lab.L[i] ?? 0;
    return L >= low && L <= high;
  });
  return {
    lab: kept.length > 0 ? medianLab(face.lab, kept) : [30, 8, 14],
    radius: (face.irisLeft.radius + face.irisRight.radius) / 2,
    pixels: kept.length,
  };
}

export function nearestEyeColor(eye: Lab): EyeColor {
  const [L, a, b] = eye;
  const chroma = Math.hypot(a, b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  // Blue irises photograph as a cool, fairly light grey-blue; grey ones as a neutral mid-grey.
  if (b < -3 && L > 28) return chroma > 9 ? 'blue' : 'grey';
  if (chroma < 7 && L > 38) return 'grey';
  if (b < 2 && L > 35 && a < 1) return 'blue';
  if (hue > 95 && hue < 175 && a < -2) return 'green';
  if (hue >= 72 && L > 36) return 'hazel';
  // Medium-brown irises measure about L 24-32 in an ordinary photo (the fixture's: 24-30 across
  // re-encodings); near-black ones below 20.
  if (L < 21) return 'dark-brown';
  return 'brown';
}
