/**
 * Pixel operations that sharp (libvips) does not offer, on raw interleaved RGB in Float32Arrays with
 * values 0-255. Each is O(pixels), independent of the filter radius (running box sums), so a 1024 px
 * portrait takes milliseconds per pass in plain JavaScript.
 */
import sharp, { type Sharp } from 'sharp';

export interface Plane {
  data: Float32Array;
  width: number;
  height: number;
}

/** Interleaved RGB. */
export interface RgbImage {
  data: Float32Array;
  width: number;
  height: number;
}

export async function toRgbImage(input: Sharp): Promise<RgbImage> {
  const { data, info } = await input.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
  return { data: new Float32Array(data), width: info.width, height: info.height };
}

/** 0-255 floats as bytes, rounded and clamped. A loop: V8's typed-array conversion is far slower here. */
export function toBytes(data: Float32Array): Buffer {
  const bytes = Buffer.allocUnsafe(data.length);
  for (let i = 0; i < data.length; i += 1) {
    const v = data[i]!;
    bytes[i] = v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
  }
  return bytes;
}

/** A sharp pipeline of the image, to composite or encode. */
export function rgbToSharp(image: RgbImage): Sharp {
  return sharp(toBytes(image.data), {
    raw: { width: image.width, height: image.height, channels: 3 },
  });
}

/** Runs a pipeline over a one-channel image and reads the one channel back (sharp would return sRGB). */
export async function mapPlane(plane: Plane, pipeline: (image: Sharp) => Sharp): Promise<Plane> {
  const data = await pipeline(planeToSharp(plane)).extractChannel(0).raw().toBuffer();
  return { data: new Float32Array(data), width: plane.width, height: plane.height };
}

/** A one-channel image as a sharp input (for masks and line layers). */
export function planeToSharp(plane: Plane): Sharp {
  return sharp(toBytes(plane.data), {
    raw: { width: plane.width, height: plane.height, channels: 1 },
  });
}

/** Rec. 601 luma. */
export function luminance(image: RgbImage): Plane {
  const { data, width, height } = image;
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; p < out.length; p += 1, i += 3) {
    out[p] = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  }
  return { data: out, width, height };
}

/**
 * Mean over a (2r+1)² window, edges clamped. Rows by running sums; columns by one running sum per
 * column while walking down the rows, so both passes read memory in order.
 */
export function boxBlur(plane: Plane, radius: number): Plane {
  const { width, height } = plane;
  const r = Math.max(1, Math.round(radius));
  const norm = 1 / (2 * r + 1);
  const src = plane.data;
  const tmp = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    const last = row + width - 1;
    let sum = 0;
    for (let k = -r; k <= r; k += 1) sum += src[k < 0 ? row : k >= width ? last : row + k]!;
    for (let x = 0; x < width; x += 1) {
      tmp[row + x] = sum * norm;
      const add = x + r + 1;
      const drop = x - r;
      sum += src[add >= width ? last : row + add]! - src[drop < 0 ? row : row + drop]!;
    }
  }
  const out = new Float32Array(width * height);
  const sums = new Float32Array(width);
  for (let k = -r; k <= r; k += 1) {
    const row = Math.min(height - 1, Math.max(0, k)) * width;
    for (let x = 0; x < width; x += 1) sums[x] = sums[x]! + tmp[row + x]!;
  }
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    const add = Math.min(height - 1, y + r + 1) * width;
    const drop = Math.max(0, y - r) * width;
    for (let x = 0; x < width; x += 1) {
      out[row + x] = sums[x]! * norm;
      sums[x] = sums[x]! + tmp[add + x]! - tmp[drop + x]!;
    }
  }
  return { data: out, width, height };
}

function channel(image: RgbImage, c: number): Plane {
  const out = new Float32Array(image.width * image.height);
  for (let p = 0, i = c; p < out.length; p += 1, i += 3) out[p] = image.data[i]!;
  return { data: out, width: image.width, height: image.height };
}

