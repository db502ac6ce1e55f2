/**
 * Hair: colour, length and shape from the band around the head. Without a segmentation model (the
 * human-models package that has one is ~280 MB), hair is what lies around the upper face and is neither
 * skin nor background, the background being the colours along the working crop's top and upper sides.
 * The hair colour found there, followed down from the head, then decides, beside the face and below the
 * chin, how far the hair falls.
 */
import { HAIR_COLORS, type HairColor, type HairStyle } from '@shop/shared/characters';
import { type FaceGeometry, scaledOutline } from './geometry';
import {
  boxBlur,
  deltaE,
  hexToLab,
  type Lab,
  type LabImage,
  MaskSums,
  medianLab,
  pixelDistance2,
  polygonMask,
  sampledQuantile,
} from './image';
import type { WorkingFace } from './landmarks';

export interface HairMeasure {
  lab: Lab;
  /** Share of the band around the upper face that is hair (0 = shaved or hair like the background). */
  coverage: number;
  /** Share of hair beside the face at ear level, at jaw level and beside the neck below the chin. */
  ear: number;
  jaw: number;
  below: number;
  /** How far hair reaches above the forehead (mesh 10) and beyond the cheekbones, in face widths. */
  height: number;
  width: number;
  /** Structure-tensor coherence of the hair's texture: straight hair ~0.5+, curls lower. */
  coherence: number;
}

const SKIN_DISTANCE = 13;
const BACKGROUND_DISTANCE = 10;

/**
 * Frequent colours just beyond where hair reaches (a ring at twice the face outline) and along the crop's
 * top edge: the backdrop close to the head, not whatever stands at the crop's far sides. A colour that is
 * also what the band right above the forehead mostly shows is hair reaching far (curls, an afro), not
 * backdrop, and is kept out of the list.
 */
function backgroundColours(lab: LabImage, geometry: FaceGeometry, skin: Lab): Lab[] {
  const { width, height } = lab;
  const rows = Math.min(height, Math.round(geometry.chinY));
  const ringOuter = polygonMask(scaledOutline(geometry, 2.3), width, height);
  const ringInner = polygonMask(scaledOutline(geometry, 2.0), width, height);
  const strip = Math.max(2, Math.round(Math.min(width, height) * 0.03));
  const samples: number[] = [];
  for (let y = 0; y < rows; y += 1) {
    for (let x = y % 2; x < width; x += 2) {
      const i = y * width + x;
      if (y < strip || (ringOuter[i] && !ringInner[i])) samples.push(i);
    }
  }
  const binOf = (i: number) =>
    `${Math.round((lab.L[i] ?? 0) / 7)},${Math.round((lab.a[i] ?? 0) / 7)},${Math.round((lab.b[i] ?? 0) / 7)}`;
  const bins = new Map<string, number[]>();
  for (const i of samples) {
    const key = binOf(i);
    const bin = bins.get(key);
    if (bin) bin.push(i);
    else bins.set(key, [i]);
  }
  // What lies right above the forehead (not skin): hair, unless the child has next to none.
  const near = polygonMask(scaledOutline(geometry, 1.25), width, height);
  const face = polygonMask(scaledOutline(geometry, 1.04), width, height);
  const nearPixels: number[] = [];
  for (let i = 0; i < Math.round(geometry.topY + geometry.unit * 0.1) * width && i < near.length; i += 1) {
    if (near[i] && !face[i] && pixelDistance2(lab, i, skin) >= SKIN_DISTANCE ** 2) nearPixels.push(i);
  }
  const nearColour = nearPixels.length > 0 ? medianLab(lab, nearPixels) : undefined;
  const nearShare = nearColour
    ? nearPixels.filter((i) => pixelDistance2(lab, i, nearColour) < BACKGROUND_DISTANCE ** 2).length / nearPixels.length
    : 0;

  const sorted = [...bins.values()].sort((p, q) => q.length - p.length);
  const colours: Lab[] = [];
  let covered = 0;
  for (const bin of sorted) {
    if (covered >= samples.length * 0.9 || bin.length < samples.length * 0.015) break;
    covered += bin.length;
    const colour = medianLab(lab, bin);
    const isHair = nearColour !== undefined && nearShare > 0.5 && deltaE(colour, nearColour) < BACKGROUND_DISTANCE;
    if (!isHair) colours.push(colour);
  }
  return colours;
}

