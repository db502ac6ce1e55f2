/**
 * Freckles: small spots on the cheeks darker than the skin around them. Counted as connected spots of a
 * size freckles have (about 1-4 % of the face width across), so pores, noise and moles are left out.
 * Only looked for when the photo shows the face large enough; a small face reports no freckles.
 */
import { boxBlur, quantile } from './image';
import type { WorkingFace } from './landmarks';

export interface FreckleMeasure {
  spots: number;
  /** Spots per cheek area of one face width squared. */
  density: number;
  /** Whether the photo resolves freckles at all. */
  visible: boolean;
  freckles: boolean;
}

/** Below this many photo pixels across the cheekbones a freckle is a pixel or two: not measurable. */
const MIN_FACE_PIXELS = 110;

export function measureFreckles(face: WorkingFace, cheeks: readonly number[][]): FreckleMeasure {
  const { lab, faceWidth } = face;
  const { width, height, L } = lab;
  const visible = faceWidth / face.scale >= MIN_FACE_PIXELS;
  const local = boxBlur(L, width, height, Math.max(3, Math.round(faceWidth * 0.035)));
  const inCheek = new Uint8Array(L.length);
  for (const pixels of cheeks) for (const i of pixels) inCheek[i] = 1;
  const all = cheeks.flat();
  const darkness = all.map((i) => (local[i] ?? 0) - (L[i] ?? 0));
  // Spread of the skin's own texture (median absolute deviation), so noise and grain set the bar.
  const mad = quantile(
    darkness.map((d) => Math.abs(d)),
    0.5,
  );
  const threshold = Math.max(3.5, mad * 3.5);
  const dark = new Uint8Array(L.length);
  for (let k = 0; k < all.length; k += 1) if ((darkness[k] ?? 0) > threshold) dark[all[k] ?? 0] = 1;

  const minArea = Math.max(2, Math.round((faceWidth * 0.01) ** 2));
  const maxArea = Math.round((faceWidth * 0.045) ** 2);
  const seen = new Uint8Array(L.length);
  let spots = 0;
  for (const start of all) {
    if (!dark[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let area = 0;
    let touchesEdge = false;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      area += 1;
      const x = i % width;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (j < 0 || j >= L.length || (j === i - 1 && x === 0) || (j === i + 1 && x === width - 1)) continue;
        if (!inCheek[j]) touchesEdge = true;
        if (dark[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (!touchesEdge && area >= minArea && area <= maxArea) spots += 1;
  }
  const density = spots / Math.max(1e-6, all.length / (faceWidth * faceWidth));
  return { spots, density, visible, freckles: visible && spots >= 8 && density >= 40 };
}