/** Every `factor`-th pixel of each row and column, averaged over its factor² block. */
function shrink(image: RgbImage, factor: number): RgbImage {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const out = new Float32Array(width * height * 3);
  const norm = 1 / (factor * factor);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        let i = ((y * factor + dy) * image.width + x * factor) * 3;
        for (let dx = 0; dx < factor; dx += 1, i += 3) {
          r += image.data[i]!;
          g += image.data[i + 1]!;
          b += image.data[i + 2]!;
        }
      }
      const o = (y * width + x) * 3;
      out[o] = r * norm;
      out[o + 1] = g * norm;
      out[o + 2] = b * norm;
    }
  }
  return { data: out, width, height };
}

/**
 * He, Sun and Tang's guided filter with the luma as guide: smooths skin and walls into soft surfaces
 * while keeping the edges of eyes, mouth and hair, which a plain blur would wash out. The linear
 * coefficients are fitted on a half-size image and applied at full size (their "fast guided filter"),
 * which looks the same and costs a quarter. `eps` is in squared 0-255 units; larger means flatter.
 */
export function guidedSmooth(image: RgbImage, radius: number, eps: number): RgbImage {
  const factor = image.width >= 256 && image.width % 2 === 0 && image.height % 2 === 0 ? 2 : 1;
  const small = factor > 1 ? shrink(image, factor) : image;
  const { width, height } = small;
  const n = width * height;
  const r = Math.max(1, radius / factor);
  const guide = luminance(small);
  const meanI = boxBlur(guide, r).data;
  const sq = new Float32Array(n);
  for (let p = 0; p < n; p += 1) sq[p] = guide.data[p]! * guide.data[p]!;
  const corrI = boxBlur({ data: sq, width, height }, r).data;
  // Coefficients of the three channels, interleaved like the image: q = a·I + b.
  const a = new Float32Array(n * 3);
  const b = new Float32Array(n * 3);
  for (let c = 0; c < 3; c += 1) {
    const p = channel(small, c);
    const meanP = boxBlur(p, r).data;
    const prod = new Float32Array(n);
    for (let k = 0; k < n; k += 1) prod[k] = guide.data[k]! * p.data[k]!;
    const corrIp = boxBlur({ data: prod, width, height }, r).data;
    const ak = new Float32Array(n);
    const bk = new Float32Array(n);
    for (let k = 0; k < n; k += 1) {
      const varI = corrI[k]! - meanI[k]! * meanI[k]!;
      ak[k] = (corrIp[k]! - meanI[k]! * meanP[k]!) / (varI + eps);
      bk[k] = meanP[k]! - ak[k]! * meanI[k]!;
    }
    const meanA = boxBlur({ data: ak, width, height }, r).data;
    const meanB = boxBlur({ data: bk, width, height }, r).data;
    for (let k = 0; k < n; k += 1) {
      a[k * 3 + c] = meanA[k]!;
      b[k * 3 + c] = meanB[k]!;
    }
  }
  const fullGuide = factor > 1 ? luminance(image).data : guide.data;
  return applyCoefficients(a, b, width, height, fullGuide, image.width, image.height);
}