/** Mean coherence of the texture (0 = no direction, 1 = parallel strands), weighted by its energy. */
function coherence(lab: LabImage, pixels: readonly number[], rows: number): number {
  const { width, L } = lab;
  const height = Math.min(lab.height, rows);
  const size = width * height;
  const gxx = new Float32Array(size);
  const gyy = new Float32Array(size);
  const gxy = new Float32Array(size);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const gx = (L[i + 1] ?? 0) - (L[i - 1] ?? 0);
      const gy = (L[i + width] ?? 0) - (L[i - width] ?? 0);
      gxx[i] = gx * gx;
      gyy[i] = gy * gy;
      gxy[i] = gx * gy;
    }
  }
  const r = Math.max(2, Math.round(width / 160));
  const sxx = boxBlur(gxx, width, height, r);
  const syy = boxBlur(gyy, width, height, r);
  const sxy = boxBlur(gxy, width, height, r);
  let weighted = 0;
  let total = 0;
  for (const i of pixels) {
    if (i >= size) continue;
    const a = sxx[i] ?? 0;
    const b = syy[i] ?? 0;
    const c = sxy[i] ?? 0;
    const trace = a + b;
    if (trace < 1e-6) continue;
    weighted += Math.sqrt((a - b) * (a - b) + 4 * c * c);
    total += trace;
  }
  return total > 0 ? weighted / total : 0;
}

/**
 * The hair that falls from the head: hair-coloured pixels reached from the hair around the upper face by
 * going down (or sideways) through hair, across gaps of at most a few rows (a highlight, a parting).
 * Length is measured on this rather than on every hair-coloured pixel, because colour alone cannot tell
 * black hair from a black collar, a dark suit or a dark backdrop (a black bob read as long hair); what is
 * not attached to the head is not hair. Along a fall, the hair's own shade in shadow (the same hue,
 * darker) counts too: the underside of a bob is darker than its crown (a brown bob read as short hair).
 */
function fallingHair(
  lab: LabImage,
  geometry: FaceGeometry,
  skinLike: Uint8Array,
  isHair: Uint8Array,
  hairLab: Lab,
  spread: number,
  band: readonly number[],
): Uint8Array {
  const { width, height, L, a, b } = lab;
  const size = width * height;
  const gap = Math.max(2, Math.round(geometry.unit * 0.04));
  const like = new Uint8Array(size);
  const shadeFloor = hairLab[0] * 0.15;
  for (let i = 0; i < size; i += 1) {
    if (skinLike[i]) continue;
    if (isHair[i]) {
      like[i] = 1;
      continue;
    }
    const l = L[i] ?? 0;
    if (l > hairLab[0] || l < shadeFloor) continue;
    // In shadow a colour keeps its hue and loses chroma about in step with lightness.
    const k = hairLab[0] > 0 ? l / hairLab[0] : 0;
    if (Math.hypot((a[i] ?? 0) - hairLab[1] * k, (b[i] ?? 0) - hairLab[2] * k) < spread * 0.5) like[i] = 1;
  }
  const UNREACHED = 0xffff;
  const since = new Uint16Array(size).fill(UNREACHED);
  for (const i of band) if (like[i]) since[i] = 0;
  const startRow = Math.max(1, Math.round(geometry.eyeY) - 1);
  for (let y = startRow; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const i = row + x;
      if (since[i] === 0) continue;
      let best: number = UNREACHED;
      for (let dx = -1; dx <= 1; dx += 1) {
        const nx = x + dx;
        if (nx >= 0 && nx < width) best = Math.min(best, since[i - width + dx] ?? UNREACHED);
      }
      if (best === UNREACHED) continue;
      if (like[i]) since[i] = 0;
      else if (best < gap) since[i] = best + 1;
    }
    // Sideways through hair, both ways: a fall that widens as it goes down.
    for (let x = 1; x < width; x += 1) if (like[row + x] && since[row + x - 1] === 0) since[row + x] = 0;
    for (let x = width - 2; x >= 0; x -= 1) if (like[row + x] && since[row + x + 1] === 0) since[row + x] = 0;
  }
  const fallen = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) if (since[i] === 0) fallen[i] = 1;
  return fallen;
}

