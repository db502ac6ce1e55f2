/**
 * The few pixel tools the measurements need, on raw RGB buffers in memory: Lab conversion, polygon and
 * disc masks, gradients. A working crop is well under a megapixel, so plain loops stay in the milliseconds.
 */

export interface RgbImage {
  /** 3 bytes a pixel, row by row. */
  data: Buffer;
  width: number;
  height: number;
}

/** CIE L*a*b* (D65) planes of an RgbImage. */
export interface LabImage {
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
}

export type Lab = readonly [number, number, number];
export type Point = readonly [number, number];

const LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i += 1) {
  const c = i / 255;
  LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** sRGB bytes → Lab. */
export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const lr = LINEAR[r] ?? 0;
  const lg = LINEAR[g] ?? 0;
  const lb = LINEAR[b] ?? 0;
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function hexToLab(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgbToLab((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

export function toLab(image: RgbImage): LabImage {
  const size = image.width * image.height;
  const L = new Float32Array(size);
  const a = new Float32Array(size);
  const b = new Float32Array(size);
  const { data } = image;
  // Inlined rgbToLab: no array per pixel, so no garbage for the collector.
  for (let i = 0, j = 0; i < size; i += 1, j += 3) {
    const lr = LINEAR[data[j] as number] as number;
    const lg = LINEAR[data[j + 1] as number] as number;
    const lb = LINEAR[data[j + 2] as number] as number;
    const fx = labF((lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047);
    const fy = labF(lr * 0.2126 + lg * 0.7152 + lb * 0.0722);
    const fz = labF((lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883);
    L[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
  }
  return { L, a, b, width: image.width, height: image.height };
}

export const deltaE = (p: Lab, q: Lab) => Math.sqrt(deltaE2(p, q));
/** Squared CIE76 distance (no Math.hypot: it is slow, and these run per pixel). */
export const deltaE2 = (p: Lab, q: Lab) => (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 + (p[2] - q[2]) ** 2;

/** Squared distance of pixel i of a Lab image to a colour. */
export function pixelDistance2(lab: LabImage, i: number, c: Lab): number {
  const dL = (lab.L[i] ?? 0) - c[0];
  const da = (lab.a[i] ?? 0) - c[1];
  const db = (lab.b[i] ?? 0) - c[2];
  return dL * dL + da * da + db * db;
}

/** Summed-area table of a 0/1 mask, (width+1)×(height+1): any rectangle's count in O(1). */
export class MaskSums {
  private readonly sums: Int32Array;
  constructor(
    mask: Uint8Array,
    readonly width: number,
    readonly height: number,
  ) {
    const stride = width + 1;
    this.sums = new Int32Array(stride * (height + 1));
    for (let y = 0; y < height; y += 1) {
      let row = 0;
      for (let x = 0; x < width; x += 1) {
        row += mask[y * width + x] ?? 0;
        this.sums[(y + 1) * stride + x + 1] = (this.sums[y * stride + x + 1] ?? 0) + row;
      }
    }
  }

  /** Share of set pixels in [x0,x1)×[y0,y1), clipped to the image; 0 for an empty rectangle. */
  share(x0: number, y0: number, x1: number, y1: number): number {
    const left = Math.max(0, Math.min(this.width, Math.round(Math.min(x0, x1))));
    const right = Math.max(0, Math.min(this.width, Math.round(Math.max(x0, x1))));
    const top = Math.max(0, Math.min(this.height, Math.round(Math.min(y0, y1))));
    const bottom = Math.max(0, Math.min(this.height, Math.round(Math.max(y0, y1))));
    const area = (right - left) * (bottom - top);
    if (area <= 0) return 0;
    const stride = this.width + 1;
    const s = this.sums;
    const count =
      (s[bottom * stride + right] ?? 0) -
      (s[top * stride + right] ?? 0) -
      (s[bottom * stride + left] ?? 0) +
      (s[top * stride + left] ?? 0);
    return count / area;
  }
}

/** The q-quantile (0-1) of values, interpolated; NaN when empty. */
export function quantile(values: ArrayLike<number>, q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (at - low);
}

/** A mask (1 inside) of a polygon, even-odd rule, sampled at pixel centres. */
export function polygonMask(points: readonly Point[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  const ys = points.map((p) => p[1]);
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const crossings: number[] = [];
  for (let y = top; y <= bottom; y += 1) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (let i = 0; i < points.length; i += 1) {
      const p = points[i] as Point;
      const q = points[(i + 1) % points.length] as Point;
      if (p[1] <= cy !== q[1] <= cy) crossings.push(p[0] + ((cy - p[1]) / (q[1] - p[1])) * (q[0] - p[0]));
    }
    crossings.sort((m, n) => m - n);
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      const from = Math.max(0, Math.ceil((crossings[i] ?? 0) - 0.5));
      const to = Math.min(width - 1, Math.floor((crossings[i + 1] ?? 0) - 0.5));
      for (let x = from; x <= to; x += 1) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/** Indices of the pixels within `radius` of `centre`. */
export function discPixels(centre: Point, radius: number, width: number, height: number): number[] {
  const out: number[] = [];
  const [cx, cy] = centre;
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(height - 1, Math.ceil(cy + radius)); y += 1) {
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(width - 1, Math.ceil(cx + radius)); x += 1) {
      if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius * radius) out.push(y * width + x);
    }
  }
  return out;
}

export function maskPixels(mask: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < mask.length; i += 1) if (mask[i]) out.push(i);
  return out;
}

/** Above this many pixels, medians are taken on an even subsample: as exact for a colour, and faster. */
const MEDIAN_SAMPLES = 12_000;

/** Median Lab of the given pixels. */
export function medianLab(lab: LabImage, pixels: readonly number[]): [number, number, number] {
  const step = Math.max(1, Math.ceil(pixels.length / MEDIAN_SAMPLES));
  const count = Math.ceil(pixels.length / step);
  const planes = [lab.L, lab.a, lab.b].map((plane) => {
    const values = new Float64Array(count);
    for (let k = 0; k < count; k += 1) values[k] = plane[pixels[k * step] ?? 0] ?? 0;
    return quantile(values, 0.5);
  });
  return [planes[0] ?? 0, planes[1] ?? 0, planes[2] ?? 0];
}

/** The q-quantile of an even subsample of values (see MEDIAN_SAMPLES). */
export function sampledQuantile(values: readonly number[], q: number): number {
  const step = Math.max(1, Math.ceil(values.length / MEDIAN_SAMPLES));
  return step === 1
    ? quantile(values, q)
    : quantile(
        values.filter((_, k) => k % step === 0),
        q,
      );
}

/** A box blur of a plane (radius r, separable, edges clamped): the local background of small details. */
export function boxBlur(plane: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(plane.length);
  const out = new Float32Array(plane.length);
  const span = 2 * r + 1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k += 1) sum += plane[row + Math.min(width - 1, Math.max(0, k))] ?? 0;
    for (let x = 0; x < width; x += 1) {
      tmp[row + x] = sum / span;
      sum += (plane[row + Math.min(width - 1, x + r + 1)] ?? 0) - (plane[row + Math.max(0, x - r)] ?? 0);
    }
  }
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let k = -r; k <= r; k += 1) sum += tmp[Math.min(height - 1, Math.max(0, k)) * width + x] ?? 0;
    for (let y = 0; y < height; y += 1) {
      out[y * width + x] = sum / span;
      sum += (tmp[Math.min(height - 1, y + r + 1) * width + x] ?? 0) - (tmp[Math.max(0, y - r) * width + x] ?? 0);
    }
  }
  return out;
}

export const distance = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);
export const lerp = (p: Point, q: Point, t: number): Point => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