/** q = a·I + b at the guide's size, with a and b interpolated bilinearly from their smaller grid. */
function applyCoefficients(
  a: Float32Array,
  b: Float32Array,
  gridWidth: number,
  gridHeight: number,
  guide: Float32Array,
  width: number,
  height: number,
): RgbImage {
  const out = new Float32Array(width * height * 3);
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const txs = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const fx = Math.min(gridWidth - 1, Math.max(0, ((x + 0.5) * gridWidth) / width - 0.5));
    x0s[x] = Math.floor(fx) * 3;
    x1s[x] = Math.min(gridWidth - 1, Math.floor(fx) + 1) * 3;
    txs[x] = fx - Math.floor(fx);
  }
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(gridHeight - 1, Math.max(0, ((y + 0.5) * gridHeight) / height - 0.5));
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    const r0 = y0 * gridWidth * 3;
    const r1 = Math.min(gridHeight - 1, y0 + 1) * gridWidth * 3;
    for (let x = 0; x < width; x += 1) {
      const tx = txs[x]!;
      const w00 = (1 - tx) * (1 - ty);
      const w01 = tx * (1 - ty);
      const w10 = (1 - tx) * ty;
      const w11 = tx * ty;
      const i00 = r0 + x0s[x]!;
      const i01 = r0 + x1s[x]!;
      const i10 = r1 + x0s[x]!;
      const i11 = r1 + x1s[x]!;
      const g = guide[y * width + x]!;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const ac = a[i00 + c]! * w00 + a[i01 + c]! * w01 + a[i10 + c]! * w10 + a[i11 + c]! * w11;
        const bc = b[i00 + c]! * w00 + b[i01 + c]! * w01 + b[i10 + c]! * w10 + b[i11 + c]! * w11;
        out[o + c] = ac * g + bc;
      }
    }
  }
  return { data: out, width, height };
}

/**
 * Winnemöller's extended difference of Gaussians: 0 where an ink line belongs, 255 elsewhere, with a
 * soft ramp so lines are anti-aliased. `sigma` sets the line scale, `threshold` how much contrast a
 * line needs (lower → more lines).
 */
export async function inkLines(grey: Plane, sigma: number, threshold: number, sharpness = 0.35): Promise<Plane> {
  const blurred = async (s: number) => (await mapPlane(grey, (image) => image.blur(s))).data;
  const [narrow, wide] = await Promise.all([blurred(sigma), blurred(sigma * 1.6)]);
  const out = new Float32Array(grey.data.length);
  for (let k = 0; k < out.length; k += 1) {
    const d = narrow[k]! - 0.985 * wide[k]!;
    out[k] = d >= -threshold ? 255 : 255 * (1 + Math.tanh(sharpness * (d + threshold)));
  }
  return { data: out, width: grey.width, height: grey.height };
}

/** A palette of `k` colours by k-means on a sample of the pixels (deterministic: evenly spaced samples). */
export function palette(image: RgbImage, k: number, iterations = 8): Float32Array {
  const n = image.width * image.height;
  const step = Math.max(1, Math.floor(n / 4096));
  const samples: number[] = [];
  for (let p = 0; p < n; p += step) samples.push(image.data[p * 3]!, image.data[p * 3 + 1]!, image.data[p * 3 + 2]!);
  const count = samples.length / 3;
  // Seeds spread over the luma range, so dark hair and bright skin each get their own colour.
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => samples[a * 3]! + samples[a * 3 + 1]! - (samples[b * 3]! + samples[b * 3 + 1]!),
  );
  const centres = new Float32Array(k * 3);
  for (let c = 0; c < k; c += 1) {
    const s = order[Math.floor(((c + 0.5) / k) * count)]!;
    centres.set([samples[s * 3]!, samples[s * 3 + 1]!, samples[s * 3 + 2]!], c * 3);
  }
  const sums = new Float64Array(k * 4);
  for (let it = 0; it < iterations; it += 1) {
    sums.fill(0);
    for (let s = 0; s < count; s += 1) {
      const c = nearest(centres, k, samples[s * 3]!, samples[s * 3 + 1]!, samples[s * 3 + 2]!);
      sums[c * 4] = sums[c * 4]! + samples[s * 3]!;
      sums[c * 4 + 1] = sums[c * 4 + 1]! + samples[s * 3 + 1]!;
      sums[c * 4 + 2] = sums[c * 4 + 2]! + samples[s * 3 + 2]!;
      sums[c * 4 + 3] = sums[c * 4 + 3]! + 1;
    }
    for (let c = 0; c < k; c += 1) {
      const m = sums[c * 4 + 3]!;
      if (m > 0) centres.set([sums[c * 4]! / m, sums[c * 4 + 1]! / m, sums[c * 4 + 2]! / m], c * 3);
    }
  }
  return centres;
}