export function measureHair(face: WorkingFace, geometry: FaceGeometry, skin: Lab): HairMeasure {
  const { lab } = face;
  const { width, height } = lab;
  const size = width * height;
  const unit = geometry.unit;
  const background = backgroundColours(lab, geometry, skin);
  const bandRows = Math.min(height, Math.round(geometry.eyeY));
  const skinLike = new Uint8Array(size);
  const candidate = new Uint8Array(size);
  const { L, a, b } = lab;
  const skinLimit = SKIN_DISTANCE ** 2;
  const backgroundLimit = BACKGROUND_DISTANCE ** 2;
  for (let i = 0; i < size; i += 1) {
    const l = L[i] ?? 0;
    const u = a[i] ?? 0;
    const v = b[i] ?? 0;
    if ((l - skin[0]) ** 2 + (u - skin[1]) ** 2 + (v - skin[2]) ** 2 < skinLimit) {
      skinLike[i] = 1;
      continue;
    }
    // Only the band (above the eyes) needs the background test.
    if (i >= bandRows * width) continue;
    let isBackground = false;
    for (const c of background) {
      if ((l - c[0]) ** 2 + (u - c[1]) ** 2 + (v - c[2]) ** 2 < backgroundLimit) {
        isBackground = true;
        break;
      }
    }
    if (!isBackground) candidate[i] = 1;
  }

  // The band around the upper face, from just outside the outline to half a face further, above the eyes;
  // plus the forehead below the mesh's top, where a fringe falls.
  const outer = polygonMask(scaledOutline(geometry, 1.55), width, height);
  const inner = polygonMask(scaledOutline(geometry, 1.04), width, height);
  const band: number[] = [];
  for (let i = 0; i < bandRows * width; i += 1) if (outer[i] && !inner[i]) band.push(i);
  const fringe: number[] = [];
  for (let y = Math.round(geometry.topY); y < Math.min(height, geometry.topY + unit * 0.18); y += 1) {
    for (let x = Math.round(geometry.cheekX[0] + unit * 0.15); x < geometry.cheekX[1] - unit * 0.15; x += 1) {
      if (x >= 0 && x < width) fringe.push(y * width + x);
    }
  }
  const candidates = [...band, ...fringe].filter((i) => candidate[i]);
  const first = candidates.length > 0 ? medianLab(lab, candidates) : skin;
  // Keep the candidates near the first estimate (drops a stray bit of collar or wall), then measure again.
  const distances = candidates.map((i) => Math.sqrt(pixelDistance2(lab, i, first)));
  const tolerance = Math.max(16, sampledQuantile(distances, 0.6) * 1.5);
  const hair = candidates.filter((_, k) => (distances[k] ?? 0) < tolerance);
  const hairLab = hair.length > 0 ? medianLab(lab, hair) : first;
  const coverage = band.length > 0 ? band.filter((i) => candidate[i]).length / band.length : 0;

  const spread = Math.max(
    16,
    sampledQuantile(
      hair.map((i) => Math.sqrt(pixelDistance2(lab, i, hairLab))),
      0.8,
    ) * 1.3,
  );
  const isHair = new Uint8Array(size);
  const hairLimit = spread * spread;
  for (let i = 0; i < size; i += 1) {
    if (skinLike[i]) continue;
    const d = ((L[i] ?? 0) - hairLab[0]) ** 2 + ((a[i] ?? 0) - hairLab[1]) ** 2 + ((b[i] ?? 0) - hairLab[2]) ** 2;
    if (d < hairLimit) isHair[i] = 1;
  }
  const sums = new MaskSums(isHair, width, height);
  const falls = new MaskSums(fallingHair(lab, geometry, skinLike, isHair, hairLab, spread, band), width, height);
  const sides = (x0: [number, number], from: number, to: number, y0: number, y1: number) =>
    Math.max(
      falls.share(x0[0] - unit * to, y0, x0[0] - unit * from, y1),
      falls.share(x0[1] + unit * from, y0, x0[1] + unit * to, y1),
    );
  const ear = sides(geometry.cheekX, 0.05, 0.35, geometry.eyeY, geometry.noseY);
  const jaw = sides(geometry.jawX, 0.05, 0.4, geometry.mouthY, geometry.chinY);
  const below = sides(geometry.jawX, -0.02, 0.4, geometry.chinY + unit * 0.1, geometry.chinY + unit * 0.6);

  // Extent: rows above the forehead in the middle of the head, columns beyond the cheekbones above the eyes.
  const { centre } = geometry;
  let top = geometry.topY;
  for (let y = Math.round(geometry.topY); y >= 0; y -= 1) {
    if (sums.share(centre[0] - unit * 0.25, y, centre[0] + unit * 0.25, y + 1) > 0.3) top = y;
    else if (geometry.topY - y > unit * 0.08) break;
  }
  const reach = (direction: -1 | 1) => {
    const edge = direction < 0 ? geometry.cheekX[0] : geometry.cheekX[1];
    let far = edge;
    for (let step = 0; step < unit; step += 1) {
      const x = edge + direction * step;
      if (x < 0 || x >= width) break;
      if (sums.share(x, geometry.topY, x + 1, geometry.eyeY) > 0.3) far = x;
      else if (step > unit * 0.1) break;
    }
    return Math.abs(far - edge) / unit;
  };

  return {
    lab: hairLab,
    coverage,
    ear,
    jaw,
    below,
    height: (geometry.topY - top) / unit,
    width: Math.max(reach(-1), reach(1)),
    coherence: coherence(
      lab,
      band.filter((i) => isHair[i]),
      bandRows,
    ),
  };
}