function nearest(centres: Float32Array, k: number, r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let c = 0; c < k; c += 1) {
    const dr = r - centres[c * 3]!;
    const dg = g - centres[c * 3 + 1]!;
    const db = b - centres[c * 3 + 2]!;
    const distance = dr * dr + dg * dg + db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = c;
    }
  }
  return best;
}

/**
 * Every pixel replaced by its nearest palette centre's colour (`colours`, the centres themselves unless
 * a restyled palette is given): flat poster areas. The nearest centre is looked up
 * in a table over 5 bits per channel, built once per palette, instead of searched for per pixel.
 */
export function quantize(image: RgbImage, centres: Float32Array, colours: Float32Array = centres): RgbImage {
  const k = centres.length / 3;
  const table = new Uint8Array(32 * 32 * 32);
  for (let r = 0; r < 32; r += 1) {
    for (let g = 0; g < 32; g += 1) {
      for (let b = 0; b < 32; b += 1)
        table[(r << 10) | (g << 5) | b] = nearest(centres, k, r * 8 + 4, g * 8 + 4, b * 8 + 4);
    }
  }
  const out = new Float32Array(image.data.length);
  const channel5 = (v: number) => (v <= 0 ? 0 : v >= 255 ? 31 : v >> 3);
  for (let i = 0; i < out.length; i += 3) {
    const c =
      table[(channel5(image.data[i]!) << 10) | (channel5(image.data[i + 1]!) << 5) | channel5(image.data[i + 2]!)]! * 3;
    out[i] = colours[c]!;
    out[i + 1] = colours[c + 1]!;
    out[i + 2] = colours[c + 2]!;
  }
  return { data: out, width: image.width, height: image.height };
}

/**
 * Cel shading: the luma snapped to a few bands with short soft steps, the colour's hue and chroma kept.
 * `bands` are the luma levels (0-255) each band is lifted or lowered to.
 */
export function celShade(image: RgbImage, bands: readonly number[], softness = 6): RgbImage {
  const edges = bands.slice(1).map((level, i) => (level + bands[i]!) / 2);
  // The gain for every luma in quarter steps; a smoothstep across each band boundary avoids jagged contours.
  const gain = new Float32Array(1024);
  for (let q = 0; q < gain.length; q += 1) {
    const y = q / 4;
    let target = bands[0]!;
    for (let e = 0; e < edges.length; e += 1) {
      const t = Math.min(1, Math.max(0, (y - edges[e]! + softness) / (2 * softness)));
      target += (bands[e + 1]! - bands[e]!) * t * t * (3 - 2 * t);
    }
    gain[q] = target / Math.max(y, 1);
  }
  const out = new Float32Array(image.data.length);
  for (let i = 0; i < out.length; i += 3) {
    const r = image.data[i]!;
    const g = image.data[i + 1]!;
    const b = image.data[i + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    const scale = gain[Math.min(1023, Math.max(0, (y * 4) | 0))]!;
    out[i] = r * scale;
    out[i + 1] = g * scale;
    out[i + 2] = b * scale;
  }
  return { data: out, width: image.width, height: image.height };
}

/** Colour × line layer (0 = ink, 255 = paper), with the ink tinted `ink` instead of black. */
export function applyInk(image: RgbImage, lines: Plane, ink: readonly [number, number, number]): RgbImage {
  const out = new Float32Array(image.data.length);
  for (let p = 0, i = 0; p < lines.data.length; p += 1, i += 3) {
    const t = lines.data[p]! / 255;
    out[i] = image.data[i]! * t + ink[0] * (1 - t);
    out[i + 1] = image.data[i + 1]! * t + ink[1] * (1 - t);
    out[i + 2] = image.data[i + 2]! * t + ink[2] * (1 - t);
  }
  return { data: out, width: image.width, height: image.height };
}

/** Per-pixel saturation and brightness around the pixel's own luma (1 = unchanged). */
export function adjust(image: RgbImage, saturation: number, brightness: number, lift = 0): RgbImage {
  const out = new Float32Array(image.data.length);
  for (let i = 0; i < out.length; i += 3) {
    const r = image.data[i]!;
    const g = image.data[i + 1]!;
    const b = image.data[i + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    out[i] = (y + (r - y) * saturation) * brightness + lift;
    out[i + 1] = (y + (g - y) * saturation) * brightness + lift;
    out[i + 2] = (y + (b - y) * saturation) * brightness + lift;
  }
  return { data: out, width: image.width, height: image.height };
}

/** Seeded value noise summed over octaves (fBm), 0-255, mean 128: paper grain and ragged edges. */
export function noisePlane(size: number, cells: number, octaves: number, seed: number): Plane {
  const out = new Float32Array(size * size);
  let state = seed;
  const rand = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let amplitude = 1;
  let total = 0;
  for (let o = 0, n = cells; o < octaves; o += 1, n *= 2, amplitude /= 2) {
    const grid = new Float32Array((n + 1) * (n + 1)).map(() => rand());
    const cell = size / n;
    for (let y = 0; y < size; y += 1) {
      const gy = y / cell;
      const y0 = Math.floor(gy);
      const ty = gy - y0;
      const sy = ty * ty * (3 - 2 * ty);
      for (let x = 0; x < size; x += 1) {
        const gx = x / cell;
        const x0 = Math.floor(gx);
        const tx = gx - x0;
        const sx = tx * tx * (3 - 2 * tx);
        const i = y0 * (n + 1) + x0;
        const top = grid[i]! + (grid[i + 1]! - grid[i]!) * sx;
        const bottom = grid[i + n + 1]! + (grid[i + n + 2]! - grid[i + n + 1]!) * sx;
        out[y * size + x] = out[y * size + x]! + (top + (bottom - top) * sy) * amplitude;
      }
    }
    total += amplitude;
  }
  for (let k = 0; k < out.length; k += 1) out[k] = (out[k]! / total) * 255;
  return { data: out, width: size, height: size };
}

/**
 * How unlike the photo's backdrop each pixel is (255 = surely the child, 0 = surely the wall), from
 * the colours along the crop's top and upper sides, where a portrait shows the room. A plain wall is
 * removed cleanly; a busy room is kept, and the styles' oval mask then does the work.
 */
export function backdropKey(image: RgbImage): Plane {
  const { width, height, data } = image;
  const samples: number[] = [];
  const band = Math.max(2, Math.round(width * 0.06));
  for (let y = 0; y < height * 0.55; y += 4) {
    for (let x = 0; x < width; x += 4) {
      if (y < band || x < band || x >= width - band) {
        const i = (y * width + x) * 3;
        samples.push(data[i]!, data[i + 1]!, data[i + 2]!);
      }
    }
  }
  const sampleImage = { data: Float32Array.from(samples), width: samples.length / 3, height: 1 };
  const backdrop = palette(sampleImage, 3, 6);
  const out = new Float32Array(width * height);
  for (let p = 0, i = 0; p < out.length; p += 1, i += 3) {
    let best = Number.POSITIVE_INFINITY;
    for (let c = 0; c < 9; c += 3) {
      const dr = data[i]! - backdrop[c]!;
      const dg = data[i + 1]! - backdrop[c + 1]!;
      const db = data[i + 2]! - backdrop[c + 2]!;
      best = Math.min(best, dr * dr + dg * dg + db * db);
    }
    const distance = Math.sqrt(best);
    const t = Math.min(1, Math.max(0, (distance - 18) / 40));
    out[p] = 255 * t * t * (3 - 2 * t);
  }
  return { data: out, width, height };
}