const HAIR_LABS = Object.entries(HAIR_COLORS).map(([key, hex]) => [key as HairColor, hexToLab(hex)] as const);
const REDS = new Set<HairColor>(['auburn', 'ginger']);

/**
 * Measured hair lightness → swatch lightness, piecewise linear through anchors read off ordinary photos:
 * black hair's sheen lifts it to about L 12, light-brown hair's shade between strands pulls it down to about
 * L 44, blonde to about 60. The fixture (light-brown) measures L 44.
 */
const HAIR_LIGHTNESS: readonly (readonly [number, number])[] = [
  [0, 0],
  [12, 10],
  [22, 19],
  [33, 32.6],
  [44, 47.2],
  [60, 71],
  [74, 84],
  [100, 100],
];

function swatchLightness(measured: number): number {
  for (let k = 1; k < HAIR_LIGHTNESS.length; k += 1) {
    const [x1, y1] = HAIR_LIGHTNESS[k] as readonly [number, number];
    const [x0, y0] = HAIR_LIGHTNESS[k - 1] as readonly [number, number];
    if (measured <= x1) return y0 + ((measured - x0) / (x1 - x0)) * (y1 - y0);
  }
  return measured;
}

/** Reds are told apart by hue, the rest mainly by lightness (the palette's order). */
export function nearestHairColor(hair: Lab): HairColor {
  const chroma = Math.hypot(hair[1], hair[2]);
  const hue = (Math.atan2(hair[2], hair[1]) * 180) / Math.PI;
  const red = chroma > 24 && hue < 58 && hair[1] > 13;
  const L = swatchLightness(hair[0]);
  let best: HairColor = 'brown';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [key, swatch] of HAIR_LABS) {
    if (REDS.has(key) !== red) continue;
    const d = (L - swatch[0]) ** 2 + 0.2 * ((hair[1] - swatch[1]) ** 2 + (hair[2] - swatch[2]) ** 2);
    if (d < bestDistance) {
      bestDistance = d;
      best = key;
    }
  }
  return best;
}

export type HairLength = 'none' | 'short' | 'ear' | 'chin' | 'long';

export function hairLength(hair: HairMeasure): HairLength {
  if (hair.coverage < 0.12) return 'none';
  // Hair below the chin counts only when it comes down past the ear and jaw: a dark collar is not hair.
  if (hair.below >= 0.3 && hair.jaw >= 0.25 && hair.ear >= 0.3) return 'long';
  if (hair.jaw >= 0.3) return 'chin';
  if (hair.ear >= 0.3) return 'ear';
  return 'short';
}

/** The nearest of HAIR_STYLES for what was measured; the parent picks braids and buns themselves. */
export function nearestHairStyle(hair: HairMeasure, gender: 'girl' | 'boy'): HairStyle {
  const length = hairLength(hair);
  const curly = hair.coherence < 0.32;
  if (hair.width > 0.38 && hair.height > 0.35 && curly) return 'afro';
  switch (length) {
    case 'none':
      // A girl whose hair cannot be seen from the front usually has it tied back.
      return gender === 'girl' ? 'ponytail' : 'cropped';
    case 'short':
      if (curly) return 'curly';
      if (gender === 'girl') return hair.height > 0.12 ? 'short' : 'ponytail';
      return hair.height < 0.06 ? 'cropped' : 'short';
    case 'ear':
      if (curly) return 'curly';
      return gender === 'girl' ? 'bob' : 'short';
    case 'chin':
      if (curly) return 'curly';
      return gender === 'girl' ? 'bob' : 'long';
    case 'long':
      return curly ? 'wavy' : 'long';
  }
}
